import { afterAll, describe, expect, it } from 'vitest';
import { spawnServer, type ServerProcess } from '../../test/net.ts';
import { createEmptyServerDatabase } from '../../test/server-database.ts';
import { DEMO_LISTINGS } from '../seed/demo/listings.ts';

const serverUrl = process.env.TEST_DATABASE_URL;

/**
 * Three real API processes started at once on one fresh PostgreSQL database (docs/decisions/031): one migrates and
 * seeds, the others wait for it and find the work done. Needs a server (PGlite is one process per data dir).
 */
describe.runIf(Boolean(serverUrl))('three processes started at once on a fresh database', () => {
  const servers: ServerProcess[] = [];
  let database: Awaited<ReturnType<typeof createEmptyServerDatabase>> | undefined;
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop({ signal: 'SIGKILL' })));
    await database?.drop();
  });

  it('all become ready; migrations, demo data and recurring jobs are applied once', async () => {
    database = await createEmptyServerDatabase(serverUrl!);
    const env = { DATABASE_URL: database.url, DEMO_DATA: 'true', LOG_LEVEL: 'info' };
    servers.push(...(await Promise.all([1, 2, 3].map((n) => spawnServer({ env, label: `race-${n}` })))));

    const readyWithin = async (server: ServerProcess, deadline: number) => {
      while (Date.now() < deadline) {
        if (server.child.exitCode !== null || server.child.signalCode !== null) return 'exited';
        const answer = await fetch(`${server.url}/api/v1/health/ready`).catch(() => undefined);
        if (answer?.status === 200) return 'ready';
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      return 'timed out';
    };
    // A fresh database migrated and seeded with demo pictures takes over a minute on a machine running other suites.
    const deadline = Date.now() + 240_000;
    const outcomes = await Promise.all(servers.map((server) => readyWithin(server, deadline)));
    const failed = servers.filter((_, index) => outcomes[index] !== 'ready');
    expect(
      outcomes,
      failed.map((server) => server.output().slice(-1500)).join('\n----\n') || 'every process became ready',
    ).toEqual(['ready', 'ready', 'ready']);

    const [counts] = await database.runIn<{ migrations: number; venues: number; hosts: number; doubled: number }>(
      `select (select count(*)::int from drizzle.__drizzle_migrations) as migrations,
              (select count(*)::int from venues) as venues,
              (select count(*)::int from users where email = 'host@hourlyspaces.test') as hosts,
              (select count(*)::int from (select kind from jobs where done_at is null and failed_at is null
                group by kind having count(*) > 1) as kinds) as doubled`,
    );
    const journal = (await import('./migrations/meta/_journal.json', { with: { type: 'json' } })).default;
    expect(counts).toEqual({ migrations: journal.entries.length, venues: DEMO_LISTINGS.length, hosts: 1, doubled: 0 });
    expect(servers.filter((server) => /waiting for it/.test(server.output())).length).toBeGreaterThan(0);
  }, 300_000);
});
