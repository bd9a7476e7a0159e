import { describe, expect, it } from 'vitest';
import { availableDays, describeDay, formatDay, openRanges, todayIn } from './availability.ts';

const hour = (time: string, status = 1, slots: { id: number; status: number }[] = []) => ({ time, status, slots });

describe('availability summary', () => {
  it('merges consecutive open hours into runs and ends the last hour on the clock', () => {
    const intervals = [
      hour('09:00'),
      hour('10:00'),
      hour('11:00'),
      hour('12:00', 2),
      hour('14:00'),
      hour('15:00'),
      hour('16:00'),
      hour('23:00'),
    ];
    expect(openRanges(intervals)).toEqual(['9:00–12:00', '14:00–17:00', '23:00–24:00']);
  });

  it('treats an hour with every slot taken as closed', () => {
    const intervals = [
      hour('08:00', 1, [
        { id: 1, status: 2 },
        { id: 2, status: 2 },
      ]),
      hour('09:00', 1, [
        { id: 1, status: 2 },
        { id: 2, status: 1 },
      ]),
    ];
    expect(openRanges(intervals)).toEqual(['9:00–10:00']);
  });

  it('lists only days with open hours, earliest first, formatted like "Tue 24 Nov, 9:00–17:00"', () => {
    const days = availableDays([
      { date: '2026-11-25', status: 1, intervals: [hour('10:00')] },
      { date: '2026-11-23', status: 2, intervals: [hour('10:00', 2)] },
      {
        date: '2026-11-24',
        status: 1,
        intervals: ['09', '10', '11', '12', '13', '14', '15', '16'].map((h) => hour(`${h}:00`)),
      },
      { date: '2026-11-26', status: 1, intervals: [hour('10:00', 2)] },
    ]);
    expect(days.map((day) => day.date)).toEqual(['2026-11-24', '2026-11-25']);
    expect(describeDay(days[0]!)).toBe('Tue 24 Nov, 9:00–17:00');
  });

  it('formats calendar dates without shifting them by the browser time zone', () => {
    expect(formatDay('2026-01-01')).toBe('Thu 1 Jan');
    expect(todayIn('America/Los_Angeles', new Date('2026-11-22T02:00:00Z'))).toBe('2026-11-21');
    expect(todayIn('Europe/Rome', new Date('2026-11-22T02:00:00Z'))).toBe('2026-11-22');
  });
});
