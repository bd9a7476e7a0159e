// `npm start`: build the web app when its sources changed since the last build, then run the API in production mode.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ensureWebBuild } from './web-build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
try {
  ensureWebBuild({ shellsOptional: true });
} catch (error) {
  console.error(`[start] ${error.message}`);
  process.exit(1);
}

const requireFromApi = createRequire(path.join(root, 'apps/api/package.json'));
const tsxLoader = pathToFileURL(requireFromApi.resolve('tsx')).href;
const server = spawn(process.execPath, ['--import', tsxLoader, path.join(root, 'apps/api/src/server.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: process.env.NODE_ENV || 'production' },
});

for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) {
  process.on(signal, () => {
    if (server.exitCode === null && server.signalCode === null) server.kill(signal);
  });
}

server.on('error', (error) => {
  console.error('[start] Could not start the API:', error.message);
  process.exit(1);
});

server.on('exit', (code, signal) => {
  process.exit(code ?? 128 + (os.constants.signals[signal] ?? 1));
});
