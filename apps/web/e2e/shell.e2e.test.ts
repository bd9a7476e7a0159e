import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import {
  apiGet,
  baseUrl,
  demo,
  expectVisible,
  launchBrowser,
  openLoggedIn,
  openPage,
  describeInBrowser,
} from './support.ts';

describeInBrowser('app shell', () => {
  it('serves deep links on a full page load and asks a visitor on a logged-in-only route to log in there', async () => {
    const { page, context, errors } = await openPage('/mybookings');
    await expectVisible(page.getByRole('dialog', { name: 'Welcome back' }));
    expect(new URL(page.url()).pathname).toBe('/mybookings');
    await page.keyboard.press('Escape');
    await expectVisible(page.getByRole('heading', { name: 'Log in to continue' }));
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact Us' }).count(),
    ).resolves.toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the customer menu and the Host Portal to a host, without Become A Host', async () => {
    const { page, context } = await openLoggedIn('/', demo.host);
    await page.getByRole('button', { name: 'Host Portal' }).click();
    for (const item of ['Add Listing', 'Manage Listing', 'Transactions']) {
      await expectVisible(page.getByRole('menuitem', { name: item }));
    }
    await page.keyboard.press('Escape');
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Become A Host' }).count(),
    ).resolves.toBe(0);
    await page.getByRole('button', { name: /Account menu/ }).click();
    for (const item of ['My Bookings', 'My Transactions', 'My Favourites', 'Profile Edit', 'Logout']) {
      await expectVisible(page.getByRole('menuitem', { name: item }));
    }
    await context.close();
  });

  it('rings keyboard focus clearly on header links and buttons', async () => {
    const { page, context } = await openPage('/');
    const listingLink = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Listing' });
    await listingLink.waitFor();
    const ringOf = async (isTarget: () => Promise<boolean>) => {
      for (let presses = 0; presses < 20 && !(await isTarget()); presses++) await page.keyboard.press('Tab');
      expect(await isTarget()).toBe(true);
      return page.evaluate(() => {
        const style = getComputedStyle(document.activeElement!);
        return { width: style.outlineWidth, style: style.outlineStyle, color: style.outlineColor };
      });
    };
    const focused = (name: string) => () =>
      page.evaluate((text) => document.activeElement?.textContent?.trim() === text, name);
    await expect(ringOf(focused('Listing'))).resolves.toEqual({
      width: '3px',
      style: 'solid',
      color: 'rgb(15, 118, 110)',
    });
    await expect(ringOf(() => page.evaluate(() => document.activeElement?.tagName === 'BUTTON'))).resolves.toEqual({
      width: '3px',
      style: 'solid',
      color: 'rgb(15, 118, 110)',
    });
    await context.close();
  });

  it('sends a first screen laid out the same at every width once, and one laid out in script once a width', async () => {
    const shellsOf = async (pathname: string) =>
      [...(await (await fetch(new URL(pathname, baseUrl))).text()).matchAll(/<div data-shell="(\w+)"/g)].map(
        (m) => m[1],
      );
    await expect(shellsOf('/')).resolves.toEqual(['all']);
    await expect(shellsOf('/listing')).resolves.toEqual(['narrow', 'wide']);
    // Before any script runs, the one copy is the page at both widths.
    const browser = await launchBrowser();
    for (const width of [375, 1280]) {
      const context = await browser.newContext({
        baseURL: baseUrl,
        javaScriptEnabled: false,
        viewport: { width, height: 800 },
      });
      const page = await context.newPage();
      await page.goto('/');
      await expectVisible(page.getByRole('heading', { level: 1, name: 'Private spaces, rented by the hour.' }));
      await expect(page.getByRole('heading', { level: 1 }).count()).resolves.toBe(1);
      await context.close();
    }
  });

  it('starts the app on home after its first paint, styled by static CSS with no MUI or styling runtime', async () => {
    const { page, context, errors } = await openPage('/', { width: 375, height: 800 });
    // The page's HTML names the app's modules for /after-paint.js instead of loading them itself.
    const modules = await page.locator('meta[name="app-modules"]').getAttribute('content');
    expect(modules?.split(' ')[0]).toMatch(/^\/assets\/index-[\w-]+\.js$/);
    await expect(page.locator('head script[type="module"][src^="/assets/"]').count()).resolves.toBe(0);
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Private spaces, rented by the hour.' }));
    // The popular listings' cards arrive with their data, after the app replaced the shell.
    await page.getByRole('list', { name: 'Popular spaces' }).getByRole('link').first().waitFor();
    // Let the sections below the fold and their late code load, as a visitor scrolling down would.
    await page.getByRole('heading', { name: 'Become A Host' }).scrollIntoViewIfNeeded();
    await expectVisible(page.getByRole('button', { name: 'Next testimonial' }));
    // MUI, emotion and the theme are not part of a visitor's home page, however far down they scroll.
    await expectStaticStylesOnly(page, /\/assets\/index-/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('starts search on its shell, styled by static CSS with no MUI or styling runtime', async () => {
    const { page, context, errors } = await openPage('/listing', { width: 375, height: 800 });
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Find a space by the hour' }));
    await page.getByRole('list', { name: 'Search results' }).getByRole('link').first().waitFor();
    // The phone's filters and map open on demand: open both, as a visitor would.
    await page.getByRole('button', { name: /filters/ }).click();
    await expectVisible(page.getByLabel('Name'));
    await page.getByRole('button', { name: 'Show map' }).click();
    await expectVisible(page.getByRole('region', { name: 'Map of these results' }));
    // MUI, emotion and the theme are not part of a visit to search.
    await expectStaticStylesOnly(page, /\/assets\/SearchPage-/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('starts a listing on its shell with its booking panel, styled by static CSS with no MUI or styling runtime', async () => {
    const listings = await apiGet<{ data: Array<{ uuid: string; title: string }> }>('/venue/viewall/public?limit=1');
    const listing = listings.data[0]!;
    const visits = [
      {
        who: 'a visitor on a phone',
        open: () => openPage(`/view-detail/${listing.uuid}`, { width: 375, height: 812 }),
      },
      { who: 'a visitor on a desktop', open: () => openPage(`/view-detail/${listing.uuid}`) },
      { who: 'a signed-in customer', open: () => openLoggedIn(`/view-detail/${listing.uuid}`, demo.customer) },
    ];
    for (const { who, open } of visits) {
      const { page, context, errors } = await open();
      await expectVisible(page.getByRole('heading', { level: 1, name: listing.title }));
      // The booking panel (calendar, hours, guests, price) is on the first screen: a bar on phones, a panel beside.
      const phone = (page.viewportSize()?.width ?? 0) < 900;
      await expectVisible(
        phone ? page.getByRole('button', { name: 'Book now' }) : page.getByRole('region', { name: 'Book this space' }),
      );
      if (!phone) await expectVisible(page.getByRole('group', { name: /^Dates, / }));
      await page.waitForLoadState('networkidle');
      // Before any scroll: MUI, emotion and the theme load only with the parts built with them, opened on demand.
      await expectStaticStylesOnly(page, /\/assets\/ListingDetailPage-/).catch((error: Error) => {
        throw new Error(`${who}: ${error.message}`);
      });
      expect(errors).toEqual([]);
      await context.close();
    }
  });
});

/**
 * The page ran its own code (`pageScript`) and no MUI, theme or emotion; the shell linked the page's stylesheets and
 * the app, finding them there, did not add them again.
 */
async function expectStaticStylesOnly(page: Page, pageScript: RegExp) {
  const loaded = await page.evaluate(() => ({
    scripts: performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => path.endsWith('.js')),
    emotionStyles: document.querySelectorAll('style[data-emotion]').length,
    stylesheets: [...document.querySelectorAll('link[rel="stylesheet"]')].map(
      (link) => new URL((link as HTMLLinkElement).href).pathname,
    ),
  }));
  expect(loaded.scripts.some((path) => pageScript.test(path))).toBe(true);
  expect(loaded.scripts.filter((path) => /\/assets\/(mui|MuiTheme)-/.test(path))).toEqual([]);
  expect(loaded.emotionStyles).toBe(0);
  expect(loaded.stylesheets.length).toBeGreaterThan(2);
  expect(loaded.stylesheets.filter((href, index) => loaded.stylesheets.indexOf(href) !== index)).toEqual([]);
}
