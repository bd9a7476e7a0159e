// `npm run bench -- <name> [args]`: runs bench/<name>.mjs. Without a name, lists the benchmarks.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const available = fs
  .readdirSync(here)
  .filter((file) => file.endsWith('.bench.mjs'))
  .map((file) => file.replace('.bench.mjs', ''));
const name = process.argv[2];
if (!name || !available.includes(name)) {
  console.log(`Usage: npm run bench -- <${available.join('|')}>`);
  process.exit(name ? 1 : 0);
}
await import(pathToFileURL(path.join(here, `${name}.bench.mjs`)).href);
