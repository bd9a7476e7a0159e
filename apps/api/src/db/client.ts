import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql, type SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema.ts';
import { flatSql } from './flat-sql.ts';
import { acquireDataDirLock } from './lock.ts';
import { keepingPool } from './pool.ts';
import { preparingClient, statementNames } from './prepared.ts';
import { markedNotStarted } from './faults.ts';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A database handle or an open transaction: repositories accept either. */
export type Executor = Pick<
  Database,
  'select' | 'selectDistinctOn' | 'insert' | 'update' | 'delete' | 'execute' | 'transaction' | 'query'
>;

/** Raw SQL with typed rows; both drivers return `{ rows }`. Sent flat (`flatSql`): built of parts, it builds faster. */
export async function queryRows<T>(executor: Pick<Database, 'execute'>, query: SQL): Promise<T[]> {
  const result = (await executor.execute(flatSql(query))) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * A select-list item that makes the statement's transaction commit without waiting for the WAL to reach the disk
 * (`synchronous_commit` off until it ends): for writes a crash may lose (decisions 028 and 029).
 */
export const COMMITS_LAZILY = sql`set_config('synchronous_commit', 'off', true)`;

/**
 * Writes another module adds to the caller's statement, so both cost one round trip: common table expressions
 * (`name as (…)`, comma-separated; each module prefixes its names) and the columns the statement must select for
 * the part's work that only a select runs (NOTIFY).
 */
export interface StatementPart {
  ctes: SQL;
  columns?: SQL;
}

/** `parts` to follow a statement's own common table expressions and its own columns (each list starts with a comma). */
export function joinParts(parts: StatementPart[]) {
  return {
    ctes: sql.join(parts.map((part) => sql`, ${part.ctes}`)),
    columns: sql.join(parts.flatMap((part) => (part.columns ? [sql`, ${part.columns}`] : []))),
  };
}

/** `parts` as a statement of their own, in `executor`; returns the row of their columns. */
export async function runParts(executor: Pick<Database, 'execute'>, parts: StatementPart[]) {
  const joined = joinParts(parts);
  const [row] = await queryRows<Record<string, unknown>>(
    executor,
    sql`with ${sql.join(
      parts.map((part) => part.ctes),
      sql`, `,
    )} select 1 as ran${joined.columns}`,
  );
  return row ?? {};
}

/** What runs after a transaction commits, and the database it runs on, for each open transaction (`afterCommit`). */
const openTransactions = new WeakMap<object, { root: Database; hooks: Array<() => void> }>();

/**
 * Runs `work` once what `executor` wrote has committed: when its outermost transaction commits, never if it rolls
 * back; at once when `executor` is a database handle, whose statements each commit when they answer (so call it
 * after the statement). For what only the process can do once a change is visible: announce events, nudge jobs.
 */
export function afterCommit(executor: object, work: () => void) {
  const open = openTransactions.get(executor);
  if (open) open.hooks.push(work);
  else work();
}

/** The database handle `executor` runs on: itself, or the handle whose transaction it is. */
export function rootOf(executor: object): object {
  return openTransactions.get(executor)?.root ?? executor;
}

/**
 * `db` whose transactions run their `afterCommit` work once they have committed, nested ones (savepoints) with the
 * outermost. Every handle this module opens is one; a test that builds its own drizzle instance wraps it too.
 */
export function committingTransactions(db: Database): Database {
  const transaction = db.transaction.bind(db);
  const track = (tx: Database, open: { root: Database; hooks: Array<() => void> }) => {
    openTransactions.set(tx, open);
    const nested = tx.transaction.bind(tx);
    tx.transaction = ((work, config) =>
      nested((inner) => {
        track(inner as unknown as Database, open);
        return work(inner);
      }, config)) as Database['transaction'];
  };
  db.transaction = (async (work, config) => {
    const open = { root: db, hooks: [] as Array<() => void> };
    const result = await transaction((tx) => {
      track(tx as unknown as Database, open);
      return work(tx);
    }, config);
    for (const hook of open.hooks) hook();
    return result;
  }) as Database['transaction'];
  return db;
}

export interface HeldLock {
  db: Database;
  release(): Promise<void>;
}

/** The lock of a database that one process has to itself (PGlite): nothing to wait for. */
export const unsharedLock =
  (db: Database): DatabaseHandle['lock'] =>
  async () => ({ db, release: async () => undefined });

/** `work` while holding `handle`'s advisory lock `name` (see `DatabaseHandle.lock`). */
export async function exclusively<T>(
  handle: Pick<DatabaseHandle, 'lock'>,
  name: string,
  work: (db: Database) => Promise<T>,
  onWait?: () => void,
): Promise<T> {
  const held = await handle.lock(name, onWait);
  try {
    return await work(held.db);
  } finally {
    await held.release();
  }
}

export interface DatabaseHandle {
  db: Database;
  /**
   * The same database, whose statements wait for a connection ahead of `db`'s (the pool's `ahead` lane): for what
   * finishes work already under way. On PGlite, which runs one statement at a time in order, it is `db`.
   */
  ahead: Database;
  driver: 'pglite' | 'postgres';
  /** The embedded engine itself (snapshots for backups); absent on a server database. */
  pglite?: import('@electric-sql/pglite').PGlite;
  /**
   * Holds the session-level advisory lock `name` on a connection of its own until `release` (docs/decisions/031):
   * work that two processes must not do at once, such as migrating. `onWait` is called when another session holds
   * it and this one waits. Statements on `db` run on that connection, one after another. On PGlite, which one
   * process opens at a time, nothing is locked and `db` is the database.
   */
  lock(name: string, onWait?: () => void): Promise<HeldLock>;
  /**
   * LISTEN on `channel` on a connection of its own (never one of the pool's: a pooled connection may be dead after
   * a restart), with `onLost` called once if it breaks (server restart, connection terminated). The events hub's.
   */
  listen(
    channel: string,
    onMessage: (payload: string) => void,
    onLost?: (error: unknown) => void,
  ): Promise<ListeningConnection>;
  close(): Promise<void>;
}

/** The events hub's connection: LISTEN, and the session-level advisory locks that count live streams. */
export interface ListeningConnection {
  /** A statement on this connection; its session locks last as long as it does. */
  query<T>(text: string, params?: unknown[]): Promise<T[]>;
  /** Stops listening and ends the connection (its session locks go with it). */
  close(): Promise<void>;
}

/** How the events hub's connection shows in `pg_stat_activity.application_name`. */
export const LISTENER_APPLICATION_NAME = 'hourly-events';

/** Per-connection settings: trigram word matching tolerant enough for one or two typos in a word. */
export const SESSION_SETTING = 'pg_trgm.word_similarity_threshold=0.45';
export const SESSION_SETUP_SQL = `SET ${SESSION_SETTING.replace('=', ' = ')}`;

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export interface OpenDatabaseOptions {
  databaseUrl?: string;
  /** Directory of the embedded database; required when databaseUrl is not set. */
  pgliteDir?: string;
  /** Hold a lock file so a second process cannot open the same embedded data dir. */
  lock?: boolean;
  poolSize?: number;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolSize ?? 10);
  if (!options.pgliteDir) throw new Error('pgliteDir is required without a database URL');
  return openPglite(options.pgliteDir, options.lock ?? true);
}

async function openPostgres(url: string, poolSize: number): Promise<DatabaseHandle> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  // Dates stay strings (`date` columns) so no time-zone shift happens in the driver.
  pg.types.setTypeParser(1082, (value: string) => value);
  pg.types.setTypeParser(1114, (value: string) => value);
  // Session settings go in the startup packet, so they apply before the first query on every connection.
  const Pool = keepingPool(pg.Pool, pg.DatabaseError);
  const pool = new Pool({
    Client: preparingClient(pg.Client, statementNames()),
    connectionString: url,
    max: poolSize,
    options: `-c ${SESSION_SETTING}`,
  });
  pool.on('error', () => undefined);
  const db = retryingTransactions(committingTransactions(drizzle(pool, { schema }) as unknown as Database));
  return {
    db,
    ahead: retryingTransactions(
      committingTransactions(drizzle(pool.ahead() as never, { schema }) as unknown as Database),
    ),
    driver: 'postgres',
    async lock(name, onWait) {
      // Its own connection, outside the pool: ending it is what releases the lock, whatever state it is in.
      const client = new pg.Client({ connectionString: url, options: `-c ${SESSION_SETTING}` });
      client.on('error', () => undefined);
      await client.connect();
      try {
        const [{ locked }] = (await client.query('select pg_try_advisory_lock(hashtext($1)) as locked', [name])).rows;
        if (!locked) {
          onWait?.();
          await client.query('select pg_advisory_lock(hashtext($1))', [name]);
        }
      } catch (error) {
        await client.end().catch(() => undefined);
        throw error;
      }
      return {
        db: committingTransactions(drizzle(client, { schema }) as unknown as Database),
        release: () => client.end().catch(() => undefined),
      };
    },
    listen: (channel, onMessage, onLost) => listenOnOwnConnection(pg.Client, url, channel, onMessage, onLost),
    close: () => pool.end(),
  };
}

async function openPglite(dir: string, lock: boolean): Promise<DatabaseHandle> {
  const release = lock ? acquireDataDirLock(dir) : () => undefined;
  try {
    const pglite = await createPglite(dir);
    const { drizzle } = await import('drizzle-orm/pglite');
    const db = committingTransactions(drizzle(pglite, { schema }) as unknown as Database);
    return {
      db,
      ahead: db,
      driver: 'pglite',
      pglite,
      lock: unsharedLock(db),
      listen: (channel, onMessage) => listenOnPglite(pglite, channel, onMessage),
      async close() {
        await pglite.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

/**
 * A new connection that LISTENs on `channel`. It is not the pool's: after a restart or a terminated backend the pool
 * may hand out a connection that is already dead. Bounded connect and statement times, and TCP keep-alive, so a
 * silent network cannot hold the hub's recovery up.
 */
async function listenOnOwnConnection(
  Client: typeof import('pg').Client,
  url: string,
  channel: string,
  onMessage: (payload: string) => void,
  onLost?: (error: unknown) => void,
): Promise<ListeningConnection> {
  const client = new Client({
    connectionString: url,
    application_name: LISTENER_APPLICATION_NAME,
    options: `-c ${SESSION_SETTING}`,
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
    connectionTimeoutMillis: 10_000,
    query_timeout: 10_000,
  });
  let ended = true;
  // A dropped connection must not crash the process; the events hub is told and listens again.
  const lose = (error: unknown) => {
    if (ended) return;
    ended = true;
    onLost?.(error);
  };
  client.on('error', lose);
  client.on('end', () => lose(new Error('the LISTEN connection ended')));
  client.on('notification', (message) => {
    if (message.channel === channel) onMessage(message.payload ?? '');
  });
  try {
    await client.connect();
    await client.query(`LISTEN ${quoteIdentifier(channel)}`);
  } catch (error) {
    await client.end().catch(() => undefined);
    throw error;
  }
  // Told from here on only: a failed connect is the caller's error, not a loss.
  ended = false;
  return {
    query: async <T>(text: string, params?: unknown[]) => (await client.query(text, params)).rows as T[],
    async close() {
      if (ended) return;
      ended = true;
      await client.end().catch(() => undefined);
    },
  };
}

/** LISTEN on the embedded database, whose one connection is also where its session locks live. */
export async function listenOnPglite(
  pglite: import('@electric-sql/pglite').PGlite,
  channel: string,
  onMessage: (payload: string) => void,
): Promise<ListeningConnection> {
  const unlisten = await pglite.listen(channel, onMessage);
  return {
    query: async <T>(text: string, params?: unknown[]) => (await pglite.query<T>(text, params)).rows,
    close: () => unlisten(),
  };
}

export async function createPglite(dir: string | undefined, loadDataDir?: Blob) {
  const { PGlite } = await import('@electric-sql/pglite');
  const [{ pg_trgm }, { btree_gist }, { btree_gin }, { cube }, { earthdistance }] = await Promise.all([
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('@electric-sql/pglite/contrib/btree_gist'),
    import('@electric-sql/pglite/contrib/btree_gin'),
    import('@electric-sql/pglite/contrib/cube'),
    import('@electric-sql/pglite/contrib/earthdistance'),
  ]);
  if (dir) fs.mkdirSync(dir, { recursive: true });
  const pglite = new PGlite(dir ?? 'memory://', {
    extensions: { pg_trgm, btree_gist, btree_gin, cube, earthdistance },
    ...(loadDataDir ? { loadDataDir } : {}),
  });
  await pglite.waitReady;
  await pglite.exec(SESSION_SETUP_SQL).catch(() => undefined);
  return pglite;
}

/** The advisory lock migrations run under; the others wait for it and then find them applied. */
export const MIGRATIONS_LOCK = 'hourly-spaces:migrations';

/**
 * Applies the pending migrations under `MIGRATIONS_LOCK`, on the lock's own connection: a process started beside
 * another on one server database waits for it and then finds them applied, instead of creating the same types and
 * tables at once (which failed with 23505 on `pg_type`); and a lost lock connection also ends the migration's
 * transaction. On PGlite the lock is nobody else's (see `DatabaseHandle.lock`).
 */
export async function migrateDatabase(
  handle: Pick<DatabaseHandle, 'driver' | 'lock'>,
  onWait: () => void = () => undefined,
) {
  const { migrate } =
    handle.driver === 'pglite'
      ? await import('drizzle-orm/pglite/migrator')
      : await import('drizzle-orm/node-postgres/migrator');
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  await exclusively(handle, MIGRATIONS_LOCK, (db) => migrate(db as any, { migrationsFolder }), onWait);
}

/**
 * drizzle's `transaction`, started once more when it failed before its `begin` reached the database (no connection
 * could be had, or it broke under `begin`): nothing of it ran. A transaction that failed later is never run again.
 */
function retryingTransactions(db: Database): Database {
  const transaction = db.transaction.bind(db);
  db.transaction = (async (...args: Parameters<Database['transaction']>) => {
    try {
      return await transaction(...args);
    } catch (error) {
      if (!markedNotStarted(error)) throw error;
      return transaction(...args);
    }
  }) as Database['transaction'];
  return db;
}

export async function isDatabaseReachable(db: Database) {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

export function quoteIdentifier(name: string) {
  return `"${name.replace(/"/g, '""')}"`;
}

/** PostgreSQL error code (e.g. 23505) whether the driver nests it under `cause` (drizzle) or not. */
export function databaseErrorCode(error: unknown): string | undefined {
  const candidate = error as { code?: unknown; cause?: { code?: unknown } } | undefined;
  const code = candidate?.cause?.code ?? candidate?.code;
  return typeof code === 'string' ? code : undefined;
}
