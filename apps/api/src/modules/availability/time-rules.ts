import { Messages, type BookingRules } from '@app/contract';
import {
  addDays,
  AVAILABLE,
  hourLabel,
  instantOfLocal,
  localToday,
  UNAVAILABLE,
  type ScheduleDay,
  type TakenHour,
} from './expand.ts';

const HOUR_MS = 3_600_000;

/**
 * A listing's time rules (docs/product/rules.md#time-rules), as availability applies them: a gap of `bufferHours`
 * (the larger of the host's before and after buffers) kept free around every booked stretch, stretches of at least
 * `minHours` and at most `maxHours`, `noticeHours` of notice, and bookings at most `horizonDays` ahead. Stretches and
 * buffers are counted within a listing-local day, in real hours (a day of a clock change included).
 */
export interface TimeRules {
  bufferHours: number;
  minHours: number;
  maxHours: number | null;
  noticeHours: number;
  horizonDays: number | null;
}

export const timeRulesOf = (rules: BookingRules): TimeRules => ({
  bufferHours: Math.max(rules.bufferBeforeHours, rules.bufferAfterHours),
  minHours: rules.minHours,
  maxHours: rules.maxHours,
  noticeHours: rules.noticeHours,
  horizonDays: rules.horizonDays,
});

/** Whether the rules hide any hour a listing without them would show. */
export const hidesHours = (rules: TimeRules) =>
  rules.bufferHours > 0 || rules.minHours > 1 || rules.noticeHours > 0 || rules.horizonDays !== null;

/** The last date a booking may touch: today + min(period, horizon) − 1, where the listing is. */
export function lastBookableDate(now: Date, timezone: string, periodDays: number, horizonDays: number | null) {
  return addDays(localToday(now, timezone), Math.min(periodDays, horizonDays ?? periodDays) - 1);
}

/** The hour index (whole hours since the epoch) a local hour of a date starts at. */
const hourIndexOf = (date: string, hour: number, timezone: string) =>
  Math.round(instantOfLocal(date, hourLabel(hour), timezone) / HOUR_MS);

/** Stretches of consecutive hours (in real time) among `indexes`, sorted, as [first, last] pairs. */
function stretchesOf(indexes: number[]) {
  const sorted = [...new Set(indexes)].sort((a, b) => a - b);
  const stretches: Array<[number, number]> = [];
  for (const index of sorted) {
    const last = stretches.at(-1);
    if (last && index === last[1] + 1) last[1] = index;
    else stretches.push([index, index]);
  }
  return stretches;
}

/**
 * `days` as a guest may book them under `rules`: hours within the notice, within the buffer of another booking's hour
 * (`taken`, the hours of the booking being rescheduled left out) or in a free stretch shorter than the minimum are
 * unavailable, and days past the horizon are left out. Days the rules do not change are returned as they are.
 */
export function applyTimeRules(
  days: ScheduleDay[],
  taken: TakenHour[],
  rules: TimeRules,
  context: { now: Date; timezone: string; periodDays: number },
): ScheduleDay[] {
  if (!hidesHours(rules)) return days;
  const { timezone } = context;
  const lastDay = lastBookableDate(context.now, timezone, context.periodDays, rules.horizonDays);
  const earliest = Math.ceil((context.now.getTime() + rules.noticeHours * HOUR_MS) / HOUR_MS);
  const takenByDate = new Map<string, TakenHour[]>();
  for (const hour of taken) takenByDate.set(hour.date, [...(takenByDate.get(hour.date) ?? []), hour]);
  const result: ScheduleDay[] = [];
  for (const day of days) {
    if (day.date > lastDay) continue;
    const indexes = day.intervals.map((interval) => hourIndexOf(day.date, Number(interval.time.slice(0, 2)), timezone));
    const near = new Set<string>();
    for (const hour of takenByDate.get(day.date) ?? []) {
      const at = hourIndexOf(day.date, hour.hour, timezone);
      for (let step = 1; step <= rules.bufferHours; step++)
        near.add(`${at - step}|${hour.slot}`).add(`${at + step}|${hour.slot}`);
    }
    const hasSlots = day.intervals.some((interval) => interval.slots.length > 0);
    const slotIds = hasSlots ? day.intervals[0]!.slots.map((slot) => slot.id) : [1];
    // Per slot, which intervals stay free under notice and buffers.
    const free = new Map<number, boolean[]>();
    for (const slot of slotIds) {
      free.set(
        slot,
        day.intervals.map((interval, position) => {
          const status = hasSlots ? interval.slots.find((entry) => entry.id === slot)?.status : interval.status;
          const index = indexes[position]!;
          return status === AVAILABLE && index >= earliest && !near.has(`${index}|${slot}`);
        }),
      );
    }
    // A free stretch shorter than the minimum cannot be booked: its hours are hidden too.
    if (rules.minHours > 1) {
      for (const flags of free.values()) {
        const freeIndexes = indexes.filter((_index, position) => flags[position]);
        for (const [first, last] of stretchesOf(freeIndexes)) {
          if (last - first + 1 >= rules.minHours) continue;
          indexes.forEach((index, position) => {
            if (index >= first && index <= last) flags[position] = false;
          });
        }
      }
    }
    let changed = false;
    const intervals = day.intervals.map((interval, position) => {
      const slots = hasSlots
        ? interval.slots.map((slot) => ({
            id: slot.id,
            status: free.get(slot.id)![position] ? AVAILABLE : UNAVAILABLE,
          }))
        : interval.slots;
      const status = (hasSlots ? slots.some((slot) => slot.status === AVAILABLE) : free.get(1)![position])
        ? AVAILABLE
        : UNAVAILABLE;
      const same =
        status === interval.status &&
        (!hasSlots || slots.every((slot, at) => slot.status === interval.slots[at]!.status));
      if (same) return interval;
      changed = true;
      return { time: interval.time, status, slots };
    });
    result.push(
      changed
        ? {
            date: day.date,
            status: intervals.some((interval) => interval.status === AVAILABLE) ? AVAILABLE : UNAVAILABLE,
            intervals,
          }
        : day,
    );
  }
  return result;
}

/**
 * The refusal of a request's hours under the time rules, before its hours are checked against the listing's: too
 * soon for the notice, or a stretch (consecutive hours of one date) shorter than the minimum or longer than the
 * maximum. Undefined when the hours keep the rules.
 */
export function timeRuleRefusal(
  schedules: Array<{ date: string; intervals: string[] }>,
  rules: TimeRules,
  context: { now: Date; timezone: string },
): string | undefined {
  const earliest = context.now.getTime() + rules.noticeHours * HOUR_MS;
  for (const { date, intervals } of schedules) {
    const indexes = intervals.map((time) => hourIndexOf(date, Number(time.slice(0, 2)), context.timezone));
    if (rules.noticeHours > 0 && indexes.some((index) => index * HOUR_MS < earliest))
      return Messages.bookingTooSoon.replace('{hours}', String(rules.noticeHours));
    for (const [first, last] of stretchesOf(indexes)) {
      const length = last - first + 1;
      if (length < rules.minHours) return Messages.bookingBelowMinHours.replace('{min}', String(rules.minHours));
      if (rules.maxHours !== null && length > rules.maxHours)
        return Messages.bookingAboveMaxHours.replace('{max}', String(rules.maxHours));
    }
  }
  return undefined;
}

/**
 * The hour-slots within `bufferHours` real hours of `hours` on the same listing-local date, the hours themselves left
 * out: where another booking's hour would come closer than the buffer (the booking statement refuses the hold then).
 */
export function hoursNear(hours: TakenHour[], bufferHours: number, timezone: string): TakenHour[] {
  if (bufferHours === 0 || hours.length === 0) return [];
  const own = new Set(hours.map((hour) => `${hour.date}|${hour.hour}|${hour.slot}`));
  const near = new Map<string, TakenHour>();
  for (const hour of hours) {
    const at = hourIndexOf(hour.date, hour.hour, timezone);
    for (let other = 0; other < 24; other++) {
      const distance = Math.abs(hourIndexOf(hour.date, other, timezone) - at);
      const key = `${hour.date}|${other}|${hour.slot}`;
      if (distance >= 1 && distance <= bufferHours && !own.has(key))
        near.set(key, { date: hour.date, hour: other, slot: hour.slot });
    }
  }
  return [...near.values()];
}
