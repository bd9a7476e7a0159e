import {
  AdminMessages,
  ReservationStatus,
  TransactionStatus,
  TransactionType,
  type AdminBookingDetail,
} from '@app/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../lib/session.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { scheduleLines } from '../booking/public.ts';
import { AdminBookingsPage } from './AdminBookingsPage.tsx';
import { cancelConsequence } from './BookingDetailsDialog.tsx';
import { jsonResponse, mockFetch, signInAdmin, type FetchCall } from './components/test-fetch.ts';

const bookingId = '0b6f0f57-8d7e-4a43-9a37-3f1c3f2b5c11';

const charge = {
  uuid: '11111111-1111-4111-8111-111111111111',
  type: TransactionType.CHARGE,
  status: TransactionStatus.SUCCEEDED,
  initialization: 4,
  amountCents: 9000,
  feeCents: 0,
  userId: '21fa0382-9068-4983-92fc-a89ce896d118',
  providerReference: 'pi_1',
  failureMessage: null,
  createdAt: '2026-11-20T10:00:00.000Z',
};
const declined = {
  ...charge,
  uuid: '22222222-2222-4222-8222-222222222222',
  status: TransactionStatus.FAILED,
  failureMessage: 'Your card was declined.',
  createdAt: '2026-11-20T09:58:00.000Z',
};

const confirmed: AdminBookingDetail = {
  uuid: bookingId,
  status: ReservationStatus.CONFIRMED,
  venue: { uuid: '7d1a3e55-2f0c-4c55-b0a8-6a0f4d7e9e21', title: 'Lemon Tree Garden', timezone: 'America/New_York' },
  customer: { uuid: '21fa0382-9068-4983-92fc-a89ce896d118', displayName: 'Casey Customer', email: 'casey@example.com' },
  schedules: [{ date: '2026-12-05', intervals: ['10:00', '11:00'] }],
  slots: [],
  guests: { adults: 2, children: 1, infants: 0 },
  startsAt: '2026-12-05T15:00:00.000Z',
  endsAt: '2026-12-05T17:00:00.000Z',
  amountCents: 9000,
  paidCents: 9000,
  refundedCents: 0,
  cancelReason: null,
  createdAt: '2026-11-20T09:55:00.000Z',
  transactions: [declined, charge],
};

const hoursLine = scheduleLines(confirmed.schedules)[0]!;

let detail: AdminBookingDetail;
let cancelAnswer: 'ok' | 'refused';
let calls: FetchCall[];

beforeEach(() => {
  signInAdmin();
  detail = confirmed;
  cancelAnswer = 'ok';
  calls = mockFetch(({ method, url, body }) => {
    if (url.pathname === '/api/v1/admin/reservations') {
      const { transactions: _omit, ...row } = detail;
      return jsonResponse(200, { data: [row], count: 45 });
    }
    if (url.pathname === `/api/v1/admin/reservations/${bookingId}`) return jsonResponse(200, { data: detail });
    if (method === 'POST' && url.pathname === `/api/v1/admin/reservations/${bookingId}/cancel`) {
      if (cancelAnswer === 'refused') return jsonResponse(409, { message: AdminMessages.bookingNotCancellable });
      detail = {
        ...detail,
        status: ReservationStatus.CANCELLED,
        refundedCents: 9000,
        cancelReason: (body as { reason: string }).reason,
        transactions: [
          ...detail.transactions,
          {
            ...charge,
            uuid: '33333333-3333-4333-8333-333333333333',
            type: TransactionType.REFUND,
            createdAt: '2026-11-25T10:00:00.000Z',
          },
        ],
      };
      return jsonResponse(200, { data: detail, message: AdminMessages.bookingCancelledByAdmin });
    }
    return undefined;
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.set(null);
});

const listCalls = () => calls.filter((call) => call.url.pathname === '/api/v1/admin/reservations');

describe('admin bookings page', () => {
  it('lists bookings with listing, customer, hours in the listing time zone, status, amount, paid and refunded', async () => {
    renderWithProviders(<AdminBookingsPage />, { route: '/admin/bookings' });
    expect(screen.getByRole('heading', { level: 1, name: 'Bookings' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Bookings' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(within(row).getByRole('link', { name: 'Lemon Tree Garden' })).toBeTruthy();
    expect(within(row).getByText('Casey Customer')).toBeTruthy();
    expect(within(row).getByText(hoursLine)).toBeTruthy();
    expect(within(row).getByText('New York time')).toBeTruthy();
    expect(within(row).getByText('Confirmed')).toBeTruthy();
    expect(within(row).getByText('$90.00')).toBeTruthy();
    expect(within(row).getByText('Paid $90.00')).toBeTruthy();
    expect(within(row).getByText('Refunded $0.00')).toBeTruthy();
    expect(screen.getByText('1–20 of 45')).toBeTruthy();
    expect(listCalls()[0]!.url.search).toBe('?page=1&limit=20');
  });

  it('lists a paid-then-refunded booking with what was paid and what was refunded', async () => {
    detail = {
      ...confirmed,
      status: ReservationStatus.CANCELLED,
      amountCents: 23000,
      paidCents: 23000,
      refundedCents: 23000,
    };
    renderWithProviders(<AdminBookingsPage />, { route: '/admin/bookings' });
    const table = await screen.findByRole('table', { name: 'Bookings' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(within(row).getByText('Paid $230.00')).toBeTruthy();
    expect(within(row).getByText('Refunded $230.00')).toBeTruthy();
  });

  it('puts the filters in the URL and sends them as the query string', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AdminBookingsPage />, { route: '/admin/bookings?page=2' });
    await screen.findByRole('table', { name: 'Bookings' });
    await user.type(screen.getByLabelText('Listing title'), 'Lemon');
    await user.type(screen.getByLabelText('Customer name or email'), 'casey{Enter}');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toContain('venue=Lemon'));
    expect(screen.getByTestId('location').textContent).toBe('/admin/bookings?venue=Lemon&customer=casey');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Cancelled');
    await waitFor(() =>
      expect(listCalls().at(-1)!.url.searchParams.toString()).toBe(
        'venue=Lemon&customer=casey&status=3&page=1&limit=20',
      ),
    );
  });

  it('reads filters from the URL, and ?booking= opens the details dialog with transactions', async () => {
    renderWithProviders(<AdminBookingsPage />, {
      route: `/admin/bookings?from=2026-12-01&to=2026-12-31&booking=${bookingId}`,
    });
    const dialog = await screen.findByRole('dialog', { name: 'Booking · Lemon Tree Garden' });
    await within(dialog).findByText('Hours (New York time)');
    expect(within(dialog).getByText(hoursLine)).toBeTruthy();
    expect(within(dialog).getByText('2 adults · 1 child')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Casey Customer' }).getAttribute('href')).toBe(
      '/admin/people?search=casey%40example.com',
    );
    const transactions = within(dialog).getByRole('table', { name: 'Transactions' });
    expect(within(transactions).getByText('Your card was declined.')).toBeTruthy();
    expect(within(transactions).getByText('Failed')).toBeTruthy();
    expect(within(transactions).getByText('Succeeded')).toBeTruthy();
    expect(listCalls()[0]!.url.searchParams.get('from')).toBe('2026-12-01');
    expect(listCalls()[0]!.url.searchParams.get('to')).toBe('2026-12-31');
  });

  it('requires a reason to cancel, states the full refund, then shows Cancelled and the refund', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AdminBookingsPage />, { route: '/admin/bookings' });
    await user.click(await screen.findByRole('link', { name: 'Lemon Tree Garden' }));
    const dialog = await screen.findByRole('dialog', { name: 'Booking · Lemon Tree Garden' });
    await user.click(await within(dialog).findByRole('button', { name: 'Cancel booking' }));
    const confirm = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
    expect(within(confirm).getByText('The customer gets a full refund of $90.00.')).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Cancel booking' }));
    expect(within(confirm).getByText(AdminMessages.reasonRequired)).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await user.type(within(confirm).getByLabelText(/Reason/), 'Host reported a burst pipe');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel booking' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Cancel this booking?' })).toBeNull());
    const post = calls.find((call) => call.method === 'POST')!;
    expect(post.body).toEqual({ reason: 'Host reported a burst pipe' });
    expect(await within(dialog).findByText('Cancelled')).toBeTruthy();
    expect(within(dialog).getByText('Host reported a burst pipe')).toBeTruthy();
    expect(within(within(dialog).getByRole('table', { name: 'Transactions' })).getByText('Refund')).toBeTruthy();
    // What was charged stays what was paid; the refund shows beside it.
    expect(within(dialog).getByText('Paid').nextElementSibling!.textContent).toBe('$90.00');
    expect(within(dialog).getByText('Refunded').nextElementSibling!.textContent).toBe('$90.00');
    expect(within(dialog).queryByRole('button', { name: 'Cancel booking' })).toBeNull();
    expect(await screen.findByText(AdminMessages.bookingCancelledByAdmin)).toBeTruthy();
  });

  it('closes the dialog back to the same page of the same search', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AdminBookingsPage />, { route: `/admin/bookings?status=2&page=2&booking=${bookingId}` });
    const dialog = await screen.findByRole('dialog', { name: 'Booking · Lemon Tree Garden' });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/admin/bookings?status=2&page=2'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the refusal of a booking that can no longer be cancelled in the dialog', async () => {
    cancelAnswer = 'refused';
    const user = userEvent.setup();
    renderWithProviders(<AdminBookingsPage />, { route: `/admin/bookings?booking=${bookingId}` });
    const dialog = await screen.findByRole('dialog', { name: 'Booking · Lemon Tree Garden' });
    await user.click(await within(dialog).findByRole('button', { name: 'Cancel booking' }));
    const confirm = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
    await user.type(within(confirm).getByLabelText(/Reason/), 'Duplicate');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel booking' }));
    expect(await within(confirm).findByText(AdminMessages.bookingNotCancellable)).toBeTruthy();
  });

  it('shows the empty state, and the error state with Try again', async () => {
    let fail = true;
    calls = mockFetch(({ url }) => {
      if (url.pathname !== '/api/v1/admin/reservations') return undefined;
      return fail ? jsonResponse(500, { message: 'Server down' }) : jsonResponse(200, { data: [], count: 0 });
    });
    const user = userEvent.setup();
    renderWithProviders(<AdminBookingsPage />, { route: '/admin/bookings' });
    expect(screen.getByRole('progressbar', { name: 'Loading bookings' })).toBeTruthy();
    expect(await screen.findByText('Bookings could not be loaded')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No bookings found')).toBeTruthy();
  });

  it('states the refund of a cancel as what is still paid: charges less what went back already', () => {
    expect(cancelConsequence({ paidCents: 9000, refundedCents: 0 })).toBe('The customer gets a full refund of $90.00.');
    // Rescheduled to cheaper hours: $30.00 went back then.
    expect(cancelConsequence({ paidCents: 9000, refundedCents: 3000 })).toBe(
      'The customer gets a full refund of $60.00.',
    );
    expect(cancelConsequence({ paidCents: 0, refundedCents: 0 })).toBe(
      'The hold is released; the customer has not been charged.',
    );
  });
});
