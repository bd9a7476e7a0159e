import type { VenueDetail } from '@app/contract';

type ScheduleDay = VenueDetail['schedules'][number];
type ScheduleInterval = ScheduleDay['intervals'][number];

export interface AvailableDay {
  /** YYYY-MM-DD in the listing's time zone. */
  date: string;
  /** e.g. "Tue 24 Nov". */
  label: string;
  /** Runs of consecutive open hours, e.g. ["9:00–12:00", "14:00–17:00"]. */
  ranges: string[];
}

const AVAILABLE = 1;

const minutesOf = (time: string) => {
  const [hours = '0', minutes = '0'] = time.split(':');
  return Number(hours) * 60 + Number(minutes);
};
const clockOf = (minutes: number) => `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;

/** A calendar date as "Tue 24 Nov" (read at noon UTC so no time zone can move it to another day). */
export const formatDay = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });

/** An hour is open when it is available and, for a listing with slots, at least one slot is free. */
const isOpen = (interval: ScheduleInterval) =>
  interval.status === AVAILABLE &&
  (interval.slots.length === 0 || interval.slots.some((slot) => slot.status === AVAILABLE));

/** Each `time` starts a one-hour interval: consecutive open hours merge into one "from–to" run. */
export function openRanges(intervals: ScheduleInterval[]): string[] {
  const starts = intervals
    .filter(isOpen)
    .map((interval) => minutesOf(interval.time))
    .sort((a, b) => a - b);
  const ranges: string[] = [];
  let runStart: number | undefined;
  let runEnd = 0;
  for (const start of starts) {
    if (runStart !== undefined && start === runEnd) {
      runEnd = start + 60;
      continue;
    }
    if (runStart !== undefined) ranges.push(`${clockOf(runStart)}–${clockOf(runEnd)}`);
    runStart = start;
    runEnd = start + 60;
  }
  if (runStart !== undefined) ranges.push(`${clockOf(runStart)}–${clockOf(runEnd)}`);
  return ranges;
}

/** The days of the schedule that still have open hours, earliest first. */
export function availableDays(schedules: ScheduleDay[]): AvailableDay[] {
  return schedules
    .filter((day) => day.status === AVAILABLE)
    .map((day) => ({ date: day.date, label: formatDay(day.date), ranges: openRanges(day.intervals) }))
    .filter((day) => day.ranges.length > 0)
    .sort((a, b) => a.date.localeCompare(b.date));
}

/** "Tue 24 Nov, 9:00–17:00" */
export const describeDay = (day: AvailableDay) => `${day.label}, ${day.ranges.join(', ')}`;

/** Today's date (YYYY-MM-DD) where the listing is. */
export function todayIn(timeZone: string, now = new Date()) {
  try {
    return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
      now,
    );
  } catch {
    return now.toISOString().slice(0, 10);
  }
}
