import { and, eq, sql, type SQL } from 'drizzle-orm';
import { ReservationStatus } from '@app/contract';
import { COMMITS_LAZILY, joinParts, queryRows, type Executor, type StatementPart } from '../../db/client.ts';
import { reservationHours, reservations } from '../../db/schema.ts';
import { accountOf, lockedAccountOf } from '../accounts/accounts.parts.ts';
import { categoryOf } from '../catalog/catalog.parts.ts';
import { announceAfterCommit, announcedBy } from '../events/index.ts';
import { paidAndRefundedOf, payoutCentsOf } from '../payments/payments.parts.ts';
import {
  bookingDigest as listingBookingDigest,
  bookingDigestIs,
  listingImagePaths,
  listingOf,
} from '../venues/venues.parts.ts';

export type ReservationRow = typeof reservations.$inferSelect;

export interface HourSlot {
  date: string;
  hour: number;
  slot: number;
}

/**
 * What a new hold may take: the customer's per-minute cap of attempts, and their hour caps; `maxHolds` null for a free
 * booking, which is not a hold but counts toward the hour caps.
 */
export interface HoldGate {
  customerId: string;
  venueId: string;
  now: Date;
  since: Date;
  rateLimit: number;
  limits: { maxHolds: number | null; maxHoursAtListing: number; maxHoursOverall: number };
}

/**
 * What a request took from its earlier read of the listing, and its hold's statement checks again before it writes
 * (decision 025): the session (`access`), the listing as `bookingDigest` summed it up, and the customer's name and
 * address (they go into the notifications and the answer).
 */
export interface HoldPremises {
  access: { column: SQL; allows(subject: SQL): SQL };
  digest: string;
  customer: { customerName: string; customerAddress: string | null };
}

/**
 * Everything of a listing that a booking request decides on or shows, as one value in the venues module's record read
 * (the venues module's `bookingDigest`).
 */
export const bookingDigest = listingBookingDigest;

/** True in the statement of `writeHold` when the hold was written (the condition of the other modules' parts). */
export const holdWritten = sql`exists (select 1 from created)`;

/**
 * A booking request in one statement (no transaction of its own): `booking_hold` (db/functions/booking.sql) locks the
 * customer, counts the attempt, reads what they hold unpaid and, if the gate allows it, writes the hour-slots, all or
 * none: one already held answers `taken`. The booking is written when the hours were, and so are `parts` (the
 * open-days queue, the event and notifications), whose condition is `holdWritten`. Two requests for one hour-slot:
 * the second waits for the first at `reservation_hours_unique`, then writes nothing but its attempt. Returns the
 * gate's verdict and the booking when it was written. With `premises` (a request on what was read before, decision
 * 025) nothing at all is written unless they still hold.
 */
export async function writeHold(
  executor: Executor,
  gate: HoldGate,
  values: Pick<
    ReservationRow,
    | 'id'
    | 'venueId'
    | 'customerId'
    | 'status'
    | 'amountCents'
    | 'slots'
    | 'adults'
    | 'children'
    | 'infants'
    | 'schedules'
    | 'startsAt'
    | 'endsAt'
    | 'holdExpiresAt'
    | 'cancellationPolicy'
    | 'priceLines'
    | 'bookingMode'
    | 'approval'
    | 'createdAt'
  >,
  hours: HourSlot[],
  parts: StatementPart[],
  premises?: HoldPremises,
  /** The hour-slots within the listing's buffer of `hours` (`hoursNear`): none held by another booking. */
  near: HourSlot[] = [],
) {
  const joined = joinParts(parts);
  const hoursJson = JSON.stringify(hours);
  // With premises, the gate runs only when they still hold (a one-time filter: otherwise nothing is written, not
  // even the attempt); the hours asked for that were taken before the statement began are read beside it.
  const checked = premises
    ? {
        ctes: sql`access as (select ${premises.access.column} as subject),
          premises as (
            select (select ${premises.access.allows(sql`subject`)} from access) as session_live,
              ${bookingDigestIs(sql`${gate.venueId}::uuid`, sql`${premises.digest}::text`)}
              and exists (select 1 from ${accountOf(sql`${gate.customerId}::uuid`)} cu
                where cu.display_name = ${premises.customer.customerName}::text
                and cu.address is not distinct from ${premises.customer.customerAddress}::text) as unchanged
          ),
          taken_before as (
            select coalesce(json_agg(json_build_object('date', to_char(h.date, 'YYYY-MM-DD'), 'hour', h.hour,
              'slot', h.slot)), '[]'::json) as hours
            from jsonb_to_recordset(${hoursJson}::jsonb) asked(date date, hour int, slot int)
            cross join lateral (select h.date, h.hour, h.slot from reservation_hours h
              where h.venue_id = ${gate.venueId}::uuid and h.date = asked.date and h.hour = asked.hour
                and h.slot = asked.slot limit 1) h
          ),`,
        gating: sql`where (select session_live and unchanged from premises)`,
        columns: sql`access.subject as access_subject, premises.session_live as premises_session_live,
          premises.unchanged as premises_unchanged, (select hours from taken_before) as taken_before, `,
        from: sql`access cross join premises left join gate on true`,
      }
    : { ctes: sql``, gating: sql``, columns: sql``, from: sql`gate` };
  const [row] = await queryRows<Record<string, unknown>>(
    executor,
    sql`with ${checked.ctes} gate as (
        select * from booking_hold(${gate.customerId}::uuid, ${gate.venueId}::uuid, ${gate.now.toISOString()}::timestamptz,
          ${gate.since.toISOString()}::timestamptz, ${gate.rateLimit}::int, ${gate.limits.maxHolds}::int,
          ${gate.limits.maxHoursAtListing}::int, ${gate.limits.maxHoursOverall}::int,
          ${values.id}::uuid, ${hoursJson}::jsonb, ${JSON.stringify(near)}::jsonb) ${checked.gating}
      ),
      created as (
        insert into reservations (id, venue_id, customer_id, status, amount_cents, slots, adults, children, infants,
          schedules, starts_at, ends_at, hold_expires_at, cancellation_policy, price_lines, booking_mode, approval,
          created_at)
        select ${values.id}::uuid, ${values.venueId}::uuid, ${values.customerId}::uuid, ${values.status}::int,
          ${values.amountCents}::int, ${`{${values.slots.join(',')}}`}::int[], ${values.adults}::int,
          ${values.children}::int, ${values.infants}::int, ${JSON.stringify(values.schedules)}::jsonb,
          ${values.startsAt.toISOString()}::timestamptz, ${values.endsAt.toISOString()}::timestamptz,
          ${values.holdExpiresAt?.toISOString() ?? null}::timestamptz, ${values.cancellationPolicy}::text,
          ${values.priceLines === null ? null : JSON.stringify(values.priceLines)}::jsonb,
          ${values.bookingMode}::text, ${values.approval}::text, ${values.createdAt.toISOString()}::timestamptz
        from gate where gate.allowed and not gate.taken
        returning *
      )${joined.ctes}
      select ${checked.columns}gate.admitted as gate_admitted, gate.allowed as gate_allowed, gate.taken as gate_taken,
        gate.holds as gate_holds, gate.overall as gate_overall, gate.at_listing as gate_at_listing${joined.columns},
        created.*
      from ${checked.from} left join created on true`,
  );
  // What the parts wrote is announced once the statement has committed (at once, when it ran on its own).
  announceAfterCommit(executor, announcedBy(row));
  const held: UnpaidHoldings = {
    holds: Number(row!.gate_holds),
    overall: Number(row!.gate_overall),
    atListing: Number(row!.gate_at_listing),
  };
  return {
    /** With premises: the session check's value (for `settle`), and whether the gate ran (nothing written if not). */
    access: row!.access_subject ?? null,
    premisesHeld: premises ? row!.premises_session_live === true && row!.premises_unchanged === true : true,
    /** With premises: the hours asked for that another booking held when the statement began. */
    takenBefore: premises ? takenHoursOf(row!.taken_before) : [],
    admitted: row!.gate_admitted === true,
    taken: row!.gate_taken === true,
    held,
    created: row!.id ? toReservationRow(row!) : undefined,
  };
}

export async function updateReservation(
  executor: Executor,
  id: string,
  patch: Partial<typeof reservations.$inferInsert>,
) {
  const [row] = await executor
    .update(reservations)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(eq(reservations.id, id))
    .returning();
  return row!;
}

export async function findReservation(executor: Executor, id: string): Promise<ReservationRow | undefined> {
  const [row] = await executor.select().from(reservations).where(eq(reservations.id, id)).limit(1);
  return row;
}

/**
 * Locks the reservation row for the rest of the transaction (status changes are serialised). Plain SQL: every
 * confirm and cancel sends it, and the query builder's select of every column cost more API time than the statement.
 */
export async function lockReservation(executor: Executor, id: string): Promise<ReservationRow | undefined> {
  const [row] = await queryRows<Record<string, unknown>>(
    executor,
    sql`select * from reservations where id = ${id} for update`,
  );
  return row ? toReservationRow(row) : undefined;
}

/** A paid hold becomes a confirmed booking; `releaseClaim` also ends the payment claim (same statement). */
export async function confirmHeld(executor: Executor, id: string, releaseClaim: boolean): Promise<ReservationRow> {
  const [row] = await queryRows<Record<string, unknown>>(
    executor,
    sql`update reservations set status = ${ReservationStatus.CONFIRMED}, hold_expires_at = null, updated_at = now()
      ${releaseClaim ? sql`, payment_locked_until = null` : sql``}
      where id = ${id} returning *`,
  );
  return toReservationRow(row!);
}

/** True in the statement of `confirmPaidHold` when it confirmed the booking (the condition of the other modules' parts). */
export const holdConfirmed = sql`exists (select 1 from confirmed)`;

/**
 * Confirms a hold paid by its own confirm, in one statement with `parts` (the charge's record, the event and
 * notifications), if it is still the hold that was priced: unpaid (`status` 1), at this version and amount. The update
 * takes the booking's row lock, and a change committed meanwhile is checked again on the row as it is now, so a
 * reschedule or a cancel in between leaves it unconfirmed. It also ends the payment claim. Undefined when it did not
 * confirm (the caller applies the payment under the booking's lock, which decides what else to do). What its parts
 * wrote is announced once it has committed.
 *
 * `charge`, when given (a test-mode charge its provider staged), is written by this statement whether it confirms or
 * not, and the booking confirms only when it was `recorded` (its idempotency key was new).
 */
export async function confirmPaidHold(
  executor: Executor,
  id: string,
  priced: { amountCents: number; version: number },
  parts: StatementPart[],
  charge?: { part: StatementPart; recorded: SQL },
): Promise<{ row: ReservationRow } | undefined> {
  const joined = joinParts(parts);
  const [row] = await queryRows<Record<string, unknown>>(
    executor,
    sql`with ${charge ? sql`${charge.part.ctes}, ` : sql``}confirmed as (
        update reservations set status = ${ReservationStatus.CONFIRMED}, hold_expires_at = null,
          payment_locked_until = null, updated_at = now()
        where id = ${id} and status = ${ReservationStatus.INPROCESS} and amount_cents = ${priced.amountCents}
          and version = ${priced.version}${charge ? sql` and ${charge.recorded}` : sql``}
        returning *
      )${joined.ctes}
      select confirmed.*${joined.columns} from confirmed`,
  );
  if (!row) return undefined;
  announceAfterCommit(executor, announcedBy(row));
  return { row: toReservationRow(row) };
}

/** Inserts hour-slots; the unique index turns a lost race into a 23505 error. */
export async function holdHours(
  executor: Executor,
  reservationId: string,
  venueId: string,
  hours: HourSlot[],
  current: boolean,
) {
  if (!hours.length) return;
  await executor.insert(reservationHours).values(hours.map((hour) => ({ reservationId, venueId, ...hour, current })));
}

/**
 * docs/product/rules.md#time-rules: whether a booking other than `reservationId` holds one of `near` (the hour-slots
 * within the listing's buffer of a reschedule's new hours). Read under the listing's buffer lock, the one
 * `booking_hold()` takes, in a statement of its own (so it sees what committed while it waited): a reschedule and a
 * request never come closer than the buffer.
 */
export async function anotherHoldsNear(tx: Executor, venueId: string, reservationId: string, near: HourSlot[]) {
  if (!near.length) return false;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`booking-buffers:${venueId}`}, 0))`);
  const rows = await queryRows<{ one: number }>(
    tx,
    sql`select 1 as one from jsonb_to_recordset(${JSON.stringify(near)}::jsonb) as n(date date, hour smallint, slot smallint)
      join reservation_hours h on h.venue_id = ${venueId}::uuid and h.date = n.date and h.hour = n.hour
        and h.slot = n.slot and h.reservation_id <> ${reservationId}::uuid
      limit 1`,
  );
  return rows.length > 0;
}

export async function releaseHours(
  executor: Executor,
  reservationId: string,
  which: 'all' | 'current' | 'pending' = 'all',
) {
  const filter = which === 'all' ? undefined : eq(reservationHours.current, which === 'current');
  await executor.delete(reservationHours).where(and(eq(reservationHours.reservationId, reservationId), filter));
}

export async function releaseSpecificHours(executor: Executor, reservationId: string, hours: HourSlot[]) {
  for (const hour of hours) {
    await executor
      .delete(reservationHours)
      .where(
        and(
          eq(reservationHours.reservationId, reservationId),
          eq(reservationHours.date, hour.date),
          eq(reservationHours.hour, hour.hour),
          eq(reservationHours.slot, hour.slot),
        ),
      );
  }
}

export async function promotePendingHours(executor: Executor, reservationId: string) {
  await executor
    .update(reservationHours)
    .set({ current: true })
    .where(eq(reservationHours.reservationId, reservationId));
}

async function selectHourSlots(executor: Executor, where: SQL): Promise<HourSlot[]> {
  const rows = await queryRows<HourSlot>(
    executor,
    sql`select to_char(date, 'YYYY-MM-DD') as date, hour, slot from reservation_hours where ${where}`,
  );
  return rows.map((row) => ({ date: row.date, hour: Number(row.hour), slot: Number(row.slot) }));
}

export const takenHours = (executor: Executor, venueId: string, fromDate: string) =>
  selectHourSlots(executor, sql`venue_id = ${venueId} and date >= ${fromDate}::date`);

/** The hour-slots taken on these dates only (the unique index answers it). */
export const takenHoursOn = (executor: Executor, venueId: string, dates: string[]) =>
  selectHourSlots(executor, sql`venue_id = ${venueId} and date = any(${`{${dates.join(',')}}`}::date[])`);

/** `takenHoursOn` as a column of a statement that reads the listing as `v` (a booking reads both at once). */
export const takenHoursOnColumn = (dates: string[]) =>
  sql`(select coalesce(json_agg(json_build_object('date', to_char(h.date, 'YYYY-MM-DD'), 'hour', h.hour, 'slot', h.slot)), '[]'::json)
    from reservation_hours h where h.venue_id = v.id and h.date = any(${`{${dates.join(',')}}`}::date[]))`;

/** The value of `takenHoursOnColumn`. */
export const takenHoursOf = (value: unknown): HourSlot[] =>
  (value as HourSlot[]).map((row) => ({ date: row.date, hour: Number(row.hour), slot: Number(row.slot) }));

/** `takenHoursOnColumn` and what a booking shows of its customer, as one column over the listing `v`. */
export const requestReadColumn = (dates: string[], customerId: string) =>
  sql`json_build_object('taken', ${takenHoursOnColumn(dates)}, 'digest', ${bookingDigest}, 'customer',
    (select json_build_object('name', cu.display_name, 'address', cu.address) from ${accountOf(sql`${customerId}`)} cu))`;

/** The value of `requestReadColumn`. */
export function requestReadOf(value: unknown) {
  const read = value as {
    taken: HourSlot[];
    digest: string;
    customer: { name: string; address: string | null } | null;
  };
  return {
    taken: takenHoursOf(read.taken),
    digest: read.digest,
    customer: { customerName: read.customer?.name ?? '', customerAddress: read.customer?.address ?? null },
  };
}

/** The hour-slots one reservation holds (current and pending). */
export const hoursOfReservation = (executor: Executor, reservationId: string) =>
  selectHourSlots(executor, sql`reservation_id = ${reservationId}`);

/** Active reservations of a listing with the hour-slots they hold from a date on. */
export async function activeHoldings(executor: Executor, venueId: string, fromDate: string) {
  return queryRows<{ reservation_id: string; date: string; hour: number; slot: number }>(
    executor,
    sql`select reservation_id, to_char(date, 'YYYY-MM-DD') as date, hour, slot from reservation_hours
      where venue_id = ${venueId} and date >= ${fromDate}::date order by date, hour, slot`,
  );
}

/**
 * Serialises one customer's booking changes for the rest of the transaction: limits counted after this lock
 * cannot be passed by the customer's own parallel requests. Returns what a booking shows of its customer.
 */
export async function lockCustomer(executor: Executor, customerId: string) {
  // NO KEY UPDATE: serialises this customer's bookings without blocking foreign-key checks on the row (no deadlock).
  const [row] = await queryRows<{ display_name: string; address: string | null }>(
    executor,
    sql`select customer.display_name, customer.address from ${lockedAccountOf(sql`${customerId}`)} customer`,
  );
  return { customerName: row?.display_name ?? '', customerAddress: row?.address ?? null };
}

/**
 * Records a booking attempt unless `limit` were made since `since` (the customer's lock taken and the attempts older
 * than the window forgotten by `booking_gate`, in its own transaction); returns whether it was admitted.
 */
export async function recordBookingAttempt(
  executor: Executor,
  customerId: string,
  now: Date,
  since: Date,
  limit: number,
) {
  const [row] = await queryRows<{ admitted: boolean }>(
    executor,
    sql`select admitted from booking_gate(${customerId}::uuid, null, ${now.toISOString()}::timestamptz,
      ${since.toISOString()}::timestamptz, ${limit}::int, 0, null, null, null)`,
  );
  return row?.admitted === true;
}

interface HoldingsInput {
  customerId: string;
  venueId: string;
  now: Date;
  except?: string;
}

export interface UnpaidHoldings {
  holds: number;
  overall: number;
  atListing: number;
}

/**
 * What a customer holds without having paid for it: the number of live unpaid holds, and the hour-slots of those
 * holds, of reschedules waiting for their difference and of free bookings not yet ended, overall and at one listing,
 * leaving one reservation out (`unpaid_holdings`, migration 0030, which the booking gate reads too).
 */
export async function unpaidHoldings(executor: Executor, input: HoldingsInput): Promise<UnpaidHoldings> {
  const [row] = await queryRows<{ holds: number; overall: number; at_listing: number }>(
    executor,
    sql`select holds, overall, at_listing from unpaid_holdings(${input.customerId}::uuid, ${input.venueId}::uuid,
      ${input.now.toISOString()}::timestamptz, ${input.except ?? null}::uuid)`,
  );
  return {
    holds: Number(row?.holds ?? 0),
    overall: Number(row?.overall ?? 0),
    atListing: Number(row?.at_listing ?? 0),
  };
}

export interface ReservationListRow extends ReservationRow {
  venueTitle: string;
  venueAddress: string;
  venueTimezone: string;
  venueHostId: string;
  categoryId: string;
  categoryName: string;
  images: string[];
  customerName: string;
  customerAddress: string | null;
  /** Read only where a cancelled booking is shown (`cancellationColumn`). */
  cancellationMoney?: CancellationMoney | null;
}

export interface CancellationMoney {
  paidCents: number;
  refundedCents: number;
  refundingCents: number;
}

const listColumns = sql`r.*, v.title as venue_title, v.address as venue_address, v.timezone as venue_timezone, v.host_id as venue_host_id,
  c.id as category_id, c.name as category_name, u.display_name as customer_name, u.address as customer_address,
  ${listingImagePaths(sql`v.id`)} as images`;
/** A cancelled booking's succeeded charges, succeeded refunds and refunds on their way; null for any other. */
const cancellationColumn = sql`case when r.status = ${ReservationStatus.CANCELLED} then ${paidAndRefundedOf(sql`r.id`)}
  end as cancellation_money`;
const listFrom = sql`from reservations r join lateral ${listingOf(sql`r.venue_id`)} v on true
  join lateral ${categoryOf(sql`v.category_id`)} c on true
  join lateral ${accountOf(sql`r.customer_id`)} u on true`;

const date = (value: unknown) =>
  value === null || value === undefined ? null : value instanceof Date ? value : new Date(String(value));

/** A `reservations` row read with raw SQL (snake_case columns). */
function toReservationRow(row: Record<string, unknown>): ReservationRow {
  return {
    id: row.id as string,
    venueId: row.venue_id as string,
    customerId: row.customer_id as string,
    status: Number(row.status),
    amountCents: Number(row.amount_cents),
    slots: (row.slots as number[] | null) ?? [],
    adults: Number(row.adults),
    children: Number(row.children),
    infants: Number(row.infants),
    schedules: row.schedules as ReservationRow['schedules'],
    startsAt: date(row.starts_at)!,
    endsAt: date(row.ends_at)!,
    holdExpiresAt: date(row.hold_expires_at),
    pendingChange: (row.pending_change as ReservationRow['pendingChange']) ?? null,
    version: Number(row.version ?? 1),
    paymentAttempt: Number(row.payment_attempt ?? 0),
    paymentLockedUntil: date(row.payment_locked_until),
    cancelledAt: date(row.cancelled_at),
    cancelReason: (row.cancel_reason as string | null) ?? null,
    cancelledBy: (row.cancelled_by as ReservationRow['cancelledBy']) ?? null,
    completedAt: date(row.completed_at),
    cancellationPolicy: (row.cancellation_policy as ReservationRow['cancellationPolicy']) ?? 'flexible',
    priceLines: (row.price_lines as ReservationRow['priceLines']) ?? null,
    bookingMode: (row.booking_mode as ReservationRow['bookingMode']) ?? 'instant',
    approval: (row.approval as ReservationRow['approval']) ?? null,
    createdAt: date(row.created_at)!,
    updatedAt: date(row.updated_at)!,
  };
}

function toListRow(row: Record<string, unknown>): ReservationListRow {
  return {
    ...toReservationRow(row),
    venueTitle: row.venue_title as string,
    venueAddress: row.venue_address as string,
    venueTimezone: row.venue_timezone as string,
    venueHostId: row.venue_host_id as string,
    categoryId: row.category_id as string,
    categoryName: row.category_name as string,
    images: row.images as string[],
    customerName: row.customer_name as string,
    customerAddress: (row.customer_address as string | null) ?? null,
    ...('cancellation_money' in row ? { cancellationMoney: moneyOf(row.cancellation_money) } : {}),
  };
}

function moneyOf(value: unknown): CancellationMoney | null {
  if (!value) return null;
  const money = (typeof value === 'string' ? JSON.parse(value) : value) as Record<keyof CancellationMoney, unknown>;
  return {
    paidCents: Number(money.paidCents),
    refundedCents: Number(money.refundedCents),
    refundingCents: Number(money.refundingCents),
  };
}

export async function listCustomerReservations(executor: Executor, customerId: string) {
  const rows = await queryRows<Record<string, unknown>>(
    executor,
    sql`select ${listColumns}, ${cancellationColumn} ${listFrom} where r.customer_id = ${customerId}
      order by r.created_at desc, r.id`,
  );
  return rows.map(toListRow);
}

export async function listVenueReservations(executor: Executor, venueId: string) {
  const rows = await queryRows<Record<string, unknown>>(
    executor,
    sql`select ${listColumns} ${listFrom} where r.venue_id = ${venueId} order by r.starts_at desc, r.id`,
  );
  return rows.map(toListRow);
}

export async function findReservationWithVenue(executor: Executor, id: string) {
  const [row] = await queryRows<Record<string, unknown>>(
    executor,
    sql`select ${listColumns}, ${cancellationColumn} ${listFrom} where r.id = ${id}`,
  );
  return row ? toListRow(row) : undefined;
}

/** The few facts notifications need about a booking, with the host's payout once there is one. */
export async function findNoticeFacts(executor: Executor, id: string) {
  const [row] = await queryRows<{
    id: string;
    status: number;
    customer_id: string;
    customer_name: string;
    host_id: string;
    venue_id: string;
    venue_title: string;
    schedules: ReservationRow['schedules'];
    pending_change: ReservationRow['pendingChange'];
    amount_cents: number;
    payout_cents: number | null;
  }>(
    executor,
    sql`select r.id, r.status, r.customer_id, u.display_name as customer_name, v.host_id, r.venue_id,
        v.title as venue_title, r.schedules, r.pending_change, r.amount_cents,
        ${payoutCentsOf(sql`r.id`)} as payout_cents
      from reservations r join lateral ${listingOf(sql`r.venue_id`)} v on true
        join lateral ${accountOf(sql`r.customer_id`)} u on true
      where r.id = ${id}`,
  );
  return row;
}

export async function expiredHolds(executor: Executor, now: Date, limit: number) {
  return queryRows<{ id: string }>(
    executor,
    sql`select id from reservations where status = 1 and hold_expires_at <= ${now.toISOString()}::timestamptz order by hold_expires_at limit ${limit}`,
  );
}

export async function expiredPendingChanges(executor: Executor, now: Date, limit: number) {
  return queryRows<{ id: string }>(
    executor,
    sql`select id from reservations where status = 2 and pending_change is not null and (pending_change->>'expiresAt')::timestamptz <= ${now.toISOString()}::timestamptz limit ${limit}`,
  );
}

export async function finishedReservations(executor: Executor, now: Date, limit: number) {
  return queryRows<{ id: string }>(
    executor,
    sql`select id from reservations where status = 2 and ends_at <= ${now.toISOString()}::timestamptz order by ends_at limit ${limit}`,
  );
}

/** Stays that count for a review: completed, or confirmed with their first hour begun by `now`. */
const startedStay = (now: Date) =>
  sql`(status = ${ReservationStatus.COMPLETED} or (status = ${ReservationStatus.CONFIRMED} and starts_at <= ${now.toISOString()}::timestamptz))`;

/**
 * Whether the customer has a started stay of the listing; `lock` holds one of them (for share) until the transaction
 * ends, so a cancel of it waits for what is written on it.
 */
export async function hasStartedStay(
  executor: Executor,
  input: { venueId: string; customerId: string; now: Date; lock?: boolean },
) {
  const rows = await queryRows<{ id: string }>(
    executor,
    sql`select id from reservations where venue_id = ${input.venueId} and customer_id = ${input.customerId}
      and ${startedStay(input.now)} limit 1 ${input.lock ? sql`for share` : sql``}`,
  );
  return rows.length > 0;
}

/** Of the listing–customer pairs, those with a started stay (one statement for a batch). */
export async function pairsWithStartedStays(
  executor: Executor,
  pairs: Array<{ venueId: string; customerId: string }>,
  now: Date,
) {
  if (!pairs.length) return [];
  const venueIds = `{${pairs.map((pair) => pair.venueId).join(',')}}`;
  const customerIds = `{${pairs.map((pair) => pair.customerId).join(',')}}`;
  return queryRows<{ venueId: string; customerId: string }>(
    executor,
    sql`select p.venue_id as "venueId", p.customer_id as "customerId"
      from unnest(${venueIds}::uuid[], ${customerIds}::uuid[]) as p(venue_id, customer_id)
      where exists (select 1 from reservations r where r.venue_id = p.venue_id and r.customer_id = p.customer_id
        and ${startedStay(now)})`,
  );
}

export async function upcomingConfirmedCount(executor: Executor, venueId: string, now: Date) {
  const [row] = await queryRows<{ count: number }>(
    executor,
    sql`select count(*)::int as count from reservations where venue_id = ${venueId} and status in (1, 2) and ends_at > ${now.toISOString()}::timestamptz`,
  );
  return Number(row?.count ?? 0);
}

/**
 * Claims the next payment attempt of a booking for its own customer (one charge at a time; a lease, in case a
 * process dies mid-charge) and returns the claimed row with its listing as `findReservationWithVenue` reads it, in
 * one statement: what is paid for is read where the claim is taken, so a reschedule cannot slip between. `claim` is
 * undefined when it is not theirs or a payment is in progress. `access.column` (the customer's session check,
 * decision 023) is read in the same statement and returned as it is; nothing is claimed unless `allows` holds of it.
 * Its commit does not wait for the WAL to reach the disk (decision 028): a lease lost in a crash is a lease ended.
 */
export async function claimOwnPaymentAttempt(
  executor: Executor,
  id: string,
  customerId: string,
  now: Date,
  leaseMs: number,
  access: { column: SQL; allows(subject: SQL): SQL },
) {
  const [row] = await queryRows<Record<string, unknown> & { access_subject: unknown }>(
    executor,
    sql`with access as (select ${access.column} as subject, ${COMMITS_LAZILY} as lazily),
      r as (
        update reservations set payment_attempt = payment_attempt + 1,
          payment_locked_until = ${new Date(now.getTime() + leaseMs).toISOString()}::timestamptz
        where id = ${id} and customer_id = ${customerId}
          and (payment_locked_until is null or payment_locked_until < ${now.toISOString()}::timestamptz)
          and (select ${access.allows(sql`subject`)} from access)
        returning *
      )
      select access.subject as access_subject, claimed.* from access left join (
        select ${listColumns} from r join lateral ${listingOf(sql`r.venue_id`)} v on true
          join lateral ${categoryOf(sql`v.category_id`)} c on true
          join lateral ${accountOf(sql`r.customer_id`)} u on true
      ) claimed on true`,
  );
  const claim = row?.id ? { ...toListRow(row), attempt: Number(row.payment_attempt) } : undefined;
  return { access: row?.access_subject ?? null, claim };
}

/**
 * Takes the answer to a request to book for the one answering (a lease, in case a process dies while the card is
 * captured): only a request still pending, before its deadline, that nobody else is answering. Undefined otherwise.
 */
export async function claimAnswer(executor: Executor, id: string, now: Date, leaseMs: number) {
  const [row] = await queryRows<Record<string, unknown>>(
    executor,
    sql`update reservations set payment_locked_until = ${new Date(now.getTime() + leaseMs).toISOString()}::timestamptz
      where id = ${id} and status = ${ReservationStatus.INPROCESS} and approval = 'pending'
        and hold_expires_at > ${now.toISOString()}::timestamptz
        and (payment_locked_until is null or payment_locked_until < ${now.toISOString()}::timestamptz)
      returning *`,
  );
  return row ? toReservationRow(row) : undefined;
}

export async function releasePaymentClaim(executor: Executor, id: string) {
  await executor.execute(sql`update reservations set payment_locked_until = null where id = ${id}`);
}
