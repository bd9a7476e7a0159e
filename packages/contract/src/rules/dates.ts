/** `YYYY-MM-DD` naming a real day: zod's own `z.iso.date()` pattern, so the server's date checks and this agree. */
export const isoDatePattern =
  /^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))$/;

export const isIsoDate = (value: unknown): value is string => typeof value === 'string' && isoDatePattern.test(value);

/**
 * A moment in a listing's own time as people write it: "Fri 4 Dec, 3:00 PM" (12 at noon and midnight: en-GB's own
 * 12-hour clock would say "0:30 pm").
 */
export function localMomentText(moment: Date, timeZone: string) {
  const day = moment.toLocaleString('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone });
  // Some ICU versions put a narrow no-break space before AM/PM.
  const time = moment
    .toLocaleString('en-US', { hour: 'numeric', minute: '2-digit', hour12: true, timeZone })
    .replace(/\s+/g, ' ');
  return `${day}, ${time}`;
}
