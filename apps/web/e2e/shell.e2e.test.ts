import { expect, it } from 'vitest';
import { demo, expectVisible, openLoggedIn, openPage, describeInBrowser } from './support.ts';

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

  it("starts the app on a pre-rendered page after its first paint, adopting the shell's styles instead of writing them again", async () => {
    const { page, context, errors } = await openPage('/', { width: 375, height: 800 });
    // The page's HTML names the app's modules for /after-paint.js instead of loading them itself.
    const modules = await page.locator('meta[name="app-modules"]').getAttribute('content');
    expect(modules?.split(' ')[0]).toMatch(/^\/assets\/index-[\w-]+\.js$/);
    await expect(page.locator('head script[type="module"][src^="/assets/"]').count()).resolves.toBe(0);
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Private spaces, rented by the hour.' }));
    const styles = await page.evaluate(() => {
      const sheets = [...document.querySelectorAll('style[data-emotion^="css "], style[data-emotion="css"]')];
      const classRules = sheets.flatMap((style) =>
        [...(style as HTMLStyleElement).sheet!.cssRules]
          .filter((rule) => rule instanceof CSSStyleRule && /^\.css-[a-z0-9]+$/.test(rule.selectorText))
          .map((rule) => (rule as CSSStyleRule).selectorText),
      );
      const shell = document.querySelector('style[data-emotion^="css "]');
      return {
        adopted: shell?.hasAttribute('data-s') ?? false,
        shellClasses: (shell?.getAttribute('data-emotion') ?? '').split(' ').length - 1,
        duplicated: classRules.filter((selector, index) => classRules.indexOf(selector) !== index),
      };
    });
    expect(styles.adopted).toBe(true);
    expect(styles.shellClasses).toBeGreaterThan(50);
    expect(styles.duplicated).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
