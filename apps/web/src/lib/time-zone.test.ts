import { describe, expect, it } from 'vitest';
import { timeZoneName } from './time-zone.ts';

describe('timeZoneName', () => {
  it('names a zone as people do, not by the city in its id', () => {
    expect(timeZoneName('America/Chicago')).toBe('Central Time');
    expect(timeZoneName('America/New_York')).toBe('Eastern Time');
    expect(timeZoneName('America/Denver')).toBe('Mountain Time');
    expect(timeZoneName('America/Los_Angeles')).toBe('Pacific Time');
    expect(timeZoneName('America/Phoenix')).toBe('Mountain Standard Time');
  });

  it('falls back to the city where Intl knows only an offset or not the zone', () => {
    expect(timeZoneName('Etc/GMT+5')).toBe('GMT+5 time');
    expect(timeZoneName('Mars/Olympus_Mons')).toBe('Olympus Mons time');
  });
});
