// Finds a Chromium the browser tests can drive, in this order:
//   1. CHROMIUM_PATH (an explicit choice: if it cannot start, that is an error, never a skip);
//   2. a Chromium or Chrome on the PATH, Chromium's headless shell first (the browser without its windowing layers:
//      the same Blink and V8 for about a third less CPU a page, which a 2-core machine running the suites feels);
//   3. the Chromium shipped inside the npm package @sparticuz/chromium (a dev dependency; Linux x64 only).
// Each candidate is proven by launching it once. Used by the e2e global setup and by screenshot.mjs.
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';

/** Flags for headless runs on a machine without a display or outside network. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const pathNames = [
  'chromium-headless-shell',
  'chromium',
  'chromium-browser',
  'google-chrome',
  'google-chrome-stable',
  'chrome',
];

function onPath(name) {
  for (const directory of (process.env.PATH ?? '').split(path.delimiter)) {
    if (!directory) continue;
    const candidate = path.join(directory, name);
    try {
      fs.accessSync(candidate, fs.constants.X_OK);
      if (fs.statSync(candidate).isFile()) return candidate;
    } catch {
      // not here
    }
  }
  return undefined;
}

async function launches(executablePath) {
  try {
    const browser = await chromium.launch({ executablePath, args: chromiumArgs, timeout: 30_000 });
    const version = browser.version();
    await browser.close();
    return { ok: true, version };
  } catch (error) {
    return { ok: false, reason: String(error instanceof Error ? error.message : error).split('\n')[0] };
  }
}

/**
 * @returns {Promise<{ executablePath: string, source: string, version: string } | { missing: string }>}
 * `missing` explains what was tried, for one loud line.
 */
export async function findBrowser(env = process.env) {
  const tried = [];
  if (env.CHROMIUM_PATH) {
    const result = await launches(env.CHROMIUM_PATH);
    if (result.ok) return { executablePath: env.CHROMIUM_PATH, source: 'CHROMIUM_PATH', version: result.version };
    throw new Error(`CHROMIUM_PATH=${env.CHROMIUM_PATH} does not start: ${result.reason}`);
  }
  for (const name of pathNames) {
    const found = onPath(name);
    if (!found) continue;
    const result = await launches(found);
    if (result.ok) return { executablePath: found, source: `${name} on the PATH`, version: result.version };
    tried.push(`${found}: ${result.reason}`);
  }
  if (tried.length === 0) tried.push(`no ${pathNames.join(', ')} on the PATH`);
  try {
    const { default: packaged } = await import('@sparticuz/chromium');
    const executablePath = await packaged.executablePath();
    const result = await launches(executablePath);
    if (result.ok) return { executablePath, source: '@sparticuz/chromium', version: result.version };
    tried.push(`@sparticuz/chromium (${executablePath}): ${result.reason}`);
  } catch (error) {
    tried.push(`@sparticuz/chromium: ${String(error instanceof Error ? error.message : error).split('\n')[0]}`);
  }
  return { missing: tried.join('; ') };
}
