import { ReservationStatus, TransactionStatus, TransactionType } from '@app/contract';

type ChipColor = 'default' | 'primary' | 'success' | 'warning' | 'error' | 'info';

/** Booking statuses as the console names them, in the status filter's order. */
export const bookingStatuses: { value: number; label: string; color: ChipColor }[] = [
  { value: ReservationStatus.INPROCESS, label: 'Awaiting payment', color: 'warning' },
  { value: ReservationStatus.CONFIRMED, label: 'Confirmed', color: 'success' },
  { value: ReservationStatus.CANCELLED, label: 'Cancelled', color: 'error' },
  { value: ReservationStatus.COMPLETED, label: 'Completed', color: 'default' },
];

export const bookingStatusOf = (status: number) =>
  bookingStatuses.find((item) => item.value === status) ?? { value: status, label: 'Unknown', color: 'default' };

/** An admin may cancel a booking that is held or confirmed (docs/product/rules.md: with a full refund). */
export const isCancellable = (status: number) =>
  status === ReservationStatus.INPROCESS || status === ReservationStatus.CONFIRMED;

export const transactionTypeText = (type: number) =>
  ({ [TransactionType.CHARGE]: 'Charge', [TransactionType.REFUND]: 'Refund', [TransactionType.PAYOUT]: 'Payout' })[
    type
  ] ?? 'Other';

export const transactionStatusOf = (status: number): { label: string; color: string } =>
  ({
    [TransactionStatus.PENDING]: { label: 'Pending', color: 'warning.dark' },
    [TransactionStatus.FAILED]: { label: 'Failed', color: 'error.main' },
    [TransactionStatus.SUCCEEDED]: { label: 'Succeeded', color: 'success.main' },
  })[status] ?? { label: 'Unknown', color: 'text.secondary' };
