import type { BookingRules } from '@app/contract';
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Executor, type StatementPart } from '../../db/client.ts';
import { venueBlocks, venueSchedules } from '../../db/schema.ts';
import { lockOpenDaysStatement, saveOpenDaysStatement, staleOpenDaysStatement } from '../venues/venues.parts.ts';
import type { ScheduleEntry } from './expand.ts';

export type ScheduleRow = typeof venueSchedules.$inferSelect;
export type BlockRow = typeof venueBlocks.$inferSelect;

export async function listScheduleRows(executor: Executor, venueId: string): Promise<ScheduleRow[]> {
  return executor
    .select()
    .from(venueSchedules)
    .where(eq(venueSchedules.venueId, venueId))
    .orderBy(asc(venueSchedules.position));
}

export async function replaceScheduleRows(executor: Executor, venueId: string, entries: ScheduleEntry[]) {
  await executor.delete(venueSchedules).where(eq(venueSchedules.venueId, venueId));
  if (!entries.length) return;
  await executor.insert(venueSchedules).values(
    entries.map((entry, position) => ({
      venueId,
      position,
      type: entry.type,
      date: entry.date ?? null,
      weekdays: entry.weekdays ?? null,
      unit: entry.unit ?? null,
      frequency: entry.frequency ?? null,
      intervals: entry.intervals,
    })),
  );
}

export const toScheduleEntry = (row: ScheduleRow): ScheduleEntry => ({
  type: row.type as ScheduleEntry['type'],
  ...(row.date ? { date: row.date } : {}),
  ...(row.weekdays ? { weekdays: row.weekdays } : {}),
  ...(row.unit ? { unit: row.unit as ScheduleEntry['unit'] } : {}),
  ...(row.frequency ? { frequency: row.frequency } : {}),
  intervals: row.intervals,
});

/** Blocks overlapping `[fromDate 00:00, toDate + 1 day 00:00)`; either bound may be open. */
export async function listBlocks(
  executor: Executor,
  venueId: string,
  range: { fromDate?: string; toDate?: string } = {},
) {
  const conditions = [eq(venueBlocks.venueId, venueId)];
  if (range.fromDate) conditions.push(sql`${venueBlocks.endsAt} > ${range.fromDate}::timestamp`);
  if (range.toDate) conditions.push(sql`${venueBlocks.startsAt} < (${range.toDate}::date + 1)::timestamp`);
  return executor
    .select()
    .from(venueBlocks)
    .where(and(...conditions))
    .orderBy(asc(venueBlocks.startsAt), asc(venueBlocks.createdAt));
}

export async function findBlock(executor: Executor, venueId: string, blockId: string): Promise<BlockRow | undefined> {
  const [row] = await executor
    .select()
    .from(venueBlocks)
    .where(and(eq(venueBlocks.venueId, venueId), eq(venueBlocks.id, blockId)))
    .limit(1);
  return row;
}

export async function insertBlock(executor: Executor, values: typeof venueBlocks.$inferInsert) {
  const [row] = await executor.insert(venueBlocks).values(values).returning();
  return row!;
}

export async function updateBlock(
  executor: Executor,
  blockId: string,
  patch: Partial<typeof venueBlocks.$inferInsert>,
) {
  const [row] = await executor.update(venueBlocks).set(patch).where(eq(venueBlocks.id, blockId)).returning();
  return row!;
}

export async function deleteBlock(executor: Executor, blockId: string) {
  await executor.delete(venueBlocks).where(eq(venueBlocks.id, blockId));
}

/**
 * Stores the open dates of the listing's whole window as day numbers (days since 1970-01-01), the form date search
 * compares. `scheduleChanged` (schedules, blocks, slots or period changed) also moves the schedule version that keys
 * cached expansions; bookings never move it.
 */
export async function saveOpenDates(
  executor: Executor,
  venueId: string,
  dates: string[],
  computedOn: string,
  options: { scheduleChanged?: boolean } = {},
) {
  const days = dates.map((date) => Date.parse(`${date}T00:00:00Z`) / 86_400_000);
  await executor.execute(
    saveOpenDaysStatement(venueId, days, { computedOn, scheduleChanged: options.scheduleChanged }),
  );
}

export interface OpenDaysRow {
  open_days: number[];
  computed_on: string | null;
  availability_version: number;
  timezone: string;
  scheduling_period: number;
  booking_rules: Partial<BookingRules>;
  slots: number | null;
}

/**
 * Locks the listing's open days for the rest of the transaction (NO KEY UPDATE, as the update itself would):
 * the hours read after this see every booking of the listing committed before, so two bookings filling one date
 * cannot both leave it open. Slots are null for a listing booked as one unit.
 */
export async function lockOpenDays(executor: Executor, venueId: string): Promise<OpenDaysRow | undefined> {
  const [row] = await queryRows<OpenDaysRow>(executor, lockOpenDaysStatement(venueId));
  return row;
}

/**
 * The insert that queues `dates` of a listing for the open-days refresher (a booking took or released their hours), as
 * part of the caller's statement, written only `when` it holds.
 */
export const queueOpenDaysPart = (venueId: string, dates: string[], when: SQL): StatementPart => ({
  ctes: sql`open_days_queued as (
    insert into open_days_queue (venue_id, dates) select ${venueId}::uuid, ${`{${dates.join(',')}}`}::date[] where ${when}
  )`,
});

/**
 * Takes up to `limit` queued entries, oldest first (entries another refresher holds are skipped), and returns their
 * dates per listing, listings in id order so two refreshers lock them in the same order.
 */
export async function takeQueuedOpenDays(executor: Executor, limit: number) {
  const rows = await queryRows<{ venue_id: string; dates: string[]; taken: number }>(
    executor,
    sql`with taken as (
        delete from open_days_queue where id in (
          select id from open_days_queue order by id limit ${limit} for update skip locked
        ) returning venue_id, dates
      )
      select venue_id, array_agg(distinct to_char(day, 'YYYY-MM-DD')) as dates, (select count(*) from taken)::int as taken
      from taken, unnest(taken.dates) as day group by venue_id order by venue_id`,
  );
  return {
    taken: Number(rows[0]?.taken ?? 0),
    venues: rows.map((row) => ({ venueId: row.venue_id, dates: row.dates })),
  };
}

export async function replaceOpenDays(executor: Executor, venueId: string, days: number[]) {
  await executor.execute(saveOpenDaysStatement(venueId, days));
}

export async function venuesNeedingOpenDates(executor: Executor, staleBefore: string, limit: number) {
  return queryRows<{ id: string }>(executor, staleOpenDaysStatement(staleBefore, limit));
}
