import { Messages } from '@app/contract';

/** A From/To pair of YYYY-MM-DD dates; '' when not chosen. */
export interface DateRange {
  fromDate: string;
  toDate: string;
}

export interface DateChange {
  range: DateRange;
  /** Why the typed value was refused (the range is then unchanged). */
  error?: string;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** A YYYY-MM-DD date moved by whole days (at noon UTC, so no time zone or DST shift changes the day). */
export const addDays = (date: string, days: number) => {
  const next = new Date(`${date}T12:00:00Z`);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
};

/** Today's date (YYYY-MM-DD) in a time zone: the listing's, whose hours are local. */
export function todayIn(timeZone: string, now = new Date()) {
  try {
    return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
      now,
    );
  } catch {
    // An unknown zone name: UTC's date rather than a broken page.
    return now.toISOString().slice(0, 10);
  }
}

/** Today in the visitor's own calendar (not UTC), as YYYY-MM-DD. */
export const todayIso = (now = new Date()) => `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;

/**
 * docs/product/rules.md#validation: From cannot be before today; a From past To pushes To forward; clearing From clears To (To is
 * disabled until From is set).
 */
export function changeFromDate(range: DateRange, fromDate: string, today: string): DateChange {
  // YYYY-MM-DD strings compare correctly as text.
  if (!fromDate) return { range: { fromDate: '', toDate: '' } };
  if (fromDate < today) return { range, error: Messages.searchFromInPast };
  const toDate = range.toDate && range.toDate < fromDate ? fromDate : range.toDate;
  return { range: { fromDate, toDate } };
}

/** To is not before From (and needs a From). */
export function changeToDate(range: DateRange, toDate: string): DateChange {
  if (!toDate) return { range: { ...range, toDate: '' } };
  if (!range.fromDate) return { range };
  if (toDate < range.fromDate) return { range, error: Messages.searchToBeforeFrom };
  return { range: { ...range, toDate } };
}

/**
 * Dates from a URL (an old bookmark, a hand-written link) made valid: a From in the past becomes today, a To
 * without a From becomes the From, and a To before the From is pushed forward.
 */
export function validDateRange(range: DateRange, today: string): DateRange {
  let { fromDate, toDate } = range;
  if (!fromDate && toDate) fromDate = toDate;
  if (fromDate && fromDate < today) fromDate = today;
  if (toDate && fromDate && toDate < fromDate) toDate = fromDate;
  return { fromDate, toDate };
}
