import { type AuditEntry } from '@app/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../lib/session.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { AdminAuditPage } from './AdminAuditPage.tsx';
import { jsonResponse, mockFetch, signInAdmin, type FetchCall } from './components/test-fetch.ts';

const bookingId = '0b6f0f57-8d7e-4a43-9a37-3f1c3f2b5c11';
const cancel: AuditEntry = {
  uuid: '11111111-1111-4111-8111-111111111111',
  at: '2026-11-24T15:05:00.000Z',
  actor: { uuid: '0f8c6f7e-3b7a-4c1e-9d55-6c3f0a1b2c3d', displayName: 'Ada Admin', email: 'admin@example.com' },
  action: 'booking.cancel',
  targetType: 'booking',
  targetId: bookingId,
  targetLabel: 'Lemon Tree Garden · Casey Customer',
  reason: 'Host reported a burst pipe',
  details: { refundCents: 9000, previousStatus: 2 },
};
const deleted: AuditEntry = {
  ...cancel,
  uuid: '22222222-2222-4222-8222-222222222222',
  actor: null,
  action: 'category.delete',
  targetType: 'category',
  targetId: '5c0f1b76-3984-4f57-8fe1-63f10529ff1d',
  targetLabel: 'Boats',
  reason: null,
  details: { before: { name: 'Boats', slots: false } },
};

let entries: AuditEntry[];
let calls: FetchCall[];

beforeEach(() => {
  signInAdmin();
  entries = [cancel, deleted];
  calls = mockFetch(({ url }) =>
    url.pathname === '/api/v1/admin/audit' ? jsonResponse(200, { data: entries, count: 60 }) : undefined,
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.set(null);
});

const auditCalls = () => calls.filter((call) => call.url.pathname === '/api/v1/admin/audit');

describe('admin audit page', () => {
  it('lists who did what in words, the target linking to its page, the reason, and expandable details', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AdminAuditPage />, { route: '/admin/audit' });
    const table = await screen.findByRole('table', { name: 'Audit log' });
    const [, first, second] = within(table).getAllByRole('row');
    const row = within(first!);
    expect(row.getByText('Ada Admin')).toBeTruthy();
    expect(row.getByText('Cancelled a booking')).toBeTruthy();
    expect(row.getByRole('link', { name: 'Lemon Tree Garden · Casey Customer' }).getAttribute('href')).toBe(
      `/admin/bookings?booking=${bookingId}`,
    );
    expect(row.getByText('Host reported a burst pipe')).toBeTruthy();
    const toggle = row.getByRole('button', { name: 'Details' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const details = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(within(details).getByText('refundCents')).toBeTruthy();
    expect(within(details).getByText('$90.00')).toBeTruthy();

    // A deleted category has no page left: its name is plain text.
    expect(within(second!).getByText('Deleted a category')).toBeTruthy();
    expect(within(second!).queryByRole('link')).toBeNull();
    expect(within(second!).getByText('Boats')).toBeTruthy();
    expect(within(second!).getByText('Deleted account')).toBeTruthy();
    expect(screen.getByText('1–25 of 60')).toBeTruthy();
  });

  it('puts the filters in the URL and the query string, with readable action names', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AdminAuditPage />, { route: '/admin/audit?page=2' });
    await screen.findByRole('table', { name: 'Audit log' });
    expect(auditCalls()[0]!.url.search).toBe('?page=2&limit=25');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Action' }), 'Cancelled a booking');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Target type' }), 'Booking');
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/admin/audit?action=booking.cancel&targetType=booking'),
    );
    await waitFor(() =>
      expect(auditCalls().at(-1)!.url.search).toBe('?action=booking.cancel&targetType=booking&page=1&limit=25'),
    );
  });

  it('reads dates and a target from the URL', async () => {
    renderWithProviders(<AdminAuditPage />, {
      route: `/admin/audit?from=2026-11-01&to=2026-11-30&targetId=${bookingId}`,
    });
    await screen.findByRole('table', { name: 'Audit log' });
    expect(Object.fromEntries(auditCalls()[0]!.url.searchParams)).toMatchObject({
      from: '2026-11-01',
      to: '2026-11-30',
      targetId: bookingId,
    });
    expect(screen.getByText('One target only')).toBeTruthy();
  });

  it('shows the empty state, and the error state with Try again', async () => {
    let fail = true;
    mockFetch(({ url }) =>
      url.pathname === '/api/v1/admin/audit'
        ? fail
          ? jsonResponse(500, { message: 'Server down' })
          : jsonResponse(200, { data: [], count: 0 })
        : undefined,
    );
    const user = userEvent.setup();
    renderWithProviders(<AdminAuditPage />, { route: '/admin/audit' });
    expect(await screen.findByText('The audit log could not be loaded')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Nothing recorded')).toBeTruthy();
  });
});
