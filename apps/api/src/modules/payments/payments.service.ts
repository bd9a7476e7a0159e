import { TransactionInitialization, TransactionStatus, TransactionType } from '@app/contract';
import type { SQL } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import type { StageChargePort, StagedCharge } from '../../db/test-mode-store.ts';
import { enqueueJob } from '../../jobs/queue.ts';
import type { ChargeInput, PaymentProvider } from '../../lib/payments/index.ts';
import type { AuthUser } from '../accounts/access.ts';
import type { ReservationNoticeFacts } from '../notifications/notifications.events.ts';
import { dollars, payoutOf } from '../reservations/pricing.ts';
import * as repository from './payments.repository.ts';

export const REFUND_JOB = 'payments.refund';
export const PAYOUT_JOB = 'payments.payout';
export const RELEASE_JOB = 'payments.release';

/** What the booking money needs from the card provider. */
export type PaymentPort = Pick<
  PaymentProvider,
  'charge' | 'refund' | 'retrievePayment' | 'transfer' | 'capture' | 'cancelAuthorization'
>;

/** A charge's own words for an authorisation given back. */
const RELEASED_MESSAGE = 'Authorisation released: nothing was charged';

/** Publishes a booking event (to the user's stream and as notifications) inside the caller's transaction. */
export interface EventPort {
  (
    executor: Executor,
    event: {
      userId: string;
      type: string;
      payload: Record<string, unknown>;
      /** What the notifications say about the booking, when the publisher has it at hand (else they are read). */
      facts?: ReservationNoticeFacts;
    },
  ): Promise<void>;
}

export interface PaymentsDeps {
  db: Database;
  payments: PaymentPort;
  /** Only for a provider whose state is this database (see `StagedCharge`). */
  stageCharge?: StageChargePort;
  publish: EventPort;
  /** The host who is paid for a listing's bookings. */
  hostOf: (venueId: string, executor: Executor) => Promise<string | undefined>;
  platformFeePercent: number;
}

interface ChargeRecord {
  reservationId: string;
  userId: string;
  amountCents: number;
  providerReference: string | null;
}

const transactionTypesOf = (kind: string | undefined) =>
  kind === 'seller'
    ? [TransactionType.PAYOUT]
    : kind === 'customer'
      ? [TransactionType.CHARGE, TransactionType.REFUND]
      : [TransactionType.CHARGE, TransactionType.REFUND, TransactionType.PAYOUT];

/** Charges, refunds, payouts and the ledger of bookings: every row of `transactions`. */
export function createPaymentsService(deps: PaymentsDeps) {
  const { db } = deps;

  /** Queues a refund to the customer's card and tells them, inside the caller's transaction. */
  /** The booking's charges still pending at the card provider (an authorisation, or one waiting for 3-D Secure), oldest first. */
  async function pendingCharges(executor: Executor, reservationId: string) {
    const rows = await repository.reservationTransactions(executor, reservationId);
    return rows.filter(
      (row) => row.type === TransactionType.CHARGE && row.status === TransactionStatus.PENDING && row.providerReference,
    );
  }

  async function queueRefund(executor: Executor, reservation: { id: string; customerId: string }, amountCents: number) {
    if (amountCents <= 0) return;
    const refund = await repository.insertTransaction(executor, {
      reservationId: reservation.id,
      userId: reservation.customerId,
      type: TransactionType.REFUND,
      initialization: TransactionInitialization.PENDING,
      status: TransactionStatus.PENDING,
      amountCents,
    });
    await enqueueJob(executor, REFUND_JOB, { transactionId: refund.id });
    await deps.publish(executor, {
      userId: reservation.customerId,
      type: 'reservation_refunded',
      payload: {
        reservationId: reservation.id,
        amount: dollars(amountCents),
        message: 'A refund is on its way to your card.',
      },
    });
  }

  return {
    /** Money actually kept from the customer so far: succeeded charges minus succeeded or pending refunds. */
    async paidCents(executor: Executor, reservationId: string) {
      const rows = await repository.reservationTransactions(executor, reservationId);
      const charged = rows
        .filter((row) => row.type === TransactionType.CHARGE && row.status === TransactionStatus.SUCCEEDED)
        .reduce((sum, row) => sum + row.amountCents, 0);
      const refunded = rows
        .filter((row) => row.type === TransactionType.REFUND && row.status !== TransactionStatus.FAILED)
        .reduce((sum, row) => sum + row.amountCents, 0);
      return { charged, refunded, kept: charged - refunded };
    },

    queueRefund,

    /** Queues the host's share of what the customer kept (minus the platform fee), inside the caller's transaction. */
    async queuePayout(
      executor: Executor,
      reservation: { id: string; venueId: string },
      chargedCents: number,
      refundedCents: number,
    ) {
      if (chargedCents - refundedCents <= 0) return;
      const hostId = await deps.hostOf(reservation.venueId, executor);
      if (!hostId) return;
      const { feeCents, payoutCents } = payoutOf(chargedCents, refundedCents, deps.platformFeePercent);
      const payout = await repository.insertTransaction(executor, {
        reservationId: reservation.id,
        userId: hostId,
        type: TransactionType.PAYOUT,
        initialization: TransactionInitialization.PENDING,
        status: TransactionStatus.PENDING,
        amountCents: payoutCents,
        feeCents,
      });
      await enqueueJob(executor, PAYOUT_JOB, { transactionId: payout.id });
    },

    /**
     * Records a succeeded charge once (by provider reference). `duplicate` when it was already recorded as
     * succeeded: the caller has applied it before.
     */
    async recordSucceededCharge(
      executor: Executor,
      reservation: { id: string; customerId: string },
      payment: { paymentId: string; amountCents: number },
    ) {
      const duplicate = await repository.recordChargeSucceeded(executor, {
        reservationId: reservation.id,
        userId: reservation.customerId,
        providerReference: payment.paymentId,
        amountCents: payment.amountCents,
      });
      return { duplicate };
    },

    /** `recordSucceededCharge` as part of the caller's statement, `when` it holds, for a payment never recorded before. */
    succeededChargePart: (
      reservation: { id: string; customerId: string },
      payment: { paymentId: string; amountCents: number },
      when: SQL,
    ) =>
      repository.succeededChargePart(
        {
          reservationId: reservation.id,
          userId: reservation.customerId,
          providerReference: payment.paymentId,
          amountCents: payment.amountCents,
        },
        when,
      ),

    async recordDeclinedCharge(executor: Executor, charge: ChargeRecord & { failureMessage: string }) {
      await repository.insertTransaction(executor, {
        ...charge,
        type: TransactionType.CHARGE,
        initialization: TransactionInitialization.FAILED,
        status: TransactionStatus.FAILED,
      });
    },

    /** A charge waiting for the customer (3-D Secure); applied when the provider says it succeeded. */
    async recordPendingCharge(executor: Executor, charge: ChargeRecord) {
      await repository.insertTransaction(executor, {
        ...charge,
        type: TransactionType.CHARGE,
        initialization: TransactionInitialization.PENDING,
        status: TransactionStatus.PENDING,
      });
    },

    /**
     * A card authorised for a request to book (or waiting for 3-D Secure on the way there): the booking's pending
     * charge with this provider reference, written unless it is there already.
     */
    async recordAuthorization(executor: Executor, charge: ChargeRecord & { providerReference: string }) {
      await repository.recordPendingOnce(executor, charge);
    },

    /** The booking's authorised charge waiting for the host's answer (the newest), if any. */
    async authorizedCharge(executor: Executor, reservationId: string) {
      return (await pendingCharges(executor, reservationId)).at(-1);
    },

    /** Takes what the card authorised (the host accepted); replays safely with the same charge. */
    capture: (paymentId: string) => deps.payments.capture({ paymentId, idempotencyKey: `capture-${paymentId}` }),

    /**
     * Queues giving back every authorisation a request to book still holds (declined, expired, withdrawn), inside the
     * caller's transaction: the card provider is called after commit.
     */
    async queueRelease(executor: Executor, reservationId: string) {
      for (const row of await pendingCharges(executor, reservationId)) {
        await enqueueJob(executor, RELEASE_JOB, { transactionId: row.id });
      }
    },

    /**
     * Job: gives an authorisation back. One that was captured after all (an accept whose confirmation never
     * committed) is recorded as the charge it is and refunded in full: the booking it was for has ended.
     */
    async runRelease(transactionId: string) {
      const charge = await repository.findTransaction(db, transactionId);
      if (!charge || charge.status !== TransactionStatus.PENDING || !charge.providerReference) return;
      const paymentId = charge.providerReference;
      const payment = await deps.payments.retrievePayment(paymentId);
      if (payment.status === 'succeeded') {
        await db.transaction(async (tx) => {
          await repository.updateTransaction(tx, charge.id, {
            status: TransactionStatus.SUCCEEDED,
            initialization: TransactionInitialization.SUCCEEDED,
          });
          if (!charge.reservationId) return;
          await queueRefund(tx, { id: charge.reservationId, customerId: charge.userId }, charge.amountCents);
        });
        return;
      }
      if (payment.status !== 'canceled' && payment.status !== 'failed') {
        await deps.payments.cancelAuthorization({ paymentId, idempotencyKey: `release-${paymentId}` });
      }
      await repository.updateTransaction(db, charge.id, {
        status: TransactionStatus.FAILED,
        initialization: TransactionInitialization.CANCELLED,
        failureMessage: RELEASED_MESSAGE,
      });
    },

    charge: (input: ChargeInput) => deps.payments.charge(input),
    /** The charge staged for the caller's statement, or undefined with a provider that keeps its own state (Stripe). */
    stageCharge: (input: ChargeInput): StagedCharge | undefined => deps.stageCharge?.(input),
    retrievePayment: (paymentId: string) => deps.payments.retrievePayment(paymentId),

    /** Job: sends a queued refund to the card provider, across the booking's charges, newest first. */
    async runRefund(transactionId: string) {
      const refund = await repository.findTransaction(db, transactionId);
      if (!refund || refund.status !== TransactionStatus.PENDING || !refund.reservationId) return;
      const ledger = await repository.reservationTransactions(db, refund.reservationId);
      const charges = ledger
        .filter(
          (row) =>
            row.type === TransactionType.CHARGE && row.status === TransactionStatus.SUCCEEDED && row.providerReference,
        )
        .reverse();
      let remaining = refund.amountCents;
      const references: string[] = [];
      for (const charge of charges) {
        if (remaining <= 0) break;
        const earlierRefunds = ledger
          .filter(
            (row) =>
              row.type === TransactionType.REFUND &&
              row.status === TransactionStatus.SUCCEEDED &&
              row.providerReference?.includes(charge.providerReference!),
          )
          .reduce((sum, row) => sum + row.amountCents, 0);
        const available = Math.max(0, charge.amountCents - earlierRefunds);
        const amount = Math.min(available, remaining);
        if (amount <= 0) continue;
        const result = await deps.payments.refund({
          paymentId: charge.providerReference!,
          amountCents: amount,
          idempotencyKey: `${refund.id}-${charge.id}`,
          reason: 'requested_by_customer',
        });
        references.push(`${charge.providerReference}:${result.refundId}`);
        remaining -= amount;
      }
      const status = remaining <= 0 ? TransactionStatus.SUCCEEDED : TransactionStatus.FAILED;
      await repository.updateTransaction(db, refund.id, {
        status,
        initialization:
          status === TransactionStatus.SUCCEEDED
            ? TransactionInitialization.SUCCEEDED
            : TransactionInitialization.FAILED,
        providerReference: references.join(',') || null,
        failureMessage: remaining > 0 ? 'Nothing left to refund on the original charges' : null,
      });
    },

    /** Job: pays a host when their payout account is ready; otherwise the payout waits (PENDING). */
    async runPayout(transactionId: string) {
      const payout = await repository.findTransaction(db, transactionId);
      if (!payout || payout.status !== TransactionStatus.PENDING) return;
      const account = await repository.findPayoutAccount(db, payout.userId);
      if (!account?.payoutsEnabled) return;
      if (payout.amountCents > 0) {
        const transfer = await deps.payments.transfer({
          amountCents: payout.amountCents,
          destinationAccountId: account.providerAccountId,
          idempotencyKey: `payout-${payout.id}`,
          metadata: { reservationId: payout.reservationId ?? '', transactionId: payout.id },
        });
        await repository.updateTransaction(db, payout.id, { providerReference: transfer.transferId });
      }
      await repository.updateTransaction(db, payout.id, {
        status: TransactionStatus.SUCCEEDED,
        initialization: TransactionInitialization.SUCCEEDED,
      });
    },

    /** Everything without a kind (the 2022 client picks payouts out itself); `seller` payouts, `customer` the rest. */
    async listTransactions(user: AuthUser, kind: string | undefined) {
      const rows = await repository.listTransactions(db, user.id, transactionTypesOf(kind));
      return rows.map(({ transaction: row, venueId, venueTitle }) => ({
        uuid: row.id,
        createdAt: row.createdAt.toISOString(),
        initialization: row.initialization,
        type: row.type,
        status: row.status,
        amount: dollars(row.amountCents),
        fee: dollars(row.feeCents),
        reservationId: row.reservationId,
        venueId,
        venueTitle,
        ...(row.failureMessage ? { failureMessage: row.failureMessage } : {}),
      }));
    },

    /** Ledger check: every settled booking sums to zero (charges − refunds − payouts − fees). */
    async unbalancedReservations() {
      return repository.unbalancedReservations(db);
    },

    /** The ledger check of the admin console: how many bookings are settled, and those that do not sum to zero. */
    async ledgerCheck() {
      const [settledBookings, unbalanced] = await Promise.all([
        repository.countSettledReservations(db),
        repository.unbalancedReservations(db),
      ]);
      return {
        settledBookings,
        balanced: unbalanced.length === 0,
        unbalanced: unbalanced.map((row) => ({ reservationId: row.reservation_id, balanceCents: Number(row.balance) })),
      };
    },
  };
}
export type PaymentsService = ReturnType<typeof createPaymentsService>;
