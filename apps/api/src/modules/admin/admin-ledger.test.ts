import { describe, expect, it } from 'vitest';
import { AdminMessages, LedgerResponseSchema, ReservationStatus, type Ledger } from '@app/contract';
import { createTestApp } from '../../../test/app.ts';
import { bookableVenue, createCustomer } from '../../../test/bookings.ts';
import { bearer, createUser } from '../../../test/factories.ts';
import { createHost } from '../../../test/venues.ts';
import { reservations, transactions } from '../../db/schema.ts';
import { dollarText, LedgerRange, ledgerCsv, ledgerRangeOf } from './admin-bookings.service.ts';

const onServer = Boolean(process.env.TEST_DATABASE_URL);

describe(`admin ledger (${onServer ? 'PostgreSQL' : 'PGlite'})`, async () => {
  const context = await createTestApp();
  const { app, deps } = context;
  const admin = bearer((await createUser(deps, { isAdmin: true })).accessToken);
  const host = await createHost(context);
  const venue = await bookableVenue(context, host);
  const guest = await createCustomer(context);

  /** A booking row as it stands after its story, with its money movements on known UTC days. */
  async function bookingWith(
    status: number,
    movements: Array<{ type: number; status: number; cents: number; fee?: number; at: string }>,
  ) {
    const [row] = await deps.db
      .insert(reservations)
      .values({
        venueId: venue.uuid,
        customerId: guest.user.id,
        status,
        amountCents: 0,
        slots: [],
        adults: 1,
        children: 0,
        infants: 0,
        schedules: [{ date: '2020-03-01', intervals: ['10:00'] }],
        startsAt: new Date('2020-03-01T15:00:00Z'),
        endsAt: new Date('2020-03-01T16:00:00Z'),
      })
      .returning();
    for (const movement of movements) {
      await deps.db.insert(transactions).values({
        reservationId: row!.id,
        userId: movement.type === 3 ? host.user.id : guest.user.id,
        type: movement.type,
        status: movement.status,
        initialization: movement.status === 3 ? 4 : 1,
        amountCents: movement.cents,
        feeCents: movement.fee ?? 0,
        createdAt: new Date(movement.at),
      });
    }
    return row!.id;
  }

  // Near midnight UTC on purpose: every movement goes by the UTC day its booking was charged, whatever the server's
  // zone, so a payout or a refund stands beside the charge it comes from.
  await bookingWith(ReservationStatus.COMPLETED, [
    { type: 1, status: 3, cents: 10_000, at: '2020-03-01T00:00:01Z' },
    { type: 3, status: 3, cents: 9_000, fee: 1_000, at: '2020-03-02T23:59:59Z' },
  ]);
  await bookingWith(ReservationStatus.CANCELLED, [
    { type: 1, status: 3, cents: 5_000, at: '2020-03-01T12:00:00Z' },
    { type: 2, status: 3, cents: 5_000, at: '2020-03-02T08:00:00Z' },
  ]);
  await bookingWith(ReservationStatus.CONFIRMED, [
    { type: 1, status: 2, cents: 2_000, at: '2020-03-02T09:00:00Z' },
    { type: 1, status: 3, cents: 2_000, at: '2020-03-02T09:01:00Z' },
  ]);
  await bookingWith(ReservationStatus.COMPLETED, [
    { type: 1, status: 3, cents: 3_000, at: '2020-03-03T10:00:00Z' },
    { type: 3, status: 1, cents: 2_700, fee: 300, at: '2020-03-03T23:00:00Z' },
  ]);
  // Outside the range asked for below.
  await bookingWith(ReservationStatus.CONFIRMED, [{ type: 1, status: 3, cents: 777, at: '2020-03-04T00:00:00Z' }]);

  const ledgerOf = async (query: string) => {
    const response = await app.inject({ method: 'GET', url: `/api/v1/admin/ledger?${query}`, headers: admin });
    expect(response.statusCode, response.body).toBe(200);
    return LedgerResponseSchema.parse(response.json()).data;
  };
  const sumOf = (rows: Ledger['rows']) =>
    rows.reduce(
      (sum, row) => ({
        chargesCents: sum.chargesCents + row.chargesCents,
        refundsCents: sum.refundsCents + row.refundsCents,
        feesCents: sum.feesCents + row.feesCents,
        payoutsPendingCents: sum.payoutsPendingCents + row.payoutsPendingCents,
        payoutsPaidCents: sum.payoutsPaidCents + row.payoutsPaidCents,
        heldCents: sum.heldCents + row.heldCents,
      }),
      { chargesCents: 0, refundsCents: 0, feesCents: 0, payoutsPendingCents: 0, payoutsPaidCents: 0, heldCents: 0 },
    );

  it('puts each movement on the UTC day its booking was charged, leaves failed charges out, and totals equal the sum of the rows', async () => {
    const ledger = await ledgerOf('period=day&from=2020-03-01&to=2020-03-03');
    expect(ledger).toMatchObject({ period: 'day', from: '2020-03-01', to: '2020-03-03' });
    expect(ledger.rows).toEqual([
      {
        period: '2020-03-01',
        chargesCents: 15_000,
        refundsCents: 5_000,
        feesCents: 1_000,
        payoutsPendingCents: 0,
        payoutsPaidCents: 9_000,
        heldCents: 0,
      },
      {
        period: '2020-03-02',
        chargesCents: 2_000,
        refundsCents: 0,
        feesCents: 0,
        payoutsPendingCents: 0,
        payoutsPaidCents: 0,
        heldCents: 2_000,
      },
      {
        period: '2020-03-03',
        chargesCents: 3_000,
        refundsCents: 0,
        feesCents: 300,
        payoutsPendingCents: 2_700,
        payoutsPaidCents: 0,
        heldCents: 0,
      },
    ]);
    expect(ledger.totals).toEqual(sumOf(ledger.rows));
    expect(ledger.totals).toMatchObject({ chargesCents: 20_000, heldCents: 2_000 });
  });

  it('groups by UTC month with the same totals', async () => {
    const days = await ledgerOf('period=day&from=2020-03-01&to=2020-03-31');
    const months = await ledgerOf('period=month&from=2020-01-01&to=2020-03-31');
    expect(months.rows).toEqual([{ period: '2020-03', ...days.totals }]);
    expect(months.totals).toEqual(days.totals);
    expect(days.totals.chargesCents).toBe(20_777);
  });

  it('checks that settled bookings sum to zero, and shows one that does not', async () => {
    const balanced = await ledgerOf('from=2020-03-01&to=2020-03-03');
    // The completed one and the cancelled one; the one with a payout pending is not settled yet.
    expect(balanced.check).toEqual({ settledBookings: 2, balanced: true, unbalanced: [] });
    const broken = await bookingWith(ReservationStatus.COMPLETED, [
      { type: 1, status: 3, cents: 4_000, at: '2020-02-10T10:00:00Z' },
      { type: 3, status: 3, cents: 3_000, fee: 400, at: '2020-02-11T10:00:00Z' },
    ]);
    const unbalanced = await ledgerOf('from=2020-03-01&to=2020-03-03');
    expect(unbalanced.check).toEqual({
      settledBookings: 3,
      balanced: false,
      unbalanced: [{ reservationId: broken, balanceCents: 600 }],
    });
    await deps.db.insert(transactions).values({
      reservationId: broken,
      userId: guest.user.id,
      type: 2,
      status: 3,
      initialization: 4,
      amountCents: 600,
    });
    expect((await ledgerOf('from=2020-03-01&to=2020-03-03')).check).toMatchObject({ balanced: true });
  });

  it('exports the same figures as CSV in decimal dollars, with a header and a totals row', async () => {
    const ledger = await ledgerOf('period=day&from=2020-03-01&to=2020-03-03');
    const response = await app.inject({
      method: 'GET',
      url: '/api/v1/admin/ledger/export?period=day&from=2020-03-01&to=2020-03-03',
      headers: admin,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="ledger-day-2020-03-01-2020-03-03.csv"');
    const lines = response.body.trimEnd().split('\r\n');
    const [header, ...rest] = lines.map((line) => line.split(','));
    expect(header).toEqual([
      'period',
      'charges',
      'refunds',
      'platform_fees',
      'payouts_pending',
      'payouts_paid',
      'held',
    ]);
    expect(rest).toEqual([
      ['2020-03-01', '150.00', '50.00', '10.00', '0.00', '90.00', '0.00'],
      ['2020-03-02', '20.00', '0.00', '0.00', '0.00', '0.00', '20.00'],
      ['2020-03-03', '30.00', '0.00', '3.00', '27.00', '0.00', '0.00'],
      ['total', '200.00', '50.00', '13.00', '27.00', '90.00', '20.00'],
    ]);
    const parsedBack = rest.slice(0, -1).map((cells) => cells.slice(1).map((cell) => Math.round(Number(cell) * 100)));
    expect(parsedBack.map((cells) => cells[0])).toEqual(ledger.rows.map((row) => row.chargesCents));
    const monthly = await app.inject({
      method: 'GET',
      url: '/api/v1/admin/ledger/export?period=month&from=2020-03-01&to=2020-03-31',
      headers: admin,
    });
    expect(monthly.headers['content-disposition']).toContain('filename="ledger-month-2020-03-01-2020-03-31.csv"');
    expect(monthly.body.split('\r\n')[1]).toBe('2020-03,207.77,50.00,13.00,27.00,90.00,27.77');
  });

  it('refuses an end before the start, a range over the cap and malformed dates with 400', async () => {
    const call = (query: string) => app.inject({ method: 'GET', url: `/api/v1/admin/ledger?${query}`, headers: admin });
    const reversed = await call('from=2020-03-02&to=2020-03-01');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().message).toBe(AdminMessages.invalidDateRange);
    const longDays = await call('period=day&from=2019-01-01&to=2020-03-01');
    expect(longDays.statusCode).toBe(400);
    expect(longDays.json().message).toBe(LedgerRange.day.tooLong);
    const longMonths = await call('period=month&from=2010-01-01&to=2020-01-01');
    expect(longMonths.json().message).toBe(LedgerRange.month.tooLong);
    expect((await call('period=month&from=2010-01-02&to=2020-01-01')).statusCode).toBe(200);
    for (const query of ['from=2020-02-30', 'period=week', 'to=yesterday']) {
      expect((await call(query)).statusCode, query).toBe(400);
    }
    const exportReversed = await app.inject({
      method: 'GET',
      url: '/api/v1/admin/ledger/export?from=2020-03-02&to=2020-03-01',
      headers: admin,
    });
    expect(exportReversed.statusCode).toBe(400);
  });

  it('shows charges with their payouts in the default window: a payout of a charge before it stays out, nothing is held below zero', async () => {
    const daysAgo = (days: number) => new Date(deps.clock.now().getTime() - days * 86_400_000).toISOString();
    // Charged before the default 30 days, paid out and refunded inside them.
    await bookingWith(ReservationStatus.CONFIRMED, [
      { type: 1, status: 3, cents: 150_000, at: daysAgo(45) },
      { type: 3, status: 3, cents: 130_000, fee: 15_000, at: daysAgo(10) },
      { type: 2, status: 3, cents: 5_000, at: daysAgo(9) },
    ]);
    // Charged and paid out inside them; and one charged inside them, its payout still pending.
    await bookingWith(ReservationStatus.CONFIRMED, [
      { type: 1, status: 3, cents: 20_000, at: daysAgo(6) },
      { type: 3, status: 3, cents: 18_000, fee: 2_000, at: daysAgo(2) },
    ]);
    await bookingWith(ReservationStatus.CONFIRMED, [{ type: 1, status: 3, cents: 7_000, at: daysAgo(1) }]);
    const ledger = await ledgerOf('');
    expect(ledger.totals).toEqual({
      chargesCents: 27_000,
      refundsCents: 0,
      feesCents: 2_000,
      payoutsPendingCents: 0,
      payoutsPaidCents: 18_000,
      heldCents: 7_000,
    });
    for (const row of ledger.rows) expect(row.heldCents, row.period).toBeGreaterThanOrEqual(0);
    expect(ledger.totals).toEqual(sumOf(ledger.rows));
    const months = await ledgerOf('period=month');
    expect(months.totals.chargesCents).toBeGreaterThanOrEqual(177_000);
    expect(months.totals.heldCents).toBeGreaterThanOrEqual(0);
  });
});

describe('ledger ranges and CSV figures', () => {
  const now = new Date('2026-05-20T23:30:00Z');

  it('defaults to the last 30 days, or the last 12 months from the first of the month', () => {
    expect(ledgerRangeOf({ period: 'day' }, now)).toEqual({ from: '2026-04-21', to: '2026-05-20' });
    expect(ledgerRangeOf({ period: 'month' }, now)).toEqual({ from: '2025-06-01', to: '2026-05-20' });
    expect(ledgerRangeOf({ period: 'day', to: '2026-01-10' }, now)).toEqual({ from: '2025-12-12', to: '2026-01-10' });
    expect(ledgerRangeOf({ period: 'day', from: '2026-05-01' }, now)).toEqual({ from: '2026-05-01', to: '2026-05-20' });
  });

  it('allows 400 days and 10 years at most', () => {
    expect(ledgerRangeOf({ period: 'day', from: '2025-01-01', to: '2026-02-04' }, now).to).toBe('2026-02-04');
    expect(() => ledgerRangeOf({ period: 'day', from: '2025-01-01', to: '2026-02-05' }, now)).toThrow(
      LedgerRange.day.tooLong,
    );
    expect(() => ledgerRangeOf({ period: 'month', from: '2016-01-01', to: '2026-01-01' }, now)).toThrow(
      LedgerRange.month.tooLong,
    );
  });

  it('writes cents as decimal dollars without floating point', () => {
    expect([0, 5, 1250, 100_001, -5, -1250].map(dollarText)).toEqual([
      '0.00',
      '0.05',
      '12.50',
      '1000.01',
      '-0.05',
      '-12.50',
    ]);
    const zero = { chargesCents: 0, refundsCents: 0, feesCents: 0, payoutsPendingCents: 0, payoutsPaidCents: 0 };
    const csv = ledgerCsv({
      period: 'day',
      from: '2026-01-01',
      to: '2026-01-01',
      rows: [],
      totals: { ...zero, heldCents: 0 },
      check: { settledBookings: 0, balanced: true, unbalanced: [] },
    });
    expect(csv).toBe(
      'period,charges,refunds,platform_fees,payouts_pending,payouts_paid,held\r\ntotal,0.00,0.00,0.00,0.00,0.00,0.00\r\n',
    );
  });
});
