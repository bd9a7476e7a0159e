import { createRequire } from 'node:module';
import fs from 'node:fs';
import type { Page, Request } from 'playwright-core';
import { expect, it } from 'vitest';
import {
  apiGet,
  apiLogin,
  appStarted,
  demo,
  describeInBrowser,
  openLoggedIn,
  openPage,
  type HostedListing,
  settled,
} from './support.ts';

const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const widths = [1280, 375];
/** What fails a page: serious and critical findings; on the pages held to all of axe, moderate and minor ones too. */
const SERIOUS = ['serious', 'critical'];
const EVERY_IMPACT = ['minor', 'moderate', ...SERIOUS];

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

/**
 * Counts the page's requests in flight (live event streams never end and do not count). Playwright's `networkidle`
 * waits for 500 ms without a request, which cost about a second a page over 54 pages; 150 ms is quiet enough here,
 * since the loading states are waited for as well.
 */
function trackRequests(page: Page) {
  let inFlight = 0;
  let quietSince = Date.now();
  const counted = (request: Request) => request.resourceType() !== 'eventsource';
  page.on('request', (request) => {
    if (counted(request)) inFlight += 1;
  });
  const finished = (request: Request) => {
    if (!counted(request)) return;
    inFlight -= 1;
    if (inFlight === 0) quietSince = Date.now();
  };
  page.on('requestfinished', finished);
  page.on('requestfailed', finished);
  return async function networkQuiet(quietMs = 150, timeoutMs = 15_000) {
    const deadline = Date.now() + timeoutMs;
    while (inFlight > 0 || Date.now() - quietSince < quietMs) {
      if (Date.now() > deadline)
        throw new Error(`the page still had ${inFlight} requests in flight after ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  };
}

/** Waits for the page's code and first data, then runs axe-core (WCAG 2.x A/AA and best practices) on it. */
async function seriousViolations(page: Page, networkQuiet: () => Promise<void>, impacts = SERIOUS): Promise<string[]> {
  await networkQuiet();
  await page.getByRole('progressbar', { name: 'Loading page' }).waitFor({ state: 'detached', timeout: 15_000 });
  await page.locator('[aria-busy="true"]').first().waitFor({ state: 'detached', timeout: 15_000 });
  await settled(page);
  return axeSerious(page, impacts);
}

/** axe-core (WCAG 2.x A/AA and best practices) on the page as it is now: its problems of the given impacts. */
async function axeSerious(page: Page, impacts = SERIOUS): Promise<string[]> {
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<unknown> } }).axe;
    const results = (await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
      resultTypes: ['violations'],
    })) as { violations: Violation[] };
    return results.violations;
  });
  return violations
    .filter((violation) => impacts.includes(violation.impact ?? ''))
    .flatMap((violation) =>
      violation.nodes.map(
        (node) => `${violation.impact} ${violation.id} (${violation.help}) at ${node.target.join(' ')}`,
      ),
    );
}

/** One browser page per account, resized and navigated page by page (a login and a context each time cost more than axe). */
async function check(pages: string[], open: (pathname: string) => ReturnType<typeof openPage>, impacts = SERIOUS) {
  const found: string[] = [];
  const { page, context } = await open(pages[0]!);
  const networkQuiet = trackRequests(page);
  try {
    for (const pathname of pages) {
      for (const width of widths) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(pathname);
        await appStarted(page);
        const problems = await seriousViolations(page, networkQuiet, impacts);
        console.log(
          `axe ${pathname.replace(/[0-9a-f-]{36}/, '{id}')} at ${width} px: ${problems.length} ${impacts === SERIOUS ? 'serious or critical' : 'of any impact'}`,
        );
        found.push(...problems.map((problem) => `${pathname} at ${width} px: ${problem}`));
      }
    }
  } finally {
    await context.close();
  }
  expect(found).toEqual([]);
}

const asVisitor = (pathname: string) => openPage(pathname);
const as = (account: { email: string; password: string }) => (pathname: string) => openLoggedIn(pathname, account);

/**
 * Opens `pathname` with every API answer held back, waits for the loading state named `loading` and checks it: what a
 * person on a slow connection meets first (a loader named without a role is a serious problem).
 */
async function checkWhileLoading(
  opened: Awaited<ReturnType<typeof openPage>>,
  pathname: string,
  loading: string,
): Promise<string[]> {
  const { page } = opened;
  await page.route('**/api/v1/**', () => undefined);
  try {
    await page.goto(pathname);
    await page.getByLabel(loading, { exact: true }).first().waitFor({ timeout: 15_000 });
    return (await axeSerious(page)).map((problem) => `${pathname} while loading: ${problem}`);
  } finally {
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  }
}

describeInBrowser('accessibility (axe-core: no serious or critical problems at 1280 and 375 px)', () => {
  it('while pages load: the listing for a visitor, the bookings for a customer', async () => {
    const listing = (await apiGet<{ data: { uuid: string }[] }>('/venue/viewall/public?limit=1')).data[0]!;
    const visitor = await openPage('/');
    const customer = await openLoggedIn('/', demo.customer);
    try {
      const found = [
        ...(await checkWhileLoading(visitor, `/view-detail/${listing.uuid}`, 'Loading listing')),
        ...(await checkWhileLoading(customer, '/mybookings', 'Loading bookings')),
      ];
      expect(found).toEqual([]);
    } finally {
      await visitor.context.close();
      await customer.context.close();
    }
  }, 120_000);

  it('on the public pages', async () => {
    const listing = (await apiGet<{ data: { uuid: string }[] }>('/venue/viewall/public?limit=1')).data[0]!;
    const policy = (await apiGet<{ data: { uuid: string }[] }>('/policy/viewall/public')).data[0]!;
    await check(
      [
        '/',
        '/listing',
        `/view-detail/${listing.uuid}`,
        '/becomeahost',
        '/contact-us',
        `/policy/${policy.uuid}`,
        '/Signup',
      ],
      asVisitor,
    );
  }, 240_000);

  it('on the listing detail page: no finding of any impact (heading order too), the phone booking sheet open too', async () => {
    const listing = (await apiGet<{ data: { uuid: string }[] }>('/venue/viewall/public?limit=1')).data[0]!;
    await check([`/view-detail/${listing.uuid}`], asVisitor, EVERY_IMPACT);
    const { page, context } = await openPage(`/view-detail/${listing.uuid}`, { width: 375, height: 900 });
    try {
      await page.getByRole('button', { name: 'Book now' }).click();
      await page.getByRole('dialog', { name: 'Book this space' }).getByRole('grid').waitFor();
      await settled(page);
      expect(await axeSerious(page, EVERY_IMPACT)).toEqual([]);
    } finally {
      await context.close();
    }
  }, 120_000);

  it("on a customer's pages", async () => {
    await check(['/', '/mybookings', '/myfavourite', '/editprofile', '/mytransactions/customer'], as(demo.customer));
  }, 240_000);

  it("on a host's pages", async () => {
    const token = (await apiLogin(demo.host)).tokens.access.value;
    const listing = (await apiGet<{ data: HostedListing[] }>('/venue/viewall/hosted', token)).data[0]!;
    await check(
      [
        '/managelistings',
        '/addlisting',
        `/editlisting/${listing.uuid}`,
        `/view-reservations/${listing.uuid}`,
        `/blockedDates/${listing.uuid}`,
        `/booking-rules/${listing.uuid}`,
      ],
      as(demo.host),
    );
  }, 240_000);

  it("on an admin's pages", async () => {
    await check(
      [
        '/admin',
        '/admin/approvals',
        '/admin/listings',
        '/admin/people',
        '/admin/bookings',
        '/admin/money',
        '/admin/catalog',
        '/admin/policies',
        '/admin/contact',
        '/admin/audit',
      ],
      as(demo.admin),
    );
  }, 300_000);
});
