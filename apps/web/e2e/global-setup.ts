import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { findBrowser } from './find-browser.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
    /** The Chromium to drive, or null when none can run here (the browser tests are then skipped). */
    browserPath: string | null;
  }
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitFor(check: () => Promise<boolean>, what: string, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`timed out waiting for ${what}`);
}

let server: ChildProcess | undefined;
let dataDir = '';

/** One real server (production build of the web app, fresh PGlite database with demo data) for the browser tests. */
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
    // Said again after the run, where it cannot scroll away.
    return () => console.warn(warning);
  }
  console.log(`browser tests: Chromium ${browser.version} from ${browser.source} (${browser.executablePath})`);
  project.provide('browserPath', browser.executablePath);

  // Vitest sets NODE_ENV=test, which would make Vite build React's development bundle.
  const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], {
    cwd: root,
    stdio: 'pipe',
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (build.status !== 0) throw new Error(`web build failed:\n${build.stdout}\n${build.stderr}`);

  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hourly-e2e-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const output: string[] = [];
  server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: baseUrl,
      DATABASE_URL: '',
      DEMO_DATA: 'true',
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT: '1000',
      LOCATION_RATE_LIMIT: '100000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const exited = new Promise<never>((_, reject) =>
    server?.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${output.join('')}`))),
  );
  await Promise.race([
    exited,
    waitFor(
      async () => {
        const response = await fetch(`${baseUrl}/api/v1/venue/viewall/public?limit=1&page=1`);
        const body = (await response.json()) as { count?: number };
        return response.ok && (body.count ?? 0) > 0;
      },
      'the server and its demo data',
      180_000,
    ),
  ]);
  project.provide('baseUrl', baseUrl);
  project.provide('dataDir', dataDir);

  return async () => {
    if (server && server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((resolve) => server?.once('exit', resolve));
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
