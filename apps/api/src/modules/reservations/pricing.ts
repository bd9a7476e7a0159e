import {
  quoteRequest,
  refundOf,
  refundPercent,
  withDefaultRules,
  type BookingRules,
  type CancellationPolicy,
} from '@app/contract';

/** What prices a booking: the listing's rent, its booking rules as stored, and what its slots are called. */
export interface PricedListing {
  rent_cents: number;
  booking_rules?: Partial<BookingRules> | null;
  category_slot_prefix?: string | null;
}

/** What is priced: the listing-local hours (each once), the slots and the guests. */
export interface PricedBooking {
  schedules: Array<{ date: string; intervals: string[] }>;
  slots: number[];
  guests: { adults: number; children: number };
}

/**
 * docs/product/rules.md#pricing: the booking's price under its listing's rules, line by line, in cents (the contract's
 * `quoteRequest`: the quote, the hold, the reschedule and the demo data all price with it).
 */
export function bookingPrice(
  listing: PricedListing,
  booking: PricedBooking,
  rules: BookingRules = withDefaultRules(listing.booking_rules),
) {
  return quoteRequest(
    { rentCents: listing.rent_cents, pricing: rules.pricing, slotName: listing.category_slot_prefix ?? undefined },
    booking,
  );
}

/**
 * docs/product/rules.md#cancellation: what a cancellation refunds of `paidCents` under the listing's policy (the
 * cancel call and the preview the guest is shown both ask this).
 */
export function cancellationRefund(
  policy: CancellationPolicy,
  paidCents: number,
  times: { startsAt: Date; bookedAt: Date; now: Date; byHost?: boolean },
) {
  return refundOf(paidCents, refundPercent(policy, times));
}

/** The host's payout of a settled booking: charged − refunded − platform fee (fee on the net amount). */
export function payoutOf(chargedCents: number, refundedCents: number, feePercent: number) {
  const net = Math.max(0, chargedCents - refundedCents);
  const feeCents = Math.round((net * feePercent) / 100);
  return { netCents: net, feeCents, payoutCents: net - feeCents };
}

export const dollars = (cents: number) => Math.round(cents) / 100;
