import { Limits, Messages, ScheduleType, ScheduleUnit } from '@app/contract';
import {
  hourIntervalProblem,
  isIsoDate,
  isSchedulingPeriod,
  repeatProblem,
  scheduleDateInPast,
  weekdaysProblem,
} from '@app/contract/rules';
import { addDays } from '../../../lib/date-rules.ts';

/**
 * One schedule entry as the raw view gives it (docs/product/wire-contract.md#schedules-and-blocks) and the editor keeps it: type 2 `date` is the
 * weekday list (1 = Monday … 7 = Sunday), types 1 and 3 a `YYYY-MM-DD` string. Fields the editor does not know
 * are kept as they came and sent back.
 */
export interface ScheduleEntryDraft {
  type: number;
  date: string | number[];
  intervals: Array<{ from: string; to: string }>;
  unit?: number;
  frequency?: number;
}

export interface ScheduleUpdatePayload {
  schedules: Array<Omit<ScheduleEntryDraft, 'date'> & { date: string }>;
  schedulingPeriod: number;
  alterReservations: boolean;
  slots?: number;
}

/** Hours a day can start from (docs/product/rules.md#constants: 00:00 to 23:00) and end at (the server takes 24:00 as end of day). */
export const FROM_HOURS = Array.from({ length: 24 }, (_unused, hour) => hour);
export const TO_HOURS = Array.from({ length: 24 }, (_unused, hour) => hour + 1);

export const WEEKDAYS = [
  { value: 1, short: 'Mon', long: 'Monday' },
  { value: 2, short: 'Tue', long: 'Tuesday' },
  { value: 3, short: 'Wed', long: 'Wednesday' },
  { value: 4, short: 'Thu', long: 'Thursday' },
  { value: 5, short: 'Fri', long: 'Friday' },
  { value: 6, short: 'Sat', long: 'Saturday' },
  { value: 7, short: 'Sun', long: 'Sunday' },
] as const;

export const UNITS = [
  { value: ScheduleUnit.DAYS, one: 'day', many: 'days', label: 'Days' },
  { value: ScheduleUnit.WEEKS, one: 'week', many: 'weeks', label: 'Weeks' },
  { value: ScheduleUnit.MONTHS, one: 'month', many: 'months', label: 'Months' },
  { value: ScheduleUnit.YEARS, one: 'year', many: 'years', label: 'Years' },
] as const;

/** docs/product/rules.md#states-and-transitions / §9: switching to custom repeat starts at every 2 weeks. */
export const CUSTOM_DEFAULTS = { unit: ScheduleUnit.WEEKS, frequency: 2 } as const;

export const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/** "09:00" → 9, "24:00" → 24; anything that is not a whole hour → undefined. */
export function hourOf(time: string): number | undefined {
  const match = /^(\d{1,2}):00$/.exec(time.trim());
  if (!match) return undefined;
  const hour = Number(match[1]);
  return hour <= 24 ? hour : undefined;
}

export const newEntry = (): ScheduleEntryDraft => ({ type: ScheduleType.WEEKDAYS, date: [], intervals: [] });

/** Drops the repeat fields of a custom entry (kept only on type 3) and keeps anything else as loaded. */
function withoutRepeat(entry: ScheduleEntryDraft): ScheduleEntryDraft {
  const { unit, frequency, ...rest } = entry;
  void unit;
  void frequency;
  return rest;
}

/** docs/product/rules.md#states-and-transitions: the specific-date switch on gives type 1, off gives type 2; date and intervals are cleared. */
export function toggleSpecificDate(entry: ScheduleEntryDraft, on: boolean): ScheduleEntryDraft {
  return on
    ? { ...withoutRepeat(entry), type: ScheduleType.DATE, date: '', intervals: [] }
    : { ...withoutRepeat(entry), type: ScheduleType.WEEKDAYS, date: [], intervals: [] };
}

/** docs/product/rules.md#states-and-transitions: the custom-repeat switch on gives type 3 (every 2 weeks), off gives type 2; date and intervals are cleared. */
export function toggleCustomRepeat(entry: ScheduleEntryDraft, on: boolean): ScheduleEntryDraft {
  return on
    ? { ...entry, type: ScheduleType.CUSTOM, date: '', intervals: [], ...CUSTOM_DEFAULTS }
    : { ...withoutRepeat(entry), type: ScheduleType.WEEKDAYS, date: [], intervals: [] };
}

/**
 * docs/product/rules.md#validation: why `from`–`to` cannot be added to `intervals`, or undefined when it can.
 * A missing hour is the general message.
 */
export function intervalProblem(
  intervals: ScheduleEntryDraft['intervals'],
  from: number | undefined,
  to: number | undefined,
): string | undefined {
  if (from === undefined || to === undefined || from < 0 || from > 23 || to < 1 || to > 24)
    return Messages.intervalInvalid;
  const existing = intervals
    .map((interval) => ({ from: hourOf(interval.from), to: hourOf(interval.to) }))
    .filter(
      (interval): interval is { from: number; to: number } => interval.from !== undefined && interval.to !== undefined,
    );
  return hourIntervalProblem(existing, from, to);
}

/** Adds an interval (already checked with intervalProblem), keeping the list in time order. */
export function addInterval(intervals: ScheduleEntryDraft['intervals'], from: number, to: number) {
  return [...intervals, { from: hourLabel(from), to: hourLabel(to) }].sort(
    (a, b) => (hourOf(a.from) ?? 0) - (hourOf(b.from) ?? 0),
  );
}

/** The parts of an entry a problem can be about; each shows its problem under itself. */
export type EntryField = 'weekdays' | 'date' | 'frequency' | 'unit' | 'intervals';
export type EntryIssues = Partial<Record<EntryField, string>>;
/** The order the editor shows them in. */
export const entryFieldOrder: readonly EntryField[] = ['weekdays', 'date', 'frequency', 'unit', 'intervals'];

/** Why each part of an entry cannot be saved yet (the server's checks); empty when the entry is complete. */
export function entryIssues(entry: ScheduleEntryDraft, today: string): EntryIssues {
  const issues: EntryIssues = {};
  if (entry.type === ScheduleType.WEEKDAYS) {
    const problem = weekdaysProblem(Array.isArray(entry.date) ? entry.date : undefined);
    if (problem) issues.weekdays = problem;
  } else if (!isIsoDate(entry.date)) issues.date = Messages.scheduleDateRequired;
  else if (scheduleDateInPast(entry, today)) issues.date = Messages.scheduleDateInPast;
  if (entry.type === ScheduleType.CUSTOM) {
    const problem = repeatProblem(entry.unit, entry.frequency);
    if (problem) issues[problem.field] = problem.message;
    // Both can be wrong at once; the shared rule names the unit first.
    if (problem?.field === 'unit') {
      const frequency = repeatProblem(ScheduleUnit.DAYS, entry.frequency);
      if (frequency) issues.frequency = frequency.message;
    }
  }
  if (entry.intervals.length === 0) issues.intervals = Messages.intervalInvalid;
  return issues;
}

/**
 * The problems shown as soon as the host makes them, before any submit: a specific date before today and a repeat
 * frequency below 1. What is only missing waits for Submit.
 */
export function liveEntryIssues(entry: ScheduleEntryDraft, today: string): EntryIssues {
  const issues = entryIssues(entry, today);
  const live: EntryIssues = {};
  if (issues.date === Messages.scheduleDateInPast) live.date = issues.date;
  if (issues.frequency && entry.frequency !== undefined) live.frequency = issues.frequency;
  return live;
}

/** Why an entry cannot be saved yet, the first problem in the editor's order, or undefined when it is complete. */
export function entryProblem(entry: ScheduleEntryDraft, today: string): string | undefined {
  const issues = entryIssues(entry, today);
  for (const field of entryFieldOrder) if (issues[field]) return issues[field];
  return undefined;
}

/** A problem named by its entry, for the dialog's summary: "Please choose a date" → "Entry 2: choose a date". */
export function entryMessage(number: number, message: string) {
  const text = message.replace(/^Please /, '');
  return `Entry ${number}: ${text.charAt(0).toLowerCase()}${text.slice(1)}`;
}

/** docs/product/wire-contract.md#schedules-and-blocks: each entry's `date` goes as JSON text ("[1,3,5]", "\"2026-12-24\""). */
export function toPayload(
  entries: ScheduleEntryDraft[],
  settings: { schedulingPeriod: number; alterReservations: boolean; slots?: number },
): ScheduleUpdatePayload {
  return {
    schedules: entries.map((entry) => ({ ...entry, date: JSON.stringify(entry.date) })),
    schedulingPeriod: settings.schedulingPeriod,
    alterReservations: settings.alterReservations,
    ...(settings.slots !== undefined ? { slots: settings.slots } : {}),
  };
}

/** The period field: a whole number of days, 1 to 365 (the server's range). */
export function schedulingPeriodOf(text: string): number | undefined {
  const value = Number(text);
  return text.trim() !== '' && isSchedulingPeriod(value) ? value : undefined;
}

export const defaultSchedulingPeriod = Limits.defaultSchedulingPeriod;

// Calendar arithmetic on plain dates, read at UTC so no time zone moves a day.
const DAY_MS = 86_400_000;
const dayNumberOf = (date: string) =>
  Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / DAY_MS;
/** 1 = Monday … 7 = Sunday (1970-01-01 was a Thursday). */
const isoWeekdayOf = (date: string) => ((((dayNumberOf(date) + 3) % 7) + 7) % 7) + 1;

/** Whether an entry opens hours on a date: the rule the server applies (docs/product/rules.md#availability). */
export function entryCoversDate(entry: ScheduleEntryDraft, date: string): boolean {
  if (entry.type === ScheduleType.WEEKDAYS)
    return Array.isArray(entry.date) && entry.date.map(Number).includes(isoWeekdayOf(date));
  if (!isIsoDate(entry.date)) return false;
  if (entry.type === ScheduleType.DATE) return entry.date === date;
  if (entry.type !== ScheduleType.CUSTOM || !entry.frequency || entry.frequency < 1 || date < entry.date) return false;
  const start = entry.date;
  const frequency = entry.frequency;
  switch (entry.unit) {
    case ScheduleUnit.DAYS:
      return (dayNumberOf(date) - dayNumberOf(start)) % frequency === 0;
    case ScheduleUnit.WEEKS:
      return (dayNumberOf(date) - dayNumberOf(start)) % (7 * frequency) === 0;
    case ScheduleUnit.MONTHS: {
      // A month without the start's day (31st, 29–30 Feb) is skipped, as on the server.
      if (date.slice(8, 10) !== start.slice(8, 10)) return false;
      const months =
        (Number(date.slice(0, 4)) - Number(start.slice(0, 4))) * 12 +
        Number(date.slice(5, 7)) -
        Number(start.slice(5, 7));
      return months % frequency === 0;
    }
    case ScheduleUnit.YEARS:
      return (
        date.slice(5, 10) === start.slice(5, 10) &&
        (Number(date.slice(0, 4)) - Number(start.slice(0, 4))) % frequency === 0
      );
    default:
      return false;
  }
}

/** Open hour starts per date: what the unsaved entries would open over the scheduling period from `today`. */
export function expandEntries(entries: ScheduleEntryDraft[], today: string, periodDays: number) {
  const days = new Map<string, number[]>();
  for (let offset = 0; offset < periodDays; offset++) {
    const date = addDays(today, offset);
    const hours = new Set<number>();
    for (const entry of entries) {
      if (!entryCoversDate(entry, date)) continue;
      for (const interval of entry.intervals) {
        const from = hourOf(interval.from);
        const to = hourOf(interval.to);
        if (from === undefined || to === undefined) continue;
        for (let hour = from; hour < to; hour++) hours.add(hour);
      }
    }
    if (hours.size)
      days.set(
        date,
        [...hours].sort((a, b) => a - b),
      );
  }
  return days;
}

/** The venue view's schedules (docs/product/wire-contract.md#catalog-and-venues) as open hour starts per date: the hours a guest can book. */
export function openHoursOfView(
  schedules: Array<{ date: string; intervals: Array<{ time: string; status: number }> }>,
) {
  const days = new Map<string, number[]>();
  for (const day of schedules) {
    const hours = day.intervals
      .filter((interval) => interval.status === 1)
      .map((interval) => hourOf(interval.time))
      .filter((hour): hour is number => hour !== undefined)
      .sort((a, b) => a - b);
    if (hours.length) days.set(day.date, hours);
  }
  return days;
}

/** Hour starts as short ranges: [9, 10, 11, 14, 15, 16] → ["9–12", "14–17"]. */
export function hourRanges(hours: number[]): string[] {
  const sorted = [...new Set(hours)].sort((a, b) => a - b);
  const ranges: string[] = [];
  let index = 0;
  while (index < sorted.length) {
    const start = sorted[index]!;
    let end = start + 1;
    while (sorted[index + 1] === end) {
      end++;
      index++;
    }
    ranges.push(`${start}–${end}`);
    index++;
  }
  return ranges;
}

/** A one-line summary of an entry for the list: "Mon, Wed", "Thu 24 Dec 2026", "Every 2 weeks from …". */
export function repeatSummary(entry: ScheduleEntryDraft): string {
  if (entry.type !== ScheduleType.CUSTOM) return '';
  const unit = UNITS.find((candidate) => candidate.value === entry.unit);
  if (!unit || !entry.frequency || entry.frequency < 1) return '';
  const every = entry.frequency === 1 ? `Every ${unit.one}` : `Every ${entry.frequency} ${unit.many}`;
  return isIsoDate(entry.date) ? `${every} from ${formatDay(entry.date)}` : every;
}

/** "Thu 24 Dec 2026" */
export const formatDay = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
