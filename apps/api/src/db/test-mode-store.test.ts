import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase, openSecondHandle, serverUrlOf } from '../../test/database.ts';
import { onboardedTestAccount, testCharge, testKey } from '../../test/payments.ts';
import {
  createTestPaymentProvider,
  importTestModeStateFile,
  newTestWebhookSecret,
  type PaymentProviderError,
} from '../lib/payments/index.ts';
import { queryRows, type Database, type DatabaseHandle } from './client.ts';
import * as schema from './schema.ts';
import { createDatabaseTestModeStore } from './test-mode-store.ts';

const onServer = Boolean(process.env.TEST_DATABASE_URL);
const publicUrl = 'http://localhost:3000';
const key = testKey;
const charge = testCharge;

async function providerOn(db: Database) {
  const store = createDatabaseTestModeStore(db);
  const webhookSecret = await store.webhookSecret(newTestWebhookSecret());
  return createTestPaymentProvider({ publicUrl, store, webhookSecret });
}

const countOf = async (db: Database, query: SQL) => (await queryRows<{ n: number }>(db, query))[0]!.n;

/** A second drizzle instance on the same database that records every statement it sends, and can EXPLAIN them. */
async function openRecordingDb(handle: DatabaseHandle) {
  const statements: Array<{ query: string; params: unknown[] }> = [];
  const logger = { logQuery: (query: string, params: unknown[]) => void statements.push({ query, params }) };
  const url = serverUrlOf(handle);
  if (url) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const pool = new pg.Pool({ connectionString: url, max: 2 });
    return {
      db: drizzle(pool, { schema, logger }) as unknown as Database,
      statements,
      explain: async (query: string, params: unknown[]) =>
        (await pool.query<{ 'QUERY PLAN': string }>(`explain ${query}`, params)).rows.map((row) => row['QUERY PLAN']),
      close: () => pool.end(),
    };
  }
  const pglite = handle.pglite!;
  const { drizzle } = await import('drizzle-orm/pglite');
  return {
    db: drizzle(pglite, { schema, logger }) as unknown as Database,
    statements,
    explain: async (query: string, params: unknown[]) =>
      (await pglite.query<{ 'QUERY PLAN': string }>(`explain ${query}`, params)).rows.map((row) => row['QUERY PLAN']),
    close: async () => undefined,
  };
}

describe(`test-mode provider on the database (${onServer ? 'PostgreSQL' : 'PGlite'})`, async () => {
  const handle = await createTestDatabase();
  // On PostgreSQL a second pool stands for a second API process (or a restarted one); PGlite has one connection.
  const other = onServer ? await openSecondHandle(handle) : handle;
  const temporaryDirs: string[] = [];
  afterAll(async () => {
    for (const dir of temporaryDirs) fs.rmSync(dir, { recursive: true, force: true });
    if (other !== handle) await other.close();
    await handle.close();
  });

  it('keeps payments, accounts, idempotency and the webhook secret across a restart', async () => {
    const before = await providerOn(handle.db);
    const input = charge();
    const paid = await before.charge(input);
    if (paid.status !== 'succeeded') throw new Error('expected success');
    await before.refund({ paymentId: paid.paymentId, amountCents: 1000, idempotencyKey: key() });
    const accountId = await onboardedTestAccount(before);
    const webhook = before.signTestWebhook({ type: 'payment_intent.succeeded', object: { id: 'pi_test_abc' } });

    const after = await providerOn(other.db);
    expect(await after.charge(input)).toEqual(paid);
    expect(await after.retrievePayment(paid.paymentId)).toEqual({
      status: 'succeeded',
      amountCents: 2500,
      metadata: { reservationId: 'r-1', kind: 'booking' },
    });
    expect(await after.retrieveAccount(accountId)).toEqual({ payoutsEnabled: true, detailsSubmitted: true });
    expect(after.parseWebhook(webhook.rawBody, webhook.signatureHeader).objectId).toBe('pi_test_abc');
    // The refund before the restart counts: only 15.00 is left.
    const tooMuch = await after
      .refund({ paymentId: paid.paymentId, amountCents: 1600, idempotencyKey: key() })
      .catch((error: PaymentProviderError) => error);
    expect(tooMuch).toMatchObject({ providerCode: 'amount_too_large' });
    expect(await after.refund({ paymentId: paid.paymentId, amountCents: 1500, idempotencyKey: key() })).toMatchObject({
      status: 'succeeded',
    });
  });

  it('charges once when the same key arrives many times at once, from two processes', async () => {
    const providers = [await providerOn(handle.db), await providerOn(other.db)];
    const reservationId = `r-concurrent-${key()}`;
    const input = charge({ metadata: { reservationId, kind: 'booking' } });
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, index) => providers[index % 2]!.charge({ ...input })),
    );
    for (const result of results) expect(result).toEqual(results[0]);
    expect(
      await countOf(
        handle.db,
        sql`select count(*)::int as n from test_mode_payments where metadata->>'reservationId' = ${reservationId}`,
      ),
    ).toBe(1);
  });

  it('never refunds more than was charged when refunds with different keys race', async () => {
    const providers = [await providerOn(handle.db), await providerOn(other.db)];
    const paid = await providers[0]!.charge(charge());
    if (paid.status !== 'succeeded') throw new Error('expected success');
    const outcomes = await Promise.allSettled(
      Array.from({ length: 10 }, (_, index) =>
        providers[index % 2]!.refund({ paymentId: paid.paymentId, amountCents: 500, idempotencyKey: key() }),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(5);
    const [row] = await queryRows<{ refunded: number }>(
      handle.db,
      sql`select refunded_cents as refunded from test_mode_payments where id = ${paid.paymentId}`,
    );
    expect(row!.refunded).toBe(2500);
  });

  it('imports the state file of earlier versions once, and old charges can still be refunded', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'test-mode-import-'));
    temporaryDirs.push(dir);
    const file = path.join(dir, 'test-mode-payments.json');
    const legacyResult = { status: 'succeeded', paymentId: 'pi_test_legacy000000000000001', amountCents: 2500 };
    const legacy = {
      webhookSecret: 'whsec_test_legacy',
      payments: {
        pi_test_legacy000000000000001: {
          id: 'pi_test_legacy000000000000001',
          amountCents: 2500,
          status: 'succeeded',
          metadata: { reservationId: 'r-legacy', kind: 'booking' },
          refundedCents: 500,
        },
      },
      accounts: {
        acct_test_legacy00000000000001: {
          id: 'acct_test_legacy00000000000001',
          country: 'US',
          email: 'host@example.com',
          detailsSubmitted: true,
          payoutsEnabled: true,
        },
      },
      idempotency: {
        'legacy-charge': {
          endpoint: '/v1/payment_intents',
          fingerprint:
            '{"amountCents":2500,"currency":"usd","description":"Backyard studio","metadata":{"kind":"booking","reservationId":"r-legacy"},"source":"tok_visa"}',
          result: legacyResult,
        },
      },
    };
    fs.writeFileSync(file, JSON.stringify(legacy));
    // A fresh database: the imported webhook secret must be the one kept.
    const fresh = await createTestDatabase();
    try {
      const store = createDatabaseTestModeStore(fresh.db);
      expect(await importTestModeStateFile(store, file)).toBe(true);
      expect(fs.existsSync(file)).toBe(false);
      expect(fs.existsSync(`${file}.imported`)).toBe(true);
      expect(await importTestModeStateFile(store, file)).toBe(false);

      const webhookSecret = await store.webhookSecret(newTestWebhookSecret());
      expect(webhookSecret).toBe('whsec_test_legacy');
      const provider = createTestPaymentProvider({ publicUrl, store, webhookSecret });
      expect(
        await provider.charge(
          charge({ idempotencyKey: 'legacy-charge', metadata: { reservationId: 'r-legacy', kind: 'booking' } }),
        ),
      ).toEqual(legacyResult);
      expect(await provider.retrieveAccount('acct_test_legacy00000000000001')).toEqual({
        payoutsEnabled: true,
        detailsSubmitted: true,
      });
      const overdrawn = await provider
        .refund({ paymentId: legacyResult.paymentId, amountCents: 2100, idempotencyKey: key() })
        .catch((error: PaymentProviderError) => error);
      expect(overdrawn).toMatchObject({ providerCode: 'amount_too_large' });
      expect(
        await provider.refund({ paymentId: legacyResult.paymentId, amountCents: 2000, idempotencyKey: key() }),
      ).toMatchObject({ status: 'succeeded' });

      // A second process importing the same file later does not overwrite what changed since.
      fs.writeFileSync(file, JSON.stringify(legacy));
      expect(await importTestModeStateFile(store, file)).toBe(true);
      await expect(
        provider.refund({ paymentId: legacyResult.paymentId, amountCents: 1, idempotencyKey: key() }),
      ).rejects.toMatchObject({ providerCode: 'charge_already_refunded' });
    } finally {
      await fresh.close();
    }
  });

  it('replays a charge given its key again, and refuses the key with other parameters, writing nothing more', async () => {
    const provider = await providerOn(handle.db);
    const idempotencyKey = key();
    const input = charge({
      idempotencyKey,
      metadata: { reservationId: `r-replay-${idempotencyKey}`, kind: 'booking' },
    });
    const first = await provider.charge({ ...input });
    expect(await provider.charge({ ...input })).toEqual(first);
    await expect(provider.charge({ ...input, amountCents: input.amountCents + 100 })).rejects.toMatchObject({
      providerCode: 'idempotency_error',
    });
    expect(
      await countOf(
        handle.db,
        sql`select count(*)::int as n from test_mode_payments where metadata->>'reservationId' = ${`r-replay-${idempotencyKey}`}`,
      ),
    ).toBe(1);
  });

  it('costs the same statements per charge with 20,000 stored payments as with none, none scanning a table', async () => {
    const recording = await openRecordingDb(handle);
    try {
      const provider = await providerOn(recording.db);
      const chargeStatements = async () => {
        recording.statements.length = 0;
        await provider.charge(charge());
        return recording.statements.splice(0);
      };
      await chargeStatements();
      const few = await chargeStatements();

      await handle.db.execute(sql`
        insert into test_mode_payments (id, amount_cents, status, metadata)
        select 'pi_test_bulk' || i, 2500, 'succeeded', '{}'::jsonb from generate_series(1, 20000) as i`);
      await handle.db.execute(sql`
        insert into test_mode_idempotency (key, endpoint, fingerprint, result)
        select 'bulk-' || i, '/v1/payment_intents', '{}', '{}'::jsonb from generate_series(1, 20000) as i`);
      await handle.db.execute(sql`analyze test_mode_payments`);
      await handle.db.execute(sql`analyze test_mode_idempotency`);
      const many = await chargeStatements();

      expect(many.map((statement) => statement.query)).toEqual(few.map((statement) => statement.query));
      // A new charge is one statement: its key's record and its payment, written together.
      expect(many).toHaveLength(1);
      expect(many[0]!.query).toMatch(/insert into test_mode_idempotency[\s\S]*insert into test_mode_payments/);
      for (const statement of many) {
        const plan = (await recording.explain(statement.query, statement.params)).join('\n');
        expect(plan).not.toMatch(/Seq Scan/);
      }
    } finally {
      await recording.close();
    }
  });
});
