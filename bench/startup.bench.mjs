// Start-up time: cold (fresh DATA_DIR: PGlite init, migrations, seeds) and warm (same DATA_DIR again).
import fs from 'node:fs';
import { startServer, table, temporaryDataDir, formatMs } from './lib.mjs';

const runs = Number(process.env.BENCH_RUNS ?? 3);
const rows = [];
// Ready: GET /api/v1/health/ready answers 200, which it does once the demo data is in and the background work started.
const ready = async (url) => (await fetch(`${url}/api/v1/health/ready`)).ok;
for (let run = 1; run <= runs; run++) {
  const dataDir = temporaryDataDir('startup');
  const cold = await startServer({ dataDir, ready });
  await cold.stop();
  const warm = await startServer({ dataDir, ready });
  await warm.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
  rows.push({
    run,
    'cold: alive': formatMs(cold.upMs),
    'cold: ready (demo data in)': formatMs(cold.readyMs),
    'warm: alive': formatMs(warm.upMs),
    'warm: ready': formatMs(warm.readyMs),
  });
}
console.log(
  '\nTime from process spawn to GET /api/v1/health = 200 (alive) and GET /api/v1/health/ready = 200 (ready), PGlite, demo data on\n',
);
table(rows);
