import { Messages } from '@app/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore, type Session } from '../../lib/session.ts';
import { jsonResponse, renderWithProviders } from '../../test/render.tsx';
import { OnboardingCompletePage } from './OnboardingCompletePage.tsx';

const userId = '21fa0382-9068-4983-92fc-a89ce896d118';
let host = false;
let status = { connected: false, payoutsEnabled: false };
const calls: string[] = [];

function signIn() {
  sessionStore.set({
    user: { uuid: userId, emailVerified: true, phoneVerified: true, host, payout: null },
    tokens: {
      access: { value: 'access', expiresAt: '2099-01-01T00:00:00.000Z' },
      refresh: { value: 'refresh', expiresAt: '2099-01-01T00:00:00.000Z' },
    },
  } as unknown as Session);
}

beforeEach(() => {
  calls.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      calls.push(url);
      if (url.endsWith('/user/me')) {
        return jsonResponse(200, { data: { user: { uuid: userId, emailVerified: true, phoneVerified: true, host } } });
      }
      if (url.endsWith('/payment/stripe/onboarding/status')) return jsonResponse(200, { data: status });
      return jsonResponse(404, { message: 'not found' });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.set(null);
});

const open = () => renderWithProviders(<OnboardingCompletePage />, { route: '/payment/stripe/onboarding/complete' });

describe('payout onboarding complete page', () => {
  it('tells a customer that payouts are for hosts, with a way to become one, and never that an account was added', async () => {
    host = false;
    signIn();
    open();
    expect(screen.getByRole('heading', { level: 1, name: 'Payouts are for hosts' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Become a host' }).getAttribute('href')).toBe('/becomeahost');
    // The page has settled once it has re-read the user.
    await waitFor(() => expect(calls.some((url) => url.endsWith('/user/me'))).toBe(true));
    expect(screen.queryByText(Messages.stripeAccountAdded)).toBeNull();
    expect(screen.queryByText(/has been added/)).toBeNull();
    expect(calls.some((url) => url.includes('/onboarding/status'))).toBe(false);
  });

  it("tells a host whose onboarding isn't finished so, with a way to finish it", async () => {
    host = true;
    status = { connected: false, payoutsEnabled: false };
    signIn();
    open();
    expect(await screen.findByRole('heading', { level: 1, name: "Payout setup isn't finished" })).toBeTruthy();
    expect(screen.queryByText(Messages.stripeAccountAdded)).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Finish connecting' }));
    expect(await screen.findByRole('dialog', { name: 'Connect your payout account' })).toBeTruthy();
  });

  it('confirms the account once the provider says it is connected', async () => {
    host = true;
    status = { connected: true, payoutsEnabled: true };
    signIn();
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you!' })).toBeTruthy();
    expect(screen.getByText(/Your payout account has been added/)).toBeTruthy();
    expect(await screen.findByText(Messages.stripeAccountAdded)).toBeTruthy();
    expect(calls.some((url) => url.endsWith('/payment/stripe/onboarding/status'))).toBe(true);
    // The user is re-read after the status call recorded the connection (the header's payout item reads it).
    await waitFor(() => expect(calls.filter((url) => url.endsWith('/user/me'))).toHaveLength(2));
    expect(calls.findLastIndex((url) => url.endsWith('/user/me'))).toBeGreaterThan(
      calls.findIndex((url) => url.endsWith('/payment/stripe/onboarding/status')),
    );
  });
});
