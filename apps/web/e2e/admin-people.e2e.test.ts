import { Messages } from '@app/contract';
import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import {
  apiLogin,
  demo,
  describeInBrowser,
  expectSnackbar,
  expectVisible,
  newVerifiedCustomer,
  openLoggedIn,
  snapshot,
} from './support.ts';

const noOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
/** A person's table row, found by the button that opens their details. */
const personRow = (page: Page, name: string) =>
  page.getByRole('row').filter({ has: page.getByRole('button', { name, exact: true }) });

describeInBrowser('the admin manages people', () => {
  let customer: { email: string; password: string };
  const name = `Blake Blocked ${Date.now().toString(36)}`;

  beforeAll(async () => {
    customer = await newVerifiedCustomer(name);
  });

  it("blocks a customer, whose next step logs them out; unblocking lets them log in again; the admin's own row cannot be blocked", async () => {
    const shopper = await openLoggedIn('/mybookings', customer);
    await expectVisible(shopper.page.getByRole('heading', { level: 1, name: 'My Bookings' }));

    const { page, context, errors } = await openLoggedIn('/admin/people', demo.admin);
    await expectVisible(page.getByRole('table', { name: 'People' }));
    await expectVisible(page.getByText(/\d+ accounts? found/));
    await snapshot(page, 'admin-people', { fullPage: false });

    // The admin's own row: actions off.
    await page.getByRole('combobox', { name: 'Role' }).selectOption({ label: 'Admins' });
    await page.waitForURL((url) => url.searchParams.get('role') === 'admin');
    const own = page.getByRole('row').filter({ hasText: 'This is you' });
    await expectVisible(own);
    expect(await own.count()).toBe(1);
    expect(await own.getByRole('button', { name: 'Block', exact: true }).isDisabled()).toBe(true);
    expect(await own.getByRole('button', { name: 'Remove admin', exact: true }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await page.waitForURL((url) => url.search === '');

    await page.getByRole('searchbox', { name: 'Search' }).fill(customer.email);
    await page.waitForURL((url) => url.searchParams.get('search') === customer.email);
    const row = personRow(page, name);
    await expectVisible(row.getByRole('img', { name: 'Email verified' }));
    await row.getByRole('button', { name: 'Block', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Block ${name}?` });
    await dialog.getByLabel('Reason (optional)').fill('Fake bookings reported by two hosts');
    await dialog.getByRole('button', { name: 'Block', exact: true }).click();
    await expectSnackbar(page, 'Account blocked');
    await expectVisible(row.getByText('Blocked', { exact: true }));

    // The customer's next step meets the 403 that ends the session.
    await shopper.page.getByRole('button', { name: /^Account menu for/ }).click();
    await shopper.page.getByRole('menuitem', { name: 'My Favourites' }).click();
    await expectSnackbar(shopper.page, Messages.accountBlocked);
    await expectVisible(shopper.page.getByRole('button', { name: 'Login / Sign up' }));
    await shopper.context.close();
    await expect(apiLogin(customer)).rejects.toThrow();

    await row.getByRole('button', { name: 'Unblock', exact: true }).click();
    const unblock = page.getByRole('dialog', { name: `Unblock ${name}?` });
    await unblock.getByRole('button', { name: 'Unblock', exact: true }).click();
    await expectSnackbar(page, 'Account unblocked');
    await expectVisible(row.getByText('Active', { exact: true }));
    expect((await apiLogin(customer)).user).toBeTruthy();

    // The details drawer: the account and its (empty) bookings.
    await row.getByRole('button', { name, exact: true }).click();
    const drawer = page.getByRole('dialog', { name });
    await expectVisible(drawer.getByText(customer.email, { exact: true }));
    await expectVisible(drawer.getByText('No bookings', { exact: true }));
    await drawer.getByRole('button', { name: 'Close' }).click();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows each email whole at 1280 and 375 px: it wraps only before its @, never inside a word', async () => {
    for (const [width, height] of [
      [1280, 900],
      [375, 812],
    ] as const) {
      const { page, context, errors } = await openLoggedIn('/admin/people', demo.admin, { width, height });
      const people =
        width === 1280 ? page.getByRole('table', { name: 'People' }) : page.getByRole('list', { name: 'People' });
      await expectVisible(people);
      await expectVisible(people.locator('[title*="@"]'));
      // Each part (before the @, and from it) sits on one line: a letter-by-letter break would give it several.
      const parts = await people.locator('[title*="@"]').evaluateAll((emails) =>
        emails.map((email) => ({
          email: email.getAttribute('title'),
          text: email.textContent,
          lines: [...email.querySelectorAll('[data-email-part]')].map((part) => part.getClientRects().length),
        })),
      );
      expect(parts.length).toBeGreaterThan(5);
      for (const part of parts) {
        expect(part.text).toBe(part.email);
        expect(part.lines, `${part.email} at ${width} px`).toEqual([1, 1]);
      }
      expect(await noOverflow(page)).toBe(0);
      await snapshot(page, `admin-people-emails-${width}`, { fullPage: false });
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it('keeps its filters in the URL and works at 375 px', async () => {
    const { page, context } = await openLoggedIn('/admin/people?role=admin', demo.admin, { width: 375, height: 812 });
    // Phones get cards instead of the wide table.
    await expectVisible(page.getByRole('list', { name: 'People' }));
    await expectVisible(page.getByText('This is you', { exact: true }));
    expect(
      await page
        .getByRole('combobox', { name: 'Role' })
        .evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.text),
    ).toBe('Admins');
    expect(await noOverflow(page)).toBe(0);
    await snapshot(page, 'admin-people-375', { fullPage: false });
    await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Blocked' });
    await page.waitForURL((url) => url.searchParams.get('status') === '2');
    await page.goBack();
    await page.waitForURL((url) => url.searchParams.get('status') === null && url.searchParams.get('role') === 'admin');
    await context.close();
  });
});
