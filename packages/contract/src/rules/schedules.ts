import { ScheduleType, ScheduleUnit } from '../constants.ts';
import { Messages } from '../messages.ts';

/** Whole hours: `from` 0–23, `to` 1–24 (24 is the end of the day). */
export interface HourInterval {
  from: number;
  to: number;
}

/**
 * docs/product/rules.md#validation Schedule: why `from`–`to` cannot join `others` (start before end, not twice, no
 * overlap; touching intervals are fine), or undefined when it can.
 */
export function hourIntervalProblem(others: readonly HourInterval[], from: number, to: number) {
  if (from >= to) return Messages.intervalStartBeforeEnd;
  if (others.some((other) => other.from === from && other.to === to)) return Messages.intervalDuplicate;
  if (others.some((other) => from < other.to && other.from < to)) return Messages.intervalOverlap;
  return undefined;
}

/** A weekly entry (type 2) needs at least one weekday, each 1 (Monday) to 7 (Sunday). */
export function weekdaysProblem(weekdays: readonly unknown[] | undefined) {
  if (!weekdays || !weekdays.length) return Messages.scheduleWeekdaysRequired;
  if (weekdays.some((day) => typeof day !== 'number' || !Number.isInteger(day) || day < 1 || day > 7))
    return Messages.scheduleWeekdayInvalid;
  return undefined;
}

export const isScheduleUnit = (unit: unknown): unit is (typeof ScheduleUnit)[keyof typeof ScheduleUnit] =>
  (Object.values(ScheduleUnit) as unknown[]).includes(unit);

/** A custom repeat (type 3) needs a unit and a frequency of at least 1: the first that is wrong, with its field. */
export function repeatProblem(unit: unknown, frequency: unknown) {
  if (!isScheduleUnit(unit)) return { field: 'unit', message: Messages.scheduleUnitInvalid } as const;
  if (typeof frequency !== 'number' || !Number.isInteger(frequency) || frequency < 1)
    return { field: 'frequency', message: Messages.scheduleFrequencyMin } as const;
  return undefined;
}

/** A one-date entry (type 1) may not be before `today` (the listing's own date). */
export const scheduleDateInPast = (entry: { type: number; date?: unknown }, today: string) =>
  entry.type === ScheduleType.DATE && typeof entry.date === 'string' && entry.date < today;

/** The scheduling period: a whole number of days, 1 to 365. */
export const isSchedulingPeriod = (days: number) => Number.isInteger(days) && days >= 1 && days <= 365;
