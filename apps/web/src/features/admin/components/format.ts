import { formatMoney } from '../../booking/public.ts';

/** Admin amounts arrive in integer cents. */
export const formatCents = (cents: number) => formatMoney(cents / 100);

/** "24 Nov 2026" from an ISO timestamp. */
export const formatDay = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

export const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;
