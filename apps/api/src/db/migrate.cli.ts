import path from 'node:path';
import { loadConfig } from '../config.ts';
import { migrateDatabase, openDatabase } from './client.ts';

const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  pgliteDir: path.join(config.dataDir, 'pglite'),
});
await migrateDatabase(database);
await database.close();
console.log(`migrations applied (${database.driver})`);
