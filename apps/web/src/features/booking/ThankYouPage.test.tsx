import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore, type Session } from '../../lib/session.ts';
import { jsonResponse, renderWithProviders } from '../../test/render.tsx';
import { ThankYouPage } from './ThankYouPage.tsx';

const reservationId = '0b0e6a53-52c1-4d4d-9d55-5a4c6d6f0a11';
const booking = {
  uuid: reservationId,
  status: 2,
  venueId: 'v-1',
  venue: {
    uuid: 'v-1',
    title: 'Garden Tennis Court',
    images: [],
    category: { name: 'Tennis Court' },
    timezone: 'America/Chicago',
  },
  schedules: [{ date: '2026-12-02', intervals: ['10:00', '11:00'] }],
  slots: [],
  guestList: { adults: 2, children: 1, infants: 0 },
  payment: { amount: 84, due: 0 },
  pendingChange: null,
};

beforeEach(() => {
  sessionStore.set({
    user: { uuid: 'u-1', email: 'gus@example.com', emailVerified: true, phoneVerified: true, status: 1 },
    tokens: {
      access: { value: 'a', expiresAt: '2099-01-01T00:00:00.000Z' },
      refresh: { value: 'r', expiresAt: '2099-01-01T00:00:00.000Z' },
    },
  } as unknown as Session);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) =>
      String(input).includes(`/reservation/view/${reservationId}`)
        ? jsonResponse(200, { data: booking })
        : jsonResponse(404, { message: 'Booking not found' }),
    ),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.set(null);
});

describe('thank-you page', () => {
  it('shows what was booked and that a confirmation email goes to the user', async () => {
    renderWithProviders(<ThankYouPage />, { route: `/thankyou?reservationid=${reservationId}` });
    expect(screen.getByRole('heading', { name: 'Thank you for your booking!' })).toBeTruthy();
    expect(screen.getByText('gus@example.com')).toBeTruthy();
    expect(await screen.findByText('Garden Tennis Court')).toBeTruthy();
    expect(screen.getByText('Wed, 2 Dec 2026 · 10:00–12:00')).toBeTruthy();
    expect(screen.getByText('Times in Central Time')).toBeTruthy();
    expect(screen.getByText('2 adults · 1 child')).toBeTruthy();
    expect(screen.getByText('$84.00')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View my bookings' }).getAttribute('href')).toBe(
      `/mybookings?booking=${reservationId}`,
    );
  });

  it('leads to My Bookings when opened without a booking, or with one that is not the user’s', async () => {
    const bare = renderWithProviders(<ThankYouPage />, { route: '/thankyou' });
    expect(bare.getByTestId('location').textContent).toBe('/mybookings');
    bare.unmount();
    renderWithProviders(<ThankYouPage />, { route: '/thankyou?reservationid=someone-else' });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/mybookings'));
  });
});
