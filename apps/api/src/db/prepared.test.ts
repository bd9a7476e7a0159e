import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/database.ts';
import { queryRows, type DatabaseHandle } from './client.ts';
import { preparingClient, statementNames, UNPREPARED } from './prepared.ts';

describe('statement names', () => {
  it('gives one name per distinct text and never the same name to two texts', () => {
    const names = statementNames();
    const first = names.nameOf('select 1 where $1::int = 1');
    expect(first).toMatch(/^app_\d+$/);
    expect(names.nameOf('select 1 where $1::int = 1')).toBe(first);
    const second = names.nameOf('select 2 where $1::int = 1');
    expect(second).toMatch(/^app_\d+$/);
    expect(second).not.toBe(first);
    expect(names.size).toBe(2);
  });

  it('leaves statements marked unprepared unnamed', () => {
    const names = statementNames();
    expect(names.nameOf(`${UNPREPARED} select * from venues where search_document like $1`)).toBeUndefined();
    expect(names.size).toBe(0);
  });

  it('stops naming new texts at the limit but keeps the names it gave', () => {
    const names = statementNames(2);
    const a = names.nameOf('select $1::int');
    const b = names.nameOf('select $1::text');
    expect(names.nameOf('select $1::date')).toBeUndefined();
    expect(names.nameOf('select $1::int')).toBe(a);
    expect(names.nameOf('select $1::text')).toBe(b);
    expect(names.size).toBe(2);
  });
});

describe('preparing client', () => {
  /** A stand-in for pg.Client that records what reaches it. */
  function recordingClient() {
    const received: unknown[][] = [];
    class Recorder {
      query(...args: unknown[]) {
        received.push(args);
        return undefined;
      }
    }
    const Preparing = preparingClient(Recorder as unknown as typeof pg.Client, statementNames());
    return { client: new Preparing() as unknown as { query(...args: unknown[]): unknown }, received };
  }

  it('names a query config and passes the values and callback through untouched', () => {
    const { client, received } = recordingClient();
    const callback = () => undefined;
    const config = { text: 'select $1::int', rowMode: 'array' };
    client.query(config, [1], callback);
    const [sent, values, passedCallback] = received[0]!;
    expect(sent).toEqual({ text: 'select $1::int', rowMode: 'array', name: 'app_1' });
    expect(config).toEqual({ text: 'select $1::int', rowMode: 'array' });
    expect(values).toEqual([1]);
    expect(passedCallback).toBe(callback);
  });

  it('keeps a name the caller chose, and leaves plain strings and submittables alone', () => {
    const { client, received } = recordingClient();
    client.query({ text: 'select $1::int', name: 'mine' }, [1]);
    client.query('LISTEN "events"');
    const submittable = { text: 'select 1', submit: () => undefined };
    client.query(submittable);
    expect(received[0]![0]).toEqual({ text: 'select $1::int', name: 'mine' });
    expect(received[1]![0]).toBe('LISTEN "events"');
    expect(received[2]![0]).toBe(submittable);
  });
});

/** PGlite is one in-process engine with no pool: the named statements are a node-postgres matter. */
describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('prepared statements on PostgreSQL', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(async () => {
    await handle?.close();
  });

  it('prepares a statement once per connection and answers from it, but not a statement marked unprepared', async () => {
    const seen = await handle.db.transaction(async (tx) => {
      const answers: number[] = [];
      for (let round = 0; round < 7; round++) {
        const [row] = await queryRows<{ n: number }>(tx, sql`select count(*)::int + ${round}::int as n from users`);
        answers.push(row!.n);
      }
      await queryRows(tx, sql`${sql.raw(UNPREPARED)} select ${'marker'}::text as searched`);
      const prepared = await queryRows<{
        name: string;
        statement: string;
        generic_plans: number;
        custom_plans: number;
      }>(tx, sql`select name, statement, generic_plans::int, custom_plans::int from pg_prepared_statements`);
      return { answers, prepared };
    });
    expect(seen.answers).toEqual(seen.answers.map((_n, round) => seen.answers[0]! + round));
    const counted = seen.prepared.filter((row) => row.statement.includes('count(*)::int +'));
    expect(counted).toHaveLength(1);
    expect(counted[0]!.name).toMatch(/^app_\d+$/);
    expect(counted[0]!.generic_plans + counted[0]!.custom_plans).toBe(7);
    expect(seen.prepared.some((row) => row.statement.includes('marker'))).toBe(false);
    expect(seen.prepared.some((row) => row.statement.includes('searched'))).toBe(false);
  });

  it('still answers a statement whose first preparation failed in an aborted transaction', async () => {
    const statement = (n: number) => sql`select ${n}::int + 40 as answer_after_abort`;
    const failed = await handle.db
      .transaction(async (tx) => {
        await queryRows(tx, sql`select 1 / ${0}::int`).catch(() => undefined);
        // The transaction is aborted: this statement's Parse is refused, so it is never prepared here.
        await queryRows(tx, statement(1));
      })
      .catch((error: unknown) => error);
    expect(String((failed as { cause?: unknown })?.cause ?? failed)).toMatch(/current transaction is aborted/);
    for (let round = 0; round < 3; round++) {
      const [row] = await queryRows<{ answer_after_abort: number }>(handle.db, statement(2));
      expect(row?.answer_after_abort).toBe(42);
    }
  });
});
