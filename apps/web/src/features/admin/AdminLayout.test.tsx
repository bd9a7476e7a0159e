import type { Notification } from '@app/contract';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { publishNotification } from '../../lib/notification-events.ts';
import { sessionStore } from '../../lib/session.ts';
import { jsonResponse, renderWithProviders } from '../../test/render.tsx';
import { signInAsAdmin } from './admin-fixtures.test-support.ts';
import { AdminLayout } from './AdminLayout.tsx';

let pending = 3;
const notification = (type: Notification['type']) => ({ type, title: 'New listing' }) as Notification;

beforeEach(() => {
  signInAsAdmin();
  pending = 3;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const query = new URL(String(input), 'http://x').searchParams;
      return query.get('state') === 'pending'
        ? jsonResponse(200, { data: [], count: pending })
        : jsonResponse(404, { message: 'not found' });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.set(null);
});

describe('admin console frame', () => {
  it('counts the listings waiting for approval and follows new submissions live', async () => {
    renderWithProviders(<AdminLayout />, { route: '/admin/people' });
    const approvals = await screen.findByRole('link', { name: 'Approvals 3 waiting' });
    expect(approvals.getAttribute('href')).toBe('/admin/approvals');
    expect(screen.getByRole('navigation', { name: 'Admin console' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'People' }).getAttribute('aria-current')).toBe('page');

    pending = 4;
    publishNotification(notification('booking_confirmed'));
    publishNotification(notification('listing_submitted'));
    expect(await screen.findByRole('link', { name: 'Approvals 4 waiting' })).toBeTruthy();

    pending = 0;
    publishNotification(notification('listing_submitted'));
    await waitFor(() => expect(screen.getByRole('link', { name: 'Approvals' })).toBeTruthy());
  });
});
