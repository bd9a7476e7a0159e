import { Messages, TransactionStatus, TransactionType, type Reservation, type Transaction } from '@app/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore, type Session } from '../../../lib/session.ts';
import { jsonResponse, renderWithProviders } from '../../../test/render.tsx';
import { TransactionsPage } from './TransactionsPage.tsx';

const bookingId = '0b6f0f57-8d7e-4a43-9a37-3f1c3f2b5c11';
const otherBookingId = '5a1d9b0e-6c3f-4f7e-8a2d-1e9c7b4d2f60';
const venueId = '7d1a3e55-2f0c-4c55-b0a8-6a0f4d7e9e21';

const transaction = (fields: Partial<Transaction> & Pick<Transaction, 'uuid' | 'createdAt' | 'type'>): Transaction => ({
  initialization: 4,
  status: TransactionStatus.SUCCEEDED,
  amount: 90,
  fee: 0,
  reservationId: bookingId,
  ...fields,
});

const charge = transaction({
  uuid: '11111111-1111-4111-8111-111111111111',
  createdAt: '2026-11-20T10:00:00.000Z',
  type: TransactionType.CHARGE,
});
const declined = transaction({
  uuid: '22222222-2222-4222-8222-222222222222',
  createdAt: '2026-11-20T09:58:00.000Z',
  type: TransactionType.CHARGE,
  status: TransactionStatus.FAILED,
  initialization: 2,
  failureMessage: 'Your card was declined.',
});
const refund = transaction({
  uuid: '33333333-3333-4333-8333-333333333333',
  createdAt: '2026-11-21T08:30:00.000Z',
  type: TransactionType.REFUND,
  amount: 45,
});
const otherCharge = transaction({
  uuid: '44444444-4444-4444-8444-444444444444',
  createdAt: '2026-11-18T12:00:00.000Z',
  type: TransactionType.CHARGE,
  amount: 20,
  reservationId: otherBookingId,
});
const payout = transaction({
  uuid: '55555555-5555-4555-8555-555555555555',
  createdAt: '2026-11-22T12:00:00.000Z',
  type: TransactionType.PAYOUT,
  status: TransactionStatus.PENDING,
  initialization: 1,
  amount: 81,
  fee: 9,
});

/** `count` payouts a minute apart, newest first, of $10, $11, …; `fields` adds to each by its index. */
const payouts = (count: number, fields: (index: number) => Partial<Transaction>) =>
  Array.from({ length: count }, (_, index) =>
    transaction({
      uuid: `77777777-7777-4777-8777-${String(index + 1).padStart(12, '0')}`,
      createdAt: new Date(Date.parse('2026-11-22T12:00:00.000Z') - index * 60_000).toISOString(),
      type: TransactionType.PAYOUT,
      amount: 10 + index,
      ...fields(index),
    }),
  );

const reservation = (uuid: string, title: string) =>
  ({
    uuid,
    reservationId: uuid,
    status: 3,
    venueId: '7d1a3e55-2f0c-4c55-b0a8-6a0f4d7e9e21',
    venue: { uuid: '7d1a3e55-2f0c-4c55-b0a8-6a0f4d7e9e21', title, timezone: 'America/New_York' },
    schedules: [{ date: '2026-11-28', intervals: ['10:00'] }],
  }) as unknown as Reservation;

let transactions: Transaction[] = [];
let failTransactions = false;
const calls: string[] = [];

function signIn(host = false, payout: { country: string; payoutsEnabled: boolean } | null = null) {
  sessionStore.set({
    user: {
      uuid: '21fa0382-9068-4983-92fc-a89ce896d118',
      emailVerified: true,
      phoneVerified: true,
      host,
      payout,
    },
    tokens: {
      access: { value: 'access', expiresAt: '2099-01-01T00:00:00.000Z' },
      refresh: { value: 'refresh', expiresAt: '2099-01-01T00:00:00.000Z' },
    },
  } as unknown as Session);
}

beforeEach(() => {
  transactions = [charge, declined, refund, otherCharge];
  failTransactions = false;
  calls.length = 0;
  signIn();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      calls.push(url);
      if (url.includes('/payment/transaction/viewall')) {
        if (failTransactions) return jsonResponse(500, { message: 'Server down' });
        return jsonResponse(200, { data: transactions });
      }
      if (url.endsWith('/reservation/viewall')) {
        return jsonResponse(200, {
          data: [reservation(bookingId, 'Lemon Tree Garden'), reservation(otherBookingId, 'Quiet Court')],
        });
      }
      return jsonResponse(404, { message: 'not found' });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.set(null);
});

const path = '/mytransactions/:type';
const items = async () => within(await screen.findByRole('list', { name: 'Transactions' })).getAllByRole('listitem');

describe('transactions page', () => {
  it('lists charges and refunds newest first with amount, type, status and the booking they belong to', async () => {
    renderWithProviders(<TransactionsPage />, { route: '/mytransactions/customer', path });
    expect(screen.getByRole('heading', { level: 1, name: 'My Transactions' })).toBeTruthy();
    const rows = await items();
    expect(rows).toHaveLength(4);
    const [first, second, third, fourth] = rows.map((row) => within(row));
    expect(first!.getByText('Refund')).toBeTruthy();
    expect(first!.getByText('+$45.00')).toBeTruthy();
    expect(second!.getByText('Charge')).toBeTruthy();
    expect(second!.getByText('−$90.00')).toBeTruthy();
    expect(second!.getByText('Succeeded')).toBeTruthy();
    expect(third!.getByText('Charge')).toBeTruthy();
    expect(third!.getByText('Declined')).toBeTruthy();
    expect(third!.getByText('Your card was declined.')).toBeTruthy();
    expect(third!.getByText('Not charged')).toBeTruthy();
    expect(fourth!.getByText('−$20.00')).toBeTruthy();
    expect(fourth!.getByRole('link', { name: 'Quiet Court' }).getAttribute('href')).toBe(
      `/mybookings?booking=${otherBookingId}`,
    );
    for (const row of [first, second, third]) {
      expect(row!.getByRole('link', { name: 'Lemon Tree Garden' }).getAttribute('href')).toBe(
        `/mybookings?booking=${bookingId}`,
      );
    }
    expect(
      first!.getByText(
        new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(
          new Date(refund.createdAt),
        ),
      ),
    ).toBeTruthy();

    const summary = within(screen.getByRole('region', { name: 'Summary' }));
    expect(summary.getByRole('heading', { name: 'Total paid' }).nextSibling?.textContent).toBe('$110.00');
    expect(summary.getByRole('heading', { name: 'Total refunded' }).nextSibling?.textContent).toBe('$45.00');
    expect(calls.some((url) => url.endsWith('/payment/transaction/viewall?type=customer'))).toBe(true);
  });

  it('shows a declined charge as declined, its amount as money that did not move, and leaves it out of the totals', async () => {
    transactions = [declined];
    renderWithProviders(<TransactionsPage />, { route: '/mytransactions/customer', path });
    const [row] = await items();
    const card = within(row!);
    expect(card.getByText('Declined')).toBeTruthy();
    expect(card.getByText('Your card was declined.')).toBeTruthy();
    const amount = card.getByText('$90.00');
    expect(getComputedStyle(amount).textDecorationLine).toBe('line-through');
    expect(card.getByText('Not charged')).toBeTruthy();
    // Neither a sign nor the word Failed: nothing was taken from the card.
    expect(row!.textContent).not.toMatch(/[\u2212+-]\$/);
    expect(card.queryByText('Failed')).toBeNull();
    const summary = within(screen.getByRole('region', { name: 'Summary' }));
    expect(summary.getByRole('heading', { name: 'Total paid' }).nextSibling?.textContent).toBe('$0.00');
    expect(summary.getByRole('heading', { name: 'Total refunded' }).nextSibling?.textContent).toBe('$0.00');
  });

  it('says a refund the card provider refused was not refunded, without a sign', async () => {
    transactions = [{ ...refund, status: TransactionStatus.FAILED, failureMessage: 'Nothing left to refund' }];
    renderWithProviders(<TransactionsPage />, { route: '/mytransactions/customer', path });
    const [row] = await items();
    expect(within(row!).getByText('Failed')).toBeTruthy();
    expect(within(row!).getByText('$45.00')).toBeTruthy();
    expect(within(row!).getByText('Not refunded')).toBeTruthy();
    expect(row!.textContent).not.toMatch(/[\u2212+-]\$/);
  });

  it('marks the rows of the booking named by ?booking= as current', async () => {
    renderWithProviders(<TransactionsPage />, { route: `/mytransactions/customer?booking=${otherBookingId}`, path });
    const rows = await items();
    expect(rows.map((row) => row.getAttribute('aria-current'))).toEqual([null, null, null, 'true']);
  });

  it('shows a table with column headers on a wide screen', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('min-width'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
    }));
    renderWithProviders(<TransactionsPage />, { route: `/mytransactions/customer?booking=${bookingId}`, path });
    const table = await screen.findByRole('table', { name: 'Transactions' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Date', 'Booking', 'Type', 'Status', 'Amount']);
    const bodyRows = within(table).getAllByRole('row').slice(1);
    expect(bodyRows.map((row) => row.getAttribute('aria-current'))).toEqual(['true', 'true', 'true', null]);
  });

  it("says 'No Payout yet' with a way to book when there is nothing yet", async () => {
    transactions = [];
    renderWithProviders(<TransactionsPage />, { route: '/mytransactions/customer', path });
    expect(await screen.findByRole('heading', { name: Messages.noPayoutYet })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Explore spaces' }).getAttribute('href')).toBe('/listing');
  });

  it('shows an error state without a snackbar, and Try again reloads', async () => {
    failTransactions = true;
    renderWithProviders(<TransactionsPage />, { route: '/mytransactions/customer', path });
    expect(await screen.findByText('Your transactions could not be loaded')).toBeTruthy();
    expect(screen.queryByText('Server down')).toBeNull();
    failTransactions = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await items()).toHaveLength(4);
  });

  it('shows a host their payouts with the fee and why a payout is pending', async () => {
    signIn(true);
    transactions = [payout];
    renderWithProviders(<TransactionsPage />, { route: '/mytransactions/seller', path });
    expect(screen.getByRole('heading', { level: 1, name: 'Payouts' })).toBeTruthy();
    const [row] = within(await screen.findByRole('list', { name: 'Payouts' })).getAllByRole('listitem');
    expect(within(row!).getByText('+$81.00')).toBeTruthy();
    expect(within(row!).getByText('Fee $9.00')).toBeTruthy();
    expect(within(row!).getByText('Pending', { exact: true })).toBeTruthy();
    expect(within(row!).getByText('Booking 3F2B5C11')).toBeTruthy();
    expect(calls.some((url) => url.endsWith('/payment/transaction/viewall?type=seller'))).toBe(true);
    expect(screen.getByRole('button', { name: 'Connect payout account' })).toBeTruthy();
  });

  it('pages a long payout list and says once, above it, that pending payouts wait for a payout account', async () => {
    signIn(true);
    // 23 pending payouts, a minute apart: the newest is payout 1.
    transactions = payouts(23, () => ({ status: TransactionStatus.PENDING, initialization: 1, fee: 1 }));
    const user = userEvent.setup();
    renderWithProviders(<TransactionsPage />, { route: '/mytransactions/seller', path });
    const list = await screen.findByRole('list', { name: 'Payouts' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(within(list).getByText('+$10.00')).toBeTruthy();
    expect(screen.getByText('1–10 of 23')).toBeTruthy();
    const pages = screen.getByRole('navigation', { name: 'pagination navigation' });
    expect(within(pages).getByRole('button', { name: 'page 1' }).getAttribute('aria-current')).toBe('page');

    // One notice for the whole list, before it; the rows only say Pending.
    const notices = screen.getAllByText(/paid once you connect|payout account is connected/);
    expect(notices.map((element) => element.textContent)).toEqual([
      'Your 23 pending payouts are paid once you connect a payout account.',
    ]);
    expect(notices[0]!.compareDocumentPosition(list) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(list).getAllByText('Pending', { exact: true })).toHaveLength(10);
    // The summary counts every payout, not just this page's.
    const summary = within(screen.getByRole('region', { name: 'Summary' }));
    expect(summary.getByRole('heading', { name: 'Pending' }).nextSibling?.textContent).toBe('$483.00');

    await user.click(within(pages).getByRole('button', { name: 'Go to page 3' }));
    const last = within(screen.getByRole('list', { name: 'Payouts' })).getAllByRole('listitem');
    expect(last.map((row) => within(row).getByText(/^\+\$/).textContent)).toEqual(['+$30.00', '+$31.00', '+$32.00']);
    expect(screen.getByText('21–23 of 23')).toBeTruthy();
  });

  it('opens the page that holds the booking named by ?booking=', async () => {
    signIn(true);
    transactions = payouts(15, (index) => ({ reservationId: index === 12 ? otherBookingId : bookingId }));
    renderWithProviders(<TransactionsPage />, { route: `/mytransactions/seller?booking=${otherBookingId}`, path });
    const rows = within(await screen.findByRole('list', { name: 'Payouts' })).getAllByRole('listitem');
    expect(rows).toHaveLength(5);
    expect(rows.map((row) => row.getAttribute('aria-current'))).toEqual([null, null, 'true', null, null]);
    expect(screen.getByRole('button', { name: 'page 2' }).getAttribute('aria-current')).toBe('page');
  });

  it("links each payout to its booking among the listing's reservations, and says Paid once paid", async () => {
    signIn(true);
    transactions = [
      { ...payout, venueId, venueTitle: 'Lemon Tree Garden' },
      transaction({
        uuid: '66666666-6666-4666-8666-666666666666',
        createdAt: '2026-11-21T12:00:00.000Z',
        type: TransactionType.PAYOUT,
        amount: 18,
        fee: 2,
        reservationId: otherBookingId,
        venueId,
        venueTitle: 'Quiet Court',
      }),
    ];
    renderWithProviders(<TransactionsPage />, { route: '/mytransactions/seller', path });
    const [pending, paid] = within(await screen.findByRole('list', { name: 'Payouts' })).getAllByRole('listitem');
    expect(within(pending!).getByRole('link', { name: 'Lemon Tree Garden' }).getAttribute('href')).toBe(
      `/view-reservations/${venueId}?reservation=${bookingId}`,
    );
    expect(within(pending!).getByText('Booking 3F2B5C11')).toBeTruthy();
    expect(within(paid!).getByText('Paid')).toBeTruthy();
    expect(within(paid!).getByText('+$18.00')).toBeTruthy();
    expect(within(paid!).getByText('Fee $2.00')).toBeTruthy();
    const summary = within(screen.getByRole('region', { name: 'Summary' }));
    expect(summary.getByRole('heading', { name: 'Total paid out' }).nextSibling?.textContent).toBe('$18.00');
    expect(summary.getByRole('heading', { name: 'Pending' }).nextSibling?.textContent).toBe('$81.00');
    expect(summary.getByRole('heading', { name: 'Platform fees' }).nextSibling?.textContent).toBe('$11.00');
  });

  it('re-reads the payouts of a connected host until the pending ones are paid', async () => {
    signIn(true, { country: 'US', payoutsEnabled: true });
    transactions = [payout];
    renderWithProviders(<TransactionsPage />, { route: '/mytransactions/seller', path });
    const list = await screen.findByRole('list', { name: 'Payouts' });
    expect(within(list).getByText('Pending — on its way to your payout account')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Connect payout account' })).toBeNull();
    transactions = [{ ...payout, status: TransactionStatus.SUCCEEDED, initialization: 4 }];
    expect(await screen.findByText('Paid')).toBeTruthy();
    const reads = calls.filter((url) => url.endsWith('/payment/transaction/viewall?type=seller')).length;
    expect(reads).toBe(2);
  });
});
