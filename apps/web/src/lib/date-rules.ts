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
