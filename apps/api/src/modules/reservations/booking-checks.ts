import { BookingLimits, Messages, type BookingFailureReason, isUuid, type ReservationRequestBody } from '@app/contract';
import type { SQL } from 'drizzle-orm';
import { databaseErrorCode, type Executor } from '../../db/client.ts';
import { AppError, conflict, notFound, tooManyRequests } from '../../lib/errors.ts';
import type { AuthUser } from '../accounts/access.ts';
import type { VenueFacts } from '../availability/availability.service.ts';
import type { VenueRecord } from '../venues/venues.service.ts';
import { validateBooking } from './booking-rules.ts';
import * as repository from './reservations.repository.ts';
import type { ReservationsDeps } from './reservations.deps.ts';

/** `start` plus `minutes`: a hold's end. */
export const minutesAfter = (start: Date, minutes: number) => new Date(start.getTime() + minutes * 60_000);

/**
 * What every change to a booking checks before it writes: the listing is bookable, the booking is the caller's, the
 * per-minute cap of attempts, the size of a request and the customer's unpaid-hold limits (docs/product/rules.md), and
 * the request against the listing's rules and open hours. A lost race for hours is answered here too.
 */
export function createBookingChecks(
  deps: Pick<ReservationsDeps, 'db' | 'clock' | 'effects' | 'availability' | 'venues' | 'bookingRateLimit'>,
) {
  const { db, clock } = deps;

  /** A listing open for booking and `extra` (a column over the listing `v`: the hours taken on some dates), in one statement. */
  async function loadBookableVenue(venueId: string, extra: SQL) {
    const read = isUuid(venueId) ? await deps.venues.recordWith(venueId, extra) : undefined;
    return { record: bookableRecord(read?.record), extra: read!.extra };
  }

  function bookableRecord(record: VenueRecord | undefined) {
    const bookable = record && record.approved && Number(record.status) === 1 && Number(record.host_status) === 1;
    if (!bookable) throw notFound(Messages.listingNotFound);
    return record;
  }

  async function loadOwn(user: AuthUser, id: string) {
    const row = isUuid(id) ? await repository.findReservationWithVenue(db, id) : undefined;
    if (!row || (row.customerId !== user.id && !user.isAdmin)) throw notFound(Messages.bookingNotFound);
    return row;
  }

  /**
   * Tells the customer that their hours were taken (`reservation_failed`, in its own transaction: the one that lost
   * wrote no hours) and returns the 409 to answer.
   */
  async function hoursTaken(userId: string, reservationId: string | undefined) {
    await deps.effects.publish(db, {
      userId,
      type: 'reservation_failed',
      payload: {
        reservationId: reservationId ?? null,
        message: Messages.bookingHoursTaken,
        reason: 'taken' satisfies BookingFailureReason,
      },
    });
    return conflict(Messages.bookingHoursTaken);
  }

  /**
   * A reschedule's hours lose a race by failing on `reservation_hours_unique`, or by finding another booking within
   * the buffer (`HoursTakenError`); a request's are told by `writeHold`.
   */
  async function withHourRace<T>(userId: string, reservationId: string | undefined, work: () => Promise<T>) {
    try {
      return await work();
    } catch (error) {
      if (databaseErrorCode(error) === '23505' || error instanceof HoursTakenError)
        throw await hoursTaken(userId, reservationId);
      throw error;
    }
  }

  /** The per-minute cap of booking attempts, as of `now`. */
  const attemptCap = (now: Date) => ({ since: new Date(now.getTime() - 60_000), limit: deps.bookingRateLimit });

  const overBookingRate = () => tooManyRequests(Messages.bookingTooManyRequests, 60);

  /** Every request and reschedule counts toward the per-minute cap, whatever its outcome (a 409 too). */
  async function admitAttempt(user: AuthUser) {
    const now = clock.now();
    const { since, limit } = attemptCap(now);
    if (!(await repository.recordBookingAttempt(db, user.id, now, since, limit))) throw overBookingRate();
  }

  function assertRequestSize(hourSlots: number) {
    if (hourSlots > BookingLimits.maxHoursPerRequest) throw new AppError('UNPROCESSABLE', Messages.bookingTooManyHours);
  }

  /** Why one customer may not hold this unpaid (OWASP API6), given what they hold now; undefined when they may. */
  function holdLimitRefusal(held: repository.UnpaidHoldings, input: { newHourSlots: number; isNewHold: boolean }) {
    if (input.isNewHold && held.holds >= BookingLimits.maxUnpaidHolds)
      return tooManyRequests(Messages.bookingTooManyHolds);
    if (input.newHourSlots === 0) return undefined;
    if (held.atListing + input.newHourSlots > BookingLimits.maxUnpaidHoursPerListing) {
      return new AppError(
        'UNPROCESSABLE',
        Messages.bookingUnpaidHoursAtListing.replace('{held}', String(held.atListing)),
      );
    }
    if (held.overall + input.newHourSlots > BookingLimits.maxUnpaidHoursOverall) {
      return new AppError('UNPROCESSABLE', Messages.bookingUnpaidHoursOverall.replace('{held}', String(held.overall)));
    }
    return undefined;
  }

  /**
   * The hold limits inside the transaction that holds the hours, after `lockCustomer`, so the customer's own parallel
   * requests are counted one after another.
   */
  async function assertHoldLimits(
    executor: Executor,
    input: { customerId: string; venueId: string; newHourSlots: number; isNewHold: boolean; except?: string },
  ) {
    if (!input.isNewHold && input.newHourSlots === 0) return;
    const held = await repository.unpaidHoldings(executor, {
      customerId: input.customerId,
      venueId: input.venueId,
      now: clock.now(),
      except: input.except,
    });
    const refusal = holdLimitRefusal(held, input);
    if (refusal) throw refusal;
  }

  /** The request checked against the listing `record` and the hours `taken` that the caller knows of; throws its refusal. */
  async function validateRequest(
    record: VenueRecord,
    body: ReservationRequestBody,
    taken: repository.HourSlot[],
    now: Date,
  ) {
    const facts = deps.venues.factsOf(record);
    const dates = body.schedules.map((day) => day.date);
    const days = await deps.availability.schedulesFor(db, facts, { dates, taken });
    const booking = validateBooking(body, venueRulesOf(record, facts), days, now);
    assertRequestSize(booking.hours.length);
    return booking;
  }

  return {
    loadBookableVenue,
    bookableRecord,
    loadOwn,
    hoursTaken,
    withHourRace,
    attemptCap,
    overBookingRate,
    admitAttempt,
    assertRequestSize,
    holdLimitRefusal,
    assertHoldLimits,
    validateRequest,
  };
}
export type BookingChecks = ReturnType<typeof createBookingChecks>;

/** The listing's rules a booking is validated against. */
/** Thrown in a reschedule's transaction when its new hours are taken, or within the buffer of a booking's. */
export class HoursTakenError extends Error {}

export function venueRulesOf(record: VenueRecord, facts: VenueFacts) {
  return {
    timezone: facts.timezone,
    schedulingPeriod: facts.schedulingPeriod,
    timeRules: facts.timeRules,
    slots: facts.slots,
    maxAdults: record.max_adults,
    maxChildren: record.max_children,
    maxInfants: record.max_infants,
  };
}
