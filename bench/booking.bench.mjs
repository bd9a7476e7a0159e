// Booking throughput and the no-double-booking guarantee on PostgreSQL: POST /api/v1/reservation/request and
// POST /api/v1/reservation/confirm/{id} (test-mode card provider, tok_visa).
// Always PostgreSQL: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test) names the server; a fresh
// database is created on it, migrated by the API at boot, and dropped afterwards.
//
// 1. One parking listing with 20 slots, open every day 00:00–24:00 for 60 days (America/Phoenix: no DST, so every
//    day has 24 bookable hours), approved.
// 2. Customers are inserted directly into `users` (verified, one shared argon2id hash) and logged in through
//    POST /api/v1/auth/login (AUTH_RATE_LIMIT is raised for the bench).
// 3. Throughput pass: BENCH_CLIENTS customers, one closed-loop client each, for BENCH_SECONDS. Each client requests one
//    hour-slot (distinct across all clients, from a seeded shuffle of every free hour-slot from tomorrow on) and,
//    when it gets a hold (201), pays it at once with tok_visa. Paying keeps a client under the cap of 3 unpaid holds
//    and measures confirm as well. The other cap, 10 booking requests per customer per minute, counts every created
//    reservation (paid or cancelled alike), so it cannot be avoided: each client gets at most 10 holds per minute,
//    then 429 (Retry-After: 60). A client that gets 429 waits BENCH_BACKOFF_MS and tries again until the end.
// 4. Hot-slot pass: BENCH_HOT fresh customers request the SAME hour-slot at once: exactly one 201, the rest 409,
//    no 5xx, and one row in reservation_hours for it; anything else fails the run (exit 1).
//
// Environment:
//   BENCH_DATABASE_URL   PostgreSQL server (default postgres://postgres@127.0.0.1:5432/test)
//   BENCH_SECONDS=20     length of the throughput pass
//   BENCH_CLIENTS=50     concurrent customers in the throughput pass
//   BENCH_HOT=200        concurrent customers in the hot-slot pass
//   BENCH_BACKOFF_MS=1000  pause of a client after a 429
import fs from 'node:fs';
import os from 'node:os';
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

const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const clientCount = Number(process.env.BENCH_CLIENTS ?? 50);
const hotCount = Number(process.env.BENCH_HOT ?? 200);
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

const database = await benchDatabase('booking');
const dataDir = temporaryDataDir('booking');
let server;
let db;
const problems = [];
try {
  server = await startServer({
    dataDir,
    env: {
      ...database.env,
      DEMO_DATA: 'false',
      AUTH_RATE_LIMIT: '1000000',
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      STRIPE_SECRET_KEY: '',
    },
  });
  const { baseUrl } = server;

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
  const total = 1 + clientCount + hotCount + conflictCustomers;
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
  const throughputTokens = tokens.slice(1, 1 + clientCount);
  const hotTokens = tokens.slice(1 + clientCount, 1 + clientCount + hotCount);
  const conflictTokens = tokens.slice(1 + clientCount + hotCount);
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
  async function timed(path, token, body, method = 'POST') {
    const begin = performance.now();
    try {
      const response = await fetch(`${baseUrl}${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body,
      });
      const parsed = await response.json().catch(() => ({}));
      return { status: response.status, body: parsed, ms: performance.now() - begin, end: performance.now() };
    } catch (error) {
      return { status: 0, body: { message: error.message }, ms: performance.now() - begin, end: performance.now() };
    }
  }

  let nextCombo = 0;
  // ---------- baseline: one customer, sequential (no contention), 10 bookings = the per-minute cap ----------
  const baseline = { requests: [], confirms: [] };
  for (let index = 0; index < 10; index++) {
    const answer = await timed('/api/v1/reservation/request', baselineToken, bookingBody(combos[nextCombo++]));
    baseline.requests.push(answer);
    if (answer.status !== 201) throw new Error(`baseline booking: ${answer.status} ${JSON.stringify(answer.body)}`);
    const paid = await timed(
      `/api/v1/reservation/confirm/${answer.body.data.uuid}`,
      baselineToken,
      JSON.stringify({ venueId: venue.uuid, stripetoken: 'tok_visa' }),
    );
    baseline.confirms.push(paid);
    if (paid.status !== 200) throw new Error(`baseline confirm: ${paid.status} ${JSON.stringify(paid.body)}`);
  }

  // ---------- throughput pass ----------
  const requests = []; // { status, ms, end }
  const confirms = [];
  const firstLimited = [];
  const samples = new Map(); // status → first answer body, for the report
  const runStarted = performance.now();
  const deadline = runStarted + seconds * 1000;
  await Promise.all(
    throughputTokens.map(async (token, clientIndex) => {
      while (performance.now() < deadline && nextCombo < combos.length) {
        const combo = combos[nextCombo++];
        const answer = await timed('/api/v1/reservation/request', token, bookingBody(combo));
        requests.push({ status: answer.status, ms: answer.ms, end: answer.end });
        if (!samples.has(answer.status)) samples.set(answer.status, answer.body);
        if (answer.status === 201) {
          const paid = await timed(
            `/api/v1/reservation/confirm/${answer.body.data.uuid}`,
            token,
            JSON.stringify({ venueId: venue.uuid, stripetoken: 'tok_visa' }),
          );
          confirms.push({ status: paid.status, ms: paid.ms });
          if (paid.status !== 200 && !samples.has(`confirm ${paid.status}`))
            samples.set(`confirm ${paid.status}`, paid.body);
        } else if (answer.status === 429) {
          firstLimited[clientIndex] ??= answer.end - runStarted;
          await sleep(Math.min(backoffMs, Math.max(0, deadline - performance.now())));
        }
      }
    }),
  );
  const runSeconds = (performance.now() - runStarted) / 1000;

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
  const lastHoldSeconds = holds.length ? (Math.max(...holds.map((entry) => entry.end)) - runStarted) / 1000 : NaN;
  const limitedAt = firstLimited.filter((value) => value !== undefined).sort((a, b) => a - b);
  const fiveXX = count(requests, (entry) => entry.status >= 500) + count(confirms, (entry) => entry.status >= 500);
  const otherRequests = count(requests, (entry) => ![201, 409, 429].includes(entry.status) && entry.status < 500);
  const failedConfirms = count(confirms, (entry) => entry.status !== 200);

  console.log(
    `\nThroughput pass: ${clientCount} customers × closed loop for ${seconds} s on one listing (${runSeconds.toFixed(1)} s measured); ` +
      `each hold paid at once with tok_visa. Load average ${loadAverage()}\n`,
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
    latencyRow(
      `${clientCount} clients: confirm → 200`,
      confirms.filter((entry) => entry.status === 200),
    ),
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
      'holds/s (run)': (holds.length / runSeconds).toFixed(1),
      'holds/s (until last hold)': (holds.length / lastHoldSeconds).toFixed(1),
      confirmed: count(confirms, (entry) => entry.status === 200),
      'confirm failures': failedConfirms,
      'first 429 at (median client)': Number.isNaN(percentile(limitedAt, 50))
        ? '–'
        : `${(percentile(limitedAt, 50) / 1000).toFixed(1)} s`,
    },
  ]);
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

  // ---------- hot slot ----------
  const hotBody = bookingBody(hotCombo);
  const hotStarted = performance.now();
  const hot = await Promise.all(hotTokens.map((token) => timed('/api/v1/reservation/request', token, hotBody)));
  const hotSeconds = (performance.now() - hotStarted) / 1000;
  const hotSorted = hot.map((entry) => entry.ms).sort((a, b) => a - b);
  const conflicts = hot.filter((entry) => entry.status === 409);
  const byMessage = new Map();
  for (const entry of conflicts) byMessage.set(entry.body.message, (byMessage.get(entry.body.message) ?? 0) + 1);
  const [{ held }] = (
    await db.query(
      `select count(*)::int as held from reservation_hours where venue_id = $1 and date = $2 and hour = $3 and slot = $4`,
      [venue.uuid, hotCombo.date, Number(hotCombo.time.slice(0, 2)), hotCombo.slot],
    )
  ).rows;
  const hotCreated = count(hot, (entry) => entry.status === 201);
  const hot5xx = count(hot, (entry) => entry.status >= 500 || entry.status === 0);
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

  // ---------- conflict run: request, pay and reschedule-dearer races over a few contested hour-slots ----------
  const conflictStatuses = new Map();
  const tally = (label, status) => {
    const key = `${label} ${status}`;
    conflictStatuses.set(key, (conflictStatuses.get(key) ?? 0) + 1);
  };
  let sent = 0;
  const conflictStarted = performance.now();
  const conflictRandom = mulberry32(20261125);
  const put = (path, token, body) => timed(path, token, body, 'PUT');
  let nextCustomer = 0;
  await Promise.all(
    Array.from({ length: conflictClients }, async () => {
      while (sent < conflictRequests) {
        const token = conflictTokens[nextCustomer++ % conflictTokens.length];
        const combo = contested[Math.floor(conflictRandom() * contested.length)];
        sent++;
        const held = await timed('/api/v1/reservation/request', token, bookingBody(combo));
        tally('request', held.status);
        if (held.status !== 201) continue;
        const id = held.body.data.uuid;
        const pay = () =>
          timed(
            `/api/v1/reservation/confirm/${id}`,
            token,
            JSON.stringify({ venueId: venue.uuid, stripetoken: 'tok_visa' }),
          );
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
          const rescheduling = put(`/api/v1/reservation/reschedule/${id}`, token, dearer);
          await sleep(Math.floor(conflictRandom() * 15));
          const [moved, paid] = await Promise.all([rescheduling, pay()]);
          tally('reschedule', moved.status);
          tally('confirm', paid.status);
          if (paid.status === 409 && moved.status === 200) {
            sent++;
            tally('confirm again', (await pay()).status);
          }
        } else {
          sent++;
          tally('confirm', (await pay()).status);
        }
        // Free the hours again (a paid booking is cancelled with its refund) so the fight goes on.
        sent++;
        tally('cancel', (await put(`/api/v1/reservation/cancell/${id}`, token, '')).status);
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
  const [{ doubled }] = (
    await db.query(
      `select count(*)::int as doubled from (
         select d.value->>'date' as date, i.value as time, s.value as slot
         from reservations r, jsonb_array_elements(r.schedules) d, jsonb_array_elements_text(d.value->'intervals') i,
              unnest(case when cardinality(r.slots) = 0 then array[1] else r.slots end) s(value)
         where r.venue_id = $1 and r.status in (1, 2)
         group by 1, 2, 3 having count(*) > 1) twice`,
      [venue.uuid],
    )
  ).rows;
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
} catch (error) {
  problems.push(error.stack ?? String(error));
} finally {
  await db?.end().catch(() => undefined);
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
  await database.drop();
}
if (problems.length) {
  console.error(`\nBENCH FAILED:\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
