import { Messages } from '@app/contract';
import { beforeAll, expect, it } from 'vitest';
import {
  apiLogin,
  baseUrl,
  demo,
  expectSnackbar,
  expectVisible,
  openLoggedIn,
  openPage,
  describeInBrowser,
  newVerifiedCustomer,
  snapshot,
} from './support.ts';

interface Listing {
  uuid: string;
  title: string;
  host: { userId: string; name: string; designation: string };
  images: string[];
  amenities: { name: string }[];
}
interface Review {
  remark: string;
  postedBy: { name: string };
}

const api = (path: string, init?: RequestInit) => fetch(`${baseUrl}/api/v1${path}`, init);

async function listingDetail(id: string) {
  const body = (await (await api(`/venue/${id}/view/public`)).json()) as { data: Listing };
  return body.data;
}

describeInBrowser('listing detail and favourites', () => {
  let listing: Listing;
  let reviews: Review[];

  beforeAll(async () => {
    const search = (await (await api('/venue/viewall/public?limit=1&page=1')).json()) as { data: { uuid: string }[] };
    listing = await listingDetail(search.data[0]!.uuid);
    reviews = ((await (await api(`/review/${listing.uuid}/viewall`)).json()) as { data: Review[] }).data;
  });

  it('opens a listing from a deep link on a full page load, without map tiles', async () => {
    const { page, context, errors } = await openPage(`/view-detail/${listing.uuid}`);
    await expectVisible(page.getByRole('heading', { level: 1, name: listing.title }));
    await expectVisible(page.getByText(`Hosted by ${listing.host.name}`));
    await expectVisible(page.getByText(listing.host.designation || 'Venue Owner', { exact: true }));
    const amenities = page.getByRole('region', { name: 'Amenities' });
    for (const amenity of listing.amenities) await expectVisible(amenities.getByText(amenity.name, { exact: true }));
    const reviewList = page.getByRole('region', { name: 'Reviews' });
    // Reviews and sharing load as they come near the screen, as a reader scrolls down.
    await reviewList.scrollIntoViewIfNeeded();
    if (reviews.length === 0) await expectVisible(reviewList.getByText('No reviews yet'));
    for (const review of reviews) {
      await expectVisible(reviewList.getByText(review.postedBy.name, { exact: true }));
      await expectVisible(reviewList.getByText(review.remark));
    }
    await expectVisible(page.getByRole('region', { name: `Map showing where ${listing.title} is` }));
    await expectVisible(page.getByRole('button', { name: 'Book now' }));
    await expectVisible(page.getByRole('group', { name: /^Dates, / }));
    expect(await page.title()).toBe(`${listing.title} · Hourly Spaces`);
    await page.getByRole('region', { name: 'Share this space' }).scrollIntoViewIfNeeded();
    const whatsapp = page.getByRole('link', { name: 'Share on WhatsApp' });
    expect(await whatsapp.getAttribute('href')).toContain(encodeURIComponent(`${baseUrl}/view-detail/${listing.uuid}`));
    expect(await whatsapp.getAttribute('rel')).toBe('noopener noreferrer');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBe(0);
    expect(errors).toEqual([]);

    await page.goto('/view-detail/00000000-0000-4000-8000-000000000000');
    await expectVisible(page.getByRole('heading', { name: 'Listing not found' }));
    expect(errors).toEqual([]);
    await context.close();
  });

  it('copies the link for Instagram, which has no share URL, and says where to paste it (1280 and 375 px)', async () => {
    for (const [width, height] of [
      [1280, 900],
      [375, 812],
    ] as const) {
      const { page, context, errors } = await openPage(`/view-detail/${listing.uuid}`, { width, height });
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
      const share = page.getByRole('region', { name: 'Share this space' });
      await share.scrollIntoViewIfNeeded();
      const instagram = share.getByRole('button', { name: 'Share on Instagram' });
      await expectVisible(instagram);
      await instagram.click();
      await expectSnackbar(page, 'Link copied — paste it in Instagram');
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseUrl}/view-detail/${listing.uuid}`);
      // Nothing opened: Instagram has no page that takes a link.
      expect(context.pages()).toHaveLength(1);
      await snapshot(page, `share-instagram-${width}`, { fullPage: false });
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it('fits a 375 px phone without horizontal overflow', async () => {
    const { page, context, errors } = await openPage(`/view-detail/${listing.uuid}`, { width: 375, height: 812 });
    await expectVisible(page.getByRole('heading', { level: 1, name: listing.title }));
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBe(0);
    // A bar at the bottom keeps the price and Book in reach; it opens the booking panel as a sheet.
    await page.getByRole('button', { name: 'Book now' }).click();
    const sheet = page.getByRole('dialog', { name: 'Book this space' });
    await expectVisible(sheet.getByRole('group', { name: /^Dates, / }));
    await sheet.getByRole('button', { name: 'Close' }).click();
    await sheet.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens the gallery lightbox, steps with the arrow keys and closes with Escape', async () => {
    const { page, context } = await openPage(`/view-detail/${listing.uuid}`);
    const count = listing.images.length;
    await page.getByRole('button', { name: `${listing.title} — photo 2 of ${count}` }).click();
    const dialog = page.getByRole('dialog', { name: listing.title });
    await expectVisible(dialog);
    await expectVisible(dialog.getByText(`2 / ${count}`, { exact: true }));
    await expectVisible(dialog.getByRole('img', { name: `${listing.title} — photo 2 of ${count}` }));
    await page.keyboard.press('ArrowRight');
    await expectVisible(dialog.getByText(`3 / ${count}`, { exact: true }));
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expectVisible(dialog.getByText(`1 / ${count}`, { exact: true }));
    await page.keyboard.press('ArrowLeft');
    await expectVisible(dialog.getByText(`${count} / ${count}`, { exact: true }));
    await dialog.getByRole('button', { name: 'Next photo' }).click();
    await expectVisible(dialog.getByText(`1 / ${count}`, { exact: true }));
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await context.close();
  });

  it('asks a visitor to log in to shortlist or to book', async () => {
    const { page, context } = await openPage(`/view-detail/${listing.uuid}`);
    await page.getByRole('button', { name: 'Add to your Shortlist' }).click();
    await expectSnackbar(page, Messages.loginRequiredShortlist);
    await expectVisible(page.getByRole('dialog', { name: 'Welcome back' }));
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Book now' }).click();
    await expectSnackbar(page, Messages.loginRequiredBooking);
    await expectVisible(page.getByRole('dialog'));
    expect(new URL(page.url()).pathname).toBe(`/view-detail/${listing.uuid}`);
    await context.close();
  });

  it('works in reschedule mode with ?reservationid=', async () => {
    const reservationId = '00000000-0000-4000-8000-000000000000';
    const { page, context } = await openLoggedIn(
      `/view-detail/${listing.uuid}?reservationid=${reservationId}`,
      demo.customer,
    );
    await expectVisible(page.getByText('Rescheduling your booking — choose new hours'));
    await expect(page.getByRole('button', { name: 'Book now' }).count()).resolves.toBe(0);
    // Not a booking of this customer: it cannot be rescheduled, and the panel says so.
    await expectVisible(page.getByText(`${Messages.bookingNotReschedulable}.`));
    expect(await page.getByRole('link', { name: 'Back to My Bookings' }).getAttribute('href')).toBe('/mybookings');
    await context.close();
  });

  it('lets a verified customer favourite a listing, find it in My Favourites and remove it', async () => {
    const customer = await newVerifiedCustomer('Fay Vourite');
    const { page, context, errors } = await openLoggedIn(`/view-detail/${listing.uuid}`, customer);
    await page.getByRole('button', { name: 'Add to your Shortlist' }).click();
    await expectSnackbar(page, Messages.addedToFavourites);
    // The listing is re-read a second after the toggle and then shows as shortlisted.
    await expectVisible(page.getByRole('button', { name: 'Remove from your Shortlist' }));

    await page.goto('/myfavourite');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'My Favourites' }));
    await expectVisible(page.getByRole('heading', { name: listing.title }));
    expect(await page.getByRole('link', { name: `View Details of ${listing.title}` }).getAttribute('href')).toBe(
      `/view-detail/${listing.uuid}`,
    );
    await page.getByRole('button', { name: `Remove ${listing.title} from favourites` }).click();
    await expectSnackbar(page, Messages.deletedSuccessfully);
    await expectVisible(page.getByText('No Favourites yet', { exact: true }));
    await expectVisible(page.getByRole('link', { name: 'Explore spaces' }));
    expect(errors).toEqual([]);
    await context.close();
  });

  it("hides the booking panel from the listing's own host", async () => {
    const session = await apiLogin(demo.host);
    const hosted = (await (
      await api('/venue/viewall/hosted', { headers: { authorization: `Bearer ${session.tokens.access.value}` } })
    ).json()) as { data: { uuid: string; title: string }[] };
    const own = hosted.data[0]!;
    const { page, context } = await openLoggedIn(`/view-detail/${own.uuid}`, demo.host);
    await expectVisible(page.getByRole('heading', { level: 1, name: own.title }));
    const note = page.getByRole('complementary', { name: 'Your listing' });
    await expectVisible(note.getByText('This is your listing'));
    expect(await note.getByRole('link', { name: 'Edit listing' }).getAttribute('href')).toBe(
      `/editlisting/${own.uuid}`,
    );
    expect(await note.getByRole('link', { name: 'View reservations' }).getAttribute('href')).toBe(
      `/view-reservations/${own.uuid}`,
    );
    await expect(page.getByRole('button', { name: 'Book now' }).count()).resolves.toBe(0);
    await expect(page.getByText('Check availability').count()).resolves.toBe(0);
    await context.close();
  });
});
