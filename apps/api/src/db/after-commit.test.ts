import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/database.ts';
import { afterCommit, queryRows, rootOf, runParts, type DatabaseHandle } from './client.ts';

describe('afterCommit', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
    await handle.db.execute(sql`create table after_commit_probe (n int)`);
  });
  afterAll(async () => {
    await handle?.close();
  });

  const rowsSeen = async () =>
    (await queryRows<{ n: number }>(handle.db, sql`select n from after_commit_probe order by n`)).map((row) =>
      Number(row.n),
    );

  it('runs once the transaction has committed, where its writes are seen', async () => {
    const seen: number[][] = [];
    let ranInside = false;
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`insert into after_commit_probe values (1)`);
      afterCommit(tx, () => void rowsSeen().then((rows) => seen.push(rows)));
      afterCommit(tx, () => (ranInside = true));
      expect(ranInside).toBe(false);
    });
    expect(ranInside).toBe(true);
    await expect.poll(() => seen.length).toBe(1);
    expect(seen[0]).toContain(1);
  });

  it('never runs for a transaction that rolls back', async () => {
    let ran = false;
    await expect(
      handle.db.transaction(async (tx) => {
        await tx.execute(sql`insert into after_commit_probe values (2)`);
        afterCommit(tx, () => (ran = true));
        throw new Error('undo');
      }),
    ).rejects.toThrow('undo');
    expect(ran).toBe(false);
    expect(await rowsSeen()).not.toContain(2);
  });

  it('runs a savepoint’s work with its outermost transaction, and at once on a database handle', async () => {
    const order: string[] = [];
    await handle.db.transaction(async (tx) => {
      await tx.transaction(async (inner) => {
        afterCommit(inner, () => order.push('inner'));
        expect(rootOf(inner)).toBe(handle.db);
      });
      order.push('outer body done');
    });
    afterCommit(handle.db, () => order.push('handle'));
    expect(order).toEqual(['outer body done', 'inner', 'handle']);
    expect(rootOf(handle.db)).toBe(handle.db);
  });

  it('runs statement parts as one statement and returns their columns', async () => {
    const row = await runParts(handle.db, [
      { ctes: sql`first_part as (insert into after_commit_probe values (3) returning n)` },
      { ctes: sql`second_part as (select 4 as n)`, columns: sql`(select n from second_part) as second` },
    ]);
    expect(row.second).toBe(4);
    expect(await rowsSeen()).toContain(3);
  });
});
