import { loadConfig } from '../config.ts';
import { closeDeps, createDeps } from '../deps.ts';
import { demoPaymentsOf, seedDemoData } from './seed.ts';
import { seedReferenceData } from './seed-reference.ts';

/** `npm run db:seed`: reference data, plus the demo content unless DEMO_DATA=false (as the server seeds it). */
const config = loadConfig();
const deps = await createDeps(config);
try {
  await seedReferenceData(deps.db);
  if (config.demoData) await seedDemoData({ ...deps, testPayments: demoPaymentsOf(deps) });
  deps.log.info({ demo: config.demoData }, 'seed complete');
} finally {
  await closeDeps(deps);
}
