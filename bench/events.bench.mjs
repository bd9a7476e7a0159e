// Live events at scale (issue 16): BENCH_STREAMS concurrent SSE streams held open against one API process (A), events
// published to random users by a second API process (B, bench/events-publisher.mjs) on the same PostgreSQL database,
// so every delivery crosses instances: B's transaction → NOTIFY on commit → A's one LISTEN connection → A's hub → the
// user's streams on A → this client.
//
// 1. Raises the open-file limit to 65536 (re-executes itself under `ulimit -n`, which the API processes inherit).
// 2. A fresh database on BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test); A = `npm start`'s
//    server, B = the publisher. BENCH_USERS customers inserted and logged in (AUTH_RATE_LIMIT raised).
// 3. Opens BENCH_STREAMS combined streams (`GET /api/v1/event/restricted/subscribe`), round-robin over the users (the
//    API allows 20 per user), BENCH_OPEN_CONCURRENCY at a time, on keep-alive sockets of one http.Agent; a stream counts
//    as open when its `retry:` frame arrives.
// 4. B publishes BENCH_EVENTS events evenly over BENCH_SECONDS (open loop), each to a random user, payload
//    { seq, sentAt } with sentAt = Date.now() just before B's transaction starts. Latency = receipt (Date.now() when the
//    frame's chunk is read here) − sentAt, for every (event, stream) delivery: it includes B's insert and commit.
// 5. Waits up to BENCH_DRAIN_SECONDS for the last deliveries, and until the last stream opened has been open longer
//    than the 20 s heartbeat interval, so every stream should have seen a `: ping`.
// Fails (exit 1) on a lost or duplicated delivery, a failed or dropped stream, or a stream without a heartbeat.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import {
  benchDatabase,
  formatMs,
  freePort,
  insertAndLogInUsers,
  loadAverage,
  mapLimit,
  percentile,
  repoRoot,
  startServer,
  table,
  temporaryDataDir,
} from './lib.mjs';

const FD_LIMIT = 65536;
/** EventStreamLimits.heartbeatMs (packages/contract). */
const HEARTBEAT_MS = 20_000;
const MAX_STREAMS_PER_USER = 20;

const openFilesLimit = () => Number(/^Max open files\s+(\d+)/m.exec(fs.readFileSync('/proc/self/limits', 'utf8'))?.[1]);
const streamCount = Number(process.env.BENCH_STREAMS ?? 10_000);
// Each stream is one descriptor in this process and one in A; the rest is headroom for the runtime and the pools.
const neededFiles = streamCount + 1024;
if (openFilesLimit() < FD_LIMIT && !process.env.BENCH_EVENTS_ULIMIT) {
  // Up to FD_LIMIT, or the hard limit where that is lower (containers); the API processes inherit it.
  const child = spawn(
    'bash',
    [
      '-c',
      `ulimit -n ${FD_LIMIT} 2>/dev/null || ulimit -n "$(ulimit -Hn)"; exec "$@"`,
      'bash',
      process.execPath,
      ...process.execArgv,
      ...process.argv.slice(1),
    ],
    { stdio: 'inherit', env: { ...process.env, BENCH_EVENTS_ULIMIT: '1' } },
  );
  const code = await new Promise((resolve) => child.on('exit', (exitCode) => resolve(exitCode ?? 1)));
  process.exit(code);
}
if (openFilesLimit() < neededFiles) {
  throw new Error(`open-file limit ${openFilesLimit()} is below the ${neededFiles} that ${streamCount} streams need`);
}

const DEFAULT_SERVER = 'postgres://postgres@127.0.0.1:5432/test';
process.env.BENCH_DATABASE_URL ||= DEFAULT_SERVER;
const userCount = Number(process.env.BENCH_USERS ?? Math.max(1, Math.ceil(streamCount / MAX_STREAMS_PER_USER)));
const eventCount = Number(process.env.BENCH_EVENTS ?? 3000);
const seconds = Number(process.env.BENCH_SECONDS ?? 30);
const openConcurrency = Number(process.env.BENCH_OPEN_CONCURRENCY ?? 50);
const drainSeconds = Number(process.env.BENCH_DRAIN_SECONDS ?? 10);
const PASSWORD = 'Bench-Pass-2026';
if (streamCount > userCount * MAX_STREAMS_PER_USER) {
  throw new Error(`BENCH_USERS=${userCount} allows at most ${userCount * MAX_STREAMS_PER_USER} streams`);
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const ms = (value) => (Number.isNaN(value) ? '–' : formatMs(value));
const mb = (kb) => `${(kb / 1024).toFixed(0)} MB`;
/** VmRSS and VmHWM (peak RSS) of a process, in kB. */
function memoryOf(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { rss: field('VmRSS'), peak: field('VmHWM') };
}
/** CPU seconds (user + system) a process has used; /proc counts in USER_HZ = 100 ticks a second on Linux. */
function cpuSecondsOf(pid) {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

console.log(
  `Live events benchmark on PostgreSQL: ${process.env.BENCH_DATABASE_URL.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@')}`,
);
console.log(
  `Machine: ${os.cpus().length} CPU(s), Node ${process.version}, open files ${openFilesLimit()}; load average ${loadAverage()}`,
);

const database = await benchDatabase('events');
const dataDirA = temporaryDataDir('events-a');
const dataDirB = temporaryDataDir('events-b');
const commonEnv = { ...database.env, DEMO_DATA: 'false', STRIPE_SECRET_KEY: '' };
const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
const streams = [];
const problems = [];
let serverA;
let publisher;
try {
  serverA = await startServer({ dataDir: dataDirA, env: { ...commonEnv, AUTH_RATE_LIMIT: '1000000' } });
  const { port: portA } = new URL(serverA.baseUrl);
  const portB = await freePort();
  publisher = spawn(process.execPath, ['--import', 'tsx', 'bench/events-publisher.mjs'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      ...commonEnv,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      PORT: String(portB),
      HOST: '127.0.0.1',
      DATA_DIR: dataDirB,
    },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const fromPublisher = (type) =>
    new Promise((resolve, reject) => {
      const onMessage = (message) => {
        if (message.type !== type) return;
        publisher.off('message', onMessage);
        publisher.off('exit', onExit);
        resolve(message);
      };
      const onExit = (code) => reject(new Error(`the publisher exited with ${code}`));
      publisher.on('message', onMessage);
      publisher.once('exit', onExit);
    });
  await fromPublisher('ready');
  const booted = { a: memoryOf(serverA.pid), b: memoryOf(publisher.pid) };

  const setupStarted = performance.now();
  const { users, hashMs, loginSeconds } = await insertAndLogInUsers({
    databaseUrl: database.env.DATABASE_URL,
    baseUrl: serverA.baseUrl,
    count: userCount + 1,
    password: PASSWORD,
  });
  // The last customer opens no stream: warm-up events go to it.
  const warmUpUser = users.pop();
  console.log(
    `\nSetup: A = API (pid ${serverA.pid}), B = publisher API (pid ${publisher.pid}); ${userCount} customers inserted ` +
      `(one argon2id hash, ${hashMs.toFixed(0)} ms) and logged in on A in ${loginSeconds.toFixed(1)} s ` +
      `(setup ${((performance.now() - setupStarted) / 1000).toFixed(1)} s)`,
  );
  const before = { a: memoryOf(serverA.pid), b: memoryOf(publisher.pid) };

  // ---------- streams ----------
  const deliveries = []; // latency of every (event, stream) delivery from sentAt, ms
  const receipts = []; // [seq, receipt time] of every delivery
  const received = new Map(); // seq → streams that received it
  let duplicates = 0;
  let running = true;
  function openStream(index) {
    const user = users[index % users.length];
    const stream = { index, userId: user.id, heartbeats: 0, seen: new Set(), opened: false, dropped: false };
    streams.push(stream);
    const requested = performance.now();
    return new Promise((resolve) => {
      const settle = (failure) => {
        if (stream.settled) return;
        stream.settled = true;
        clearTimeout(timer);
        if (failure) stream.failure = failure;
        else stream.openMs = performance.now() - requested;
        resolve();
      };
      const timer = setTimeout(() => {
        settle('no retry frame within 60 s');
        stream.request.destroy();
      }, 60_000);
      stream.request = http.get(
        {
          agent,
          host: '127.0.0.1',
          port: portA,
          path: '/api/v1/event/restricted/subscribe',
          headers: { authorization: `Bearer ${user.accessToken}`, accept: 'text/event-stream' },
        },
        (response) => {
          if (response.statusCode !== 200) {
            settle(`HTTP ${response.statusCode}`);
            response.resume();
            return;
          }
          response.setEncoding('utf8');
          let buffer = '';
          response.on('data', (chunk) => {
            const now = Date.now();
            buffer += chunk;
            let end;
            while ((end = buffer.indexOf('\n\n')) !== -1) {
              const block = buffer.slice(0, end);
              buffer = buffer.slice(end + 2);
              if (block.startsWith(': ping')) stream.heartbeats++;
              else if (block.startsWith('retry:')) settle();
              else {
                const data = /^data: (.*)$/m.exec(block)?.[1];
                if (data === undefined) continue;
                const { seq, sentAt } = JSON.parse(data);
                if (stream.seen.has(seq)) {
                  duplicates++;
                  continue;
                }
                stream.seen.add(seq);
                received.set(seq, (received.get(seq) ?? 0) + 1);
                deliveries.push(now - sentAt);
                receipts.push([seq, now]);
              }
            }
          });
          response.on('close', () => {
            if (running) stream.dropped = true;
            settle('closed before the retry frame');
          });
        },
      );
      stream.request.on('error', (error) => settle(error.message));
    });
  }

  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  loopDelay.enable();
  const openStarted = performance.now();
  await mapLimit(
    Array.from({ length: streamCount }, (_, index) => index),
    openConcurrency,
    openStream,
  );
  const openSeconds = (performance.now() - openStarted) / 1000;
  const lastOpenedAt = performance.now();
  const opened = streams.filter((stream) => !stream.failure);
  const failures = new Map();
  for (const stream of streams)
    if (stream.failure) failures.set(stream.failure, (failures.get(stream.failure) ?? 0) + 1);
  await sleep(2000); // let A settle before reading its memory
  const afterOpen = { a: memoryOf(serverA.pid), b: memoryOf(publisher.pid) };
  console.log(
    `\nStreams: ${opened.length} of ${streamCount} open in ${openSeconds.toFixed(1)} s ` +
      `(${(opened.length / openSeconds).toFixed(0)}/s, ${openConcurrency} at a time); load average ${loadAverage()}`,
  );
  const openSorted = opened.map((stream) => stream.openMs).sort((a, b) => a - b);
  table([
    {
      requested: streamCount,
      opened: opened.length,
      failed: streamCount - opened.length,
      'open time': `${openSeconds.toFixed(1)} s`,
      'open p50': ms(percentile(openSorted, 50)),
      'open p95': ms(percentile(openSorted, 95)),
      'open p99': ms(percentile(openSorted, 99)),
      'open max': ms(openSorted.at(-1) ?? NaN),
    },
  ]);
  for (const [failure, times] of failures) console.log(`  failed × ${times}: ${failure}`);

  // ---------- publishing from B ----------
  // Warm-up: B's pool connections and JIT, A's hub path (events nobody is subscribed to, not counted).
  const warmedUp = fromPublisher('published');
  publisher.send({ type: 'publish', userIds: [warmUpUser.id], count: 100, seconds: 2, seed: 1 });
  await warmedUp;
  const peaks = { a: afterOpen.a.rss, b: afterOpen.b.rss };
  const sampler = setInterval(() => {
    peaks.a = Math.max(peaks.a, memoryOf(serverA.pid).rss);
    peaks.b = Math.max(peaks.b, memoryOf(publisher.pid).rss);
  }, 500);
  loopDelay.reset();
  const cpuBefore = { a: cpuSecondsOf(serverA.pid), b: cpuSecondsOf(publisher.pid) };
  const publishStarted = performance.now();
  const published = fromPublisher('published');
  publisher.send({
    type: 'publish',
    userIds: users.map((user) => user.id),
    count: eventCount,
    seconds,
    seed: 20261126,
  });
  const { results } = await published;
  const publishSeconds = (performance.now() - publishStarted) / 1000;
  const cpuA = cpuSecondsOf(serverA.pid) - cpuBefore.a;
  const cpuB = cpuSecondsOf(publisher.pid) - cpuBefore.b;
  const committed = results.filter((result) => result.id !== undefined);
  const publishErrors = results.length - committed.length;

  // Each committed event is due on every stream of its user that is still open.
  const openByUser = new Map();
  const expectedFor = () => {
    openByUser.clear();
    for (const stream of opened) {
      if (!stream.dropped) openByUser.set(stream.userId, (openByUser.get(stream.userId) ?? 0) + 1);
    }
    return committed.reduce((sum, event) => sum + (openByUser.get(event.userId) ?? 0), 0);
  };
  const drainDeadline = performance.now() + drainSeconds * 1000;
  while (deliveries.length < expectedFor() && performance.now() < drainDeadline) await sleep(100);
  const expected = expectedFor();
  const loadAfterPublish = loadAverage();
  const clientLoopP99 = loopDelay.percentile(99) / 1e6;
  const clientLoopMax = loopDelay.max / 1e6;
  // Every stream must outlive one heartbeat interval.
  const heartbeatWait = lastOpenedAt + HEARTBEAT_MS + 2000 - performance.now();
  if (heartbeatWait > 0) await sleep(heartbeatWait);
  clearInterval(sampler);
  const atEnd = { a: memoryOf(serverA.pid), b: memoryOf(publisher.pid) };
  running = false;

  const lost = expected - deliveries.length;
  const unreceivedEvents = committed.filter(
    (event) => (openByUser.get(event.userId) ?? 0) > (received.get(event.seq) ?? 0),
  );
  const sorted = deliveries.sort((a, b) => a - b);
  const commitSorted = committed.map((event) => event.committedAt - event.sentAt).sort((a, b) => a - b);
  // B learns of its commit after PostgreSQL has queued the NOTIFY, so this undercounts A's part (it can be < 0).
  const committedAt = new Map(committed.map((event) => [event.seq, event.committedAt]));
  const afterCommit = receipts.map(([seq, at]) => at - committedAt.get(seq)).sort((a, b) => a - b);
  const dropped = opened.filter((stream) => stream.dropped).length;
  const withoutHeartbeat = opened.filter((stream) => stream.heartbeats === 0).length;
  const heartbeats = opened.reduce((sum, stream) => sum + stream.heartbeats, 0);

  console.log(
    `\nEvents: ${eventCount} published by B over ${seconds} s (${(eventCount / seconds).toFixed(0)}/s, open loop, random ` +
      `users, ~${(opened.length / userCount).toFixed(0)} streams each) in ${publishSeconds.toFixed(1)} s; ` +
      `load average ${loadAfterPublish}\n`,
  );
  table([
    {
      committed: committed.length,
      'publish errors': publishErrors,
      'deliveries due': expected,
      received: deliveries.length,
      lost,
      duplicates,
      'B commit p50': ms(percentile(commitSorted, 50)),
      'B commit p99': ms(percentile(commitSorted, 99)),
      'delivery p50': ms(percentile(sorted, 50)),
      p95: ms(percentile(sorted, 95)),
      p99: ms(percentile(sorted, 99)),
      max: ms(sorted.at(-1) ?? NaN),
      'after commit p50': ms(percentile(afterCommit, 50)),
      'after commit p99': ms(percentile(afterCommit, 99)),
    },
  ]);
  console.log(
    `  (delivery = receipt here − Date.now() before B's transaction; after commit = receipt − B's commit returned; this client's event-loop delay during publishing: ` +
      `p99 ${clientLoopP99.toFixed(1)} ms, max ${clientLoopMax.toFixed(1)} ms)`,
  );
  console.log(
    `  CPU while publishing: A ${cpuA.toFixed(1)} s (${((100 * cpuA) / publishSeconds).toFixed(0)} % of a core), ` +
      `B ${cpuB.toFixed(1)} s (${((100 * cpuB) / publishSeconds).toFixed(0)} %)`,
  );
  console.log(`\nMemory (VmRSS; peak = VmHWM of the whole run) and heartbeats\n`);
  table([
    {
      process: `A: API holding the streams`,
      booted: mb(booted.a.rss),
      'users logged in': mb(before.a.rss),
      'streams open': mb(afterOpen.a.rss),
      'max while publishing': mb(peaks.a),
      end: mb(atEnd.a.rss),
      peak: mb(atEnd.a.peak),
      // Approximate: the logins' argon2id buffers leave freed memory in the heap that streams may reuse.
      'Δ per stream': `${((afterOpen.a.rss - before.a.rss) / Math.max(1, opened.length)).toFixed(1)} kB`,
    },
    {
      process: `B: API publishing`,
      booted: mb(booted.b.rss),
      'users logged in': mb(before.b.rss),
      'streams open': mb(afterOpen.b.rss),
      'max while publishing': mb(peaks.b),
      end: mb(atEnd.b.rss),
      peak: mb(atEnd.b.peak),
      'Δ per stream': '–',
    },
  ]);
  console.log(
    `\nHeartbeats: ${heartbeats} \`: ping\` received; ${opened.length - withoutHeartbeat} of ${opened.length} streams ` +
      `saw at least one; ${dropped} streams dropped by the server`,
  );

  if (opened.length < streamCount) problems.push(`${streamCount - opened.length} streams failed to open`);
  if (dropped) problems.push(`${dropped} streams dropped`);
  if (publishErrors) problems.push(`${publishErrors} events failed to publish`);
  if (lost) problems.push(`${lost} deliveries lost (${unreceivedEvents.length} events short)`);
  if (duplicates) problems.push(`${duplicates} duplicate deliveries`);
  if (withoutHeartbeat) problems.push(`${withoutHeartbeat} streams without a heartbeat`);
  if (atEnd.a.peak > 1024 * 1024) problems.push(`A's peak RSS ${mb(atEnd.a.peak)} is over 1 GB`);
  if (percentile(sorted, 99) > 1000) problems.push(`delivery p99 ${ms(percentile(sorted, 99))} is over 1 s`);
} finally {
  for (const stream of streams) stream.request?.destroy();
  agent.destroy();
  if (publisher && publisher.exitCode === null) {
    await new Promise((resolve) => {
      publisher.once('exit', resolve);
      publisher.kill('SIGTERM');
    });
  }
  await serverA?.stop();
  for (const dir of [dataDirA, dataDirB]) fs.rmSync(dir, { recursive: true, force: true });
  await database.drop();
}
console.log(
  problems.length
    ? `\nFAILED:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`
    : `\nOK: ${streamCount} streams, A's peak RSS under 1 GB, delivery p99 ≤ 1 s, no lost or duplicated event`,
);
if (problems.length) process.exitCode = 1;
