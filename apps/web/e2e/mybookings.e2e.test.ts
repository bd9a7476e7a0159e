import { Messages } from '@app/contract';
import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import {
  apiLogin,
  baseUrl,
  demo,
  describeInBrowser,
  expectSnackbar,
  expectVisible,
  openLoggedIn,
  newVerifiedCustomer,
  settled,
} from './support.ts';

interface ListingCard {
  uuid: string;
  title: string;
  slots: number | null;
}
interface ListingDetail {
  uuid: string;
  title: string;
  rent: number;
  category: { slots: boolean };
  schedules: { date: string; status: number; intervals: { time: string; status: number }[] }[];
}
interface Account {
  email: string;
  password: string;
}
interface DemoBooking {
  status: number;
  venue: { title: string };
  payment: { amount: number };
}

const json = { 'content-type': 'application/json' };
const money = (dollars: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(dollars);

async function call<T>(method: string, path: string, token?: string, body?: unknown): Promise<T> {
  const response = await fetch(`${baseUrl}/api/v1${path}`, {
    method,
    headers: { ...(body === undefined ? {} : json), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** The first free hour of a listing at least three days ahead (so cancelling refunds in full). */
function freeHour(listing: ListingDetail) {
  const earliest = new Date(Date.now() + 3 * 24 * 3_600_000).toISOString().slice(0, 10);
  for (const day of listing.schedules) {
    if (day.date < earliest || day.status !== 1) continue;
    const interval = day.intervals.find((candidate) => candidate.status === 1);
    if (interval) return { date: day.date, intervals: [interval.time] };
  }
  throw new Error(`no free hour at ${listing.title}`);
}

/** Requests one hour at a listing; `pay` confirms it with the test-mode card. */
async function book(token: string, listing: ListingDetail, { pay }: { pay: boolean }) {
  const requested = await call<{ data: { uuid: string } }>('POST', '/reservation/request', token, {
    venueId: listing.uuid,
    schedules: [freeHour(listing)],
    guestList: { adults: 1, children: 0, infants: 0 },
  });
  if (pay) {
    await call('POST', `/reservation/confirm/${requested.data.uuid}`, token, {
      venueId: listing.uuid,
      stripetoken: 'tok_visa',
    });
  }
  return requested.data.uuid;
}

const overflowOf = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** Saves a screenshot when SCREENSHOT_DIR is set (for docs; the assertions do not depend on it). */
async function snapshot(page: Page, name: string) {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  // The review shot waits for the last snackbar to leave the picture.
  if (name.startsWith('review')) await page.locator('#notistack-snackbar').first().waitFor({ state: 'detached' });
  await settled(page);
  await page.screenshot({ path: `${dir}/${name}.png`, fullPage: !name.includes('dialog') });
}

describeInBrowser('my bookings', () => {
  let customer: Account;
  let toCancel: ListingDetail;
  let toReview: ListingDetail;
  let toHold: ListingDetail;
  let holdId: string;

  beforeAll(async () => {
    customer = await newVerifiedCustomer('Bea Booker');
    const { tokens } = await apiLogin(customer);
    const search = await call<{ data: ListingCard[] }>('GET', '/venue/viewall/public?limit=20&page=1');
    const details = await Promise.all(
      search.data
        .filter((card) => card.slots === null)
        .slice(0, 6)
        .map((card) => call<{ data: ListingDetail }>('GET', `/venue/${card.uuid}/view/public`).then((b) => b.data)),
    );
    const [first, second, third] = details.filter((listing) => !listing.category.slots);
    expect(third).toBeDefined();
    [toCancel, toReview, toHold] = [first!, second!, third!];
    await book(tokens.access.value, toCancel, { pay: true });
    await book(tokens.access.value, toReview, { pay: true });
    holdId = await book(tokens.access.value, toHold, { pay: false });
  });

  const bookingCard = (page: Page, title: string) => page.getByRole('article', { name: title });

  it('lists confirmed bookings and an unpaid hold under Upcoming, and fits a 375 px phone', async () => {
    const { page, context, errors } = await openLoggedIn('/mybookings', customer);
    await expectVisible(page.getByRole('heading', { level: 1, name: 'My Bookings' }));
    await expectVisible(page.getByRole('tab', { name: 'Upcoming 3', selected: true }));
    await expectVisible(page.getByRole('tab', { name: 'Past 0' }));
    const card = bookingCard(page, toCancel.title);
    await expectVisible(card.getByText('Confirmed', { exact: true }));
    await expectVisible(card.getByRole('button', { name: 'Cancel' }));
    await expectVisible(card.getByRole('link', { name: 'Reschedule' }));
    await expectVisible(card.getByText(/^Times in .+ time$/));
    expect(await overflowOf(page)).toBe(0);
    await snapshot(page, 'mybookings-1280');
    await page.setViewportSize({ width: 375, height: 812 });
    await expectVisible(card.getByRole('button', { name: 'View Details' }));
    expect(await overflowOf(page)).toBe(0);
    await snapshot(page, 'mybookings-375');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows Pay now with a ticking countdown for an unpaid hold', async () => {
    const { page, context } = await openLoggedIn('/mybookings', customer);
    const card = bookingCard(page, toHold.title);
    await expectVisible(card.getByText('Awaiting payment', { exact: true }));
    const payNow = card.getByRole('link', { name: 'Pay now' });
    await expectVisible(payNow);
    expect(await payNow.getAttribute('href')).toBe(`/book-now/${toHold.uuid}?reservationid=${holdId}`);
    const timer = card.getByRole('timer');
    // Minutes left and the end in the listing's zone (the component test watches it count down).
    expect(await timer.textContent()).toMatch(/^Held for 1?\d minutes, until \d{1,2}:\d\d [AP]M [A-Z]{3,4}$/);
    await context.close();
  });

  it('cancels a booking after stating the full refund; it moves to Past as Cancelled', async () => {
    const { page, context } = await openLoggedIn('/mybookings', customer, { width: 375, height: 812 });
    await bookingCard(page, toCancel.title).getByRole('button', { name: 'Cancel' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this booking?' });
    await expectVisible(dialog.getByText(/^You will get a full refund of \$\d+\.\d\d\.$/));
    await snapshot(page, 'cancel-dialog-375');
    await dialog.getByRole('button', { name: 'Cancel booking' }).click();
    await expectSnackbar(page, Messages.cancellationSubmitted);
    await page.getByRole('tab', { name: 'Past 1' }).click();
    const card = bookingCard(page, toCancel.title);
    await expectVisible(card.getByText('Cancelled', { exact: true }));
    await expectVisible(card.getByRole('button', { name: 'View Details' }));
    expect(await card.getByRole('button', { name: 'Cancel' }).count()).toBe(0);
    // Who cancelled, and the refund once the card provider has made it (the list is read again until then).
    await expectVisible(card.getByText('Cancelled by you', { exact: true }));
    await expectVisible(card.getByText(`Refunded ${money(toCancel.rent)}`, { exact: true }));
    expect(await overflowOf(page)).toBe(0);
    // Read afresh, without the snackbars of the cancel over the card.
    await page.reload();
    await page.getByRole('tab', { name: 'Past 1' }).click();
    await expectVisible(card.getByText('Cancelled by you', { exact: true }));
    await snapshot(page, 'mybookings-cancelled-375');
    await page.setViewportSize({ width: 1280, height: 900 });
    await expectVisible(card.getByText('Cancelled by you', { exact: true }));
    await snapshot(page, 'mybookings-cancelled-1280');
    await context.close();
  });

  it('offers no review of a booking that has not started', async () => {
    const { page, context } = await openLoggedIn('/mybookings', customer);
    const card = bookingCard(page, toReview.title);
    await expectVisible(card.getByText('Confirmed', { exact: true }));
    await expectVisible(card.getByRole('button', { name: 'View Details' }));
    expect(await card.getByRole('button', { name: /Review/ }).count()).toBe(0);
    await context.close();
  });

  it("shows the demo customer's every state, and reviews their past stay: adds, updates and deletes it", async () => {
    const { tokens } = await apiLogin(demo.customer);
    const seeded = (await call<{ data: DemoBooking[] }>('GET', '/reservation/viewall', tokens.access.value)).data;
    const titleOf = (status: number) => seeded.find((booking) => booking.status === status)!.venue.title;
    const { page, context } = await openLoggedIn('/mybookings', demo.customer);
    const upcoming = bookingCard(page, titleOf(2)).first();
    await expectVisible(upcoming.getByText('Confirmed', { exact: true }));
    await expectVisible(upcoming.getByRole('button', { name: 'Cancel' }));
    expect(await upcoming.getByRole('button', { name: /Review/ }).count()).toBe(0);
    await page.getByRole('tab', { name: /^Past/ }).click();
    await expectVisible(bookingCard(page, titleOf(3)).getByText('Cancelled', { exact: true }));
    // Demo data refunds its cancelled booking in full.
    const seededCancel = seeded.find((booking) => booking.status === 3)!;
    await expectVisible(
      bookingCard(page, titleOf(3)).getByText(`Refunded ${money(seededCancel.payment.amount)}`, { exact: true }),
    );
    expect(
      await bookingCard(page, titleOf(3))
        .getByRole('button', { name: /Review/ })
        .count(),
    ).toBe(0);
    const card = bookingCard(page, titleOf(4));
    await expectVisible(card.getByText('Completed', { exact: true }));

    await card.getByRole('button', { name: 'Add Review' }).click();
    let dialog = page.getByRole('dialog', { name: /Add a review/ });
    await expectVisible(dialog.getByRole('heading', { name: 'Reviews of this space' }));
    await dialog.getByRole('button', { name: 'Submit review' }).click();
    await expectSnackbar(page, Messages.reviewIncomplete);
    // The radios are visually hidden under the stars; a click on the radio itself picks an exact half step.
    await dialog.getByRole('group', { name: 'Your rating' }).getByLabel('4.5 Stars').dispatchEvent('click');
    await dialog.getByLabel('Your review', { exact: true }).fill('Bright, quiet and spotless.');
    await dialog.getByRole('button', { name: 'Submit review' }).click();
    await expectSnackbar(page, Messages.reviewThanks);

    // The reviews reload about a second later; then the card offers the user's own review.
    await card.getByRole('button', { name: 'View Review' }).click({ timeout: 10_000 });
    dialog = page.getByRole('dialog', { name: /Your review/ });
    await expectVisible(dialog.getByRole('button', { name: 'Update', pressed: true }));
    expect(await dialog.getByLabel('Your review', { exact: true }).inputValue()).toBe('Bright, quiet and spotless.');
    await snapshot(page, 'review-dialog-1280');
    await dialog.getByLabel('Your review', { exact: true }).fill('Bright and quiet.');
    await dialog.getByRole('button', { name: 'Update review' }).click();
    await expectSnackbar(page, Messages.reviewUpdated);

    await card.getByRole('button', { name: 'View Review' }).click();
    dialog = page.getByRole('dialog', { name: /Your review/ });
    await expectVisible(dialog.getByText('Bright and quiet.').first());
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await dialog.getByRole('button', { name: 'Delete review' }).click();
    await expectSnackbar(page, Messages.reviewDeleted);
    await expectVisible(card.getByRole('button', { name: 'Add Review' }));
    await context.close();
  });

  it('says No bookings yet to a brand-new customer', async () => {
    const { page, context, errors } = await openLoggedIn('/mybookings', await newVerifiedCustomer('Bea Booker'));
    await expectVisible(page.getByText('No bookings yet', { exact: true }));
    expect(await page.getByRole('link', { name: 'Explore spaces' }).getAttribute('href')).toBe('/listing');
    expect(errors).toEqual([]);
    await context.close();
  });
});
