import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  entryCoversDate,
  expandAvailability,
  instantOfLocal,
  localHourOf,
  localToday,
  markTaken,
  openDatesAmong,
  openDatesBetween,
  openHoursOn,
  type ExpandInput,
  type ScheduleEntry,
} from './expand.ts';

const NY = 'America/New_York';
const ROME = 'Europe/Rome';
const base = (overrides: Partial<ExpandInput>): ExpandInput => ({
  entries: [],
  periodDays: 60,
  slotCount: null,
  blocks: [],
  taken: [],
  now: new Date('2026-01-01T05:00:00Z'), // midnight in New York
  timezone: NY,
  ...overrides,
});
const weekdays = (days: number[], intervals: ScheduleEntry['intervals']): ScheduleEntry => ({
  type: 2,
  weekdays: days,
  intervals,
});
const oneDate = (date: string, intervals: ScheduleEntry['intervals']): ScheduleEntry => ({ type: 1, date, intervals });
const custom = (date: string, unit: 1 | 2 | 3 | 4, frequency: number): ScheduleEntry => ({
  type: 3,
  date,
  unit,
  frequency,
  intervals: [{ from: 9, to: 10 }],
});
const datesMatching = (entry: ScheduleEntry, from: string, days: number) =>
  Array.from({ length: days }, (_unused, offset) => addDays(from, offset)).filter((date) =>
    entryCoversDate(entry, date),
  );
const times = (day: { intervals: Array<{ time: string }> } | undefined) =>
  day?.intervals.map((interval) => interval.time);

describe('schedule entry types', () => {
  it('type 1 opens exactly one date', () => {
    expect(datesMatching(oneDate('2026-02-14', []), '2026-01-01', 365)).toEqual(['2026-02-14']);
  });

  it('type 2 opens chosen ISO weekdays, 1 = Monday … 7 = Sunday', () => {
    // 2026-01-05 is a Monday.
    expect(datesMatching(weekdays([1, 7], []), '2026-01-05', 14)).toEqual([
      '2026-01-05',
      '2026-01-11',
      '2026-01-12',
      '2026-01-18',
    ]);
  });

  it('type 3 repeats every N days and weeks from the start date, never before it', () => {
    expect(datesMatching(custom('2026-01-03', 1, 3), '2026-01-01', 12)).toEqual([
      '2026-01-03',
      '2026-01-06',
      '2026-01-09',
      '2026-01-12',
    ]);
    expect(datesMatching(custom('2026-01-07', 2, 2), '2026-01-01', 40)).toEqual([
      '2026-01-07',
      '2026-01-21',
      '2026-02-04',
    ]);
  });

  it('type 3 monthly on the 31st skips months without a 31st', () => {
    expect(datesMatching(custom('2026-01-31', 3, 1), '2026-01-01', 366)).toEqual([
      '2026-01-31',
      '2026-03-31',
      '2026-05-31',
      '2026-07-31',
      '2026-08-31',
      '2026-10-31',
      '2026-12-31',
    ]);
    expect(datesMatching(custom('2026-01-30', 3, 1), '2026-01-01', 90)).toEqual(['2026-01-30', '2026-03-30']);
    expect(datesMatching(custom('2026-01-15', 3, 2), '2026-01-01', 200)).toEqual([
      '2026-01-15',
      '2026-03-15',
      '2026-05-15',
      '2026-07-15',
    ]);
  });

  it('type 3 yearly from a leap day only falls on leap days', () => {
    expect(datesMatching(custom('2024-02-29', 4, 1), '2024-01-01', 366 * 5)).toEqual(['2024-02-29', '2028-02-29']);
    expect(datesMatching(custom('2026-07-04', 4, 2), '2026-01-01', 366 * 5)).toEqual([
      '2026-07-04',
      '2028-07-04',
      '2030-07-04',
    ]);
  });

  it('unions overlapping entries on a date', () => {
    const entries = [
      weekdays([1, 2, 3, 4, 5, 6, 7], [{ from: 9, to: 12 }]),
      oneDate('2026-01-02', [
        { from: 11, to: 14 },
        { from: 20, to: 24 },
      ]),
    ];
    expect(openHoursOn(entries, '2026-01-02')).toEqual([9, 10, 11, 12, 13, 20, 21, 22, 23]);
    expect(openHoursOn(entries, '2026-01-03')).toEqual([9, 10, 11]);
  });
});

describe('expandAvailability', () => {
  it('returns one day per date with hours, within the period, in the listing time zone', () => {
    const days = expandAvailability(
      base({ entries: [weekdays([1, 2, 3, 4, 5, 6, 7], [{ from: 18, to: 20 }])], periodDays: 60 }),
    );
    expect(days).toHaveLength(60);
    expect(days[0]).toEqual({
      date: '2026-01-01',
      status: 1,
      intervals: [
        { time: '18:00', status: 1, slots: [] },
        { time: '19:00', status: 1, slots: [] },
      ],
    });
    expect(days.at(-1)!.date).toBe('2026-03-01');
  });

  it('stops exactly at the scheduling-period edge', () => {
    const entries = [oneDate('2026-01-10', [{ from: 9, to: 10 }]), oneDate('2026-01-11', [{ from: 9, to: 10 }])];
    expect(expandAvailability(base({ entries, periodDays: 10 })).map((day) => day.date)).toEqual(['2026-01-10']);
    expect(expandAvailability(base({ entries, periodDays: 11 })).map((day) => day.date)).toEqual([
      '2026-01-10',
      '2026-01-11',
    ]);
  });

  it("uses the listing's today and marks hours that have started as unavailable", () => {
    // 14:30 in New York on 2026-01-01.
    const now = new Date('2026-01-01T19:30:00Z');
    const entries = [weekdays([1, 2, 3, 4, 5, 6, 7], [{ from: 13, to: 17 }])];
    const [today] = expandAvailability(base({ entries, now }));
    expect(today!.date).toBe('2026-01-01');
    expect(today!.intervals.map((interval) => [interval.time, interval.status])).toEqual([
      ['13:00', 2],
      ['14:00', 2],
      ['15:00', 1],
      ['16:00', 1],
    ]);
    // 23:30 UTC: still 2026-01-01 in New York, already 2026-01-02 in Rome.
    const lateUtc = new Date('2026-01-01T23:30:00Z');
    expect(expandAvailability(base({ entries, now: lateUtc }))[0]!.date).toBe('2026-01-01');
    expect(expandAvailability(base({ entries, now: lateUtc, timezone: ROME }))[0]!.date).toBe('2026-01-02');
    const allPast = expandAvailability(base({ entries: [oneDate('2026-01-01', [{ from: 8, to: 10 }])], now }));
    expect(allPast[0]!.status).toBe(2);
  });

  it('marks blocked and taken hour-slots, per slot and for the whole listing', () => {
    const days = expandAvailability(
      base({
        entries: [oneDate('2026-01-05', [{ from: 9, to: 13 }])],
        slotCount: 3,
        blocks: [
          { from: '2026-01-05T09:00', to: '2026-01-05T10:00', slots: null },
          { from: '2026-01-05T10:00', to: '2026-01-05T12:00', slots: [2] },
        ],
        taken: [
          { date: '2026-01-05', hour: 12, slot: 1 },
          { date: '2026-01-05', hour: 12, slot: 3 },
        ],
      }),
    );
    const intervals = days[0]!.intervals;
    expect(intervals[0]).toEqual({
      time: '09:00',
      status: 2,
      slots: [
        { id: 1, status: 2 },
        { id: 2, status: 2 },
        { id: 3, status: 2 },
      ],
    });
    expect(intervals[1]!.slots.map((slot) => slot.status)).toEqual([1, 2, 1]);
    expect(intervals[2]!.slots.map((slot) => slot.status)).toEqual([1, 2, 1]);
    expect(intervals[3]).toEqual({
      time: '12:00',
      status: 1,
      slots: [
        { id: 1, status: 2 },
        { id: 2, status: 1 },
        { id: 3, status: 2 },
      ],
    });
  });

  it('a block over several days covers [from, to) in local time', () => {
    const days = expandAvailability(
      base({
        entries: [
          weekdays(
            [1, 2, 3, 4, 5, 6, 7],
            [
              { from: 22, to: 24 },
              { from: 0, to: 2 },
            ],
          ),
        ],
        blocks: [{ from: '2026-01-03T23:00', to: '2026-01-04T01:00', slots: null }],
        periodDays: 5,
      }),
    );
    const byDate = Object.fromEntries(
      days.map((day) => [day.date, day.intervals.map((interval) => `${interval.time}:${interval.status}`)]),
    );
    expect(byDate['2026-01-03']).toEqual(['00:00:1', '01:00:1', '22:00:1', '23:00:2']);
    expect(byDate['2026-01-04']).toEqual(['00:00:2', '01:00:1', '22:00:1', '23:00:1']);
  });

  describe('daylight saving time', () => {
    const allDay = [weekdays([1, 2, 3, 4, 5, 6, 7], [{ from: 0, to: 24 }])];
    const hoursOn = (timezone: string, date: string) =>
      times(
        expandAvailability(
          base({ entries: allDay, timezone, now: new Date(`${addDays(date, -1)}T12:00:00Z`), periodDays: 3 }),
        ).find((day) => day.date === date),
      );

    it('New York spring forward: 02:00 does not exist and is not offered', () => {
      const hours = hoursOn(NY, '2026-03-08')!;
      expect(hours).toHaveLength(23);
      expect(hours).not.toContain('02:00');
      expect(hours).toContain('03:00');
    });

    it('New York fall back: 01:00 happens twice and is offered once', () => {
      const hours = hoursOn(NY, '2026-11-01')!;
      expect(hours).toHaveLength(24);
      expect(hours.filter((hour) => hour === '01:00')).toHaveLength(1);
    });

    it('Rome spring forward (02:00 missing) and fall back (02:00 once)', () => {
      const spring = hoursOn(ROME, '2026-03-29')!;
      expect(spring).toHaveLength(23);
      expect(spring).not.toContain('02:00');
      const autumn = hoursOn(ROME, '2026-10-25')!;
      expect(autumn).toHaveLength(24);
      expect(autumn.filter((hour) => hour === '02:00')).toHaveLength(1);
    });

    it('ordinary days keep 24 hours', () => {
      expect(hoursOn(NY, '2026-03-09')).toHaveLength(24);
      expect(hoursOn(ROME, '2026-03-28')).toHaveLength(24);
    });
  });
});

describe('openDatesBetween', () => {
  it('lists dates with at least one free hour-slot', () => {
    const dates = openDatesBetween(
      {
        entries: [
          oneDate('2026-01-02', [{ from: 9, to: 10 }]),
          oneDate('2026-01-03', [{ from: 9, to: 10 }]),
          oneDate('2026-01-04', [{ from: 9, to: 10 }]),
        ],
        slotCount: 2,
        blocks: [{ from: '2026-01-03T00:00', to: '2026-01-04T00:00', slots: null }],
        taken: [{ date: '2026-01-04', hour: 9, slot: 1 }],
        timezone: NY,
      },
      '2026-01-01',
      10,
    );
    expect(dates).toEqual(['2026-01-02', '2026-01-04']);
  });
});

describe('openDatesAmong', () => {
  it('keeps, of the given dates only, those with at least one free hour-slot', () => {
    const dates = openDatesAmong(
      {
        entries: [weekdays([1, 2, 3, 4, 5, 6, 7], [{ from: 9, to: 10 }])],
        slotCount: 2,
        blocks: [],
        taken: [
          { date: '2026-01-03', hour: 9, slot: 1 },
          { date: '2026-01-03', hour: 9, slot: 2 },
          { date: '2026-01-05', hour: 9, slot: 2 },
        ],
        timezone: NY,
      },
      ['2026-01-03', '2026-01-05', '2026-01-07'],
    );
    expect(dates).toEqual(['2026-01-05', '2026-01-07']);
  });
});

describe('markTaken', () => {
  // 10:00 local on the first day: its hours up to 10:00 have started.
  const now = new Date('2026-01-01T15:00:00Z');
  const entries = [weekdays([1, 2, 3, 4, 5, 6, 7], [{ from: 8, to: 14 }])];
  const taken = [
    { date: '2026-01-01', hour: 9, slot: 1 },
    { date: '2026-01-01', hour: 12, slot: 1 },
    { date: '2026-01-03', hour: 8, slot: 1 },
    { date: '2026-01-03', hour: 8, slot: 2 },
    { date: '2026-01-03', hour: 13, slot: 2 },
    { date: '2026-03-30', hour: 10, slot: 1 }, // outside the period: ignored
  ];

  it.each([null, 2])('gives what expanding with the taken hours gives (slots: %s)', (slotCount) => {
    const blocks = [{ from: '2026-01-02T10:00', to: '2026-01-02T12:00', slots: slotCount ? [1] : null }];
    const input = base({ entries, now, slotCount, blocks, periodDays: 30 });
    const untaken = expandAvailability(input);
    const snapshot = JSON.stringify(untaken);
    expect(JSON.stringify(markTaken(untaken, taken, slotCount))).toBe(
      JSON.stringify(expandAvailability({ ...input, taken })),
    );
    // The cached expansion it starts from is shared, never changed.
    expect(JSON.stringify(untaken)).toBe(snapshot);
  });

  it('marks a date whose every hour-slot is taken unavailable', () => {
    const input = base({ entries: [oneDate('2026-01-05', [{ from: 10, to: 11 }])], now, slotCount: 2 });
    const both = [1, 2].map((slot) => ({ date: '2026-01-05', hour: 10, slot }));
    expect(markTaken(expandAvailability(input), both, 2)[0]).toMatchObject({ date: '2026-01-05', status: 2 });
  });
});

describe('local time of a listing (kept per zone)', () => {
  const zones = [NY, ROME, 'Asia/Kolkata', 'Australia/Lord_Howe', 'America/Phoenix', 'Pacific/Chatham'];

  it('gives the local hour and date luxon gives, every 15 minutes across a daylight-saving change, asked twice', () => {
    // New York springs forward on 2027-03-14; Lord Howe falls back by 30 minutes on 2027-04-04 (15:00 UTC the day
    // before); Kolkata and Chatham sit off the hour.
    const windows = [Date.parse('2027-03-13T22:00:00Z'), Date.parse('2027-04-03T02:00:00Z')];
    for (const zone of zones) {
      for (const from of windows)
        for (let at = from; at < from + 30 * 3_600_000; at += 15 * 60_000) {
          const now = new Date(at + 59_000);
          const expected = DateTime.fromJSDate(now, { zone }).toFormat("yyyy-MM-dd'T'HH");
          expect(localHourOf(now, zone)).toBe(expected);
          expect(localHourOf(now, zone)).toBe(expected);
          expect(localToday(now, zone)).toBe(expected.slice(0, 10));
        }
    }
  });

  it('changes at the minute a half-hour zone reaches a new hour', () => {
    expect(localHourOf(new Date('2026-11-28T18:29:59Z'), 'Asia/Kolkata')).toBe('2026-11-28T23');
    expect(localHourOf(new Date('2026-11-28T18:30:00Z'), 'Asia/Kolkata')).toBe('2026-11-29T00');
    expect(localToday(new Date('2026-11-28T18:30:00Z'), 'Asia/Kolkata')).toBe('2026-11-29');
    expect(localToday(new Date('2026-11-28T18:30:00Z'), NY)).toBe('2026-11-28');
  });

  it("places a wall-clock hour as luxon does, the spring-forward gap and the fall-back's first hour included", () => {
    for (const zone of zones) {
      for (const [date, time] of [
        ['2027-03-14', '01:00'],
        ['2027-03-14', '02:00'],
        ['2027-03-14', '03:00'],
        ['2026-11-01', '01:00'],
        ['2026-11-28', '23:00'],
      ] as const) {
        const expected = DateTime.fromISO(`${date}T${time}`, { zone }).toMillis();
        expect(instantOfLocal(date, time, zone)).toBe(expected);
        expect(instantOfLocal(date, time, zone)).toBe(expected);
      }
    }
    expect(new Date(instantOfLocal('2026-11-28', '23:00', NY)).toISOString()).toBe('2026-11-29T04:00:00.000Z');
    expect(new Date(instantOfLocal('2026-11-28', '23:00', ROME)).toISOString()).toBe('2026-11-28T22:00:00.000Z');
  });
});
