// Listing search latency over 100,000 generated listings on PostgreSQL: GET /api/v1/venue/viewall/public.
// Always PostgreSQL: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test) names the server; a fresh
// database is created on it, migrated by the API at boot, filled by generate-listings.mjs, and dropped afterwards.
//
// Environment:
//   BENCH_SECONDS=20          measured seconds per scenario at the fixed rate
//   BENCH_WARMUP_SECONDS=3    unmeasured warm-up per scenario
//   BENCH_RATE=100            fixed request rate (requests/s)
//   BENCH_CONNECTIONS=10      HTTP keep-alive connections
//   BENCH_MAX_SECONDS=10      duration of the max-throughput pass (combined scenario, no rate limit)
//   BENCH_LISTINGS=100000     listings to generate
//   BENCH_LOADERS=open,autocannon   which load generators to run (see README: autocannon bursts; `serial` = one at a time)
//   BENCH_SCENARIOS=text,radius     run only these scenarios
//   BENCH_KEEP=1              keep the generated database (prints its URL) for EXPLAIN work with psql
//   BENCH_USE_DATABASE=postgres://…/bench_search_123   run the scenarios on a kept database (no generation, no drop)
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import autocannon from 'autocannon';
import pg from 'pg';
import { describeListings, generateListings, metros } from './generate-listings.mjs';
import { formatMs, reusableBenchDatabase, startServer, table, temporaryDataDir } from './lib.mjs';

const DEFAULT_SERVER = 'postgres://postgres@127.0.0.1:5432/test';
const usingDefaultServer = !process.env.BENCH_DATABASE_URL;
process.env.BENCH_DATABASE_URL ||= DEFAULT_SERVER;

const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const warmupSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
const rate = Number(process.env.BENCH_RATE ?? 100);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const maxSeconds = Number(process.env.BENCH_MAX_SECONDS ?? 10);
const listingCount = Number(process.env.BENCH_LISTINGS ?? 100_000);
const loaders = (process.env.BENCH_LOADERS ?? 'open,autocannon').split(',').map((name) => name.trim());
const keep = process.env.BENCH_KEEP === '1';
const TARGET_P95_MS = 50;

console.log(
  `Search benchmark on PostgreSQL: ${redact(process.env.BENCH_DATABASE_URL)}${usingDefaultServer ? ' (default; set BENCH_DATABASE_URL to use another server)' : ''}`,
);
const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
console.log(
  `Machine: ${os.cpus().length} CPU(s) (${os.cpus()[0]?.model ?? 'unknown'}), ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}; load average ${loadAverage()}\n`,
);

// ---------- request mix ----------

/** Deterministic PRNG so every run sends the same request sequence. */
function mulberry32(seed) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const searchTerms = [
  // single words from titles/descriptions/addresses
  'pool',
  'backyard',
  'garden',
  'rooftop',
  'tennis',
  'basketball',
  'studio',
  'parking',
  'patio',
  'greenhouse',
  'shaded',
  'heated',
  'quiet',
  'lakeview',
  'riverside',
  'maple',
  'yoga',
  'barbecues',
  'wedding',
  'fire pit',
  // city names (in the address)
  'austin',
  'denver',
  'seattle',
  'chicago',
  'boston',
  'miami',
  // typos: matched by the trigram word-similarity branch, not by LIKE
  'swiming',
  'gardn',
  'rooftp',
  'basketbal',
  'lakevew',
  'greenhose',
  'parkng',
  // two words (both must match)
  'heated pool',
  'quiet garden',
  'seattle rooftop',
  'private driveway',
  'cozy studio',
  'shaded backyard',
  // nothing matches
  'zeppelin',
];
/** Words that fit any category (combined with a category and a radius): features, adjectives, places, typos. */
const combinedTerms = [
  'private',
  'shaded',
  'quiet',
  'sunny',
  'cozy',
  'modern',
  'grill',
  'lights',
  'parking',
  'wifi',
  'restrooms',
  'birthday',
  'picnic',
  'riverside',
  'lakeview',
  'midtown',
  'maple',
  'privte',
  'shadded',
  'birthdy',
  'restroms',
];

function buildScenarios(categoryIds, amenityIds) {
  const random = mulberry32(20260101);
  const pick = (list) => list[Math.floor(random() * list.length)];
  const page = () => 1 + Math.floor(random() * 3);
  // Centres: a metro (bigger ones more often), moved up to ~15 miles.
  const centre = () => {
    const [, , latitude, longitude] = metros[Math.floor(Math.pow(random(), 1.6) * metros.length)];
    const miles = 15 * Math.sqrt(random());
    const bearing = 2 * Math.PI * random();
    return {
      latitude: Number((latitude + (miles * Math.cos(bearing)) / 69).toFixed(4)),
      longitude: Number(
        (longitude + (miles * Math.sin(bearing)) / (69 * Math.cos((latitude * Math.PI) / 180))).toFixed(4),
      ),
    };
  };
  const radius = () => 5 + Math.floor(random() * 46); // 5–50 miles
  const path = (params) => `/api/v1/venue/viewall/public?${new URLSearchParams({ limit: '6', ...params })}`;
  const range = () => JSON.stringify({ ...centre(), radius: radius() });
  const make = (build) => Array.from({ length: 1000 }, build);
  const priceRange = () => {
    const min = 10 * Math.floor(random() * 8);
    const max = min + 20 + 10 * Math.floor(random() * 20);
    const side = random();
    return side < 0.2
      ? { minPrice: String(min) }
      : side < 0.4
        ? { maxPrice: String(max) }
        : { minPrice: String(min), maxPrice: String(max) };
  };
  const guests = () => String(2 + Math.floor(Math.pow(random(), 2) * 38));
  const amenities = () => {
    const chosen = new Set(Array.from({ length: 1 + Math.floor(random() * 3) }, () => pick(amenityIds)));
    return JSON.stringify([...chosen]);
  };
  // The map's visible area around a metro: a phone's view (~0.1°) up to a desktop's zoomed out (~1°).
  const bbox = () => {
    const { latitude, longitude } = centre();
    const half = 0.05 + random() * 0.45;
    return [longitude - half * 1.5, latitude - half, longitude + half * 1.5, latitude + half]
      .map((n) => n.toFixed(4))
      .join(',');
  };
  const sorts = ['rating', 'newest', 'price_asc', 'price_desc'];
  const dates = () => {
    const from = new Date(Date.now() + Math.floor(random() * 50) * 86_400_000);
    const to = new Date(from.getTime() + Math.floor(random() * 7) * 86_400_000);
    const day = (date) => date.toISOString().slice(0, 10);
    return { fromDate: day(from), toDate: day(to) };
  };
  return {
    text: make(() => path({ page: String(page()), search: pick(searchTerms) })),
    category: make(() => path({ page: String(page()), categoryId: pick(categoryIds) })),
    radius: make(() => path({ page: String(page()), coordinateRange: range() })),
    combined: make(() =>
      path({
        page: String(page()),
        search: pick(combinedTerms),
        categoryId: pick(categoryIds),
        coordinateRange: range(),
      }),
    ),
    dates: make(() =>
      path({ page: String(page()), ...dates(), ...(random() < 0.5 ? { categoryId: pick(categoryIds) } : {}) }),
    ),
    popular: make(() => path({ page: String(page()), sort: 'popular' })),
    'no filters': make(() => path({ page: String(page()) })),
    // Issue 46's filters and orders, each alone, then all with text, radius and dates.
    price: make(() => path({ page: String(page()), ...priceRange() })),
    guests: make(() => path({ page: String(page()), guests: guests() })),
    amenities: make(() => path({ page: String(page()), amenityIds: amenities() })),
    instant: make(() => path({ page: String(page()), instantBook: 'true' })),
    'map box': make(() => path({ page: String(page()), bbox: bbox() })),
    orders: make(() => path({ page: String(page()), sort: pick(sorts) })),
    'price order, priced': make(() =>
      path({ page: String(page()), sort: pick(['price_asc', 'price_desc']), ...priceRange() }),
    ),
    'every filter': make(() =>
      path({
        page: String(page()),
        search: pick(combinedTerms),
        coordinateRange: range(),
        ...dates(),
        ...priceRange(),
        guests: guests(),
        ...(random() < 0.5 ? { amenityIds: amenities() } : {}),
        ...(random() < 0.5 ? { instantBook: 'true' } : {}),
        sort: pick([...sorts, 'distance', 'relevance']),
      }),
    ),
    'box and filters': make(() =>
      path({
        page: String(page()),
        bbox: bbox(),
        ...priceRange(),
        guests: guests(),
        ...(random() < 0.5 ? { amenityIds: amenities() } : {}),
        instantBook: random() < 0.5 ? 'true' : 'false',
        sort: pick(sorts),
      }),
    ),
    // The price filter's histogram for the same kinds of search.
    'price spread': make(() => {
      const kind = random();
      const filters =
        kind < 0.25
          ? {}
          : kind < 0.5
            ? { categoryId: pick(categoryIds) }
            : kind < 0.75
              ? { coordinateRange: range(), guests: guests() }
              : { search: pick(searchTerms), instantBook: 'true' };
      return `/api/v1/venue/prices/public?${new URLSearchParams(filters)}`;
    }),
  };
}

// ---------- load generators ----------

/** A search's total, or the listings a price spread counted. */
const countOf = (body) =>
  Array.isArray(body.data) ? body.count : body.data.bands.reduce((sum, band) => sum + band.count, 0);

const percentile = (sorted, q) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] : NaN;

function summarize(latencies, extra) {
  const sorted = Float64Array.from(latencies).sort();
  return {
    ...extra,
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    p99: percentile(sorted, 0.99),
    max: sorted.length ? sorted[sorted.length - 1] : NaN,
  };
}

/**
 * Open-loop constant arrival rate: request i is due at start + i/rate, whatever happened to earlier ones, over at most
 * `connections` keep-alive sockets (excess requests queue in the agent). Latency is measured from the due time, so
 * queueing behind slow responses counts (no coordinated omission). If the server cannot keep up (more than `rate`
 * requests outstanding, i.e. a second of backlog) the run stops early: unsent and unfinished requests count as
 * infinitely slow, so the percentiles read "saturated" instead of the bench running for hours.
 */
async function openLoop(baseUrl, paths, { rate, seconds, measure = true }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const interval = 1000 / rate;
  const total = Math.round(rate * seconds);
  const backlogLimit = Math.max(rate, connections * 5);
  const latencies = [];
  const hits = [];
  let non2xx = 0;
  let errors = 0;
  let firstFailure;
  let next = 0;
  let saturated = false;
  const pending = new Map();
  const startedAt = performance.now();
  const send = (path, dueAt) => {
    let request;
    const done = new Promise((resolve) => {
      request = http.get(`${baseUrl}${path}`, { agent }, (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => {
          latencies.push(performance.now() - dueAt);
          if (response.statusCode < 200 || response.statusCode >= 300) {
            non2xx++;
            firstFailure ??= `${response.statusCode} ${path}\n${Buffer.concat(chunks).toString().slice(0, 500)}`;
          } else if (measure) {
            hits.push(countOf(JSON.parse(Buffer.concat(chunks).toString())));
          }
          resolve();
        });
      });
      request.on('error', (error) => {
        if (!request.abortedByBench) {
          errors++;
          firstFailure ??= `${error.message} ${path}`;
        }
        resolve();
      });
    });
    pending.set(done, request);
    done.then(() => pending.delete(done));
  };
  while (next < total) {
    const dueAt = startedAt + next * interval;
    const now = performance.now();
    if (now < dueAt) {
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, dueAt - now - 1)));
      continue;
    }
    if (pending.size >= backlogLimit) {
      saturated = true;
      break;
    }
    send(paths[next % paths.length], dueAt);
    next++;
  }
  // Unfinished requests get at most 10 s more; then they are aborted (they mostly never left the agent's queue).
  const drained = Promise.all(pending.keys());
  let timer;
  const gaveUp = await Promise.race([
    drained.then(() => false),
    new Promise((resolve) => (timer = setTimeout(resolve, 10_000, true))),
  ]);
  clearTimeout(timer);
  if (gaveUp || saturated) {
    saturated = true;
    for (const request of pending.values()) {
      request.abortedByBench = true;
      request.destroy();
    }
    await drained;
  }
  const elapsed = (performance.now() - startedAt) / 1000;
  agent.destroy();
  const completed = latencies.length;
  while (latencies.length < total) latencies.push(Infinity);
  hits.sort((a, b) => a - b);
  return summarize(latencies, {
    requests: completed,
    rps: completed / elapsed,
    non2xx,
    errors,
    firstFailure,
    saturated,
    hits: percentile(hits, 0.5),
  });
}

/**
 * One request at a time (closed loop, one connection) for `seconds`: the service time of a search with nothing
 * queued in front of it, which is what grows with the data; the fixed-rate loaders add the queueing on top.
 */
async function serialRun(baseUrl, paths, { seconds }) {
  const latencies = [];
  const hits = [];
  let non2xx = 0;
  let firstFailure;
  const startedAt = performance.now();
  for (let index = 0; performance.now() - startedAt < seconds * 1000; index++) {
    const path = paths[index % paths.length];
    const sentAt = performance.now();
    const response = await fetch(`${baseUrl}${path}`);
    const body = await response.text();
    latencies.push(performance.now() - sentAt);
    if (response.ok) hits.push(countOf(JSON.parse(body)));
    else {
      non2xx++;
      firstFailure ??= `${response.status} ${path}\n${body.slice(0, 500)}`;
    }
  }
  hits.sort((a, b) => a - b);
  return summarize(latencies, {
    requests: latencies.length,
    rps: latencies.length / ((performance.now() - startedAt) / 1000),
    non2xx,
    errors: 0,
    firstFailure,
    hits: percentile(hits, 0.5),
  });
}

/** autocannon with a shared cursor over the paths; per-response latencies come from the client 'response' event. */
async function autocannonRun(baseUrl, paths, { overallRate, seconds }) {
  let cursor = 0;
  const latencies = [];
  const failedStatuses = new Map();
  const result = await autocannon({
    url: baseUrl,
    connections,
    duration: seconds,
    ...(overallRate ? { overallRate } : {}),
    requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: paths[cursor++ % paths.length] }) }],
    setupClient: (client) => {
      client.on('response', (status, _bytes, responseTime) => {
        latencies.push(responseTime);
        if (status < 200 || status >= 300) failedStatuses.set(status, (failedStatuses.get(status) ?? 0) + 1);
      });
    },
  });
  return summarize(latencies, {
    requests: result.requests.total,
    rps: result.requests.average,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    firstFailure: `statuses ${JSON.stringify(Object.fromEntries(failedStatuses))}, ${result.errors} connection errors, ${result.timeouts} timeouts (10 s)`,
  });
}

const ms = (value) => (Number.isFinite(value) ? formatMs(value) : 'saturated');
const row = (scenario, result) => ({
  scenario,
  requests: result.requests,
  'req/s': result.rps.toFixed(1),
  p50: ms(result.p50),
  p95: ms(result.p95),
  p99: ms(result.p99),
  max: ms(result.max),
  'non-2xx': result.non2xx,
  errors: result.errors,
  ...(result.hits !== undefined ? { 'median hits': Number.isFinite(result.hits) ? result.hits : '-' } : {}),
});

// ---------- run ----------

const dataDir = temporaryDataDir('search');
const database = await reusableBenchDatabase('search');
let server;
const failures = [];
const results = { open: [], autocannon: [], serial: [] };
let maxResult;
let generation;
try {
  server = await startServer({ dataDir, env: { ...database.env, DEMO_DATA: 'false', AUTH_RATE_LIMIT: '1000000' } });
  const client = new pg.Client({ connectionString: database.env.DATABASE_URL });
  await client.connect();
  let categoryIds;
  let amenityIds;
  try {
    if (database.reused) {
      generation = await describeListings(client);
      console.log(`Reusing ${redact(database.env.DATABASE_URL)} (BENCH_USE_DATABASE): no generation`);
    } else {
      console.log(`Generating ${listingCount.toLocaleString('en-US')} listings…`);
      generation = await generateListings(client, { count: listingCount, log: console.log });
      console.log(`Generated in ${(generation.totalMs / 1000).toFixed(1)} s`);
    }
    console.log(
      `${generation.venues} listings (${generation.searchable} searchable), ${generation.images} images, ` +
        `${generation.amenities} listing amenities, ${generation.hosts} hosts; venues table ${generation.venues_size}, database ${generation.database_size}\n`,
    );
    categoryIds = (await client.query('select id from categories order by sort_order')).rows.map(
      (category) => category.id,
    );
    amenityIds = (await client.query('select id from amenities order by slug')).rows.map((amenity) => amenity.id);
  } finally {
    await client.end();
  }

  const scenarios = buildScenarios(categoryIds, amenityIds);
  const wanted = process.env.BENCH_SCENARIOS?.split(',').map((name) => name.trim());
  const selected = Object.keys(scenarios).filter((name) => !wanted || wanted.includes(name));

  // Pre-flight: a few requests per scenario must answer 200 with a result list.
  for (const name of selected) {
    for (const path of scenarios[name].slice(0, 5)) {
      const response = await fetch(`${server.baseUrl}${path}`);
      const body = await response.text();
      if (!response.ok) throw new Error(`pre-flight ${name}: ${response.status} for ${path}\n${body.slice(0, 500)}`);
      const data = JSON.parse(body).data;
      if (!Array.isArray(data) && !Array.isArray(data?.bands))
        throw new Error(`pre-flight ${name}: no data array (or price bands) for ${path}`);
    }
  }

  for (const loader of loaders) {
    if (!['open', 'autocannon', 'serial'].includes(loader)) throw new Error(`unknown loader ${loader}`);
    console.log(
      loader === 'serial'
        ? `One request at a time, ${seconds} s per scenario`
        : `Fixed rate ${rate} req/s, ${connections} connections, ${seconds} s per scenario (${loader === 'open' ? 'open-loop constant arrival' : 'autocannon overallRate'})`,
    );
    for (const name of selected) {
      const paths = scenarios[name];
      if (warmupSeconds > 0)
        await openLoop(server.baseUrl, paths.slice(500), { rate, seconds: warmupSeconds, measure: false });
      const result =
        loader === 'open'
          ? await openLoop(server.baseUrl, paths, { rate, seconds })
          : loader === 'serial'
            ? await serialRun(server.baseUrl, paths, { seconds })
            : await autocannonRun(server.baseUrl, paths, { overallRate: rate, seconds });
      if (result.non2xx || result.errors)
        failures.push(`${loader}/${name}: ${result.non2xx} non-2xx, ${result.errors} errors — ${result.firstFailure}`);
      results[loader].push({ name, result });
      console.log(
        `  ${name}: p50 ${ms(result.p50)}, p95 ${ms(result.p95)}, p99 ${ms(result.p99)}, ${result.rps.toFixed(1)} req/s`,
      );
      // Let the server finish anything still queued in its connection pool before the next scenario.
      await fetch(`${server.baseUrl}/api/v1/health/ready`);
    }
  }

  if (selected.includes('combined') && maxSeconds > 0) {
    console.log(`Max throughput: combined, ${connections} connections, ${maxSeconds} s, no rate limit`);
    maxResult = await autocannonRun(server.baseUrl, scenarios.combined, { seconds: maxSeconds });
    if (maxResult.non2xx || maxResult.errors)
      failures.push(
        `max/combined: ${maxResult.non2xx} non-2xx, ${maxResult.errors} errors — ${maxResult.firstFailure}`,
      );
  }
} finally {
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
  if (keep && !database.reused) {
    console.log(
      `\nBENCH_KEEP=1: kept ${redact(database.env.DATABASE_URL)} — drop it with: psql ${redact(process.env.BENCH_DATABASE_URL)} -c 'drop database ${new URL(database.env.DATABASE_URL).pathname.slice(1)}'`,
    );
  } else {
    await database.drop();
  }
}

console.log(`\nLoad average at the end: ${loadAverage()} (other processes on the machine skew the figures)`);
console.log(
  `\nGET /api/v1/venue/viewall/public?limit=6 — ${generation.venues.toLocaleString('en-US')} listings on ${database.kind} ` +
    `(database ${generation.database_size}${database.reused ? ', reused' : `, generated in ${(generation.totalMs / 1000).toFixed(1)} s`})`,
);
if (results.open.length) {
  console.log(
    `\nOpen-loop constant arrival at ${rate} req/s (latency from the scheduled send time), ${connections} connections, ${seconds} s:\n`,
  );
  table(results.open.map(({ name, result }) => row(name, result)));
}
if (results.autocannon.length) {
  console.log(
    `\nautocannon overallRate ${rate} (each second starts with a burst of ${rate} requests over ${connections} connections), ${seconds} s:\n`,
  );
  table(results.autocannon.map(({ name, result }) => row(name, result)));
}
if (results.serial.length) {
  console.log(`\nOne request at a time (service time, no queueing), ${seconds} s:\n`);
  table(results.serial.map(({ name, result }) => row(name, result)));
}
if (maxResult) {
  console.log(
    `\nMax throughput, combined scenario, ${connections} connections, ${maxSeconds} s (autocannon, no rate limit):\n`,
  );
  table([row('combined', maxResult)]);
}

const checked = results.open.length ? results.open : results.autocannon;
const missed = checked.filter(({ result }) => !(result.p95 < TARGET_P95_MS));
if (checked.length)
  console.log(
    `\nTarget p95 < ${TARGET_P95_MS} ms at ${rate} req/s (${results.open.length ? 'open-loop' : 'autocannon'}): ` +
      (missed.length
        ? `MISSED by ${missed.map(({ name, result }) => `${name} (${ms(result.p95)})`).join(', ')}`
        : 'met by every scenario'),
  );
if (failures.length) {
  console.error(`\nFAILED: non-2xx or failed requests\n${failures.join('\n')}`);
  process.exit(1);
}
if (keep || database.reused) process.exit(0);

function redact(url) {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}
