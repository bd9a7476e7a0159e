import { BookingLimits, ReservationStatus } from '@app/contract';
import type { ReservationNoticeFacts } from '../notifications/notifications.events.ts';
import { dollars } from './pricing.ts';
import type { ReservationListRow, ReservationRow } from './reservations.repository.ts';

const iso = (value: Date | null | undefined) => (value ? value.toISOString() : null);

/**
 * What notifications say about a booking: from the row a transaction has just written and the names its caller read,
 * or from the row `noticeFacts` reads back (the only one that can know a payout).
 */
export function noticeFactsOf(
  row: Pick<ReservationRow, 'id' | 'status' | 'customerId' | 'venueId' | 'schedules' | 'pendingChange' | 'amountCents'>,
  names: { customerName: string; hostId: string; venueTitle: string },
  payoutCents: number | null = null,
): ReservationNoticeFacts {
  return {
    id: row.id,
    status: Number(row.status),
    customerId: row.customerId,
    customerName: names.customerName,
    hostId: names.hostId,
    venueId: row.venueId,
    venueTitle: names.venueTitle,
    schedules: row.schedules,
    pendingSchedules: row.pendingChange?.schedules ?? null,
    amountCents: Number(row.amountCents),
    holdMinutes: BookingLimits.holdMinutes,
    payoutCents,
  };
}

/** What the customer still owes: the whole price of a hold, or the difference of an unpaid reschedule. */
export function dueOf(row: Pick<ReservationRow, 'status' | 'amountCents' | 'pendingChange'>) {
  if (row.status === ReservationStatus.INPROCESS) return row.amountCents;
  if (row.status === ReservationStatus.CONFIRMED && row.pendingChange) return row.pendingChange.differenceCents;
  return 0;
}

/** Who cancelled a cancelled booking, when, and its money; null for any other booking (or one read without it). */
function cancellationOf(row: ReservationListRow) {
  const money = row.cancellationMoney;
  if (row.status !== ReservationStatus.CANCELLED || !money) return null;
  return {
    by: row.cancelledBy ?? null,
    at: iso(row.cancelledAt),
    paid: dollars(money.paidCents),
    refunded: dollars(money.refundedCents),
    refunding: dollars(money.refundingCents),
  };
}

/** A booking on the wire (docs/product/wire-contract.md). */
export function presentReservation(row: ReservationListRow, options: { dueCents?: number } = {}) {
  return {
    uuid: row.id,
    reservationId: row.id,
    status: row.status,
    venueId: row.venueId,
    venue: {
      uuid: row.venueId,
      title: row.venueTitle,
      address: row.venueAddress,
      images: row.images,
      category: { uuid: row.categoryId, name: row.categoryName },
      timezone: row.venueTimezone,
    },
    schedules: row.schedules,
    slots: row.slots ?? [],
    guestList: { adults: row.adults, children: row.children, infants: row.infants },
    payment: { amount: dollars(row.amountCents), due: dollars(options.dueCents ?? dueOf(row)) },
    holdExpiresAt: iso(row.holdExpiresAt),
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    cancellationPolicy: row.cancellationPolicy,
    bookingMode: row.bookingMode,
    approval: row.approval,
    respondBy: row.approval === 'pending' ? iso(row.holdExpiresAt) : null,
    declineReason: row.approval === 'declined' ? row.cancelReason : null,
    reservedBy: { name: row.customerName, address: row.customerAddress ?? '' },
    pendingChange: row.pendingChange
      ? {
          schedules: row.pendingChange.schedules,
          slots: row.pendingChange.slots,
          amount: dollars(row.pendingChange.amountCents),
          due: dollars(row.pendingChange.differenceCents),
          expiresAt: row.pendingChange.expiresAt,
        }
      : null,
    cancellation: cancellationOf(row),
  };
}
export type PresentedReservation = ReturnType<typeof presentReservation>;

/** A booking as its listing's host sees it in the venue view (docs/product/wire-contract.md#catalog-and-venues). */
export function presentVenueReservation(row: ReservationListRow) {
  const presented = presentReservation(row);
  return {
    uuid: presented.uuid,
    status: presented.status,
    schedules: presented.schedules,
    slots: presented.slots,
    guestList: presented.guestList,
    payment: { amount: presented.payment.amount },
    reservedBy: presented.reservedBy,
    approval: presented.approval,
    respondBy: presented.respondBy,
  };
}
