// `npm test`: every suite, as separate Vitest processes run a few at a time, so a 2-core machine stays busy to the end.
// - The browser tests in BROWSER_SHARDS shards, each with its own server on its own fresh database with demo data (so
//   shards share no data), their files split by their measured times (scripts/test-durations.json).
// - The API suite once per database it must run on: on PGlite when TEST_DATABASE_URL is unset; when it is set, the
//   whole suite on that PostgreSQL server and, again on PGlite, only the files whose subject is the embedded database
//   (EMBEDDED_FILES: the driver, migrations, backups, demo data, live events, the npm start journey). The whole suite
//   runs in API_SHARDS shards split by measured times: many of its files wait on real processes, restarts and
//   timers, so one serial run was the longest part of `npm test` (627 s of its 655).
// - The web and contract suites in WEB_SHARDS shards of about equal size.
// At most NPM_TEST_JOBS (default: cores + 2, as the browser and API shards spend much of their time waiting on a
// browser, a server or a timer) processes run at once, started in the order above; each one's output is
// printed under its heading once it is done, and the summary line sums theirs.
// With arguments (`npm test -- apps/web/src/lib`) it is plain `vitest run` with them.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureWebBuild } from './web-build.mjs';

// eslint-disable-next-line no-control-regex -- the escape that starts a terminal colour code
const ansiColour = /\x1b\[[0-9;]*m/g;
const root = path.resolve(import.meta.dirname, '..');
const vitest = path.join(root, 'node_modules/vitest/vitest.mjs');
const args = process.argv.slice(2);
const BROWSER_SHARDS = Math.max(1, Number(process.env.NPM_TEST_BROWSER_SHARDS ?? 2) || 2);
const API_SHARDS = 2;
const WEB_SHARDS = 3;
const JOBS = Math.max(1, Number(process.env.NPM_TEST_JOBS ?? os.availableParallelism() + 2) || 1);
// Their subject is the embedded database itself (apps/api/src/db/client.ts's PGlite driver, its LISTEN/NOTIFY, lock
// and backups) or the default `npm start` path on it; every other API file tests SQL that PGlite runs as PostgreSQL.
// (src/server.test.ts is not here: its server processes run on PGlite whatever TEST_DATABASE_URL says.)
const EMBEDDED_FILES = [
  'src/db/',
  'src/seed/',
  'src/booking-flow.test.ts',
  'src/deps.test.ts',
  'src/modules/events/events.test.ts',
  'src/modules/events/hub.test.ts',
  'src/lib/payments/test-mode-store.test.ts',
];
const env = { ...process.env, ...(process.stdout.isTTY ? { FORCE_COLOR: '1' } : {}) };

/** Test files under `dirs` (relative to the repository) whose names match `pattern`, with their sizes in bytes. */
function testFiles(dirs, pattern) {
  return dirs.flatMap((dir) =>
    fs
      .readdirSync(path.join(root, dir), { recursive: true })
      .filter((name) => pattern.test(name))
      .map((name) => {
        const file = path.posix.join(dir, name.split(path.sep).join('/'));
        return { file, size: fs.statSync(path.join(root, file)).size };
      }),
  );
}

/** `files` in `count` lists of about equal weight: the heaviest first, each to the lightest list so far. */
function balance(files, count, weightOf) {
  const lists = Array.from({ length: count }, () => ({ weight: 0, files: [] }));
  const weighed = files.map((file) => ({ file, weight: weightOf(file) }));
  for (const { file, weight } of weighed.sort((a, b) => b.weight - a.weight || a.file.localeCompare(b.file))) {
    const lightest = lists.reduce((least, list) => (list.weight < least.weight ? list : least));
    lightest.weight += weight;
    lightest.files.push(file);
  }
  return lists.map((list) => list.files).filter((list) => list.length > 0);
}

/**
 * `files` in `count` shards by their seconds in scripts/test-durations.json's `table` (keyed by `keyOf(file)`; a file
 * not listed there weighs the median). Vitest's own `--shard` splits by count, which gave one browser shard 329 s of
 * tests and the other 195 s.
 */
function timedShards(files, count, table, keyOf) {
  const durations = JSON.parse(fs.readFileSync(path.join(root, 'scripts/test-durations.json'), 'utf8'))[table];
  const known = Object.values(durations).sort((a, b) => a - b);
  const median = known[Math.floor(known.length / 2)] ?? 1;
  return balance(files, count, (file) => durations[keyOf(file)] ?? median);
}

const browserShards = (count) =>
  timedShards(
    testFiles(['apps/web/e2e'], /\.e2e\.test\.ts$/).map(({ file }) => file),
    count,
    'browser',
    (file) => path.posix.basename(file),
  );

/** The API suite's files (relative to apps/api, as its Vitest project names them) in `count` shards. */
const apiShards = (count) =>
  timedShards(
    testFiles(['apps/api/src', 'apps/api/test'], /\.test\.ts$/).map(({ file }) => file.replace(/^apps\/api\//, '')),
    count,
    'api',
    (file) => file,
  );

/** The web and contract test files in `count` shards of about equal size in bytes. */
function webShards(count) {
  const files = testFiles(['apps/web/src', 'packages/contract/src'], /\.test\.tsx?$/);
  const sizes = new Map(files.map(({ file, size }) => [file, size]));
  return balance([...sizes.keys()], count, (file) => sizes.get(file));
}

if (args.length) {
  const child = spawn(process.execPath, [vitest, 'run', ...args], { stdio: 'inherit', env });
  child.on('close', (code) => process.exit(code ?? 1));
} else {
  const started = Date.now();
  const elapsed = () => `${Math.round((Date.now() - started) / 1000)} s`;
  const logDir = fs.mkdtempSync(path.join(os.tmpdir(), 'npm-test-'));
  const serverUrl = process.env.TEST_DATABASE_URL;
  const { TEST_DATABASE_URL: _unset, ...pgliteEnv } = env;

  const jobs = [
    ...browserShards(BROWSER_SHARDS).map((files, index, all) => ({
      name: `browser tests, shard ${index + 1} of ${all.length}`,
      args: ['--project', 'e2e', ...files],
    })),
    ...apiShards(API_SHARDS).map((files, index, all) => ({
      name: `API suite on ${serverUrl ? 'PostgreSQL (TEST_DATABASE_URL)' : 'PGlite'}, shard ${index + 1} of ${all.length}`,
      args: ['--project', 'api', '--maxWorkers=1', ...files.map((file) => `apps/api/${file}`)],
    })),
    ...(serverUrl
      ? [
          {
            name: 'API files on the embedded database (PGlite)',
            args: ['--project', 'api', '--maxWorkers=1', ...EMBEDDED_FILES],
            env: pgliteEnv,
          },
        ]
      : []),
    ...webShards(WEB_SHARDS).map((files, index, all) => ({
      name: `web and contract suites, shard ${index + 1} of ${all.length}`,
      args: ['--project', 'web', '--project', 'contract', '--maxWorkers=1', ...files],
    })),
  ];

  console.log(
    `npm test: ${jobs.length} Vitest runs, at most ${JOBS} at once (${serverUrl ? 'API on PostgreSQL and PGlite' : 'API on PGlite'}); ` +
      'each run is printed once it is done.\n',
  );
  // Built here once (when the sources changed), so the browser shards' setups find it ready instead of building it.
  ensureWebBuild();

  /** Runs one job's `vitest run` into its log; resolves with its exit code and times. */
  const runJob = (job, index) =>
    new Promise((resolve) => {
      const log = path.join(logDir, `${index}.log`);
      const fd = fs.openSync(log, 'w');
      const startedAfter = elapsed();
      const child = spawn(process.execPath, [vitest, 'run', ...job.args], {
        stdio: ['ignore', fd, fd],
        env: job.env ?? env,
      });
      child.on('close', (code, signal) => {
        fs.closeSync(fd);
        const finishedAfter = elapsed();
        const result = { ...job, code: code ?? (signal ? 1 : 0), log, startedAfter, finishedAfter };
        console.log(
          `npm test: ${job.name}: ${result.code === 0 ? 'passed' : 'FAILED'} (${startedAfter} → ${finishedAfter})`,
        );
        resolve(result);
      });
    });

  // A queue: each run starts when one of the JOBS places frees, in the order of `jobs`.
  const results = new Array(jobs.length);
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const index = next++;
      results[index] = await runJob(jobs[index], index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(JOBS, jobs.length) }, worker));

  // Each process ends with its summary reporter's line; CI reads the sum, printed last.
  const totals = { passed: 0, failed: 0, skipped: 0 };
  for (const result of results) {
    console.log(`\n---- ${result.name} (${result.startedAfter} → ${result.finishedAfter}) ----\n`);
    const output = fs.readFileSync(result.log, 'utf8');
    process.stdout.write(output);
    const summary = output
      .replace(ansiColour, '')
      .split('\n')
      .map((line) => /^(\d+) passed, (\d+) failed(?:, (\d+) skipped)?$/.exec(line.trim()))
      .findLast(Boolean);
    if (summary) {
      totals.passed += Number(summary[1]);
      totals.failed += Number(summary[2]);
      totals.skipped += Number(summary[3] ?? 0);
    }
    // A run that failed without its summary line (a crash, a failed global setup) still counts as a failure.
    if (result.code !== 0 && (!summary || summary[2] === '0')) totals.failed += 1;
  }
  fs.rmSync(logDir, { recursive: true, force: true });

  console.log('\nnpm test:');
  for (const result of results) {
    console.log(
      `  ${result.code === 0 ? 'passed' : 'FAILED'}  ${result.name} (${result.startedAfter} → ${result.finishedAfter})`,
    );
  }
  console.log(`  ${elapsed()} in all`);
  const parts = [`${totals.passed} passed`, `${totals.failed} failed`];
  if (totals.skipped) parts.push(`${totals.skipped} skipped`);
  console.log(`\n${parts.join(', ')}`);
  // process.exit alone can drop what is still buffered for a pipe (CI's tee lost the summary lines): exit once it is out.
  process.exitCode = results.find((result) => result.code !== 0)?.code ?? 0;
  process.stdout.write('', () => process.exit(process.exitCode));
}
