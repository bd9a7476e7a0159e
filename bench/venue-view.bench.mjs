// Venue view latency: GET /api/v1/venue/{id}/view/public for a 10-slot listing with a 60-day schedule
// (every hour 06:00–24:00 on weekends, 08:00–22:00 on weekdays, two blocks). BENCH_DATABASE_URL=postgres://…
// runs it on a fresh database on that server; otherwise on PGlite.
//   BENCH_LISTINGS=1000000    first fill the fresh PostgreSQL database with that many generated listings (as `search`)
//   BENCH_USE_DATABASE=postgres://…/bench_search_123   use a kept database (e.g. `search` with BENCH_KEEP=1) as it is
import fs from 'node:fs';
import os from 'node:os';
import zlib from 'node:zlib';
import pg from 'pg';
import { describeListings, generateListings } from './generate-listings.mjs';
import {
  apiClient,
  createApprovedParkingListing,
  formatMs,
  reusableBenchDatabase,
  startServer,
  table,
  temporaryDataDir,
} from './lib.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 15);
const rate = Number(process.env.BENCH_RATE ?? 50);
const listingCount = Number(process.env.BENCH_LISTINGS ?? 0);
const admin = { email: 'bench-admin@example.com', password: 'Bench-Admin-2026' };
if (listingCount && !process.env.BENCH_DATABASE_URL && !process.env.BENCH_USE_DATABASE) {
  console.error(
    'BENCH_LISTINGS needs PostgreSQL: set BENCH_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test)',
  );
  process.exit(1);
}
const database = await reusableBenchDatabase('venueview');
const dataDir = temporaryDataDir('venueview');
const server = await startServer({
  dataDir,
  env: {
    ...database.env,
    DEMO_DATA: 'false',
    AUTH_RATE_LIMIT: '1000000',
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
  },
});

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

const api = apiClient(server.baseUrl);

/** Sends requests at a fixed rate and records each latency (real percentiles, not histogram buckets). */
async function measureAtRate(url, requestsPerSecond, durationSeconds) {
  const latencies = [];
  let failures = 0;
  const interval = 1000 / requestsPerSecond;
  const started = performance.now();
  const inFlight = [];
  for (let sent = 0; performance.now() - started < durationSeconds * 1000; sent++) {
    const due = started + sent * interval;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const begin = performance.now();
    inFlight.push(
      fetch(url, { headers: { 'accept-encoding': 'gzip' } })
        .then(async (response) => {
          await response.arrayBuffer();
          if (!response.ok) failures++;
          latencies.push(performance.now() - begin);
        })
        .catch(() => failures++),
    );
  }
  await Promise.all(inFlight);
  latencies.sort((a, b) => a - b);
  return { latencies, failures, elapsed: (performance.now() - started) / 1000 };
}

let listings;
try {
  if (database.kind === 'PostgreSQL') {
    const client = new pg.Client({ connectionString: database.env.DATABASE_URL });
    await client.connect();
    try {
      if (listingCount && !database.reused) {
        console.log(`Generating ${listingCount.toLocaleString('en-US')} listings…`);
        const generated = await generateListings(client, { count: listingCount, log: console.log });
        console.log(`Generated in ${(generated.totalMs / 1000).toFixed(1)} s`);
      }
      listings = await describeListings(client);
    } finally {
      await client.end();
    }
  }
  const session = await api('/api/v1/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userName: admin.email, password: admin.password }),
  });
  const auth = { authorization: `Bearer ${session.data.tokens.access.value}` };
  const venue = await createApprovedParkingListing(api, auth, {
    title: 'Benchmark Parking Lot',
    description: 'Ten numbered spaces for the venue view benchmark.',
    rent: '8',
    slots: '10',
    latitude: '40.75',
    longitude: '-73.99',
    zipcode: '10001',
    address: '1 Bench St, New York, NY 10001, US',
    timezone: 'America/New_York',
  });
  const start = new Date().toISOString().slice(0, 10);
  await api(`/api/v1/venue/${venue.uuid}/schedule/raw/update`, {
    method: 'PUT',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({
      schedules: [
        { type: 2, date: '[1,2,3,4,5]', intervals: [{ from: '08:00', to: '22:00' }] },
        { type: 2, date: '[6,7]', intervals: [{ from: '06:00', to: '24:00' }] },
        { type: 3, date: JSON.stringify(start), unit: 2, frequency: 2, intervals: [{ from: '05:00', to: '06:00' }] },
      ],
      schedulingPeriod: 60,
      alterReservations: false,
    }),
  });
  for (const [from, to, slots] of [
    [3, 4, null],
    [10, 12, [1, 2, 3]],
  ]) {
    const date = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    await api(`/api/v1/venue/${venue.uuid}/calendar/block/create`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({
        from: { date: date(from), time: '10:00' },
        to: { date: date(to), time: '14:00' },
        alterReservations: false,
        slots,
      }),
    });
  }
  const url = `${server.baseUrl}/api/v1/venue/${venue.uuid}/view/public`;
  const sample = await fetch(url);
  const sampleBody = await sample.text();
  const parsed = JSON.parse(sampleBody).data;
  const slotCount = parsed.schedules.reduce(
    (sum, day) => sum + day.intervals.reduce((inner, interval) => inner + interval.slots.length, 0),
    0,
  );
  // What the server sends to a browser (brotli quality 4, as configured in app.ts).
  const brotliBytes = zlib.brotliCompressSync(sampleBody, {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 },
  }).length;

  await measureAtRate(url, 20, 3); // warm-up
  const rows = [];
  for (const requestsPerSecond of [rate, rate * 2]) {
    const result = await measureAtRate(url, requestsPerSecond, seconds);
    if (result.failures) throw new Error(`${result.failures} failed requests`);
    rows.push({
      'target req/s': requestsPerSecond,
      requests: result.latencies.length,
      'achieved req/s': (result.latencies.length / result.elapsed).toFixed(1),
      p50: formatMs(percentile(result.latencies, 50)),
      p95: formatMs(percentile(result.latencies, 95)),
      p99: formatMs(percentile(result.latencies, 99)),
    });
  }
  console.log(
    `\nGET /api/v1/venue/{id}/view/public on ${database.kind}: ${parsed.schedules.length} days, ${slotCount} hour-slots, ${(sampleBody.length / 1024).toFixed(0)} KB JSON (${(brotliBytes / 1024).toFixed(1)} KB with brotli)`,
  );
  if (listings)
    console.log(
      `Database: ${listings.venues.toLocaleString('en-US')} listings, ${listings.images.toLocaleString('en-US')} images, venues table ${listings.venues_size}, database ${listings.database_size}`,
    );
  console.log(
    `Load average at the end: ${os
      .loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')}\n`,
  );
  table(rows);
} finally {
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
  await database.drop();
}
