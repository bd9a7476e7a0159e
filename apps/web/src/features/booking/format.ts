import { Messages, ReservationStatus, type Reservation } from '@app/contract';
import { refundOf, refundPercent } from '@app/contract/rules';

/** A calendar date as "Tue 24 Nov 2026" (read at noon UTC so no time zone can move it to another day). */
export const formatDate = (date: string, options: { year?: boolean } = {}) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    ...(options.year ? { year: 'numeric' } : {}),
    timeZone: 'UTC',
  });

const hourOf = (time: string) => Number(time.split(':')[0]);
const clock = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/** Hour starts ("09:00", "10:00", "14:00") as runs: ["09:00–11:00", "14:00–15:00"]. */
export function hourRanges(times: string[]): string[] {
  const hours = [...new Set(times.map(hourOf))].sort((a, b) => a - b);
  const ranges: string[] = [];
  let start: number | undefined;
  let end = 0;
  for (const hour of hours) {
    if (start !== undefined && hour === end) {
      end = hour + 1;
      continue;
    }
    if (start !== undefined) ranges.push(`${clock(start)}–${clock(end)}`);
    start = hour;
    end = hour + 1;
  }
  if (start !== undefined) ranges.push(`${clock(start)}–${clock(end)}`);
  return ranges;
}

/** Each booked day with its hours: "Tue 24 Nov 2026 · 10:00–12:00". */
export const scheduleLines = (schedules: Reservation['schedules']) =>
  [...schedules]
    .sort((a, b) => a.date.localeCompare(b.date))
    .map((day) => `${formatDate(day.date, { year: true })} · ${hourRanges(day.intervals).join(', ')}`);

export const hoursOf = (schedules: Reservation['schedules']) =>
  schedules.reduce((sum, day) => sum + day.intervals.length, 0);

/** "2 adults · 1 child" (zero counts left out). */
export function guestsText({ adults, children, infants }: Reservation['guestList']) {
  const part = (count: number, one: string, many: string) => (count ? `${count} ${count === 1 ? one : many}` : '');
  return [part(adults, 'adult', 'adults'), part(children, 'child', 'children'), part(infants, 'infant', 'infants')]
    .filter(Boolean)
    .join(' · ');
}

/**
 * Where a request to book stands for the guest (docs/product/rules.md#request-to-book): `pending` while the host has
 * not answered, `declined` or `expired` once it ended without a booking. An accepted request is simply a confirmed
 * booking, and a withdrawn one a cancelled booking: both give undefined, as does every instant booking.
 */
export function requestOf(reservation: Reservation) {
  const { status, approval } = reservation;
  if (status === ReservationStatus.INPROCESS && approval === 'pending') return 'pending' as const;
  if (status === ReservationStatus.CANCELLED && (approval === 'declined' || approval === 'expired')) return approval;
  return undefined;
}

/** "The host declined your request: {reason}. Your card was not charged." (the server's own words, docs/product/messages.md). */
export const declinedText = (reservation: Pick<Reservation, 'declineReason'>) =>
  Messages.requestDeclinedGuest.replace('{reason}', () =>
    (reservation.declineReason ?? '').trim().replace(/[.!?]+$/, ''),
  );

/**
 * An unpaid hold (new booking) or an unpaid reschedule difference, with when it lapses. A request waiting for the
 * host holds its hours until its deadline too, but its card is already authorised: nothing is left to pay.
 */
export function unpaid(reservation: Reservation, now = Date.now()) {
  if (requestOf(reservation) === 'pending') return undefined;
  if (reservation.status === ReservationStatus.INPROCESS && reservation.holdExpiresAt) {
    const expiresAt = Date.parse(reservation.holdExpiresAt);
    if (expiresAt > now) return { due: reservation.payment.due, expiresAt, reschedule: false };
  }
  if (reservation.status === ReservationStatus.CONFIRMED && reservation.pendingChange) {
    const expiresAt = Date.parse(reservation.pendingChange.expiresAt);
    if (expiresAt > now) return { due: reservation.pendingChange.due, expiresAt, reschedule: true };
  }
  return undefined;
}

/** The status in words (docs/product/rules.md#states-and-transitions). */
export function statusText(reservation: Reservation, now = Date.now()) {
  switch (requestOf(reservation)) {
    case 'pending':
      return 'Waiting for the host';
    case 'declined':
      return 'Declined by the host';
    case 'expired':
      return 'Not answered in time';
  }
  switch (reservation.status) {
    case ReservationStatus.INPROCESS:
      return unpaid(reservation, now) ? 'Awaiting payment' : 'Processing';
    case ReservationStatus.CONFIRMED:
      return reservation.pendingChange && unpaid(reservation, now)
        ? 'Confirmed · new times awaiting payment'
        : 'Confirmed';
    case ReservationStatus.CANCELLED:
      return 'Cancelled';
    case ReservationStatus.COMPLETED:
      return 'Completed';
    default:
      return 'Unknown';
  }
}

/**
 * What cancelling returns (docs/product/rules.md#cancel): an unpaid hold is simply released; a confirmed booking is
 * refunded by the policy it was booked under, with the contract's `refundPercent` and `refundOf` (the server's own).
 */
export function cancellationTerms(reservation: Reservation, now = Date.now()) {
  if (reservation.status === ReservationStatus.INPROCESS) return { kind: 'release' as const, refund: 0, percent: 0 };
  const paidCents = Math.round(reservation.payment.amount * 100);
  const percent = refundPercent(reservation.cancellationPolicy, {
    startsAt: new Date(reservation.startsAt),
    bookedAt: new Date(reservation.createdAt),
    now: new Date(now),
  });
  const refund = refundOf(paidCents, percent) / 100;
  return {
    kind: percent === 100 ? ('full' as const) : percent > 0 ? ('part' as const) : ('none' as const),
    refund,
    percent,
  };
}

/** The cancellation rule in one sentence, as the booking panel states it. */
export const CANCELLATION_RULE =
  'Free cancellation up to 24 hours before your booking starts; after that, half the amount is refunded.';

/** How long a hold has left and when it ends in the listing's zone: "15 minutes, until 4:42 PM EST". */
export function heldFor(expiresAt: number, now: number, timeZone: string) {
  const left = expiresAt - now;
  const minutes = Math.ceil(left / 60_000);
  const span = left <= 0 ? 'no time left' : minutes <= 1 ? 'less than a minute' : `${minutes} minutes`;
  const until = new Date(expiresAt).toLocaleTimeString('en-US', {
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  });
  return `${span}, until ${until}`;
}

export const isActive = (reservation: Reservation) =>
  reservation.status === ReservationStatus.INPROCESS || reservation.status === ReservationStatus.CONFIRMED;

/** Upcoming: still active and not over yet; everything else (over, cancelled, completed) is past. */
export const isUpcoming = (reservation: Reservation, now = Date.now()) =>
  isActive(reservation) && Date.parse(reservation.endsAt) > now;

/** The checkout page of a booking: waiting for the outcome, paying what is due. */
export const checkoutPath = (reservation: Pick<Reservation, 'uuid' | 'venueId'>) =>
  `/book-now/${encodeURIComponent(reservation.venueId)}?reservationid=${encodeURIComponent(reservation.uuid)}`;

/** The listing page in reschedule mode for a booking. */
export const reschedulePath = (reservation: Pick<Reservation, 'uuid' | 'venueId'>) =>
  `/view-detail/${encodeURIComponent(reservation.venueId)}?reservationid=${encodeURIComponent(reservation.uuid)}`;
