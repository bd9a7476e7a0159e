import { AdminMessages } from '@app/contract';
import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import {
  apiCall,
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

const money = (dollars: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(dollars);
const overflowOf = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

describeInBrowser('an admin cancels a paid booking with a full refund', () => {
  const customerName = 'Cora Cancelled';
  const reason = 'The host reported a burst pipe on the premises';
  let customer: { email: string; password: string };
  let hour: Awaited<ReturnType<typeof freeHourOfDemoHost>>;
  let reservationId: string;

  beforeAll(async () => {
    const host = await apiLogin(demo.host);
    hour = await freeHourOfDemoHost(host.tokens.access.value, { daysAhead: 12, before: '22:00', fromEnd: 2 });
    customer = await newVerifiedCustomer(customerName);
    const token = (await apiLogin(customer)).tokens.access.value;
    const requested = await apiCall<{ data: { uuid: string } }>('POST', '/reservation/request', token, {
      venueId: hour.listing.uuid,
      schedules: [{ date: hour.date, intervals: [hour.time] }],
      guestList: { adults: 2, children: 0, infants: 0 },
    });
    expect(requested.status, JSON.stringify(requested.body)).toBeLessThan(300);
    reservationId = requested.body.data.uuid;
    const paid = await apiCall('POST', `/reservation/confirm/${reservationId}`, token, {
      venueId: hour.listing.uuid,
      stripetoken: 'tok_visa',
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  });

  it('finds the booking by customer, cancels it with a required reason, and sees Cancelled and the refund', async () => {
    const { page, context, errors } = await openLoggedIn('/admin/bookings', demo.admin);
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Bookings' }));
    await page.getByLabel('Customer name or email').fill(customer.email);
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL((url) => url.searchParams.get('customer') === customer.email);
    const table = page.getByRole('table', { name: 'Bookings' });
    const row = table.getByRole('row').filter({ hasText: customerName });
    await expectVisible(row);
    // Header and one booking, once the filtered page has replaced the unfiltered one.
    await expect.poll(() => table.getByRole('row').count()).toBe(2);
    await expectVisible(row.getByText('Confirmed', { exact: true }));
    await expectVisible(row.getByText(/ [Tt]ime$/));
    await row.getByRole('link', { name: hour.listing.title }).click();
    await page.waitForURL((url) => url.searchParams.get('booking') === reservationId);

    const dialog = page.getByRole('dialog', { name: `Booking · ${hour.listing.title}` });
    await expectVisible(dialog.getByRole('table', { name: 'Transactions' }).getByText('Charge', { exact: true }));
    await expectVisible(dialog.getByText('2 adults', { exact: true }));
    await dialog.getByRole('button', { name: 'Cancel booking' }).click();
    const confirm = page.getByRole('dialog', { name: 'Cancel this booking?' });
    await expectVisible(confirm.getByText(`The customer gets a full refund of ${money(hour.listing.rent)}.`));
    await confirm.getByRole('button', { name: 'Cancel booking' }).click();
    await expectVisible(confirm.getByText(AdminMessages.reasonRequired));
    await confirm.getByLabel(/Reason/).fill(reason);
    await confirm.getByRole('button', { name: 'Cancel booking' }).click();
    await expectSnackbar(page, AdminMessages.bookingCancelledByAdmin);
    await confirm.waitFor({ state: 'hidden' });

    await expectVisible(dialog.getByText('Cancelled', { exact: true }));
    await expectVisible(dialog.getByText(reason, { exact: true }));
    const refund = dialog.getByRole('table', { name: 'Transactions' }).getByRole('row').filter({ hasText: 'Refund' });
    await expectVisible(refund.getByText(money(hour.listing.rent), { exact: true }));
    // The dialog follows the refund until the card provider settles it.
    await expectVisible(refund.getByText('Succeeded', { exact: true }), 20_000);
    await expectVisible(dialog.locator('dt:text-is("Refunded") + dd', { hasText: money(hour.listing.rent) }));
    // What was charged stays what was paid.
    await expectVisible(dialog.locator('dt:text-is("Paid") + dd', { hasText: money(hour.listing.rent) }));
    expect(await dialog.getByRole('button', { name: 'Cancel booking' }).count()).toBe(0);
    await snapshot(page, 'admin-booking-cancelled-1280');
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows the booking cancelled in the customer's My Bookings", async () => {
    const { page, context } = await openLoggedIn('/mybookings', customer);
    await expectVisible(page.getByRole('heading', { level: 1, name: 'My Bookings' }));
    await page.getByRole('tab', { name: /^Past/ }).click();
    const card = page.getByRole('article', { name: hour.listing.title });
    await expectVisible(card.getByText('Cancelled', { exact: true }));
    await expectVisible(card.getByText('Cancelled by the admin', { exact: true }));
    await expectVisible(card.getByText(`Refunded ${money(hour.listing.rent)}`, { exact: true }));
    await context.close();
  });

  it("shows what the demo customer's cancelled booking was paid and what was refunded", async () => {
    const { tokens } = await apiLogin(demo.customer);
    const own = await apiCall<{
      data: Array<{ status: number; venue: { title: string }; payment: { amount: number } }>;
    }>('GET', '/reservation/viewall', tokens.access.value);
    const seeded = own.body.data.find((booking) => booking.status === 3);
    expect(seeded, 'the demo customer has a cancelled booking').toBeDefined();
    const paid = money(seeded!.payment.amount);
    const { page, context, errors } = await openLoggedIn(
      `/admin/bookings?customer=${encodeURIComponent(demo.customer.email)}&status=3`,
      demo.admin,
    );
    const table = page.getByRole('table', { name: 'Bookings' });
    const row = table.getByRole('row').filter({ hasText: seeded!.venue.title }).first();
    await expectVisible(row.getByText(`Paid ${paid}`, { exact: true }));
    // Demo data refunds it in full.
    await expectVisible(row.getByText(`Refunded ${paid}`, { exact: true }));
    expect(await overflowOf(page)).toBeLessThanOrEqual(0);
    await snapshot(page, 'admin-bookings-cancelled-1280');
    await page.setViewportSize({ width: 375, height: 812 });
    await expectVisible(row.getByText(`Paid ${paid}`, { exact: true }));
    expect(await overflowOf(page)).toBeLessThanOrEqual(0);
    await snapshot(page, 'admin-bookings-cancelled-375');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('lists the cancel with its reason in the audit log', async () => {
    const { page, context, errors } = await openLoggedIn('/admin/audit', demo.admin);
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Audit log' }));
    await page.getByLabel('Action').selectOption({ label: 'Cancelled a booking' });
    await page.waitForURL((url) => url.searchParams.get('action') === 'booking.cancel');
    const row = page.getByRole('table', { name: 'Audit log' }).getByRole('row').filter({ hasText: reason });
    await expectVisible(row);
    await expectVisible(row.getByText('Cancelled a booking', { exact: true }));
    await expectVisible(row.getByText(demo.admin.email));
    await row.getByRole('button', { name: 'Details' }).click();
    await expectVisible(page.getByText(/refund/i).first());
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the money ledger with its check, exports the CSV, and fits a phone', async () => {
    const { page, context, errors } = await openLoggedIn('/admin/money', demo.admin);
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Money' }));
    await expectVisible(page.getByRole('table', { name: 'Money by day' }));
    await expectVisible(page.getByText(/settled bookings? (balances?|do(es)? not balance) to zero/));
    const totals = page.getByRole('rowheader', { name: 'Totals' });
    await expectVisible(totals);
    await snapshot(page, 'admin-money');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^ledger-day-\d{4}-\d\d-\d\d-\d{4}-\d\d-\d\d\.csv$/);
    const text = await (await file.createReadStream()).toArray();
    expect(Buffer.concat(text).toString('utf8').split('\n')[0]).toMatch(/charges/i);

    await page.getByRole('button', { name: 'Month' }).click();
    await expectVisible(page.getByRole('table', { name: 'Money by month' }));
    await page.setViewportSize({ width: 375, height: 812 });
    expect(await overflowOf(page)).toBeLessThanOrEqual(0);
    await snapshot(page, 'admin-money-375');
    await page.goto('/admin/bookings');
    await expectVisible(page.getByRole('table', { name: 'Bookings' }));
    expect(await overflowOf(page)).toBeLessThanOrEqual(0);
    await snapshot(page, 'admin-bookings-375');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows a customer the not-found page at /admin/bookings', async () => {
    const { page, context } = await openLoggedIn('/admin/bookings', customer);
    await expectVisible(page.getByRole('heading', { name: 'Page not found' }));
    expect(await page.getByRole('table', { name: 'Bookings' }).count()).toBe(0);
    await context.close();
  });
});
