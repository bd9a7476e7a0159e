import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import { buildApp, type App } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { createDeps, closeDeps, type Deps, type CreateDepsOverrides } from '../src/deps.ts';
import { createManualClock } from '../src/lib/clock.ts';
import { seedReferenceData } from '../src/seed/seed-reference.ts';
import { createServices, type Services } from '../src/modules/services.ts';
import type { DatabaseHandle } from '../src/db/client.ts';
import { createTestDatabase } from './database.ts';
import { keepHandlerPayload, rejectDoubleEnvelope, rejectSchemaChangedBody } from './envelope.ts';

export interface TestContext {
  app: App;
  deps: Deps;
  /** The app's own services, from the composition root. */
  services: Services;
  dataDir: string;
  clock: ReturnType<typeof createManualClock>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  overrides?: Omit<CreateDepsOverrides, 'database' | 'clock'>;
  /** Seed categories, amenities and policies (default true). */
  reference?: boolean;
  /** What the app gets instead of its fresh database handle (a test watching the statements of a lane, say). */
  wrapDatabase?: (database: DatabaseHandle) => DatabaseHandle;
  /** A migrated database of the test's own (a private PostgreSQL cluster) instead of a fresh one; closed with the app. */
  database?: DatabaseHandle;
}

/** A full app on its own fresh database and data dir; closed automatically after the file. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestContext> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    DEMO_DATA: 'false',
    AUTH_RATE_LIMIT: '1000',
    ...options.env,
  });
  const fresh = options.database ?? (await createTestDatabase());
  const database = options.wrapDatabase ? options.wrapDatabase(fresh) : fresh;
  const clock = createManualClock(new Date());
  const deps = await createDeps(config, { ...options.overrides, database, clock });
  if (options.reference !== false) await seedReferenceData(deps.db);
  const services = createServices(deps);
  const app = await buildApp(deps, services);
  app.addHook('onSend', rejectDoubleEnvelope);
  app.addHook('preSerialization', keepHandlerPayload);
  app.addHook('onSend', rejectSchemaChangedBody);
  await app.ready();
  let closed = false;
  const context: TestContext = {
    app,
    deps,
    services,
    dataDir,
    clock,
    async close() {
      if (closed) return;
      closed = true;
      await app.close();
      await closeDeps(deps);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
  afterAll(() => context.close());
  return context;
}
