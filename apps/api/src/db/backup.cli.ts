import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { backupPglite, backupPostgres, latestBackup, runningServerOf } from './backup.ts';
import { openDatabase } from './client.ts';

/*
 * npm run db:backup [-- --out DIR]: a consistent snapshot of the embedded database (or pg_dump of DATABASE_URL)
 * plus DATA_DIR's files, in a new folder under DIR (default DATA_DIR/backups). With the embedded database in use
 * by a running server, that server writes the snapshot itself (asked with SIGUSR2), so no downtime is needed.
 */
const { values } = parseArgs({ options: { out: { type: 'string' } } });
const config = loadConfig();
const outDir = path.resolve(values.out ?? path.join(config.dataDir, 'backups'));

async function main() {
  if (config.databaseUrl) return backupPostgres(config.databaseUrl, config.dataDir, outDir);
  const server = runningServerOf(config.dataDir);
  if (server === undefined) {
    const database = await openDatabase({ pgliteDir: path.join(config.dataDir, 'pglite') });
    try {
      return await backupPglite(database.pglite!, config.dataDir, outDir);
    } finally {
      await database.close();
    }
  }
  // The running server writes into DATA_DIR/backups; the folder is moved to --out afterwards.
  const serverDir = path.join(config.dataDir, 'backups');
  const before = latestBackup(serverDir);
  console.log(`asking the running server (process ${server}) for a snapshot`);
  process.kill(server, 'SIGUSR2');
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const latest = latestBackup(serverDir);
    if (latest && latest !== before) {
      if (path.resolve(serverDir) === outDir) return latest;
      fs.mkdirSync(outDir, { recursive: true });
      const target = path.join(outDir, path.basename(latest));
      fs.cpSync(latest, target, { recursive: true });
      fs.rmSync(latest, { recursive: true, force: true });
      return target;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server did not write a backup into ${serverDir} within 2 minutes (see its log)`);
}

main().then(
  (folder) => console.log(`backup written to ${folder}`),
  (error) => {
    console.error(`backup failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
