/**
 * Booking outcomes from the user's live stream (docs/product/rules.md#booking-flow), kept for a few minutes so a page opened
 * just after the event (the checkout page after a request) still sees it.
 */
export const ReservationEventTypes = [
  'payment_required',
  'reservation_failed',
  'reservation_confirmed',
  'reservation_cancelled',
  'reservation_refunded',
] as const;
export type ReservationEventType = (typeof ReservationEventTypes)[number];

export interface ReservationEvent {
  type: ReservationEventType;
  reservationId: string;
  /** e.g. `declined`, `taken`, `expired`, `price_changed` on `reservation_failed`. */
  reason?: string;
  message?: string;
  amount?: number;
  receivedAt: number;
}

const KEEP_MS = 10 * 60_000;
const recent: ReservationEvent[] = [];
const listeners = new Set<(event: ReservationEvent) => void>();

export const isReservationEventType = (type: string): type is ReservationEventType =>
  (ReservationEventTypes as readonly string[]).includes(type);

/** Called by the live stream for each booking event. */
export function publishReservationEvent(type: ReservationEventType, data: unknown) {
  const payload = (data ?? {}) as { reservationId?: unknown; reason?: unknown; message?: unknown; amount?: unknown };
  if (typeof payload.reservationId !== 'string') return;
  const event: ReservationEvent = {
    type,
    reservationId: payload.reservationId,
    reason: typeof payload.reason === 'string' ? payload.reason : undefined,
    message: typeof payload.message === 'string' ? payload.message : undefined,
    amount: typeof payload.amount === 'number' ? payload.amount : undefined,
    receivedAt: Date.now(),
  };
  const cutoff = event.receivedAt - KEEP_MS;
  while (recent.length && recent[0]!.receivedAt < cutoff) recent.shift();
  recent.push(event);
  listeners.forEach((listener) => listener(event));
}

/** Events of one booking received since `since` (ms), then each new one; returns the unsubscribe. */
export function followReservation(
  reservationId: string,
  listener: (event: ReservationEvent) => void,
  { since = 0 }: { since?: number } = {},
) {
  recent
    .filter((event) => event.reservationId === reservationId && event.receivedAt >= since)
    .forEach((event) => listener(event));
  const forThis = (event: ReservationEvent) => {
    if (event.reservationId === reservationId) listener(event);
  };
  listeners.add(forThis);
  return () => {
    listeners.delete(forThis);
  };
}
