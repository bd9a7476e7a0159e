// `npm test`: the browser tests run beside the other suites, in separate Vitest processes.
// Vitest runs a project whose files go one at a time (the browser tests share one server and its demo data) only
// after every other project has finished, so on a 2-core machine the browser tests ran alone at the end, mostly
// waiting on Chromium and the server. Here they run alongside the API suite. The web and contract suites are split in
// three shards of about equal size (`webShardFiles`): the first starts when the API suite or the browser tests are done, the rest when both are, so a core
// freed at either end is used and no more than one other worker ever runs beside the browser tests.
// NPM_TEST_BROWSER_SHARDS=N splits the browser tests into N Vitest shards, each with its own server on its own fresh
// database (so shards share no data): for machines with more cores; on 2 cores two shards made the whole run slower.
// With arguments (`npm test -- apps/web/src/lib`) it is plain `vitest run` with them.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureWebBuild } from './web-build.mjs';

// eslint-disable-next-line no-control-regex -- the escape that starts a terminal colour code
const ansiColour = /\x1b\[[0-9;]*m/g;
const vitest = path.resolve(import.meta.dirname, '../node_modules/vitest/vitest.mjs');
const args = process.argv.slice(2);
// The first web shard runs beside the browser tests or the API suite, the others once both are done: three shards
// then keep both cores busy to the end (with two, the second ran alone for its last ~40 s).
const WEB_SHARDS = 3;
const env = { ...process.env, ...(process.stdout.isTTY ? { FORCE_COLOR: '1' } : {}) };

/**
 * The web and contract test files in `count` shards of about equal size: the largest first, each to the shard with
 * the fewest bytes so far. Vitest's own `--shard` splits by file count, which put the three longest files (about
 * 140 s of the 400 s) in one shard, and that shard ran alone on one core for the last ~110 s of CI's run.
 */
function webShardFiles(count) {
  const root = path.resolve(import.meta.dirname, '..');
  const files = ['apps/web/src', 'packages/contract/src'].flatMap((dir) =>
    fs
      .readdirSync(path.join(root, dir), { recursive: true })
      .filter((name) => /\.test\.tsx?$/.test(name))
      .map((name) => {
        const file = path.join(dir, name);
        return { file, size: fs.statSync(path.join(root, file)).size };
      }),
  );
  const shards = Array.from({ length: count }, () => ({ size: 0, files: [] }));
  for (const { file, size } of files.sort((a, b) => b.size - a.size || a.file.localeCompare(b.file))) {
    const smallest = shards.reduce((least, shard) => (shard.size < least.size ? shard : least));
    smallest.size += size;
    smallest.files.push(file);
  }
  return shards.map((shard) => shard.files);
}

/** Runs `vitest run` with `vitestArgs`; each chunk of its output (stdout and stderr) goes to `onOutput`. */
function run(vitestArgs, onOutput) {
  const child = spawn(process.execPath, [vitest, 'run', ...vitestArgs], { stdio: ['ignore', 'pipe', 'pipe'], env });
  child.stdout.on('data', onOutput);
  child.stderr.on('data', onOutput);
  return new Promise((resolve) => child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0))));
}

if (args.length) {
  const child = spawn(process.execPath, [vitest, 'run', ...args], { stdio: 'inherit', env });
  child.on('close', (code) => process.exit(code ?? 1));
} else {
  const started = Date.now();
  const elapsed = () => `${Math.round((Date.now() - started) / 1000)} s`;
  const shards = Math.max(1, Number(process.env.NPM_TEST_BROWSER_SHARDS ?? 1) || 1);
  const logDir = fs.mkdtempSync(path.join(os.tmpdir(), 'npm-test-'));

  console.log(
    `npm test: the browser tests (project e2e, ${shards} shard${shards > 1 ? 's' : ''}) run alongside; ` +
      'their output follows the other suites.\n',
  );
  // Built here once (when the sources changed), so the shards' setups find it ready instead of building it together.
  ensureWebBuild();
  /** Runs `vitest run` with `vitestArgs` into a log file; resolves with its exit code, log and finishing time. */
  const runLogged = (name, vitestArgs) => {
    const log = path.join(logDir, `${name}.log`);
    const fd = fs.openSync(log, 'w');
    return run(vitestArgs, (chunk) => fs.writeSync(fd, chunk)).then((code) => {
      fs.closeSync(fd);
      return { code, log, finishedAfter: elapsed() };
    });
  };
  const browserRuns = Array.from({ length: shards }, (_, index) =>
    runLogged(`browser-${index + 1}`, ['--project', 'e2e', ...(shards > 1 ? [`--shard=${index + 1}/${shards}`] : [])]),
  );
  // One worker beside the browser tests: with two, the cores were oversubscribed and timing-bound tests grew flaky.
  let apiTail = '';
  const apiRun = run(['--project', 'api', '--maxWorkers=1'], (chunk) => {
    process.stdout.write(chunk);
    apiTail = (apiTail + chunk.toString()).slice(-4000);
  }).then((code) => ({ code, finishedAfter: elapsed() }));
  const allBrowserRuns = Promise.all(browserRuns);
  const webFiles = webShardFiles(WEB_SHARDS);
  const webShard = (index, startWhen) =>
    startWhen.then(() => {
      const startedAfter = elapsed();
      return runLogged(`web-${index}`, [
        '--project',
        'web',
        '--project',
        'contract',
        '--maxWorkers=1',
        ...webFiles[index - 1],
      ]).then((result) => ({ ...result, startedAfter }));
    });
  const firstDone = Promise.race([apiRun, allBrowserRuns]);
  const bothDone = Promise.all([apiRun, allBrowserRuns]);
  const webRuns = Array.from({ length: WEB_SHARDS }, (_, index) =>
    webShard(index + 1, index === 0 ? firstDone : bothDone),
  );
  const api = await apiRun;
  const results = [{ output: apiTail, code: api.code }];
  /** Prints each finished run's log under its heading, in order; resolves with the first failing exit code (or 0). */
  const report = async (runs, heading) => {
    let failed = 0;
    for (const [index, pending] of runs.entries()) {
      const finished = await pending;
      console.log(`\n---- ${heading(index, finished)} ----\n`);
      const output = fs.readFileSync(finished.log, 'utf8');
      process.stdout.write(output);
      results.push({ output, code: finished.code });
      failed ||= finished.code;
    }
    return failed;
  };
  const webCode = await report(
    webRuns,
    (index, { startedAfter, finishedAfter }) =>
      `web and contract suites, shard ${index + 1} of ${WEB_SHARDS} (started after ${startedAfter}; done after ${finishedAfter})`,
  );
  const othersCode = api.code || webCode;
  const browserCode = await report(
    browserRuns,
    (index, { finishedAfter }) =>
      `browser tests, shard ${index + 1} of ${shards} (ran alongside; done after ${finishedAfter})`,
  );
  fs.rmSync(logDir, { recursive: true, force: true });

  // Each process ends with its summary reporter's line; CI reads the sum, printed last.
  const totals = { passed: 0, failed: 0, skipped: 0 };
  for (const { output, code } of results) {
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
    if (code !== 0 && (!summary || summary[2] === '0')) totals.failed += 1;
  }
  const verdict = (code) => (code === 0 ? 'passed' : 'FAILED');
  console.log(
    `\nnpm test: API suite ${verdict(api.code)} after ${api.finishedAfter}; web and contract suites ` +
      `${verdict(webCode)}; ` +
      `browser tests ${verdict(browserCode)}; ${elapsed()} in all`,
  );
  const parts = [`${totals.passed} passed`, `${totals.failed} failed`];
  if (totals.skipped) parts.push(`${totals.skipped} skipped`);
  console.log(`\n${parts.join(', ')}`);
  // process.exit alone can drop what is still buffered for a pipe (CI's tee lost the summary lines): exit once it is out.
  process.exitCode = othersCode || browserCode;
  process.stdout.write('', () => process.exit(process.exitCode));
}
