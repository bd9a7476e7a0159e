import {
  AdminMessages,
  Messages,
  ReservationStatus,
  type BookingApproval,
  type BookingCanceller,
  type BookingFailureReason,
} from '@app/contract';
import type { Executor } from '../../db/client.ts';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../accounts/access.ts';
import type { AuditRecord } from '../audit/audit.service.ts';
import type { ReservationHooks } from '../availability/availability.service.ts';
import { localToday } from '../availability/expand.ts';
import { venueDatesOf } from './booking-effects.ts';
import type { BookingChecks } from './booking-checks.ts';
import { cancellationRefund } from './pricing.ts';
import { presentReservation } from './reservations.presenter.ts';
import * as repository from './reservations.repository.ts';
import type { ReservationRow } from './reservations.repository.ts';
import type { ReservationsDeps } from './reservations.deps.ts';

/**
 * What a cancel says: `reservation_cancelled` names who cancelled; a lapsed hold, a declined or unanswered request is a
 * `reservation_failed` with its reason (a host's decline is recorded against the host).
 */
type Outcome =
  | { event: 'reservation_cancelled'; cancelledBy: BookingCanceller }
  | { event: 'reservation_failed'; reason: BookingFailureReason; cancelledBy?: BookingCanceller };

/** While an answer to a request is being given (its card captured), nothing else may end the request. */
const beingAnswered = (row: ReservationRow, now: Date) =>
  row.approval === 'pending' && row.paymentLockedUntil !== null && row.paymentLockedUntil > now;

const isActive = (row: ReservationRow | undefined): row is ReservationRow =>
  row !== undefined && (row.status === ReservationStatus.INPROCESS || row.status === ReservationStatus.CONFIRMED);

/**
 * How bookings end: cancelled by the customer, an admin or the host's change of availability (docs/product/rules.md
 * #cancel), lapsed unpaid, or completed once their last hour is over.
 */
export function createBookingEndings(
  deps: Pick<ReservationsDeps, 'db' | 'clock' | 'payments' | 'effects'>,
  checks: BookingChecks,
) {
  const { db, clock } = deps;

  /**
   * Cancels inside the caller's transaction: releases the hours, queues the refund (and, for a request to book, the
   * release of the card's authorisation), and its effects. `approval`: the request's outcome to record.
   */
  async function cancelLocked(
    executor: Executor,
    row: ReservationRow,
    options: {
      refundCents: number;
      reason: string;
      message: string;
      outcome: Outcome;
      audit?: AuditRecord;
      approval?: BookingApproval;
    },
  ) {
    const now = clock.now();
    const { outcome } = options;
    await repository.releaseHours(executor, row.id);
    await repository.updateReservation(executor, row.id, {
      status: ReservationStatus.CANCELLED,
      cancelledAt: now,
      cancelReason: options.reason,
      cancelledBy: outcome.cancelledBy ?? null,
      holdExpiresAt: null,
      pendingChange: null,
      paymentLockedUntil: null,
      ...(options.approval ? { approval: options.approval } : {}),
    });
    await deps.payments.queueRefund(executor, row, options.refundCents);
    if (row.bookingMode === 'request' && row.status === ReservationStatus.INPROCESS) {
      await deps.payments.queueRelease(executor, row.id);
    }
    const startedStay = row.status === ReservationStatus.CONFIRMED && row.startsAt <= now;
    await deps.effects.apply(executor, {
      event: {
        userId: row.customerId,
        type: outcome.event,
        payload:
          outcome.event === 'reservation_cancelled'
            ? { reservationId: row.id, message: options.message, cancelledBy: outcome.cancelledBy }
            : { reservationId: row.id, message: options.message, reason: outcome.reason },
      },
      dates: venueDatesOf(row),
      ...(options.audit ? { audit: options.audit } : {}),
      ...(startedStay ? { startedStayCancelled: { venueId: row.venueId, customerId: row.customerId } } : {}),
    });
  }

  /**
   * The one cancel path. A customer cancels before the start (refund by notice, docs/product/rules.md#cancel); an admin
   * cancels any active booking with a full refund, and is audited. `asAdmin` (the admin console) always acts as
   * an admin, even on the admin's own booking, and answers 409 when the booking is no longer active.
   */
  async function cancel(user: AuthUser, reservationId: string, asAdmin?: { reason: string }) {
    const existing = await checks.loadOwn(user, reservationId);
    const now = clock.now();
    await db.transaction(async (tx) => {
      const row = await repository.lockReservation(tx, existing.id);
      if (asAdmin && !isActive(row)) throw conflict(AdminMessages.bookingNotCancellable);
      if (!isActive(row) || (row.startsAt <= now && !user.isAdmin))
        throw new AppError('UNPROCESSABLE', Messages.bookingNotCancellable);
      if (beingAnswered(row, now)) throw conflict(Messages.requestBeingAnswered);
      const byAdmin = asAdmin !== undefined || (user.isAdmin && row.customerId !== user.id);
      const { kept } = await deps.payments.paidCents(tx, row.id);
      const refundCents = cancellationRefund(row.cancellationPolicy, kept, {
        startsAt: row.startsAt,
        bookedAt: row.createdAt,
        now,
        byHost: byAdmin,
      });
      const audit: AuditRecord = {
        actorId: user.id,
        action: 'booking.cancel',
        targetType: 'booking',
        targetId: row.id,
        targetLabel: `${existing.venueTitle} (${existing.customerName})`,
        reason: asAdmin?.reason ?? null,
        details: { refundCents, previousStatus: row.status },
      };
      await cancelLocked(tx, row, {
        refundCents,
        reason: asAdmin?.reason ?? (byAdmin ? 'cancelled by an admin' : 'cancelled by the customer'),
        message: Messages.cancellationSubmitted,
        outcome: { event: 'reservation_cancelled', cancelledBy: byAdmin ? 'admin' : 'customer' },
        ...(byAdmin ? { audit } : {}),
      });
      // What a late cancellation keeps is the host's (minus the platform fee), so the books settle.
      await deps.payments.queuePayout(tx, row, kept, refundCents);
    });
    return presentReservation((await repository.findReservationWithVenue(db, existing.id))!);
  }

  /**
   * Unpaid holds past their 15 minutes are released, and requests to book the host did not answer in time (their
   * authorisation given back); a request being answered right now is left to its answer.
   */
  async function expireHolds(now: Date) {
    let count = 0;
    for (const { id } of await repository.expiredHolds(db, now, 200)) {
      await db.transaction(async (tx) => {
        const row = await repository.lockReservation(tx, id);
        if (!row || row.status !== ReservationStatus.INPROCESS || !row.holdExpiresAt || row.holdExpiresAt > now) return;
        if (beingAnswered(row, now)) return;
        const unanswered = row.approval === 'pending';
        await cancelLocked(tx, row, {
          refundCents: 0,
          reason: unanswered ? 'the host did not answer in time' : 'hold expired',
          message: unanswered ? Messages.requestExpiredGuest : Messages.bookingHoldExpired,
          outcome: { event: 'reservation_failed', reason: unanswered ? 'not_answered' : 'expired' },
          ...(unanswered ? { approval: 'expired' as const } : {}),
        });
        count++;
      });
    }
    return count;
  }

  /** Unpaid reschedule differences past their time: the booking goes back to its old plan. */
  async function expirePendingChanges(now: Date) {
    let count = 0;
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
    return count;
  }

  /** Confirmed bookings whose last hour ended become COMPLETED and their payout falls due. */
  async function completeFinished() {
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
    return count;
  }

  /**
   * A host's schedule or block change that would remove booked hours: refused with the bookings it breaks, or with
   * `alter` those bookings are cancelled by the host and fully refunded, in the change's transaction.
   */
  const resolveConflicts: ReservationHooks['resolveConflicts'] = async (executor, venue, isOpen, alter) => {
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
        Messages.alterReservationsConflict.replace('{count}', String(broken.length)).replace('{list}', list.join('; ')),
        { reservations: broken },
      );
    }
    for (const id of broken) {
      const row = await repository.lockReservation(executor, id);
      if (!isActive(row)) continue;
      const { kept } = await deps.payments.paidCents(executor, row.id);
      await cancelLocked(executor, row, {
        refundCents: kept,
        reason: 'cancelled by the host (availability changed)',
        message: 'Your booking was cancelled by the host and fully refunded.',
        outcome: { event: 'reservation_cancelled', cancelledBy: 'host' },
        // A request waiting for its answer is one the host turned down.
        ...(row.approval === 'pending' ? { approval: 'declined' as const } : {}),
      });
    }
  };

  return {
    cancel: (user: AuthUser, reservationId: string) => cancel(user, reservationId),
    /**
     * An admin cancels any active booking, started or not, with a full refund (docs/product/rules.md#cancel); the
     * reason is the booking's cancel reason and goes to the audit log in the same transaction.
     */
    async cancelByAdmin(admin: AuthUser, reservationId: string, reason: string) {
      if (!admin.isAdmin) throw notFound(Messages.bookingNotFound);
      return cancel(admin, reservationId, { reason });
    },
    /** Unpaid holds past 15 minutes, and unpaid reschedule differences, are released. */
    async expireHolds() {
      const now = clock.now();
      return (await expireHolds(now)) + (await expirePendingChanges(now));
    },
    completeFinished,
    resolveConflicts,
    /** For the host's answer to a request (booking-approval): the one way a booking ends, in the caller's transaction. */
    cancelLocked,
  };
}
