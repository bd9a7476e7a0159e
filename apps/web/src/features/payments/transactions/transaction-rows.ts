import type { Reservation, Transaction } from '@app/contract';
import { scheduleLines } from '../../booking/public.ts';
import type { TransactionView } from '../api/get-transactions.ts';
import { newestFirst } from './transaction-rules.ts';

/** Rows per page: the whole list is read at once (the summary adds it all up), then shown a page at a time. */
export const TRANSACTIONS_PER_PAGE = 10;

export interface RowModel {
  transaction: Transaction;
  /** The booking the row belongs to: its listing title (or a short reference) and where it opens. */
  booking?: { label: string; detail?: string; to?: string };
  current: boolean;
}

/** "Booking 3F2B5C11": a short reference to a booking when its listing is not known. */
const bookingReference = (reservationId: string) => `Booking ${reservationId.slice(-8).toUpperCase()}`;

function bookingOf(
  view: TransactionView,
  transaction: Transaction,
  reservations: Map<string, Reservation>,
): RowModel['booking'] | undefined {
  const id = transaction.reservationId;
  if (!id) return undefined;
  if (view === 'seller') {
    // A payout opens its booking among the listing's reservations.
    if (!transaction.venueId) return { label: bookingReference(id) };
    return {
      label: transaction.venueTitle || bookingReference(id),
      detail: transaction.venueTitle ? bookingReference(id) : undefined,
      to: `/view-reservations/${encodeURIComponent(transaction.venueId)}?reservation=${encodeURIComponent(id)}`,
    };
  }
  const reservation = reservations.get(id);
  return {
    label: reservation?.venue.title ?? bookingReference(id),
    detail: reservation ? scheduleLines(reservation.schedules)[0] : undefined,
    to: `/mybookings?booking=${encodeURIComponent(id)}`,
  };
}

/** Newest first, each with its booking; `highlighted` (a booking id) marks that booking's rows as current. */
export function rowsOf(
  view: TransactionView,
  transactions: Transaction[] | undefined,
  reservations: Reservation[] | undefined,
  highlighted: string | null,
): RowModel[] {
  const byId = new Map((view === 'customer' ? (reservations ?? []) : []).map((item) => [item.uuid, item]));
  return [...(transactions ?? [])].sort(newestFirst).map((transaction) => ({
    transaction,
    booking: bookingOf(view, transaction, byId),
    current: Boolean(highlighted) && transaction.reservationId === highlighted,
  }));
}

/** ?page= when chosen; otherwise the page that holds the booking a link named (?booking=), else the first. */
export function pageOf(rows: RowModel[], chosenPage: number) {
  const pageCount = Math.max(1, Math.ceil(rows.length / TRANSACTIONS_PER_PAGE));
  const currentIndex = rows.findIndex((row) => row.current);
  const page = Math.min(
    pageCount,
    Number.isInteger(chosenPage) && chosenPage >= 1
      ? chosenPage
      : currentIndex >= 0
        ? Math.floor(currentIndex / TRANSACTIONS_PER_PAGE) + 1
        : 1,
  );
  return { page, pageCount, pageRows: rows.slice((page - 1) * TRANSACTIONS_PER_PAGE, page * TRANSACTIONS_PER_PAGE) };
}
