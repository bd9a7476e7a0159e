import path from 'node:path';
import { loadConfig } from '../config.ts';
import { createLogger } from '../deps.ts';
import { createLocalStorage } from '../lib/storage.ts';
import { migrateDatabase, openDatabase } from '../db/client.ts';
import { seedDemoData } from './seed.ts';
import { seedReferenceData } from './seed-reference.ts';

/** `npm run db:seed`: reference data, plus the demo content unless DEMO_DATA=false. */
const config = loadConfig();
const log = createLogger(config);
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  pgliteDir: path.join(config.dataDir, 'pglite'),
});
try {
  await migrateDatabase(database);
  await seedReferenceData(database.db);
  if (config.demoData) await seedDemoData({ db: database.db, storage: createLocalStorage(config.dataDir) });
  log.info({ demo: config.demoData }, 'seed complete');
} finally {
  await database.close();
}
