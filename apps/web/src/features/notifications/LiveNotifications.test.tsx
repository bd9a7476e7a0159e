import type { Notification } from '@app/contract';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keepQuietAbout, quietNotificationsAbout } from '../../lib/notify.ts';
import { sessionStore } from '../../lib/session.ts';
import { jsonResponse, renderWithProviders, settle, signInForTest } from '../../test/render.tsx';
import { LiveNotifications } from './LiveNotifications.tsx';

type Listener = (type: string, data: unknown) => void;
const live = vi.hoisted(() => ({ listener: undefined as Listener | undefined }));
vi.mock('../../lib/live.ts', () => ({
  connectLiveEvents: (_types: string[], listener: Listener) => {
    live.listener = listener;
    return () => undefined;
  },
}));

const notification = (title: string, facts: Record<string, unknown>): Notification => ({
  uuid: crypto.randomUUID(),
  type: 'booking_cancelled',
  title,
  body: '',
  link: '/mybookings',
  facts,
  read: false,
  readAt: null,
  createdAt: new Date().toISOString(),
});
const receive = (item: Notification) => act(() => live.listener!('notification', item));

beforeEach(() => {
  signInForTest({ uuid: '21fa0382-9068-4983-92fc-a89ce896d118', emailVerified: true, phoneVerified: true });
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => jsonResponse(200, { data: [], count: 0, unreadCount: 0 })),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.set(null);
});

describe('live notifications', () => {
  it('shows a notification about something the user is not doing here', async () => {
    renderWithProviders(<LiveNotifications />);
    await waitFor(() => expect(live.listener).toBeDefined());
    receive(notification('Booking cancelled', { reservationId: 'booking-a', venueId: 'listing-a' }));
    expect(await screen.findByText('Booking cancelled')).toBeTruthy();
  });

  it('leaves to the bell the notifications about an action that says its own outcome', async () => {
    renderWithProviders(<LiveNotifications />);
    await waitFor(() => expect(live.listener).toBeDefined());
    quietNotificationsAbout('booking-b');
    const release = keepQuietAbout('booking-c');
    quietNotificationsAbout(undefined, 'listing-d');
    receive(notification('Booking cancelled', { reservationId: 'booking-b' }));
    receive(notification('Refund of $45.00 issued', { reservationId: 'booking-b' }));
    receive(notification('Booking confirmed', { reservationId: 'booking-c' }));
    receive(notification('Booking cancelled by the host', { reservationId: 'booking-x', venueId: 'listing-d' }));
    release();
    await settle();
    expect(screen.queryByText('Booking cancelled')).toBeNull();
    expect(screen.queryByText('Refund of $45.00 issued')).toBeNull();
    expect(screen.queryByText('Booking confirmed')).toBeNull();
    expect(screen.queryByText('Booking cancelled by the host')).toBeNull();
    // Other bookings still show.
    receive(notification('New booking', { reservationId: 'booking-z', venueId: 'listing-z' }));
    expect(await screen.findByText('New booking')).toBeTruthy();
  });
});
