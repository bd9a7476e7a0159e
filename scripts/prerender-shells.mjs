// After `vite build`: the first screen of the public pages as static HTML, so a first visit paints the page before
// any script runs. Each page is rendered in Chromium from the built app with every API request left unanswered, so
// the shell holds what does not depend on data (header, hero, search form, headings) and the app's own loading
// placeholders where data will go (reserved space, no layout shift when it arrives). It is taken at a phone width
// and at a desktop width (some pages lay out differently from the md breakpoint, 900 px, in script), and CSS shows
// the one that fits; a page whose markup is the same at both widths is sent once. React replaces the shell when it starts (createRoot), with the same markup and classes.
// Output: apps/web/dist/shells/<page>.html, which the server sends instead of index.html for those routes.
// Without a browser that can run, it writes nothing and the server sends index.html as before.
/* global document, window, CSSStyleSheet -- page.evaluate's and addInitScript's functions run in the page */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { chromiumArgs, findBrowser } from '../apps/web/e2e/find-browser.mjs';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/dist');
/** Shell name → a path of that route (the server maps requests to names the same way). */
const pages = { home: '/', search: '/listing', detail: '/view-detail/00000000-0000-4000-8000-000000000000' };
const widths = { narrow: 375, wide: 1280 };
const desktopFrom = 900;

const types = { '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.html': 'text/html' };
function serveDist() {
  const server = http.createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url, 'http://localhost').pathname);
    const file = path.join(dist, pathname);
    const found = file.startsWith(dist + path.sep) && fs.existsSync(file) && fs.statSync(file).isFile();
    const target = found ? file : path.join(dist, 'index.html');
    response.writeHead(200, { 'content-type': types[path.extname(target)] ?? 'application/octet-stream' });
    fs.createReadStream(target).pipe(response);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

async function snapshot(browser, origin, pathname, width) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  // Emotion's rules as it wrote them, before the browser parsed them: the CSSOM keeps only what this Chromium
  // understands (it drops a rule such as `::-moz-focus-inner` that Firefox needs).
  await context.addInitScript(() => {
    const inserted = (window.__emotionRules = []);
    const insertRule = CSSStyleSheet.prototype.insertRule;
    CSSStyleSheet.prototype.insertRule = function (rule, index) {
      if (this.ownerNode?.hasAttribute('data-emotion')) inserted.push(rule);
      return insertRule.call(this, rule, index);
    };
  });
  const page = await context.newPage();
  // Data, photos and map tiles never arrive: what renders is the page without them.
  await page.route(/\/api\/|\/uploads\/|tile/, () => undefined);
  await page.goto(`${origin}${pathname}`);
  await page.locator('main#main > *').first().waitFor();
  await page.getByRole('progressbar', { name: 'Loading page' }).waitFor({ state: 'detached' });
  await page.waitForLoadState('load');
  await page.waitForTimeout(500);
  const result = await page.evaluate(() => {
    // The shell cannot know who is signed in: the visitor's login button keeps its place but shows only once the
    // app knows (a signed-in user would otherwise see "Login / Sign up" flash before their avatar).
    for (const button of document.querySelectorAll('header button')) {
      if (button.textContent.trim() === 'Login / Sign up') {
        button.style.visibility = 'hidden';
        button.setAttribute('aria-hidden', 'true');
      }
    }
    // A select's chosen option is a property, which serialising drops: write it as the attribute the HTML keeps.
    for (const option of document.querySelectorAll('#root option')) option.toggleAttribute('selected', option.selected);
    return {
      html: document.getElementById('root').innerHTML,
      rules: window.__emotionRules,
      // The static CSS of the page's own chunks (CSS modules), which the app adds when it loads them.
      stylesheets: [...document.querySelectorAll('link[rel="stylesheet"]')].map((link) => new URL(link.href).pathname),
    };
  });
  await context.close();
  return result;
}

const browserFound = await findBrowser();
const outDir = path.join(dist, 'shells');
fs.rmSync(outDir, { recursive: true, force: true });
if ('missing' in browserFound) {
  console.warn(`[shells] no pre-rendered shells: no browser can run here (${browserFound.missing})`);
  process.exit(0);
}
const indexHtml = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const server = await serveDist();
const origin = `http://127.0.0.1:${server.address().port}`;
const browser = await chromium.launch({ executablePath: browserFound.executablePath, args: chromiumArgs });
try {
  fs.mkdirSync(outDir, { recursive: true });
  for (const [name, pathname] of Object.entries(pages)) {
    const narrow = await snapshot(browser, origin, pathname, widths.narrow);
    const wide = await snapshot(browser, origin, pathname, widths.wide);
    // Both widths render mostly the same rules: each once.
    const rules = [...new Set([...narrow.rules, ...wide.rules])];
    // The style tag is marked as emotion marks what it renders on a server (`data-emotion="css <name> …"`): the app's
    // emotion cache adopts it and does not write those classes' rules a second time when it replaces the shell.
    const names = new Set(
      rules.flatMap((rule) => [...rule.matchAll(/\.css-([a-z0-9]+)(?![\w-])/g)].map((match) => match[1])),
    );
    // A page whose markup is the same at both widths (its layout changes in CSS only) is sent once: a phone parses
    // and builds half the DOM (home: 27 KB of markup fewer).
    const same = narrow.html === wide.html;
    const switcher = same
      ? ''
      : `    <style data-shell-css>@media (min-width: ${desktopFrom}px) { [data-shell="narrow"] { display: none; } }\n` +
        `@media (max-width: ${desktopFrom - 0.05}px) { [data-shell="wide"] { display: none; } }</style>\n`;
    const shell = same
      ? `<div data-shell="all">${narrow.html}</div>`
      : `<div data-shell="narrow">${narrow.html}</div><div data-shell="wide">${wide.html}</div>`;
    // Stylesheets the entry does not already link, linked in the head so the shell is styled before any script (the
    // app's loader finds them there and does not add them again).
    const stylesheets = [...new Set([...narrow.stylesheets, ...wide.stylesheets])]
      .filter((href) => !indexHtml.includes(`href="${href}"`))
      .map((href) => `  <link rel="stylesheet" crossorigin href="${href}">\n`)
      .join('');
    const emotion = rules.length
      ? `  <style data-emotion="css ${[...names].join(' ')}">${rules.join('\n')}</style>\n`
      : '';
    const html = indexHtml
      .replace('</head>', `${stylesheets}${emotion}${switcher}  </head>`)
      .replace('<div id="root"></div>', `<div id="root">${shell}</div>`);
    fs.writeFileSync(path.join(outDir, `${name}.html`), html);
    console.log(
      `[shells] ${name}: ${(Buffer.byteLength(html) / 1024).toFixed(1)} KB${same ? ', one copy for both widths' : ''}`,
    );
  }
} finally {
  await browser.close();
  server.close();
}
