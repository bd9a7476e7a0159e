import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase, rowsReadBySeqScan, serverUrlOf } from '../../test/database.ts';
import { openDatabase, queryRows } from '../db/client.ts';
import { createJobRunner, enqueueJob, pruneJobs } from './queue.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const quietLog = { warn: () => undefined, error: () => undefined };

describe('job runner', async () => {
  const database = await createTestDatabase();
  const { db } = database;
  afterAll(() => database.close());

  it('runs a batch side by side, but the jobs of one lane one after another in the order they were queued', async () => {
    const events: string[] = [];
    let running = 0;
    let mostAtOnce = 0;
    const handler = async (payload: Record<string, unknown>) => {
      running += 1;
      mostAtOnce = Math.max(mostAtOnce, running);
      events.push(`start ${String(payload.label)}`);
      await sleep(15);
      events.push(`end ${String(payload.label)}`);
      running -= 1;
    };
    const runner = createJobRunner({ db, handlers: { email: handler, other: handler }, log: quietLog });
    for (const [lane, label] of [
      ['email:ann@example.com', 'ann 1'],
      ['email:bob@example.com', 'bob 1'],
      ['email:ann@example.com', 'ann 2'],
      ['email:bob@example.com', 'bob 2'],
      ['email:ann@example.com', 'ann 3'],
    ]) {
      await enqueueJob(db, 'email', { label }, { lane });
    }
    await enqueueJob(db, 'other', { label: 'x' });
    await enqueueJob(db, 'other', { label: 'y' });

    await expect(runner.drain()).resolves.toBe(7);
    // Ann's lane, Bob's lane and the two jobs without a lane: four at once.
    expect(mostAtOnce).toBe(4);
    const annEvents = events.filter((event) => event.includes('ann'));
    expect(annEvents).toEqual(['start ann 1', 'end ann 1', 'start ann 2', 'end ann 2', 'start ann 3', 'end ann 3']);
    expect(events.filter((event) => event.includes('bob'))).toEqual([
      'start bob 1',
      'end bob 1',
      'start bob 2',
      'end bob 2',
    ]);
    const [left] = await queryRows<{ pending: number }>(
      db,
      sql`select count(*)::int as pending from jobs where done_at is null`,
    );
    expect(left!.pending).toBe(0);
  });

  it('keeps each lane in queue order with several runners claiming side by side', async () => {
    const seen = new Map<string, number[]>();
    const overlapping: string[] = [];
    const busy = new Set<string>();
    const handler = async (payload: Record<string, unknown>) => {
      const lane = String(payload.lane);
      if (busy.has(lane)) overlapping.push(lane);
      busy.add(lane);
      // Uneven handler times, so a later job would overtake an earlier one if its lane let it.
      await sleep(Number(payload.delay));
      seen.set(lane, [...(seen.get(lane) ?? []), Number(payload.n)]);
      busy.delete(lane);
    };
    const runners = Array.from({ length: 3 }, () =>
      createJobRunner({ db, handlers: { ordered: handler }, log: quietLog, batchSize: 4 }),
    );
    const lanes = ['a', 'b', 'c', 'd'];
    for (let n = 0; n < 40; n++) {
      const lane = lanes[n % lanes.length]!;
      await enqueueJob(db, 'ordered', { lane, n, delay: (n * 7) % 11 }, { lane: `ordered:${lane}` });
    }
    const handled = await Promise.all(runners.map((runner) => runner.drain()));
    expect(handled.reduce((sum, count) => sum + count, 0)).toBe(40);
    expect(overlapping).toEqual([]);
    for (const [index, lane] of lanes.entries()) {
      expect(seen.get(lane)).toEqual(Array.from({ length: 10 }, (_, k) => index + k * lanes.length));
    }
  });

  it('holds a lane behind a job waiting for its retry, and lets it go once that job fails for good', async () => {
    const delivered: string[] = [];
    const runner = createJobRunner({
      db,
      handlers: {
        email: async (payload) => {
          if (payload.label === 'stuck') throw new Error('mailbox unavailable');
          delivered.push(String(payload.label));
        },
      },
      log: quietLog,
    });
    await enqueueJob(db, 'email', { label: 'stuck' }, { lane: 'email:held@example.com', maxAttempts: 2 });
    await enqueueJob(db, 'email', { label: 'after stuck' }, { lane: 'email:held@example.com' });
    await enqueueJob(db, 'email', { label: 'elsewhere' }, { lane: 'email:free@example.com' });
    await runner.drain();
    expect(delivered).toEqual(['elsewhere']);

    // Due again, it fails its last attempt: the next job of its lane goes.
    await db.execute(sql`update jobs set run_at = now() where payload->>'label' = 'stuck'`);
    await runner.drain();
    expect(delivered).toEqual(['elsewhere', 'after stuck']);
    const [stuck] = await queryRows<{ failed: boolean; attempts: number }>(
      db,
      sql`select failed_at is not null as failed, attempts from jobs where payload->>'label' = 'stuck'`,
    );
    expect(stuck).toEqual({ failed: true, attempts: 2 });
  });

  it('records a failed job for a retry without holding up the others of its batch', async () => {
    const delivered: string[] = [];
    const runner = createJobRunner({
      db,
      handlers: {
        email: async (payload) => {
          if (payload.to === 'down@example.com') throw new Error('mailbox unavailable');
          delivered.push(String(payload.to));
        },
      },
      log: quietLog,
    });
    await enqueueJob(db, 'email', { to: 'down@example.com' }, { lane: 'email:down@example.com' });
    await enqueueJob(db, 'email', { to: 'up@example.com' }, { lane: 'email:up@example.com' });
    await runner.drain();
    expect(delivered).toEqual(['up@example.com']);
    const rows = await queryRows<{ to: string; done: boolean; last_error: string | null; attempts: number }>(
      db,
      sql`select payload->>'to' as to, done_at is not null as done, last_error, attempts from jobs
        where payload->>'to' in ('down@example.com', 'up@example.com') order by id`,
    );
    expect(rows).toEqual([
      { to: 'down@example.com', done: false, last_error: 'mailbox unavailable', attempts: 1 },
      { to: 'up@example.com', done: true, last_error: null, attempts: 1 },
    ]);
  });

  it('prunes jobs done before the cutoff and jobs failed for good before theirs, never a pending one', async () => {
    const now = Date.now();
    const ago = (days: number) => new Date(now - days * 86_400_000).toISOString();
    await db.execute(sql`delete from jobs`);
    await db.execute(sql`
      insert into jobs (kind, payload, created_at, done_at, failed_at) values
        ('prune-test', '{"n":"done long ago"}', ${ago(9)}::timestamptz, ${ago(8)}::timestamptz, null),
        ('prune-test', '{"n":"done this week"}', ${ago(3)}::timestamptz, ${ago(2)}::timestamptz, null),
        ('prune-test', '{"n":"failed long ago"}', ${ago(40)}::timestamptz, null, ${ago(31)}::timestamptz),
        ('prune-test', '{"n":"failed this month"}', ${ago(12)}::timestamptz, null, ${ago(10)}::timestamptz),
        ('prune-test', '{"n":"pending since long ago"}', ${ago(60)}::timestamptz, null, null)`);
    const deleted = await pruneJobs(db, {
      doneBefore: new Date(now - 7 * 86_400_000),
      failedBefore: new Date(now - 30 * 86_400_000),
    });
    expect(deleted).toBe(2);
    const left = await queryRows<{ n: string }>(db, sql`select payload->>'n' as n from jobs order by id`);
    expect(left.map((row) => row.n)).toEqual(['done this week', 'failed this month', 'pending since long ago']);
  });
});

/** A connection's generic plan is a PostgreSQL matter: PGlite plans every statement afresh. */
describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('job runner on PostgreSQL', async () => {
  const database = await createTestDatabase();
  afterAll(() => database.close());

  it('finishes a batch by reading only its own jobs, however much the queue grew since the connection planned it', async () => {
    // One connection, so every statement the runner prepares, and the plan it keeps, is on it.
    const single = await openDatabase({ databaseUrl: serverUrlOf(database)!, poolSize: 1 });
    const runner = createJobRunner({ db: single.db, handlers: { noop: async () => undefined }, log: quietLog });
    try {
      // More full batches than PostgreSQL's five custom plans, while the queue is small.
      for (let batch = 0; batch < 8; batch++) {
        for (let job = 0; job < 20; job++) await enqueueJob(single.db, 'noop', { batch, job });
        await expect(runner.drain()).resolves.toBe(20);
      }
      await database.db.execute(sql`
        insert into jobs (kind, payload, done_at) select 'noop', '{}'::jsonb, now() from generate_series(1, 20000)`);
      const before = await rowsReadBySeqScan(database, single, 'jobs');
      for (let job = 0; job < 20; job++) await enqueueJob(single.db, 'noop', { batch: 'after the queue grew', job });
      await expect(runner.drain()).resolves.toBe(20);
      const read = (await rowsReadBySeqScan(database, single, 'jobs')) - before;
      expect(read).toBeLessThan(20_000);
      const [pending] = await queryRows<{ count: number }>(
        database.db,
        sql`select count(*)::int as count from jobs where done_at is null`,
      );
      expect(pending!.count).toBe(0);
    } finally {
      await single.close();
    }
  });
});
