import path from 'node:path';
import { buildApp } from './app.ts';
import { backupPglite } from './db/backup.ts';
import { ConfigError, loadConfig } from './config.ts';
import { closeDeps, createDeps } from './deps.ts';
import { DataDirLockedError } from './db/lock.ts';
import { seedOnBoot } from './seed/seed.ts';
import { createServices, ensureRecurringJobs } from './modules/services.ts';
import { trackConnections } from './lib/connections.ts';

const SHUTDOWN_GRACE_MS = 5_000;

async function main() {
  const startedAt = performance.now();
  const config = loadConfig();
  const deps = await createDeps(config);
  const seedDemo = await seedOnBoot(deps, { deferDemo: true });
  const services = createServices(deps);
  const app = await buildApp(deps, services);
  const connections = trackConnections(app.server);
  // Liveness answers as soon as the server listens; readiness waits for this work (demo data included).
  const startup = (async () => {
    await seedDemo();
    await ensureRecurringJobs(deps);
    deps.jobs.start();
    services.openDays.start();
    await deps.events.start();
  })();
  services.health.startingUntil(startup);
  await app.listen({ port: config.port, host: config.host });
  await startup;
  deps.log.info(
    { url: config.publicUrl, database: deps.database.driver, startupMs: Math.round(performance.now() - startedAt) },
    'server ready',
  );

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    deps.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    // In-flight requests get a few seconds to finish; idle and half-open connections are closed at once.
    const grace = setTimeout(() => connections.destroyAll(), SHUTDOWN_GRACE_MS);
    grace.unref();
    try {
      const closing = app.close();
      connections.drain();
      await closing;
      clearTimeout(grace);
      await services.openDays.stop();
      await closeDeps(deps);
      deps.log.info({ signal }, 'stopped');
      process.exit(0);
    } catch (error) {
      deps.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  // `npm run db:backup` asks a running server on the embedded database for a snapshot (it holds the only connection).
  process.on('SIGUSR2', () => {
    if (!deps.database.pglite) return;
    backupPglite(deps.database.pglite, config.dataDir, path.join(config.dataDir, 'backups')).then(
      (folder) => deps.log.info({ folder }, 'backup written'),
      (error) => deps.log.error({ err: error }, 'backup failed'),
    );
  });
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
