import { Messages } from '@app/contract';
import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import {
  apiCall,
  apiLogin,
  baseUrl,
  createListing,
  demo,
  describeInBrowser,
  expectSnackbar,
  expectVisible,
  newVerifiedCustomer,
  openLoggedIn,
  snapshot,
} from './support.ts';

interface Interval {
  time: string;
  status: number;
  slots: { id: number; status: number }[];
}
interface Venue {
  uuid: string;
  title: string;
  rent: number;
  slots: number | null;
  status: number;
  approved: boolean;
  rejectionReason: string | null;
  timezone: string;
  category: { name: string; slots: boolean; slotPrefix: string | null };
  schedules: { date: string; status: number; intervals: Interval[] }[];
}

const publicView = async (id: string) =>
  ((await (await fetch(`${baseUrl}/api/v1/venue/${id}/view/public`)).json()) as { data: Venue }).data;

const hourOf = (time: string) => Number(time.slice(0, 2));
const clock = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/** The hour-slot statuses of one hour of a listing, as guests see them. */
async function slotStatuses(venueId: string, date: string, hour: number) {
  const day = (await publicView(venueId)).schedules.find((entry) => entry.date === date);
  const interval = day?.intervals.find((entry) => hourOf(entry.time) === hour);
  return interval ? interval.slots.map((slot) => slot.status) : [];
}

/** A date at least `daysAhead` days out (not one of `avoid`) with `hours` consecutive hours free in every slot. */
async function freeRun(venueId: string, hours: number, { daysAhead = 2, avoid = [] as string[] } = {}) {
  const venue = await publicView(venueId);
  const earliest = new Date(Date.now() + daysAhead * 86_400_000).toISOString().slice(0, 10);
  for (const day of venue.schedules) {
    if (day.date < earliest || avoid.includes(day.date)) continue;
    const free = new Set(
      day.intervals
        .filter((interval) => interval.status === 1 && interval.slots.every((slot) => slot.status === 1))
        .map((interval) => hourOf(interval.time)),
    );
    for (const start of [...free].sort((a, b) => a - b)) {
      if (Array.from({ length: hours }, (_, index) => start + index).every((hour) => free.has(hour))) {
        return { date: day.date, from: start };
      }
    }
  }
  throw new Error(`no ${hours} free hours at ${venue.title}`);
}

const dayFormat = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
/** How the list names a block point: "Thu 24 Dec 2026, 10:00"; 24:00 is the next day's 00:00. */
function shown(date: string, hour: number) {
  const day = new Date(`${date}T12:00:00Z`);
  if (hour === 24) day.setUTCDate(day.getUTCDate() + 1);
  const words = dayFormat
    .formatToParts(day)
    .filter((part) => part.type !== 'literal')
    .map((part) => part.value)
    .join(' ');
  return `${words}, ${clock(hour % 24)}`;
}

const poll = (check: () => Promise<boolean>, what: string, timeoutMs = 15_000) =>
  expect.poll(check, { message: `timed out waiting for ${what}`, timeout: timeoutMs }).toBe(true);

const noOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
const article = (page: Page, title: string) => page.getByRole('article', { name: title, exact: true });

describeInBrowser('a host manages listings and blocks', () => {
  let hostToken: string;
  let hostName: string;
  let parking: Venue;
  let booked: Venue | undefined;
  let disposable: { uuid: string; title: string };
  const rejection = 'The photos are too dark to show the space';

  beforeAll(async () => {
    const host = await apiLogin(demo.host);
    hostToken = host.tokens.access.value;
    hostName = (host.user as unknown as { displayName: string }).displayName;
    const hosted = (await apiCall<{ data: Venue[] }>('GET', '/venue/viewall/hosted', hostToken)).body.data;
    parking = hosted.find((venue) => venue.category.slots && venue.approved && venue.status === 1 && venue.slots)!;
    expect(parking, 'the demo host has an approved parking listing with slots').toBeTruthy();

    // A listing with an upcoming confirmed booking of a new customer: the server must refuse to delete it.
    const customer = await newVerifiedCustomer('Cal Keeper');
    const customerToken = (await apiLogin(customer)).tokens.access.value;
    for (const candidate of hosted.filter(
      (venue) => venue.approved && venue.status === 1 && !venue.category.slots && venue.rent > 0,
    )) {
      const hour = await freeRun(candidate.uuid, 1, { daysAhead: 3 }).catch(() => undefined);
      if (!hour) continue;
      const request = await apiCall<{ data: { uuid: string } }>('POST', '/reservation/request', customerToken, {
        venueId: candidate.uuid,
        schedules: [{ date: hour.date, intervals: [clock(hour.from)] }],
        guestList: { adults: 1, children: 0, infants: 0 },
      });
      expect(request.status, JSON.stringify(request.body)).toBe(201);
      const paid = await apiCall('POST', `/reservation/confirm/${request.body.data.uuid}`, customerToken, {
        venueId: candidate.uuid,
        stripetoken: 'tok_visa',
      });
      expect(paid.status).toBe(200);
      booked = candidate;
      break;
    }
    expect(booked, 'a demo host listing could be booked').toBeTruthy();

    // A listing without bookings, created by the host and rejected by the admin: it can go.
    disposable = await createListing(hostToken, `Quiet Courtyard ${Date.now().toString(36)}`);
    const adminToken = (await apiLogin(demo.admin)).tokens.access.value;
    const rejected = await apiCall('PUT', `/admin/venue/${disposable.uuid}/reject`, adminToken, { reason: rejection });
    expect(rejected.status).toBe(200);
  });

  it("shows the host's listings with their badges and actions, at 1280 and 375 px", async () => {
    const hosted = (await apiCall<{ data: Venue[] }>('GET', '/venue/viewall/hosted', hostToken)).body.data;
    const { page, context, errors } = await openLoggedIn('/managelistings', demo.host);
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Manage Listings' }));
    await expectVisible(page.getByText(hostName, { exact: true }));
    await expectVisible(page.getByText(`${hosted.length} listings`, { exact: true }));
    expect(await page.getByRole('article').count()).toBe(hosted.length);

    const card = article(page, parking.title);
    const id = parking.uuid;
    expect(await card.getByRole('link', { name: 'Block dates' }).getAttribute('href')).toBe(`/blockedDates/${id}`);
    expect(await card.getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe(`/editlisting/${id}`);
    expect(await card.getByRole('link', { name: 'View Preview' }).getAttribute('href')).toBe(`/view-detail/${id}`);
    expect(await card.getByRole('link', { name: 'View Reservations' }).getAttribute('href')).toBe(
      `/view-reservations/${id}`,
    );
    await expectVisible(card.getByRole('button', { name: 'Schedule' }));
    await expectVisible(card.getByRole('button', { name: 'Delete' }));
    await expectVisible(card.getByText(`$${parking.rent}`, { exact: true }));
    await expectVisible(card.getByText(parking.category.name));
    expect(await card.getByText(Messages.pendingApproval).count()).toBe(0);

    const pending = hosted.find((venue) => !venue.approved && !venue.rejectionReason);
    if (pending) await expectVisible(article(page, pending.title).getByText(Messages.pendingApproval));
    const rejected = article(page, disposable.title);
    await expectVisible(rejected.getByText('Rejected', { exact: true }));
    await expectVisible(rejected.getByText(rejection, { exact: false }));
    expect(await noOverflow(page)).toBe(0);
    // The host has some twenty listings: the first screenful tells the story.
    await page.setViewportSize({ width: 1280, height: 1500 });
    await snapshot(page, 'managelistings-1280', { fullPage: false });

    await page.setViewportSize({ width: 375, height: 1700 });
    await expectVisible(card.getByRole('link', { name: 'Block dates' }));
    expect(await noOverflow(page)).toBe(0);
    await snapshot(page, 'managelistings-375', { fullPage: false });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('adds a whole-listing block and a one-slot block, edits one and deletes one; guests see the hours change', async () => {
    const whole = await freeRun(parking.uuid, 2, { daysAhead: 20 });
    const oneSlot = await freeRun(parking.uuid, 2, { daysAhead: 20, avoid: [whole.date] });
    const { page, context, errors } = await openLoggedIn('/managelistings', demo.host);
    await article(page, parking.title).getByRole('link', { name: 'Block dates' }).click();
    await page.waitForURL(`**/blockedDates/${parking.uuid}`);
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Blocked Dates' }));
    await expectVisible(page.getByText(parking.title, { exact: true }));
    await expectVisible(page.getByText(/\d+ blocks? · Times in Eastern Time/));
    const list = page.getByRole('list', { name: 'Blocked dates' });
    await expectVisible(list);
    const before = await list.getByRole('listitem').count();

    // The whole listing, two hours.
    await page.getByRole('button', { name: 'Add a block' }).click();
    let dialog = page.getByRole('dialog', { name: Messages.blockDialogAddTitle });
    await expectVisible(dialog);
    expect(await dialog.getByRole('button', { name: /^Space \d+$/ }).count()).toBe(parking.slots);
    await dialog.getByLabel('From date').fill(whole.date);
    await dialog.getByLabel('From hour').selectOption(String(whole.from));
    await dialog.getByLabel('To hour').selectOption(String(whole.from + 2));
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expectSnackbar(page, Messages.blockCreated);
    const wholeRow = list.getByRole('listitem', {
      name: `Block from ${shown(whole.date, whole.from)} to ${shown(whole.date, whole.from + 2)}`,
    });
    await expectVisible(wholeRow.getByText('Whole listing'));
    await poll(
      async () => (await slotStatuses(parking.uuid, whole.date, whole.from + 1)).every((status) => status === 2),
      'the blocked hours to be unavailable in every slot',
    );

    // One slot, two hours, on another day.
    await page.getByRole('button', { name: 'Add a block' }).click();
    dialog = page.getByRole('dialog', { name: Messages.blockDialogAddTitle });
    await dialog.getByLabel('From date').fill(oneSlot.date);
    await dialog.getByLabel('From hour').selectOption(String(oneSlot.from));
    await dialog.getByLabel('To hour').selectOption(String(oneSlot.from + 2));
    await dialog.getByRole('button', { name: 'Space 3', exact: true }).click();
    expect(await dialog.getByRole('button', { name: 'Space 3', exact: true }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expectSnackbar(page, Messages.blockCreated);
    let slotRow = list.getByRole('listitem', {
      name: `Block from ${shown(oneSlot.date, oneSlot.from)} to ${shown(oneSlot.date, oneSlot.from + 2)}`,
    });
    await expectVisible(slotRow.getByText('Space 3', { exact: true }));
    await expect.poll(() => list.getByRole('listitem').count()).toBe(before + 2);
    await poll(async () => {
      const statuses = await slotStatuses(parking.uuid, oneSlot.date, oneSlot.from);
      return statuses[2] === 2 && statuses[0] === 1 && statuses[3] === 1;
    }, 'slot 3 alone to be unavailable');
    expect(await noOverflow(page)).toBe(0);
    await snapshot(page, 'blocked-dates-1280');

    // Edit: the one-slot block takes slot 4 as well, and runs to the end of its day (24:00, not the next day's 00:00).
    await slotRow.getByRole('button', { name: 'Edit' }).click();
    dialog = page.getByRole('dialog', { name: Messages.blockDialogEditTitle });
    await expectVisible(dialog);
    expect(await dialog.getByLabel('From date').inputValue()).toBe(oneSlot.date);
    await dialog.getByRole('button', { name: 'Space 4', exact: true }).click();
    await dialog.getByLabel('To hour').selectOption('24');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expectSnackbar(page, Messages.blockUpdated);
    const endOfDay = `${shown(oneSlot.date, 0).replace(/, 00:00$/, '')}, end of day`;
    slotRow = list.getByRole('listitem', { name: `Block from ${shown(oneSlot.date, oneSlot.from)} to ${endOfDay}` });
    await expectVisible(slotRow.getByText('Space 3, Space 4', { exact: true }));
    await expectVisible(slotRow.getByText(endOfDay, { exact: true }));
    const lastHour = Math.max(
      ...(await publicView(parking.uuid)).schedules
        .filter((entry) => entry.date === oneSlot.date)
        .flatMap((entry) => entry.intervals.map((interval) => hourOf(interval.time))),
    );
    await poll(
      async () => (await slotStatuses(parking.uuid, oneSlot.date, lastHour))[3] === 2,
      'slot 4 to be unavailable to the end of the day after the edit',
    );

    // The filter narrows the list to the blocks overlapping its dates; Clear brings the rest back.
    await page.getByLabel('From', { exact: true }).fill(oneSlot.date);
    await page.getByLabel('To', { exact: true }).fill(oneSlot.date);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect.poll(() => wholeRow.count()).toBe(0);
    await expectVisible(slotRow);
    await page.getByRole('button', { name: 'Clear', exact: true }).click();
    await expectVisible(wholeRow);

    // Delete the whole-listing block: its hours open again.
    await wholeRow.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this block?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expectSnackbar(page, Messages.deletedSuccessfully);
    await expect.poll(() => wholeRow.count(), { timeout: 15_000 }).toBe(0);
    await poll(
      async () => (await slotStatuses(parking.uuid, whole.date, whole.from)).every((status) => status === 1),
      'the unblocked hours to be free again',
    );

    // The phone layout, and the dialog on a phone.
    await page.getByText(Messages.deletedSuccessfully).waitFor({ state: 'hidden' });
    await page.setViewportSize({ width: 375, height: 800 });
    await expectVisible(slotRow);
    expect(await noOverflow(page)).toBe(0);
    await snapshot(page, 'blocked-dates-375');
    await page.getByRole('button', { name: 'Add a block' }).click();
    dialog = page.getByRole('dialog', { name: Messages.blockDialogAddTitle });
    await dialog.getByRole('button', { name: 'Space 2', exact: true }).click();
    await dialog.getByLabel('From date').fill(oneSlot.date);
    await snapshot(page, 'block-dialog-375', { fullPage: false });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('refuses to delete a listing with an upcoming booking, and deletes one without', async () => {
    const { page, context, errors } = await openLoggedIn('/managelistings', demo.host);
    const keep = article(page, booked!.title);
    await keep.getByRole('button', { name: 'Delete' }).click();
    let dialog = page.getByRole('dialog', { name: 'Delete this listing?' });
    await expectVisible(dialog.getByText(booked!.title, { exact: true }));
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expectVisible(dialog.getByRole('alert').getByText(Messages.listingHasUpcomingBookings, { exact: false }));
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expectVisible(keep);

    const go = article(page, disposable.title);
    await go.getByRole('button', { name: 'Delete' }).click();
    dialog = page.getByRole('dialog', { name: 'Delete this listing?' });
    await expectVisible(dialog.getByText(disposable.title, { exact: true }));
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expectSnackbar(page, Messages.deletedSuccessfully);
    await expect.poll(() => go.count()).toBe(0);
    await expectVisible(keep);
    const hosted = (await apiCall<{ data: Venue[] }>('GET', '/venue/viewall/hosted', hostToken)).body.data;
    expect(hosted.map((venue) => venue.uuid)).not.toContain(disposable.uuid);
    expect(hosted.map((venue) => venue.uuid)).toContain(booked!.uuid);
    expect(errors).toEqual([]);
    await context.close();
  });
});
