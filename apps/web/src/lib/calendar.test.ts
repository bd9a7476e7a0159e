import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  dayName,
  firstDayOfWeek,
  monthLabel,
  monthWeeks,
  sameDayMonthsOn,
  shiftMonth,
  weekdayName,
  weekdaysFrom,
  weekOf,
} from './calendar.ts';

afterEach(() => vi.restoreAllMocks());

describe('month calendars', () => {
  it("starts weeks on the locale's first day: Sunday in the US, Monday in most of Europe", () => {
    expect(firstDayOfWeek('en-US')).toBe(0);
    expect(firstDayOfWeek('en')).toBe(0);
    expect(firstDayOfWeek('en-GB')).toBe(1);
    expect(firstDayOfWeek('de-DE')).toBe(1);
    expect(firstDayOfWeek('fr')).toBe(1);
    expect(firstDayOfWeek('not a locale')).toBe(0);
  });

  it('takes the browser language by default', () => {
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('de-DE');
    expect(firstDayOfWeek()).toBe(1);
  });

  it('knows the first day from its own table where the browser has no week data', () => {
    const proto = Intl.Locale.prototype as unknown as Record<string, unknown>;
    if ('weekInfo' in proto) vi.spyOn(proto as { weekInfo: unknown }, 'weekInfo', 'get').mockReturnValue(undefined);
    if ('getWeekInfo' in proto)
      vi.spyOn(proto as { getWeekInfo: () => unknown }, 'getWeekInfo').mockReturnValue(undefined);
    expect((new Intl.Locale('en-US') as { weekInfo?: unknown }).weekInfo).toBeUndefined();
    expect(firstDayOfWeek('en-US')).toBe(0);
    expect(firstDayOfWeek('en-CA')).toBe(0);
    expect(firstDayOfWeek('de-DE')).toBe(1);
    expect(firstDayOfWeek('it')).toBe(1);
    expect(firstDayOfWeek('ar-EG')).toBe(6);
  });

  it('lays a month out in weeks from the first day', () => {
    // 1 December 2026 is a Tuesday, the 31st a Thursday.
    const sunday = monthWeeks('2026-12', 0);
    expect(sunday[0]).toEqual([null, null, '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05']);
    expect(sunday.at(-1)).toEqual(['2026-12-27', '2026-12-28', '2026-12-29', '2026-12-30', '2026-12-31', null, null]);
    const monday = monthWeeks('2026-12', 1);
    expect(monday[0]).toEqual([
      null,
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
      '2026-12-06',
    ]);
    expect(monday).toHaveLength(5);
    expect(weekdaysFrom(1).map((day) => weekdayName(day, 'short'))).toEqual([
      'Mon',
      'Tue',
      'Wed',
      'Thu',
      'Fri',
      'Sat',
      'Sun',
    ]);
    expect(weekdayName(0)).toBe('Sunday');
  });

  it('finds the week of a day, and the same day in another month', () => {
    expect(weekOf('2026-12-08', 0)).toEqual({ start: '2026-12-06', end: '2026-12-12' });
    expect(weekOf('2026-12-08', 1)).toEqual({ start: '2026-12-07', end: '2026-12-13' });
    expect(weekOf('2026-12-06', 1)).toEqual({ start: '2026-11-30', end: '2026-12-06' });
    expect(sameDayMonthsOn('2027-01-31', 1)).toBe('2027-02-28');
    expect(sameDayMonthsOn('2026-12-08', 1)).toBe('2027-01-08');
    expect(sameDayMonthsOn('2027-01-08', -1)).toBe('2026-12-08');
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
  });

  it('names months and days in words', () => {
    expect(monthLabel('2026-12')).toBe('December 2026');
    expect(dayName('2026-12-08')).toBe('Tuesday 8 December');
  });
});
