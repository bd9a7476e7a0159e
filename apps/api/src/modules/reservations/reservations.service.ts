import { Messages, isUuid, type ReservationRequestBody } from '@app/contract';
import { notFound } from '../../lib/errors.ts';
import type { AuthUser, VerifiedAccess } from '../accounts/access.ts';
import type { ReservationHooks } from '../availability/availability.service.ts';
import { createBookingApproval } from './booking-approval.ts';
import { createBookingChecks } from './booking-checks.ts';
import { createBookingEndings } from './booking-endings.ts';
import { createBookingQuote } from './booking-quote.ts';
import { createBookingRequest } from './booking-request.ts';
import { createBookingReschedule } from './booking-reschedule.ts';
import { createReservationPayment } from './reservation-payment.ts';
import { presentReservation, presentVenueReservation } from './reservations.presenter.ts';
import * as repository from './reservations.repository.ts';
import type { ReservationsDeps } from './reservations.deps.ts';

export type { ReservationsDeps };

/**
 * Bookings: each use case in a file of its own (booking-request, booking-reschedule, reservation-payment,
 * booking-approval, booking-endings), the checks they share (booking-checks) and what a change brings about (booking-effects). This
 * is what the routes, the jobs and the other modules call; it also reads bookings for them.
 */
export function createReservationsService(deps: ReservationsDeps) {
  const { db, clock } = deps;
  const checks = createBookingChecks(deps);
  const { request } = createBookingRequest(deps, checks);
  const { quote } = createBookingQuote(deps, checks);
  const { reschedule } = createBookingReschedule(deps, checks);
  const payment = createReservationPayment(deps, { loadOwn: checks.loadOwn });
  const endings = createBookingEndings(deps, checks);
  const approval = createBookingApproval(deps, endings);

  return {
    /** Creates a hold (or a confirmed free booking) after every rule of docs/product/rules.md#validation. */
    request: (booker: VerifiedAccess, body: ReservationRequestBody) => request(booker, body),
    /** What a request would cost, checked as the request is, holding nothing. */
    quote,
    /** Moves a booking to new hours (docs/product/rules.md#reservations: reschedule). */
    reschedule,
    confirm: payment.confirm,
    completePayment: payment.completePayment,
    cancel: endings.cancel,
    /** The host's answer to a request to book (docs/product/rules.md#request-to-book). */
    accept: approval.accept,
    decline: approval.decline,
    cancelByAdmin: endings.cancelByAdmin,
    expireHolds: endings.expireHolds,
    completeFinished: endings.completeFinished,

    async view(user: AuthUser, reservationId: string) {
      const row = isUuid(reservationId) ? await repository.findReservationWithVenue(db, reservationId) : undefined;
      if (!row || (row.customerId !== user.id && row.venueHostId !== user.id && !user.isAdmin))
        throw notFound(Messages.bookingNotFound);
      return presentReservation(row);
    },

    async list(user: AuthUser) {
      return (await repository.listCustomerReservations(db, user.id)).map((row) => presentReservation(row));
    },

    /** The venue view's `reservations` for its host (docs/product/wire-contract.md#catalog-and-venues). */
    async forVenueHost(venueId: string) {
      return (await repository.listVenueReservations(db, venueId)).map(presentVenueReservation);
    },

    async upcomingBookings(venueId: string) {
      return repository.upcomingConfirmedCount(db, venueId, clock.now());
    },

    /** What reviews read of bookings: whether a customer's stay at a listing has started (docs/product/rules.md#reviews). */
    reviewStays: {
      hasStartedStay: repository.hasStartedStay,
      pairsWithStartedStays: repository.pairsWithStartedStays,
    },

    /** What availability reads of bookings: taken hours, and the `alterReservations` rule for schedule and block changes. */
    availabilityHooks: {
      takenHours: (executor, venueId, fromDate) => repository.takenHours(executor, venueId, fromDate),
      takenHoursOn: (executor, venueId, dates) => repository.takenHoursOn(executor, venueId, dates),
      resolveConflicts: endings.resolveConflicts,
    } satisfies ReservationHooks,
  };
}
export type ReservationsService = ReturnType<typeof createReservationsService>;
