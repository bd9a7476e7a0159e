// Booking throughput and the no-double-booking guarantee on PostgreSQL: POST /api/v1/reservation/request and
// POST /api/v1/reservation/confirm/{id} (test-mode card provider, tok_visa).
// Always PostgreSQL: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test) names the server; a fresh
// database is created on it, migrated by the API at boot, and dropped afterwards.
//
// 1. One parking listing with 20 slots, open every day 00:00–24:00 for 60 days (America/Phoenix: no DST, so every
//    day has 24 bookable hours), approved.
// 2. Customers are inserted directly into `users` (verified, one shared argon2id hash) and logged in through
//    POST /api/v1/auth/login (AUTH_RATE_LIMIT is raised for the bench). BOOKING_RATE_LIMIT (the per-customer cap of
//    booking requests a minute, default 10) is raised to BENCH_BOOKING_RATE_LIMIT so the server, not the cap, sets
//    the pace; the cap of 3 unpaid holds stays (every hold is paid at once).
// 3. Warm-up: BENCH_WARMUP seconds of the throughput pass's load, not recorded (a 5xx or a failed confirm still fails
//    the run), so the baseline and the pass measure a server whose code V8 has already compiled for this work, as a
//    server in service has; then the job queue is let drain.
//    Baseline: one customer books BENCH_BASELINE hour-slots one after another (request, then confirm): uncontended
//    latency, and the CPU each call costs in the API, the database backends and this client (/proc schedstat).
// 4. Throughput pass: BENCH_CLIENTS customers, one closed-loop client each, for BENCH_SECONDS. Each client requests one
//    hour-slot (distinct across all clients, from a seeded shuffle of every free hour-slot from tomorrow on) and pays
//    each hold (201) at once with tok_visa. Reports holds/s and confirms/s over the pass and over its slowest 5 s, the
//    latency percentiles, and the CPU time the API process, the bench database's PostgreSQL backends and this client
//    used per booking (Linux /proc; other work on the machine shows as "rest of the machine").
// 5. Hot slot: BENCH_HOT fresh customers request the SAME hour-slot at once: exactly one 201, the rest 409, no 5xx,
//    and one row in reservation_hours for it; anything else fails the run (exit 1).
// 6. Hot slot, BENCH_HOT_REQUESTS (10,000) requests: rounds of the hot slot (BENCH_HOT customers at once, a new
//    hour-slot each round, the winner pays); every round exactly one 201, no 5xx, no hour-slot held twice.
// 7. Conflict run (issue 12): requests, confirms racing dearer reschedules, and cancels over 48 contested hour-slots.
//
// Environment:
//   BENCH_DATABASE_URL   PostgreSQL server (default postgres://postgres@127.0.0.1:5432/test)
//   BENCH_SECONDS=30     length of the throughput pass
//   BENCH_WARMUP=10      seconds of the same load before the baseline and the pass, unrecorded (0 = none)
//   BENCH_CLIENTS=50     concurrent customers in the throughput pass
//   BENCH_CUSTOMERS_PER_CLIENT=1  customers each client books as, in turn (more: fewer attempts per customer a minute)
//   BENCH_BASELINE=50    sequential bookings of the baseline
//   BENCH_HOT=200        concurrent customers in the hot-slot passes
//   BENCH_HOT_REQUESTS=10000  requests of the long hot-slot pass (0 = skip)
//   BENCH_BOOKING_RATE_LIMIT=1000000  BOOKING_RATE_LIMIT of the server under test
//   BENCH_BACKOFF_MS=1000  pause of a client after a 429
//   BENCH_CONFLICT_REQUESTS=10000, BENCH_CONFLICT_CUSTOMERS=1000, BENCH_CONFLICT_CLIENTS=100  (requests 0 = skip)
//   BENCH_CPU_PROF=dir   run the API with --cpu-prof into dir (the pass boundaries are printed as profile times)
//   BENCH_API_PROCESSES=1  API processes on the one database (a deployment with one per core); the clients of every
//                          pass are dealt out over them in turn, and their CPU is summed as "API"
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import {
  apiClient,
  benchDatabase,
  createApprovedParkingListing,
  formatMs,
  insertAndLogInUsers,
  loadAverage,
  percentile,
  startServer,
  table,
  temporaryDataDir,
} from './lib.mjs';

const DEFAULT_SERVER = 'postgres://postgres@127.0.0.1:5432/test';
const usingDefaultServer = !process.env.BENCH_DATABASE_URL;
process.env.BENCH_DATABASE_URL ||= DEFAULT_SERVER;

const seconds = Number(process.env.BENCH_SECONDS ?? 30);
const warmupSeconds = Number(process.env.BENCH_WARMUP ?? 10);
const clientCount = Number(process.env.BENCH_CLIENTS ?? 50);
const customersPerClient = Math.max(1, Math.floor(Number(process.env.BENCH_CUSTOMERS_PER_CLIENT ?? 1)) || 1);
const baselineCount = Number(process.env.BENCH_BASELINE ?? 50);
const hotCount = Number(process.env.BENCH_HOT ?? 200);
const hotRequests = Number(process.env.BENCH_HOT_REQUESTS ?? 10_000);
const bookingRateLimit = process.env.BENCH_BOOKING_RATE_LIMIT ?? '1000000';
const cpuProfileDir = process.env.BENCH_CPU_PROF ? path.resolve(process.env.BENCH_CPU_PROF) : undefined;
const apiProcesses = Math.max(1, Math.floor(Number(process.env.BENCH_API_PROCESSES ?? 1)) || 1);
const backoffMs = Number(process.env.BENCH_BACKOFF_MS ?? 1000);
const conflictRequests = Number(process.env.BENCH_CONFLICT_REQUESTS ?? 10_000);
const conflictCustomers = Number(process.env.BENCH_CONFLICT_CUSTOMERS ?? 1000);
const conflictClients = Number(process.env.BENCH_CONFLICT_CLIENTS ?? 100);
const CONTESTED = 48;
const PASSWORD = 'Bench-Pass-2026';
const SLOTS = 20;
const admin = { email: 'bench-admin@example.com', password: 'Bench-Admin-2026' };

const redact = (url) => url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');
console.log(
  `Booking benchmark on PostgreSQL: ${redact(process.env.BENCH_DATABASE_URL)}${usingDefaultServer ? ' (default; set BENCH_DATABASE_URL to use another server)' : ''}`,
);
console.log(
  `Machine: ${os.cpus().length} CPU(s) (${os.cpus()[0]?.model ?? 'unknown'}), Node ${process.version}; load average ${loadAverage()}`,
);

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const ms = (value) => (Number.isNaN(value) ? '–' : formatMs(value));

function mulberry32(seed) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** CPU time (ms) of a Linux process from /proc (user + system), or undefined elsewhere. */
const clockTicksPerSecond = 100;
function processCpuMs(pid) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / clockTicksPerSecond;
  } catch {
    return undefined;
  }
}
/** Busy and total CPU time (ms) of the whole machine, from /proc/stat. */
function machineCpuMs() {
  try {
    const [, ...values] = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
    const idle = values[3] + values[4];
    const total = values.slice(0, 8).reduce((sum, value) => sum + value, 0);
    return { busy: ((total - idle) * 1000) / clockTicksPerSecond, total: (total * 1000) / clockTicksPerSecond };
  } catch {
    return undefined;
  }
}
/** CPU time (µs) all threads of a Linux process have run, from /proc/<pid>/task/<tid>/schedstat (ns precision). */
function threadsCpuUs(pid) {
  try {
    return fs
      .readdirSync(`/proc/${pid}/task`)
      .reduce(
        (sum, tid) => sum + Number(fs.readFileSync(`/proc/${pid}/task/${tid}/schedstat`, 'utf8').split(' ')[0]) / 1000,
        0,
      );
  } catch {
    return 0;
  }
}
/** Profile time (µs of the monotonic clock, as in a .cpuprofile) to mark pass boundaries in a --cpu-prof profile. */
const profileTime = () => (process.hrtime.bigint() / 1000n).toString();

const database = await benchDatabase('booking');
const dataDir = temporaryDataDir('booking');
let server;
/** Every API process; `server` (the first) migrates the database and serves the setup. */
const servers = [];
let db;
const problems = [];
try {
  const startApi = () =>
    startServer({
      dataDir,
      env: {
        ...database.env,
        DEMO_DATA: 'false',
        AUTH_RATE_LIMIT: '1000000',
        BOOKING_RATE_LIMIT: bookingRateLimit,
        ADMIN_EMAIL: admin.email,
        ADMIN_PASSWORD: admin.password,
        STRIPE_SECRET_KEY: '',
      },
      nodeFlags: cpuProfileDir ? ['--cpu-prof', `--cpu-prof-dir=${cpuProfileDir}`, '--cpu-prof-interval=500'] : [],
    });
  server = await startApi();
  servers.push(server);
  // The others start once the first has migrated the database; each is listed as it starts, so a failed start still
  // stops the ones that came up.
  await Promise.all(Array.from({ length: apiProcesses - 1 }, async () => servers.push(await startApi())));
  const { baseUrl } = server;
  /** The API process that serves client `index` of a pass. */
  const baseUrlOf = (index) => servers[index % servers.length].baseUrl;
  const apiThreadsCpuUs = () => servers.reduce((sum, each) => sum + threadsCpuUs(each.pid), 0);
  const apiCpuMs = () => {
    const each = servers.map((one) => processCpuMs(one.pid));
    return each.includes(undefined) ? undefined : each.reduce((sum, value) => sum + value, 0);
  };

  const api = apiClient(baseUrl);
  const login = async (userName, password) =>
    (
      await api('/api/v1/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ userName, password }),
      })
    ).data.tokens.access.value;

  // ---------- the listing ----------
  const setupStarted = performance.now();
  const adminAuth = { authorization: `Bearer ${await login(admin.email, admin.password)}` };
  const venue = await createApprovedParkingListing(api, adminAuth, {
    title: 'Benchmark Parking Garage',
    description: 'Twenty numbered spaces for the booking benchmark.',
    rent: '6',
    slots: String(SLOTS),
    latitude: '33.4484',
    longitude: '-112.074',
    zipcode: '85004',
    address: '1 Bench St, Phoenix, AZ 85004, US',
    timezone: 'America/Phoenix',
  });
  await api(`/api/v1/venue/${venue.uuid}/schedule/raw/update`, {
    method: 'PUT',
    headers: { ...adminAuth, 'content-type': 'application/json' },
    body: JSON.stringify({
      schedules: [{ type: 2, date: '[1,2,3,4,5,6,7]', intervals: [{ from: '00:00', to: '24:00' }] }],
      schedulingPeriod: 60,
      alterReservations: false,
    }),
  });
  // Every free hour-slot from tomorrow on (today's hours run out during the bench), as the venue view lists them.
  const view = (await api(`/api/v1/venue/${venue.uuid}/view/public`)).data;
  const combos = [];
  for (const day of view.schedules.slice(1)) {
    for (const interval of day.intervals) {
      for (const slot of interval.slots)
        if (slot.status === 1) combos.push({ date: day.date, time: interval.time, slot: slot.id });
    }
  }
  const random = mulberry32(20260419);
  for (let index = combos.length - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1));
    [combos[index], combos[other]] = [combos[other], combos[index]];
  }
  const hotCombo = combos.pop();

  // ---------- customers: inserted verified, logged in through the API ----------
  const total = 1 + clientCount * customersPerClient + hotCount + conflictCustomers;
  const customers = await insertAndLogInUsers({
    databaseUrl: database.env.DATABASE_URL,
    baseUrl,
    count: total,
    password: PASSWORD,
  });
  const tokens = customers.users.map((user) => user.accessToken);
  const { hashMs, loginSeconds } = customers;
  db = new pg.Client({ connectionString: database.env.DATABASE_URL });
  await db.connect();
  console.log(
    `\nSetup: listing with ${SLOTS} slots × 24 h × ${view.schedules.length} days (${combos.length + 1} free hour-slots from tomorrow on); ` +
      `${total} customers inserted (one argon2id hash, ${hashMs.toFixed(0)} ms) and logged in in ${loginSeconds.toFixed(1)} s; ` +
      `setup total ${((performance.now() - setupStarted) / 1000).toFixed(1)} s`,
  );
  const baselineToken = tokens[0];
  const passCustomers = clientCount * customersPerClient;
  // Client `index` books as customers index, index + clientCount, … in turn (one customer each by default).
  const throughputTokens = Array.from({ length: clientCount }, (_, index) =>
    Array.from({ length: customersPerClient }, (__, turn) => tokens[1 + index + turn * clientCount]),
  );
  const hotTokens = tokens.slice(1 + passCustomers, 1 + passCustomers + hotCount);
  const conflictTokens = tokens.slice(1 + passCustomers + hotCount);
  // The conflict pass fights over a few hour-slots of its own, each with the next hour free for a dearer reschedule.
  const contested = [];
  const reserved = new Set();
  for (const combo of combos.slice(-4000)) {
    if (contested.length === CONTESTED) break;
    const hour = Number(combo.time.slice(0, 2));
    const next = `${combo.date} ${String(hour + 1).padStart(2, '0')}:00 ${combo.slot}`;
    const key = `${combo.date} ${combo.time} ${combo.slot}`;
    if (hour > 22 || reserved.has(key) || reserved.has(next)) continue;
    reserved.add(key);
    reserved.add(next);
    contested.push(combo);
  }
  combos.splice(combos.length - 4000);

  const bookingBody = (combo) =>
    JSON.stringify({
      venueId: venue.uuid,
      schedules: [{ date: combo.date, intervals: [combo.time] }],
      slots: [combo.slot],
      guestList: { adults: 1, children: 0, infants: 0 },
    });
  // node:http with keep-alive rather than fetch: the load generator shares the two cores, so it should cost little.
  const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
  function timed(path, token, body, method = 'POST', apiIndex = 0) {
    const begin = performance.now();
    return new Promise((resolve) => {
      const done = (status, parsed) => {
        const end = performance.now();
        resolve({ status, body: parsed, ms: end - begin, end });
      };
      const request = http.request(
        `${baseUrlOf(apiIndex)}${path}`,
        {
          method,
          agent,
          headers: {
            authorization: `Bearer ${token}`,
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
          },
        },
        (response) => {
          const chunks = [];
          response.on('data', (chunk) => chunks.push(chunk));
          response.on('error', (error) => done(0, { message: error.message }));
          response.on('end', () => {
            let parsed = {};
            try {
              parsed = JSON.parse(Buffer.concat(chunks).toString('utf8'));
            } catch {
              // not JSON: keep the status
            }
            done(response.statusCode, parsed);
          });
        },
      );
      request.on('error', (error) => done(0, { message: error.message }));
      request.end(body);
    });
  }
  const pay = (id, token, apiIndex = 0) =>
    timed(
      `/api/v1/reservation/confirm/${id}`,
      token,
      JSON.stringify({ venueId: venue.uuid, stripetoken: 'tok_visa' }),
      'POST',
      apiIndex,
    );

  let nextCombo = 0;
  // ---------- baseline: one customer, sequential (no contention) ----------
  // Each call's CPU in the API process, in the bench database's backends and in this client is read around it
  // (the jobs a call queues, its emails, run right after it and are counted with it).
  const otherBackends = async () =>
    (
      await db.query('select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()')
    ).rows.map((row) => row.pid);
  async function measured(call) {
    const pids = await otherBackends();
    const databaseUs = () => pids.reduce((sum, pid) => sum + threadsCpuUs(pid), 0);
    const before = { api: apiThreadsCpuUs(), database: databaseUs(), client: process.cpuUsage() };
    const answer = await call();
    await sleep(30);
    const client = process.cpuUsage(before.client);
    answer.cpu = {
      api: apiThreadsCpuUs() - before.api,
      database: databaseUs() - before.database,
      client: client.user + client.system,
    };
    return answer;
  }
  /** The throughput pass's load until `deadline`: each client requests a fresh hour-slot and pays each hold at once. */
  async function closedLoop(deadline, record) {
    await Promise.all(
      throughputTokens.map(async (clientTokens, clientIndex) => {
        let turn = 0;
        while (performance.now() < deadline && nextCombo < combos.length) {
          const token = clientTokens[turn++ % clientTokens.length];
          const combo = combos[nextCombo++];
          const answer = await timed('/api/v1/reservation/request', token, bookingBody(combo), 'POST', clientIndex);
          record('request', answer, clientIndex);
          if (answer.status === 201) {
            record('confirm', await pay(answer.body.data.uuid, token, clientIndex), clientIndex);
          } else if (answer.status === 429) {
            await sleep(Math.min(backoffMs, Math.max(0, deadline - performance.now())));
          }
        }
      }),
    );
  }

  // ---------- warm-up: the pass's load, unrecorded ----------
  const warmup = { holds: 0, failures: 0, started: performance.now() };
  if (warmupSeconds > 0) {
    await closedLoop(warmup.started + warmupSeconds * 1000, (kind, answer) => {
      if (kind === 'request' && answer.status === 201) warmup.holds++;
      if (answer.status >= 500 || answer.status === 0 || (kind === 'confirm' && answer.status !== 200))
        warmup.failures++;
    });
    // The emails the warm-up queued are sent before anything is measured.
    const drainStarted = performance.now();
    while (performance.now() - drainStarted < 120_000) {
      const [{ due }] = (
        await db.query(
          'select count(*)::int as due from jobs where done_at is null and failed_at is null and run_at <= now()',
        )
      ).rows;
      if (!due) break;
      await sleep(250);
    }
    warmup.seconds = (performance.now() - warmup.started) / 1000;
    console.log(
      `Warm-up: ${warmupSeconds} s of the throughput pass's load (${warmup.holds} holds, not recorded), then the job queue drained; ${warmup.seconds.toFixed(1)} s in all`,
    );
  }
  if (warmup.failures) problems.push(`${warmup.failures} × 5xx or failed confirms in the warm-up`);

  const baseline = { requests: [], confirms: [] };
  for (let index = 0; index < baselineCount; index++) {
    const answer = await measured(() =>
      timed('/api/v1/reservation/request', baselineToken, bookingBody(combos[nextCombo++])),
    );
    baseline.requests.push(answer);
    if (answer.status !== 201) throw new Error(`baseline booking: ${answer.status} ${JSON.stringify(answer.body)}`);
    const paid = await measured(() => pay(answer.body.data.uuid, baselineToken));
    baseline.confirms.push(paid);
    if (paid.status !== 200) throw new Error(`baseline confirm: ${paid.status} ${JSON.stringify(paid.body)}`);
  }

  // ---------- throughput pass ----------
  const requests = []; // { status, ms, end }
  const confirms = [];
  const firstLimited = [];
  const samples = new Map(); // status → first answer body, for the report
  const backends = async () =>
    (await db.query('select pid from pg_stat_activity where datname = current_database()')).rows.map((row) => row.pid);
  const cpuBefore = {
    api: apiCpuMs(),
    client: process.cpuUsage(),
    database: new Map((await backends()).map((pid) => [pid, processCpuMs(pid)])),
    machine: machineCpuMs(),
  };
  const runProfileStart = profileTime();
  const runStarted = performance.now();
  const deadline = runStarted + seconds * 1000;
  await closedLoop(deadline, (kind, answer, clientIndex) => {
    if (kind === 'request') {
      requests.push({ status: answer.status, ms: answer.ms, end: answer.end });
      if (!samples.has(answer.status)) samples.set(answer.status, answer.body);
      if (answer.status === 429) firstLimited[clientIndex] ??= answer.end - runStarted;
    } else {
      confirms.push({ status: answer.status, ms: answer.ms, end: answer.end });
      if (answer.status !== 200 && !samples.has(`confirm ${answer.status}`))
        samples.set(`confirm ${answer.status}`, answer.body);
    }
  });
  const runSeconds = (performance.now() - runStarted) / 1000;
  const runProfileEnd = profileTime();
  const cpuAfter = {
    api: apiCpuMs(),
    client: process.cpuUsage(cpuBefore.client),
    database: (await backends()).map((pid) => [pid, processCpuMs(pid)]),
    machine: machineCpuMs(),
  };

  const count = (list, predicate) => list.filter(predicate).length;
  const sortedMs = (list) => list.map((entry) => entry.ms).sort((a, b) => a - b);
  const latencyRow = (label, list) => {
    const sorted = sortedMs(list);
    return {
      answers: label,
      count: sorted.length,
      p50: ms(percentile(sorted, 50)),
      p95: ms(percentile(sorted, 95)),
      p99: ms(percentile(sorted, 99)),
      max: ms(sorted.at(-1) ?? NaN),
    };
  };
  const holds = requests.filter((entry) => entry.status === 201);
  const limitedAt = firstLimited.filter((value) => value !== undefined).sort((a, b) => a - b);
  const fiveXX = count(requests, (entry) => entry.status >= 500) + count(confirms, (entry) => entry.status >= 500);
  const otherRequests = count(requests, (entry) => ![201, 409, 429].includes(entry.status) && entry.status < 500);
  const failedConfirms = count(confirms, (entry) => entry.status !== 200);

  const confirmed = confirms.filter((entry) => entry.status === 200);
  /** Answers per second over the pass and over its slowest whole 5-second window. */
  const rates = (list) => {
    const windows = Array.from({ length: Math.max(1, Math.floor(runSeconds / 5)) }, () => 0);
    for (const entry of list) {
      const index = Math.floor((entry.end - runStarted) / 5000);
      if (index < windows.length) windows[index]++;
    }
    return {
      run: (list.length / runSeconds).toFixed(1),
      slowest: (Math.min(...windows) / 5).toFixed(1),
      windows: windows.map((count) => (count / 5).toFixed(0)).join(', '),
    };
  };
  const holdRate = rates(holds);
  const confirmRate = rates(confirmed);

  console.log(
    `\nThroughput pass: ${clientCount} clients × closed loop${customersPerClient > 1 ? ` (each booking as ${customersPerClient} customers in turn)` : ' (one customer each)'} for ${seconds} s on one listing (${runSeconds.toFixed(1)} s measured), ` +
      `${servers.length} API process${servers.length > 1 ? 'es' : ''}; ` +
      `each hold paid at once with tok_visa; BOOKING_RATE_LIMIT=${bookingRateLimit}; ${warmupSeconds > 0 ? `after ${warmupSeconds} s of warm-up` : 'no warm-up'}. Load average ${loadAverage()}\n`,
  );
  table([
    latencyRow('1 client, sequential: request → 201', baseline.requests),
    latencyRow('1 client, sequential: confirm → 200', baseline.confirms),
    latencyRow(`${clientCount} clients: request, all`, requests),
    latencyRow(`${clientCount} clients: request → 201 hold`, holds),
    latencyRow(
      `${clientCount} clients: request → 409`,
      requests.filter((entry) => entry.status === 409),
    ),
    latencyRow(
      `${clientCount} clients: request → 429`,
      requests.filter((entry) => entry.status === 429),
    ),
    latencyRow(`${clientCount} clients: confirm → 200`, confirmed),
  ]);
  console.log('');
  table([
    {
      requests: requests.length,
      '201 hold': holds.length,
      '409 taken': count(requests, (entry) => entry.status === 409),
      '429 limited': count(requests, (entry) => entry.status === 429),
      'other 4xx': otherRequests,
      '5xx': fiveXX,
      'holds/s (run)': holdRate.run,
      'holds/s (slowest 5 s)': holdRate.slowest,
      confirmed: confirmed.length,
      'confirms/s (run)': confirmRate.run,
      'confirms/s (slowest 5 s)': confirmRate.slowest,
      'confirm failures': failedConfirms,
      'first 429 at (median client)': Number.isNaN(percentile(limitedAt, 50))
        ? '–'
        : `${(percentile(limitedAt, 50) / 1000).toFixed(1)} s`,
    },
  ]);
  console.log(`\nHolds/s in each 5 s of the pass: ${holdRate.windows}; confirms/s: ${confirmRate.windows}`);
  if (cpuBefore.api !== undefined && cpuAfter.machine) {
    // Backends that came and went during the pass are missed; those that came are counted from zero.
    const databaseMs = cpuAfter.database.reduce(
      (sum, [pid, after]) => sum + ((after ?? 0) - (cpuBefore.database.get(pid) ?? 0)),
      0,
    );
    const apiMs = cpuAfter.api - cpuBefore.api;
    const clientMs = (cpuAfter.client.user + cpuAfter.client.system) / 1000;
    const machineMs = cpuAfter.machine.busy - cpuBefore.machine.busy;
    const cores = (cpuAfter.machine.total - cpuBefore.machine.total) / (runSeconds * 1000);
    const perBooking = (value) => (holds.length ? `${((value * 1000) / holds.length).toFixed(0)} µs` : '–');
    const share = (value) => `${((value / (runSeconds * 1000)) * 100).toFixed(0)} % of a core`;
    console.log(`\nCPU time during the pass, per booking (one request + its confirm), ${cores.toFixed(1)} cores:\n`);
    table([
      {
        process: servers.length > 1 ? `API (node, ${servers.length} processes)` : 'API (node)',
        'CPU per booking': perBooking(apiMs),
        busy: share(apiMs),
      },
      {
        process: 'PostgreSQL backends of the bench database',
        'CPU per booking': perBooking(databaseMs),
        busy: share(databaseMs),
      },
      { process: 'bench client (node)', 'CPU per booking': perBooking(clientMs), busy: share(clientMs) },
      {
        process: 'rest of the machine (other work, PostgreSQL background)',
        'CPU per booking': perBooking(machineMs - apiMs - databaseMs - clientMs),
        busy: share(machineMs - apiMs - databaseMs - clientMs),
      },
    ]);
  }
  if (baseline.requests[0]?.cpu.api) {
    const median = (list, key) =>
      percentile(
        list.map((entry) => entry.cpu[key]).sort((a, b) => a - b),
        50,
      );
    const cpuRow = (label, list) => ({
      'uncontended call (median CPU)': label,
      API: `${median(list, 'api').toFixed(0)} µs`,
      PostgreSQL: `${median(list, 'database').toFixed(0)} µs`,
      client: `${median(list, 'client').toFixed(0)} µs`,
    });
    console.log(`\nCPU per call in the sequential baseline (${baselineCount} of each, all threads, ns clock):\n`);
    table([cpuRow('request → 201', baseline.requests), cpuRow('confirm → 200', baseline.confirms)]);
  }
  if (cpuProfileDir) console.log(`  profile window of the pass: ${runProfileStart} – ${runProfileEnd} µs`);
  for (const [status, body] of samples) {
    if (status !== 201) console.log(`  first ${status} answer: ${JSON.stringify(body).slice(0, 200)}`);
  }
  if (fiveXX) problems.push(`${fiveXX} × 5xx in the throughput pass`);
  if (otherRequests) problems.push(`${otherRequests} unexpected 4xx booking answers in the throughput pass`);
  if (failedConfirms) problems.push(`${failedConfirms} confirms did not answer 200`);
  const [{ unbalanced }] = (
    await db.query(
      `select count(*)::int as unbalanced from reservations r
       where r.venue_id = $1 and r.status = 2
         and (select count(*) from transactions t where t.reservation_id = r.id and t.type = 1 and t.status = 3) <> 1`,
      [venue.uuid],
    )
  ).rows;
  if (unbalanced) problems.push(`${unbalanced} confirmed reservations without exactly one succeeded charge`);

  /** Hour-slots of the listing held by two active bookings, from the bookings' own schedules (not the index). */
  const doubleBooked = async () =>
    (
      await db.query(
        `select count(*)::int as doubled from (
           select d.value->>'date' as date, i.value as time, s.value as slot
           from reservations r, jsonb_array_elements(r.schedules) d, jsonb_array_elements_text(d.value->'intervals') i,
                unnest(case when cardinality(r.slots) = 0 then array[1] else r.slots end) s(value)
           where r.venue_id = $1 and r.status in (1, 2)
           group by 1, 2, 3 having count(*) > 1) twice`,
        [venue.uuid],
      )
    ).rows[0].doubled;
  /** Every hot-slot customer requests `combo` at once. */
  async function hotRound(combo) {
    const body = bookingBody(combo);
    const started = performance.now();
    const answers = await Promise.all(
      hotTokens.map((token, index) => timed('/api/v1/reservation/request', token, body, 'POST', index)),
    );
    const [{ held }] = (
      await db.query(
        `select count(*)::int as held from reservation_hours where venue_id = $1 and date = $2 and hour = $3 and slot = $4`,
        [venue.uuid, combo.date, Number(combo.time.slice(0, 2)), combo.slot],
      )
    ).rows;
    return { answers, held, seconds: (performance.now() - started) / 1000 };
  }
  const isError = (entry) => entry.status >= 500 || entry.status === 0;

  // ---------- hot slot ----------
  const { answers: hot, held, seconds: hotSeconds } = await hotRound(hotCombo);
  const hotSorted = sortedMs(hot);
  const conflicts = hot.filter((entry) => entry.status === 409);
  const byMessage = new Map();
  for (const entry of conflicts) byMessage.set(entry.body.message, (byMessage.get(entry.body.message) ?? 0) + 1);
  const hotCreated = count(hot, (entry) => entry.status === 201);
  const hot5xx = count(hot, isError);
  console.log(
    `\nHot slot: ${hotCount} customers request ${hotCombo.date} ${hotCombo.time} slot ${hotCombo.slot} at once (${hotSeconds.toFixed(2)} s wall)\n`,
  );
  table([
    {
      requests: hot.length,
      '201 hold': hotCreated,
      '409 taken': conflicts.length,
      'other 4xx': count(hot, (entry) => entry.status >= 400 && entry.status < 500 && entry.status !== 409),
      '5xx/errors': hot5xx,
      'rows held': held,
      p50: ms(percentile(hotSorted, 50)),
      p95: ms(percentile(hotSorted, 95)),
      p99: ms(percentile(hotSorted, 99)),
      max: ms(hotSorted.at(-1)),
    },
  ]);
  for (const [message, times] of byMessage) console.log(`  409 × ${times}: ${message}`);
  for (const entry of hot.filter((answer) => answer.status !== 201 && answer.status !== 409).slice(0, 3)) {
    console.log(`  unexpected ${entry.status}: ${JSON.stringify(entry.body).slice(0, 200)}`);
  }
  const hotOk = hotCreated === 1 && conflicts.length === hotCount - 1 && hot5xx === 0 && held === 1;
  console.log(
    hotOk
      ? `  OK: exactly 1 × 201, ${hotCount - 1} × 409, 0 × 5xx, 1 row held`
      : '  FAILED: expected exactly 1 × 201, the rest 409, 0 × 5xx, 1 row held',
  );
  if (!hotOk) problems.push('hot slot: not exactly one winner');

  // ---------- hot slot, 10,000 requests: rounds of BENCH_HOT at once, a new hour-slot each, the winner pays ----------
  if (hotRequests > 0) {
    const rounds = Math.ceil(hotRequests / hotCount);
    const answers = [];
    let badRounds = 0;
    let unpaid = 0;
    const started = performance.now();
    for (let round = 0; round < rounds; round++) {
      const result = await hotRound(combos.pop());
      answers.push(...result.answers);
      const winners = result.answers.filter((entry) => entry.status === 201);
      if (winners.length !== 1 || result.held !== 1) badRounds++;
      for (const winner of winners) {
        const index = result.answers.indexOf(winner);
        const paid = await pay(winner.body.data.uuid, hotTokens[index], index);
        if (paid.status !== 200) unpaid++;
      }
    }
    const longSeconds = (performance.now() - started) / 1000;
    const sorted = sortedMs(answers);
    const errors = count(answers, isError);
    const doubled = await doubleBooked();
    console.log(
      `\nHot slot × ${rounds} rounds: ${answers.length} requests, ${hotCount} customers at once on a new hour-slot each round, ` +
        `the winner pays (${longSeconds.toFixed(1)} s, ${(answers.length / longSeconds).toFixed(0)} req/s). Load average ${loadAverage()}\n`,
    );
    table([
      {
        requests: answers.length,
        '201 hold': count(answers, (entry) => entry.status === 201),
        '409 taken': count(answers, (entry) => entry.status === 409),
        'other 4xx': count(answers, (entry) => entry.status >= 400 && entry.status < 500 && entry.status !== 409),
        '5xx/errors': errors,
        'rounds without exactly 1 winner': badRounds,
        'double-booked hour-slots': doubled,
        'winners not confirmed': unpaid,
        p50: ms(percentile(sorted, 50)),
        p95: ms(percentile(sorted, 95)),
        p99: ms(percentile(sorted, 99)),
      },
    ]);
    if (errors) problems.push(`hot slot × ${rounds}: ${errors} × 5xx or errors`);
    if (badRounds) problems.push(`hot slot × ${rounds}: ${badRounds} rounds without exactly one winner`);
    if (doubled) problems.push(`hot slot × ${rounds}: ${doubled} hour-slots held by two active bookings`);
    if (unpaid) problems.push(`hot slot × ${rounds}: ${unpaid} winners could not pay`);
  }

  // ---------- conflict run: request, pay and reschedule-dearer races over a few contested hour-slots ----------
  if (conflictRequests > 0) {
    const conflictStatuses = new Map();
    const tally = (label, status) => {
      const key = `${label} ${status}`;
      conflictStatuses.set(key, (conflictStatuses.get(key) ?? 0) + 1);
    };
    let sent = 0;
    const conflictStarted = performance.now();
    const conflictRandom = mulberry32(20261125);
    const put = (path, token, body, apiIndex) => timed(path, token, body, 'PUT', apiIndex);
    let nextCustomer = 0;
    await Promise.all(
      // With several API processes a client's reschedule and its racing confirm go to different ones.
      Array.from({ length: conflictClients }, async (_, clientIndex) => {
        while (sent < conflictRequests) {
          const token = conflictTokens[nextCustomer++ % conflictTokens.length];
          const combo = contested[Math.floor(conflictRandom() * contested.length)];
          sent++;
          const held = await timed('/api/v1/reservation/request', token, bookingBody(combo), 'POST', clientIndex);
          tally('request', held.status);
          if (held.status !== 201) continue;
          const id = held.body.data.uuid;
          if (conflictRandom() < 0.6) {
            // The race of issue 12: a confirm started while a dearer reschedule of the same hold is in flight.
            const nextHour = `${String(Number(combo.time.slice(0, 2)) + 1).padStart(2, '0')}:00`;
            const dearer = JSON.stringify({
              venueId: venue.uuid,
              schedules: [{ date: combo.date, intervals: [combo.time, nextHour] }],
              slots: [combo.slot],
              guestList: { adults: 1, children: 0, infants: 0 },
            });
            sent += 2;
            const rescheduling = put(`/api/v1/reservation/reschedule/${id}`, token, dearer, clientIndex);
            await sleep(Math.floor(conflictRandom() * 15));
            const [moved, paid] = await Promise.all([rescheduling, pay(id, token, clientIndex + 1)]);
            tally('reschedule', moved.status);
            tally('confirm', paid.status);
            if (paid.status === 409 && moved.status === 200) {
              sent++;
              tally('confirm again', (await pay(id, token, clientIndex)).status);
            }
          } else {
            sent++;
            tally('confirm', (await pay(id, token, clientIndex)).status);
          }
          // Free the hours again (a paid booking is cancelled with its refund) so the fight goes on.
          sent++;
          tally('cancel', (await put(`/api/v1/reservation/cancell/${id}`, token, '', clientIndex)).status);
        }
      }),
    );
    const conflictSeconds = (performance.now() - conflictStarted) / 1000;
    // Refunds are jobs: wait until none is pending before reading the ledger.
    for (let waited = 0; waited < 60_000; waited += 500) {
      const [{ pending }] = (
        await db.query(`select count(*)::int as pending from transactions where type = 2 and status = 1`)
      ).rows;
      if (pending === 0) break;
      await sleep(500);
    }
    const doubled = await doubleBooked();
    const [{ underpaid, confirmedCount }] = (
      await db.query(
        `select count(*) filter (where kept < amount_cents)::int as underpaid, count(*)::int as "confirmedCount" from (
           select r.amount_cents,
             coalesce((select sum(amount_cents) from transactions t where t.reservation_id = r.id and t.type = 1 and t.status = 3), 0)
             - coalesce((select sum(amount_cents) from transactions t where t.reservation_id = r.id and t.type = 2 and t.status <> 2), 0) as kept
           from reservations r where r.venue_id = $1 and r.status = 2) paid`,
        [venue.uuid],
      )
    ).rows;
    const conflict5xx = [...conflictStatuses]
      .filter(([key]) => /\s(5\d\d|0)$/.test(key))
      .reduce((sum, [, n]) => sum + n, 0);
    console.log(
      `\nConflict run: ${sent} requests by ${conflictCustomers} customers (${conflictClients} at a time) over ${contested.length} contested hour-slots, ${conflictSeconds.toFixed(1)} s (${(sent / conflictSeconds).toFixed(0)} req/s)\n`,
    );
    table(
      [...conflictStatuses].sort(([a], [b]) => a.localeCompare(b)).map(([answer, times]) => ({ answer, count: times })),
    );
    console.log('');
    table([
      {
        'double-booked hour-slots': doubled,
        '5xx/errors': conflict5xx,
        'confirmed bookings': confirmedCount,
        'paid less than held': underpaid,
      },
    ]);
    if (doubled) problems.push(`conflict run: ${doubled} hour-slots held by two active bookings`);
    if (conflict5xx) problems.push(`conflict run: ${conflict5xx} × 5xx or errors`);
    if (underpaid) problems.push(`conflict run: ${underpaid} confirmed bookings paid for less than they hold`);
  }
} catch (error) {
  problems.push(error.stack ?? String(error));
} finally {
  await db?.end().catch(() => undefined);
  await Promise.all(servers.map((each) => each.stop(cpuProfileDir ? { graceMs: 120_000 } : undefined)));
  fs.rmSync(dataDir, { recursive: true, force: true });
  await database.drop();
}
if (problems.length) {
  console.error(`\nBENCH FAILED:\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
