import { expect, it } from 'vitest';
import { baseUrl, demo, expectVisible, launchBrowser, openLoggedIn, openPage, describeInBrowser } from './support.ts';

describeInBrowser('app shell', () => {
  it('serves deep links on a full page load and sends a visitor on a logged-in-only route to /', async () => {
    const { page, context, errors } = await openPage('/mybookings');
    await page.waitForURL((url) => url.pathname === '/');
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
    // MUI, emotion and the theme are not part of a visitor's home page, however far down they scroll.
    expect(loaded.scripts.some((path) => /\/assets\/index-/.test(path))).toBe(true);
    expect(loaded.scripts.filter((path) => /\/assets\/(mui|MuiTheme)-/.test(path))).toEqual([]);
    expect(loaded.emotionStyles).toBe(0);
    // The shell linked the page's stylesheets; the app found them there and did not add them again.
    expect(loaded.stylesheets.length).toBeGreaterThan(2);
    expect(loaded.stylesheets.filter((href, index) => loaded.stylesheets.indexOf(href) !== index)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("starts a page built with MUI on its shell, adopting the shell's styles instead of writing them again", async () => {
    const { page, context, errors } = await openPage('/listing', { width: 375, height: 800 });
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Find a space by the hour' }));
    await page.getByRole('list', { name: 'Search results' }).getByRole('link').first().waitFor();
    const styles = await page.evaluate(() => {
      const classRulesOf = (style: Element) =>
        [...(style as HTMLStyleElement).sheet!.cssRules]
          .filter((rule) => rule instanceof CSSStyleRule && /^\.css-[a-z0-9]+$/.test(rule.selectorText))
          .map((rule) => (rule as CSSStyleRule).selectorText);
      const shell = document.querySelector('style[data-emotion^="css "]');
      const written = [...document.querySelectorAll('style[data-emotion="css"]')].flatMap(classRulesOf);
      const all = [...(shell ? classRulesOf(shell) : []), ...written];
      return {
        // emotion marks a server-rendered style tag it has taken over
        adopted: shell?.hasAttribute('data-s') ?? false,
        shellClasses: (shell?.getAttribute('data-emotion') ?? '').split(' ').length - 1,
        shellRules: shell ? classRulesOf(shell).length : 0,
        duplicated: all.filter((selector, index) => all.indexOf(selector) !== index),
      };
    });
    // The shell's classes are used as they are; the app writes only the rules of what the shell did not show, and
    // none twice.
    expect(styles.adopted).toBe(true);
    expect(styles.shellClasses).toBeGreaterThan(20);
    expect(styles.shellRules).toBeGreaterThan(20);
    expect(styles.duplicated).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
