import { DateTime } from 'luxon';
import { ScheduleType, ScheduleUnit } from '@app/contract';

/** A host's schedule entry, already validated. Times are whole hours; `to` may be 24. */
export interface ScheduleEntry {
  type: (typeof ScheduleType)[keyof typeof ScheduleType];
  /** Types 1 and 3: the date (YYYY-MM-DD). */
  date?: string;
  /** Type 2: ISO weekdays, 1 = Monday … 7 = Sunday. */
  weekdays?: number[];
  unit?: (typeof ScheduleUnit)[keyof typeof ScheduleUnit];
  frequency?: number;
  intervals: Array<{ from: number; to: number }>;
}

/** A block in listing-local wall time, `[from, to)`, as `YYYY-MM-DDTHH:00`. `slots` null = the whole listing. */
export interface AvailabilityBlock {
  from: string;
  to: string;
  slots: number[] | null;
}

/** An hour-slot held or booked by an active reservation (slot 1 for listings without slots). */
export interface TakenHour {
  date: string;
  hour: number;
  slot: number;
}

export interface ExpandInput {
  entries: ScheduleEntry[];
  periodDays: number;
  /** Number of slots, or null for a listing that is booked as one unit. */
  slotCount: number | null;
  blocks: AvailabilityBlock[];
  taken: TakenHour[];
  now: Date;
  timezone: string;
}

export const AVAILABLE = 1;
export const UNAVAILABLE = 2;

export interface ScheduleDay {
  date: string;
  status: number;
  intervals: Array<{ time: string; status: number; slots: Array<{ id: number; status: number }> }>;
}

const DAY_MS = 86_400_000;

/** Calendar arithmetic on plain dates (no time zone involved). */
export const dayNumberOf = (date: string) =>
  Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / DAY_MS;
export const dateOfDayNumber = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);
export const addDays = (date: string, days: number) => dateOfDayNumber(dayNumberOf(date) + days);
const isoWeekdayOf = (day: number) => ((((day + 3) % 7) + 7) % 7) + 1; // 1970-01-01 was a Thursday (4)
export const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/**
 * Luxon's answers for a zone, kept: each one asks Intl for the zone's offset, and a booking asked three times (3 % of
 * the API's time in the booking bench). Zone rules do not change while the process runs, and an offset changes only
 * at a whole minute, so a local hour is kept per zone and minute, an instant per zone and wall-clock time, and a
 * date's missing hours per zone and date.
 */
const zonedCache = new Map<string, unknown>();
const ZONED_CACHE_LIMIT = 20_000;
function zoned<T>(key: string, compute: () => T): T {
  const cached = zonedCache.get(key);
  if (cached !== undefined) return cached as T;
  const value = compute();
  if (zonedCache.size >= ZONED_CACHE_LIMIT) zonedCache.clear();
  zonedCache.set(key, value);
  return value;
}

/** The current local hour where the listing is, as `yyyy-MM-ddTHH`. */
export const localHourOf = (now: Date, timezone: string) =>
  zoned(`h|${timezone}|${Math.floor(now.getTime() / 60_000)}`, () =>
    DateTime.fromJSDate(now, { zone: timezone }).toFormat("yyyy-MM-dd'T'HH"),
  );

/** Today's date where the listing is. */
export const localToday = (now: Date, timezone: string) => localHourOf(now, timezone).slice(0, 10);

/** The instant (ms) a local wall-clock time (`HH:mm`) of a date begins where the listing is, as luxon places it. */
export const instantOfLocal = (date: string, time: string, timezone: string) =>
  zoned(`i|${timezone}|${date}T${time}`, () => DateTime.fromISO(`${date}T${time}`, { zone: timezone }).toMillis());

export function entryCoversDate(entry: ScheduleEntry, date: string): boolean {
  if (entry.type === ScheduleType.DATE) return entry.date === date;
  if (entry.type === ScheduleType.WEEKDAYS) return (entry.weekdays ?? []).includes(isoWeekdayOf(dayNumberOf(date)));
  if (!entry.date || !entry.frequency || entry.frequency < 1) return false;
  const start = entry.date;
  if (date < start) return false;
  const frequency = entry.frequency;
  switch (entry.unit) {
    case ScheduleUnit.DAYS:
      return (dayNumberOf(date) - dayNumberOf(start)) % frequency === 0;
    case ScheduleUnit.WEEKS:
      return (dayNumberOf(date) - dayNumberOf(start)) % (7 * frequency) === 0;
    case ScheduleUnit.MONTHS: {
      // Same day of the month; a month without that day (31st, 29–30 Feb) is skipped, not clamped.
      if (date.slice(8, 10) !== start.slice(8, 10)) return false;
      const months =
        (Number(date.slice(0, 4)) - Number(start.slice(0, 4))) * 12 +
        Number(date.slice(5, 7)) -
        Number(start.slice(5, 7));
      return months % frequency === 0;
    }
    case ScheduleUnit.YEARS: {
      if (date.slice(5, 10) !== start.slice(5, 10)) return false;
      return (Number(date.slice(0, 4)) - Number(start.slice(0, 4))) % frequency === 0;
    }
    default:
      return false;
  }
}

/** The union of hour starts that the entries open on a date. */
export function openHoursOn(entries: ScheduleEntry[], date: string): number[] {
  const hours = new Set<number>();
  for (const entry of entries) {
    if (!entryCoversDate(entry, date)) continue;
    for (const interval of entry.intervals) for (let hour = interval.from; hour < interval.to; hour++) hours.add(hour);
  }
  return [...hours].sort((a, b) => a - b);
}

/**
 * Local hours of a date that do not exist (the spring-forward gap). A repeated hour (fall back)
 * exists and is offered once, since hours are keyed by their wall-clock label.
 */
const missingHoursOn = (date: string, timezone: string): Set<number> =>
  zoned(`m|${timezone}|${date}`, () => computeMissingHours(date, timezone));

function computeMissingHours(date: string, timezone: string): Set<number> {
  const start = DateTime.fromISO(date, { zone: timezone });
  const end = start.plus({ days: 1 });
  const missing = new Set<number>();
  if (start.offset === end.offset && start.isInDST === end.isInDST) return missing;
  for (let hour = 0; hour < 24; hour++) {
    const local = DateTime.fromObject(
      { year: start.year, month: start.month, day: start.day, hour },
      { zone: timezone },
    );
    if (local.hour !== hour || local.toISODate() !== date) missing.add(hour);
  }
  return missing;
}

const blockKey = (value: string) => dayNumberOf(value.slice(0, 10)) * 24 + Number(value.slice(11, 13));

/** Answers "is this hour-slot free of blocks and reservations?" for one listing. */
function createFreeCheck(input: Pick<ExpandInput, 'slotCount' | 'blocks' | 'taken'>) {
  const slotIds = input.slotCount ? Array.from({ length: input.slotCount }, (_unused, index) => index + 1) : [1];
  const blocks = input.blocks.map((block) => ({
    from: blockKey(block.from),
    to: blockKey(block.to),
    slots: block.slots ? new Set(block.slots) : null,
  }));
  // Numeric keys: (day × 24 + hour) × 1000 + slot.
  const taken = new Set(input.taken.map((hour) => (dayNumberOf(hour.date) * 24 + hour.hour) * 1000 + hour.slot));
  /** Free slots at a local hour, given as day number × 24 + hour. */
  const isFree = (hourKey: number, slot: number) => {
    if (taken.size && taken.has(hourKey * 1000 + slot)) return false;
    for (const block of blocks) {
      if (block.from <= hourKey && hourKey < block.to && (block.slots === null || block.slots.has(slot))) return false;
    }
    return true;
  };
  return { slotIds, isFree };
}

/**
 * The venue view's `schedules` (docs/product/wire-contract.md#catalog-and-venues): one entry per date of the scheduling period that
 * has hours defined, each hour with its slots and their status. Blocked, held, booked and already
 * started hours are unavailable.
 */
export function expandAvailability(input: ExpandInput): ScheduleDay[] {
  const nowLocal = DateTime.fromJSDate(input.now, { zone: input.timezone });
  const today = nowLocal.toISODate()!;
  const { slotIds, isFree } = createFreeCheck(input);
  const days: ScheduleDay[] = [];
  for (let offset = 0; offset < input.periodDays; offset++) {
    const date = addDays(today, offset);
    const hours = openHoursOn(input.entries, date);
    if (!hours.length) continue;
    const missing = missingHoursOn(date, input.timezone);
    const dayKey = dayNumberOf(date) * 24;
    const intervals: ScheduleDay['intervals'] = [];
    for (const hour of hours) {
      if (missing.has(hour)) continue;
      // Today, an hour whose wall-clock start is at or before the current local hour has started.
      const started = offset === 0 && hour <= nowLocal.hour;
      const slotStatus = slotIds.map((id) => ({
        id,
        status: !started && isFree(dayKey + hour, id) ? AVAILABLE : UNAVAILABLE,
      }));
      const anyFree = slotStatus.some((slot) => slot.status === AVAILABLE);
      intervals.push({
        time: hourLabel(hour),
        status: anyFree ? AVAILABLE : UNAVAILABLE,
        slots: input.slotCount ? slotStatus : [],
      });
    }
    if (!intervals.length) continue;
    days.push({
      date,
      status: intervals.some((interval) => interval.status === AVAILABLE) ? AVAILABLE : UNAVAILABLE,
      intervals,
    });
  }
  return days;
}

/**
 * Dates in `[fromDate, fromDate + days)` with at least one free hour-slot, ignoring "now": the
 * material for the date-search column (`venues.open_days`).
 */
export function openDatesBetween(
  input: Omit<ExpandInput, 'now' | 'periodDays'>,
  fromDate: string,
  days: number,
  keep?: (day: ScheduleDay) => ScheduleDay | undefined,
): string[] {
  return openDatesAmong(
    input,
    Array.from({ length: days }, (_unused, offset) => addDays(fromDate, offset)),
    keep,
  );
}

/**
 * `openDatesBetween` for some dates only (the ones bookings touched), with one look-up of the taken hours for all.
 * `keep`, when given, is what the listing's time rules leave of a date's hours (buffers, minimum stretches): a date
 * is open when a guest could book one of its hours.
 */
export function openDatesAmong(
  input: Omit<ExpandInput, 'now' | 'periodDays'>,
  dates: string[],
  keep?: (day: ScheduleDay) => ScheduleDay | undefined,
): string[] {
  const { slotIds, isFree } = createFreeCheck(input);
  return dates.filter((date) => {
    const hours = openHoursOn(input.entries, date);
    if (!hours.length) return false;
    const missing = missingHoursOn(date, input.timezone);
    const dayKey = dayNumberOf(date) * 24;
    if (!keep) return hours.some((hour) => !missing.has(hour) && slotIds.some((id) => isFree(dayKey + hour, id)));
    const intervals = hours
      .filter((hour) => !missing.has(hour))
      .map((hour) => {
        const slots = slotIds.map((id) => ({ id, status: isFree(dayKey + hour, id) ? AVAILABLE : UNAVAILABLE }));
        const status = slots.some((slot) => slot.status === AVAILABLE) ? AVAILABLE : UNAVAILABLE;
        return { time: hourLabel(hour), status, slots: input.slotCount ? slots : [] };
      });
    const kept = keep({ date, status: AVAILABLE, intervals });
    return Boolean(kept?.intervals.some((interval) => interval.status === AVAILABLE));
  });
}

/**
 * `days` (expanded with no hours taken) with the given hours marked taken: the same result as expanding with
 * `taken`, since hours held or booked never add or remove a date or an hour, only change statuses.
 * Days without taken hours are returned as they are (shared, never mutated).
 */
export function markTaken(days: ScheduleDay[], taken: TakenHour[], slotCount: number | null): ScheduleDay[] {
  if (!taken.length) return days;
  const byDate = new Map<string, Set<number>>();
  for (const hour of taken) {
    const keys = byDate.get(hour.date) ?? new Set<number>();
    keys.add(hour.hour * 1000 + hour.slot);
    byDate.set(hour.date, keys);
  }
  return days.map((day) => {
    const keys = byDate.get(day.date);
    if (!keys) return day;
    const intervals = day.intervals.map((interval) => {
      const hour = Number(interval.time.slice(0, 2));
      if (!slotCount) {
        const free = interval.status === AVAILABLE && !keys.has(hour * 1000 + 1);
        return { time: interval.time, status: free ? AVAILABLE : UNAVAILABLE, slots: interval.slots };
      }
      const slots = interval.slots.map((slot) =>
        slot.status === AVAILABLE && keys.has(hour * 1000 + slot.id) ? { id: slot.id, status: UNAVAILABLE } : slot,
      );
      const anyFree = slots.some((slot) => slot.status === AVAILABLE);
      return { time: interval.time, status: anyFree ? AVAILABLE : UNAVAILABLE, slots };
    });
    return {
      date: day.date,
      status: intervals.some((interval) => interval.status === AVAILABLE) ? AVAILABLE : UNAVAILABLE,
      intervals,
    };
  });
}
