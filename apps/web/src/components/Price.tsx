const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** The one minus sign of every amount the app shows (Intl's is a hyphen-minus, "-$25.00"). */
export const MINUS = '\u2212';

export interface PriceOptions {
  /** Leave out ".00" on a whole amount ("$45", but "$45.50"), as rents are shown. */
  trim?: boolean;
  /** Sign a positive amount too: money in "+$45.00", money out "−$90.00" (zero has no sign). */
  signed?: boolean;
}

/** Whole cents from a dollar amount on the wire (rents and reservation amounts are dollars with two decimals). */
export const toCents = (dollars: number) => Math.round(dollars * 100);

/**
 * "$1,234.50" from 123450 cents, "−$25.00" from -2500: the one money formatter of the web app, for text that is not a
 * React node (labels, sentences); `<Price>` renders the same text.
 */
export function formatPrice(cents: number, { trim = false, signed = false }: PriceOptions = {}) {
  const whole = Math.round(cents);
  const text = dollars.format(Math.abs(whole) / 100);
  const sign = whole < 0 ? MINUS : signed && whole > 0 ? '+' : '';
  return sign + (trim ? text.replace(/\.00$/, '') : text);
}

export type PriceProps = PriceOptions & ({ cents: number; dollars?: never } | { dollars: number; cents?: never });

/** Money as the visitor reads it; renders text only, so it sits inside any Typography or sentence. */
export function Price({ cents, dollars, trim, signed }: PriceProps) {
  return <>{formatPrice(cents ?? toCents(dollars!), { trim, signed })}</>;
}
