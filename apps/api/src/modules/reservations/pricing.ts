/** Price of a booking in cents: rent × hours × max(1, number of slots) (docs/product/rules.md#reservations). */
export const priceCents = (rentCents: number, hours: number, slotCount: number) =>
  rentCents * hours * Math.max(1, slotCount);

export const FULL_REFUND_NOTICE_MS = 24 * 3_600_000;

/** Cancellation refund: 100% at least 24 hours before the first booked hour, 50% after that. */
export function cancellationRefundCents(paidCents: number, startsAt: Date, now: Date) {
  return startsAt.getTime() - now.getTime() >= FULL_REFUND_NOTICE_MS ? paidCents : Math.floor(paidCents / 2);
}

/** The host's payout of a settled booking: charged − refunded − platform fee (fee on the net amount). */
export function payoutOf(chargedCents: number, refundedCents: number, feePercent: number) {
  const net = Math.max(0, chargedCents - refundedCents);
  const feeCents = Math.round((net * feePercent) / 100);
  return { netCents: net, feeCents, payoutCents: net - feeCents };
}

export const dollars = (cents: number) => Math.round(cents) / 100;
