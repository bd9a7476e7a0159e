import crypto from 'node:crypto';
import {
  AdminMessages,
  BookingLimits,
  Messages,
  type BookingCanceller,
  type BookingFailureReason,
  ReservationStatus,
  isUuid,
  type ReservationRequestBody,
} from '@app/contract';
import { sql, type SQL } from 'drizzle-orm';
import { databaseErrorCode, type Database, type Executor } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError, conflict, notFound, tooManyRequests, unauthorized } from '../../lib/errors.ts';
import type { AuthUser, VerifiedAccess } from '../accounts/access.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { AvailabilityService, ReservationHooks, VenueFacts } from '../availability/availability.service.ts';
import { localToday } from '../availability/expand.ts';
import type { PaymentsService } from '../payments/payments.service.ts';
import { venueDatesOf, type BookingEffects, type BookingEvent } from './booking-effects.ts';
import type { VenueRecord } from '../venues/venues.service.ts';
import { validateBooking } from './booking-rules.ts';
import { cancellationRefundCents, dollars, priceCents } from './pricing.ts';
import { createReservationPayment } from './reservation-payment.ts';
import { noticeFactsOf, presentReservation, presentVenueReservation } from './reservations.presenter.ts';
import * as repository from './reservations.repository.ts';
import type { ReservationListRow, ReservationRow } from './reservations.repository.ts';
import { createProcessCache } from '../../lib/process-cache.ts';

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
  >;
  /** A booking's event, its notifications and the open days it touches (booking-effects.ts). */
  effects: BookingEffects;
  availability: Pick<AvailabilityService, 'schedulesFor'>;
  /** The record with a column over the listing `v` (the hours taken on some dates), in one statement. */
  venueRecordWith: (venueId: string, extra: SQL) => Promise<{ record: VenueRecord; extra: unknown } | undefined>;
  venueFacts: (record: VenueRecord) => VenueFacts;
  /** Booking requests and reschedules a customer may make per minute (`BOOKING_RATE_LIMIT`). */
  bookingRateLimit: number;
  nudgeJobs: () => void;
  audit: Pick<AuditService, 'record'>;
  /** A stay that had started was cancelled, in the cancel's transaction (a review may have rested on it). */
  onStartedStayCancelled: (executor: Executor, stay: { venueId: string; customerId: string }) => Promise<void>;
}

export const HOLD_MINUTES = BookingLimits.holdMinutes;

const minutesAfter = (start: Date, minutes: number) => new Date(start.getTime() + minutes * 60_000);
const earlier = (a: Date, b: Date) => (a < b ? a : b);

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

export function createReservationsService(deps: ReservationsDeps) {
  const { db, clock } = deps;

  /** A listing open for booking and `extra` (a column over the listing `v`: the hours taken on some dates), in one statement. */
  async function loadBookableVenue(venueId: string, extra: SQL) {
    const read = isUuid(venueId) ? await deps.venueRecordWith(venueId, extra) : undefined;
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

  /** A reschedule's hours lose a race by failing on `reservation_hours_unique` (a request's are told: `writeHold`). */
  async function withHourRace<T>(userId: string, reservationId: string | undefined, work: () => Promise<T>) {
    try {
      return await work();
    } catch (error) {
      if (databaseErrorCode(error) === '23505') throw await hoursTaken(userId, reservationId);
      throw error;
    }
  }

  /**
   * Cancels inside the caller's transaction: releases hours, queues the refund, tells the customer and queues the
   * booking's dates for the open-days refresher.
   */
  async function cancelLocked(
    executor: Executor,
    row: ReservationRow,
    options: {
      refundCents: number;
      reason: string;
      message: string;
      /** `reservation_cancelled` says who cancelled; a lapsed hold is a `reservation_failed`. */
      outcome: { event: 'reservation_cancelled'; cancelledBy: BookingCanceller } | { event: 'reservation_failed' };
    },
  ) {
    const now = clock.now();
    const { outcome } = options;
    await repository.releaseHours(executor, row.id);
    await repository.updateReservation(executor, row.id, {
      status: ReservationStatus.CANCELLED,
      cancelledAt: now,
      cancelReason: options.reason,
      cancelledBy: outcome.event === 'reservation_cancelled' ? outcome.cancelledBy : null,
      holdExpiresAt: null,
      pendingChange: null,
    });
    await deps.payments.queueRefund(executor, row, options.refundCents);
    await deps.effects.apply(executor, {
      event: {
        userId: row.customerId,
        type: outcome.event,
        payload:
          outcome.event === 'reservation_cancelled'
            ? { reservationId: row.id, message: options.message, cancelledBy: outcome.cancelledBy }
            : { reservationId: row.id, message: options.message, reason: 'expired' satisfies BookingFailureReason },
      },
      dates: venueDatesOf(row),
    });
    if (row.status === ReservationStatus.CONFIRMED && row.startsAt <= now)
      await deps.onStartedStayCancelled(executor, { venueId: row.venueId, customerId: row.customerId });
  }

  /**
   * The one cancel path. A customer cancels before the start (refund by notice, docs/product/rules.md#cancel); an admin
   * cancels any active booking with a full refund, and is audited. `asAdmin` (the admin console) always acts as
   * an admin, even on the admin's own booking, and answers 409 when the booking is no longer active.
   */
  async function cancelBooking(user: AuthUser, reservationId: string, asAdmin?: { reason: string }) {
    const existing = await loadOwn(user, reservationId);
    const now = clock.now();
    await db.transaction(async (tx) => {
      const row = await repository.lockReservation(tx, existing.id);
      const active = row && (row.status === ReservationStatus.INPROCESS || row.status === ReservationStatus.CONFIRMED);
      if (asAdmin && !active) throw conflict(AdminMessages.bookingNotCancellable);
      if (!row || !active || (row.startsAt <= now && !user.isAdmin))
        throw new AppError('UNPROCESSABLE', Messages.bookingNotCancellable);
      const byAdmin = asAdmin !== undefined || (user.isAdmin && row.customerId !== user.id);
      const { kept } = await deps.payments.paidCents(tx, row.id);
      const refundCents = byAdmin ? kept : cancellationRefundCents(kept, row.startsAt, now);
      if (byAdmin) {
        await deps.audit.record(tx, {
          actorId: user.id,
          action: 'booking.cancel',
          targetType: 'booking',
          targetId: row.id,
          targetLabel: `${existing.venueTitle} (${existing.customerName})`,
          reason: asAdmin?.reason ?? null,
          details: { refundCents, previousStatus: row.status },
        });
      }
      await cancelLocked(tx, row, {
        refundCents,
        reason: asAdmin?.reason ?? (byAdmin ? 'cancelled by an admin' : 'cancelled by the customer'),
        message: Messages.cancellationSubmitted,
        outcome: { event: 'reservation_cancelled', cancelledBy: byAdmin ? 'admin' : 'customer' },
      });
      // What a late cancellation keeps is the host's (minus the platform fee), so the books settle.
      await deps.payments.queuePayout(tx, row, kept, refundCents);
    });
    deps.nudgeJobs();
    return presentReservation((await repository.findReservationWithVenue(db, existing.id))!);
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

  /** The request checked against the listing `record` and the hours `taken` that the caller knows of; throws its refusal. */
  async function validateRequest(
    record: VenueRecord,
    body: ReservationRequestBody,
    taken: repository.HourSlot[],
    now: Date,
  ) {
    const facts = deps.venueFacts(record);
    const dates = body.schedules.map((day) => day.date);
    const days = await deps.availability.schedulesFor(db, facts, { dates, taken });
    const booking = validateBooking(body, venueRulesOf(record, facts), days, now);
    assertRequestSize(booking.hours.length);
    return booking;
  }

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
    const amountCents = priceCents(record.rent_cents, booking.hourCount, booking.slots.length);
    const reservationId = crypto.randomUUID();
    const free = amountCents === 0;
    const values = {
      id: reservationId,
      venueId: record.id,
      customerId: userId,
      status: free ? ReservationStatus.CONFIRMED : ReservationStatus.INPROCESS,
      amountCents,
      slots: booking.slots,
      ...booking.guests,
      schedules: booking.schedules,
      startsAt: booking.startsAt,
      endsAt: booking.endsAt,
      holdExpiresAt: free ? null : minutesAfter(now, HOLD_MINUTES),
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
          ...(free
            ? { type: 'reservation_confirmed', payload: { reservationId, message: Messages.bookingConfirmed } }
            : { type: 'payment_required', payload: { amount: dollars(amountCents), reservationId } }),
          facts: notice,
        },
        dates: { venueId: record.id, dates },
      },
      repository.holdWritten,
    );
    return { gate, values, hours: booking.hours, parts };
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
      ? await deps.venueRecordWith(
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
      const outcome = await repository.writeHold(db, hold.gate, hold.values, hold.hours, hold.parts);
      return await holdOutcome(user.id, record, requestRead.customer, hold, outcome);
    } catch (error) {
      await admitAttempt(user);
      throw error;
    }
  }

  const payment = createReservationPayment(deps, { loadOwn });

  return {
    /** Creates a hold (or a confirmed free booking) after every rule of docs/product/rules.md#validation and docs/product/rules.md. */
    async request(booker: VerifiedAccess, body: ReservationRequestBody) {
      let outcome = isUuid(body.venueId) ? await requestOnRead(booker, body) : undefined;
      if (!outcome || 'user' in outcome) outcome = await requestWithRead(booker, body, outcome?.user);
      if ('refusal' in outcome) throw outcome.refusal;
      deps.nudgeJobs();
      return presentReservation(outcome.row);
    },

    /** Moves a booking to new hours (docs/product/rules.md#reservations: reschedule). */
    async reschedule(user: AuthUser | undefined, reservationId: string, body: ReservationRequestBody) {
      if (!user) throw unauthorized(Messages.loginRequiredBooking);
      const existing = await loadOwn(user, reservationId);
      const now = clock.now();
      const reschedulable =
        (existing.status === ReservationStatus.INPROCESS || existing.status === ReservationStatus.CONFIRMED) &&
        existing.startsAt > now;
      if (!reschedulable) throw new AppError('UNPROCESSABLE', Messages.bookingNotReschedulable);
      if (body.venueId && body.venueId !== existing.venueId)
        throw new AppError('UNPROCESSABLE', Messages.bookingNotReschedulable);
      await admitAttempt(user);
      const dates = body.schedules.map((day) => day.date);
      const { record, extra } = await loadBookableVenue(existing.venueId, repository.takenHoursOnColumn(dates));
      const taken = repository.takenHoursOf(extra);
      const facts = deps.venueFacts(record);
      const ownHours = await repository.hoursOfReservation(db, existing.id);
      const days = await deps.availability.schedulesFor(db, facts, { countAsFree: ownHours, dates, taken });
      const booking = validateBooking({ ...body, venueId: record.id }, venueRulesOf(record, facts), days, now);
      assertRequestSize(booking.hours.length);
      const amountCents = priceCents(record.rent_cents, booking.hourCount, booking.slots.length);
      const ownKeys = new Set(ownHours.map((hour) => `${hour.date}|${hour.hour}|${hour.slot}`));
      const fields = {
        schedules: booking.schedules,
        slots: booking.slots,
        amountCents,
        startsAt: booking.startsAt,
        endsAt: booking.endsAt,
        ...booking.guests,
      };
      await withHourRace(user.id, existing.id, () =>
        db.transaction(async (tx) => {
          await repository.lockCustomer(tx, existing.customerId);
          const row = await repository.lockReservation(tx, existing.id);
          if (!row || (row.status !== ReservationStatus.INPROCESS && row.status !== ReservationStatus.CONFIRMED)) {
            throw new AppError('UNPROCESSABLE', Messages.bookingNotReschedulable);
          }
          // A charge in flight was priced for the current hours: they cannot change under it.
          if (row.paymentLockedUntil && row.paymentLockedUntil > now) throw conflict(Messages.paymentInProgress);
          const version = row.version + 1;
          /** The customer's hour caps with this booking's hours left out and `newHourSlots` added. */
          const withinHourCaps = (newHourSlots: number) =>
            assertHoldLimits(tx, {
              customerId: row.customerId,
              venueId: row.venueId,
              newHourSlots,
              isNewHold: false,
              except: row.id,
            });
          await repository.releaseHours(tx, row.id, 'pending');
          let event: BookingEvent;
          if (row.status === ReservationStatus.INPROCESS) {
            if (!row.holdExpiresAt || row.holdExpiresAt <= now) throw conflict(Messages.bookingHoldExpired);
            await withinHourCaps(booking.hours.length);
            await repository.releaseHours(tx, row.id);
            await repository.holdHours(tx, row.id, row.venueId, booking.hours, true);
            await repository.updateReservation(tx, row.id, {
              ...fields,
              version,
              // Rescheduling renews the hold, but never past its lifetime: hours cannot be held unpaid for ever.
              holdExpiresAt: earlier(
                minutesAfter(now, HOLD_MINUTES),
                minutesAfter(row.createdAt, BookingLimits.maxHoldLifetimeMinutes),
              ),
            });
            event = {
              userId: row.customerId,
              type: 'payment_required',
              payload: { amount: dollars(amountCents), reservationId: row.id },
            };
          } else {
            const difference = amountCents - row.amountCents;
            if (difference <= 0) {
              // A free booking's hours count toward the hour caps, as a hold's do.
              if (amountCents === 0) {
                await withinHourCaps(booking.hours.length);
              }
              await repository.releaseHours(tx, row.id);
              await repository.holdHours(tx, row.id, row.venueId, booking.hours, true);
              await repository.updateReservation(tx, row.id, { ...fields, version, pendingChange: null });
              await deps.payments.queueRefund(tx, row, -difference);
              event = {
                userId: row.customerId,
                type: 'reservation_confirmed',
                payload: { reservationId: row.id, message: Messages.rescheduleConfirmed, rescheduled: true },
              };
            } else {
              // The old hours stay booked until the difference is paid; new ones are held meanwhile.
              const added = booking.hours.filter((hour) => !ownKeys.has(`${hour.date}|${hour.hour}|${hour.slot}`));
              await withinHourCaps(added.length);
              const heldSince = row.pendingChange?.heldSince ? new Date(row.pendingChange.heldSince) : now;
              await repository.holdHours(tx, row.id, row.venueId, added, false);
              const keptOld = booking.hours.filter((hour) => ownKeys.has(`${hour.date}|${hour.hour}|${hour.slot}`));
              // Hours in both plans must survive the switch: mark them pending too (re-inserted below as current).
              await repository.releaseSpecificHours(tx, row.id, keptOld);
              await repository.holdHours(tx, row.id, row.venueId, keptOld, false);
              await repository.updateReservation(tx, row.id, {
                version,
                pendingChange: {
                  schedules: booking.schedules,
                  slots: booking.slots,
                  amountCents,
                  differenceCents: difference,
                  startsAt: booking.startsAt.toISOString(),
                  endsAt: booking.endsAt.toISOString(),
                  ...booking.guests,
                  expiresAt: earlier(
                    minutesAfter(now, HOLD_MINUTES),
                    minutesAfter(heldSince, BookingLimits.maxHoldLifetimeMinutes),
                  ).toISOString(),
                  heldSince: heldSince.toISOString(),
                },
              });
              event = {
                userId: row.customerId,
                type: 'payment_required',
                payload: { amount: dollars(difference), reservationId: row.id },
              };
            }
          }
          await deps.effects.apply(tx, { event, dates: venueDatesOf(row, booking.schedules) });
        }),
      );
      deps.nudgeJobs();
      return presentReservation((await repository.findReservationWithVenue(db, existing.id))!);
    },

    confirm: payment.confirm,
    completePayment: payment.completePayment,
    cancel: (user: AuthUser, reservationId: string) => cancelBooking(user, reservationId),

    /**
     * An admin cancels any active booking, started or not, with a full refund (docs/product/rules.md#cancel); the reason is
     * the booking's cancel reason and goes to the audit log in the same transaction.
     */
    async cancelByAdmin(admin: AuthUser, reservationId: string, reason: string) {
      if (!admin.isAdmin) throw notFound(Messages.bookingNotFound);
      return cancelBooking(admin, reservationId, { reason });
    },

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

    /** Unpaid holds past 15 minutes, and unpaid reschedule differences, are released. */
    async expireHolds() {
      const now = clock.now();
      let count = 0;
      for (const { id } of await repository.expiredHolds(db, now, 200)) {
        await db.transaction(async (tx) => {
          const row = await repository.lockReservation(tx, id);
          if (!row || row.status !== ReservationStatus.INPROCESS || !row.holdExpiresAt || row.holdExpiresAt > now)
            return;
          await cancelLocked(tx, row, {
            refundCents: 0,
            reason: 'hold expired',
            message: Messages.bookingHoldExpired,
            outcome: { event: 'reservation_failed' },
          });
          count++;
        });
      }
      for (const { id } of await repository.expiredPendingChanges(db, now, 200)) {
        await db.transaction(async (tx) => {
          const row = await repository.lockReservation(tx, id);
          if (!row?.pendingChange || new Date(row.pendingChange.expiresAt) > now) return;
          // Hours kept from the old plan were moved to pending; put the old plan back as it was.
          await repository.releaseHours(tx, row.id, 'pending');
          const old = row.schedules.flatMap((day) =>
            day.intervals.flatMap((time) =>
              (row.slots.length ? row.slots : [1]).map((slot) => ({
                date: day.date,
                hour: Number(time.slice(0, 2)),
                slot,
              })),
            ),
          );
          await repository.releaseHours(tx, row.id, 'current');
          await repository.holdHours(tx, row.id, row.venueId, old, true);
          await repository.updateReservation(tx, row.id, { pendingChange: null });
          await deps.effects.apply(tx, {
            event: {
              userId: row.customerId,
              type: 'reservation_failed',
              payload: {
                reservationId: row.id,
                message: Messages.bookingHoldExpired,
                reason: 'reschedule_expired' satisfies BookingFailureReason,
              },
            },
            dates: venueDatesOf(row),
          });
          count++;
        });
      }
      if (count) deps.nudgeJobs();
      return count;
    },

    /** Confirmed bookings whose last hour ended become COMPLETED and their payout falls due. */
    async completeFinished() {
      const now = clock.now();
      let count = 0;
      for (const { id } of await repository.finishedReservations(db, now, 200)) {
        await db.transaction(async (tx) => {
          const row = await repository.lockReservation(tx, id);
          if (!row || row.status !== ReservationStatus.CONFIRMED || row.endsAt > now) return;
          await repository.releaseHours(tx, row.id, 'pending');
          await repository.updateReservation(tx, row.id, {
            status: ReservationStatus.COMPLETED,
            completedAt: now,
            pendingChange: null,
          });
          const { charged, refunded } = await deps.payments.paidCents(tx, row.id);
          await deps.payments.queuePayout(tx, row, charged, refunded);
          await deps.effects.publish(tx, {
            userId: row.customerId,
            type: 'reservation_completed',
            payload: { reservationId: row.id },
          });
          count++;
        });
      }
      if (count) deps.nudgeJobs();
      return count;
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
      resolveConflicts: async (executor, venue, isOpen, alter) => {
        const holdings = await repository.activeHoldings(executor, venue.id, localToday(clock.now(), venue.timezone));
        const broken = [
          ...new Set(
            holdings
              .filter((hour) => !isOpen(hour.date, Number(hour.hour), Number(hour.slot)))
              .map((hour) => hour.reservation_id),
          ),
        ];
        if (!broken.length) return;
        if (!alter) {
          const list = await Promise.all(
            broken.map(async (id) => {
              const row = await repository.findReservation(executor, id);
              return `${id.slice(0, 8)} (${row?.schedules.map((day) => day.date).join(', ')})`;
            }),
          );
          throw conflict(
            Messages.alterReservationsConflict
              .replace('{count}', String(broken.length))
              .replace('{list}', list.join('; ')),
            { reservations: broken },
          );
        }
        for (const id of broken) {
          const row = await repository.lockReservation(executor, id);
          if (!row || (row.status !== ReservationStatus.INPROCESS && row.status !== ReservationStatus.CONFIRMED))
            continue;
          const { kept } = await deps.payments.paidCents(executor, row.id);
          await cancelLocked(executor, row, {
            refundCents: kept,
            reason: 'cancelled by the host (availability changed)',
            message: 'Your booking was cancelled by the host and fully refunded.',
            outcome: { event: 'reservation_cancelled', cancelledBy: 'host' },
          });
        }
        deps.nudgeJobs();
      },
    } satisfies ReservationHooks,
  };
}
export type ReservationsService = ReturnType<typeof createReservationsService>;

function venueRulesOf(record: VenueRecord, facts: VenueFacts) {
  return {
    timezone: facts.timezone,
    schedulingPeriod: facts.schedulingPeriod,
    slots: facts.slots,
    maxAdults: record.max_adults,
    maxChildren: record.max_children,
    maxInfants: record.max_infants,
  };
}
