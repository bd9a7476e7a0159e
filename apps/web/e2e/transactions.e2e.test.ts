import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Messages } from '@app/contract';
import { beforeAll, expect, it } from 'vitest';
import {
  apiLogin,
  baseUrl,
  demo,
  describeInBrowser,
  expectVisible,
  openLoggedIn,
  openPage,
  newVerifiedCustomer,
  snapshot,
  waitUntil,
} from './support.ts';

const api = (path: string, init?: RequestInit) => fetch(`${baseUrl}/api/v1${path}`, init);
const json = { 'content-type': 'application/json' };
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const money = (dollars: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(dollars);

/** Set TRANSACTIONS_SCREENSHOTS=1 to save the page at 1280 and 375 px into docs/screenshots. */
const screenshotDir = process.env.TRANSACTIONS_SCREENSHOTS
  ? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../docs/screenshots')
  : undefined;

interface Card {
  uuid: string;
  title: string;
  rent: number;
  slots: number | null;
  approved: boolean;
}
interface Detail extends Card {
  schedules: { date: string; status: number; intervals: { time: string; status: number }[] }[];
}
interface Transaction {
  uuid: string;
  type: number;
  status: number;
  reservationId: string;
}

/** An approved, paid listing without slots and one free hour of it at least 3 days ahead (a full refund on cancel). */
async function bookableHour() {
  const cards: Card[] = [];
  for (let page = 1; page <= 8; page++) {
    const search = await api(`/venue/viewall/public?limit=6&page=${page}`);
    expect(search.status).toBe(200);
    cards.push(...((await search.json()) as { data: Card[] }).data);
  }
  const earliest = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
  for (const card of cards.filter((item) => item.slots === null && item.rent > 0)) {
    const detail = ((await (await api(`/venue/${card.uuid}/view/public`)).json()) as { data: Detail }).data;
    for (const day of detail.schedules.filter((entry) => entry.date >= earliest)) {
      const free = day.intervals.find((interval) => interval.status === 1);
      if (free) return { listing: detail, date: day.date, time: free.time };
    }
  }
  throw new Error('no approved listing has a free hour 3 days ahead');
}

const noOverflow = (page: import('playwright-core').Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

describeInBrowser('transactions', () => {
  let customer: { email: string; password: string };
  let listing: Detail;
  let reservationId: string;

  beforeAll(async () => {
    customer = await newVerifiedCustomer('Tess Transactions');
    const session = await apiLogin(customer);
    const token = session.tokens.access.value;
    const hour = await bookableHour();
    listing = hour.listing;
    const requested = await api('/reservation/request', {
      method: 'POST',
      headers: { ...json, ...bearer(token) },
      body: JSON.stringify({
        venueId: listing.uuid,
        schedules: [{ date: hour.date, intervals: [hour.time] }],
        guestList: { adults: 1, children: 0, infants: 0 },
      }),
    });
    expect(requested.status, await requested.clone().text()).toBeLessThan(300);
    reservationId = ((await requested.json()) as { data: { uuid: string } }).data.uuid;
    const confirm = (stripetoken: string) =>
      api(`/reservation/confirm/${reservationId}`, {
        method: 'POST',
        headers: { ...json, ...bearer(token) },
        body: JSON.stringify({ venueId: listing.uuid, stripetoken }),
      });
    expect((await confirm('tok_chargeDeclined')).status).toBe(402);
    // Rows created in the same millisecond would have no order of their own.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect((await confirm('tok_visa')).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const cancelled = await api(`/reservation/cancell/${reservationId}`, {
      method: 'PUT',
      headers: { ...json, ...bearer(token) },
      body: '{}',
    });
    expect(cancelled.status).toBe(200);
    // The refund is a queued job: wait until the card provider has made it.
    await waitUntil(
      async () => {
        const body = (await (await api('/payment/transaction/viewall', { headers: bearer(token) })).json()) as {
          data: Transaction[];
        };
        return body.data.find((row) => row.type === 2 && row.status === 3 && row.reservationId === reservationId);
      },
      'the refund, made',
      20_000,
    );
  });

  it('lists the refund, the charge and the declined charge newest first, each naming its booking', async () => {
    const { page, context, errors } = await openLoggedIn('/mytransactions/customer', customer);
    await expectVisible(page.getByRole('heading', { level: 1, name: 'My Transactions' }));
    const table = page.getByRole('table', { name: 'Transactions' });
    await expectVisible(table);
    const rows = table.getByRole('row');
    // A header row and the three rows of this booking.
    await expect.poll(() => rows.count()).toBe(4);
    const [refund, charge, declined] = [rows.nth(1), rows.nth(2), rows.nth(3)];
    await expectVisible(refund.getByRole('cell', { name: 'Refund', exact: true }));
    await expectVisible(refund.getByText(/^\+\$/));
    await expectVisible(charge.getByRole('cell', { name: 'Charge', exact: true }));
    await expectVisible(charge.getByText('Succeeded', { exact: true }));
    await expectVisible(charge.getByText(/^−\$/));
    await expectVisible(declined.getByRole('cell', { name: 'Charge', exact: true }));
    await expectVisible(declined.getByText('Declined', { exact: true }));
    await expectVisible(declined.getByText('Your card was declined.'));
    // Money that never moved: the amount without a sign, and what did not happen.
    await expectVisible(declined.getByText(money(listing.rent), { exact: true }));
    await expectVisible(declined.getByText('Not charged', { exact: true }));
    expect(await declined.getByText(/[\u2212+-]\$/).count()).toBe(0);
    for (const row of [refund, charge, declined]) {
      expect(await row.getByRole('link', { name: listing.title }).getAttribute('href')).toBe(
        `/mybookings?booking=${reservationId}`,
      );
    }
    const summary = page.getByRole('region', { name: 'Summary' });
    // The declined charge is not counted: one charge paid, and refunded.
    const total = (name: string) =>
      summary.getByRole('heading', { name, exact: true }).locator('xpath=following-sibling::p[1]');
    expect(await total('Total paid').textContent()).toBe(money(listing.rent));
    expect(await total('Total refunded').textContent()).toBe(money(listing.rent));
    expect(await noOverflow(page)).toBe(0);
    await snapshot(page, 'transactions-declined-1280');
    if (screenshotDir)
      await page.screenshot({ path: path.join(screenshotDir, 'transactions-1280.png'), fullPage: true });

    await refund.getByRole('link', { name: listing.title }).click();
    await page.waitForURL(`**/mybookings?booking=${reservationId}`);
    expect(new URL(page.url()).pathname).toBe('/mybookings');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('marks the rows of the booking a notification links to, and fits a 375 px phone as cards', async () => {
    const { page, context, errors } = await openLoggedIn(
      `/mytransactions/customer?booking=${reservationId}`,
      customer,
      {
        width: 375,
        height: 812,
      },
    );
    const list = page.getByRole('list', { name: 'Transactions' });
    await expectVisible(list);
    const items = list.getByRole('listitem');
    await expect.poll(() => items.count()).toBe(3);
    for (let index = 0; index < 3; index++) {
      expect(await items.nth(index).getAttribute('aria-current')).toBe('true');
    }
    await expectVisible(items.nth(2).getByText('Your card was declined.'));
    await expectVisible(items.nth(2).getByText('Declined', { exact: true }));
    expect(await page.getByRole('table').count()).toBe(0);
    expect(await noOverflow(page)).toBe(0);
    await snapshot(page, 'transactions-declined-375');
    if (screenshotDir) {
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: path.join(screenshotDir, 'transactions-375.png'), fullPage: true });
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it("says 'No Payout yet' to an account without transactions", async () => {
    const fresh = await newVerifiedCustomer('Tess Transactions');
    const { page, context, errors } = await openLoggedIn('/mytransactions/customer', fresh);
    await expectVisible(page.getByRole('heading', { name: Messages.noPayoutYet }));
    expect(await page.getByRole('link', { name: 'Explore spaces' }).getAttribute('href')).toBe('/listing');
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows the host's payouts", async () => {
    const { page, context, errors } = await openLoggedIn('/mytransactions/seller', demo.host);
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Payouts' }));
    await expectVisible(
      page.getByRole('table', { name: 'Payouts' }).or(page.getByRole('heading', { name: Messages.noPayoutYet })),
    );
    expect(await page.getByText('Your payouts could not be loaded').count()).toBe(0);
    if (screenshotDir) {
      await page.screenshot({ path: path.join(screenshotDir, 'transactions-seller-1280.png'), fullPage: true });
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});

describeInBrowser('a new host trying the app', () => {
  it("shows the host's pending listing without a review error or share buttons", async () => {
    const session = await apiLogin(demo.host);
    const hosted = (
      (await (await api('/venue/viewall/hosted', { headers: bearer(session.tokens.access.value) })).json()) as {
        data: Card[];
      }
    ).data;
    const pending = hosted.find((venue) => !venue.approved);
    expect(pending, 'the demo host has a listing pending approval').toBeDefined();
    const { page, context, errors } = await openLoggedIn(`/view-detail/${pending!.uuid}`, demo.host);
    await expectVisible(page.getByRole('heading', { level: 1, name: pending!.title }));
    await page.getByRole('region', { name: 'Reviews' }).scrollIntoViewIfNeeded();
    await expectVisible(page.getByRole('region', { name: 'Reviews' }).getByText('No reviews yet'));
    await expectVisible(page.getByText('Sharing opens once the listing is approved.'));
    expect(await page.getByText(/Reviews could not be loaded/).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Share on WhatsApp' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('offers Become a host in the footer to visitors but not to hosts', async () => {
    const visitor = await openPage('/');
    await expectVisible(
      visitor.page.getByRole('navigation', { name: 'Explore' }).getByRole('link', { name: 'Become a host' }),
    );
    await visitor.context.close();

    const { page, context } = await openLoggedIn('/', demo.host);
    const explore = page.getByRole('navigation', { name: 'Explore' });
    await expectVisible(explore.getByRole('link', { name: 'Find a space' }));
    expect(await explore.getByRole('link', { name: 'Become a host' }).count()).toBe(0);
    await context.close();
  });
});
