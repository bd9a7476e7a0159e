import { sql, type SQL } from 'drizzle-orm';
import { ReservationStatus, TransactionStatus, TransactionType } from '@app/contract';
import { queryRows, type Executor } from '../../db/client.ts';
import { everyAccount } from '../accounts/accounts.parts.ts';
import { unhandledContactCount } from '../content/content.parts.ts';
import { everyBooking } from '../reservations/reservations.parts.ts';
import { listingOf, liveListingCountOf } from '../venues/venues.parts.ts';
import { chargeDatedMovements } from './admin-bookings.repository.ts';

/**
 * The admin console's read model: reports that span modules (people with their listing and booking counts, the
 * dashboard) and the account flags admins change. Listings' workflow lives in the venues module.
 */

export interface AdminUserFilter {
  id?: string;
  /** Name, email or phone. */
  search?: string;
  role?: 'admin' | 'host' | 'customer';
  status?: number;
  limit: number;
  offset: number;
}

export interface AdminUserRow {
  id: string;
  display_name: string;
  email: string;
  phone: string | null;
  email_verified: boolean;
  phone_verified: boolean;
  is_host: boolean;
  is_admin: boolean;
  status: number;
  created_at: string | Date;
  listing_count: number | string;
  booking_count: number | string;
  total_count: number | string;
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

const roleCondition = {
  admin: sql`u.is_admin`,
  host: sql`u.is_host`,
  customer: sql`not u.is_host and not u.is_admin`,
};

export async function listUsers(executor: Executor, filter: AdminUserFilter) {
  const conditions: SQL[] = [sql`true`];
  if (filter.id) conditions.push(sql`u.id = ${filter.id}`);
  if (filter.search) {
    const pattern = likePattern(filter.search);
    conditions.push(sql`(u.display_name ilike ${pattern} or u.email ilike ${pattern} or u.phone ilike ${pattern})`);
  }
  if (filter.role) conditions.push(roleCondition[filter.role]);
  if (filter.status) conditions.push(sql`u.status = ${filter.status}`);
  // The page first, then the counts for its rows only.
  const rows = await queryRows<AdminUserRow>(
    executor,
    sql`with page as materialized (
        select u.*, count(*) over () as total_count from ${everyAccount} u where ${sql.join(conditions, sql` and `)}
        order by u.created_at desc, u.id desc limit ${filter.limit} offset ${filter.offset})
      select p.id, p.display_name, p.email, p.phone, p.email_verified, p.phone_verified, p.is_host, p.is_admin,
        p.status, p.created_at, p.total_count,
        ${liveListingCountOf(sql`p.id`)} as listing_count,
        (select count(*) from ${everyBooking} r where r.customer_id = p.id) as booking_count
      from page p order by p.created_at desc, p.id desc`,
  );
  return { rows, total: Number(rows[0]?.total_count ?? 0) };
}

export async function findUser(executor: Executor, id: string) {
  const { rows } = await listUsers(executor, { id, limit: 1, offset: 0 });
  return rows[0];
}

export interface AdminUserBookingRow {
  id: string;
  venue_id: string;
  venue_title: string;
  status: number;
  starts_at: string | Date;
  amount_cents: number;
}

export async function listUserBookings(executor: Executor, userId: string, limit: number) {
  return queryRows<AdminUserBookingRow>(
    executor,
    sql`select r.id, r.venue_id, v.title as venue_title, r.status, r.starts_at, r.amount_cents
      from ${everyBooking} r join lateral ${listingOf(sql`r.venue_id`)} v on true
      where r.customer_id = ${userId} order by r.created_at desc, r.id desc limit ${limit}`,
  );
}

export interface DashboardDayRow {
  date: string;
  new_users: number | string;
  bookings: number | string;
  gmv_cents: number | string;
  fees_cents: number | string;
}

/**
 * One row per UTC day from `from` to `to` (inclusive), days without activity as zeros. Bookings and their money count
 * on the day the booking was first charged, as on the ledger, so the dashboard and the Money page agree.
 */
export async function dailyFigures(executor: Executor, from: string, to: string) {
  const dayOf = (column: SQL) => sql`(${column} at time zone 'UTC')::date`;
  const inRange = (column: SQL) =>
    sql`${column} >= (${from}::date)::timestamp at time zone 'UTC' and ${column} < (${to}::date + 1)::timestamp at time zone 'UTC'`;
  const { CHARGE, REFUND, PAYOUT } = TransactionType;
  const { SUCCEEDED, FAILED } = TransactionStatus;
  return queryRows<DashboardDayRow>(
    executor,
    sql`with days as (
        select day::date as day from generate_series(${from}::date, ${to}::date, interval '1 day') day),
      ${chargeDatedMovements},
      new_users as (
        select ${dayOf(sql`created_at`)} as day, count(*) as n from ${everyAccount} account
        where ${inRange(sql`created_at`)} group by 1),
      bookings as (
        select ${dayOf(sql`charged_at`)} as day, count(*) as n from charged where ${inRange(sql`charged_at`)} group by 1),
      money as (
        select ${dayOf(sql`counted_at`)} as day,
          sum(case when status = ${SUCCEEDED} and type = ${CHARGE} then amount_cents
            when status = ${SUCCEEDED} and type = ${REFUND} then -amount_cents else 0 end) as gmv,
          sum(case when type = ${PAYOUT} and status <> ${FAILED} then fee_cents else 0 end) as fees
        from dated where ${inRange(sql`counted_at`)} group by 1)
      select to_char(d.day, 'YYYY-MM-DD') as date, coalesce(u.n, 0) as new_users, coalesce(b.n, 0) as bookings,
        coalesce(m.gmv, 0) as gmv_cents, coalesce(m.fees, 0) as fees_cents
      from days d left join new_users u on u.day = d.day left join bookings b on b.day = d.day
        left join money m on m.day = d.day
      order by d.day`,
  );
}

export async function countUnhandledContacts(executor: Executor) {
  const [row] = await queryRows<{ total: number }>(executor, sql`select ${unhandledContactCount} as total`);
  return Number(row?.total ?? 0);
}

export async function countActiveHolds(executor: Executor, now: Date) {
  const [row] = await queryRows<{ total: number }>(
    executor,
    sql`select count(*)::int as total from ${everyBooking} booking
      where status = ${ReservationStatus.INPROCESS} and hold_expires_at > ${now.toISOString()}`,
  );
  return Number(row?.total ?? 0);
}
