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
});
