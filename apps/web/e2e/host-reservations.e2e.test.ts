import { Messages } from '@app/contract';
import { beforeAll, expect, it } from 'vitest';
import {
  apiCall,
  apiGet,
  apiLogin,
  demo,
  describeInBrowser,
  expectSnackbar,
  expectVisible,
  freeHourOfDemoHost,
  newVerifiedCustomer,
  openLoggedIn,
  snapshot,
} from './support.ts';

interface Payout {
  uuid: string;
  type: number;
  status: number;
  amount: number;
  fee: number;
  reservationId: string;
  venueId: string | null;
}

const money = (dollars: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(dollars);
const nextHour = (time: string) => `${String(Number(time.slice(0, 2)) + 1).padStart(2, '0')}:00`;
const noOverflow = (page: import('playwright-core').Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

describeInBrowser('a host sees who booked and gets paid out', () => {
  const guestName = 'Rhea Reserver';
  let hour: Awaited<ReturnType<typeof freeHourOfDemoHost>>;
  let reservationId: string;

  beforeAll(async () => {
    const host = await apiLogin(demo.host);
    hour = await freeHourOfDemoHost(host.tokens.access.value, { daysAhead: 10, before: '23:00', fromEnd: 1 });
    const customer = await newVerifiedCustomer(guestName);
    const token = (await apiLogin(customer)).tokens.access.value;
    const requested = await apiCall<{ data: { uuid: string } }>('POST', '/reservation/request', token, {
      venueId: hour.listing.uuid,
      schedules: [{ date: hour.date, intervals: [hour.time] }],
      guestList: { adults: 1, children: 0, infants: 0 },
    });
    expect(requested.status, JSON.stringify(requested.body)).toBeLessThan(300);
    reservationId = requested.body.data.uuid;
    const paid = await apiCall('POST', `/reservation/confirm/${reservationId}`, token, {
      venueId: hour.listing.uuid,
      stripetoken: 'tok_visa',
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  });

  it("shows the customer's booking in View Reservations, with its hours, amount, status and details", async () => {
    const { page, context, errors } = await openLoggedIn(`/view-reservations/${hour.listing.uuid}`, demo.host);
    await expectVisible(page.getByRole('heading', { level: 1, name: `Reservations for ${hour.listing.title}` }));
    await expectVisible(page.getByRole('tab', { name: /^Upcoming \d+$/, selected: true }));
    const card = page.getByRole('article', { name: guestName });
    await expectVisible(card);
    const hours = `${hour.time}–${nextHour(hour.time)}`;
    await expectVisible(card.getByText(new RegExp(`· ${hours}$`)));
    const zoneName = new Intl.DateTimeFormat('en-US', { timeZone: hour.listing.timezone, timeZoneName: 'longGeneric' })
      .formatToParts(new Date())
      .find((part) => part.type === 'timeZoneName')!.value;
    await expectVisible(card.getByText(`Times in ${zoneName} (${hour.listing.timezone})`));
    await expectVisible(card.getByText(money(hour.listing.rent), { exact: true }));
    await expectVisible(card.getByText('Confirmed', { exact: true }));
    await expectVisible(card.getByText('1 adult', { exact: true }));
    await snapshot(page, 'view-reservations-1280');

    await card.getByRole('button', { name: 'View Details' }).click();
    const dialog = page.getByRole('dialog', { name: `Reservation by ${guestName}` });
    await expectVisible(dialog);
    await expectVisible(dialog.getByText(reservationId));
    await expectVisible(dialog.getByText(hour.listing.title, { exact: true }));
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // The booking a notification points at is marked on the page.
    await page.goto(`/view-reservations/${hour.listing.uuid}?reservation=${reservationId}`);
    await expectVisible(page.locator('article[aria-current="true"]').getByRole('heading', { name: guestName }));
    expect(errors).toEqual([]);
    await context.close();
  });

  it('fits a phone', async () => {
    const { page, context, errors } = await openLoggedIn(`/view-reservations/${hour.listing.uuid}`, demo.host, {
      width: 375,
      height: 812,
    });
    await expectVisible(page.getByRole('article', { name: guestName }));
    expect(await noOverflow(page)).toBeLessThanOrEqual(0);
    await snapshot(page, 'view-reservations-375');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows pending payouts of completed bookings with the fee, then pays them once payouts are connected', async () => {
    const host = await apiLogin(demo.host);
    const token = host.tokens.access.value;
    const seller = async () =>
      (await apiGet<{ data: Payout[] }>('/payment/transaction/viewall?type=seller', token)).data;
    const before = await seller();
    expect(before.length).toBeGreaterThan(0);
    expect(before.every((payout) => payout.type === 3 && payout.status === 1 && payout.fee > 0)).toBe(true);

    const { page, context, errors } = await openLoggedIn('/mytransactions/seller', demo.host);
    const table = page.getByRole('table', { name: 'Payouts' });
    await expectVisible(table);
    await expectVisible(
      page.getByText(/^Your \d+ pending payouts? (is|are) paid once you connect a payout account\.$/),
    );
    await expectVisible(table.getByText('Pending', { exact: true }).first());
    const first = table.getByRole('row').nth(1);
    await expectVisible(first.getByText(money(before[0]!.fee), { exact: true }));
    await expectVisible(first.getByText(`+${money(before[0]!.amount)}`, { exact: true }));

    // A payout opens its completed booking among the listing's reservations.
    await first.getByRole('link').click();
    await page.waitForURL(/\/view-reservations\/[^?]+\?reservation=/);
    await expectVisible(page.getByRole('tab', { name: /^Past \d+$/, selected: true }));
    await expectVisible(page.locator('article[aria-current="true"]').getByText('Completed', { exact: true }));

    // Host Portal → connect → the provider's test-mode page completes at once and comes back.
    await page.getByRole('button', { name: 'Host Portal' }).click();
    await page.getByRole('menuitem', { name: 'Connect payout account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Connect your payout account' });
    await expectVisible(dialog);
    await expectVisible(dialog.getByRole('combobox', { name: 'Country' }));
    expect(await dialog.getByRole('combobox', { name: 'Country' }).inputValue()).toBe('US');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/\/payment\/stripe\/onboarding\/complete$/, { timeout: 20_000 });
    await expectSnackbar(page, Messages.stripeAccountAdded);
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Thank you!' }));

    await page.getByRole('link', { name: 'See my payouts' }).click();
    await expectVisible(table);
    await expectVisible(page.getByRole('heading', { name: 'Total paid out' }));
    // The payout jobs run right after the connection; the page re-reads until they are paid.
    await expect
      .poll(async () => (await seller()).filter((payout) => payout.status === 1).length, { timeout: 20_000 })
      .toBe(0);
    await expectVisible(table.getByText('Paid', { exact: true }), 20_000);
    // The page may have re-read while the jobs were still paying: it shows every one paid by its next reading.
    await expect.poll(() => table.getByText(/^Pending/).count(), { timeout: 20_000 }).toBe(0);
    await page.getByRole('button', { name: 'Host Portal' }).click();
    await expectVisible(page.getByRole('menuitem', { name: 'Payout account connected' }));
    expect(errors).toEqual([]);
    await context.close();
  });
});
