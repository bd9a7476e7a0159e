const calendarDay = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const localDay = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
/**
 * "24 Nov 2026". A calendar date ("2026-11-24") is read in UTC so no zone moves it to another day; an instant is
 * shown on the reader's own calendar.
 */
export const formatDay = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value)
    ? calendarDay.format(new Date(`${value}T12:00:00Z`))
    : localDay.format(new Date(value));

const instant = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
/** A moment in the reader's own time zone: "24 Nov 2026, 15:05". */
export const formatInstant = (iso: string) => instant.format(new Date(iso));

export const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;
