import { Messages, type Reservation } from '@app/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { publishReservationEvent } from '../../lib/reservation-events.ts';
import { sessionStore, type Session } from '../../lib/session.ts';
import { jsonResponse, renderWithProviders, settle } from '../../test/render.tsx';
import { BookNowPage } from './BookNowPage.tsx';

vi.mock('./StripeCardPayment.tsx', () => ({
  StripeCardPayment: ({ amountText }: { amountText: string }) => <p>Stripe Elements card form for {amountText}</p>,
}));

const venueId = '3653d84e-76ad-4852-8f9e-cc21eb8de504';
const reservationId = '0b0e6a53-52c1-4d4d-9d55-5a4c6d6f0a11';

const held = (): Reservation =>
  ({
    uuid: reservationId,
    reservationId,
    status: 1,
    venueId,
    venue: {
      uuid: venueId,
      title: 'Garden Tennis Court',
      address: '1 Court St',
      images: ['uploads/a.webp'],
      category: { uuid: 'c', name: 'Tennis Court' },
      timezone: 'America/New_York',
    },
    schedules: [{ date: '2026-12-02', intervals: ['10:00', '11:00'] }],
    slots: [],
    guestList: { adults: 2, children: 0, infants: 0 },
    payment: { amount: 84, due: 84 },
    holdExpiresAt: new Date(Date.now() + 10 * 60_000).toISOString(),
    startsAt: '2026-12-02T15:00:00.000Z',
    endsAt: '2026-12-02T17:00:00.000Z',
    createdAt: new Date().toISOString(),
    cancellationPolicy: 'flexible',
    bookingMode: 'instant',
    approval: null,
    respondBy: null,
    declineReason: null,
    reservedBy: { name: 'Gus', address: '' },
    pendingChange: null,
    cancellation: null,
  }) as Reservation;

let current: Reservation;
let config = { provider: 'test', testMode: true, publishableKey: null as string | null };
const bodies: unknown[] = [];

beforeEach(() => {
  sessionStore.set({
    user: { uuid: 'u-1', email: 'gus@example.com', emailVerified: true, phoneVerified: true, status: 1 },
    tokens: {
      access: { value: 'access', expiresAt: '2099-01-01T00:00:00.000Z' },
      refresh: { value: 'refresh', expiresAt: '2099-01-01T00:00:00.000Z' },
    },
  } as unknown as Session);
  current = held();
  config = { provider: 'test', testMode: true, publishableKey: null };
  bodies.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (url.endsWith('/payment/config/public')) return jsonResponse(200, { data: config });
      if (url.includes(`/reservation/view/${reservationId}`)) return jsonResponse(200, { data: current });
      if (url.endsWith(`/reservation/confirm/${reservationId}`)) {
        const body = JSON.parse(String(init?.body)) as { stripetoken: string };
        bodies.push(body);
        if (body.stripetoken === 'tok_chargeDeclined')
          return jsonResponse(402, { message: 'Your card was declined.', details: { stripetoken: ['x'] } });
        current =
          current.bookingMode === 'request'
            ? {
                ...current,
                approval: 'pending',
                respondBy: '2026-12-01T20:00:00.000Z',
                holdExpiresAt: '2026-12-01T20:00:00.000Z',
              }
            : { ...current, status: 2, holdExpiresAt: null, payment: { amount: 84, due: 0 } };
        return jsonResponse(200, { data: { ...current, requiresAction: false }, message: Messages.bookingConfirmed });
      }
      return jsonResponse(404, { message: 'not found' });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.set(null);
});

const open = () =>
  renderWithProviders(<BookNowPage />, {
    route: `/book-now/${venueId}?reservationid=${reservationId}`,
    path: '/book-now/:id',
  });

async function payWith(number: string, action = 'Pay') {
  const user = userEvent.setup();
  await user.clear(await screen.findByLabelText('Card number'));
  await user.type(screen.getByLabelText('Card number'), number);
  await user.clear(screen.getByLabelText('Expiry (MM / YY)'));
  await user.type(screen.getByLabelText('Expiry (MM / YY)'), '1230');
  await user.clear(screen.getByLabelText('CVC'));
  await user.type(screen.getByLabelText('CVC'), '123');
  await user.click(screen.getByRole('button', { name: new RegExp(`^${action} `) }));
}

describe('checkout', () => {
  it('waits, then asks for the amount with the hold countdown; a decline keeps the hold, a good card confirms', async () => {
    open();
    expect(screen.getByText(Messages.bookingProcessing)).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Confirm and pay' })).toBeTruthy();
    expect(screen.getByLabelText('Amount due $84.00')).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toMatch(
      /^Your hours are held for (10|9) minutes, until \d{1,2}:\d\d [AP]M E[SD]T\. Pay before then to keep them\.$/,
    );
    expect(await screen.findByText('Test mode')).toBeTruthy();
    expect(screen.getByText('Wed, 2 Dec 2026 · 10:00–12:00')).toBeTruthy();

    await payWith('4000 0000 0000 0002');
    expect(await screen.findByText(/Your hours stay held: you can try another card/)).toBeTruthy();
    expect(bodies.at(-1)).toEqual({ venueId, stripetoken: 'tok_chargeDeclined' });

    await payWith('4242 4242 4242 4242');
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(`/thankyou?reservationid=${reservationId}`),
    );
    expect(bodies.at(-1)).toEqual({ venueId, stripetoken: 'tok_visa' });
    expect(await screen.findByText(Messages.bookingConfirmed)).toBeTruthy();
  });

  it('authorises the card of a request to book, then says the request waits for the host and until when', async () => {
    current = { ...held(), bookingMode: 'request' };
    open();
    expect(await screen.findByRole('heading', { name: 'Request to book' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Authorise your card' })).toBeTruthy();
    expect(
      screen.getByText(
        'This listing takes requests: your card is authorised now and charged only if the host accepts.',
      ),
    ).toBeTruthy();
    await payWith('4242 4242 4242 4242', 'Authorise');
    expect(await screen.findByRole('heading', { name: 'Request sent' })).toBeTruthy();
    expect(await screen.findByText(Messages.requestSent)).toBeTruthy();
    // 20:00 UTC is 3:00 PM in New York.
    expect(
      screen.getByText(
        'Your card is authorised, not charged. The host answers by Tue 1 Dec, 3:00 PM; you will hear as soon as they do.',
      ),
    ).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe(`/book-now/${venueId}?reservationid=${reservationId}`);
    expect(screen.queryByRole('button', { name: /^Authorise / })).toBeNull();
  });

  it('says a decline once, next to the card form, and no snackbar repeats it', async () => {
    open();
    await screen.findByRole('heading', { name: 'Confirm and pay' });
    await payWith('4000 0000 0000 0002');
    const alert = await screen.findByText(/Your hours stay held: you can try another card/);
    expect(alert.textContent).toBe('Your card was declined. Your hours stay held: you can try another card.');
    await settle();
    expect(screen.getAllByText(/Your card was declined\./)).toHaveLength(1);
  });

  it('checks the card in the browser first and never sends a number', async () => {
    open();
    await screen.findByRole('heading', { name: 'Confirm and pay' });
    await payWith('4242 4242 4242 4241');
    expect(await screen.findByText('Your card number is invalid.')).toBeTruthy();
    expect(bodies).toHaveLength(0);
  });

  it('shows the failure when the stream says the hold ended', async () => {
    open();
    await screen.findByRole('heading', { name: 'Confirm and pay' });
    current = { ...current, status: 3, holdExpiresAt: null };
    publishReservationEvent('reservation_failed', {
      reservationId,
      message: Messages.bookingHoldExpired,
      reason: 'expired',
    });
    expect(await screen.findByText(Messages.requestProcessingFailed)).toBeTruthy();
    expect(screen.getByText(Messages.bookingHoldExpired)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Choose other hours' }).getAttribute('href')).toBe(
      `/view-detail/${venueId}`,
    );
  });

  it('uses Stripe Elements, loaded on this step only, when Stripe is configured', async () => {
    config = { provider: 'stripe', testMode: false, publishableKey: 'pk_test_123' };
    open();
    expect(await screen.findByText('Stripe Elements card form for $84.00')).toBeTruthy();
    expect(screen.queryByText('Test mode')).toBeNull();
  });

  it('leads to the listing when opened without a booking', async () => {
    renderWithProviders(<BookNowPage />, { route: `/book-now/${venueId}`, path: '/book-now/:id' });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(`/view-detail/${venueId}`));
  });
});
