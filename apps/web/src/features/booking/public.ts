/** What other features may read of booking: the user's bookings and transactions, and how amounts and times read. */
export { useReservations, useTransactions } from './booking.api.ts';
export { formatDate, guestsText, hourRanges, hoursOf, scheduleLines } from './format.ts';
export { useLastShown } from './useLastShown.ts';
export { reservationKeys } from './queries.ts';
