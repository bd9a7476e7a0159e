import { Messages, scheduleDateInPast, withDefaultRules, type BlockBody, type ScheduleUpdateBody } from '@app/contract';
import type { SQL } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError, fieldError, notFound } from '../../lib/errors.ts';
import * as repository from './availability.repository.ts';
import {
  addDays,
  dayNumberOf,
  expandAvailability,
  hourLabel,
  localHourOf,
  localToday,
  markTaken,
  openDatesAmong,
  openDatesBetween,
  type AvailabilityBlock,
  type ScheduleDay,
  type ScheduleEntry,
  type TakenHour,
} from './expand.ts';
import { createProcessCache } from '../../lib/process-cache.ts';
import { applyTimeRules, hidesHours, timeRulesOf, type TimeRules } from './time-rules.ts';

const SCHEDULES_CACHE_LIMIT = 2000;
/** Queued entries (one a booking) a refresh transaction takes at most. */
const OPEN_DAYS_QUEUE_BATCH = 500;

/** What availability needs to know about a listing. */
export interface VenueFacts {
  id: string;
  /**
   * `venues.availability_version`, the schedule version: moves with schedules, blocks, slots and the period
   * (host changes), never with bookings, so the expansion cached under it survives them.
   */
  version: number;
  timezone: string;
  schedulingPeriod: number;
  /** Slot count for slot categories, else null. */
  slots: number | null;
  hasSlots: boolean;
  /** The listing's time rules (buffers, stretches, notice, horizon): which free hours a guest may book. */
  timeRules: TimeRules;
}

/** Reservations plug in here (hour-slots held or booked, and the bookings a change would break). */
export interface ReservationHooks {
  takenHours(executor: Executor, venueId: string, fromDate: string): Promise<TakenHour[]>;
  /** The hour-slots taken on these dates only. */
  takenHoursOn(executor: Executor, venueId: string, dates: string[]): Promise<TakenHour[]>;
  /**
   * Reservations that would lose hours if availability became `next`; with `alter` true they are
   * cancelled and refunded, else the change is refused with 409 naming them.
   */
  resolveConflicts(
    executor: Executor,
    venue: VenueFacts,
    next: (date: string, hour: number, slot: number) => boolean,
    alter: boolean,
  ): Promise<void>;
}

interface ScheduleInputs {
  entries: ScheduleEntry[];
  blocks: AvailabilityBlock[];
}

/** How far ahead a schedule or block change is checked against existing reservations (the longest period). */
export const CONFLICT_HORIZON_DAYS = 366;

const toBlockInput = (row: repository.BlockRow): AvailabilityBlock => ({
  from: row.startsAt.slice(0, 16).replace(' ', 'T'),
  to: row.endsAt.slice(0, 16).replace(' ', 'T'),
  slots: row.slots,
});

/** `{date, hour}` → stored wall time; hour 24 is the next day's 00:00. */
const wallTimeOf = (point: { date: string; hour: number }) =>
  point.hour === 24 ? `${addDays(point.date, 1)} 00:00:00` : `${point.date} ${hourLabel(point.hour)}:00`;

export const toBlockView = (row: repository.BlockRow) => ({
  uuid: row.id,
  from: row.startsAt.slice(0, 16).replace('T', ' '),
  to: row.endsAt.slice(0, 16).replace('T', ' '),
  slots: row.slots && row.slots.length ? [...row.slots].sort((a, b) => a - b) : null,
  alterReservations: row.alterReservations,
});

export interface AvailabilityDeps {
  db: Database;
  clock: Clock;
  /** Reservations depend on availability, and availability on them: the composition root passes them late-bound. */
  reservations: () => ReservationHooks;
}

/**
 * For date search: what the time rules that do not move with the clock (buffers, minimum stretches) leave of a date;
 * undefined (every free hour counts) when the listing has none.
 */
function keepBookable(rules: TimeRules, taken: TakenHour[], timezone: string) {
  const fixed = { ...rules, noticeHours: 0, horizonDays: null };
  if (!hidesHours(fixed)) return undefined;
  // Far in the past: nothing is "too soon" and no date is past the horizon.
  const context = { now: new Date(0), timezone, periodDays: 1_000_000 };
  return (day: ScheduleDay) => applyTimeRules([day], taken, fixed, context)[0];
}

export function createAvailabilityService(deps: AvailabilityDeps) {
  const { db, clock, reservations } = deps;
  /**
   * Per listing: the expansion with no hours taken, and the schedule and blocks it came from (blocks ending
   * after `fromDate`), valid for one schedule version.
   */
  const schedulesCache = createProcessCache<
    string,
    { key: string; version: number; fromDate: string; inputs: ScheduleInputs; days: ScheduleDay[] }
  >({ name: 'availability.untaken-schedules', limit: SCHEDULES_CACHE_LIMIT });

  async function loadScheduleInputs(executor: Executor, venueId: string, fromDate: string): Promise<ScheduleInputs> {
    // One after another: the executor may be a transaction, i.e. a single connection.
    const rows = await repository.listScheduleRows(executor, venueId);
    const blocks = await repository.listBlocks(executor, venueId, { fromDate });
    return { entries: rows.map(repository.toScheduleEntry), blocks: blocks.map(toBlockInput) };
  }

  async function loadInputs(executor: Executor, venue: VenueFacts, fromDate: string) {
    const inputs = await loadScheduleInputs(executor, venue.id, fromDate);
    const taken = await reservations().takenHours(executor, venue.id, fromDate);
    return { ...inputs, taken };
  }

  /**
   * Recomputes the date-search column over the listing's whole window; call inside the transaction that changed
   * availability (`scheduleChanged` for host changes, which also moves the schedule version).
   */
  async function refreshOpenDates(executor: Executor, venue: VenueFacts, options: { scheduleChanged?: boolean } = {}) {
    // Hours read under the lock: a booking committed meanwhile cannot be overwritten with an older picture.
    await repository.lockOpenDays(executor, venue.id);
    const today = localToday(clock.now(), venue.timezone);
    const inputs = await loadInputs(executor, venue, today);
    // Only the listing's bookable window: date search is then a plain index lookup (refreshed daily).
    const dates = openDatesBetween(
      { ...inputs, slotCount: venue.slots, timezone: venue.timezone },
      today,
      Math.min(venue.schedulingPeriod, venue.timeRules.horizonDays ?? venue.schedulingPeriod),
      keepBookable(venue.timeRules, inputs.taken, venue.timezone),
    );
    await repository.saveOpenDates(executor, venue.id, dates, today, options);
  }

  /**
   * Recomputes only the dates whose hours bookings took or released (the rest of the window cannot have changed).
   * The refresher calls it for the dates bookings queued (`openDatesQueueing`), after they committed.
   */
  async function refreshOpenDatesOn(executor: Executor, venueId: string, dates: string[]) {
    const stored = await repository.lockOpenDays(executor, venueId);
    // Never computed yet: the daily job computes the whole window.
    if (!stored?.computed_on) return;
    const windowEnd = addDays(stored.computed_on, stored.scheduling_period - 1);
    const touched = [...new Set(dates)].filter((date) => date >= stored.computed_on! && date <= windowEnd).sort();
    if (!touched.length) return;
    const version = Number(stored.availability_version);
    const cached = schedulesCache.get(venueId);
    // Read under the lock: a host change in between has moved the version, and then the cache is not used.
    const inputs =
      cached && cached.version === version && cached.fromDate <= touched[0]!
        ? cached.inputs
        : await loadScheduleInputs(executor, venueId, touched[0]!);
    const taken = await reservations().takenHoursOn(executor, venueId, touched);
    const slotCount = stored.slots === null ? null : Number(stored.slots);
    const rules = timeRulesOf(withDefaultRules(stored.booking_rules));
    const open = new Set(
      openDatesAmong(
        { ...inputs, taken, slotCount, timezone: stored.timezone },
        touched,
        keepBookable(rules, taken, stored.timezone),
      ),
    );
    const storedDays = stored.open_days.map(Number);
    const before = new Set(storedDays);
    // Most bookings leave their date open: then nothing is written (no row version, no GIN index entry).
    if (touched.every((date) => before.has(dayNumberOf(date)) === open.has(date))) return;
    const touchedDays = new Set(touched.map(dayNumberOf));
    const days = storedDays.filter((day) => !touchedDays.has(day));
    days.push(...[...open].map(dayNumberOf));
    await repository.replaceOpenDays(
      executor,
      venueId,
      days.sort((a, b) => a - b),
    );
  }

  /** The expansion with no hours taken, cached per listing under its schedule version and the local hour. */
  async function untakenSchedules(executor: Executor, venue: VenueFacts, now: Date, localHour: string) {
    const key = `${venue.version}|${localHour}|${venue.schedulingPeriod}|${venue.slots}|${venue.timezone}`;
    const cached = schedulesCache.get(venue.id);
    if (cached?.key === key) return cached.days;
    const fromDate = localHour.slice(0, 10);
    const inputs = await loadScheduleInputs(executor, venue.id, fromDate);
    const days = expandAvailability({
      ...inputs,
      taken: [],
      slotCount: venue.slots,
      periodDays: venue.schedulingPeriod,
      now,
      timezone: venue.timezone,
    });
    schedulesCache.set(venue.id, {
      key,
      version: venue.version,
      fromDate,
      inputs,
      days,
    });
    return days;
  }

  /** Refuses (or, with alter, cancels) reservations whose hours the change in `apply` would remove. */
  async function applyChange(executor: Executor, venue: VenueFacts, alter: boolean, apply: () => Promise<VenueFacts>) {
    const after = await apply();
    const today = localToday(clock.now(), after.timezone);
    const inputs = await loadInputs(executor, after, today);
    const open = new Map<string, Set<string>>();
    for (const day of expandAvailability({
      ...inputs,
      taken: [],
      slotCount: after.slots,
      periodDays: CONFLICT_HORIZON_DAYS,
      now: clock.now(),
      timezone: after.timezone,
    })) {
      open.set(
        day.date,
        new Set(
          day.intervals.flatMap((interval) =>
            after.slots
              ? interval.slots.filter((slot) => slot.status === 1).map((slot) => `${interval.time}|${slot.id}`)
              : interval.status === 1
                ? [`${interval.time}|1`]
                : [],
          ),
        ),
      );
    }
    await reservations().resolveConflicts(
      executor,
      after,
      (date, hour, slot) => open.get(date)?.has(`${hourLabel(hour)}|${slot}`) ?? false,
      alter,
    );
    await refreshOpenDates(executor, after, { scheduleChanged: true });
  }

  return {
    refreshOpenDates,

    /**
     * The dates a booking, cancel or expiry took or released hours on, queued for the refresher as part of the
     * caller's statement (`when` it holds): it recomputes them once that has committed. A booking does not lock the
     * listing for this, and one refresh covers every booking of a listing since the last (date search lags by well
     * under a second). The booking effects run it in a transaction, or in a booking's own statement.
     */
    openDatesQueueing(venueId: string, dates: string[], when: SQL) {
      return repository.queueOpenDaysPart(venueId, [...new Set(dates)], when);
    },

    /** Recomputes every queued date, a batch of entries a transaction; returns the number of entries taken. */
    async refreshQueuedOpenDates(): Promise<number> {
      let total = 0;
      for (;;) {
        const taken = await db.transaction(async (tx) => {
          const batch = await repository.takeQueuedOpenDays(tx, OPEN_DAYS_QUEUE_BATCH);
          for (const { venueId, dates } of batch.venues) await refreshOpenDatesOn(tx, venueId, dates);
          return batch.taken;
        });
        total += taken;
        if (taken < OPEN_DAYS_QUEUE_BATCH) return total;
      }
    },

    /**
     * The venue view's `schedules`, or with `dates` only those dates (a booking checks the hours it asks for and
     * reads no others; `taken`, when the caller read them, are the hours taken on those dates). The expansion is cached by schedule version and local hour (per instance; the version
     * lives in the database); the hours taken are read on each call, since every booking changes them.
     */
    async schedulesFor(
      executor: Executor,
      venue: VenueFacts,
      options: { countAsFree?: TakenHour[]; dates?: string[]; taken?: TakenHour[] } = {},
    ) {
      const now = clock.now();
      const localHour = localHourOf(now, venue.timezone);
      const all = await untakenSchedules(executor, venue, now, localHour);
      const wanted = options.dates ? new Set(options.dates) : undefined;
      const days = wanted ? all.filter((day) => wanted.has(day.date)) : all;
      if (wanted && !days.length) return days;
      // `taken` read by the caller (with the listing's record) for these dates, or read here.
      let taken = options.taken
        ? options.taken
        : wanted
          ? await reservations().takenHoursOn(
              executor,
              venue.id,
              days.map((day) => day.date),
            )
          : await reservations().takenHours(executor, venue.id, localHour.slice(0, 10));
      if (options.countAsFree) {
        // A reschedule sees its own hours as free.
        const own = new Set(options.countAsFree.map((hour) => `${hour.date}|${hour.hour}|${hour.slot}`));
        taken = taken.filter((hour) => !own.has(`${hour.date}|${hour.hour}|${hour.slot}`));
      }
      return applyTimeRules(markTaken(days, taken, venue.slots), taken, venue.timeRules, {
        now,
        timezone: venue.timezone,
        periodDays: venue.schedulingPeriod,
      });
    },

    async rawSchedule(venue: VenueFacts) {
      const rows = await repository.listScheduleRows(db, venue.id);
      return rows.map((row) => ({
        type: row.type,
        date: row.type === 2 ? (row.weekdays ?? []) : (row.date ?? ''),
        intervals: row.intervals.map((interval) => ({ from: hourLabel(interval.from), to: hourLabel(interval.to) })),
        ...(row.type === 3 ? { unit: row.unit ?? 2, frequency: row.frequency ?? 2 } : {}),
      }));
    },

    async updateSchedule(
      venue: VenueFacts,
      body: ScheduleUpdateBody,
      saveVenue: (executor: Executor, patch: { schedulingPeriod: number; slots?: number }) => Promise<void>,
    ) {
      const today = localToday(clock.now(), venue.timezone);
      body.schedules.forEach((entry, index) => {
        if (scheduleDateInPast(entry, today)) {
          throw new AppError('BAD_REQUEST', Messages.scheduleDateInPast, {
            [`schedules.${index}.date`]: [Messages.scheduleDateInPast],
          });
        }
      });
      if (body.slots !== undefined && !venue.hasSlots) throw fieldError('slots', Messages.slotsNotAllowed);
      const entries: ScheduleEntry[] = body.schedules;
      await db.transaction(async (tx) => {
        await applyChange(tx, venue, body.alterReservations, async () => {
          await repository.replaceScheduleRows(tx, venue.id, entries);
          const patch = {
            schedulingPeriod: body.schedulingPeriod,
            ...(body.slots !== undefined ? { slots: body.slots } : {}),
          };
          await saveVenue(tx, patch);
          return { ...venue, schedulingPeriod: body.schedulingPeriod, slots: body.slots ?? venue.slots };
        });
      });
    },

    async listBlocks(venue: VenueFacts, range: { fromDate?: string; toDate?: string }) {
      return (await repository.listBlocks(db, venue.id, range)).map(toBlockView);
    },

    async createBlock(venue: VenueFacts, body: BlockBody) {
      const slots = blockSlotsOf(venue, body.slots);
      return db.transaction(async (tx) => {
        let created: repository.BlockRow | undefined;
        await applyChange(tx, venue, body.alterReservations, async () => {
          created = await repository.insertBlock(tx, {
            venueId: venue.id,
            startsAt: wallTimeOf(body.from),
            endsAt: wallTimeOf(body.to),
            slots,
            alterReservations: body.alterReservations,
          });
          return venue;
        });
        return toBlockView(created!);
      });
    },

    async updateBlock(venue: VenueFacts, blockId: string, body: BlockBody) {
      const slots = blockSlotsOf(venue, body.slots);
      return db.transaction(async (tx) => {
        const existing = await repository.findBlock(tx, venue.id, blockId);
        if (!existing) throw notFound(Messages.blockNotFound);
        let updated: repository.BlockRow | undefined;
        await applyChange(tx, venue, body.alterReservations, async () => {
          updated = await repository.updateBlock(tx, blockId, {
            startsAt: wallTimeOf(body.from),
            endsAt: wallTimeOf(body.to),
            slots,
            alterReservations: body.alterReservations,
          });
          return venue;
        });
        return toBlockView(updated!);
      });
    },

    async deleteBlock(venue: VenueFacts, blockId: string) {
      await db.transaction(async (tx) => {
        const existing = await repository.findBlock(tx, venue.id, blockId);
        if (!existing) throw notFound(Messages.blockNotFound);
        await repository.deleteBlock(tx, blockId);
        await refreshOpenDates(tx, venue, { scheduleChanged: true });
      });
    },
  };
}
export type AvailabilityService = ReturnType<typeof createAvailabilityService>;

/** Writes a listing's schedule as given, without the checks of `updateSchedule`: the seed's demo schedules. */
export const replaceSchedule = (executor: Executor, venueId: string, entries: ScheduleEntry[]) =>
  repository.replaceScheduleRows(executor, venueId, entries);

function blockSlotsOf(venue: VenueFacts, slots: number[] | null | undefined) {
  if (!slots || !slots.length) return null;
  if (!venue.slots || slots.some((slot) => slot > venue.slots!)) throw fieldError('slots', Messages.blockSlotsInvalid);
  return [...new Set(slots)].sort((a, b) => a - b);
}

export const REFRESH_OPEN_DATES_JOB = 'availability.refresh-open-dates';

/**
 * The materialised open dates cover the listing's window (today … today + period − 1) as of the day they
 * were computed; this job recomputes listings computed before today, in batches, then schedules itself again.
 */
export function createOpenDatesRefreshJob(deps: {
  db: Database;
  clock: Clock;
  availability: Pick<AvailabilityService, 'refreshOpenDates'>;
  loadFacts: (venueId: string) => Promise<VenueFacts | undefined>;
  enqueueNext: (runAt: Date) => Promise<void>;
  batchSize?: number;
}) {
  return async () => {
    const now = deps.clock.now();
    const staleBefore = now.toISOString().slice(0, 10);
    const stale = await repository.venuesNeedingOpenDates(deps.db, staleBefore, deps.batchSize ?? 500);
    for (const { id } of stale) {
      const facts = await deps.loadFacts(id);
      if (facts) await deps.db.transaction((tx) => deps.availability.refreshOpenDates(tx, facts));
    }
    const more = stale.length === (deps.batchSize ?? 500);
    await deps.enqueueNext(new Date(now.getTime() + (more ? 1000 : 3_600_000)));
  };
}
