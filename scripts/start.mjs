// `npm start`: build the web app when its sources are newer than apps/web/dist, then run the API in production mode.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webDir = path.join(root, 'apps/web');
const builtIndex = path.join(webDir, 'dist/index.html');
const webInputs = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'packages/contract/src',
  'scripts/prerender-shells.mjs',
];

function newestModification(target) {
  let stat;
  try {
    stat = fs.statSync(target);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) {
    newest = Math.max(newest, newestModification(path.join(target, entry)));
  }
  return newest;
}

function webBuildIsStale() {
  if (!fs.existsSync(builtIndex)) return 'apps/web/dist/index.html is missing';
  const builtAt = fs.statSync(builtIndex).mtimeMs;
  const changed = webInputs.find((input) => newestModification(path.join(root, input)) > builtAt);
  return changed ? `${changed} changed since the last build` : undefined;
}

function buildWeb(reason) {
  const requireFromWeb = createRequire(path.join(webDir, 'package.json'));
  let viteBin;
  try {
    viteBin = path.join(path.dirname(requireFromWeb.resolve('vite/package.json')), 'bin/vite.js');
  } catch {
    // An install without dev dependencies can still run the API (and any web build shipped with it).
    console.warn(
      `[start] The web app needs a build (${reason}) but vite is not installed; run \`npm ci\` to build it.`,
    );
    return;
  }
  console.log(`[start] Building the web app (${reason})…`);
  const startedAt = performance.now();
  // A production bundle regardless of the NODE_ENV the server will run with.
  const result = spawnSync(process.execPath, [viteBin, 'build', '--logLevel', 'warn'], {
    cwd: webDir,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) {
    console.error('[start] The web build failed.');
    process.exit(result.status ?? 1);
  }
  // The public pages' first screens as HTML (skipped, with a warning, where no browser can run).
  const shells = spawnSync(process.execPath, [path.join(root, 'scripts/prerender-shells.mjs')], {
    cwd: root,
    stdio: 'inherit',
  });
  if (shells.status !== 0)
    console.warn('[start] Pre-rendering the first screens failed; pages start empty until their script runs.');
  console.log(`[start] Web app built in ${Math.round(performance.now() - startedAt)} ms`);
}

const staleReason = webBuildIsStale();
if (staleReason) buildWeb(staleReason);

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
