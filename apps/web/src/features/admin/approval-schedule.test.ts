import { describe, expect, it } from 'vitest';
import { todayIn } from '../../lib/date-rules.ts';
import { scheduleSummary } from './approval-schedule.ts';

const open = (date: string, hours: number[], status = 1) => ({
  date,
  status,
  intervals: hours.map((hour) => ({ time: `${String(hour).padStart(2, '0')}:00`, status: 1, slots: [] })),
});

describe('schedule summary of a listing under review', () => {
  // 02:00 UTC on 24 Nov is still 23 Nov in New York.
  const now = new Date('2026-11-24T02:00:00Z');

  it('starts on the listing’s own today', () => {
    expect(todayIn('America/New_York', now)).toBe('2026-11-23');
    expect(todayIn('Asia/Tokyo', now)).toBe('2026-11-24');
  });

  it('merges days with the same hours and counts the open ones; missing and closed days read Closed', () => {
    const summary = scheduleSummary(
      {
        timezone: 'America/New_York',
        schedules: [
          open('2026-11-23', [9, 10, 11]),
          open('2026-11-24', [9, 10, 11]),
          open('2026-11-25', [9, 10, 14]),
          open('2026-11-26', [9], 2),
          open('2026-12-10', [9]),
        ],
      },
      7,
      now,
    );
    expect(summary.openDays).toBe(3);
    expect(summary.runs.map((run) => `${run.days} · ${run.hours}`)).toEqual([
      'Mon 23 Nov – Tue 24 Nov · 09:00–12:00',
      'Wed 25 Nov · 09:00–11:00, 14:00–15:00',
      'Thu 26 Nov – Sun 29 Nov · Closed',
    ]);
  });

  it('leaves out hours that are not open', () => {
    const day = open('2026-11-23', [9, 10]);
    day.intervals[1]!.status = 2;
    const summary = scheduleSummary({ timezone: 'America/New_York', schedules: [day] }, 1, now);
    expect(summary.runs[0]!.hours).toBe('09:00–10:00');
  });
});
