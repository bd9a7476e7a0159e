/** What other features may read of booking: the user's bookings, and how amounts and times read. */
export { useReservations } from './booking.api.ts';
export { formatDate, guestsText, hourRanges, hoursOf, scheduleLines } from './format.ts';
export { useLastShown } from './useLastShown.ts';
export { reservationKeys } from './queries.ts';
