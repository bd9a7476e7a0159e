import { Messages, ReservationStatus, isUuid } from '@app/contract';
import { conflict, notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../accounts/access.ts';
import type { createBookingEndings } from './booking-endings.ts';
import { noticeFactsOf, presentReservation } from './reservations.presenter.ts';
import * as repository from './reservations.repository.ts';
import type { ReservationsDeps } from './reservations.deps.ts';

/** How long an answer may take to capture the card before the request may be ended another way. */
const ANSWER_LEASE_MS = 2 * 60_000;

/**
 * The host's answer to a request to book (docs/product/rules.md#request-to-book): accept captures the authorised card
 * and confirms the booking; decline gives the authorisation back and ends it. Exactly one outcome: an answer claims
 * the request first (`claimAnswer`), and the expiry job, a decline and the guest's cancel leave a claimed one alone.
 */
export function createBookingApproval(
  deps: Pick<ReservationsDeps, 'db' | 'clock' | 'payments' | 'effects'>,
  endings: Pick<ReturnType<typeof createBookingEndings>, 'cancelLocked'>,
) {
  const { db, clock } = deps;

  /** A request the user may answer: the listing's host, or an admin. */
  async function loadAnswerable(user: AuthUser, id: string) {
    const row = isUuid(id) ? await repository.findReservationWithVenue(db, id) : undefined;
    if (!row || (row.venueHostId !== user.id && !user.isAdmin)) throw notFound(Messages.bookingNotFound);
    if (row.bookingMode !== 'request') throw conflict(Messages.requestNotRequest);
    return row;
  }

  /** Why a request cannot be answered now. */
  function refusalOf(row: repository.ReservationRow | undefined, now: Date) {
    if (!row || row.status !== ReservationStatus.INPROCESS || row.approval !== 'pending') {
      return conflict(Messages.requestNotPending);
    }
    if (!row.holdExpiresAt || row.holdExpiresAt <= now) return conflict(Messages.requestExpired);
    return conflict(Messages.requestBeingAnswered);
  }

  async function accept(user: AuthUser, id: string) {
    const existing = await loadAnswerable(user, id);
    const now = clock.now();
    const claimed = await repository.claimAnswer(db, existing.id, now, ANSWER_LEASE_MS);
    if (!claimed) throw refusalOf(await repository.findReservation(db, existing.id), now);
    let answered = false;
    try {
      // A free request has nothing authorised to take.
      const authorised = claimed.amountCents > 0 ? await deps.payments.authorizedCharge(db, claimed.id) : undefined;
      if (claimed.amountCents > 0 && !authorised) throw new Error(`request ${claimed.id} is pending without a charge`);
      const captured = authorised ? await deps.payments.capture(authorised.providerReference!) : undefined;
      await db.transaction(async (tx) => {
        const row = await repository.lockReservation(tx, claimed.id);
        // The claim keeps every other ending away; were it lost, the release job refunds what was captured.
        if (!row || row.status !== ReservationStatus.INPROCESS || row.approval !== 'pending') {
          throw conflict(Messages.requestNotPending);
        }
        if (authorised && captured) {
          await deps.payments.recordSucceededCharge(tx, row, {
            paymentId: authorised.providerReference!,
            amountCents: captured.amountCents,
          });
        }
        const updated = await repository.updateReservation(tx, row.id, {
          status: ReservationStatus.CONFIRMED,
          approval: 'accepted',
          holdExpiresAt: null,
          paymentLockedUntil: null,
        });
        await deps.effects.publish(tx, {
          userId: row.customerId,
          type: 'reservation_confirmed',
          payload: { reservationId: row.id, message: Messages.requestAcceptedGuest },
          facts: noticeFactsOf(updated, {
            customerName: existing.customerName,
            hostId: existing.venueHostId,
            venueTitle: existing.venueTitle,
          }),
        });
      });
      answered = true;
    } finally {
      if (!answered) await repository.releasePaymentClaim(db, claimed.id);
    }
    return presentReservation((await repository.findReservationWithVenue(db, existing.id))!);
  }

  async function decline(user: AuthUser, id: string, reason: string) {
    const existing = await loadAnswerable(user, id);
    const now = clock.now();
    await db.transaction(async (tx) => {
      const row = await repository.lockReservation(tx, existing.id);
      const answerable =
        row?.status === ReservationStatus.INPROCESS &&
        row.approval === 'pending' &&
        row.holdExpiresAt !== null &&
        row.holdExpiresAt > now &&
        !(row.paymentLockedUntil && row.paymentLockedUntil > now);
      if (!answerable) throw refusalOf(row, now);
      await endings.cancelLocked(tx, row, {
        refundCents: 0,
        reason,
        message: Messages.requestDeclinedGuest.replace('{reason}', reason.replace(/[.!?]+$/, '')),
        outcome: { event: 'reservation_failed', reason: 'host_declined', cancelledBy: 'host' },
        approval: 'declined',
      });
    });
    return presentReservation((await repository.findReservationWithVenue(db, existing.id))!);
  }

  return { accept, decline };
}
