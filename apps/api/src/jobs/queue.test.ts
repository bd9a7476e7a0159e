import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/database.ts';
import { queryRows } from '../db/client.ts';
import { createJobRunner, enqueueJob } from './queue.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const quietLog = { warn: () => undefined, error: () => undefined };

describe('job runner', async () => {
  const database = await createTestDatabase();
  const { db } = database;
  afterAll(() => database.close());

  it('runs a batch side by side, but messages to one recipient one after another in the order they were queued', async () => {
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
    for (const [to, label] of [
      ['ann@example.com', 'ann 1'],
      ['bob@example.com', 'bob 1'],
      ['ann@example.com', 'ann 2'],
      ['bob@example.com', 'bob 2'],
      ['ann@example.com', 'ann 3'],
    ]) {
      await enqueueJob(db, 'email', { to, label });
    }
    await enqueueJob(db, 'other', { label: 'x' });
    await enqueueJob(db, 'other', { label: 'y' });

    await expect(runner.drain()).resolves.toBe(7);
    // Ann's lane, Bob's lane and the two jobs without a recipient: four at once.
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
    await enqueueJob(db, 'email', { to: 'down@example.com' });
    await enqueueJob(db, 'email', { to: 'up@example.com' });
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
});
