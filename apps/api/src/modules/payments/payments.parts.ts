import { sql, type SQL } from 'drizzle-orm';
import { TransactionStatus, TransactionType } from '@app/contract';

/*
 * What other modules read of money, as pieces of their own statements (this module owns `transactions`,
 * `payout_accounts`, the webhooks it processed and the test-mode provider's tables).
 */

/** Constants as literals: a partial index or a plan may rest on them. */
const literal = (value: number) => sql.raw(String(value));
const CHARGE = literal(TransactionType.CHARGE);
const REFUND = literal(TransactionType.REFUND);
const SUCCEEDED = literal(TransactionStatus.SUCCEEDED);

/** The host's payout account (`country`, `payouts_enabled`): one row, or none before onboarding. */
export const payoutAccountOf = (userId: SQL) =>
  sql`(select country, payouts_enabled from payout_accounts account where account.user_id = ${userId})`;

const succeededCents = (reservationId: SQL, type: SQL) =>
  sql`coalesce((select sum(t.amount_cents) from transactions t
    where t.reservation_id = ${reservationId} and t.type = ${type} and t.status = ${SUCCEEDED}), 0)::int`;

/** What the booking's card was charged, in cents (succeeded charges). */
export const chargedCentsOf = (reservationId: SQL) => succeededCents(reservationId, CHARGE);

/** What was refunded of the booking, in cents (succeeded refunds). */
export const refundedCentsOf = (reservationId: SQL) => succeededCents(reservationId, REFUND);

/** The host's payout of the booking, in cents, once there is one. */
export const payoutCentsOf = (reservationId: SQL) =>
  sql`(select t.amount_cents from transactions t where t.reservation_id = ${reservationId}
    and t.type = ${TransactionType.PAYOUT} order by t.created_at limit 1)`;

/**
 * The booking's succeeded charges, succeeded refunds and refunds on their way, in cents, as a JSON object
 * (`paidCents`, `refundedCents`, `refundingCents`).
 */
export const paidAndRefundedOf = (reservationId: SQL) =>
  sql`(select json_build_object(
      'paidCents', coalesce(sum(t.amount_cents) filter (where t.type = ${TransactionType.CHARGE} and t.status = ${TransactionStatus.SUCCEEDED}), 0),
      'refundedCents', coalesce(sum(t.amount_cents) filter (where t.type = ${TransactionType.REFUND} and t.status = ${TransactionStatus.SUCCEEDED}), 0),
      'refundingCents', coalesce(sum(t.amount_cents) filter (where t.type = ${TransactionType.REFUND} and t.status = ${TransactionStatus.PENDING}), 0))
    from transactions t where t.reservation_id = ${reservationId})`;

/** Every money movement (charges, refunds, payouts), for the admin console's figures and ledger. */
export const everyTransaction = sql`(select id, reservation_id, user_id, type, status, initialization, amount_cents,
  fee_cents, provider_reference, failure_message, created_at from transactions)`;
