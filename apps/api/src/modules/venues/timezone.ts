import { timezoneAt } from '../location/location.service.ts';

/** IANA time zone at a point (offline lookup), for listings created without one. */
export function createTimezoneFinder(): (latitude: number, longitude: number) => string | undefined {
  return (latitude, longitude) => {
    try {
      return timezoneAt(latitude, longitude);
    } catch {
      return undefined;
    }
  };
}
