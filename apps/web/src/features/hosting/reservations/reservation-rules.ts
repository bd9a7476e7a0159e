import { ReservationStatus } from '@app/contract';
import type { HostReservation } from '../api/get-listing-reservations.ts';

export type ReservationTab = 'upcoming' | 'past' | 'cancelled';

const pad = (value: number) => String(value).padStart(2, '0');
const hourOf = (time: string) => Number(time.split(':')[0]);

/** "2026-11-28 14:05": the wall clock in a listing's time zone, comparable as text with booked hours. */
export function localNow(zone: string, now = Date.now()) {
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).formatToParts(now);
  } catch {
    return new Date(now).toISOString().slice(0, 16).replace('T', ' ');
  }
  const part = (type: string) => parts.find((item) => item.type === type)?.value ?? '00';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`;
}

const sortedDays = (reservation: HostReservation) =>
  [...reservation.schedules].filter((day) => day.intervals.length).sort((a, b) => a.date.localeCompare(b.date));

/** First booked hour, listing-local: "2026-11-28 10:00". */
export function startOf(reservation: HostReservation) {
  const first = sortedDays(reservation)[0];
  if (!first) return '';
  return `${first.date} ${pad(Math.min(...first.intervals.map(hourOf)))}:00`;
}

/** End of the last booked hour, listing-local: "2026-11-28 12:00" ("24:00" for a day's last hour). */
export function endOf(reservation: HostReservation) {
  const last = sortedDays(reservation).at(-1);
  if (!last) return '';
  return `${last.date} ${pad(Math.max(...last.intervals.map(hourOf)) + 1)}:00`;
}

/**
 * Where a request to book stands for its host (docs/product/rules.md#request-to-book): `pending` while it waits for
 * their answer; `declined`, or `expired` once unanswered by its deadline, which it is from that moment even before the
 * server's expiry job has ended it (the server no longer takes an accept). Undefined for instant bookings, accepted
 * requests (plain confirmed bookings) and withdrawn ones (plain cancelled bookings).
 */
export function requestOf(reservation: HostReservation, now = Date.now()) {
  const { status, approval, respondBy } = reservation;
  if (status === ReservationStatus.INPROCESS && approval === 'pending') {
    return respondBy && Date.parse(respondBy) <= now ? ('expired' as const) : ('pending' as const);
  }
  if (status === ReservationStatus.CANCELLED && (approval === 'declined' || approval === 'expired')) return approval;
  return undefined;
}

/** A request waiting for the host's answer now. */
export const isPendingRequest = (reservation: HostReservation, now = Date.now()) =>
  requestOf(reservation, now) === 'pending';

/**
 * Cancelled (a declined request, and one past its deadline, too); past (completed, or over); upcoming (waiting for
 * the host's answer, waiting for payment or confirmed, not over yet).
 */
export function tabOf(reservation: HostReservation, nowLocal: string, now = Date.now()): ReservationTab {
  if (reservation.status === ReservationStatus.CANCELLED) return 'cancelled';
  if (requestOf(reservation, now) === 'expired') return 'cancelled';
  if (reservation.status === ReservationStatus.COMPLETED) return 'past';
  return endOf(reservation) > nowLocal ? 'upcoming' : 'past';
}

/**
 * Upcoming: requests waiting for the host's answer first (the soonest deadline first), then the rest soonest first;
 * past and cancelled newest first.
 */
export function groupReservations(reservations: HostReservation[], zone: string, now = Date.now()) {
  const nowLocal = localNow(zone, now);
  const groups: Record<ReservationTab, HostReservation[]> = { upcoming: [], past: [], cancelled: [] };
  for (const reservation of reservations) groups[tabOf(reservation, nowLocal, now)].push(reservation);
  const soonest = (a: HostReservation, b: HostReservation) => startOf(a).localeCompare(startOf(b));
  const deadline = (reservation: HostReservation) =>
    isPendingRequest(reservation, now) ? Date.parse(reservation.respondBy ?? '') || 0 : Number.POSITIVE_INFINITY;
  groups.upcoming.sort((a, b) => {
    const [first, second] = [deadline(a), deadline(b)];
    if (first !== second) return first < second ? -1 : 1;
    return soonest(a, b);
  });
  groups.past.sort((a, b) => soonest(b, a));
  groups.cancelled.sort((a, b) => soonest(b, a));
  return groups;
}

/** The status in words, as the host reads it (docs/product/rules.md#states-and-transitions, #request-to-book). */
export function hostStatusText(reservation: HostReservation, now = Date.now()) {
  switch (requestOf(reservation, now)) {
    case 'pending':
      return 'Request – waiting for your answer';
    case 'declined':
      return 'Declined';
    case 'expired':
      return 'Expired – not answered';
  }
  switch (reservation.status) {
    case ReservationStatus.INPROCESS:
      return 'Awaiting payment';
    case ReservationStatus.CONFIRMED:
      return 'Confirmed';
    case ReservationStatus.CANCELLED:
      return 'Cancelled';
    case ReservationStatus.COMPLETED:
      return 'Completed';
    default:
      return 'Unknown';
  }
}

/** "Court 1, 2" with the category's slot prefix, else "Slots 1, 2". */
export function slotsText(slots: number[], prefix: string | null | undefined) {
  if (!slots.length) return '';
  const sorted = [...slots].sort((a, b) => a - b).join(', ');
  if (prefix) return `${prefix} ${sorted}`;
  return `${slots.length === 1 ? 'Slot' : 'Slots'} ${sorted}`;
}
