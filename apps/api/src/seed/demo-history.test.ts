import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DashboardResponseSchema, LedgerResponseSchema } from '@app/contract';
import { createTestApp } from '../../test/app.ts';
import { login } from '../../test/accounts.ts';
import { bearer } from '../../test/factories.ts';
import { queryRows } from '../db/client.ts';
import { venueSchedules } from '../db/schema.ts';
import { toScheduleEntry } from '../modules/availability/availability.repository.ts';
import { addDays, localHourOf, localToday, openHoursOn, type ScheduleEntry } from '../modules/availability/expand.ts';
import { DEMO_ACCOUNTS, seedDemoData } from './seed.ts';

const DAY_MS = 86_400_000;
const iso = (value: string | Date) => new Date(value).toISOString();
const ms = (value: string | Date) => new Date(value).getTime();

interface BookingRow {
  id: string;
  venue_id: string;
  customer_id: string;
  status: number;
  timezone: string;
  schedules: Array<{ date: string; intervals: string[] }>;
  created_at: string;
  starts_at: string;
  ends_at: string;
  completed_at: string | null;
  cancelled_at: string | null;
  venue_created_at: string;
  venue_reviewed_at: string | null;
  customer_created_at: string;
}

interface MoneyRow {
  reservation_id: string;
  type: number;
  status: number;
  amount_cents: number;
  fee_cents: number;
  created_at: string;
}

/**
 * The demo data as a history: bookings made over the last 60 days, each with its money and review when they would
 * have happened, so the admin dashboard, the Money page and the bookings agree with each other.
 */
describe('demo history', async () => {
  const context = await createTestApp();
  const { app, deps } = context;
  await seedDemoData({ ...deps, testPayments: deps.payments });
  const now = deps.clock.now();
  const today = iso(now).slice(0, 10);
  const utcDay = (value: string | Date) => iso(value).slice(0, 10);
  const daysAgo = (days: number) => utcDay(new Date(now.getTime() - days * DAY_MS));

  const admin = await login(context, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
  const adminAuth = bearer(admin.tokens.access.value);
  const get = async (url: string) => {
    const response = await app.inject({ method: 'GET', url: `/api/v1${url}`, headers: adminAuth });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const dashboard = DashboardResponseSchema.parse(await get('/admin/dashboard')).data;
  const ledgerOver = async (days: number) =>
    LedgerResponseSchema.parse(await get(`/admin/ledger?period=day&from=${daysAgo(days - 1)}&to=${today}`)).data;

  const bookings = await queryRows<BookingRow>(
    deps.db,
    sql`select r.id, r.venue_id, r.customer_id, r.status, v.timezone, r.schedules, r.created_at, r.starts_at,
        r.ends_at, r.completed_at, r.cancelled_at, v.created_at as venue_created_at,
        v.reviewed_at as venue_reviewed_at, u.created_at as customer_created_at
      from reservations r join venues v on v.id = r.venue_id join users u on u.id = r.customer_id`,
  );
  const money = await queryRows<MoneyRow>(
    deps.db,
    sql`select reservation_id, type, status, amount_cents, fee_cents, created_at from transactions`,
  );
  const inLast = (days: number, at: string | Date) => utcDay(at) >= daysAgo(days - 1) && utcDay(at) <= today;

  it('spreads the bookings over the last 60 days, a handful a day at most', () => {
    expect(bookings.length).toBeGreaterThan(60);
    const perDay = new Map<string, number>();
    for (const booking of bookings) {
      expect(inLast(60, booking.created_at), booking.created_at).toBe(true);
      perDay.set(utcDay(booking.created_at), (perDay.get(utcDay(booking.created_at)) ?? 0) + 1);
    }
    expect(Math.max(...perDay.values())).toBeLessThanOrEqual(5);
    expect(perDay.size).toBeGreaterThanOrEqual(50);
  });

  it('counts as paid bookings of 7 and 30 days the bookings charged in those days', () => {
    for (const days of [7, 30]) {
      const period = dashboard.periods.find((entry) => entry.days === days)!;
      const charges = money.filter((row) => row.type === 1 && row.status === 3 && inLast(days, row.created_at));
      expect(period.bookings, `${days} days`).toBe(new Set(charges.map((row) => row.reservation_id)).size);
      expect(period.bookings, `${days} days`).toBe(charges.length);
      expect(period.bookings, `${days} days`).toBeGreaterThan(0);
    }
    expect(dashboard.periods.find((entry) => entry.days === 30)!.bookings).toBeGreaterThan(
      dashboard.periods.find((entry) => entry.days === 7)!.bookings,
    );
  });

  it('shows the GMV and fees the Money page shows for the same days, and the charges less refunds of those days', async () => {
    for (const days of [7, 30]) {
      const period = dashboard.periods.find((entry) => entry.days === days)!;
      const ledger = await ledgerOver(days);
      expect(period.gmvCents, `${days} days`).toBe(ledger.totals.chargesCents - ledger.totals.refundsCents);
      expect(period.feesCents, `${days} days`).toBe(ledger.totals.feesCents);
      const sum = (type: number) =>
        money
          .filter((row) => row.type === type && row.status === 3 && inLast(days, row.created_at))
          .reduce((total, row) => total + row.amount_cents, 0);
      expect(period.gmvCents, `${days} days`).toBe(sum(1) - sum(2));
      expect(period.gmvCents, `${days} days`).toBeGreaterThan(0);
      expect(period.feesCents, `${days} days`).toBeGreaterThan(0);
    }
  });

  it('draws per UTC day what the periods add up, and users who joined before they booked', () => {
    expect(dashboard.daily).toHaveLength(30);
    for (const period of dashboard.periods) {
      const days = dashboard.daily.slice(-period.days);
      expect(days.reduce((sum, day) => sum + day.bookings, 0)).toBe(period.bookings);
      expect(days.reduce((sum, day) => sum + day.gmvCents, 0)).toBe(period.gmvCents);
      expect(days.reduce((sum, day) => sum + day.feesCents, 0)).toBe(period.feesCents);
      expect(days.reduce((sum, day) => sum + day.newUsers, 0)).toBe(period.newUsers);
    }
    expect(dashboard.daily.filter((day) => day.bookings > 0).length).toBeGreaterThanOrEqual(20);
    // Not everyone joined on the day of the seed: the demo customer, for one, joined before booking.
    const thirty = dashboard.periods.find((entry) => entry.days === 30)!;
    expect(thirty.newUsers).toBeGreaterThan(0);
    expect(dashboard.daily.at(-1)!.newUsers).toBe(0);
    for (const booking of bookings) {
      expect(ms(booking.customer_created_at)).toBeLessThan(ms(booking.created_at));
      expect(ms(booking.venue_reviewed_at!)).toBeLessThan(ms(booking.created_at));
    }
  });

  it("times each booking's charge, refund, payout and review as the app would have", async () => {
    const reviews = await queryRows<{ venue_id: string; author_id: string; created_at: string }>(
      deps.db,
      sql`select venue_id, author_id, created_at from reviews`,
    );
    expect(reviews.length).toBeGreaterThan(60);
    const held = new Map(
      (
        await queryRows<{ id: string; n: number }>(
          deps.db,
          sql`select reservation_id as id, count(*)::int as n from reservation_hours group by 1`,
        )
      ).map((row) => [row.id, row.n]),
    );
    expect(held.size).toBe(bookings.filter((booking) => booking.status === 2).length);
    const schedules = new Map<string, ScheduleEntry[]>();
    for (const row of await deps.db.select().from(venueSchedules)) {
      schedules.set(row.venueId, [...(schedules.get(row.venueId) ?? []), toScheduleEntry(row)]);
    }
    for (const booking of bookings) {
      const rows = money.filter((row) => row.reservation_id === booking.id);
      const charges = rows.filter((row) => row.type === 1);
      const refunds = rows.filter((row) => row.type === 2);
      const payouts = rows.filter((row) => row.type === 3);
      expect(ms(booking.created_at)).toBeLessThan(ms(booking.starts_at));
      expect(charges.map((row) => iso(row.created_at))).toEqual([iso(booking.created_at)]);
      // Booked at hours the listing opens, where it is.
      const [local] = booking.schedules;
      expect(booking.schedules).toHaveLength(1);
      expect(localHourOf(new Date(booking.starts_at), booking.timezone)).toBe(
        `${local!.date}T${local!.intervals[0]!.slice(0, 2)}`,
      );
      const open = openHoursOn(schedules.get(booking.venue_id)!, local!.date);
      for (const time of local!.intervals)
        expect(open, `${booking.venue_id} ${local!.date}`).toContain(Number(time.slice(0, 2)));
      if (booking.status === 4) {
        expect(ms(booking.ends_at)).toBeLessThan(now.getTime());
        expect(ms(booking.completed_at!)).toBeGreaterThanOrEqual(ms(booking.ends_at));
        expect(payouts.map((row) => iso(row.created_at))).toEqual([iso(booking.completed_at!)]);
        expect(payouts[0]!.amount_cents + payouts[0]!.fee_cents).toBe(charges[0]!.amount_cents);
        expect(refunds).toEqual([]);
      } else if (booking.status === 3) {
        expect(ms(booking.cancelled_at!)).toBeGreaterThan(ms(booking.created_at));
        expect(refunds.map((row) => iso(row.created_at))).toEqual([iso(booking.cancelled_at!)]);
        expect(payouts).toEqual([]);
      } else {
        expect(booking.status).toBe(2);
        expect(ms(booking.starts_at)).toBeGreaterThan(now.getTime());
        expect([...refunds, ...payouts]).toEqual([]);
        expect(held.get(booking.id), 'its hours are held').toBe(booking.schedules[0]!.intervals.length);
      }
    }
    // Every review follows its author's completed stay there.
    for (const review of reviews) {
      const stay = bookings.find(
        (row) => row.venue_id === review.venue_id && row.customer_id === review.author_id && row.status === 4,
      );
      expect(ms(review.created_at)).toBeGreaterThan(ms(stay!.ends_at));
      expect(ms(review.created_at)).toBeLessThan(now.getTime());
    }
    // No listing is booked twice at once, nor a guest at two places.
    for (const key of ['venue_id', 'customer_id'] as const) {
      const sorted = bookings.toSorted((a, b) => a[key].localeCompare(b[key]) || ms(a.starts_at) - ms(b.starts_at));
      for (const [index, booking] of sorted.entries()) {
        const previous = sorted[index - 1];
        if (previous?.[key] === booking[key])
          expect(ms(booking.starts_at), key).toBeGreaterThanOrEqual(ms(previous.ends_at));
      }
    }
  });

  it("keeps the README's demo customer: a stay 12 days ago to review, one in 4 days, one cancelled and refunded", async () => {
    const customer = await login(context, DEMO_ACCOUNTS.customer.email, DEMO_ACCOUNTS.customer.password);
    const own = bookings.filter((booking) => booking.customer_id === customer.user.uuid);
    expect(own.map((row) => row.status).sort()).toEqual([2, 3, 4]);
    const dayOf = (status: number) => {
      const booking = own.find((row) => row.status === status)!;
      return { date: booking.schedules[0]!.date, today: localToday(now, booking.timezone) };
    };
    expect(dayOf(4).date).toBe(addDays(dayOf(4).today, -12));
    expect(dayOf(2).date).toBe(addDays(dayOf(2).today, 4));
    const listed = await app.inject({
      method: 'GET',
      url: '/api/v1/reservation/viewall',
      headers: { authorization: `Bearer ${customer.tokens.access.value}` },
    });
    const cancelled = listed.json().data.find((booking: { status: number }) => booking.status === 3);
    expect(cancelled.cancellation).toMatchObject({ by: 'customer', refunded: cancelled.cancellation.paid });
    expect(cancelled.cancellation.paid).toBeGreaterThan(0);
  });

  it('balances every settled booking, and seeding again changes nothing', async () => {
    const ledger = await ledgerOver(60);
    expect(ledger.check).toMatchObject({ balanced: true, unbalanced: [] });
    expect(ledger.check.settledBookings).toBeGreaterThan(0);
    const snapshot = () =>
      queryRows(
        deps.db,
        sql`select (select count(*)::int from reservations) as reservations,
          (select count(*)::int from transactions) as transactions, (select count(*)::int from reviews) as reviews,
          (select json_agg(created_at order by id) from users) as joined,
          (select json_agg(created_at order by id) from reservations) as booked`,
      );
    const before = await snapshot();
    await seedDemoData({ ...deps, testPayments: deps.payments });
    expect(await snapshot()).toEqual(before);
  });
});
