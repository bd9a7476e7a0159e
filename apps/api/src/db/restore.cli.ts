import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { latestBackup, restoreBackup, runningServerOf } from './backup.ts';

/*
 * npm run db:restore [-- --from FOLDER]: brings a backup back (default: the newest under DATA_DIR/backups).
 * Stop the server first; the embedded database it replaces is kept as DATA_DIR/pglite.before-restore-<time>.
 */
const { values } = parseArgs({ options: { from: { type: 'string' } } });
const config = loadConfig();
const folder = values.from ? path.resolve(values.from) : latestBackup(path.join(config.dataDir, 'backups'));

async function main() {
  if (!folder) throw new Error('no backup found: pass --from <backup folder>');
  const server = runningServerOf(config.dataDir);
  if (server !== undefined) throw new Error(`the server (process ${server}) is using ${config.dataDir}: stop it first`);
  const manifest = await restoreBackup(folder, { dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  return manifest;
}

main().then(
  (manifest) => console.log(`restored the ${manifest.database} backup of ${manifest.createdAt} from ${folder}`),
  (error) => {
    console.error(`restore failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
