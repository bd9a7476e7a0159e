import { TransactionStatus, TransactionType, type SessionUser, type Transaction } from '@app/contract';
import { formatPrice, toCents } from '../../../components/Price.tsx';

export const typeText: Record<number, string> = {
  [TransactionType.CHARGE]: 'Charge',
  [TransactionType.REFUND]: 'Refund',
  [TransactionType.PAYOUT]: 'Payout',
};

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
export const whenOf = (transaction: Transaction) => dateTime.format(new Date(transaction.createdAt));

/** Newest first; rows written in the same millisecond keep a stable order. */
export const newestFirst = (a: Transaction, b: Transaction) =>
  Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.uuid.localeCompare(a.uuid);

export const sum = (rows: Transaction[]) => Math.round(rows.reduce((total, row) => total + row.amount * 100, 0)) / 100;

const notMoved: Record<number, string> = {
  [TransactionType.CHARGE]: 'Not charged',
  [TransactionType.REFUND]: 'Not refunded',
  [TransactionType.PAYOUT]: 'Not paid',
};

/**
 * Money in (refund, payout) is "+$45.00" in green; money out (charge) is "−$90.00". What never moved (a declined
 * charge, a failed refund or payout) has no sign and is struck through, with what did not happen beneath.
 */
export function amountOf(transaction: Transaction) {
  const incoming = transaction.type !== TransactionType.CHARGE;
  const cents = toCents(transaction.amount);
  if (transaction.status === TransactionStatus.FAILED) {
    return { text: formatPrice(cents), color: 'text.secondary', moved: false, note: notMoved[transaction.type] };
  }
  return {
    text: formatPrice(incoming ? cents : -cents, { signed: true }),
    color: incoming ? 'success.main' : 'text.primary',
    moved: true,
  };
}

export function statusOf(transaction: Transaction, user: SessionUser | null) {
  if (transaction.status === TransactionStatus.SUCCEEDED) {
    return { text: transaction.type === TransactionType.PAYOUT ? 'Paid' : 'Succeeded', color: 'success.main' };
  }
  if (transaction.status === TransactionStatus.FAILED) {
    // A charge the card provider refused is a decline, in the card's own words beneath.
    const text = transaction.type === TransactionType.CHARGE ? 'Declined' : 'Failed';
    return { text, color: 'error.main', detail: transaction.failureMessage };
  }
  // Without a payout account the notice above the list says why payouts wait, once for all of them.
  if (transaction.type === TransactionType.PAYOUT && user?.payout?.payoutsEnabled) {
    return { text: 'Pending — on its way to your payout account', color: 'warning.dark' };
  }
  return { text: 'Pending', color: 'warning.dark' };
}
