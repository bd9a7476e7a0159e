import { formatMoney } from '../../booking/public.ts';

/** Admin responses carry integer cents: "$1,234.50". */
export const formatCents = (cents: number) => formatMoney(cents / 100);

const instant = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
/** A moment in the reader's own time zone: "Nov 24, 2026, 3:05 PM". */
export const formatInstant = (iso: string) => instant.format(new Date(iso));

const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
/** A calendar date ("2026-11-24") as "Nov 24, 2026", read in UTC so no zone moves it to another day. */
export const formatDay = (date: string) => day.format(new Date(`${date.slice(0, 10)}T12:00:00Z`));
