// The API as a real process for black-box tests, browser tests, benchmarks and Lighthouse: a free port, its own
// DATA_DIR, production mode, and a promise that resolves once /api/v1/health answers. Types: server-process.d.mts.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const entries = {
  server: ['--import', 'tsx', 'apps/api/src/server.ts'],
  start: ['scripts/start.mjs'],
};

/** A port nothing listens on right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Spawns the server without waiting for it (see startServer). */
export async function spawnServer({
  entry = 'server',
  env = {},
  dataDir,
  label = 'server',
  nodeFlags = [],
  echo = false,
  port,
} = {}) {
  port ??= await freePort();
  const ownDataDir = !dataDir;
  dataDir ??= fs.mkdtempSync(path.join(os.tmpdir(), `hourly-${label}-`));
  const url = `http://127.0.0.1:${port}`;
  const startedAt = performance.now();
  const child = spawn(process.execPath, [...nodeFlags, ...entries[entry]], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
    if (echo === true) process.stdout.write(chunk);
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
    if (echo) process.stderr.write(chunk);
  });
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal)));
  const running = () => child.exitCode === null && child.signalCode === null;
  const stop = async ({ signal = 'SIGTERM', graceMs = 10_000 } = {}) => {
    if (running()) {
      child.kill(signal);
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      await exited;
      clearTimeout(timer);
    }
    if (ownDataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    return exited;
  };
  return {
    url,
    port,
    pid: child.pid,
    dataDir,
    child,
    exited,
    startedAt,
    output: () => output,
    stop,
  };
}

/**
 * Spawns the server and resolves once GET /api/v1/health answers 200 and `ready` (if given) resolves true; rejects
 * with the output's tail when it exits or times out first (the process is then stopped). `upMs` is when health first
 * answered, `readyMs` when `ready` did too.
 */
export async function startServer({ timeoutMs = 60_000, ready, ...options } = {}) {
  const server = await spawnServer(options);
  const deadline = Date.now() + timeoutMs;
  const fail = async (why) => {
    await server.stop({ signal: 'SIGKILL' });
    throw new Error(`${options.label ?? 'server'} ${why}:\n${server.output().slice(-3000)}`);
  };
  const answers = async (check) => {
    try {
      return await check();
    } catch {
      return false;
    }
  };
  const healthy = async () => (await fetch(`${server.url}/api/v1/health`)).ok;
  // Health is polled often (startup times are measured by it); `ready` is a real request, polled gently.
  let upMs;
  for (let up = false, pause = 25; ;) {
    if (!up && (await answers(healthy))) [up, pause, upMs] = [true, 250, performance.now() - server.startedAt];
    if (up && (!ready || (await answers(() => ready(server.url))))) break;
    const { exitCode, signalCode } = server.child;
    if (exitCode !== null || signalCode !== null)
      await fail(`exited with ${exitCode ?? signalCode} before it was ready`);
    if (Date.now() > deadline) await fail(`was not ready within ${timeoutMs} ms`);
    await Promise.race([new Promise((resolve) => setTimeout(resolve, pause)), server.exited]);
  }
  return { ...server, upMs, readyMs: performance.now() - server.startedAt };
}
