import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/database.ts';
import { queryRows, type DatabaseHandle } from './client.ts';

const functionsDir = path.join(path.dirname(new URL(import.meta.url).pathname), 'functions');
const migrationsDir = path.join(path.dirname(new URL(import.meta.url).pathname), 'migrations');
const CHECK_SCHEMA = 'functions_check';

/** Each `CREATE [OR REPLACE] FUNCTION "name"(…) … $$;` of a SQL text, by name. */
function definitionsIn(text: string) {
  const found = new Map<string, string>();
  const pattern = /CREATE (?:OR REPLACE )?FUNCTION "?([a-z_]+)"?\([\s\S]*?\$\$[\s\S]*?\$\$;/gi;
  for (const match of text.matchAll(pattern)) found.set(match[1]!, match[0]);
  return found;
}

const files = fs.readdirSync(functionsDir).filter((file) => file.endsWith('.sql'));
const written = new Map(
  files.flatMap((file) => [...definitionsIn(fs.readFileSync(path.join(functionsDir, file), 'utf8'))]),
);

interface FunctionShape {
  source: string;
  arguments: string;
  result: string;
  language: string;
  volatility: string;
}

async function shapeOf(handle: DatabaseHandle, schema: string, name: string) {
  const [row] = await queryRows<FunctionShape>(
    handle.db,
    sql`select p.prosrc as source, pg_get_function_arguments(p.oid) as arguments,
        pg_get_function_result(p.oid) as result, l.lanname as language, p.provolatile as volatility
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace join pg_language l on l.oid = p.prolang
      where n.nspname = ${schema} and p.proname = ${name}`,
  );
  return row;
}

describe('db/functions: the database functions as the migrations leave them', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
    await handle.db.execute(sql.raw(`create schema ${CHECK_SCHEMA}`));
    for (const [name, definition] of written) {
      const qualified = definition.replace(/FUNCTION "?[a-z_]+"?\(/i, `FUNCTION ${CHECK_SCHEMA}."${name}"(`);
      await handle.db.execute(sql.raw(qualified));
    }
  });
  afterAll(async () => {
    await handle?.db.execute(sql.raw(`drop schema if exists ${CHECK_SCHEMA} cascade`));
    await handle?.close();
  });

  it('holds every function the migrations define, the booking statement’s among them', () => {
    const migrated = new Set(
      fs
        .readdirSync(migrationsDir)
        .filter((file) => file.endsWith('.sql'))
        .flatMap((file) => [...definitionsIn(fs.readFileSync(path.join(migrationsDir, file), 'utf8')).keys()]),
    );
    expect([...written.keys()].sort()).toEqual([...migrated].sort());
    expect(written.has('booking_hold')).toBe(true);
  });

  it.each([...written.keys()])('%s reads here as the migrated database has it', async (name) => {
    const migrated = await shapeOf(handle, 'public', name);
    const here = await shapeOf(handle, CHECK_SCHEMA, name);
    expect(migrated).toBeDefined();
    expect(here).toEqual(migrated);
  });
});
