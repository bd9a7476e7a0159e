import { describe, expect, it } from 'vitest';
import { localMomentText } from './dates.ts';

describe('localMomentText', () => {
  it("says a moment (a request's deadline) in the listing's zone, on a 12-hour clock", () => {
    expect(localMomentText(new Date('2026-12-04T20:00:00.000Z'), 'America/New_York')).toBe('Fri 4 Dec, 3:00 PM');
    expect(localMomentText(new Date('2026-12-04T20:00:00.000Z'), 'Europe/Rome')).toBe('Fri 4 Dec, 9:00 PM');
    // Midnight and noon read 12, never 0.
    expect(localMomentText(new Date('2026-12-05T05:00:00.000Z'), 'America/New_York')).toBe('Sat 5 Dec, 12:00 AM');
    expect(localMomentText(new Date('2026-12-04T17:30:00.000Z'), 'America/New_York')).toBe('Fri 4 Dec, 12:30 PM');
  });
});
