const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export interface PriceOptions {
  /** Leave out ".00" on a whole amount ("$45", but "$45.50"), as rents are shown. */
  trim?: boolean;
}

/** Whole cents from a dollar amount on the wire (rents and reservation amounts are dollars with two decimals). */
export const toCents = (dollars: number) => Math.round(dollars * 100);

/** "$1,234.50" from 123450 cents; the one money formatter, for text that is not a React node (labels, sentences). */
export function formatPrice(cents: number, { trim = false }: PriceOptions = {}) {
  const text = dollars.format(Math.round(cents) / 100);
  return trim ? text.replace(/\.00$/, '') : text;
}

export type PriceProps = PriceOptions & ({ cents: number; dollars?: never } | { dollars: number; cents?: never });

/** Money as the visitor reads it; renders text only, so it sits inside any Typography or sentence. */
export function Price({ cents, dollars, trim }: PriceProps) {
  return <>{formatPrice(cents ?? toCents(dollars!), { trim })}</>;
}
