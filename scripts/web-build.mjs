// The web app's production build (vite, then the pre-rendered first screens), done only when its sources changed.
// A successful build leaves dist/.build-inputs, a hash of what it was built from; `npm start` and the browser tests'
// setup build only when that hash differs, so one CI run builds once (`npm run build`, then `npm test` reuses it).
// Usage: node scripts/web-build.mjs [--if-stale]
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webDir = path.join(root, 'apps/web');
const dist = path.join(webDir, 'dist');
const stampFile = path.join(dist, '.build-inputs');
const inputs = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/package.json',
  'packages/contract/src',
  'scripts/prerender-shells.mjs',
  'package-lock.json',
];
const withoutShells = 'without-shells';
// Unit tests are not part of the bundle: editing one does not need a new build.
const isTest = (name) => /\.test\.[cm]?[jt]sx?$/.test(name);

function hashInto(hash, relative) {
  const absolute = path.join(root, relative);
  let stat;
  try {
    stat = fs.statSync(absolute);
  } catch {
    hash.update(`missing ${relative}\n`);
    return;
  }
  if (stat.isDirectory()) {
    for (const entry of fs.readdirSync(absolute).sort()) {
      if (!isTest(entry)) hashInto(hash, path.posix.join(relative, entry));
    }
    return;
  }
  hash.update(`${relative} ${stat.size}\n`);
  hash.update(fs.readFileSync(absolute));
}

/** A hash of every file the web build reads from this repository (dependencies through the lock file). */
export function webSourcesHash() {
  const hash = crypto.createHash('sha256');
  for (const input of inputs) hashInto(hash, input);
  return hash.digest('hex');
}

/**
 * Why the web app needs a build, or undefined when dist was built from the current sources. A build whose first
 * screens could not be pre-rendered counts as stale unless `shellsOptional`.
 */
export function webBuildIsStale({ shellsOptional = false } = {}) {
  if (!fs.existsSync(path.join(dist, 'index.html'))) return 'apps/web/dist/index.html is missing';
  let built;
  try {
    built = fs.readFileSync(stampFile, 'utf8').trim().split(' ');
  } catch {
    return 'apps/web/dist was not built by scripts/web-build.mjs';
  }
  if (built[0] !== webSourcesHash()) return 'its sources changed since the last build';
  if (built[1] === withoutShells && !shellsOptional) return 'the last build has no pre-rendered first screens';
  return undefined;
}

/**
 * Builds the web app (production bundle whatever NODE_ENV says), then pre-renders the first screens. Throws when a
 * step fails; with `shellsOptional` a failed pre-render only warns (the server then sends index.html as before).
 * Returns false when vite is not installed (an install without dev dependencies).
 */
export function buildWeb({ reason = 'requested', shellsOptional = false, stdio = 'inherit' } = {}) {
  const requireFromWeb = createRequire(path.join(webDir, 'package.json'));
  let viteBin;
  try {
    viteBin = path.join(path.dirname(requireFromWeb.resolve('vite/package.json')), 'bin/vite.js');
  } catch {
    console.warn(`[web-build] The web app needs a build (${reason}) but vite is not installed; run \`npm ci\`.`);
    return false;
  }
  console.log(`[web-build] Building the web app (${reason})…`);
  const startedAt = performance.now();
  const sources = webSourcesHash();
  const env = { ...process.env, NODE_ENV: 'production' };
  const run = (args, cwd) => spawnSync(process.execPath, args, { cwd, stdio, env, encoding: 'utf8' });
  const failure = (step, result) =>
    new Error(`${step} failed (exit ${result.status}):\n${result.stdout ?? ''}\n${result.stderr ?? ''}`.trim());

  const vite = run([viteBin, 'build', '--logLevel', 'warn'], webDir);
  if (vite.status !== 0) throw failure('the web build', vite);
  const shells = run([path.join(root, 'scripts/prerender-shells.mjs')], root);
  if (shells.status !== 0) {
    if (!shellsOptional) throw failure('pre-rendering the first screens', shells);
    console.warn('[web-build] Pre-rendering the first screens failed; pages start empty until their script runs.');
  }
  fs.writeFileSync(stampFile, `${sources}${shells.status === 0 ? '' : ` ${withoutShells}`}\n`);
  console.log(`[web-build] Web app built in ${Math.round(performance.now() - startedAt)} ms`);
  return true;
}

/** Builds only when dist is missing or was built from other sources. */
export function ensureWebBuild(options = {}) {
  const reason = webBuildIsStale(options);
  if (!reason) return false;
  return buildWeb({ ...options, reason });
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  try {
    const reason = process.argv.includes('--if-stale') ? webBuildIsStale() : 'requested';
    if (reason) {
      if (!buildWeb({ reason })) process.exit(1);
    } else {
      console.log('[web-build] apps/web/dist is up to date');
    }
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
