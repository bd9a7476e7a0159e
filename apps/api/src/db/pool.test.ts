import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, serverUrlOf } from '../../test/database.ts';
import { openDatabase, queryRows, type DatabaseHandle } from './client.ts';
import { isConnectionLoss } from './faults.ts';

/** The pool is node-postgres's: PGlite has one connection and no pool. */
describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('the connection pool on PostgreSQL', () => {
  // Collected (not run) without TEST_DATABASE_URL too: the connections are opened only when the tests run.
  let database: DatabaseHandle;
  // One connection, so which backend answers tells whether the pool kept it.
  let single: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
    single = await openDatabase({ databaseUrl: serverUrlOf(database)!, poolSize: 1 });
  });
  afterAll(async () => {
    await single?.close();
    await database?.close();
  });
  const backend = async () =>
    (await queryRows<{ pid: number }>(single.db, sql`select pg_backend_pid() as pid`))[0]!.pid;

  it('keeps the connection a statement failed on: a unique violation or a bad cast is the statement’s, not the connection’s', async () => {
    await single.db.execute(sql`create temporary table if not exists taken (slot int primary key)`);
    await single.db.execute(sql`insert into taken values (${1})`);
    const before = await backend();
    const lost = await single.db.execute(sql`insert into taken values (${1})`).catch((error: unknown) => error);
    expect(String((lost as { cause?: unknown }).cause ?? lost)).toMatch(/duplicate key/);
    expect(await backend()).toBe(before);
    await expect(single.db.execute(sql`select ${'not a number'}::int`)).rejects.toThrow();
    expect(await backend()).toBe(before);
    // The temporary table lives in that session: the same connection still has it.
    const [row] = await queryRows<{ n: number }>(single.db, sql`select count(*)::int as n from taken`);
    expect(row!.n).toBe(1);
  });

  it('ends a connection that broke, and answers the next statement on a new one', async () => {
    const before = await backend();
    const killed = await single.db
      .execute(sql`select pg_terminate_backend(pg_backend_pid())`)
      .catch((error: unknown) => error);
    expect(killed).toBeInstanceOf(Error);
    const after = await backend();
    expect(after).not.toBe(before);
  });

  it('ends a connection a failed statement left inside a transaction', async () => {
    const before = await backend();
    // A transaction begun outside `db.transaction` (nothing in the app does): the failure leaves it aborted.
    await single.db.execute(sql`begin`);
    await expect(single.db.execute(sql`select 1 / ${0}::int`)).rejects.toThrow();
    const after = await backend();
    expect(after).not.toBe(before);
    const [row] = await queryRows<{ status: string }>(single.db, sql`select 'fresh' as status`);
    expect(row!.status).toBe('fresh');
  });

  it('serves a statement of the `ahead` lane before the statements waiting in turn, however long they waited', async () => {
    let free!: () => void;
    const holding = new Promise<void>((resolve) => (free = resolve));
    // The pool's one connection stays out until `free`, so every statement below waits for it.
    const held = single.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await holding;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const served: string[] = [];
    const statement = (db: DatabaseHandle['db'], name: string) =>
      queryRows<{ name: string }>(db, sql`select ${name}::text as name`).then(([row]) => served.push(row!.name));
    const waiting = [
      statement(single.db, 'first in turn'),
      statement(single.db, 'second in turn'),
      statement(single.ahead, 'ahead'),
    ];
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(served).toEqual([]);
    free();
    await held;
    await Promise.all(waiting);
    expect(served).toEqual(['ahead', 'first in turn', 'second in turn']);
  });

  it('runs a transaction in the `ahead` lane on the same pool: it commits, or rolls back when it throws', async () => {
    await single.db.execute(sql`create temporary table if not exists lane_rows (n int)`);
    await single.ahead.transaction(async (tx) => {
      await tx.execute(sql`insert into lane_rows values (1)`);
    });
    await expect(
      single.ahead.transaction(async (tx) => {
        await tx.execute(sql`insert into lane_rows values (2)`);
        throw new Error('undone');
      }),
    ).rejects.toThrow('undone');
    // A temporary table is the session's: the in-turn statement reads it on the same, only connection.
    const rows = await queryRows<{ n: number }>(single.db, sql`select n from lane_rows order by n`);
    expect(rows).toEqual([{ n: 1 }]);
  });

  /** Ends `pid`'s backend from another connection once it is running a statement (docs/decisions/031). */
  const endWhileRunning = async (pid: number) => {
    for (let attempt = 0; attempt < 200; attempt++) {
      const [row] = await queryRows<{ running: boolean }>(
        database.db,
        sql`select exists (select 1 from pg_stat_activity where pid = ${pid} and state = 'active'
          and query like '%pg_sleep%') as running`,
      );
      if (row!.running) break;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    await database.db.execute(sql`select pg_terminate_backend(${pid})`);
  };

  it('runs a read again on a fresh connection when its connection is lost while it runs', async () => {
    const before = await backend();
    const read = queryRows<{ pid: number }>(single.db, sql`select pg_backend_pid() as pid from pg_sleep(0.3)`);
    await endWhileRunning(before);
    const [row] = await read;
    expect(row!.pid).not.toBe(before);
  });

  it('never runs a write again when its connection is lost while it runs: it fails as a lost connection', async () => {
    await database.db.execute(sql`create table if not exists lost_writes (n int)`);
    const pid = await backend();
    // drizzle runs a statement on each `then`: started once here, awaited below.
    const write = Promise.resolve(single.db.execute(sql`insert into lost_writes select 1 from pg_sleep(0.3)`));
    write.catch(() => undefined);
    await endWhileRunning(pid);
    const error = await write.then(
      () => undefined,
      (failure: unknown) => failure,
    );
    expect(isConnectionLoss(error)).toBe(true);
    // Run again, it would have written its row by now.
    await new Promise((resolve) => setTimeout(resolve, 800));
    const [row] = await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from lost_writes`);
    expect(row!.n).toBe(0);
  });

  it('never runs a transaction again once it did work, and gives its connection back', async () => {
    let runs = 0;
    const pid = await backend();
    const transaction = single.db.transaction(async (tx) => {
      runs += 1;
      await tx.execute(sql`select pg_sleep(0.3)`);
    });
    transaction.catch(() => undefined);
    await endWhileRunning(pid);
    expect(
      isConnectionLoss(
        await transaction.then(
          () => undefined,
          (failure: unknown) => failure,
        ),
      ),
    ).toBe(true);
    expect(runs).toBe(1);
    // The pool's only connection came back: the next statement gets one.
    expect(await backend()).not.toBe(pid);
  });

  it('survives a connection ended between the statements of a transaction: the transaction fails, the process lives', async () => {
    const pid = await backend();
    const failure = await single.db
      .transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        await database.db.execute(sql`select pg_terminate_backend(${pid})`);
        // The server's goodbye arrives while the transaction waits here, with no statement to hear it.
        await new Promise((resolve) => setTimeout(resolve, 200));
        await tx.execute(sql`select 1`);
      })
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    expect(isConnectionLoss(failure)).toBe(true);
    expect(await backend()).not.toBe(pid);
  });

  it('starts a transaction on a fresh connection when its connection was ended while idle', async () => {
    let runs = 0;
    const pid = await backend();
    await database.db.execute(sql`select pg_terminate_backend(${pid})`);
    const [row] = await single.db.transaction(async (tx) => {
      runs += 1;
      return queryRows<{ pid: number }>(tx, sql`select pg_backend_pid() as pid`);
    });
    expect(runs).toBe(1);
    expect(row!.pid).not.toBe(pid);
  });
});
