import { addDays } from './date-rules.ts';

/** A day of the week as `Date#getUTCDay` counts it: 0 Sunday … 6 Saturday. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

// CLDR's week data, for browsers without Intl.Locale#getWeekInfo (Firefox): every other region starts on Monday.
const SUNDAY_FIRST = new Set(
  'AG AS BD BR BS BT BW BZ CA CO DM DO ET GT GU HK HN ID IL IN JM JP KE KH KR LA MH MM MO MT MX MZ NI NP PA PE PH PK PR PT PY SA SG SV TH TT TW UM US VE VI WS YE ZA ZW'.split(
    ' ',
  ),
);
const SATURDAY_FIRST = new Set('AF BH DJ DZ EG IQ IR JO KW LY OM QA SD SY'.split(' '));

interface WeekInfo {
  /** 1 Monday … 7 Sunday. */
  firstDay: number;
}
type LocaleWithWeek = Intl.Locale & { getWeekInfo?: () => WeekInfo; weekInfo?: WeekInfo };

/**
 * The day weeks start on where `locale` is used (the browser's language by default): Sunday in the US, Monday in most
 * of Europe. Month calendars (the booking panel's, the host's schedule preview) lay their weeks out from it.
 */
export function firstDayOfWeek(locale: string = globalThis.navigator?.language ?? 'en-US'): Weekday {
  let parsed: LocaleWithWeek;
  try {
    parsed = new Intl.Locale(locale) as LocaleWithWeek;
  } catch {
    parsed = new Intl.Locale('en-US') as LocaleWithWeek;
  }
  const info = typeof parsed.getWeekInfo === 'function' ? parsed.getWeekInfo() : parsed.weekInfo;
  if (info && info.firstDay >= 1 && info.firstDay <= 7) return (info.firstDay % 7) as Weekday;
  const region = parsed.maximize().region ?? 'US';
  return SUNDAY_FIRST.has(region) ? 0 : SATURDAY_FIRST.has(region) ? 6 : 1;
}

/** "2026-12-08" → "2026-12". */
export const monthOf = (date: string) => date.slice(0, 7);

/** A YYYY-MM month moved by whole months. */
export function shiftMonth(month: string, by: number) {
  const [year, index] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, index - 1 + by, 1)).toISOString().slice(0, 7);
}

const monthFormat = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const dayFormat = new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
const noon = (date: string) => new Date(`${date}T12:00:00Z`);

/** "2026-12" → "December 2026". */
export const monthLabel = (month: string) => monthFormat.format(noon(`${month}-15`));

/** "2026-12-08" → "Tuesday 8 December" (a calendar date: read at noon UTC, so no time zone moves it). */
export const dayName = (date: string) => dayFormat.format(noon(date));

export const weekdayOf = (date: string) => noon(date).getUTCDay() as Weekday;

/** The seven weekdays in the order a week shows them. */
export const weekdaysFrom = (first: Weekday) =>
  Array.from({ length: 7 }, (_, index) => ((first + index) % 7) as Weekday);

// 2026-11-01 was a Sunday: weekday `day` falls on 2026-11-0{day + 1}.
const weekdayFormats = {
  long: new Intl.DateTimeFormat('en-GB', { weekday: 'long', timeZone: 'UTC' }),
  short: new Intl.DateTimeFormat('en-GB', { weekday: 'short', timeZone: 'UTC' }),
};
/** 1 → "Monday" (long) or "Mon" (short). */
export const weekdayName = (day: Weekday, width: 'long' | 'short' = 'long') =>
  weekdayFormats[width].format(noon(`2026-11-0${day + 1}`));

/** The first and last day of the week `date` is in. */
export function weekOf(date: string, first: Weekday) {
  const start = addDays(date, -((weekdayOf(date) - first + 7) % 7));
  return { start, end: addDays(start, 6) };
}

/** The month's weeks, seven cells each: its days as YYYY-MM-DD, null before the 1st and after the last. */
export function monthWeeks(month: string, first: Weekday): (string | null)[][] {
  const [year, index] = month.split('-').map(Number) as [number, number];
  const length = new Date(Date.UTC(year, index, 0)).getUTCDate();
  const cells: (string | null)[] = Array.from({ length: (weekdayOf(`${month}-01`) - first + 7) % 7 }, () => null);
  for (let day = 1; day <= length; day += 1) cells.push(`${month}-${String(day).padStart(2, '0')}`);
  while (cells.length % 7) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

/** The same day `by` months on; the month's last day when it is shorter (31 January → 28 February). */
export function sameDayMonthsOn(date: string, by: number) {
  const month = shiftMonth(monthOf(date), by);
  const [year, index] = month.split('-').map(Number) as [number, number];
  const length = new Date(Date.UTC(year, index, 0)).getUTCDate();
  return `${month}-${String(Math.min(Number(date.slice(8)), length)).padStart(2, '0')}`;
}
