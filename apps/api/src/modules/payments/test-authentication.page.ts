import { BrandName } from '@app/contract';
import { escapeHtml } from '../../lib/html.ts';

/*
 * The web app's colours, type and shapes (apps/web/src/global.css and theme.ts): the page the test-mode provider opens
 * looks like the rest of the product, as Stripe's own page would carry the merchant's branding.
 */
const styles = `
:root {
  --primary: #0f766e;
  --primary-dark: #115e59;
  --primary-soft: rgba(15, 118, 110, 0.1);
  --text: #0f172a;
  --text-secondary: #475569;
  --background: #f8fafc;
  --paper: #ffffff;
  --divider: rgba(0, 0, 0, 0.12);
  --warning: #b45309;
  --radius: 12px;
  --font: system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif;
}
*, *::before, *::after { box-sizing: border-box; }
html { -webkit-font-smoothing: antialiased; -webkit-text-size-adjust: 100%; }
body { margin: 0; min-height: 100vh; background: var(--background); color: var(--text); font-family: var(--font);
  font-size: 1rem; line-height: 1.5; }
header { background: var(--paper); border-bottom: 1px solid var(--divider); }
.bar { max-width: 36rem; margin: 0 auto; padding: 0 16px; min-height: 60px; display: flex; align-items: center;
  gap: 8px; font-weight: 800; font-size: 20px; letter-spacing: -0.02em; }
main { max-width: 36rem; margin: 0 auto; padding: 24px 16px 48px; }
.card { background: var(--paper); border: 1px solid var(--divider); border-radius: 20px; padding: 24px; }
.badge { display: inline-block; padding: 0 8px; border-radius: 16px; background: var(--warning); color: #fff;
  font-size: 0.8125rem; font-weight: 700; line-height: 24px; }
h1 { margin: 12px 0 8px; font-size: 1.5rem; font-weight: 800; letter-spacing: -0.01em; line-height: 1.25; }
p { margin: 0 0 16px; }
.note { color: var(--text-secondary); font-size: 0.875rem; }
.actions { display: flex; flex-wrap: wrap; gap: 12px; margin-top: 24px; }
.actions form { flex: 1 1 auto; margin: 0; }
.button { width: 100%; min-height: 48px; padding: 8px 22px; border-radius: var(--radius); font: inherit;
  font-size: 0.9375rem; font-weight: 600; line-height: 1.75; white-space: nowrap; cursor: pointer; }
.button:focus-visible { outline: 3px solid var(--primary); outline-offset: 2px; }
.contained { border: 0; background: var(--primary); color: #fff; }
.contained:hover { background: var(--primary-dark); }
.outlined { border: 1px solid rgba(15, 118, 110, 0.5); background: transparent; color: var(--primary); }
.outlined:hover { border-color: var(--primary); background: var(--primary-soft); }
`.replace(/\n\s*/g, ' ');

/**
 * The test-mode provider's 3-D Secure challenge: Complete or Fail authentication of `amountCents`, posted to `action`
 * with `returnUrl` (a path of this site) to come back to.
 */
export function testAuthenticationPage(input: {
  action: string;
  amountCents: number;
  status: string;
  returnUrl?: string;
}) {
  const returnField = input.returnUrl
    ? `<input type="hidden" name="return_url" value="${escapeHtml(input.returnUrl)}">`
    : '';
  const button = (outcome: string, label: string, variant: 'contained' | 'outlined') =>
    `<form method="post" action="${escapeHtml(input.action)}">${returnField}` +
    `<input type="hidden" name="outcome" value="${outcome}">` +
    `<button type="submit" class="button ${variant}">${label}</button></form>`;
  const amount = `$${(input.amountCents / 100).toFixed(2)}`;
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>3D Secure test payment · ${BrandName}</title><link rel="icon" href="/favicon.svg" type="image/svg+xml">` +
    `<style>${styles}</style></head><body>` +
    `<header><div class="bar"><img src="/favicon.svg" alt="" width="32" height="32"><span>${BrandName}</span></div></header>` +
    `<main><div class="card"><span class="badge">Test mode</span><h1>3D Secure test payment</h1>` +
    `<p>Authenticate the payment of <strong>${amount}</strong>?</p>` +
    `<p class="note">Test mode: no real card is charged. Your bank would ask you to confirm this payment here.</p>` +
    (input.status === 'requires_action'
      ? `<div class="actions">${button('complete', 'Complete authentication', 'contained')}${button('fail', 'Fail authentication', 'outlined')}</div>`
      : `<p>This payment is ${escapeHtml(input.status)}; nothing is left to authenticate.</p>`) +
    `</div></main></body></html>`
  );
}
