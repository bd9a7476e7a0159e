import fs from 'node:fs';
import path from 'node:path';
import { getTableName, isTable } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as schema from '../db/schema.ts';

/**
 * Every table has one owner: the module whose SQL reads and writes it. Another module reaches that data only through
 * the owner's exported functions (a query, or a statement part it composes into its own statement), so a table's
 * columns and rules can change in one place.
 */
const OWNERS: Record<string, string[]> = {
  accounts: ['users', 'verifications', 'refresh_tokens', 'login_failures', 'login_sources', 'device_tokens'],
  audit: ['audit_log'],
  availability: ['venue_schedules', 'venue_blocks', 'open_days_queue'],
  catalog: ['categories', 'amenities'],
  content: ['policies', 'contact_requests'],
  events: ['events'],
  notifications: ['notifications', 'push_subscriptions'],
  payments: [
    'transactions',
    'payout_accounts',
    'processed_webhooks',
    'test_mode_payments',
    'test_mode_accounts',
    'test_mode_idempotency',
    'test_mode_settings',
  ],
  reservations: ['reservations', 'reservation_hours', 'booking_attempts'],
  reviews: ['reviews'],
  venues: ['venues', 'venue_images', 'venue_amenities', 'favourites'],
};
/** Tables of the layers below the modules: modules use them through those layers' functions only. */
const BELOW = ['jobs'];

const modulesDir = path.dirname(new URL(import.meta.url).pathname);
const ownerOf = new Map(Object.entries(OWNERS).flatMap(([owner, tables]) => tables.map((table) => [table, owner])));
const schemaTables = Object.entries(schema).flatMap(([name, value]) =>
  isTable(value) ? [{ name, table: getTableName(value) }] : [],
);

/** The module's source files (not tests), with comments removed: what its SQL names. */
function sources(module: string) {
  const dir = path.join(modulesDir, module);
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.ts') && !file.includes('.test') && !file.includes('test-support'))
    .map((file) => ({
      file: `${module}/${file}`,
      text: fs
        .readFileSync(path.join(dir, file), 'utf8')
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/^\s*\/\/.*$/gm, ''),
    }));
}

const moduleNames = fs
  .readdirSync(modulesDir)
  .filter((entry) => fs.statSync(path.join(modulesDir, entry)).isDirectory());

/**
 * Whether SQL names `table` where a statement reads or writes it: after from, join, into, update, using or truncate
 * (quoted, schema-qualified or `only` too), or as a later item of a comma-separated FROM list.
 */
function namesTable(text: string, table: string) {
  const name = `(?:only\\s+)?(?:"?public"?\\.)?"?${table}"?(?![\\w"])`;
  return (
    new RegExp(`\\b(?:from|join|into|update|delete\\s+from|using|truncate(?:\\s+table)?)\\s+${name}`, 'i').test(text) ||
    new RegExp(`\\bfrom\\s+[^;()]*?,\\s*${name}`, 'i').test(text)
  );
}

/** `file: table (owner)` for every table a module's SQL or query builder names that another module owns. */
function foreignTableUses() {
  const uses: string[] = [];
  for (const module of moduleNames) {
    for (const { file, text } of sources(module)) {
      for (const table of [...ownerOf.keys(), ...BELOW]) {
        const owner = ownerOf.get(table) ?? 'a layer below';
        if (owner === module) continue;
        const named = namesTable(text, table);
        const imported = schemaTables.some(
          (entry) =>
            entry.table === table &&
            new RegExp(`import[^;]*\\b${entry.name}\\b[^;]*from '\\.\\./\\.\\./db/schema\\.ts'`).test(text),
        );
        if (named || imported) uses.push(`${file}: ${table} (${owner})`);
      }
    }
  }
  return uses.sort();
}

describe('table ownership', () => {
  it('names an owner for every table', () => {
    const unowned = schemaTables
      .map((entry) => entry.table)
      .filter((table) => !ownerOf.has(table) && !BELOW.includes(table));
    expect(unowned).toEqual([]);
  });

  it("finds a module naming another module's table (the check below can fail)", () => {
    expect(namesTable('select 1 from users u where u.id = $1', 'users')).toBe(true);
    expect(namesTable('select 1 from venues v, users u where u.id = v.host_id', 'users')).toBe(true);
    expect(namesTable('update "public"."users" set status = 2', 'users')).toBe(true);
    expect(namesTable('delete from venues v using users u where u.id = v.host_id', 'users')).toBe(true);
    expect(namesTable('select 1 from users_archive', 'users')).toBe(false);
    expect(namesTable('select 1 from notices n join recipients r using (user_id)', 'users')).toBe(false);
  });

  it("no module's SQL reads or writes another module's tables", () => {
    expect(foreignTableUses()).toEqual([]);
  });
});
