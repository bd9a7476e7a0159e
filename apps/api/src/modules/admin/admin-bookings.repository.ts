import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client.ts';
import { accountOf } from '../accounts/accounts.parts.ts';
import { chargedCentsOf, everyTransaction, refundedCentsOf } from '../payments/payments.parts.ts';
import { everyBooking } from '../reservations/reservations.parts.ts';
import { listingOf } from '../venues/venues.parts.ts';

/*
 * Read models of the admin console's bookings and money pages. They span reservations, listings, accounts and
 * transactions, so they live here; every change still goes through the owning module's service.
 */

export interface BookingFilter {
  venue?: string;
  venueId?: string;
  customer?: string;
  customerId?: string;
  /** Inclusive UTC dates of `starts_at`. */
  from?: string;
  to?: string;
  status?: number;
}

export interface BookingRow {
  id: string;
  status: number;
  venue_id: string;
  venue_title: string;
  venue_timezone: string;
  customer_id: string;
  customer_name: string;
  customer_email: string;
  schedules: Array<{ date: string; intervals: string[] }>;
  slots: number[] | null;
  adults: number;
  children: number;
  infants: number;
  starts_at: Date | string;
  ends_at: Date | string;
  amount_cents: number;
  charged_cents: number;
  refunded_cents: number;
  cancel_reason: string | null;
  created_at: Date | string;
  total_count?: number | string;
}

export interface TransactionRow {
  id: string;
  type: number;
  status: number;
  initialization: number;
  amount_cents: number;
  fee_cents: number;
  user_id: string;
  provider_reference: string | null;
  failure_message: string | null;
  created_at: Date | string;
}

const likeOf = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
const utcMidnight = (date: string) => sql`(${date}::date)::timestamp at time zone 'UTC'`;

const bookingColumns = sql`r.id, r.status, r.venue_id, v.title as venue_title, v.timezone as venue_timezone,
  r.customer_id, u.display_name as customer_name, u.email as customer_email, r.schedules, r.slots, r.adults,
  r.children, r.infants, r.starts_at, r.ends_at, r.amount_cents, r.cancel_reason, r.created_at,
  ${chargedCentsOf(sql`r.id`)} as charged_cents, ${refundedCentsOf(sql`r.id`)} as refunded_cents`;
const bookingFrom = sql`from ${everyBooking} r join lateral ${listingOf(sql`r.venue_id`)} v on true
  join lateral ${accountOf(sql`r.customer_id`)} u on true`;

export async function searchBookings(executor: Executor, filter: BookingFilter, limit: number, offset: number) {
  const conditions: SQL[] = [sql`true`];
  if (filter.venue) conditions.push(sql`v.title ilike ${likeOf(filter.venue)}`);
  if (filter.venueId) conditions.push(sql`r.venue_id = ${filter.venueId}`);
  if (filter.customer)
    conditions.push(sql`(u.display_name ilike ${likeOf(filter.customer)} or u.email ilike ${likeOf(filter.customer)})`);
  if (filter.customerId) conditions.push(sql`r.customer_id = ${filter.customerId}`);
  if (filter.from) conditions.push(sql`r.starts_at >= ${utcMidnight(filter.from)}`);
  if (filter.to) conditions.push(sql`r.starts_at < ${utcMidnight(filter.to)} + interval '1 day'`);
  if (filter.status) conditions.push(sql`r.status = ${filter.status}`);
  const rows = await queryRows<BookingRow>(
    executor,
    sql`select ${bookingColumns}, count(*) over () as total_count ${bookingFrom}
      where ${sql.join(conditions, sql` and `)}
      order by r.starts_at desc, r.id desc limit ${limit} offset ${offset}`,
  );
  return { rows, total: Number(rows[0]?.total_count ?? 0) };
}

export async function findBooking(executor: Executor, id: string) {
  const [row] = await queryRows<BookingRow>(executor, sql`select ${bookingColumns} ${bookingFrom} where r.id = ${id}`);
  return row;
}

export async function bookingTransactions(executor: Executor, reservationId: string) {
  return queryRows<TransactionRow>(
    executor,
    sql`select id, type, status, initialization, amount_cents, fee_cents, user_id, provider_reference, failure_message,
        created_at
      from ${everyTransaction} t where t.reservation_id = ${reservationId} order by created_at, id`,
  );
}

/**
 * Two CTEs: `charged`, each booking's first successful charge (`charged_at`), and `dated`, every transaction with
 * `counted_at`, the time its booking was first charged (its own time when it has no such charge). Money reports count
 * by `counted_at`, so a period holds a booking's refunds and payouts beside the charge they come from.
 */
export const chargeDatedMovements = sql`charged as (
    select reservation_id, min(created_at) as charged_at from ${everyTransaction} charge
    where type = 1 and status = 3 and reservation_id is not null group by reservation_id
  ), dated as (
    select t.*, coalesce(c.charged_at, t.created_at) as counted_at
    from ${everyTransaction} t left join charged c on c.reservation_id = t.reservation_id
  )`;

export interface LedgerRow {
  period: string;
  charges_cents: number;
  refunds_cents: number;
  fees_cents: number;
  payouts_pending_cents: number;
  payouts_paid_cents: number;
}

/**
 * Money movements per UTC day or month of their booking's first charge, between two inclusive UTC dates. Periods
 * without a movement are left out.
 */
export async function ledgerRows(executor: Executor, period: 'day' | 'month', from: string, to: string) {
  const format = period === 'day' ? 'YYYY-MM-DD' : 'YYYY-MM';
  const total = (condition: SQL, column = sql`t.amount_cents`) =>
    sql`coalesce(sum(${column}) filter (where ${condition}), 0)::bigint`;
  const rows = await queryRows<LedgerRow>(
    executor,
    sql`with ${chargeDatedMovements}
      select to_char(t.counted_at at time zone 'UTC', ${format}) as period,
        ${total(sql`t.type = 1 and t.status = 3`)} as charges_cents,
        ${total(sql`t.type = 2 and t.status = 3`)} as refunds_cents,
        ${total(sql`t.type = 3 and t.status in (1, 3)`, sql`t.fee_cents`)} as fees_cents,
        ${total(sql`t.type = 3 and t.status = 1`)} as payouts_pending_cents,
        ${total(sql`t.type = 3 and t.status = 3`)} as payouts_paid_cents
      from dated t
      where t.counted_at >= ${utcMidnight(from)} and t.counted_at < ${utcMidnight(to)} + interval '1 day'
        and (t.status = 3 or (t.type = 3 and t.status = 1))
      group by 1 order by 1`,
  );
  return rows.map((row) => ({
    period: row.period,
    chargesCents: Number(row.charges_cents),
    refundsCents: Number(row.refunds_cents),
    feesCents: Number(row.fees_cents),
    payoutsPendingCents: Number(row.payouts_pending_cents),
    payoutsPaidCents: Number(row.payouts_paid_cents),
  }));
}
