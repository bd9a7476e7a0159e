import { SQL, sql } from 'drizzle-orm';
import { PgDialect, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/database.ts';
import { flatSql } from './flat-sql.ts';
import { queryRows } from './client.ts';

const dialect = new PgDialect();
const people = pgTable('people', { id: integer('id').primaryKey(), name: text('name') });

/** How many pieces drizzle walks to build `query`. */
function pieces(query: unknown): number {
  if (query instanceof SQL) return 1 + query.queryChunks.reduce((sum: number, chunk) => sum + pieces(chunk), 0);
  return 1;
}

const part = (userId: SQL) => sql`(select id, name from users account where account.id = ${userId})`;
const cases: Record<string, SQL> = {
  'nested parts with values': sql`with gate as (select ${42}::int as n, ${'a'}::text as t), ${sql`x as (select * from ${part(sql`${'u-1'}::uuid`)} u)`}${sql``} select ${null}::int, ${true}, ${12.5}, ${BigInt(7)}`,
  'joins, raw text and names': sql`select ${sql.join([sql`${1}`, sql`${2}`, sql.raw('3')], sql`, `)}, ${sql.identifier('quoted name')} from ${sql.raw('t')}`,
  'tables, columns, arrays and dates': sql`select ${people.name} from ${people} where ${people.id} in ${[1, 2, 3]} and ${new Date('2026-12-03T00:00:00Z')} < now()`,
  'an undefined piece': sql`select 1${undefined} as one`,
  'inlined values stay inlined': sql`select ${sql`${"it's"} as said`.inlineParams()}, ${5} as n`,
  'a placeholder and a mapped param': sql`select ${sql.placeholder('p')}, ${sql.param(3)}`,
  'only text': sql`select ${sql`1`} as one`,
};

describe('flatSql', () => {
  it.each(Object.entries(cases))('builds the same text and values as drizzle: %s', (_name, query) => {
    const flat = flatSql(query);
    expect(dialect.sqlToQuery(flat)).toEqual(dialect.sqlToQuery(query));
  });

  it('gives drizzle one level of pieces: text between values', () => {
    const query = cases['nested parts with values']!;
    const flat = flatSql(query);
    expect(pieces(query)).toBe(27);
    // The query itself and its seven values, each between two runs of text.
    expect(pieces(flat)).toBe(1 + 7 + 8);
    expect(flat.queryChunks.some((chunk) => chunk instanceof SQL)).toBe(false);
  });

  it('is what queryRows sends: the rows of a nested statement', async () => {
    const database = await createTestDatabase();
    try {
      const rows = await queryRows<{ n: number; t: string; nested: string }>(
        database.db,
        sql`select ${sql`${41}::int + 1`} as n, ${'text'}::text as t, ${sql`(select ${sql`${'in'}::text`})`} as nested`,
      );
      expect(rows).toEqual([{ n: 42, t: 'text', nested: 'in' }]);
    } finally {
      await database.close();
    }
  });
});
