// Full-page screenshots of one URL at desktop and phone widths.
// Usage: node apps/web/e2e/screenshot.mjs <url> <outdir>
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumArgs, findBrowser } from './find-browser.mjs';

const [url, outDir] = process.argv.slice(2);
if (!url || !outDir) {
  console.error('Usage: node apps/web/e2e/screenshot.mjs <url> <outdir>');
  process.exit(2);
}

const viewports = [
  { name: 'desktop-1280', width: 1280, height: 800, deviceScaleFactor: 1, isMobile: false },
  { name: 'mobile-375', width: 375, height: 812, deviceScaleFactor: 2, isMobile: true },
];

fs.mkdirSync(outDir, { recursive: true });
const found = await findBrowser();
if ('missing' in found) {
  console.error(`No Chromium can run here (${found.missing}); set CHROMIUM_PATH.`);
  process.exit(1);
}
const browser = await chromium.launch({ executablePath: found.executablePath, args: chromiumArgs });

let problems = 0;
try {
  for (const { name, width, height, deviceScaleFactor, isMobile } of viewports) {
    const context = await browser.newContext({
      viewport: { width, height },
      deviceScaleFactor,
      isMobile,
      hasTouch: isMobile,
    });
    const page = await context.newPage();
    page.on('console', (message) => {
      if (message.type() === 'error') {
        problems++;
        console.warn(`[${name}] console error: ${message.text()}`);
      }
    });
    page.on('pageerror', (error) => {
      problems++;
      console.warn(`[${name}] page error: ${error.message}`);
    });
    const response = await page.goto(url, { waitUntil: 'networkidle' });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    if (overflow > 0) {
      problems++;
      console.warn(`[${name}] the page is ${overflow}px wider than the viewport`);
    }
    const file = path.join(outDir, `${name}.png`);
    await page.screenshot({ path: file, fullPage: true });
    console.log(`${file}  (HTTP ${response?.status() ?? '?'}, "${await page.title()}")`);
    await context.close();
  }
} finally {
  await browser.close();
}
process.exitCode = problems ? 1 : 0;
