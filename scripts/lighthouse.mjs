// `npm run lighthouse`: Lighthouse (npm `lighthouse`, Debian chromium) on home, search and a listing's page, as a
// new visitor sees them, against the product as `npm start` runs it (web build if stale, a throw-away DATA_DIR with
// the demo data, a free port).
// Usage: npm run lighthouse -- [--preset mobile|desktop|both] [--runs N] [--assert] [--url http://host:port]
//   --runs N   N runs per page and preset, the median (by performance score) is shown (default 1)
//   --assert   exit 1 when a page is under the issue 16 targets (performance >= 90, accessibility, best practices
//              and SEO >= 95, LCP <= 2.5 s, CLS <= 0.05)
//   --url      measure a server that already runs instead of starting one
//   --save DIR write each page's full report (lighthouse JSON) to DIR, e.g. to see the LCP element and its phases
import { createRequire } from 'node:module';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { startServer } from './server-process.mjs';

const { values: options } = parseArgs({
  options: {
    preset: { type: 'string', default: 'both' },
    runs: { type: 'string', default: '1' },
    assert: { type: 'boolean', default: false },
    url: { type: 'string' },
    save: { type: 'string' },
  },
});
const presets = options.preset === 'both' ? ['mobile', 'desktop'] : [options.preset];
if (!presets.every((preset) => preset === 'mobile' || preset === 'desktop')) {
  throw new Error(`--preset must be mobile, desktop or both, not ${options.preset}`);
}
const runs = Math.max(1, Number(options.runs) || 1);
const targets = { performance: 90, accessibility: 95, 'best-practices': 95, seo: 95, lcpMs: 2500, cls: 0.05 };

/** The first listing of the public search (the demo data's). */
async function firstListing(baseUrl) {
  const response = await fetch(`${baseUrl}/api/v1/venue/viewall/public?limit=1&page=1`);
  const body = await response.json();
  return response.ok ? body.data?.[0]?.uuid : undefined;
}

/** The product as `npm start` runs it (web build if stale), on a free port with a throw-away DATA_DIR and demo data. */
const startProduct = () =>
  startServer({
    entry: 'start',
    label: 'lighthouse',
    echo: true,
    // Includes a web build when the sources changed.
    timeoutMs: 600_000,
    env: { DATABASE_URL: '', DEMO_DATA: 'true' },
    ready: async (url) => Boolean(await firstListing(url)),
  });

const median = (reports) =>
  [...reports].sort((a, b) => a.categories.performance.score - b.categories.performance.score)[
    Math.floor(reports.length / 2)
  ];

function summary(lhr) {
  const score = (id) => Math.round((lhr.categories[id].score ?? 0) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    seo: score('seo'),
    lcpMs: lhr.audits['largest-contentful-paint'].numericValue,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    tbtMs: lhr.audits['total-blocking-time'].numericValue,
    fcpMs: lhr.audits['first-contentful-paint'].numericValue,
  };
}

function misses(result) {
  const missed = ['performance', 'accessibility', 'best-practices', 'seo']
    .filter((category) => result[category] < targets[category])
    .map((category) => `${category} ${result[category]} < ${targets[category]}`);
  if (result.lcpMs > targets.lcpMs) missed.push(`LCP ${Math.round(result.lcpMs)} ms > ${targets.lcpMs} ms`);
  if (result.cls > targets.cls) missed.push(`CLS ${result.cls.toFixed(3)} > ${targets.cls}`);
  return missed;
}

const product = options.url ? undefined : await startProduct();
const baseUrl = (options.url ?? product.url).replace(/\/$/, '');
let chrome;
const failed = [];
try {
  const listingId = await firstListing(baseUrl);
  if (!listingId) throw new Error(`no listing at ${baseUrl}`);
  const pages = [
    ['home', '/'],
    ['search', '/listing'],
    ['detail', `/view-detail/${listingId}`],
  ];
  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const rows = [];
  for (const preset of presets) {
    for (const [name, pathname] of pages) {
      const reports = [];
      for (let run = 0; run < runs; run += 1) {
        const result = await lighthouse(
          `${baseUrl}${pathname}`,
          { port: chrome.port, output: 'json', logLevel: 'error' },
          preset === 'desktop' ? desktopConfig : undefined,
        );
        reports.push(result.lhr);
      }
      const lhr = median(reports);
      if (options.save) {
        fs.mkdirSync(options.save, { recursive: true });
        fs.writeFileSync(path.join(options.save, `${preset}-${name}.json`), JSON.stringify(lhr));
      }
      if (lhr.runtimeError) throw new Error(`${name} (${preset}): ${lhr.runtimeError.message}`);
      const result = summary(lhr);
      rows.push({ preset, name, ...result });
      failed.push(...misses(result).map((miss) => `${preset} ${name}: ${miss}`));
    }
  }
  const [load1] = os.loadavg();
  console.log(
    `\nLighthouse ${createRequire(import.meta.url)('lighthouse/package.json').version}, Node ${process.version},` +
      ` on ${baseUrl}, ${runs} run(s) per page (median), load average ${load1.toFixed(2)}`,
  );
  console.log('preset   page     perf  a11y  best   seo     FCP     LCP     TBT     CLS');
  for (const row of rows) {
    console.log(
      `${row.preset.padEnd(8)} ${row.name.padEnd(7)} ${String(row.performance).padStart(5)} ${String(row.accessibility).padStart(5)}` +
        ` ${String(row['best-practices']).padStart(5)} ${String(row.seo).padStart(5)}` +
        ` ${(row.fcpMs / 1000).toFixed(2).padStart(6)}s ${(row.lcpMs / 1000).toFixed(2).padStart(6)}s` +
        ` ${Math.round(row.tbtMs).toString().padStart(5)}ms ${row.cls.toFixed(3).padStart(7)}`,
    );
  }
  if (failed.length) console.log(`\nUnder the targets:\n  ${failed.join('\n  ')}`);
  else console.log('\nEvery page meets the targets.');
} finally {
  await chrome?.kill();
  await product?.stop();
}
if (options.assert && failed.length) process.exit(1);
