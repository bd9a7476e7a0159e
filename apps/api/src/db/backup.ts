import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { PGlite } from '@electric-sql/pglite';
import { createPglite } from './client.ts';
import { acquireDataDirLock, DataDirLockedError, lockHolderOf } from './lock.ts';

const run = promisify(execFile);

/**
 * A backup is a folder: `manifest.json`, the database (`database.tar.gz`, a snapshot of the embedded database, or
 * `database.pgdump`, pg_dump's custom format), and `files/`: everything else DATA_DIR keeps that the database
 * refers to (uploaded images, the JWT and Web Push keys). The test-mode card provider's state is in the database.
 */
export interface BackupManifest {
  format: 1;
  createdAt: string;
  database: 'pglite' | 'postgres';
  databaseFile: string;
  files: string[];
}

/** What DATA_DIR holds besides the embedded database; backups never include other backups or the lock. */
const SKIPPED = new Set(['pglite', 'pglite.lock', 'backups']);

const stamp = (date: Date) => date.toISOString().replace(/[:.]/g, '-');

function copyDataFiles(dataDir: string, target: string) {
  const copied: string[] = [];
  if (!fs.existsSync(dataDir)) return copied;
  for (const entry of fs.readdirSync(dataDir)) {
    if (SKIPPED.has(entry) || entry.startsWith('pglite.before-restore-') || entry.endsWith('.tmp')) continue;
    fs.cpSync(path.join(dataDir, entry), path.join(target, entry), { recursive: true });
    copied.push(entry);
  }
  return copied;
}

function writeManifest(folder: string, manifest: BackupManifest) {
  fs.writeFileSync(path.join(folder, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
}

/** Writes a backup of an open embedded database (a consistent snapshot: PGlite runs one statement at a time). */
export async function backupPglite(pglite: PGlite, dataDir: string, outDir: string, now = new Date()) {
  const folder = path.join(outDir, stamp(now));
  fs.mkdirSync(path.join(folder, 'files'), { recursive: true });
  const snapshot = await pglite.dumpDataDir('gzip');
  fs.writeFileSync(path.join(folder, 'database.tar.gz'), Buffer.from(await snapshot.arrayBuffer()));
  const files = copyDataFiles(dataDir, path.join(folder, 'files'));
  writeManifest(folder, {
    format: 1,
    createdAt: now.toISOString(),
    database: 'pglite',
    databaseFile: 'database.tar.gz',
    files,
  });
  return folder;
}

/** pg_dump of a server database (consistent: pg_dump reads one snapshot), plus DATA_DIR's files. */
export async function backupPostgres(databaseUrl: string, dataDir: string, outDir: string, now = new Date()) {
  const folder = path.join(outDir, stamp(now));
  fs.mkdirSync(path.join(folder, 'files'), { recursive: true });
  await run('pg_dump', ['--format=custom', '--no-owner', '--file', path.join(folder, 'database.pgdump'), databaseUrl]);
  const files = copyDataFiles(dataDir, path.join(folder, 'files'));
  writeManifest(folder, {
    format: 1,
    createdAt: now.toISOString(),
    database: 'postgres',
    databaseFile: 'database.pgdump',
    files,
  });
  return folder;
}

export function readManifest(folder: string): BackupManifest {
  const file = path.join(folder, 'manifest.json');
  if (!fs.existsSync(file)) throw new Error(`${folder} is not a backup (no manifest.json)`);
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as BackupManifest;
  if (manifest.format !== 1) throw new Error(`Unknown backup format ${String(manifest.format)}`);
  return manifest;
}

/** The newest backup folder under `outDir`, if any. */
export function latestBackup(outDir: string) {
  if (!fs.existsSync(outDir)) return undefined;
  const folders = fs
    .readdirSync(outDir)
    .filter((entry) => fs.existsSync(path.join(outDir, entry, 'manifest.json')))
    .sort();
  return folders.length ? path.join(outDir, folders.at(-1)!) : undefined;
}

function restoreFiles(folder: string, manifest: BackupManifest, dataDir: string) {
  fs.mkdirSync(dataDir, { recursive: true });
  for (const entry of manifest.files) {
    fs.rmSync(path.join(dataDir, entry), { recursive: true, force: true });
    fs.cpSync(path.join(folder, 'files', entry), path.join(dataDir, entry), { recursive: true });
  }
}

/**
 * Restores a backup into DATA_DIR (and DATABASE_URL for a server backup). The embedded database must not be in
 * use: the lock is taken for the whole restore. The database it replaces is kept as `pglite.before-restore-<time>`.
 */
export async function restoreBackup(folder: string, options: { dataDir: string; databaseUrl?: string }) {
  const manifest = readManifest(folder);
  if (manifest.database === 'postgres') {
    if (!options.databaseUrl) throw new Error('This backup is of a PostgreSQL server: set DATABASE_URL to restore it');
    // pg_restore runs with an empty search_path, where earthdistance's ll_to_earth() (used by the location index)
    // cannot find its `earth` type. The restore script is therefore written out, given search_path public, and run
    // by psql in one transaction: all or nothing.
    const script = path.join(os.tmpdir(), `hourly-restore-${process.pid}-${Date.now()}.sql`);
    try {
      await run('pg_restore', [
        '--clean',
        '--if-exists',
        '--no-owner',
        '--file',
        script,
        path.join(folder, manifest.databaseFile),
      ]);
      const text = fs
        .readFileSync(script, 'utf8')
        .replaceAll("SELECT pg_catalog.set_config('search_path', '', false);", 'SET search_path = public, pg_catalog;');
      fs.writeFileSync(script, text);
      await run(
        'psql',
        [
          '--quiet',
          '--no-psqlrc',
          '-v',
          'ON_ERROR_STOP=1',
          '--single-transaction',
          '--file',
          script,
          options.databaseUrl,
        ],
        {
          maxBuffer: 64 * 1024 * 1024,
        },
      );
    } finally {
      fs.rmSync(script, { force: true });
    }
    restoreFiles(folder, manifest, options.dataDir);
    return manifest;
  }
  if (options.databaseUrl) {
    throw new Error('This backup is of the embedded database: unset DATABASE_URL to restore it');
  }
  const pgliteDir = path.join(options.dataDir, 'pglite');
  const release = acquireDataDirLock(pgliteDir);
  try {
    if (fs.existsSync(pgliteDir)) fs.renameSync(pgliteDir, `${pgliteDir}.before-restore-${stamp(new Date())}`);
    const snapshot = new Blob([fs.readFileSync(path.join(folder, manifest.databaseFile))]);
    const pglite = await createPglite(pgliteDir, snapshot);
    await pglite.query('select 1');
    await pglite.close();
    restoreFiles(folder, manifest, options.dataDir);
  } finally {
    release();
  }
  return manifest;
}

/** The process holding the embedded database, if a server is running on this DATA_DIR. */
export function runningServerOf(dataDir: string) {
  return lockHolderOf(path.join(dataDir, 'pglite'));
}

export { DataDirLockedError };
