import type { ReservationCancellation } from '@app/contract';
import { formatPrice, toCents } from '../../components/Price.tsx';

const byText: Record<NonNullable<ReservationCancellation['by']>, string> = {
  customer: 'Cancelled by you',
  host: 'Cancelled by the host',
  admin: 'Cancelled by the admin',
};

/**
 * What a cancelled booking says of its end (docs/product/screens.md#my-bookings): who cancelled it, when that is known
 * (a hold that ran out names nobody), and where its money went.
 */
export function cancellationText(cancellation: ReservationCancellation) {
  const paid = toCents(cancellation.paid);
  const refunded = toCents(cancellation.refunded);
  const refunding = toCents(cancellation.refunding);
  let money: string;
  if (paid <= 0) money = 'Not charged';
  else if (refunded <= 0 && refunding <= 0) money = 'No refund';
  else if (refunded <= 0) money = `Refund of ${formatPrice(refunding)} on its way`;
  else if (refunding > 0) money = `Refunded ${formatPrice(refunded)}, ${formatPrice(refunding)} on its way`;
  else
    money =
      refunded < paid
        ? `Refunded ${formatPrice(refunded)} of ${formatPrice(paid)}`
        : `Refunded ${formatPrice(refunded)}`;
  return { by: cancellation.by ? byText[cancellation.by] : undefined, money };
}

/** A refund is on its way: the bookings are read again until the card provider has made it. */
export const refundOnItsWay = (cancellation: ReservationCancellation | null) =>
  Boolean(cancellation && cancellation.refunding > 0);
