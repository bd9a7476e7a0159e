// Gzip size of the JavaScript each route needs on a first visit (entry + its static imports + the route's page chunk).
// Usage: node scripts/web-bundle-report.mjs [--max-home-kb 200]   (after `npm run build`)
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/dist');
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const gzipSize = (file) => zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;

function closure(keys, seen = new Set()) {
  for (const key of keys) {
    if (seen.has(key)) continue;
    seen.add(key);
    closure(manifest[key]?.imports ?? [], seen);
  }
  return seen;
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const entry = closure([entryKey]);
const pages = Object.keys(manifest).filter((key) => /\/(features|components)\/.+Page\.tsx$/.test(key));
const rows = pages.map((key) => {
  const files = [...closure([key], new Set(entry))].map((chunk) => manifest[chunk].file);
  const bytes = [...new Set(files)].reduce((sum, file) => sum + gzipSize(file), 0);
  return { page: path.basename(key, '.tsx'), kb: bytes / 1024 };
});
rows.sort((a, b) => a.kb - b.kb);
for (const row of rows) console.log(`${row.kb.toFixed(1).padStart(7)} KB gzip  ${row.page}`);

const limitIndex = process.argv.indexOf('--max-home-kb');
if (limitIndex > 0) {
  const limit = Number(process.argv[limitIndex + 1]);
  const home = rows.find((row) => row.page === 'HomePage');
  if (!home || home.kb > limit) {
    console.error(`HomePage needs ${home?.kb.toFixed(1)} KB gzip of JavaScript, over the ${limit} KB budget`);
    process.exit(1);
  }
  console.log(`HomePage: ${home.kb.toFixed(1)} KB gzip (budget ${limit} KB)`);
}
