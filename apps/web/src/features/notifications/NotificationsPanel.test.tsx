import { Messages, type Notification } from '@app/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore, type Session } from '../../lib/session.ts';
import { jsonResponse, renderWithProviders } from '../../test/render.tsx';
import { NotificationsPanel } from './NotificationsPanel.tsx';

const bookingId = '0b6f0f57-8d7e-4a43-9a37-3f1c3f2b5c11';
const refunded: Notification = {
  uuid: '9f7c2d1e-3b4a-4c5d-8e6f-7a8b9c0d1e2f',
  type: 'booking_refunded',
  title: 'Refund of $45.00 issued',
  body: 'We are refunding $45.00 for "Lemon Tree Garden" to the card you paid with.',
  link: `/mytransactions/customer?booking=${bookingId}`,
  facts: { reservationId: bookingId },
  read: false,
  readAt: null,
  createdAt: '2026-11-21T08:30:00.000Z',
};
const calls: string[] = [];

beforeEach(() => {
  calls.length = 0;
  sessionStore.set({
    user: { uuid: '21fa0382-9068-4983-92fc-a89ce896d118', emailVerified: true, phoneVerified: true },
    tokens: {
      access: { value: 'access', expiresAt: '2099-01-01T00:00:00.000Z' },
      refresh: { value: 'refresh', expiresAt: '2099-01-01T00:00:00.000Z' },
    },
  } as unknown as Session);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      calls.push(`${init?.method ?? 'GET'} ${url}`);
      if (url.includes('/notification/viewall'))
        return jsonResponse(200, { data: [refunded], count: 1, unreadCount: 1 });
      return jsonResponse(200, { data: {} });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
  sessionStore.set(null);
});

/** A browser that can show pushes, whose user has answered `permission` so far. */
function browserWith(permission: NotificationPermission, requestPermission = vi.fn()) {
  vi.stubGlobal('Notification', { permission, requestPermission });
  vi.stubGlobal('PushManager', function PushManager() {});
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: {} });
  return requestPermission;
}

describe('notifications panel', () => {
  it('opens the booking a notification is about, query string included, and marks it read', async () => {
    const onClose = vi.fn();
    renderWithProviders(<NotificationsPanel anchor={document.body} onClose={onClose} />, { route: '/' });
    await userEvent.setup().click(await screen.findByRole('button', { name: /Refund of \$45\.00 issued/ }));
    expect(screen.getByTestId('location').textContent).toBe(`/mytransactions/customer?booking=${bookingId}`);
    expect(onClose).toHaveBeenCalled();
    expect(calls).toContain(`PUT /api/v1/notification/${refunded.uuid}/read`);
  });

  it('asks for browser notifications only when the user turns them on, and says the answer', async () => {
    const requestPermission = browserWith(
      'default',
      vi.fn(async () => 'denied' as const),
    );
    renderWithProviders(<NotificationsPanel anchor={document.body} onClose={() => undefined} />, { route: '/' });
    await screen.findByRole('button', { name: /Refund of \$45\.00 issued/ });
    expect(requestPermission).not.toHaveBeenCalled();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Turn on browser notifications' }));
    expect(requestPermission).toHaveBeenCalledTimes(1);
    expect(await screen.findByText(Messages.notificationPermissionDenied)).toBeTruthy();
  });

  it('offers nothing to turn on where notifications are already allowed', async () => {
    browserWith('granted');
    renderWithProviders(<NotificationsPanel anchor={document.body} onClose={() => undefined} />, { route: '/' });
    await screen.findByRole('button', { name: /Refund of \$45\.00 issued/ });
    expect(screen.queryByRole('button', { name: 'Turn on browser notifications' })).toBeNull();
  });
});
