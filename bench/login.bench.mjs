// Login latency and throughput: POST /api/v1/auth/login with the demo customer (argon2id verify per request).
// BENCH_DATABASE_URL=postgres://… runs it on a fresh database on that server; otherwise on PGlite.
import fs from 'node:fs';
import autocannon from 'autocannon';
import { benchDatabase, formatMs, startServer, table, temporaryDataDir } from './lib.mjs';

const dataDir = temporaryDataDir('login');
const database = await benchDatabase('login');
const env = { AUTH_RATE_LIMIT: '1000000', ...database.env };
const server = await startServer({ dataDir, env });
const body = JSON.stringify({ userName: 'customer@hourlyspaces.test', password: 'Guest-Booking-2026' });
const rows = [];
try {
  for (const connections of [1, 4]) {
    const result = await autocannon({
      url: `${server.baseUrl}/api/v1/auth/login`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      connections,
      duration: Number(process.env.BENCH_SECONDS ?? 10),
    });
    if (result.non2xx > 0) throw new Error(`${result.non2xx} non-2xx answers`);
    rows.push({
      connections,
      requests: result.requests.total,
      'req/s': result.requests.average.toFixed(1),
      p50: formatMs(result.latency.p50),
      'p97.5': formatMs(result.latency.p97_5),
      p99: formatMs(result.latency.p99),
    });
  }
} finally {
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
  await database.drop();
}
console.log(`\nPOST /api/v1/auth/login (${database.kind})\n`);
table(rows);
