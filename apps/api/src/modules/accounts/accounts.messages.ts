import { BrandName as BRAND, Limits, VerificationType } from '@app/contract';
import { escapeHtml } from '../../lib/html.ts';

/** The text of a one-time-code message, per purpose and channel. */
export function codeMessage(purpose: number, code: string, recipientName?: string) {
  const action =
    purpose === VerificationType.FORGOT_PASSWORD
      ? 'reset your password'
      : purpose === VerificationType.PHONE
        ? 'verify your phone number'
        : 'verify your email address';
  const subject =
    purpose === VerificationType.FORGOT_PASSWORD
      ? `${BRAND}: your password reset code`
      : `${BRAND}: your verification code`;
  const greeting = recipientName ? `Hi ${recipientName},` : 'Hi,';
  const lifetime = `${Limits.otpLifetimeMinutes} minutes`;
  const text = [
    greeting,
    '',
    `Your ${BRAND} code to ${action} is ${code}.`,
    `It expires in ${lifetime}. If you did not ask for it, you can ignore this message.`,
    '',
    `The ${BRAND} team`,
  ].join('\n');
  const html = `<p>${escapeHtml(greeting)}</p><p>Your ${BRAND} code to ${action} is</p><p style="font-size:28px;font-weight:700;letter-spacing:6px">${code}</p><p>It expires in ${lifetime}. If you did not ask for it, you can ignore this message.</p><p>The ${BRAND} team</p>`;
  const sms = `${code} is your ${BRAND} code to ${action}. It expires in ${lifetime}.`;
  return { subject, text, html, sms };
}
