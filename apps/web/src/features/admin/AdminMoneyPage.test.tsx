import type { Ledger } from '@app/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../lib/session.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { AdminMoneyPage } from './AdminMoneyPage.tsx';
import { adminAccessToken, jsonResponse, mockFetch, signInAdmin, type FetchCall } from './components/test-fetch.ts';

const unbalancedId = '0b6f0f57-8d7e-4a43-9a37-3f1c3f2b5c11';
const figures = (charges: number, refunds: number, fees: number, pending: number, paid: number) => ({
  chargesCents: charges,
  refundsCents: refunds,
  feesCents: fees,
  payoutsPendingCents: pending,
  payoutsPaidCents: paid,
  heldCents: charges - refunds - fees - pending - paid,
});

const ledger = (period: 'day' | 'month', balanced = true): Ledger => ({
  period,
  from: '2026-10-27',
  to: '2026-11-25',
  rows: [
    { period: period === 'day' ? '2026-11-20' : '2026-11', ...figures(20000, 5000, 1500, 13500, 0) },
    { period: period === 'day' ? '2026-11-21' : '2026-12', ...figures(12550, 0, 0, 0, 0) },
  ],
  totals: figures(32550, 5000, 1500, 13500, 0),
  check: balanced
    ? { settledBookings: 12, balanced: true, unbalanced: [] }
    : { settledBookings: 12, balanced: false, unbalanced: [{ reservationId: unbalancedId, balanceCents: -1250 }] },
});

let balanced = true;
let calls: FetchCall[];

beforeEach(() => {
  signInAdmin();
  balanced = true;
  calls = mockFetch(({ url }) => {
    if (url.pathname === '/api/v1/admin/ledger') {
      if (url.searchParams.get('from') === '2026-12-01' && url.searchParams.get('to') === '2026-11-01') {
        return jsonResponse(400, { message: 'The end date must not be before the start date' });
      }
      return jsonResponse(200, {
        data: ledger(url.searchParams.get('period') === 'month' ? 'month' : 'day', balanced),
      });
    }
    if (url.pathname === '/api/v1/admin/ledger/export') {
      return new Response('period,charges\n2026-11-20,200.00\n', {
        status: 200,
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': 'attachment; filename="ledger-month-2025-12-01-2026-11-30.csv"',
        },
      });
    }
    return undefined;
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  sessionStore.set(null);
});

const ledgerCalls = () => calls.filter((call) => call.url.pathname === '/api/v1/admin/ledger');

describe('admin money page', () => {
  it('shows the periods, the totals row and the passed ledger check', async () => {
    renderWithProviders(<AdminMoneyPage />, { route: '/admin/money' });
    const table = await screen.findByRole('table', { name: 'Money by day' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Day', 'Charges', 'Refunds', 'Fees', 'Payouts pending', 'Payouts paid', 'Net']);
    expect(within(rows[1]!).getByRole('rowheader').textContent).toBe('20 Nov 2026');
    expect(
      within(rows[3]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['$325.50', '$50.00', '$15.00', '$135.00', '$0.00', '$125.50']);
    expect(within(rows[3]!).getByRole('rowheader').textContent).toBe('Totals');
    expect(screen.getByText(/All 12 settled bookings balance to zero/)).toBeTruthy();
    expect(ledgerCalls()[0]!.url.search).toBe('?period=day');
  });

  it('switches to months and sends the dates, all kept in the URL', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AdminMoneyPage />, { route: '/admin/money?from=2026-01-01' });
    await screen.findByRole('table', { name: 'Money by day' });
    expect(ledgerCalls()[0]!.url.search).toBe('?period=day&from=2026-01-01');
    await user.click(screen.getByRole('button', { name: 'Month' }));
    expect(await screen.findByRole('table', { name: 'Money by month' })).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: 'November 2026' })).toBeTruthy();
    expect(ledgerCalls().at(-1)!.url.search).toBe('?period=month&from=2026-01-01');
    expect(screen.getByTestId('location').textContent).toBe('/admin/money?from=2026-01-01&period=month');
  });

  it('lists unbalanced bookings in the error tone, each linking to the booking', async () => {
    balanced = false;
    renderWithProviders(<AdminMoneyPage />, { route: '/admin/money' });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('1 of 12 settled bookings do not balance to zero');
    expect(alert.className).toContain('Error');
    const link = within(alert).getByRole('link', { name: 'Booking 3F2B5C11' });
    expect(link.getAttribute('href')).toBe(`/admin/bookings?booking=${unbalancedId}`);
    expect(alert.textContent).toContain('is off by \u2212$12.50');
  });

  it('shows the server refusal of a reversed date range', async () => {
    renderWithProviders(<AdminMoneyPage />, { route: '/admin/money?from=2026-12-01&to=2026-11-01' });
    expect(await screen.findByText('The end date must not be before the start date')).toBeTruthy();
  });

  it('downloads the CSV with the session token, as the file the server names', async () => {
    // jsdom has no object URLs.
    const created = vi.fn((_blob: Blob) => 'blob:ledger');
    vi.stubGlobal(
      'URL',
      class extends URL {
        static override createObjectURL = created;
        static override revokeObjectURL = vi.fn();
      },
    );
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    const user = userEvent.setup();
    renderWithProviders(<AdminMoneyPage />, { route: '/admin/money?period=month&from=2025-12-01&to=2026-11-30' });
    await screen.findByRole('table', { name: 'Money by month' });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    const exportCall = calls.find((call) => call.url.pathname === '/api/v1/admin/ledger/export')!;
    expect(exportCall.headers.get('authorization')).toBe(`Bearer ${adminAccessToken}`);
    expect(exportCall.url.search).toBe('?period=month&from=2025-12-01&to=2026-11-30');
    expect(created.mock.calls[0]![0].type).toContain('text/csv');
    expect(clicked[0]!.download).toBe('ledger-month-2025-12-01-2026-11-30.csv');
    expect(clicked[0]!.href).toBe('blob:ledger');
    expect(await screen.findByText('Downloaded ledger-month-2025-12-01-2026-11-30.csv')).toBeTruthy();
  });

  it('shows the error state with Try again', async () => {
    let fail = true;
    mockFetch(({ url }) =>
      url.pathname === '/api/v1/admin/ledger'
        ? fail
          ? jsonResponse(500, { message: 'Server down' })
          : jsonResponse(200, { data: { ...ledger('day'), rows: [] } })
        : undefined,
    );
    const user = userEvent.setup();
    renderWithProviders(<AdminMoneyPage />, { route: '/admin/money' });
    expect(await screen.findByText('The ledger could not be loaded')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No money moved in these dates')).toBeTruthy();
  });
});
