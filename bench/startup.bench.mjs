// Start-up time: cold (fresh DATA_DIR: PGlite init, migrations, seeds) and warm (same DATA_DIR again).
import fs from 'node:fs';
import { startServer, table, temporaryDataDir, formatMs } from './lib.mjs';

const runs = Number(process.env.BENCH_RUNS ?? 3);
const rows = [];
for (let run = 1; run <= runs; run++) {
  const dataDir = temporaryDataDir('startup');
  const cold = await startServer({ dataDir });
  await cold.stop();
  const warm = await startServer({ dataDir });
  await warm.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
  rows.push({
    run,
    'cold (fresh data dir)': formatMs(cold.readyMs),
    'warm (existing data dir)': formatMs(warm.readyMs),
  });
}
console.log('\nTime from process spawn to GET /api/v1/health = 200 (PGlite, demo data on)\n');
table(rows);
