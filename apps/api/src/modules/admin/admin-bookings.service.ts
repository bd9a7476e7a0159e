import { DateTime } from 'luxon';
import {
  AdminMessages,
  Messages,
  isUuid,
  type AdminBooking,
  type AdminBookingDetail,
  type AdminTransaction,
  type Ledger,
} from '@app/contract';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../accounts/access.ts';
import type { PaymentsService } from '../payments/payments.service.ts';
import type { ReservationsService } from '../reservations/reservations.service.ts';
import * as repository from './admin-bookings.repository.ts';

export type LedgerPeriod = 'day' | 'month';

/** How far back each view reaches by default, and at most. */
export const LedgerRange = {
  day: { defaultDays: 30, maxDays: 400, tooLong: 'Daily figures cover at most 400 days: choose a shorter range' },
  month: { defaultMonths: 12, maxYears: 10, tooLong: 'Monthly figures cover at most 10 years: choose a shorter range' },
} as const;

const iso = (value: Date | string) => new Date(value).toISOString();

function presentBooking(row: repository.BookingRow): AdminBooking {
  return {
    uuid: row.id,
    status: Number(row.status),
    venue: { uuid: row.venue_id, title: row.venue_title, timezone: row.venue_timezone },
    customer: { uuid: row.customer_id, displayName: row.customer_name, email: row.customer_email },
    schedules: row.schedules,
    slots: row.slots ?? [],
    guests: { adults: Number(row.adults), children: Number(row.children), infants: Number(row.infants) },
    startsAt: iso(row.starts_at),
    endsAt: iso(row.ends_at),
    amountCents: Number(row.amount_cents),
    paidCents: Number(row.charged_cents),
    refundedCents: Number(row.refunded_cents),
    cancelReason: row.cancel_reason,
    createdAt: iso(row.created_at),
  };
}

function presentTransaction(row: repository.TransactionRow): AdminTransaction {
  return {
    uuid: row.id,
    type: Number(row.type),
    status: Number(row.status),
    initialization: Number(row.initialization),
    amountCents: Number(row.amount_cents),
    feeCents: Number(row.fee_cents),
    userId: row.user_id,
    providerReference: row.provider_reference,
    failureMessage: row.failure_message,
    createdAt: iso(row.created_at),
  };
}

/** Refuses an end before the start with the contract's message, on the `to` field. */
export function assertDateRange(from: string | undefined, to: string | undefined) {
  if (from && to && to < from)
    throw badRequest(AdminMessages.invalidDateRange, { to: [AdminMessages.invalidDateRange] });
}

/**
 * The inclusive UTC dates a ledger covers: what was asked, else the last 30 days (day) or the last 12 months
 * (month, from the first of the month) ending today; a range longer than the cap is refused.
 */
export function ledgerRangeOf(query: { period: LedgerPeriod; from?: string; to?: string }, now: Date) {
  assertDateRange(query.from, query.to);
  const today = DateTime.fromJSDate(now, { zone: 'UTC' }).startOf('day');
  const to = query.to ? DateTime.fromISO(query.to, { zone: 'UTC' }) : today;
  const from = query.from
    ? DateTime.fromISO(query.from, { zone: 'UTC' })
    : query.period === 'day'
      ? to.minus({ days: LedgerRange.day.defaultDays - 1 })
      : to.startOf('month').minus({ months: LedgerRange.month.defaultMonths - 1 });
  const limit =
    query.period === 'day'
      ? from.plus({ days: LedgerRange.day.maxDays - 1 })
      : from.plus({ years: LedgerRange.month.maxYears }).minus({ days: 1 });
  if (to > limit) throw badRequest(LedgerRange[query.period].tooLong, { from: [LedgerRange[query.period].tooLong] });
  return { from: from.toISODate()!, to: to.toISODate()! };
}

/** Decimal dollars for the CSV, without floating point: 1250 → "12.50", -5 → "-0.05". */
export function dollarText(cents: number) {
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  return `${sign}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`;
}

const csvColumns = [
  ['charges', 'chargesCents'],
  ['refunds', 'refundsCents'],
  ['platform_fees', 'feesCents'],
  ['payouts_pending', 'payoutsPendingCents'],
  ['payouts_paid', 'payoutsPaidCents'],
  ['held', 'heldCents'],
] as const;

/** One row per period and a totals row; periods and amounts never need quoting. */
export function ledgerCsv(ledger: Ledger) {
  const line = (label: string, figures: Ledger['totals']) =>
    [label, ...csvColumns.map(([, key]) => dollarText(figures[key]))].join(',');
  return [
    ['period', ...csvColumns.map(([name]) => name)].join(','),
    ...ledger.rows.map((row) => line(row.period, row)),
    line('total', ledger.totals),
  ]
    .map((text) => `${text}\r\n`)
    .join('');
}

type Movements = Omit<Ledger['totals'], 'heldCents'>;

/** What the platform still holds for bookings: charges − refunds − payouts (pending and paid) − fees. */
const withHeld = <T extends Movements>(figures: T) => ({
  ...figures,
  heldCents:
    figures.chargesCents -
    figures.refundsCents -
    figures.payoutsPendingCents -
    figures.payoutsPaidCents -
    figures.feesCents,
});

export function createAdminBookingsService(deps: {
  db: Database;
  clock: Clock;
  reservations: Pick<ReservationsService, 'cancelByAdmin'>;
  payments: Pick<PaymentsService, 'ledgerCheck'>;
}) {
  const { db } = deps;

  async function detail(id: string): Promise<AdminBookingDetail> {
    const row = isUuid(id) ? await repository.findBooking(db, id) : undefined;
    if (!row) throw notFound(Messages.bookingNotFound);
    const transactions = await repository.bookingTransactions(db, row.id);
    return { ...presentBooking(row), transactions: transactions.map(presentTransaction) };
  }

  return {
    async search(query: repository.BookingFilter & { page: number; limit: number }) {
      assertDateRange(query.from, query.to);
      const { rows, total } = await repository.searchBookings(db, query, query.limit, (query.page - 1) * query.limit);
      return { data: rows.map(presentBooking), count: total };
    },

    detail,

    async cancel(admin: AuthUser, id: string, reason: string) {
      await deps.reservations.cancelByAdmin(admin, id, reason);
      return detail(id);
    },

    async ledger(query: { period: LedgerPeriod; from?: string; to?: string }): Promise<Ledger> {
      const range = ledgerRangeOf(query, deps.clock.now());
      const movements = await repository.ledgerRows(db, query.period, range.from, range.to);
      const totals: Movements = {
        chargesCents: 0,
        refundsCents: 0,
        feesCents: 0,
        payoutsPendingCents: 0,
        payoutsPaidCents: 0,
      };
      for (const row of movements)
        for (const key of Object.keys(totals) as Array<keyof Movements>) totals[key] += row[key];
      return {
        period: query.period,
        ...range,
        rows: movements.map((row) => withHeld(row)),
        totals: withHeld(totals),
        check: await deps.payments.ledgerCheck(),
      };
    },
  };
}
export type AdminBookingsService = ReturnType<typeof createAdminBookingsService>;
