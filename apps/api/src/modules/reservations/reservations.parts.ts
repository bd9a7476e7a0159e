import { sql, type SQL } from 'drizzle-orm';

/*
 * What other modules read of bookings, as pieces of their own statements (this module owns `reservations`,
 * `reservation_hours` and `booking_attempts`). A subquery over one booking's key is joined `join lateral … on true`,
 * and `everyBooking` stands where a statement would name the table: PostgreSQL pulls both up into the statement, so
 * it is planned as if it named the table.
 */

/** What another module may read of a booking. */
const bookingColumns = sql`id, venue_id, customer_id, status, schedules, slots, adults, children, infants, starts_at,
  ends_at, amount_cents, hold_expires_at, cancel_reason, created_at`;

/** The booking `reservationId` names: one row, or none. */
export const bookingOf = (reservationId: SQL) =>
  sql`(select ${bookingColumns} from reservations booking where booking.id = ${reservationId})`;

/** Every booking, for the admin console's lists and figures and the ledger's checks. */
export const everyBooking = sql`(select ${bookingColumns} from reservations)`;
