// Gzip size of the JavaScript each route needs on a first visit (entry + its static imports + the route's page chunk
// and its static imports, and for a page built with MUI the theme chunk the router loads with it), against the route budgets of issue 16: home <= 150 KB, every other route <= 200 KB.
// Usage (after `npm run build`): node scripts/web-bundle-report.mjs [--check]
//   --check  exits 1 when a route is over what it may weigh today (its budget, or its recorded ceiling below).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';

const budgets = { HomePage: 150 };
const defaultBudget = 200;
/**
 * Routes not yet within budget may not grow past their size when this list was last updated; lower an entry (or
 * drop it) whenever a route gets lighter, so any regression fails CI.
 */
const ceilings = {};

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
/** The pages the router renders without MUI's theme (`plainPages` in apps/web/src/app/router.tsx). */
const plainPages = new Set(['HomePage', 'SearchPage', 'ListingDetailPage']);
const themeKey = Object.keys(manifest).find((key) => key.endsWith('src/components/theme/MuiTheme.tsx'));
if (!themeKey) throw new Error('The build has no MUI theme chunk (apps/web/src/components/theme/MuiTheme.tsx)');
const pages = Object.keys(manifest).filter((key) => /\/(features|components)\/.+Page\.tsx$/.test(key));
const rows = pages.map((key) => {
  const page = path.basename(key, '.tsx');
  const loaded = plainPages.has(page) ? [key] : [key, themeKey];
  const files = [...closure(loaded, new Set(entry))].map((chunk) => manifest[chunk].file);
  const bytes = [...new Set(files)].reduce((sum, file) => sum + gzipSize(file), 0);
  const budget = budgets[page] ?? defaultBudget;
  const allowed = Math.max(budget, ceilings[page] ?? 0);
  return { page, kb: bytes / 1024, budget, allowed };
});
rows.sort((a, b) => a.kb - b.kb);

const status = (row) => (row.kb <= row.budget ? 'ok' : row.kb <= row.allowed ? 'OVER BUDGET (ceiling)' : 'FAIL');
console.log('KB gzip  budget  ceiling  route');
for (const row of rows) {
  const ceiling = row.allowed > row.budget ? String(row.allowed) : '-';
  console.log(
    `${row.kb.toFixed(1).padStart(7)}  ${String(row.budget).padStart(6)}  ${ceiling.padStart(7)}  ${row.page}  ${status(row)}`,
  );
}

const stale = Object.keys(ceilings).filter((page) => !rows.some((row) => row.page === page));
if (stale.length) console.error(`Ceilings for unknown routes: ${stale.join(', ')}`);
const failed = rows.filter((row) => row.kb > row.allowed);
const over = rows.filter((row) => row.kb > row.budget);
console.log(
  `${rows.length - over.length} of ${rows.length} routes within budget; ${over.length - failed.length} over budget but under their recorded ceiling`,
);
if (process.argv.includes('--check') && (failed.length || stale.length)) {
  for (const row of failed)
    console.error(`${row.page} needs ${row.kb.toFixed(1)} KB gzip of JavaScript, over ${row.allowed} KB`);
  process.exit(1);
}
