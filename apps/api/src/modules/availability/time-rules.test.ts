import { describe, expect, it } from 'vitest';
import { Messages } from '@app/contract';
import { AVAILABLE, expandAvailability, markTaken, type ScheduleDay, type TakenHour } from './expand.ts';
import { applyTimeRules, timeRuleRefusal, type TimeRules } from './time-rules.ts';

const ZONE = 'America/New_York';
const none: TimeRules = { bufferHours: 0, minHours: 1, maxHours: null, noticeHours: 0, horizonDays: null };
// 2026-12-01 06:00 in New York: the listing's day has not started.
const now = new Date('2026-12-01T11:00:00Z');
const daily = [{ type: 2 as const, weekdays: [1, 2, 3, 4, 5, 6, 7], intervals: [{ from: 9, to: 17 }] }];

const expand = (slotCount: number | null, taken: TakenHour[] = [], periodDays = 10) =>
  markTaken(
    expandAvailability({ entries: daily, periodDays, slotCount, blocks: [], taken: [], now, timezone: ZONE }),
    taken,
    slotCount,
  );
const freeHours = (days: ScheduleDay[], date: string) =>
  days
    .find((day) => day.date === date)!
    .intervals.filter((interval) => interval.status === AVAILABLE)
    .map((interval) => Number(interval.time.slice(0, 2)));
const apply = (days: ScheduleDay[], taken: TakenHour[], rules: Partial<TimeRules>, periodDays = 10) =>
  applyTimeRules(days, taken, { ...none, ...rules }, { now, timezone: ZONE, periodDays });

describe('time rules in the hours a guest is shown', () => {
  it('change nothing at their defaults', () => {
    const days = expand(null);
    expect(apply(days, [], {})).toBe(days);
  });

  it('keep a buffer free on both sides of every booked stretch, on that slot only', () => {
    const taken = [
      { date: '2026-12-03', hour: 12, slot: 1 },
      { date: '2026-12-03', hour: 13, slot: 1 },
    ];
    const days = apply(expand(null, taken), taken, { bufferHours: 1 });
    expect(freeHours(days, '2026-12-03')).toEqual([9, 10, 15, 16]);
    expect(freeHours(days, '2026-12-04')).toEqual([9, 10, 11, 12, 13, 14, 15, 16]);

    const slotTaken = [{ date: '2026-12-03', hour: 12, slot: 2 }];
    const slotDay = apply(expand(3, slotTaken), slotTaken, { bufferHours: 2 }).find(
      (day) => day.date === '2026-12-03',
    )!;
    const at = (hour: number) => slotDay.intervals.find((interval) => interval.time === `${hour}:00`)!.slots;
    expect(at(10).map((slot) => slot.status)).toEqual([1, 2, 1]);
    expect(at(15).map((slot) => slot.status)).toEqual([1, 1, 1]);
  });

  it('hide a free stretch shorter than the minimum', () => {
    // Free 9–12 (3 h), taken 12, free 13–17 (4 h): with at least 4 hours only the afternoon stays.
    const taken = [{ date: '2026-12-03', hour: 12, slot: 1 }];
    expect(freeHours(apply(expand(null, taken), taken, { minHours: 4 }), '2026-12-03')).toEqual([13, 14, 15, 16]);
  });

  it('leave out hours within the notice and days past the horizon', () => {
    // 30 hours of notice from 06:00 on 12-01: the first bookable hour is 12:00 on 12-02.
    const days = apply(expand(null), [], { noticeHours: 30, horizonDays: 3 });
    expect(days.map((day) => day.date)).toEqual(['2026-12-01', '2026-12-02', '2026-12-03']);
    expect(freeHours(days, '2026-12-01')).toEqual([]);
    expect(freeHours(days, '2026-12-02')).toEqual([12, 13, 14, 15, 16]);
  });

  it('count real hours on a day the clocks change', () => {
    // 2027-03-14: New York springs forward at 02:00; a listing open 00:00–06:00 has no 02:00.
    const night = [{ type: 1 as const, date: '2027-03-14', intervals: [{ from: 0, to: 6 }] }];
    const at = new Date('2027-03-10T12:00:00Z');
    const days = expandAvailability({
      entries: night,
      periodDays: 10,
      slotCount: null,
      blocks: [],
      taken: [],
      now: at,
      timezone: ZONE,
    });
    const taken = [{ date: '2027-03-14', hour: 3, slot: 1 }];
    const kept = applyTimeRules(
      markTaken(days, taken, null),
      taken,
      { ...none, bufferHours: 1 },
      {
        now: at,
        timezone: ZONE,
        periodDays: 10,
      },
    );
    // 01:00 is an hour before 03:00 in real time: inside the buffer.
    expect(freeHours(kept, '2027-03-14')).toEqual([0, 5]);
  });
});

describe('time rules refusing a request', () => {
  const context = { now, timezone: ZONE };
  it('refuses a stretch shorter than the minimum or longer than the maximum, and too little notice', () => {
    const rules = { ...none, minHours: 2, maxHours: 3, noticeHours: 24 };
    expect(timeRuleRefusal([{ date: '2026-12-04', intervals: ['10:00'] }], rules, context)).toBe(
      Messages.bookingBelowMinHours.replace('{min}', '2'),
    );
    expect(
      timeRuleRefusal([{ date: '2026-12-04', intervals: ['10:00', '11:00', '12:00', '13:00'] }], rules, context),
    ).toBe(Messages.bookingAboveMaxHours.replace('{max}', '3'));
    expect(timeRuleRefusal([{ date: '2026-12-01', intervals: ['14:00', '15:00'] }], rules, context)).toBe(
      Messages.bookingTooSoon.replace('{hours}', '24'),
    );
    expect(
      timeRuleRefusal([{ date: '2026-12-04', intervals: ['10:00', '11:00', '15:00', '16:00'] }], rules, context),
    ).toBeUndefined();
  });
});
