import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { BlockBodySchema, ScheduleUpdateBodySchema } from '../availability.ts';
import { Messages } from '../messages.ts';
import { problemsOf } from '../test-support.ts';
import { blockEndsAfterStart } from './blocks.ts';
import { isIsoDate, isoDatePattern } from './dates.ts';
import {
  hourIntervalProblem,
  isSchedulingPeriod,
  isScheduleUnit,
  repeatProblem,
  scheduleDateInPast,
  weekdaysProblem,
} from './schedules.ts';

const hour = (value: number) => `${String(value).padStart(2, '0')}:00`;
/** The messages and fields the schedule schema gives one entry. */
const entryIssues = (entry: Record<string, unknown>) =>
  (ScheduleUpdateBodySchema.safeParse({ schedules: [entry] }).error?.issues ?? []).map((issue) => [
    String(issue.path[2]),
    issue.message,
  ]);
const weekly = (intervals: Array<[number, number]>) => ({
  type: 2,
  date: '[1,3]',
  intervals: intervals.map(([from, to]) => ({ from: hour(from), to: hour(to) })),
});

describe('interval rule', () => {
  it('needs the start before the end, no duplicate and no overlap; touching is fine', () => {
    expect(hourIntervalProblem([], 9, 12)).toBeUndefined();
    expect(hourIntervalProblem([], 12, 9)).toBe(Messages.intervalStartBeforeEnd);
    expect(hourIntervalProblem([], 9, 9)).toBe(Messages.intervalStartBeforeEnd);
    expect(hourIntervalProblem([{ from: 9, to: 12 }], 9, 12)).toBe(Messages.intervalDuplicate);
    expect(hourIntervalProblem([{ from: 9, to: 12 }], 11, 13)).toBe(Messages.intervalOverlap);
    expect(hourIntervalProblem([{ from: 9, to: 12 }], 12, 24)).toBeUndefined();
  });

  it('is the rule the schedule schema applies to each interval after the ones before it', () => {
    const lists: Array<Array<[number, number]>> = [
      [[9, 12]],
      [[12, 9]],
      [
        [9, 12],
        [9, 12],
      ],
      [
        [9, 12],
        [11, 13],
      ],
      [
        [9, 12],
        [12, 24],
      ],
      [
        [13, 15],
        [8, 14],
      ],
    ];
    for (const list of lists) {
      let expected: string | undefined;
      list.forEach(([from, to], index) => {
        const others = list.slice(0, index).map(([a, b]) => ({ from: a, to: b }));
        expected ??= hourIntervalProblem(others, from, to);
      });
      expect(entryIssues(weekly(list))).toEqual(expected ? [['intervals', expected]] : []);
    }
  });
});

describe('entry rules', () => {
  it('want weekdays 1 to 7 for a weekly entry', () => {
    expect(weekdaysProblem([1, 7])).toBeUndefined();
    expect(weekdaysProblem([])).toBe(Messages.scheduleWeekdaysRequired);
    expect(weekdaysProblem(undefined)).toBe(Messages.scheduleWeekdaysRequired);
    expect(weekdaysProblem([0])).toBe(Messages.scheduleWeekdayInvalid);
    expect(weekdaysProblem([1.5])).toBe(Messages.scheduleWeekdayInvalid);
    for (const date of [[1, 7], [], [0], [8], [2.5]]) {
      const problem = weekdaysProblem(date);
      expect(entryIssues({ ...weekly([[9, 12]]), date })).toEqual(problem ? [['date', problem]] : []);
    }
  });

  it('want a unit and a frequency of at least 1 for a custom repeat', () => {
    expect(isScheduleUnit(4)).toBe(true);
    expect(isScheduleUnit(5)).toBe(false);
    expect(repeatProblem(2, 2)).toBeUndefined();
    expect(repeatProblem(9, 0)).toEqual({ field: 'unit', message: Messages.scheduleUnitInvalid });
    expect(repeatProblem(2, 0)).toEqual({ field: 'frequency', message: Messages.scheduleFrequencyMin });
    expect(repeatProblem(2, 1.5)).toEqual({ field: 'frequency', message: Messages.scheduleFrequencyMin });
    for (const [unit, frequency] of [
      [2, 2],
      [9, 0],
      [2, 0],
      [1, 1.5],
      [undefined, 2],
    ]) {
      const problem = repeatProblem(unit, frequency);
      const entry = { type: 3, date: '2026-12-24', intervals: [{ from: '09:00', to: '12:00' }], unit, frequency };
      expect(entryIssues(entry)).toEqual(problem ? [[problem.field, problem.message]] : []);
    }
  });

  it('read dates as zod does', () => {
    expect(isoDatePattern.source).toBe(z.regexes.date.source);
    for (const date of ['2026-12-24', '2024-02-29', '2025-02-29', '2026-13-01', '2026-12-24T10:00', '', 24]) {
      expect(isIsoDate(date)).toBe(z.iso.date().safeParse(date).success);
      const entry = { type: 1, date, intervals: [{ from: '09:00', to: '12:00' }] };
      expect(entryIssues(entry)).toEqual(isIsoDate(date) ? [] : [['date', Messages.scheduleDateRequired]]);
    }
  });

  it('refuse a one-date entry before today', () => {
    expect(scheduleDateInPast({ type: 1, date: '2026-12-23' }, '2026-12-24')).toBe(true);
    expect(scheduleDateInPast({ type: 1, date: '2026-12-24' }, '2026-12-24')).toBe(false);
    expect(scheduleDateInPast({ type: 3, date: '2026-12-23' }, '2026-12-24')).toBe(false);
  });
});

describe('scheduling period rule', () => {
  it('is a whole number of days from 1 to 365, as the schedule schema wants', () => {
    for (const days of [1, 60, 365, 0, 366, 1.5, -3]) {
      expect(isSchedulingPeriod(days)).toBe(days >= 1 && days <= 365 && Number.isInteger(days));
      expect(problemsOf(ScheduleUpdateBodySchema, { schedules: [], schedulingPeriod: days })).toEqual(
        isSchedulingPeriod(days) ? [] : [Messages.schedulingPeriodInvalid],
      );
    }
  });
});

describe('block rule', () => {
  it('ends after it starts, a later hour on the same date', () => {
    const point = (date: string, hourOfDay: number) => ({ date, hour: hourOfDay });
    const cases: Array<[ReturnType<typeof point>, ReturnType<typeof point>]> = [
      [point('2026-12-24', 10), point('2026-12-24', 12)],
      [point('2026-12-24', 10), point('2026-12-24', 10)],
      [point('2026-12-24', 23), point('2026-12-25', 0)],
      [point('2026-12-25', 0), point('2026-12-24', 24)],
    ];
    expect(cases.map(([from, to]) => blockEndsAfterStart(from, to))).toEqual([true, false, true, false]);
    for (const [from, to] of cases)
      expect(
        problemsOf(BlockBodySchema, {
          from: { date: from.date, time: hour(from.hour) },
          to: { date: to.date, time: hour(to.hour) },
        }),
      ).toEqual(blockEndsAfterStart(from, to) ? [] : [Messages.blockEndAfterStart]);
  });
});
