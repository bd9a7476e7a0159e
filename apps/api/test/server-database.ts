import crypto from 'node:crypto';
import pg from 'pg';

/**
 * A new, empty database on the PostgreSQL server of `serverUrl` (TEST_DATABASE_URL) for tests that spawn real API
 * processes on it: nothing migrated, nothing cloned. `run` sends SQL to the database of `serverUrl`, `runIn` to the new one.
 */
export async function createEmptyServerDatabase(serverUrl: string) {
  const name = `app_test_${crypto.randomBytes(6).toString('hex')}`;
  const runOn =
    (connectionString: string) =>
    async <T extends pg.QueryResultRow>(text: string, values?: unknown[]) => {
      const client = new pg.Client({ connectionString });
      await client.connect();
      try {
        return (await client.query<T>(text, values)).rows;
      } finally {
        await client.end();
      }
    };
  const run = runOn(serverUrl);
  await run(`create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    run,
    /** SQL in this database. */
    runIn: runOn(url.toString()),
    /** Ends every backend of this database (and only of it), as an operator or a failover would. */
    terminateBackends: () =>
      run<{ ended: boolean }>(
        'select pg_terminate_backend(pid) as ended from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [name],
      ),
    drop: () => run(`drop database if exists "${name}" with (force)`),
  };
}

/**
 * The database for a spawned API process: a new empty one on the TEST_DATABASE_URL server (dropped by `drop`), or,
 * without that variable, the process's own embedded one (DATABASE_URL set empty, so none is inherited).
 */
export async function spawnedServerDatabase(): Promise<{ env: Record<string, string>; drop: () => Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return { env: { DATABASE_URL: '' }, drop: async () => {} };
  const database = await createEmptyServerDatabase(serverUrl);
  return { env: { DATABASE_URL: database.url }, drop: async () => void (await database.drop()) };
}
