import type { TestProject } from 'vitest/node';
import { startServer, type ServerProcess } from '../../../scripts/server-process.mjs';
import { ensureWebBuild } from '../../../scripts/web-build.mjs';
import { spawnedServerDatabase } from '../../api/test/server-database.ts';
import { findBrowser } from './find-browser.mjs';
import { registerCustomer, type Account } from './registration.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
    /** The Chromium to drive, or null when none can run here (the browser tests are then skipped). */
    browserPath: string | null;
    /** accounts.e2e.test.ts's forgot-password account, registered (and sent its sign-up codes) once the server is up. */
    forgetful: { account: Account; registeredAt: number } | null;
  }
}

let server: ServerProcess | undefined;

/**
 * One real server (production build of the web app, a fresh database with demo data) for the browser tests: a new
 * database on the TEST_DATABASE_URL server when that is set (as in CI: native PostgreSQL seeds and answers for about
 * half the CPU of the embedded one, on a machine the browsers keep busy), else the server's own PGlite.
 */
export default async function setup(project: TestProject) {
  const browser = await findBrowser();
  if ('missing' in browser) {
    const warning =
      `\n!!! BROWSER TESTS SKIPPED: no Chromium can run on this machine (${browser.missing}). ` +
      'Install one (Debian: apt-get install chromium) or set CHROMIUM_PATH to a Chromium or Chrome binary.\n';
    console.warn(warning);
    project.provide('browserPath', null);
    project.provide('baseUrl', '');
    project.provide('dataDir', '');
    project.provide('forgetful', null);
    // Said again after the run, where it cannot scroll away.
    return () => console.warn(warning);
  }
  console.log(`browser tests: Chromium ${browser.version} from ${browser.source} (${browser.executablePath})`);
  project.provide('browserPath', browser.executablePath);

  // Reuses a build of the current sources (CI builds first, in its own step); builds when there is none.
  ensureWebBuild({ stdio: 'pipe' });

  const database = await spawnedServerDatabase();
  server = await startServer({
    label: 'e2e',
    timeoutMs: 180_000,
    env: {
      ...database.env,
      DEMO_DATA: 'true',
      AUTH_RATE_LIMIT: '1000',
      LOCATION_RATE_LIMIT: '100000',
    },
    // Ready means its demo data is in, open days included (listings answer before those are seeded).
    ready: async (url) => (await fetch(`${url}/api/v1/health/ready`)).ok,
  });
  const baseUrl = server.url;
  const dataDir = server.dataDir;
  project.provide('baseUrl', baseUrl);
  project.provide('dataDir', dataDir);
  // A code goes to one destination at most once a minute, so the reset code can be sent a minute after sign-up's:
  // registered here, the minute has usually passed by the time that test runs.
  const forgetful = await registerCustomer(baseUrl, 'Forgetful Guest', 'Sunny-Deck-42');
  project.provide('forgetful', { account: forgetful, registeredAt: Date.now() });

  return async () => {
    await server?.stop();
    await database.drop();
  };
}
