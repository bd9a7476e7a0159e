import { describe, expect, it } from 'vitest';
import { BlockBodySchema, ScheduleEntryInputSchema, ScheduleUpdateBodySchema, hourOf } from './availability.ts';
import { Messages } from './messages.ts';
import { messagesOf, parsed } from './test-support.ts';

describe('hours', () => {
  it('reads whole hours as "HH:00", a bare hour or a number; 24 only as an end', () => {
    expect([hourOf('09:00', false), hourOf('9', false), hourOf(23, false), hourOf('24:00', true)]).toEqual([
      9, 9, 23, 24,
    ]);
    expect([hourOf('24:00', false), hourOf('09:30', false), hourOf(9.5, false), hourOf('nine', false)]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });
});

describe('schedule entries', () => {
  const interval = (from: string, to: string) => ({ from, to });

  it('reads weekdays sent as JSON text, sorted and without repeats', () => {
    expect(
      parsed(ScheduleEntryInputSchema, { type: '2', date: '[5,1,3,1]', intervals: [interval('09:00', '12:00')] }),
    ).toEqual({ type: 2, weekdays: [1, 3, 5], intervals: [{ from: 9, to: 12 }] });
  });

  it('reads a single date sent as quoted JSON text or plain, with intervals in time order', () => {
    const intervals = [interval('14:00', '24:00'), interval('08:00', '10:00')];
    const expected = {
      type: 1,
      date: '2026-12-24',
      intervals: [
        { from: 8, to: 10 },
        { from: 14, to: 24 },
      ],
    };
    expect(parsed(ScheduleEntryInputSchema, { type: 1, date: '"2026-12-24"', intervals })).toEqual(expected);
    expect(parsed(ScheduleEntryInputSchema, { type: 1, date: '2026-12-24', intervals })).toEqual(expected);
  });

  it('reads a custom repeat with its unit and frequency sent as text', () => {
    expect(
      parsed(ScheduleEntryInputSchema, {
        type: 3,
        date: '"2026-12-01"',
        unit: '2',
        frequency: '2',
        intervals: [interval('10:00', '11:00')],
      }),
    ).toEqual({ type: 3, date: '2026-12-01', unit: 2, frequency: 2, intervals: [{ from: 10, to: 11 }] });
  });

  it.each([
    ['start not before end', [interval('12:00', '09:00')], Messages.intervalStartBeforeEnd],
    ['an empty interval', [interval('09:00', '09:00')], Messages.intervalStartBeforeEnd],
    ['the same interval twice', [interval('09:00', '12:00'), interval('09:00', '12:00')], Messages.intervalDuplicate],
    ['overlapping intervals', [interval('09:00', '12:00'), interval('11:00', '13:00')], Messages.intervalOverlap],
    ['a half hour', [interval('09:30', '12:00')], Messages.intervalInvalid],
    ['no interval at all', [], Messages.intervalInvalid],
  ])('refuses %s with the spec message', (_name, intervals, message) => {
    expect(messagesOf(ScheduleEntryInputSchema, { type: 2, date: [1], intervals })[0]).toBe(message);
  });

  it('lets intervals touch end to start', () => {
    expect(
      parsed(ScheduleEntryInputSchema, {
        type: 2,
        date: [1],
        intervals: [interval('09:00', '12:00'), interval('12:00', '15:00')],
      }).intervals,
    ).toEqual([
      { from: 9, to: 12 },
      { from: 12, to: 15 },
    ]);
  });

  it.each([
    [{ type: 2, date: '[]' }, Messages.scheduleWeekdaysRequired],
    [{ type: 2, date: '[0,8]' }, Messages.scheduleWeekdayInvalid],
    [{ type: 1, date: '"24/12/2026"' }, Messages.scheduleDateRequired],
    [{ type: 3, date: '2026-12-01', unit: 5, frequency: 1 }, Messages.scheduleUnitInvalid],
    [{ type: 3, date: '2026-12-01', unit: 1, frequency: 0 }, Messages.scheduleFrequencyMin],
    [{ type: 4, date: '2026-12-01' }, Messages.scheduleTypeInvalid],
  ])('refuses %j with a message naming what is wrong', (entry, message) => {
    expect(messagesOf(ScheduleEntryInputSchema, { ...entry, intervals: [interval('09:00', '10:00')] })).toContain(
      message,
    );
  });
});

describe('schedule update body', () => {
  it('defaults the period to 60 days and Alter Reservations to false', () => {
    const body = parsed(ScheduleUpdateBodySchema, { schedules: [] });
    expect(body).toMatchObject({ schedulingPeriod: 60, alterReservations: false });
    expect(body.slots).toBeUndefined();
  });

  it('reads the period, the flag and the slot count sent as text', () => {
    expect(
      parsed(ScheduleUpdateBodySchema, {
        schedules: [],
        schedulingPeriod: '90',
        alterReservations: 'true',
        slots: '4',
      }),
    ).toMatchObject({ schedulingPeriod: 90, alterReservations: true, slots: 4 });
  });

  it('keeps the period within 1 to 365 days', () => {
    for (const period of [0, 366, 1.5]) {
      expect(messagesOf(ScheduleUpdateBodySchema, { schedules: [], schedulingPeriod: period })).toEqual([
        Messages.schedulingPeriodInvalid,
      ]);
    }
  });
});

describe('blocks', () => {
  const point = (date: string, time: string) => ({ date, time });

  it('reads from/to with 24:00 as the end of a day, and slots as JSON text, a list or a comma list', () => {
    const base = { from: point('2026-12-01', '00:00'), to: point('2026-12-01', '24:00') };
    expect(parsed(BlockBodySchema, base)).toEqual({
      from: { date: '2026-12-01', hour: 0 },
      to: { date: '2026-12-01', hour: 24 },
      alterReservations: false,
    });
    expect(parsed(BlockBodySchema, { ...base, slots: '[1,3]' }).slots).toEqual([1, 3]);
    expect(parsed(BlockBodySchema, { ...base, slots: '1, 3' }).slots).toEqual([1, 3]);
    // null (the contract's "whole listing") and no slots at all read the same.
    expect(parsed(BlockBodySchema, { ...base, slots: null }).slots).toBeUndefined();
  });

  it('must end after it starts', () => {
    expect(
      messagesOf(BlockBodySchema, { from: point('2026-12-02', '10:00'), to: point('2026-12-02', '10:00') }),
    ).toEqual([Messages.blockEndAfterStart]);
    expect(
      messagesOf(BlockBodySchema, { from: point('2026-12-02', '10:00'), to: point('2026-12-01', '23:00') }),
    ).toEqual([Messages.blockEndAfterStart]);
  });

  it('asks for a start it can read', () => {
    expect(messagesOf(BlockBodySchema, { from: point('', '10:00'), to: point('2026-12-02', '11:00') })).toContain(
      Messages.blockStartRequired,
    );
  });
});
