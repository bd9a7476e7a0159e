import { and, eq, sql, type SQL } from 'drizzle-orm';
import { TransactionInitialization, TransactionStatus, TransactionType } from '@app/contract';
import { queryRows, type Executor, type StatementPart } from '../../db/client.ts';
import { payoutAccounts, processedWebhooks, transactions } from '../../db/schema.ts';
import { bookingOf, everyBooking } from '../reservations/reservations.parts.ts';
import { listingOf } from '../venues/venues.parts.ts';

export type TransactionRow = typeof transactions.$inferSelect;

export async function insertTransaction(executor: Executor, values: typeof transactions.$inferInsert) {
  const [row] = await executor.insert(transactions).values(values).returning();
  return row!;
}

export async function updateTransaction(
  executor: Executor,
  id: string,
  patch: Partial<typeof transactions.$inferInsert>,
) {
  await executor
    .update(transactions)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(eq(transactions.id, id));
}

/**
 * A charge the provider says succeeded as part of the caller's statement, written only `when` it holds: for a payment
 * that cannot have been recorded before (a confirm's own charge, applied by the statement that confirms the booking).
 */
export const succeededChargePart = (
  charge: { reservationId: string; userId: string; providerReference: string; amountCents: number },
  when: SQL,
): StatementPart => ({
  ctes: sql`charge_recorded as (
    insert into transactions (reservation_id, user_id, type, initialization, status, amount_cents, provider_reference)
    select ${charge.reservationId}::uuid, ${charge.userId}::uuid, ${TransactionType.CHARGE}::int,
      ${TransactionInitialization.SUCCEEDED}::int, ${TransactionStatus.SUCCEEDED}::int, ${charge.amountCents}::int,
      ${charge.providerReference} where ${when}
  )`,
});

/**
 * Records a charge the provider says succeeded, once: the booking's charge row with this provider reference is
 * marked succeeded (or written, when there is none). One statement; the caller holds the booking's row lock, so two
 * applications of the same payment run one after the other. Returns true when it was already recorded as succeeded.
 */
export async function recordChargeSucceeded(
  executor: Executor,
  charge: { reservationId: string; userId: string; providerReference: string; amountCents: number },
) {
  const [row] = await queryRows<{ recorded_status: number | null }>(
    executor,
    sql`with recorded as (
        select id, status from transactions
        where reservation_id = ${charge.reservationId} and type = ${TransactionType.CHARGE}
          and provider_reference = ${charge.providerReference}
        order by created_at limit 1
      ),
      updated as (
        update transactions set initialization = ${TransactionInitialization.SUCCEEDED},
          status = ${TransactionStatus.SUCCEEDED}, amount_cents = ${charge.amountCents}, updated_at = now()
        where id = (select id from recorded where status <> ${TransactionStatus.SUCCEEDED})
      ),
      inserted as (
        insert into transactions (reservation_id, user_id, type, initialization, status, amount_cents, provider_reference)
        select ${charge.reservationId}, ${charge.userId}, ${TransactionType.CHARGE}, ${TransactionInitialization.SUCCEEDED},
          ${TransactionStatus.SUCCEEDED}, ${charge.amountCents}, ${charge.providerReference}
        where not exists (select 1 from recorded)
      )
      select (select status from recorded)::int as recorded_status`,
  );
  return row?.recorded_status === TransactionStatus.SUCCEEDED;
}

/** A pending charge with this provider reference for the booking, written unless there is one (one statement). */
export async function recordPendingOnce(
  executor: Executor,
  charge: { reservationId: string; userId: string; providerReference: string; amountCents: number },
) {
  await executor.execute(
    sql`insert into transactions (reservation_id, user_id, type, initialization, status, amount_cents, provider_reference)
      select ${charge.reservationId}, ${charge.userId}, ${TransactionType.CHARGE}, ${TransactionInitialization.PENDING},
        ${TransactionStatus.PENDING}, ${charge.amountCents}, ${charge.providerReference}
      where not exists (select 1 from transactions where reservation_id = ${charge.reservationId}
        and type = ${TransactionType.CHARGE} and provider_reference = ${charge.providerReference})`,
  );
}

export async function findTransaction(executor: Executor, id: string): Promise<TransactionRow | undefined> {
  const [row] = await executor.select().from(transactions).where(eq(transactions.id, id)).limit(1);
  return row;
}

export async function reservationTransactions(executor: Executor, reservationId: string) {
  return executor
    .select()
    .from(transactions)
    .where(eq(transactions.reservationId, reservationId))
    .orderBy(transactions.createdAt);
}

const date = (value: unknown) => (value instanceof Date ? value : new Date(String(value)));

/** A `transactions` row read with raw SQL (snake_case columns). */
const toTransactionRow = (row: Record<string, unknown>): TransactionRow => ({
  id: row.id as string,
  reservationId: (row.reservation_id as string | null) ?? null,
  userId: row.user_id as string,
  type: Number(row.type),
  initialization: Number(row.initialization),
  status: Number(row.status),
  amountCents: Number(row.amount_cents),
  feeCents: Number(row.fee_cents),
  providerReference: (row.provider_reference as string | null) ?? null,
  failureMessage: (row.failure_message as string | null) ?? null,
  createdAt: date(row.created_at),
  updatedAt: date(row.updated_at),
});

/** A user's transactions with the listing each belongs to (a host's payout links to that listing's bookings). */
export async function listTransactions(executor: Executor, userId: string, types: number[]) {
  const rows = await queryRows<Record<string, unknown> & { venue_id: string | null; venue_title: string | null }>(
    executor,
    sql`select t.*, v.id as venue_id, v.title as venue_title
      from transactions t left join lateral ${bookingOf(sql`t.reservation_id`)} r on true
        left join lateral ${listingOf(sql`r.venue_id`)} v on true
      where t.user_id = ${userId} and t.type in (${sql.join(
        types.map((type) => sql`${type}`),
        sql`, `,
      )})
      order by t.created_at desc, t.id desc`,
  );
  return rows.map((row) => ({
    transaction: toTransactionRow(row),
    venueId: row.venue_id ?? null,
    venueTitle: row.venue_title ?? null,
  }));
}

export async function findPayoutAccount(executor: Executor, userId: string) {
  const [row] = await executor.select().from(payoutAccounts).where(eq(payoutAccounts.userId, userId)).limit(1);
  return row;
}

export async function upsertPayoutAccount(executor: Executor, values: typeof payoutAccounts.$inferInsert) {
  await executor
    .insert(payoutAccounts)
    .values(values)
    .onConflictDoUpdate({
      target: payoutAccounts.userId,
      set: {
        providerAccountId: values.providerAccountId,
        country: values.country,
        payoutsEnabled: values.payoutsEnabled ?? false,
        updatedAt: sql`now()`,
      },
    });
}

export async function setPayoutsEnabled(executor: Executor, userId: string, enabled: boolean) {
  await executor
    .update(payoutAccounts)
    .set({ payoutsEnabled: enabled, updatedAt: sql`now()` })
    .where(eq(payoutAccounts.userId, userId));
}

export async function pendingPayoutsOf(executor: Executor, hostId: string) {
  return executor
    .select()
    .from(transactions)
    .where(and(eq(transactions.userId, hostId), eq(transactions.type, 3), eq(transactions.status, 1)));
}

/** Settled bookings (completed or cancelled, nothing pending) whose charges − refunds − payouts − fees ≠ 0. */
export async function unbalancedReservations(executor: Executor) {
  const balance = sql`sum(case when t.type = 1 then t.amount_cents when t.type = 2 then -t.amount_cents else -(t.amount_cents + t.fee_cents) end)`;
  return queryRows<{ reservation_id: string; balance: number }>(
    executor,
    sql`select t.reservation_id, ${balance}::int as balance
      from transactions t join lateral ${bookingOf(sql`t.reservation_id`)} r on true
      where t.status = 3 and (r.status = 4 or r.status = 3)
        and not exists (select 1 from transactions p where p.reservation_id = r.id and p.status = 1)
      group by t.reservation_id
      having ${balance} <> 0`,
  );
}

/** Bookings that are settled: completed or cancelled with no transaction still pending. */
export async function countSettledReservations(executor: Executor) {
  const [row] = await queryRows<{ count: number }>(
    executor,
    sql`select count(*)::int as count from ${everyBooking} r
      where r.status in (3, 4)
        and not exists (select 1 from transactions p where p.reservation_id = r.id and p.status = 1)`,
  );
  return Number(row?.count ?? 0);
}

export async function pendingPayoutTotal(executor: Executor, hostId: string) {
  const [row] = await executor
    .select({ total: sql<number>`coalesce(sum(${transactions.amountCents}), 0)::int` })
    .from(transactions)
    .where(
      sql`${transactions.userId} = ${hostId} and ${transactions.type} = ${TransactionType.PAYOUT} and ${transactions.status} = ${TransactionStatus.PENDING}`,
    );
  return Number(row?.total ?? 0);
}

export async function payoutAccountOwner(executor: Executor, providerAccountId: string) {
  const [row] = await queryRows<{ user_id: string }>(
    executor,
    sql`select user_id from payout_accounts where provider_account_id = ${providerAccountId}`,
  );
  return row?.user_id;
}

/** Records a webhook event id; false when it was already recorded (the event is a duplicate). */
export async function recordWebhook(executor: Executor, event: { id: string; type: string }) {
  const inserted = await executor
    .insert(processedWebhooks)
    .values({ eventId: event.id, type: event.type })
    .onConflictDoNothing()
    .returning();
  return inserted.length > 0;
}

export async function forgetWebhook(executor: Executor, eventId: string) {
  await executor.delete(processedWebhooks).where(eq(processedWebhooks.eventId, eventId));
}
