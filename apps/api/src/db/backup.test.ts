import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { ReservationStatus } from '@app/contract';
import { createTestApp } from '../../test/app.ts';
import { bookableVenue, createCustomer, dateIn, paidBooking } from '../../test/bookings.ts';
import { serverUrlOf } from '../../test/database.ts';
import { startServer } from '../../test/net.ts';
import { createHost } from '../../test/venues.ts';
import { backupPglite, backupPostgres, readManifest, restoreBackup } from './backup.ts';
import { openDatabase, queryRows, quoteIdentifier } from './client.ts';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const temporary = (label: string) => fs.mkdtempSync(path.join(os.tmpdir(), `${label}-`));
const cleanup: string[] = [];
afterAll(() => {
  for (const dir of cleanup) fs.rmSync(dir, { recursive: true, force: true });
});

/*
 * Issue 12 B9: `npm run db:backup` / `npm run db:restore` round-trip a database with bookings and uploads, on the
 * embedded database and (with TEST_DATABASE_URL) on PostgreSQL.
 */
describe(`backup and restore (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, async () => {
  const context = await createTestApp();
  const { deps } = context;
  const host = await createHost(context);
  const venue = await bookableVenue(context, host, { rent: '35' });
  const guest = await createCustomer(context);
  const booking = await paidBooking(context, guest.auth, venue.uuid, dateIn(context, 2));
  const countOf = async (db: typeof deps.db, table: string) =>
    (await queryRows<{ n: number }>(db, sql.raw(`select count(*)::int as n from ${table}`)))[0]!.n;

  it('brings back the bookings, ledger and uploaded images as they were at the backup', async () => {
    const outDir = temporary('backups');
    cleanup.push(outDir);
    const serverUrl = serverUrlOf(deps.database);
    const folder = serverUrl
      ? await backupPostgres(serverUrl, context.dataDir, outDir)
      : await backupPglite(deps.database.pglite!, context.dataDir, outDir);
    const manifest = readManifest(folder);
    expect(manifest.files).toContain('uploads');
    const expected = {
      reservations: await countOf(deps.db, 'reservations'),
      transactions: await countOf(deps.db, 'transactions'),
      venueImages: await countOf(deps.db, 'venue_images'),
    };
    expect(expected.transactions).toBeGreaterThan(0);

    // Changes after the backup are gone after the restore.
    await deps.db.execute(
      sql`update reservations set status = ${ReservationStatus.CANCELLED} where id = ${booking.uuid}`,
    );

    const restoredDir = temporary('restored');
    cleanup.push(restoredDir);
    let restoredUrl: string | undefined;
    if (serverUrl) {
      const name = `restored_${crypto.randomBytes(5).toString('hex')}`;
      const admin = await openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL!, poolSize: 1 });
      await admin.db.execute(sql.raw(`create database ${quoteIdentifier(name)}`));
      await admin.close();
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      restoredUrl = url.toString();
    }
    await restoreBackup(folder, { dataDir: restoredDir, databaseUrl: restoredUrl });
    const restored = restoredUrl
      ? await openDatabase({ databaseUrl: restoredUrl, poolSize: 1 })
      : await openDatabase({ pgliteDir: path.join(restoredDir, 'pglite') });
    try {
      expect({
        reservations: await countOf(restored.db, 'reservations'),
        transactions: await countOf(restored.db, 'transactions'),
        venueImages: await countOf(restored.db, 'venue_images'),
      }).toEqual(expected);
      const [row] = await queryRows<{ status: number }>(
        restored.db,
        sql`select status from reservations where id = ${booking.uuid}`,
      );
      expect(row!.status).toBe(ReservationStatus.CONFIRMED);
      const images = await queryRows<{ path: string }>(restored.db, sql`select path from venue_images`);
      for (const image of images) expect(fs.existsSync(path.join(restoredDir, image.path))).toBe(true);
    } finally {
      await restored.close();
      if (restoredUrl) {
        const admin = await openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL!, poolSize: 1 });
        await admin.db
          .execute(
            sql.raw(`drop database if exists ${quoteIdentifier(new URL(restoredUrl).pathname.slice(1))} with (force)`),
          )
          .catch(() => undefined);
        await admin.close();
      }
    }
  });
});

describe('npm run db:backup against a running server, then db:restore', () => {
  it('snapshots the embedded database without stopping the server, and restores it once stopped', async () => {
    const dataDir = temporary('backup-server');
    cleanup.push(dataDir);
    const env = { ...process.env, DATA_DIR: dataDir, DEMO_DATA: 'false', DATABASE_URL: '', LOG_LEVEL: 'warn' };
    const server = await startServer({ dataDir, env: { DEMO_DATA: 'false', DATABASE_URL: '' } });
    try {
      const cli = (script: string) =>
        new Promise<{ code: number | null; output: string }>((resolve) => {
          const child = spawn(process.execPath, ['--import', 'tsx', script], { cwd: apiRoot, env });
          let output = '';
          child.stdout.on('data', (chunk) => (output += chunk));
          child.stderr.on('data', (chunk) => (output += chunk));
          child.once('exit', (code) => resolve({ code, output }));
        });
      const backup = await cli('src/db/backup.cli.ts');
      expect(backup.output).toContain('asking the running server');
      expect(backup.code, backup.output).toBe(0);
      const folder = /backup written to (.+)/.exec(backup.output)![1]!.trim();
      expect(readManifest(folder).database).toBe('pglite');

      const refused = await cli('src/db/restore.cli.ts');
      expect(refused.code).toBe(1);
      expect(refused.output).toContain('stop it first');
      await server.stop();
      const restored = await cli('src/db/restore.cli.ts');
      expect(restored.code, restored.output).toBe(0);
      expect(restored.output).toContain('restored the pglite backup');
      const database = await openDatabase({ pgliteDir: path.join(dataDir, 'pglite') });
      const [row] = await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from categories`);
      expect(row!.n).toBeGreaterThan(0);
      await database.close();
      expect(fs.readdirSync(dataDir).some((entry) => entry.startsWith('pglite.before-restore-'))).toBe(true);
    } finally {
      await server.stop({ signal: 'SIGKILL' });
    }
  }, 120_000);
});
