import type { Dashboard } from '@app/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../lib/session.ts';
import { jsonResponse, renderWithProviders } from '../../test/render.tsx';
import { signInAsAdmin } from './admin-fixtures.test-support.ts';
import { AdminDashboardPage } from './AdminDashboardPage.tsx';

const daily = Array.from({ length: 30 }, (_, index) => ({
  date: new Date(Date.UTC(2026, 9, 27 + index)).toISOString().slice(0, 10),
  newUsers: index === 29 ? 3 : 0,
  bookings: index % 10 === 0 ? 1 : 0,
  gmvCents: index === 20 ? 12550 : 0,
  feesCents: 0,
}));
const dashboard: Dashboard = {
  pendingApprovals: 2,
  unhandledContacts: 0,
  activeHolds: 1,
  periods: [
    { days: 7, newUsers: 3, bookings: 0, gmvCents: 0, feesCents: 0 },
    { days: 30, newUsers: 3, bookings: 3, gmvCents: 12550, feesCents: 0 },
  ],
  daily,
};

let status = 200;
beforeEach(() => {
  signInAsAdmin();
  status = 200;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) =>
      String(input).endsWith('/admin/dashboard') && status === 200
        ? jsonResponse(200, { data: dashboard })
        : jsonResponse(500, { message: 'Server error' }),
    ),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.set(null);
});

const open = () => renderWithProviders(<AdminDashboardPage />, { route: '/admin' });

describe('admin dashboard', () => {
  it('shows what needs attention with links, and 7/30-day figures with described charts', async () => {
    open();
    expect(screen.getByLabelText('Loading the dashboard')).toBeTruthy();
    const pending = within(await screen.findByRole('region', { name: 'Pending approvals' }));
    expect(pending.getByText('2')).toBeTruthy();
    expect(pending.getByRole('link', { name: 'Open the queue' }).getAttribute('href')).toBe('/admin/approvals');
    const contacts = within(screen.getByRole('region', { name: 'Unhandled contact requests' }));
    expect(contacts.getByText('Inbox is clear')).toBeTruthy();
    expect(contacts.getByRole('link', { name: 'Open the inbox' }).getAttribute('href')).toBe('/admin/contact');
    expect(within(screen.getByRole('region', { name: 'Active holds' })).getByText(/1 booking waiting/)).toBeTruthy();

    const gmv = within(screen.getByRole('region', { name: 'GMV' }));
    expect(gmv.getByText('$0.00')).toBeTruthy();
    expect(gmv.getByText('$125.50')).toBeTruthy();
    expect(gmv.getByRole('img').getAttribute('aria-label')).toBe(
      'GMV per day, 27 Oct to 25 Nov: $125.50 in total, highest $125.50 on 16 Nov',
    );
    const fees = within(screen.getByRole('region', { name: 'Platform fees' }));
    expect(fees.getByRole('img').getAttribute('aria-label')).toBe('Platform fees per day, 27 Oct to 25 Nov: none');
    expect(
      within(screen.getByRole('region', { name: 'New users' }))
        .getByRole('img')
        .querySelectorAll('rect'),
    ).toHaveLength(30);
    expect(screen.getByText(/A booking counts on the day it was paid, with its refunds and fees/)).toBeTruthy();
  });

  it('offers Try again when the figures cannot be loaded', async () => {
    status = 500;
    const user = userEvent.setup();
    open();
    expect(await screen.findByText('The dashboard could not be loaded')).toBeTruthy();
    status = 200;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Pending approvals' })).toBeTruthy();
  });
});
