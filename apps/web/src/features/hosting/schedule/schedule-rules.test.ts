import { Messages } from '@app/contract';
import { describe, expect, it } from 'vitest';
import {
  addInterval,
  entryIssues,
  entryMessage,
  entryProblem,
  liveEntryIssues,
  expandEntries,
  hourRanges,
  intervalProblem,
  openHoursOfView,
  repeatSummary,
  toggleCustomRepeat,
  toggleSpecificDate,
  toPayload,
  type ScheduleEntryDraft,
} from './schedule-rules.ts';

const morning = [{ from: '09:00', to: '12:00' }];
const weekly: ScheduleEntryDraft = { type: 2, date: [1, 3], intervals: morning };

describe('interval rules (docs/product/rules.md#validation Host schedule intervals)', () => {
  it('asks for both hours first', () => {
    expect(intervalProblem([], undefined, 12)).toBe(Messages.intervalInvalid);
    expect(intervalProblem([], 9, undefined)).toBe(Messages.intervalInvalid);
    expect(intervalProblem([], 24, 24)).toBe(Messages.intervalInvalid);
  });

  it('needs the start before the end', () => {
    expect(intervalProblem([], 12, 9)).toBe(Messages.intervalStartBeforeEnd);
    expect(intervalProblem([], 9, 9)).toBe(Messages.intervalStartBeforeEnd);
  });

  it('refuses the same interval twice', () => {
    expect(intervalProblem(morning, 9, 12)).toBe(Messages.intervalDuplicate);
  });

  it('refuses an overlap but allows touching intervals', () => {
    expect(intervalProblem(morning, 11, 14)).toBe(Messages.intervalOverlap);
    expect(intervalProblem(morning, 8, 10)).toBe(Messages.intervalOverlap);
    expect(intervalProblem(morning, 10, 11)).toBe(Messages.intervalOverlap);
    expect(intervalProblem(morning, 12, 15)).toBeUndefined();
    expect(intervalProblem(morning, 0, 9)).toBeUndefined();
  });

  it('accepts 24:00 as the end of the day and keeps intervals in time order', () => {
    expect(intervalProblem(morning, 20, 24)).toBeUndefined();
    expect(addInterval(addInterval(morning, 20, 24), 5, 7)).toEqual([
      { from: '05:00', to: '07:00' },
      { from: '09:00', to: '12:00' },
      { from: '20:00', to: '24:00' },
    ]);
  });
});

describe('entry type toggles (docs/product/rules.md#states-and-transitions)', () => {
  it('specific date on gives type 1, off gives type 2, clearing date and intervals', () => {
    const dated = toggleSpecificDate(weekly, true);
    expect(dated).toEqual({ type: 1, date: '', intervals: [] });
    expect(toggleSpecificDate({ ...dated, date: '2026-12-24', intervals: morning }, false)).toEqual({
      type: 2,
      date: [],
      intervals: [],
    });
  });

  it('custom repeat on gives type 3 every 2 weeks, off gives type 2 without the repeat fields', () => {
    const custom = toggleCustomRepeat(weekly, true);
    expect(custom).toEqual({ type: 3, date: '', intervals: [], unit: 2, frequency: 2 });
    const back = toggleCustomRepeat({ ...custom, date: '2026-12-01', intervals: morning }, false);
    expect(back).toEqual({ type: 2, date: [], intervals: [] });
    // From custom straight to a date: no repeat fields left behind.
    expect(toggleSpecificDate({ ...custom, frequency: 5 }, true)).toEqual({ type: 1, date: '', intervals: [] });
  });
});

describe('entries before saving', () => {
  const today = '2026-11-25';
  it('names what an entry lacks, as the server would', () => {
    expect(entryProblem({ type: 2, date: [], intervals: morning }, today)).toBe(Messages.scheduleWeekdaysRequired);
    expect(entryProblem({ type: 1, date: '', intervals: morning }, today)).toBe(Messages.scheduleDateRequired);
    expect(entryProblem({ type: 1, date: '2026-11-24', intervals: morning }, today)).toBe(Messages.scheduleDateInPast);
    expect(entryProblem({ type: 1, date: today, intervals: morning }, today)).toBeUndefined();
    expect(entryProblem({ type: 3, date: today, unit: 2, frequency: 0, intervals: morning }, today)).toBe(
      Messages.scheduleFrequencyMin,
    );
    expect(entryProblem({ type: 3, date: '2026-01-01', unit: 2, frequency: 1, intervals: morning }, today)).toBe(
      undefined,
    );
    expect(entryProblem({ type: 2, date: [5], intervals: [] }, today)).toBe(Messages.intervalInvalid);
  });

  it('says what is wrong with each part of an entry, and which problems show before any submit', () => {
    const custom: ScheduleEntryDraft = { type: 3, date: '', unit: 9, frequency: 0, intervals: [] };
    expect(entryIssues(custom, today)).toEqual({
      date: Messages.scheduleDateRequired,
      unit: Messages.scheduleUnitInvalid,
      frequency: Messages.scheduleFrequencyMin,
      intervals: Messages.intervalInvalid,
    });
    // Only the past date and a frequency below 1 show while the host is still filling the entry in.
    expect(liveEntryIssues(custom, today)).toEqual({ frequency: Messages.scheduleFrequencyMin });
    expect(liveEntryIssues({ ...custom, frequency: undefined }, today)).toEqual({});
    expect(liveEntryIssues({ type: 1, date: '2026-11-24', intervals: [] }, today)).toEqual({
      date: Messages.scheduleDateInPast,
    });
    expect(liveEntryIssues({ type: 1, date: '', intervals: [] }, today)).toEqual({});
  });

  it('names the entry a problem is about', () => {
    expect(entryMessage(2, Messages.scheduleDateRequired)).toBe('Entry 2: choose a date');
    expect(entryMessage(1, Messages.scheduleDateInPast)).toBe('Entry 1: the date cannot be before today.');
    expect(entryMessage(3, Messages.scheduleFrequencyMin)).toBe('Entry 3: frequency must be at least 1');
    expect(entryMessage(4, Messages.intervalInvalid)).toBe('Entry 4: select valid time intervals.');
  });

  it('serialises each date as JSON text (docs/product/wire-contract.md#schedules-and-blocks) and keeps unknown fields', () => {
    const payload = toPayload(
      [
        { ...weekly, date: [1, 3, 5] },
        { type: 1, date: '2026-12-24', intervals: morning },
        { type: 3, date: '2026-12-01', unit: 2, frequency: 2, intervals: morning, note: 'kept' } as ScheduleEntryDraft,
      ],
      { schedulingPeriod: 60, alterReservations: false },
    );
    expect(payload.schedules.map((entry) => entry.date)).toEqual(['[1,3,5]', '"2026-12-24"', '"2026-12-01"']);
    expect(payload.schedules[2]).toMatchObject({ unit: 2, frequency: 2, note: 'kept' });
    expect(payload).not.toHaveProperty('slots');
    expect(toPayload([], { schedulingPeriod: 30, alterReservations: true, slots: 4 })).toEqual({
      schedules: [],
      schedulingPeriod: 30,
      alterReservations: true,
      slots: 4,
    });
  });
});

describe('preview expansion', () => {
  // 2026-11-25 is a Wednesday.
  const today = '2026-11-25';

  it('opens weekdays, a single date and a custom repeat over the period, merging hours per day', () => {
    const days = expandEntries(
      [
        { type: 2, date: [3], intervals: [morning[0]!, { from: '14:00', to: '17:00' }] },
        { type: 1, date: '2026-11-27', intervals: [{ from: '18:00', to: '20:00' }] },
        { type: 3, date: '2026-11-26', unit: 2, frequency: 2, intervals: [{ from: '07:00', to: '08:00' }] },
        { type: 3, date: '2026-11-25', unit: 1, frequency: 3, intervals: [{ from: '11:00', to: '13:00' }] },
      ],
      today,
      15,
    );
    expect([...days.keys()]).toEqual([
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-12-01',
      '2026-12-02',
      '2026-12-04',
      '2026-12-07',
      '2026-12-09',
    ]);
    expect(hourRanges(days.get('2026-11-25')!)).toEqual(['9–13', '14–17']);
    expect(days.get('2026-11-26')).toEqual([7]);
    expect(days.get('2026-11-27')).toEqual([18, 19]);
    expect(days.get('2026-12-09')).toEqual([9, 10, 11, 14, 15, 16]);
    // Day 15 (10 December, the next fortnight's Thursday) is past the period.
    expect(days.has('2026-12-10')).toBe(false);
  });

  it('repeats monthly on the same day, skipping months without it, and yearly', () => {
    const monthly = expandEntries(
      [{ type: 3, date: '2026-10-31', unit: 3, frequency: 1, intervals: morning }],
      today,
      130,
    );
    expect([...monthly.keys()]).toEqual(['2026-12-31', '2027-01-31', '2027-03-31']);
    const yearly = expandEntries(
      [{ type: 3, date: '2025-12-24', unit: 4, frequency: 1, intervals: morning }],
      today,
      60,
    );
    expect([...yearly.keys()]).toEqual(['2026-12-24']);
  });

  it('ignores incomplete entries and stops at the end of the period', () => {
    const days = expandEntries(
      [
        { type: 1, date: '', intervals: morning },
        { type: 2, date: [], intervals: morning },
        { type: 1, date: '2026-12-24', intervals: morning },
      ],
      today,
      29,
    );
    expect(days.size).toBe(0);
  });

  it('reads the venue view as the hours a guest can book', () => {
    const days = openHoursOfView([
      {
        date: '2026-11-26',
        intervals: [
          { time: '09:00', status: 1 },
          { time: '10:00', status: 2 },
          { time: '11:00', status: 1 },
        ],
      },
      { date: '2026-11-27', intervals: [{ time: '09:00', status: 2 }] },
    ]);
    expect(hourRanges(days.get('2026-11-26')!)).toEqual(['9–10', '11–12']);
    expect(days.has('2026-11-27')).toBe(false);
  });

  it('describes a custom repeat in words', () => {
    expect(repeatSummary({ type: 3, date: '2026-12-01', unit: 2, frequency: 2, intervals: [] })).toMatch(
      /^Every 2 weeks from Tue,? 1 Dec 2026$/,
    );
    expect(repeatSummary({ type: 3, date: '', unit: 1, frequency: 1, intervals: [] })).toBe('Every day');
  });
});
