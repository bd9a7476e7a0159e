import { Messages } from '@app/contract';
import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import {
  apiCall,
  apiLogin,
  createListing,
  demo,
  describeInBrowser,
  expectSnackbar,
  expectVisible,
  newVerifiedCustomer,
  openLoggedIn,
  openPage,
  snapshot,
  liveStreamsOpen,
} from './support.ts';

const stamp = Date.now().toString(36);
const noOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
/** The admin menu's Approvals link, named with its badge ("Approvals 3 waiting"; plain "Approvals" at zero). */
const approvalsLink = (page: Page, waiting: number) =>
  page
    .getByRole('navigation', { name: 'Admin console' })
    .getByRole('link', { name: waiting ? `Approvals ${waiting} waiting` : 'Approvals', exact: true });
const queueRow = (page: Page, title: string) =>
  page.getByRole('list', { name: 'Listings waiting for approval' }).getByRole('button', { name: new RegExp(title) });

describeInBrowser('the admin reviews listings', () => {
  let adminToken: string;
  let host: { email: string; password: string };
  let hostToken: string;

  const pendingCount = async () =>
    (await apiCall<{ count: number }>('GET', '/admin/listings?state=pending&limit=1', adminToken)).body.count;

  beforeAll(async () => {
    adminToken = (await apiLogin(demo.admin)).tokens.access.value;
    host = await newVerifiedCustomer('Hana Host', { host: true });
    hostToken = (await apiLogin(host)).tokens.access.value;
  });

  it('rejects one listing with a reason and approves another from the queue; the badge follows', async () => {
    const rejectTitle = `Gravel Lot ${stamp}`;
    const approveTitle = `Sunny Courtyard ${stamp}`;
    await createListing(hostToken, rejectTitle);
    await createListing(hostToken, approveTitle);
    const waiting = await pendingCount();
    expect(waiting).toBeGreaterThanOrEqual(3);

    const { page, context, errors } = await openLoggedIn('/admin', demo.admin);
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Dashboard' }));
    await expectVisible(approvalsLink(page, waiting));
    await expectVisible(
      page.getByRole('region', { name: 'Pending approvals' }).getByText(String(waiting), { exact: true }),
    );
    await expectVisible(page.getByRole('img', { name: /^GMV per day/ }));
    await snapshot(page, 'admin-dashboard');

    await page.getByRole('button', { name: /^Account menu for/ }).click();
    await expectVisible(
      page.getByRole('menuitem', { name: `Admin console ${waiting} listings waiting for approval`, exact: true }),
    );
    await page.keyboard.press('Escape');

    await approvalsLink(page, waiting).click();
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Approvals' }));
    await expectVisible(page.getByText(`${waiting} listings waiting, oldest first`));
    // The oldest (the demo data's) is open from the start, with its photos, map and schedule.
    await expectVisible(page.getByRole('article').getByRole('button', { name: 'Approve', exact: true }));
    await expectVisible(page.getByRole('region', { name: 'Schedule' }));
    await snapshot(page, 'admin-approvals', { fullPage: false });

    await queueRow(page, rejectTitle).click();
    const rejectPreview = page.getByRole('article', { name: rejectTitle });
    await expectVisible(rejectPreview.getByText('Hana Host', { exact: true }));
    await expectVisible(rejectPreview.getByText(host.email, { exact: true }));
    await rejectPreview.getByRole('button', { name: 'Reject', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Reject ${rejectTitle}?` });
    await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
    await expectVisible(dialog.getByText(Messages.rejectionReasonRequired));
    const reason = 'The photos are plain colours, not the space';
    await dialog.getByLabel('Reason').fill(reason);
    await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
    await expectSnackbar(page, Messages.listingRejected);
    await queueRow(page, rejectTitle).waitFor({ state: 'detached' });
    await expectVisible(approvalsLink(page, waiting - 1));

    await queueRow(page, approveTitle).click();
    await page
      .getByRole('article', { name: approveTitle })
      .getByRole('button', { name: 'Approve', exact: true })
      .click();
    await expectSnackbar(page, Messages.listingApproved);
    await queueRow(page, approveTitle).waitFor({ state: 'detached' });
    await expectVisible(approvalsLink(page, waiting - 2));
    expect(errors).toEqual([]);
    await context.close();

    const search = await openPage(`/listing?search=${encodeURIComponent(approveTitle)}`);
    await expectVisible(search.page.getByRole('heading', { name: approveTitle }));
    await search.context.close();

    const hosting = await openLoggedIn('/managelistings', host);
    const rejected = hosting.page.getByRole('article', { name: rejectTitle, exact: true });
    await expectVisible(rejected.getByText('Rejected', { exact: true }));
    await expectVisible(rejected.getByText(reason, { exact: false }));
    await hosting.context.close();
  });

  it('counts a newly submitted listing live, and approves one from its own page', async () => {
    const { page, context, errors } = await openLoggedIn('/admin/people', demo.admin);
    const waiting = await pendingCount();
    await expectVisible(approvalsLink(page, waiting));
    // Let the live stream connect before the listing is submitted.
    await liveStreamsOpen(page);
    const title = `Lantern Garden ${stamp}`;
    const listing = await createListing(hostToken, title);
    // The admin is told by the live notification stream: no reload.
    await expectVisible(approvalsLink(page, waiting + 1), 15_000);

    await page.goto(`/view-detail/${listing.uuid}`);
    const review = page.getByRole('complementary', { name: 'Listing review' });
    await expectVisible(review.getByText(Messages.pendingApproval, { exact: true }));
    expect(await page.getByRole('region', { name: 'Book this space' }).count()).toBe(0);
    await review.getByRole('button', { name: 'Approve', exact: true }).click();
    await expectSnackbar(page, Messages.listingApproved);
    await expectVisible(page.getByRole('region', { name: 'Book this space' }));
    expect(await review.count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('works at 375 px: the menu scrolls sideways and the preview opens full screen', async () => {
    await createListing(hostToken, `Narrow Yard ${stamp}`);
    const { page, context } = await openLoggedIn('/admin/approvals', demo.admin, { width: 375, height: 812 });
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Approvals' }));
    expect(await noOverflow(page)).toBe(0);
    await snapshot(page, 'admin-approvals-375', { fullPage: false });
    await queueRow(page, `Narrow Yard ${stamp}`).click();
    const dialog = page.getByRole('dialog', { name: `Narrow Yard ${stamp}` });
    await expectVisible(dialog.getByRole('button', { name: 'Approve', exact: true }));
    await snapshot(page, 'admin-approvals-preview-375', { fullPage: false });
    await dialog.getByRole('button', { name: 'Close' }).click();
    await context.close();
  });

  it('is the not-found page for everyone who is not an admin', async () => {
    const visitor = await openPage('/admin/approvals');
    await expectVisible(visitor.page.getByRole('heading', { level: 1, name: /not found/i }));
    expect(await visitor.page.getByRole('navigation', { name: 'Admin console' }).count()).toBe(0);
    await visitor.context.close();
    for (const account of [demo.customer, demo.host]) {
      const { page, context } = await openLoggedIn('/admin', account);
      await expectVisible(page.getByRole('heading', { level: 1, name: /not found/i }));
      expect(await page.getByRole('navigation', { name: 'Admin console' }).count()).toBe(0);
      await page.getByRole('button', { name: /^Account menu for/ }).click();
      await expectVisible(page.getByRole('menuitem', { name: 'Logout' }));
      expect(await page.getByRole('menuitem', { name: /Admin console/ }).count()).toBe(0);
      await context.close();
    }
  });
});
