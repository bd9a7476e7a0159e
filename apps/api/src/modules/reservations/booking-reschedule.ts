import { BookingLimits, Messages, ReservationStatus, type ReservationRequestBody } from '@app/contract';
import type { Executor } from '../../db/client.ts';
import { AppError, conflict, unauthorized } from '../../lib/errors.ts';
import type { AuthUser } from '../accounts/access.ts';
import { venueDatesOf, type BookingEvent } from './booking-effects.ts';
import { HoursTakenError, minutesAfter, venueRulesOf, type BookingChecks } from './booking-checks.ts';
import { hoursNear } from '../availability/time-rules.ts';
import { validateBooking, type ValidatedBooking } from './booking-rules.ts';
import { bookingPrice, dollars } from './pricing.ts';
import { presentReservation } from './reservations.presenter.ts';
import * as repository from './reservations.repository.ts';
import type { HourSlot, ReservationRow } from './reservations.repository.ts';
import type { ReservationsDeps } from './reservations.deps.ts';

const earlier = (a: Date, b: Date) => (a < b ? a : b);
const hourKey = (hour: HourSlot) => `${hour.date}|${hour.hour}|${hour.slot}`;

/** The new plan of a booking, validated against the listing with the booking's own hours counted as free. */
interface Plan {
  booking: ValidatedBooking;
  amountCents: number;
  /** The hours the booking holds now. */
  ownKeys: Set<string>;
  /** The hour-slots within the listing's buffer of the new hours, where no other booking may be. */
  near: HourSlot[];
  fields: Pick<
    ReservationRow,
    'schedules' | 'slots' | 'amountCents' | 'startsAt' | 'endsAt' | 'adults' | 'children' | 'infants'
  >;
}

/**
 * Moves a booking to new hours (docs/product/rules.md#reservations: reschedule): a hold takes the new hours at once;
 * a paid booking takes them at once when it costs the same or less (the difference refunded), else holds them
 * beside the old ones until the difference is paid (`pendingChange`).
 */
export function createBookingReschedule(
  deps: Pick<ReservationsDeps, 'db' | 'clock' | 'payments' | 'effects' | 'availability' | 'venues'>,
  checks: BookingChecks,
) {
  const { db, clock } = deps;

  async function planOf(existing: ReservationRow, body: ReservationRequestBody, now: Date): Promise<Plan> {
    const dates = body.schedules.map((day) => day.date);
    const { record, extra } = await checks.loadBookableVenue(existing.venueId, repository.takenHoursOnColumn(dates));
    const taken = repository.takenHoursOf(extra);
    const facts = deps.venues.factsOf(record);
    const ownHours = await repository.hoursOfReservation(db, existing.id);
    const days = await deps.availability.schedulesFor(db, facts, { countAsFree: ownHours, dates, taken });
    const booking = validateBooking({ ...body, venueId: record.id }, venueRulesOf(record, facts), days, now);
    checks.assertRequestSize(booking.hours.length);
    const price = bookingPrice(record, booking);
    const amountCents = price.totalCents;
    const fields = {
      schedules: booking.schedules,
      slots: booking.slots,
      amountCents,
      priceLines: price.lines,
      startsAt: booking.startsAt,
      endsAt: booking.endsAt,
      ...booking.guests,
    };
    const near = hoursNear(booking.hours, facts.timeRules.bufferHours, record.timezone);
    return { booking, amountCents, ownKeys: new Set(ownHours.map(hourKey)), near, fields };
  }

  /** The customer's hour caps with this booking's hours left out and `newHourSlots` added. */
  const withinHourCaps = (tx: Executor, row: ReservationRow, newHourSlots: number) =>
    checks.assertHoldLimits(tx, {
      customerId: row.customerId,
      venueId: row.venueId,
      newHourSlots,
      isNewHold: false,
      except: row.id,
    });

  /** An unpaid hold takes its new hours; the hold renews, but never past its lifetime. */
  async function moveHold(tx: Executor, row: ReservationRow, plan: Plan, now: Date): Promise<BookingEvent> {
    if (!row.holdExpiresAt || row.holdExpiresAt <= now) throw conflict(Messages.bookingHoldExpired);
    await withinHourCaps(tx, row, plan.booking.hours.length);
    await repository.releaseHours(tx, row.id);
    await repository.holdHours(tx, row.id, row.venueId, plan.booking.hours, true);
    await repository.updateReservation(tx, row.id, {
      ...plan.fields,
      version: row.version + 1,
      holdExpiresAt: earlier(
        minutesAfter(now, BookingLimits.holdMinutes),
        minutesAfter(row.createdAt, BookingLimits.maxHoldLifetimeMinutes),
      ),
    });
    return {
      userId: row.customerId,
      type: 'payment_required',
      payload: { amount: dollars(plan.amountCents), reservationId: row.id },
    };
  }

  /** A paid booking that costs the same or less takes its new hours at once; the difference goes back. */
  async function moveConfirmed(tx: Executor, row: ReservationRow, plan: Plan): Promise<BookingEvent> {
    // A free booking's hours count toward the hour caps, as a hold's do.
    if (plan.amountCents === 0) await withinHourCaps(tx, row, plan.booking.hours.length);
    await repository.releaseHours(tx, row.id);
    await repository.holdHours(tx, row.id, row.venueId, plan.booking.hours, true);
    await repository.updateReservation(tx, row.id, { ...plan.fields, version: row.version + 1, pendingChange: null });
    await deps.payments.queueRefund(tx, row, row.amountCents - plan.amountCents);
    return {
      userId: row.customerId,
      type: 'reservation_confirmed',
      payload: { reservationId: row.id, message: Messages.rescheduleConfirmed, rescheduled: true },
    };
  }

  /** A paid booking that costs more keeps its old hours until the difference is paid; the new ones are held meanwhile. */
  async function holdDifference(tx: Executor, row: ReservationRow, plan: Plan, now: Date): Promise<BookingEvent> {
    const difference = plan.amountCents - row.amountCents;
    const added = plan.booking.hours.filter((hour) => !plan.ownKeys.has(hourKey(hour)));
    await withinHourCaps(tx, row, added.length);
    const heldSince = row.pendingChange?.heldSince ? new Date(row.pendingChange.heldSince) : now;
    await repository.holdHours(tx, row.id, row.venueId, added, false);
    const keptOld = plan.booking.hours.filter((hour) => plan.ownKeys.has(hourKey(hour)));
    // Hours in both plans must survive the switch: mark them pending too (re-inserted below as current).
    await repository.releaseSpecificHours(tx, row.id, keptOld);
    await repository.holdHours(tx, row.id, row.venueId, keptOld, false);
    const { booking } = plan;
    await repository.updateReservation(tx, row.id, {
      version: row.version + 1,
      pendingChange: {
        schedules: booking.schedules,
        slots: booking.slots,
        amountCents: plan.amountCents,
        differenceCents: difference,
        startsAt: booking.startsAt.toISOString(),
        endsAt: booking.endsAt.toISOString(),
        ...booking.guests,
        expiresAt: earlier(
          minutesAfter(now, BookingLimits.holdMinutes),
          minutesAfter(heldSince, BookingLimits.maxHoldLifetimeMinutes),
        ).toISOString(),
        heldSince: heldSince.toISOString(),
      },
    });
    return {
      userId: row.customerId,
      type: 'payment_required',
      payload: { amount: dollars(difference), reservationId: row.id },
    };
  }

  async function reschedule(user: AuthUser | undefined, reservationId: string, body: ReservationRequestBody) {
    if (!user) throw unauthorized(Messages.loginRequiredBooking);
    const existing = await checks.loadOwn(user, reservationId);
    const now = clock.now();
    const reschedulable =
      (existing.status === ReservationStatus.INPROCESS || existing.status === ReservationStatus.CONFIRMED) &&
      existing.startsAt > now;
    if (!reschedulable || (body.venueId && body.venueId !== existing.venueId))
      throw new AppError('UNPROCESSABLE', Messages.bookingNotReschedulable);
    // The card is authorised for these hours and the host is answering for them.
    if (existing.approval === 'pending') throw conflict(Messages.requestNotReschedulable);
    await checks.admitAttempt(user);
    const plan = await planOf(existing, body, now);
    await checks.withHourRace(user.id, existing.id, () =>
      db.transaction(async (tx) => {
        await repository.lockCustomer(tx, existing.customerId);
        const row = await repository.lockReservation(tx, existing.id);
        if (!row || (row.status !== ReservationStatus.INPROCESS && row.status !== ReservationStatus.CONFIRMED)) {
          throw new AppError('UNPROCESSABLE', Messages.bookingNotReschedulable);
        }
        if (row.approval === 'pending') throw conflict(Messages.requestNotReschedulable);
        // A charge in flight was priced for the current hours: they cannot change under it.
        if (row.paymentLockedUntil && row.paymentLockedUntil > now) throw conflict(Messages.paymentInProgress);
        await repository.releaseHours(tx, row.id, 'pending');
        if (await repository.anotherHoldsNear(tx, row.venueId, row.id, plan.near)) throw new HoursTakenError();
        const event =
          row.status === ReservationStatus.INPROCESS
            ? await moveHold(tx, row, plan, now)
            : plan.amountCents <= row.amountCents
              ? await moveConfirmed(tx, row, plan)
              : await holdDifference(tx, row, plan, now);
        await deps.effects.apply(tx, { event, dates: venueDatesOf(row, plan.booking.schedules) });
      }),
    );
    return presentReservation((await repository.findReservationWithVenue(db, existing.id))!);
  }

  return { reschedule };
}
