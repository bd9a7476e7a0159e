import {
  Messages,
  ReservationStatus,
  isUuid,
  requestDeadline,
  withDefaultRules,
  type BookingFailureReason,
  localMomentText,
} from '@app/contract';
import { sql } from 'drizzle-orm';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
import type { Executor } from '../../db/client.ts';
import type { AuthUser, VerifiedAccess } from '../accounts/access.ts';
import type { ReservationNoticeFacts } from '../notifications/notifications.events.ts';
import type { ChargeInput } from '../../lib/payments/index.ts';
import type { StagedCharge } from '../../db/test-mode-store.ts';
import { venueDatesOf } from './booking-effects.ts';
import { noticeFactsOf, presentReservation } from './reservations.presenter.ts';
import * as repository from './reservations.repository.ts';
import type { ReservationListRow, ReservationRow } from './reservations.repository.ts';
import type { ReservationsDeps } from './reservations.deps.ts';

const PAYMENT_LEASE_MS = 2 * 60_000;

/**
 * Paying needs the database (and its lane `ahead`, decision 026), the clock, booking money and effects, and for a
 * request to book the listing's rules (how long the host has to answer).
 */
export type ReservationPaymentDeps = Pick<
  ReservationsDeps,
  'db' | 'ahead' | 'clock' | 'payments' | 'effects' | 'venues'
>;

/**
 * Paying for a booking (confirm): one charge at a time per booking, applied only to what is held now. The booking
 * lifecycle lends it how to load a customer's own booking.
 */
export function createReservationPayment(
  deps: ReservationPaymentDeps,
  lifecycle: { loadOwn: (user: AuthUser, id: string) => Promise<ReservationListRow> },
) {
  // Once the claim is taken, the booking's customer is waiting on a payment: every statement after it (the charge's
  // record, the confirmation, the claim's end) is served before new work waiting for a connection (decision 026).
  const { db, ahead, clock } = deps;
  const { loadOwn } = lifecycle;

  /**
   * Tells the customer that money (a charge, or an authorisation) paid for nothing held now and goes back: the booking
   * changed while it was paid (`mismatch`; it still waits for the right amount), or it ended before the money came.
   */
  async function tellPaidForNothing(tx: Executor, row: ReservationRow, mismatch: boolean) {
    await deps.effects.publish(tx, {
      userId: row.customerId,
      type: 'reservation_failed',
      payload: {
        reservationId: row.id,
        message: mismatch ? Messages.paymentAmountChanged : Messages.bookingHoldExpired,
        reason: (mismatch ? 'price_changed' : 'late_payment') satisfies BookingFailureReason,
      },
    });
  }

  /** A paid reschedule difference: the booking takes the hours it held beside the old ones, and the old go. */
  async function switchToPendingChange(
    tx: Executor,
    row: ReservationRow,
    change: NonNullable<ReservationRow['pendingChange']>,
    releaseClaim: boolean,
    factsOf: (updated: ReservationRow) => ReservationNoticeFacts | undefined,
  ) {
    await repository.releaseHours(tx, row.id, 'current');
    await repository.promotePendingHours(tx, row.id);
    const updated = await repository.updateReservation(tx, row.id, {
      schedules: change.schedules,
      slots: change.slots,
      amountCents: change.amountCents,
      startsAt: new Date(change.startsAt),
      endsAt: new Date(change.endsAt),
      adults: change.adults,
      children: change.children,
      infants: change.infants,
      pendingChange: null,
      ...(releaseClaim ? { paymentLockedUntil: null } : {}),
    });
    await deps.effects.apply(tx, {
      event: {
        userId: row.customerId,
        type: 'reservation_confirmed',
        payload: { reservationId: row.id, message: Messages.rescheduleConfirmed, rescheduled: true, viaConfirm: true },
        facts: factsOf(updated),
      },
      dates: venueDatesOf(row),
    });
    return updated;
  }

  /**
   * Applies a paid charge: confirms a booking or switches a rescheduled one, but only when the charge paid for
   * exactly what is held now (same version, same amount). Anything else is refunded, never silently confirmed.
   */
  async function applySuccessfulCharge(
    reservationId: string,
    payment: {
      paymentId: string;
      amountCents: number;
      kind: string;
      version?: number;
      /** The caller's payment claim ends with the charge applied (in the same update). */
      releaseClaim?: boolean;
    },
    /** Who and what the booking is about, when the caller has read them (the notifications need not read them). */
    names?: { customerName: string; hostId: string; venueTitle: string },
  ) {
    const factsOf = (updated: ReservationRow) => (names ? noticeFactsOf(updated, names) : undefined);
    const outcome = await ahead.transaction(async (tx) => {
      const row = await repository.lockReservation(tx, reservationId);
      if (!row) throw notFound(Messages.bookingNotFound);
      const recorded = await deps.payments.recordSucceededCharge(tx, row, payment);
      if (recorded.duplicate) {
        if (payment.releaseClaim) await repository.releasePaymentClaim(tx, row.id);
        return { row, late: false, mismatch: false, duplicate: true };
      }

      const paysFor = (dueCents: number) =>
        payment.amountCents === dueCents && (payment.version === undefined || payment.version === row.version);
      if (payment.kind === 'booking' && row.status === ReservationStatus.INPROCESS && paysFor(row.amountCents)) {
        const updated = await repository.confirmHeld(tx, row.id, Boolean(payment.releaseClaim));
        await deps.effects.publish(tx, {
          userId: row.customerId,
          type: 'reservation_confirmed',
          payload: { reservationId: row.id, message: Messages.bookingConfirmed, viaConfirm: true },
          facts: factsOf(updated),
        });
        return { row: updated, late: false, mismatch: false, duplicate: false };
      }
      if (
        payment.kind === 'reschedule' &&
        row.status === ReservationStatus.CONFIRMED &&
        row.pendingChange &&
        paysFor(row.pendingChange.differenceCents)
      ) {
        const updated = await switchToPendingChange(tx, row, row.pendingChange, Boolean(payment.releaseClaim), factsOf);
        return { row: updated, late: false, mismatch: false, duplicate: false };
      }
      // Money that pays for nothing held now goes back: either the booking changed while it was being paid (it
      // still waits for the right amount), or the hold ended or the booking was cancelled before the money arrived.
      const mismatch =
        row.status === ReservationStatus.INPROCESS ||
        (row.status === ReservationStatus.CONFIRMED && row.pendingChange !== null && payment.kind === 'reschedule');
      await deps.payments.queueRefund(tx, row, payment.amountCents);
      await tellPaidForNothing(tx, row, mismatch);
      return { row, late: !mismatch, mismatch, duplicate: false };
    });
    return outcome;
  }

  /**
   * Applies an authorised card to a request to book: it waits for the host (`approval` pending) until its deadline,
   * `responseHours` from now and never past the start, when the authorisation is for exactly what is held now (same
   * version and amount); anything else is given back. The host is told of the request.
   */
  async function applyAuthorization(
    reservationId: string,
    payment: { paymentId: string; amountCents: number; version?: number; releaseClaim?: boolean },
  ) {
    // How long the host has to answer: the listing's rules, read before the booking's lock is taken.
    const owner = await repository.findReservation(db, reservationId);
    if (!owner) throw notFound(Messages.bookingNotFound);
    const listing = await deps.venues.recordWith(owner.venueId, sql`null`);
    return ahead.transaction(async (tx) => {
      const row = await repository.lockReservation(tx, reservationId);
      if (!row) throw notFound(Messages.bookingNotFound);
      await deps.payments.recordAuthorization(tx, {
        reservationId: row.id,
        userId: row.customerId,
        amountCents: payment.amountCents,
        providerReference: payment.paymentId,
      });
      if (row.approval === 'pending') {
        if (payment.releaseClaim) await repository.releasePaymentClaim(tx, row.id);
        return { row, late: false, mismatch: false };
      }
      const holdsIt =
        row.status === ReservationStatus.INPROCESS &&
        row.approval === null &&
        payment.amountCents === row.amountCents &&
        (payment.version === undefined || payment.version === row.version);
      if (!holdsIt) {
        const mismatch = row.status === ReservationStatus.INPROCESS;
        await deps.payments.queueRelease(tx, row.id);
        await tellPaidForNothing(tx, row, mismatch);
        return { row, late: !mismatch, mismatch };
      }
      const rules = withDefaultRules(listing?.record.booking_rules);
      const now = clock.now();
      const deadline = requestDeadline(now, row.startsAt, rules.responseHours);
      const updated = await repository.updateReservation(tx, row.id, {
        approval: 'pending',
        holdExpiresAt: deadline,
        ...(payment.releaseClaim ? { paymentLockedUntil: null } : {}),
      });
      await deps.effects.publish(tx, {
        userId: row.customerId,
        type: 'reservation_requested',
        payload: {
          reservationId: row.id,
          message: Messages.requestSent,
          respondBy: localMomentText(deadline, listing?.record.timezone ?? 'UTC'),
          viaConfirm: true,
        },
      });
      return { row: updated, late: false, mismatch: false };
    });
  }

  /**
   * A booking's own charge confirms it in one statement, with the charge's record and what announces it, when the
   * hold is still what was charged for; undefined otherwise (then `applySuccessfulCharge` decides under the lock).
   */
  async function confirmAtOnce(
    row: ReservationListRow,
    payment: { paymentId: string; amountCents: number },
    version: number,
    staged?: StagedCharge,
  ) {
    const facts = noticeFactsOf(
      { ...row, status: ReservationStatus.CONFIRMED },
      { customerName: row.customerName, hostId: row.venueHostId, venueTitle: row.venueTitle },
    );
    const confirmed = await repository.confirmPaidHold(
      ahead,
      row.id,
      { amountCents: payment.amountCents, version },
      [
        deps.payments.succeededChargePart(row, payment, repository.holdConfirmed),
        ...deps.effects.parts(
          {
            event: {
              userId: row.customerId,
              type: 'reservation_confirmed',
              payload: { reservationId: row.id, message: Messages.bookingConfirmed, viaConfirm: true },
              facts,
            },
          },
          repository.holdConfirmed,
        ),
      ],
      staged,
    );
    if (!confirmed) return undefined;
    deps.effects.queued();
    return confirmed.row;
  }

  /**
   * Charges what is due and applies the outcome. The caller holds the payment claim; it has ended when this answers
   * without `requiresAction`.
   */
  async function chargeAndApply(
    row: ReservationListRow,
    input: {
      kind: 'booking' | 'reschedule';
      dueCents: number;
      version: number;
      source: string;
      idempotencyKey: string;
    },
  ) {
    const { kind, dueCents, version, source, idempotencyKey } = input;
    // A request to book authorises the card; the host's answer captures it or gives it back.
    const authorizeOnly = kind === 'booking' && row.bookingMode === 'request';
    const charge: ChargeInput = {
      amountCents: dueCents,
      currency: 'usd',
      source,
      idempotencyKey,
      description: `${row.venueTitle} (${row.schedules.map((day) => day.date).join(', ')})`,
      metadata: { reservationId: row.id, kind, version: String(version) },
      ...(authorizeOnly ? { captureMethod: 'manual' as const } : {}),
    };
    // With the test-mode provider, a booking's paid charge is written by the statement that confirms it: one round
    // trip fewer. When that statement does not confirm, the charge stands anyway (unless its key was used before),
    // and `charge` below replays whichever charge the key has, to be applied under the booking's lock.
    const staged = kind === 'booking' && !authorizeOnly ? deps.payments.stageCharge(charge) : undefined;
    const atOnce = staged?.result.status === 'succeeded' ? staged.result : undefined;
    if (atOnce) {
      const confirmed = await confirmAtOnce(row, atOnce, version, staged);
      if (confirmed) {
        return { requiresAction: false as const, reservation: presentReservation({ ...row, ...confirmed }) };
      }
    }
    const result = await deps.payments.charge(charge);
    if (result.status === 'declined') {
      await ahead.transaction(async (tx) => {
        await deps.payments.recordDeclinedCharge(tx, {
          reservationId: row.id,
          userId: row.customerId,
          amountCents: dueCents,
          providerReference: result.paymentId ?? null,
          failureMessage: result.message,
        });
        await deps.effects.publish(tx, {
          userId: row.customerId,
          type: 'reservation_failed',
          payload: {
            reservationId: row.id,
            message: result.message,
            reason: 'declined' satisfies BookingFailureReason,
          },
        });
      });
      throw new AppError('PAYMENT_REQUIRED', result.message, { stripetoken: [result.message] });
    }
    if (result.status === 'requires_action') {
      await deps.payments.recordPendingCharge(ahead, {
        reservationId: row.id,
        userId: row.customerId,
        amountCents: dueCents,
        providerReference: result.paymentId,
      });
      return {
        requiresAction: true as const,
        clientSecret: result.clientSecret,
        paymentId: result.paymentId,
        redirectUrl: result.redirectUrl ?? null,
        reservation: presentReservation(row),
      };
    }
    if (result.status === 'authorized') {
      const outcome = await applyAuthorization(row.id, {
        paymentId: result.paymentId,
        amountCents: result.amountCents,
        version,
        releaseClaim: true,
      });
      if (outcome.mismatch) throw conflict(Messages.paymentAmountChanged);
      if (outcome.late) throw conflict(Messages.bookingHoldExpired);
      return { requiresAction: false as const, reservation: presentReservation({ ...row, ...outcome.row }) };
    }
    const confirmed = kind === 'booking' && !atOnce ? await confirmAtOnce(row, result, version) : undefined;
    if (confirmed) return { requiresAction: false as const, reservation: presentReservation({ ...row, ...confirmed }) };
    const outcome = await applySuccessfulCharge(
      row.id,
      { paymentId: result.paymentId, amountCents: result.amountCents, kind, version, releaseClaim: true },
      { customerName: row.customerName, hostId: row.venueHostId, venueTitle: row.venueTitle },
    );
    if (outcome.mismatch) throw conflict(Messages.paymentAmountChanged);
    if (outcome.late) throw conflict(Messages.bookingHoldExpired);
    return { requiresAction: false as const, reservation: presentReservation({ ...row, ...outcome.row }) };
  }

  return {
    /** Charges the card for what is due (a new booking or a reschedule's difference). */
    async confirm(booker: VerifiedAccess, reservationId: string, source: string) {
      const now = clock.now();
      // The claim and what is paid for (the booking and its listing) in one statement, for the booking's customer,
      // whose session that statement checks first: nothing is claimed for a session that has ended (decision 023).
      const claimed = isUuid(reservationId)
        ? await repository.claimOwnPaymentAttempt(db, reservationId, booker.userId, now, PAYMENT_LEASE_MS, booker)
        : undefined;
      let user: AuthUser;
      try {
        user = claimed ? booker.settle(claimed.access) : await booker.settleNow();
      } catch (refused) {
        if (claimed?.claim) await repository.releasePaymentClaim(ahead, claimed.claim.id);
        throw refused;
      }
      const claim = claimed?.claim;
      if (claim === undefined) {
        // Not theirs (an admin may view and cancel a booking, not charge a card for it), or being paid right now.
        const row = await loadOwn(user, reservationId);
        if (row.customerId !== user.id) throw notFound(Messages.bookingNotFound);
        throw conflict(Messages.paymentInProgress);
      }
      let claimEnded = false;
      try {
        // Priced from the claimed row: while the claim stands a reschedule is refused, so this is what is held.
        let kind: 'booking' | 'reschedule';
        let dueCents: number;
        if (claim.status === ReservationStatus.INPROCESS && claim.approval === 'pending') {
          throw conflict(Messages.requestAwaitingHost);
        } else if (claim.status === ReservationStatus.INPROCESS) {
          if (!claim.holdExpiresAt || claim.holdExpiresAt <= now) throw conflict(Messages.bookingHoldExpired);
          kind = 'booking';
          dueCents = claim.amountCents;
        } else if (claim.status === ReservationStatus.CONFIRMED && claim.pendingChange) {
          if (new Date(claim.pendingChange.expiresAt) <= now) throw conflict(Messages.bookingHoldExpired);
          kind = 'reschedule';
          dueCents = claim.pendingChange.differenceCents;
        } else {
          throw conflict(Messages.bookingNotPayable);
        }
        if (!source)
          throw new AppError('BAD_REQUEST', Messages.paymentTokenRequired, {
            stripetoken: [Messages.paymentTokenRequired],
          });
        const { attempt, ...row } = claim;
        const result = await chargeAndApply(row, {
          kind,
          dueCents,
          version: claim.version,
          source,
          idempotencyKey: `${kind}-${row.id}-v${claim.version}-${attempt}`,
        });
        claimEnded = !result.requiresAction;
        return result;
      } finally {
        if (!claimEnded) await repository.releasePaymentClaim(ahead, claim.id);
      }
    },

    /** A payment completed out of band (3-D Secure, webhook): re-fetch it and apply it once. */
    async completePayment(paymentId: string, expectedReservationId?: string) {
      const payment = await deps.payments.retrievePayment(paymentId);
      const reservationId = payment.metadata.reservationId;
      if (expectedReservationId !== undefined && reservationId !== expectedReservationId) {
        throw notFound(Messages.bookingNotFound);
      }
      const applicable = payment.status === 'succeeded' || payment.status === 'requires_capture';
      if (!applicable || !reservationId || !isUuid(reservationId)) return { applied: false };
      const version = Number(payment.metadata.version);
      if (payment.status === 'requires_capture') {
        const outcome = await applyAuthorization(reservationId, {
          paymentId,
          amountCents: payment.amountCents,
          version: Number.isInteger(version) ? version : undefined,
        });
        return { applied: !outcome.mismatch && !outcome.late, mismatch: outcome.mismatch, late: outcome.late };
      }
      const outcome = await applySuccessfulCharge(reservationId, {
        paymentId,
        amountCents: payment.amountCents,
        kind: payment.metadata.kind ?? 'booking',
        version: Number.isInteger(version) ? version : undefined,
      });
      return { applied: !outcome.mismatch && !outcome.late, mismatch: outcome.mismatch, late: outcome.late };
    },
  };
}
