import { eq, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Database, type Executor, type StatementPart } from './client.ts';
import { testModeAccounts, testModeIdempotency, testModePayments, testModeSettings } from './schema.ts';
import type {
  TestModeAccount,
  TestModeChargeWrite,
  TestModePayment,
  TestModeStore,
  TestModeStoreTx,
} from '../lib/payments/test-mode-store.ts';
import type { ChargeInput, ChargeResult } from '../lib/payments/payment-provider.ts';

type PaymentRow = typeof testModePayments.$inferSelect;
type AccountRow = typeof testModeAccounts.$inferSelect;

const toPayment = (row: PaymentRow): TestModePayment => ({
  id: row.id,
  amountCents: row.amountCents,
  status: row.status as TestModePayment['status'],
  metadata: row.metadata,
  refundedCents: row.refundedCents,
  ...(row.captureMethod === 'manual' ? { captureMethod: 'manual' as const } : {}),
});

const toAccount = (row: AccountRow): TestModeAccount => ({
  id: row.id,
  country: row.country as TestModeAccount['country'],
  email: row.email,
  detailsSubmitted: row.detailsSubmitted,
  payoutsEnabled: row.payoutsEnabled,
});

const toPaymentRecord = (payment: TestModePayment) => ({
  id: payment.id,
  amount_cents: payment.amountCents,
  status: payment.status,
  metadata: payment.metadata,
  refunded_cents: payment.refundedCents,
  capture_method: payment.captureMethod ?? 'automatic',
});

/** Rows per INSERT when importing the old state file (well under PostgreSQL's 65,535 parameters). */
const IMPORT_BATCH = 500;

async function inBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let index = 0; index < rows.length; index += IMPORT_BATCH) await insert(rows.slice(index, index + IMPORT_BATCH));
}

async function getAccount(executor: Executor, id: string) {
  const [row] = await executor.select().from(testModeAccounts).where(eq(testModeAccounts.id, id));
  return row ? toAccount(row) : undefined;
}

async function getIdempotencyRecord(executor: Executor, key: string) {
  const [row] = await executor
    .select({
      endpoint: testModeIdempotency.endpoint,
      fingerprint: testModeIdempotency.fingerprint,
      result: testModeIdempotency.result,
    })
    .from(testModeIdempotency)
    .where(eq(testModeIdempotency.key, key));
  return row;
}

function storeTx(tx: Executor): TestModeStoreTx {
  return {
    async getPaymentForUpdate(id) {
      const [row] = await tx.select().from(testModePayments).where(eq(testModePayments.id, id)).for('update');
      return row ? toPayment(row) : undefined;
    },
    async putPayment(payment) {
      await tx
        .insert(testModePayments)
        .values(payment)
        .onConflictDoUpdate({
          target: testModePayments.id,
          set: { status: payment.status, refundedCents: payment.refundedCents },
        });
    },
    getAccount: (id) => getAccount(tx, id),
    async putAccount(account) {
      await tx
        .insert(testModeAccounts)
        .values(account)
        .onConflictDoUpdate({
          target: testModeAccounts.id,
          set: { detailsSubmitted: account.detailsSubmitted, payoutsEnabled: account.payoutsEnabled },
        });
    },
    getIdempotencyRecord: (key) => getIdempotencyRecord(tx, key),
    async putIdempotencyRecord(key, record) {
      await tx.insert(testModeIdempotency).values({ key, ...record });
    },
  };
}

/**
 * A charge the caller records in its own statement (`part`; `recorded` is true there when it was written): the
 * test-mode provider, whose state is this app's database. Until that statement commits, the charge does not exist;
 * after, `charge` with the same key replays it.
 */
export interface StagedCharge {
  result: ChargeResult;
  part: StatementPart;
  recorded: SQL;
}

export type StageChargePort = (input: ChargeInput) => StagedCharge;

/**
 * What `recordOnce` writes, as common table expressions of the caller's statement (`test_mode_*`): the key's row and
 * the payments, unless the key is stored already. `recorded` is true in that statement when they were written. For a
 * caller on the store's own database that records a charge (`stageCharge`) with what it decides about it.
 */
export function testModeChargePart({ key, record, payments }: TestModeChargeWrite): StatementPart & { recorded: SQL } {
  return {
    ctes: sql`test_mode_claimed as (
        insert into test_mode_idempotency (key, endpoint, fingerprint, result)
        values (${key}, ${record.endpoint}, ${record.fingerprint}, ${JSON.stringify(record.result)}::jsonb)
        on conflict (key) do nothing
        returning key
      ), test_mode_stored as (
        insert into test_mode_payments (id, amount_cents, status, metadata, refunded_cents, capture_method)
        select p.id, p.amount_cents, p.status, p.metadata, p.refunded_cents, p.capture_method
        from jsonb_to_recordset(${JSON.stringify(payments.map(toPaymentRecord))}::jsonb)
          as p(id text, amount_cents integer, status text, metadata jsonb, refunded_cents integer, capture_method text)
        where exists (select 1 from test_mode_claimed)
      )`,
    recorded: sql`exists (select 1 from test_mode_claimed)`,
  };
}

/**
 * The test-mode provider's state in its own tables. Every operation touches rows by primary key, so its cost does not
 * depend on how many payments exist. Units with a `lockKey` take a transaction-scoped advisory lock first: two API
 * processes given one idempotency key at once run the operation once (the second waits, then replays the result).
 */
export function createDatabaseTestModeStore(db: Database): TestModeStore {
  return {
    transaction(work, options = {}) {
      return db.transaction(async (tx) => {
        if (options.lockKey !== undefined) {
          await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`test-mode:${options.lockKey}`}))`);
        }
        return work(storeTx(tx));
      });
    },
    async recordOnce(key, record, payments) {
      // One statement: the key's row and the payments are written together or not at all, and the primary key on
      // `key` makes a second request with that key wait for the first and write nothing.
      const charge = testModeChargePart({ key, record, payments });
      const [written] = await queryRows<{ inserted: boolean }>(
        db,
        sql`with ${charge.ctes} select ${charge.recorded} as inserted`,
      );
      if (written?.inserted) return undefined;
      // A new statement, so it sees the row of a request that committed while this one waited.
      const stored = await getIdempotencyRecord(db, key);
      if (!stored) throw new Error(`idempotency key ${key} was neither stored nor found`);
      return stored;
    },
    async getPayment(id) {
      const [row] = await db.select().from(testModePayments).where(eq(testModePayments.id, id));
      return row ? toPayment(row) : undefined;
    },
    getAccount: (id) => getAccount(db, id),
    async webhookSecret(candidate) {
      await db.insert(testModeSettings).values({ webhookSecret: candidate }).onConflictDoNothing();
      const [row] = await db.select({ secret: testModeSettings.webhookSecret }).from(testModeSettings);
      return row!.secret;
    },
    async importRows(rows) {
      await db.transaction(async (tx) => {
        await inBatches(rows.payments, (batch) => tx.insert(testModePayments).values(batch).onConflictDoNothing());
        await inBatches(rows.accounts, (batch) => tx.insert(testModeAccounts).values(batch).onConflictDoNothing());
        await inBatches(rows.idempotency, (batch) =>
          tx.insert(testModeIdempotency).values(batch).onConflictDoNothing(),
        );
      });
    },
  };
}
