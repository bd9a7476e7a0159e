// Where a phone's main-thread time goes on a page's first load: a CDP CPU profile in Chromium at 4 × CPU slowdown,
// mapped through the web build's source maps and summed per package (react-dom, @mui, @emotion, the app…).
// Needs a build with source maps and a server that serves it:
//   WEB_SOURCEMAP=1 npm run build && npm start   # npm start keeps that build while the sources are unchanged
// Usage: node scripts/profile-page.mjs [url] [--loads N]   (default http://127.0.0.1:3000/, 3 loads)
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import sourceMap from 'source-map-js';
import { chromiumArgs, findBrowser } from '../apps/web/e2e/find-browser.mjs';

const { values, positionals } = parseArgs({
  options: { loads: { type: 'string', default: '3' } },
  allowPositionals: true,
});
const url = positionals[0] ?? 'http://127.0.0.1:3000/';
const loads = Math.max(1, Number(values.loads) || 3);
const assets = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/dist/assets');

const found = await findBrowser();
if ('missing' in found) throw new Error(`No Chromium can run here (${found.missing}); set CHROMIUM_PATH.`);
const browser = await chromium.launch({ executablePath: found.executablePath, args: chromiumArgs });
const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });

const maps = new Map();
function mapFor(scriptUrl) {
  if (!maps.has(scriptUrl)) {
    const file = path.join(assets, `${scriptUrl.split('/').pop()}.map`);
    maps.set(
      scriptUrl,
      fs.existsSync(file) ? new sourceMap.SourceMapConsumer(JSON.parse(fs.readFileSync(file, 'utf8'))) : null,
    );
  }
  return maps.get(scriptUrl);
}

/** The package (or "the app", or the browser's own work) a profile sample belongs to. */
function partOf({ url: scriptUrl, functionName, lineNumber, columnNumber }) {
  if (!scriptUrl) return functionName.startsWith('(') ? functionName : '(browser API calls)';
  const map = mapFor(scriptUrl);
  if (!map) return `unmapped ${scriptUrl.split('/').pop()}`;
  const source = map.originalPositionFor({ line: lineNumber + 1, column: columnNumber }).source ?? '';
  const nodeModule = source.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  return nodeModule ? nodeModule[1].replace(/^(@mui|@emotion)\/.*/, '$1') : 'the app';
}

const totals = new Map();
for (let load = 0; load < loads; load++) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await page.goto(url);
  await page.waitForTimeout(6000);
  const { profile } = await cdp.send('Profiler.stop');
  await page.close();
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  profile.samples.forEach((id, index) => {
    const part = partOf(nodes.get(id).callFrame);
    totals.set(part, (totals.get(part) ?? 0) + (profile.timeDeltas[index] ?? 0));
  });
}
await browser.close();

console.log(
  `${url}: main-thread time per load at 4 × CPU, mean of ${loads} (ms); "(program)" is the browser's own work`,
);
for (const [part, micros] of [...totals].sort((a, b) => b[1] - a[1]).slice(0, 16)) {
  console.log(`${String(Math.round(micros / 1000 / loads)).padStart(7)}  ${part}`);
}
