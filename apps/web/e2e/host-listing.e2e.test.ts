import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Messages } from '@app/contract';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  apiCall,
  apiGet,
  apiLogin,
  demo,
  describeInBrowser,
  expectSnackbar,
  expectVisible,
  newVerifiedCustomer,
  openLoggedIn,
  recordMessages,
  snapshot,
} from './support.ts';

interface Category {
  uuid: string;
  name: string;
  slots: boolean;
}
interface Venue {
  uuid: string;
  title: string;
  approved: boolean;
  images: string[];
}

let photoDir = '';
const photos: string[] = [];

/** Small, valid photos in a few colours (the server decodes and re-encodes every upload). */
beforeAll(async () => {
  photoDir = fs.mkdtempSync(path.join(os.tmpdir(), 'host-listing-'));
  const colours = [
    { name: 'lawn.png', colour: { r: 76, g: 153, b: 0 }, format: 'png' as const },
    { name: 'pool.jpg', colour: { r: 30, g: 144, b: 255 }, format: 'jpeg' as const },
    { name: 'deck.png', colour: { r: 205, g: 133, b: 63 }, format: 'png' as const },
    { name: 'sunset.jpg', colour: { r: 255, g: 140, b: 0 }, format: 'jpeg' as const },
  ];
  for (const { name, colour, format } of colours) {
    const file = path.join(photoDir, name);
    await sharp({ create: { width: 640, height: 480, channels: 3, background: colour } })
      .toFormat(format)
      .toFile(file);
    photos.push(file);
  }
});
afterAll(() => {
  if (photoDir) fs.rmSync(photoDir, { recursive: true, force: true });
});

/** Chooses files through the "Choose photos" button, as a person would. */
async function choosePhotos(page: Page, files: string[]) {
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.getByRole('button', { name: 'Choose photos' }).click(),
  ]);
  await chooser.setFiles(files);
}

const noHorizontalScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

describeInBrowser('a new host publishes a listing', () => {
  it(
    'adds a listing with 3 photos, gets it approved, finds it in search and edits its photos',
    { timeout: 180_000 },
    async () => {
      const host = await newVerifiedCustomer('Hana Newhost', { host: true });
      const title = `E2E Garden ${Date.now().toString(36)}`;
      const categories = (await apiGet<{ data: Category[] }>('/category/viewall/public')).data;
      const category = categories.find((option) => !option.slots)!;

      const { page, context, errors } = await openLoggedIn('/addlisting', host);
      await expectVisible(page.getByRole('heading', { level: 1, name: 'Add Listing' }));

      await page.getByLabel('Title').fill(title);
      await page.getByLabel('Description').fill('A quiet garden with a lawn, a deck and a small pool.');
      await page.getByRole('combobox', { name: 'Category' }).selectOption({ label: category.name });
      expect(await page.getByLabel('Slots').isDisabled()).toBe(true);
      await page.getByLabel('Address').fill('Austin');
      await page.getByRole('listbox').getByRole('option').first().click();
      await page.waitForFunction(() => (document.getElementById('listing-zipcode') as HTMLInputElement).value !== '');
      await expectVisible(page.getByText(/^Times of this listing are in /));
      await page.getByLabel('Rent per hour').fill('35');
      await page.getByLabel('Maximum adults').fill('8');
      await page.getByLabel('Maximum children').fill('4');
      await page.getByLabel('Maximum infants').fill('2');
      await page.getByRole('checkbox').first().check();

      await choosePhotos(page, photos.slice(0, 3));
      await expectVisible(page.getByRole('img', { name: 'Photo 3: deck.png' }));
      await expectVisible(page.getByRole('listitem', { name: 'Photo 1, cover' }));
      await page.getByRole('button', { name: 'Move photo 2 earlier' }).click();
      await expectVisible(page.getByRole('img', { name: 'Photo 1: pool.jpg' }));
      expect(await page.getByText('3 of 20 photos chosen (at least 3).').count()).toBe(1);

      await page.evaluate(() => window.scrollTo(0, 0));
      await snapshot(page, 'add-listing-1280');
      await page.setViewportSize({ width: 375, height: 812 });
      expect(await noHorizontalScroll(page)).toBe(true);
      await page.evaluate(() => window.scrollTo(0, 0));
      await snapshot(page, 'add-listing-375');
      await page.setViewportSize({ width: 1280, height: 900 });

      await page.getByRole('button', { name: 'Submit listing' }).click();
      await expectSnackbar(page, Messages.listingSubmitted);
      await page.waitForURL('**/managelistings');

      // Manage Listings is another page's work: the host's list is checked through the API it reads.
      const session = await apiLogin(host);
      const hosted = (await apiGet<{ data: Venue[] }>('/venue/viewall/hosted', session.tokens.access.value)).data;
      const created = hosted.find((venue) => venue.title === title);
      expect(created, 'the new listing is among the host listings').toBeDefined();
      expect(created!.approved).toBe(false);
      expect(created!.images).toHaveLength(3);
      const pendingBadge = page.getByText('Pending Approval');
      if (await pendingBadge.count()) await expectVisible(pendingBadge);

      const search = () =>
        apiGet<{ data: Venue[] }>(`/venue/viewall/public?search=${encodeURIComponent(title)}`).then((body) =>
          body.data.map((venue) => venue.uuid),
        );
      expect(await search()).not.toContain(created!.uuid);
      const adminSession = await apiLogin(demo.admin);
      const approved = await apiCall('PUT', `/admin/venue/${created!.uuid}/approve`, adminSession.tokens.access.value);
      expect(approved.status).toBe(200);
      expect(await search()).toContain(created!.uuid);

      await page.goto(`/editlisting/${created!.uuid}`);
      await expectVisible(page.getByRole('heading', { level: 1, name: 'Edit listing' }));
      expect(await page.getByLabel('Title').inputValue()).toBe(title);
      expect(await page.getByLabel('Category').isDisabled()).toBe(true);
      const first = page.getByRole('listitem', { name: /^Current photo 1\b/ });
      await first.getByRole('button', { name: 'Delete' }).click();
      await expectVisible(first.getByText('Will be deleted'));
      await first.getByRole('button', { name: 'Undo' }).click();
      await expectVisible(first.getByText('Cover'));
      await first.getByRole('button', { name: 'Delete' }).click();
      await expectVisible(page.getByText('Photos after saving: 2 (2 kept, 0 new; at least 3).'));
      await choosePhotos(page, [photos[3]!]);
      await expectVisible(page.getByText('Photos after saving: 3 (2 kept, 1 new; at least 3).'));
      await page.getByRole('button', { name: 'Save changes' }).click();
      await expectSnackbar(page, Messages.listingUpdated);
      await page.waitForURL('**/managelistings');

      const edited = (await apiGet<{ data: Venue }>(`/venue/${created!.uuid}/view`, session.tokens.access.value)).data;
      const hostedAfter = (await apiGet<{ data: Venue[] }>('/venue/viewall/hosted', session.tokens.access.value)).data;
      expect(edited.images).toHaveLength(3);
      expect(edited.images).not.toContain(created!.images[0]);
      expect(edited.images.filter((image) => created!.images.includes(image))).toHaveLength(2);
      expect(hostedAfter.find((venue) => venue.uuid === created!.uuid)?.approved).toBe(true);

      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it.each([1280, 375])(
    'refuses an empty Add listing at %i px: one snackbar, each field saying what it needs, the focus on the first',
    { timeout: 90_000 },
    async (width) => {
      const { page, context, errors } = await openLoggedIn('/addlisting', demo.host, { width, height: 900 });
      await expectVisible(page.getByRole('heading', { level: 1, name: 'Add Listing' }));
      await expectVisible(page.getByRole('checkbox').first());
      const messages = await recordMessages(page);
      const sent: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/venue/create')) sent.push(request.url());
      });
      await page.getByRole('button', { name: 'Submit listing' }).click();
      await expectSnackbar(page, Messages.provideAllDetails);
      expect(await page.getByText(Messages.provideAllDetails, { exact: true }).count()).toBe(1);
      // One field of each section (the component test goes through all of them).
      const fieldTexts: [string, string][] = [
        ['Title', Messages.listingTitleRequired],
        ['Category', Messages.listingCategoryRequired],
        ['Address', Messages.listingAddressRequired],
        ['Rent per hour', Messages.listingRentRequired],
        ['Maximum infants', Messages.listingInfantsRequired],
      ];
      for (const [label, text] of fieldTexts) {
        const field = page.getByLabel(label, { exact: true });
        expect(await field.getAttribute('aria-invalid'), label).toBe('true');
        // The field's own description is what it needs.
        const described = await field.evaluate((element) =>
          (element.getAttribute('aria-describedby') ?? '')
            .split(' ')
            .map((id) => document.getElementById(id)?.textContent ?? '')
            .join(' ')
            .trim(),
        );
        expect(described, label).toBe(text);
      }
      await expectVisible(page.getByText(Messages.addAtLeastThreeImages, { exact: true }));
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('listing-title');
      await snapshot(page, `add-listing-errors-${width}`, { fullPage: false });
      await page.evaluate(() => window.scrollTo(0, 0));
      await snapshot(page, `add-listing-errors-${width}-full`);
      expect(await messages.snackbars()).toEqual([Messages.provideAllDetails]);
      expect(sent).toEqual([]);
      if (width === 375) expect(await noHorizontalScroll(page)).toBe(true);
      expect(errors).toEqual([]);
      await context.close();
    },
  );
});
