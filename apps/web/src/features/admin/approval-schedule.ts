import type { VenueDetail } from '@app/contract';
import { addDays, todayIn } from '../../lib/date-rules.ts';
import { formatDate, hourRanges } from '../booking/public.ts';

const AVAILABLE = 1;

export interface ScheduleRun {
  from: string;
  to: string;
  /** "Mon 30 Nov – Fri 4 Dec" or "Sat 5 Dec". */
  days: string;
  /** "09:00–12:00, 14:00–18:00" or "Closed". */
  hours: string;
}

/**
 * The listing's open hours over the next `span` days (in its time zone), consecutive days with the same hours
 * merged: what an admin needs to judge whether the schedule makes sense, not the booking calendar.
 */
export function scheduleSummary(venue: Pick<VenueDetail, 'schedules' | 'timezone'>, span = 14, now = new Date()) {
  const byDate = new Map(venue.schedules.map((day) => [day.date, day]));
  const start = todayIn(venue.timezone, now);
  const runs: ScheduleRun[] = [];
  let openDays = 0;
  for (let offset = 0; offset < span; offset += 1) {
    const date = addDays(start, offset);
    const day = byDate.get(date);
    const times =
      day?.status === AVAILABLE
        ? day.intervals.filter((interval) => interval.status === AVAILABLE).map((interval) => interval.time)
        : [];
    if (times.length) openDays += 1;
    const hours = times.length ? hourRanges(times).join(', ') : 'Closed';
    const last = runs.at(-1);
    if (last && last.hours === hours) last.to = date;
    else runs.push({ from: date, to: date, hours, days: '' });
  }
  for (const run of runs)
    run.days = run.from === run.to ? formatDate(run.from) : `${formatDate(run.from)} – ${formatDate(run.to)}`;
  return { openDays, span, runs };
}
