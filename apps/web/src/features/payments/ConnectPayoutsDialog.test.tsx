import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore, type Session } from '../../lib/session.ts';
import { jsonResponse, renderWithProviders, settle } from '../../test/render.tsx';
import { ConnectPayoutsDialog } from './ConnectPayoutsDialog.tsx';

const onboardingUrl = 'http://localhost/payment/stripe/onboarding/test-complete?account=acct_test_1';
let answer: { status: number; body: unknown };
const posted: unknown[] = [];
const assign = vi.fn();

function signIn(payout: { country: string; payoutsEnabled: boolean } | null = null) {
  sessionStore.set({
    user: {
      uuid: '21fa0382-9068-4983-92fc-a89ce896d118',
      emailVerified: true,
      phoneVerified: true,
      host: true,
      payout,
    },
    tokens: {
      access: { value: 'access', expiresAt: '2099-01-01T00:00:00.000Z' },
      refresh: { value: 'refresh', expiresAt: '2099-01-01T00:00:00.000Z' },
    },
  } as unknown as Session);
}

beforeEach(() => {
  answer = { status: 200, body: { data: { url: onboardingUrl } } };
  posted.length = 0;
  assign.mockReset();
  signIn();
  vi.stubGlobal('location', { ...window.location, assign });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).endsWith('/payment/stripe/onboarding/initiate') && init?.method === 'POST') {
        posted.push(JSON.parse(String(init.body)));
        return jsonResponse(answer.status, answer.body);
      }
      return jsonResponse(404, { message: 'not found' });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.set(null);
});

const open = () => renderWithProviders(<ConnectPayoutsDialog open onClose={() => undefined} />);

describe('connect payouts dialog', () => {
  it('offers the payout countries US, IT and CA, starts onboarding for the chosen one and goes to the link', async () => {
    open();
    const user = userEvent.setup();
    const dialog = within(screen.getByRole('dialog', { name: 'Connect your payout account' }));
    const country = dialog.getByRole('combobox', { name: 'Country' });
    const options = within(country).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['United States', 'Italy', 'Canada']);
    await user.selectOptions(country, 'Italy');
    await user.click(dialog.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(onboardingUrl));
    expect(posted).toEqual([{ country: 'IT' }]);
  });

  it('shows why onboarding could not start and lets the host try again', async () => {
    answer = { status: 400, body: { message: 'Bad request', details: 'Payouts are not available right now' } };
    open();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const refusal = await screen.findByText('Payouts are not available right now');
    // In the dialog, not in a snackbar behind it.
    expect(refusal.closest('[role="dialog"]')).toBeTruthy();
    await settle();
    expect(screen.getAllByText('Payouts are not available right now')).toHaveLength(1);
    expect(assign).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Continue' }).hasAttribute('disabled')).toBe(false);
    expect(posted).toEqual([{ country: 'US' }]);
  });

  it('keeps the country of an account already started and says whether it is connected', async () => {
    signIn({ country: 'CA', payoutsEnabled: true });
    open();
    expect(screen.getByText(/Your payout account \(Canada\) is connected/)).toBeTruthy();
    const country = screen.getByRole('combobox', { name: 'Country' }) as HTMLSelectElement;
    expect(country.selectedOptions[0]!.textContent).toBe('Canada');
    expect(country.disabled).toBe(true);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(onboardingUrl));
    expect(posted).toEqual([{ country: 'CA' }]);
  });
});
