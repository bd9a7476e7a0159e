import crypto from 'node:crypto';
import fs from 'node:fs';
import { inject } from 'vitest';
import {
  committingTransactions,
  createPglite,
  listenOnPglite,
  openDatabase,
  quoteIdentifier,
  unsharedLock,
  type DatabaseHandle,
} from '../src/db/client.ts';

/**
 * A fresh, migrated database for one test file: a copy of the prepared PGlite template by default,
 * or a new database cloned from the migrated template on the server given by TEST_DATABASE_URL.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) return createServerDatabase(serverUrl);
  const tarball = inject('pgliteTemplate');
  const pglite = await createPglite(undefined, new Blob([fs.readFileSync(tarball)]));
  const { drizzle } = await import('drizzle-orm/pglite');
  const schema = await import('../src/db/schema.ts');
  const db = committingTransactions(drizzle(pglite, { schema }) as unknown as DatabaseHandle['db']);
  return {
    db,
    ahead: db,
    driver: 'pglite',
    pglite,
    lock: unsharedLock(db),
    listen: (channel, onMessage) => listenOnPglite(pglite, channel, onMessage),
    close: () => pglite.close(),
  };
}

async function createServerDatabase(serverUrl: string): Promise<DatabaseHandle> {
  const template = inject('serverTemplate');
  const name = `app_test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = await openDatabase({ databaseUrl: serverUrl, poolSize: 1 });
  const { sql } = await import('drizzle-orm');
  await admin.db.execute(sql.raw(`create database ${quoteIdentifier(name)} template ${quoteIdentifier(template)}`));
  await admin.close();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), poolSize: 10 });
  const shared: DatabaseHandle = {
    ...handle,
    async close() {
      await handle.close();
      const cleanup = await openDatabase({ databaseUrl: serverUrl, poolSize: 1 });
      await cleanup.db
        .execute(sql.raw(`drop database if exists ${quoteIdentifier(name)} with (force)`))
        .catch(() => undefined);
      await cleanup.close();
    },
  };
  serverDatabaseUrls.set(shared, url.toString());
  return shared;
}

const serverDatabaseUrls = new WeakMap<DatabaseHandle, string>();

/**
 * Another connection pool to the server database behind `handle` (e.g. a second app instance);
 * closing it leaves the database in place. PGlite databases live in one process: not supported.
 */
export async function openSecondHandle(handle: DatabaseHandle): Promise<DatabaseHandle> {
  const url = serverDatabaseUrls.get(handle);
  if (!url) throw new Error('openSecondHandle needs a database created by createTestDatabase on TEST_DATABASE_URL');
  return openDatabase({ databaseUrl: url, poolSize: 10 });
}

/** The connection URL of a database made by createTestDatabase on TEST_DATABASE_URL (undefined for PGlite). */
export const serverUrlOf = (handle: DatabaseHandle) => serverDatabaseUrls.get(handle);

/**
 * Rows PostgreSQL has read from `table` by sequential scans so far, counting `from`'s latest statements (its pending
 * statistics are flushed first). `from` must be one connection (poolSize 1); PostgreSQL only.
 */
export async function rowsReadBySeqScan(handle: DatabaseHandle, from: DatabaseHandle, table: string) {
  const { sql } = await import('drizzle-orm');
  await from.db.execute(sql`select pg_stat_force_next_flush()`);
  await handle.db.execute(sql`select pg_stat_clear_snapshot()`);
  const result = (await handle.db.execute(
    sql`select coalesce(seq_tup_read, 0)::int as read from pg_stat_user_tables where relname = ${table}`,
  )) as unknown as { rows: Array<{ read: number }> };
  return result.rows[0]?.read ?? 0;
}
