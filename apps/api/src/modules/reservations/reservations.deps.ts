import type { SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { AvailabilityService, VenueFacts } from '../availability/availability.service.ts';
import type { PaymentsService } from '../payments/payments.service.ts';
import type { VenueRecord } from '../venues/venues.service.ts';
import type { BookingEffects } from './booking-effects.ts';

/** What the bookings module is built on (services.ts gives it); each use case takes the part it needs. */
export interface ReservationsDeps {
  db: Database;
  /** `db` ahead of the statements waiting in turn: for recording a charge that was made (decision 026). */
  ahead: Database;
  clock: Clock;
  /** Charges, refunds and payouts of bookings (the payments module). */
  payments: Pick<
    PaymentsService,
    | 'paidCents'
    | 'queueRefund'
    | 'queuePayout'
    | 'recordSucceededCharge'
    | 'recordDeclinedCharge'
    | 'recordPendingCharge'
    | 'charge'
    | 'stageCharge'
    | 'retrievePayment'
    | 'succeededChargePart'
    | 'recordAuthorization'
    | 'authorizedCharge'
    | 'capture'
    | 'queueRelease'
  >;
  /** Everything a change to a booking brings about besides its own rows (booking-effects.ts). */
  effects: BookingEffects;
  availability: Pick<AvailabilityService, 'schedulesFor'>;
  /** What bookings read of listings (the venues module). */
  venues: {
    /** The record with a column over the listing `v` (the hours taken on some dates), in one statement. */
    recordWith: (venueId: string, extra: SQL) => Promise<{ record: VenueRecord; extra: unknown } | undefined>;
    factsOf: (record: VenueRecord) => VenueFacts;
  };
  /** Booking requests and reschedules a customer may make per minute (`BOOKING_RATE_LIMIT`). */
  bookingRateLimit: number;
}
