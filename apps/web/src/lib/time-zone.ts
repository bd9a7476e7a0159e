const names = new Map<string, string>();

/** "America/New_York" → "New York": the zone's own city, for zones Intl has no common name for. */
const cityOfZone = (zone: string) => zone.split('/').at(-1)?.replace(/_/g, ' ') || zone;

/**
 * What people call a listing's time zone: "Eastern Time", "Central Time", "Mountain Standard Time" (Intl's long
 * generic name, the same all year), or "<city> time" where Intl only knows an offset ("GMT+03:00") or not the zone.
 */
export function timeZoneName(zone: string): string {
  const known = names.get(zone);
  if (known) return known;
  let name = `${cityOfZone(zone)} time`;
  try {
    const generic = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longGeneric' })
      .formatToParts(new Date())
      .find((part) => part.type === 'timeZoneName')?.value;
    if (generic && !/^(GMT|UTC)/.test(generic)) name = generic;
  } catch {
    // Not a zone this browser knows: keep the city.
  }
  names.set(zone, name);
  return name;
}
