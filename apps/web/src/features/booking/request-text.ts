import { localMomentText, type Reservation } from '@app/contract';

/** What a guest is told at checkout while a request waits for the host: until when, in the listing's own time. */
export function waitingText(reservation: Pick<Reservation, 'respondBy' | 'venue'>) {
  const by = reservation.respondBy
    ? localMomentText(new Date(reservation.respondBy), reservation.venue.timezone)
    : 'the start';
  return `Your card is authorised, not charged. The host answers by ${by}; you will hear as soon as they do.`;
}
