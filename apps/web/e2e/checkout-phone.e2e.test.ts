import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import {
  apiCall,
  apiLogin,
  baseUrl,
  describeInBrowser,
  expectVisible,
  newVerifiedCustomer,
  openLoggedIn,
  snapshot,
} from './support.ts';

interface Listing {
  uuid: string;
  rent: number;
  category: { slots: boolean };
  schedules: { date: string; status: number; intervals: { time: string; status: number }[] }[];
}

const publicData = async <T>(path: string) =>
  ((await (await fetch(`${baseUrl}/api/v1${path}`)).json()) as { data: T }).data;

/** A paid listing without slots and a free hour of it two days out or later. */
async function freeHour() {
  const cards = await publicData<{ uuid: string }[]>('/venue/viewall/public?limit=20&page=1');
  const earliest = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
  for (const card of cards) {
    const listing = await publicData<Listing>(`/venue/${card.uuid}/view/public`);
    if (listing.category.slots || listing.rent <= 0) continue;
    for (const day of listing.schedules.filter((entry) => entry.date >= earliest && entry.status === 1)) {
      const free = day.intervals.find((interval) => interval.status === 1);
      if (free) return { venueId: listing.uuid, date: day.date, time: free.time };
    }
  }
  throw new Error('no listing has a free hour');
}

const overflowOf = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

describeInBrowser('checkout on a phone', () => {
  it('fits the test-mode card form at 375 px, and the 3-D Secure page looks like the app', async () => {
    const customer = await newVerifiedCustomer('Piper Phone');
    const token = (await apiLogin(customer)).tokens.access.value;
    const hour = await freeHour();
    const request = await apiCall<{ data: { uuid: string } }>('POST', '/reservation/request', token, {
      venueId: hour.venueId,
      schedules: [{ date: hour.date, intervals: [hour.time] }],
      guestList: { adults: 1, children: 0, infants: 0 },
    });
    expect(request.status).toBe(201);
    const { page, context, errors } = await openLoggedIn(
      `/book-now/${hour.venueId}?reservationid=${request.body.data.uuid}`,
      customer,
      { width: 375, height: 812 },
    );
    const expiry = page.getByLabel('Expiry (MM / YY)');
    await expectVisible(expiry);

    // Each label is shown whole (not cut short with an ellipsis) and clear of the text typed into its box.
    for (const name of ['Card number', 'Expiry (MM / YY)', 'CVC']) {
      const fit = await page.getByLabel(name).evaluate((input: HTMLInputElement) => {
        const label = input.labels![0]!;
        const box = label.getBoundingClientRect();
        const field = input.getBoundingClientRect();
        return {
          cut: label.scrollWidth - label.clientWidth,
          inside: box.left >= field.left && box.right <= field.right,
          clearOfText: box.bottom <= field.top + parseFloat(getComputedStyle(input).paddingTop),
        };
      });
      expect(fit, name).toEqual({ cut: 0, inside: true, clearOfText: true });
    }
    expect(await overflowOf(page)).toBe(0);
    await snapshot(page, 'card-form-375');
    await page.setViewportSize({ width: 1280, height: 900 });
    await snapshot(page, 'card-form-1280');

    await page.getByLabel('Card number').fill('4000 0025 0000 3155');
    await expiry.fill('12 / 30');
    await page.getByLabel('CVC').fill('123');
    await page.getByRole('button', { name: /^Pay \$/ }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/payment/test-mode/authenticate/'));

    await expectVisible(page.getByRole('heading', { level: 1, name: '3D Secure test payment' }));
    await snapshot(page, 'three-d-secure-1280');
    await page.setViewportSize({ width: 375, height: 812 });
    await expectVisible(page.getByText('Test mode', { exact: true }));
    const complete = page.getByRole('button', { name: 'Complete authentication' });
    const fail = page.getByRole('button', { name: 'Fail authentication' });
    const look = (button: typeof complete) =>
      button.evaluate((element) => {
        const style = getComputedStyle(element);
        const box = element.getBoundingClientRect();
        return {
          font: style.fontFamily,
          background: style.backgroundColor,
          color: style.color,
          radius: style.borderRadius,
          weight: style.fontWeight,
          height: box.height,
          onScreen: box.left >= 0 && box.right <= window.innerWidth,
        };
      });
    const body = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
    expect(body).toMatch(/^system-ui, -apple-system, "Segoe UI", Roboto/);
    expect(await look(complete)).toMatchObject({
      font: body,
      background: 'rgb(15, 118, 110)',
      color: 'rgb(255, 255, 255)',
      radius: '12px',
      weight: '600',
      onScreen: true,
    });
    expect(await look(fail)).toMatchObject({ font: body, color: 'rgb(15, 118, 110)', onScreen: true });
    expect((await look(complete)).height).toBeGreaterThanOrEqual(44);
    expect(await overflowOf(page)).toBe(0);
    await snapshot(page, 'three-d-secure-375');

    await complete.click();
    await page.waitForURL((url) => url.pathname === '/thankyou');
    await expectVisible(page.getByRole('heading', { name: 'Thank you for your booking!' }));
    expect(errors).toEqual([]);
    await context.close();
  });
});
