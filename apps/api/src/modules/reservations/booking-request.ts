import crypto from 'node:crypto';
import {
  BookingLimits,
  Messages,
  ReservationStatus,
  isUuid,
  requestDeadline,
  withDefaultRules,
  type ReservationRequestBody,
  localMomentText,
} from '@app/contract';
import { sql } from 'drizzle-orm';
import { createProcessCache } from '../../lib/process-cache.ts';
import { hoursNear, timeRulesOf } from '../availability/time-rules.ts';
import { AppError } from '../../lib/errors.ts';
import type { AuthUser, VerifiedAccess } from '../accounts/access.ts';
import type { VenueRecord } from '../venues/venues.service.ts';
import { minutesAfter, type BookingChecks } from './booking-checks.ts';
import { bookingPrice, dollars } from './pricing.ts';
import { noticeFactsOf, presentReservation } from './reservations.presenter.ts';
import * as repository from './reservations.repository.ts';
import type { ReservationListRow, ReservationRow } from './reservations.repository.ts';
import type { ReservationsDeps } from './reservations.deps.ts';

/** A reservation as the list query would read it, from rows the caller already has. */
function withVenue(
  row: ReservationRow,
  record: VenueRecord,
  customer: Pick<ReservationListRow, 'customerName' | 'customerAddress'>,
): ReservationListRow {
  return {
    ...row,
    venueTitle: record.title,
    venueAddress: record.address,
    venueTimezone: record.timezone,
    venueHostId: record.host_id,
    categoryId: record.category_id,
    categoryName: record.category_name,
    images: record.images,
    customerName: customer.customerName,
    customerAddress: customer.customerAddress,
  };
}

/**
 * A booking request (`POST /reservation/request`): a hold of the hours asked for, or a confirmed free booking, in
 * one statement (`repository.writeHold`) with its effects. On the listing and customer as this process last read them
 * when it can (decision 025), else with a read of its own first.
 */
export function createBookingRequest(
  deps: Pick<ReservationsDeps, 'db' | 'clock' | 'effects' | 'venues'>,
  checks: BookingChecks,
) {
  const { db, clock } = deps;
  const { attemptCap, admitAttempt, bookableRecord, holdLimitRefusal, hoursTaken, overBookingRate, validateRequest } =
    checks;

  type Customer = ReturnType<typeof repository.requestReadOf>['customer'];

  /**
   * The listing and the customer as this process last read them for a request (bounded, oldest out first). A request
   * that finds both sends only its hold's statement, which checks them again (`HoldPremises`, decision 025).
   */
  const readListings = createProcessCache<string, { record: VenueRecord; digest: string }>({
    name: 'reservations.read-listings',
    limit: 1_000,
  });
  const readCustomers = createProcessCache<string, Customer>({ name: 'reservations.read-customers', limit: 10_000 });

  /**
   * A request validated against the listing `record` and the hours `taken` that the caller knows of: what its hold's
   * statement writes (`writeHold`): the customer's lock, the attempt, the unpaid-hold limits, the booking, its hours,
   * the dates for the open-days refresher and what announces it. Throws the request's refusal when it is invalid.
   */
  async function prepareHold(
    userId: string,
    record: VenueRecord,
    customer: Customer,
    body: ReservationRequestBody,
    taken: repository.HourSlot[],
  ) {
    const dates = body.schedules.map((day) => day.date);
    const now = clock.now();
    const booking = await validateRequest(record, body, taken, now);
    const rules = withDefaultRules(record.booking_rules);
    const price = bookingPrice(record, booking, rules);
    const amountCents = price.totalCents;
    const reservationId = crypto.randomUUID();
    const free = amountCents === 0;
    // A free request to book has no card to authorise: it waits for the host at once.
    const freeRequest = free && rules.bookingMode === 'request';
    const deadline = freeRequest ? requestDeadline(now, booking.startsAt, rules.responseHours) : null;
    const values = {
      id: reservationId,
      venueId: record.id,
      customerId: userId,
      status: free && !freeRequest ? ReservationStatus.CONFIRMED : ReservationStatus.INPROCESS,
      amountCents,
      slots: booking.slots,
      ...booking.guests,
      schedules: booking.schedules,
      startsAt: booking.startsAt,
      endsAt: booking.endsAt,
      holdExpiresAt: deadline ?? (free ? null : minutesAfter(now, BookingLimits.holdMinutes)),
      cancellationPolicy: rules.cancellationPolicy,
      priceLines: price.lines,
      bookingMode: rules.bookingMode,
      approval: freeRequest ? ('pending' as const) : null,
      // The injected clock, not the database's: a hold's lifetime is counted from here.
      createdAt: now,
    };
    const notice = noticeFactsOf(
      { ...values, pendingChange: null },
      { customerName: customer.customerName, hostId: record.host_id, venueTitle: record.title },
    );
    const { since, limit } = attemptCap(now);
    const limits = {
      // A free booking is not a hold, but its hours count toward the same caps (no hoarding a free listing).
      maxHolds: free ? null : BookingLimits.maxUnpaidHolds,
      maxHoursAtListing: BookingLimits.maxUnpaidHoursPerListing,
      maxHoursOverall: BookingLimits.maxUnpaidHoursOverall,
    };
    const gate = { customerId: userId, venueId: record.id, now, since, rateLimit: limit, limits };
    const parts = deps.effects.parts(
      {
        event: {
          userId,
          ...(deadline
            ? {
                type: 'reservation_requested',
                payload: {
                  reservationId,
                  message: Messages.requestSent,
                  respondBy: localMomentText(deadline, record.timezone),
                },
              }
            : free
              ? { type: 'reservation_confirmed', payload: { reservationId, message: Messages.bookingConfirmed } }
              : { type: 'payment_required', payload: { amount: dollars(amountCents), reservationId } }),
          facts: notice,
        },
        dates: { venueId: record.id, dates },
      },
      repository.holdWritten,
    );
    const near = hoursNear(booking.hours, timeRulesOf(rules).bufferHours, record.timezone);
    return { gate, values, hours: booking.hours, near, parts };
  }

  /** What a hold's statement came to: the booking, or the refusal it gave (the attempt is counted either way). */
  async function holdOutcome(
    userId: string,
    record: VenueRecord,
    customer: Customer,
    hold: Awaited<ReturnType<typeof prepareHold>>,
    outcome: Awaited<ReturnType<typeof repository.writeHold>>,
  ): Promise<{ row: ReservationListRow } | { refusal: AppError }> {
    if (!outcome.admitted) return { refusal: overBookingRate() };
    if (outcome.taken) return { refusal: await hoursTaken(userId, hold.values.id) };
    if (!outcome.created) {
      const refusal = holdLimitRefusal(outcome.held, {
        newHourSlots: hold.hours.length,
        isNewHold: hold.gate.limits.maxHolds !== null,
      });
      if (!refusal) throw new Error('the booking gate refused a hold that the limits allow');
      return { refusal };
    }
    return { row: withVenue(outcome.created, record, customer) };
  }

  /**
   * A request on the listing and customer as they were last read (`readListings`), in one statement whose premises
   * are checked before it writes. Undefined when it cannot answer on them: nothing read yet, an invalid request (the
   * full path answers it, the same way), or premises that no longer hold (then `user` is the settled booker).
   */
  async function requestOnRead(
    booker: VerifiedAccess,
    body: ReservationRequestBody,
  ): Promise<{ row: ReservationListRow } | { refusal: AppError } | { user: AuthUser } | undefined> {
    const listing = readListings.get(body.venueId);
    const customer = readCustomers.get(booker.userId);
    if (!listing || !customer || listing.record.host_id === booker.userId) return undefined;
    // Buffers are checked against the hours others hold, which only the full path reads.
    if (timeRulesOf(withDefaultRules(listing.record.booking_rules)).bufferHours > 0) return undefined;
    let hold: Awaited<ReturnType<typeof prepareHold>>;
    try {
      hold = await prepareHold(booker.userId, listing.record, customer, body, []);
    } catch {
      return undefined;
    }
    const outcome = await repository.writeHold(db, hold.gate, hold.values, hold.hours, hold.parts, {
      access: booker,
      digest: listing.digest,
      customer,
    });
    // A session that has ended is answered first; the statement wrote nothing for it.
    const user = booker.settle(outcome.access);
    if (!outcome.premisesHeld) {
      readListings.delete(body.venueId);
      readCustomers.delete(booker.userId);
      return { user };
    }
    if (outcome.admitted && outcome.takenBefore.length > 0) {
      // Hours held before the statement began are refused as the read would have refused them (no event).
      await validateRequest(listing.record, body, outcome.takenBefore, hold.gate.now);
    }
    return holdOutcome(user.id, listing.record, customer, hold, outcome);
  }

  /**
   * A request with its own read of the listing, the hours taken on its dates and the customer, which also checks the
   * booker's session unless `settled` is the booker already. Remembers the listing and customer for the next request.
   */
  async function requestWithRead(booker: VerifiedAccess, body: ReservationRequestBody, settled?: AuthUser) {
    const dates = body.schedules.map((day) => day.date);
    // The booker's session is checked in the listing's read, and settled before anything else is answered.
    const read = isUuid(body.venueId)
      ? await deps.venues.recordWith(
          body.venueId,
          sql`json_build_object('access', ${settled ? sql`null` : booker.column}, 'read', ${repository.requestReadColumn(dates, booker.userId)})`,
        )
      : undefined;
    const extra = read?.extra as { access: unknown; read: unknown } | undefined;
    const user = settled ?? (extra ? booker.settle(extra.access) : await booker.settleNow());
    const record = bookableRecord(read?.record);
    if (record.host_id === user.id) throw new AppError('UNPROCESSABLE', Messages.bookingOwnListing);
    const requestRead = repository.requestReadOf(extra!.read);
    readListings.set(record.id, { record, digest: requestRead.digest });
    readCustomers.set(user.id, requestRead.customer);
    // The attempt is counted in the statement that writes the hold, a lost race for its hours included. An attempt
    // that fails before it is counted on its way out, and answers 429 if it is over the cap, as it would have been
    // refused first.
    try {
      const hold = await prepareHold(user.id, record, requestRead.customer, body, requestRead.taken);
      const outcome = await repository.writeHold(
        db,
        hold.gate,
        hold.values,
        hold.hours,
        hold.parts,
        undefined,
        hold.near,
      );
      return await holdOutcome(user.id, record, requestRead.customer, hold, outcome);
    } catch (error) {
      await admitAttempt(user);
      throw error;
    }
  }

  /** Creates a hold (or a confirmed free booking) after every rule of docs/product/rules.md#validation and docs/product/rules.md. */
  async function request(booker: VerifiedAccess, body: ReservationRequestBody) {
    let outcome = isUuid(body.venueId) ? await requestOnRead(booker, body) : undefined;
    if (!outcome || 'user' in outcome) outcome = await requestWithRead(booker, body, outcome?.user);
    if ('refusal' in outcome) throw outcome.refusal;
    deps.effects.queued();
    return presentReservation(outcome.row);
  }

  return { request };
}
