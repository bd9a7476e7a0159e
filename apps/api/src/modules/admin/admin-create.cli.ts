import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../../config.ts';
import { migrateDatabase, openDatabase } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { ensureAdmin } from './admin.service.ts';

const { values } = parseArgs({ options: { email: { type: 'string' }, password: { type: 'string' } } });
if (!values.email || !values.password) {
  console.error('Usage: npm run admin:create -- --email admin@example.com --password "A-Strong-Passw0rd"');
  process.exit(2);
}
const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  pgliteDir: path.join(config.dataDir, 'pglite'),
});
try {
  await migrateDatabase(database);
  const result = await ensureAdmin(database.db, {
    email: values.email,
    password: values.password,
    resetPassword: true,
  });
  console.log(
    result.created ? `Admin ${values.email} created.` : `Account ${values.email} is now an admin; password updated.`,
  );
} catch (error) {
  console.error(error instanceof AppError ? `Cannot create admin: ${error.message}` : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
