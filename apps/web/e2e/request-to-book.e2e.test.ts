import { Messages, type Reservation, type VenueDetail } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type ServerProcess } from '../../../scripts/server-process.mjs';
import { createEmptyServerDatabase } from '../../api/test/server-database.ts';
import {
  chooseHours,
  demo,
  expectSnackbar,
  expectVisible,
  hasBrowser,
  type HostedListing,
  type PublicListing,
  openLoggedIn,
  payWithCard,
  snapshot,
} from './support.ts';

/**
 * Request to book in the browser (docs/product/rules.md#request-to-book), on a server of this file's own on
 * PostgreSQL with the demo data: a request expires when its answer time has passed, which the test brings about by
 * moving the request's deadline back in the database (the shared embedded database is the other server's alone).
 * Needs TEST_DATABASE_URL (CI sets it); skipped, and reported skipped, without it.
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const money = (dollars: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(dollars);

describe.runIf(hasBrowser && Boolean(serverUrl))('request to book in the browser', () => {
  let database: Awaited<ReturnType<typeof createEmptyServerDatabase>> | undefined;
  let server: ServerProcess | undefined;
  let url = '';
  let listing: PublicListing;
  let guestToken = '';
  let guestName = '';
  const taken = new Set<string>();

  async function call<T>(method: string, path: string, token?: string, body?: unknown) {
    const response = await fetch(`${url}/api/v1${path}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
    return JSON.parse(text) as T;
  }
  const login = async (account: { email: string; password: string }) =>
    (
      await call<{ data: { user: { displayName: string }; tokens: { access: { value: string } } } }>(
        'POST',
        '/auth/login',
        undefined,
        { userName: account.email, password: account.password },
      )
    ).data;
  const reservation = async (id: string) =>
    (await call<{ data: Reservation }>('GET', `/reservation/view/${id}`, guestToken)).data;

  /**
   * A free hour today or tomorrow in the listing's zone, at least two hours ahead: less than 48 hours away, so the
   * moderate policy refunds half, and not started before the test is done with it.
   */
  async function freeHourSoon() {
    const detail = (await call<{ data: PublicListing }>('GET', `/venue/${listing.uuid}/view/public`)).data;
    const local = new Intl.DateTimeFormat('en-CA', {
      timeZone: detail.timezone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      hourCycle: 'h23',
    }).formatToParts(new Date());
    const part = (type: string) => local.find((entry) => entry.type === type)!.value;
    const today = `${part('year')}-${part('month')}-${part('day')}`;
    const tomorrow = new Date(`${today}T12:00:00Z`);
    tomorrow.setUTCDate(tomorrow.getUTCDate() + 1);
    const earliest = `${today} ${String(Number(part('hour')) + 2).padStart(2, '0')}:00`;
    for (const date of [today, tomorrow.toISOString().slice(0, 10)]) {
      const day = detail.schedules.find((entry) => entry.date === date && entry.status === 1);
      const free = day?.intervals.find(
        (interval) =>
          interval.status === 1 && `${date} ${interval.time}` >= earliest && !taken.has(`${date} ${interval.time}`),
      );
      if (!free) continue;
      taken.add(`${date} ${free.time}`);
      return { date, from: Number(free.time.slice(0, 2)), time: free.time };
    }
    throw new Error(`no free hour today or tomorrow at ${detail.title}`);
  }

  beforeAll(async () => {
    database = await createEmptyServerDatabase(serverUrl!);
    server = await startServer({
      label: 'e2e-request',
      timeoutMs: 180_000,
      env: { DATABASE_URL: database.url, DEMO_DATA: 'true', AUTH_RATE_LIMIT: '1000', LOCATION_RATE_LIMIT: '100000' },
      // Ready means its demo data is in (listings answer before their open days are seeded).
      ready: async (base: string) => (await fetch(`${base}/api/v1/health/ready`)).ok,
    });
    url = server.url;
    const host = await login(demo.host);
    const hosted = (await call<{ data: HostedListing[] }>('GET', '/venue/viewall/hosted', host.tokens.access.value))
      .data;
    const chosen = hosted.find((item) => item.approved && item.status === 1 && !item.slots && item.rent > 0)!;
    listing = (await call<{ data: PublicListing }>('GET', `/venue/${chosen.uuid}/view/public`)).data;
    const guest = await login(demo.customer);
    guestToken = guest.tokens.access.value;
    guestName = guest.user.displayName;
  }, 240_000);

  afterAll(async () => {
    await server?.stop();
    await database?.drop();
  });

  const overflow = (page: import('playwright-core').Page) =>
    page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

  it('the host sets the booking rules in the browser, with a live preview', async () => {
    for (const width of [375, 1280]) {
      const { page, context, errors } = await openLoggedIn(`/booking-rules/${listing.uuid}`, demo.host, {
        baseUrl: url,
        width,
        height: 900,
      });
      await expectVisible(page.getByRole('heading', { level: 1, name: `Booking rules for ${listing.title}` }));
      const preview = page.getByText(
        /^A 3-hour \w+ booking for 8 guests costs \$[\d,.]+ and refunds \$[\d,.]+ if cancelled 3 days ahead\.$/,
      );
      await expectVisible(preview);
      if (width === 1280) {
        const before = await preview.textContent();
        await page.getByRole('radio', { name: /^Request to book/ }).check();
        await expectVisible(page.getByLabel('Hours you have to answer'));
        await page.getByRole('radio', { name: /^Moderate/ }).check();
        await page.getByLabel('Cleaning fee ($ per booking)').fill('15');
        // The preview follows the form before it is saved.
        await expect.poll(() => preview.textContent()).not.toBe(before);
        await page.getByRole('button', { name: 'Save booking rules' }).click();
        await expectSnackbar(page, Messages.rulesSaved);
      }
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      await snapshot(page, `booking-rules-${width}`);
      expect(errors).toEqual([]);
      await context.close();
    }
    const { rules: saved } = (
      await call<{ data: { rules: VenueDetail['rules'] } }>('GET', `/venue/${listing.uuid}/view/public`)
    ).data;
    expect(saved.bookingMode).toBe('request');
    expect(saved.cancellationPolicy).toBe('moderate');
    expect(saved.pricing.cleaningFee).toBe(15);
  });

  let acceptedId = '';

  it('a guest requests, the card is authorised, the host accepts and the booking is confirmed', async () => {
    const { date, from } = await freeHourSoon();
    const guest = await openLoggedIn(`/view-detail/${listing.uuid}`, demo.customer, { baseUrl: url });
    const { page } = guest;
    await expectVisible(page.getByText('Request to book: the host answers within 24 h', { exact: true }));
    await chooseHours(page, date, from, from + 1);
    await expectVisible(page.getByText(new RegExp(`^${Messages.cancellationPolicyModerate}\\. `)));
    // The quote's lines: the hour at the rent and the host's cleaning fee; the checkout asks for exactly that.
    const total = listing.rent + 15;
    await expectVisible(page.getByRole('list', { name: 'Price details' }).getByText('Cleaning fee', { exact: true }));
    expect(await page.getByText('Total', { exact: true }).locator('xpath=following-sibling::*[1]').textContent()).toBe(
      money(total),
    );
    await snapshot(page, 'request-panel-1280');
    await page.getByRole('button', { name: 'Request to book' }).click();

    await expectVisible(page.getByRole('heading', { name: 'Request to book', level: 1 }));
    await expectVisible(page.getByRole('heading', { name: 'Authorise your card' }));
    await expectVisible(page.getByLabel(`Amount due ${money(total)}`));
    await payWithCard(page, '4242 4242 4242 4242', 'Authorise');
    await expectSnackbar(page, Messages.requestSent);
    await expectVisible(page.getByRole('heading', { name: 'Request sent' }));
    await expectVisible(page.getByText(/^Your card is authorised, not charged\. The host answers by /));
    await snapshot(page, 'request-sent-1280');
    acceptedId = new URL(page.url()).searchParams.get('reservationid')!;
    const pending = await reservation(acceptedId);
    expect(pending.status).toBe(1);
    expect(pending.approval).toBe('pending');
    expect(pending.payment.amount).toBe(total);

    const phone = await openLoggedIn(`/view-reservations/${listing.uuid}`, demo.host, {
      baseUrl: url,
      width: 375,
      height: 812,
    });
    await expectVisible(phone.page.getByRole('button', { name: 'Accept' }));
    expect(await overflow(phone.page)).toBeLessThanOrEqual(0);
    await snapshot(phone.page, 'request-host-375');
    await phone.context.close();

    const host = await openLoggedIn(`/view-reservations/${listing.uuid}`, demo.host, { baseUrl: url });
    const card = host.page
      .getByRole('article', { name: guestName })
      .filter({ has: host.page.getByRole('button', { name: 'Accept' }) });
    await expectVisible(card);
    await expectVisible(card.getByText(/^Answer by /));
    await snapshot(host.page, 'request-host-1280');
    await card.getByRole('button', { name: 'Accept' }).click();
    await expectSnackbar(host.page, Messages.requestAccepted);
    await expect.poll(async () => (await reservation(acceptedId)).approval, { timeout: 20_000 }).toBe('accepted');
    expect((await reservation(acceptedId)).status).toBe(2);

    await page.goto(`/mybookings?booking=${acceptedId}`);
    await expectVisible(page.getByRole('article', { name: listing.title }).getByText('Confirmed', { exact: true }));
    expect(guest.errors).toEqual([]);
    expect(host.errors).toEqual([]);
    await guest.context.close();
    await host.context.close();
  });

  it('a request the host does not answer in time expires: the guest is told and nothing is charged', async () => {
    const { date, time } = await freeHourSoon();
    const requested = await call<{ data: Reservation }>('POST', '/reservation/request', guestToken, {
      venueId: listing.uuid,
      schedules: [{ date, intervals: [time] }],
      guestList: { adults: 1, children: 0, infants: 0 },
    });
    const id = requested.data.uuid;
    await call('POST', `/reservation/confirm/${id}`, guestToken, { venueId: listing.uuid, stripetoken: 'tok_visa' });
    expect((await reservation(id)).approval).toBe('pending');

    const { page, context, errors } = await openLoggedIn(`/mybookings?booking=${id}`, demo.customer, {
      baseUrl: url,
    });
    await expectVisible(page.getByText('Waiting for the host', { exact: true }));
    await snapshot(page, 'request-waiting-1280');

    // The answer time passes: the expiry job (every 30 s) ends the request and gives the authorisation back.
    await database!.runIn("update reservations set hold_expires_at = now() - interval '1 second' where id = $1", [id]);
    await expect
      .poll(async () => (await reservation(id)).approval, { timeout: 75_000, interval: 1000 })
      .toBe('expired');
    const expired = await reservation(id);
    expect(expired.status).toBe(3);
    expect(expired.cancellation?.paid ?? 0).toBe(0);
    await page.reload();
    await expectVisible(page.getByText(Messages.requestExpiredGuest, { exact: true }));
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  it('cancelling refunds exactly what the cancel dialog previewed', async () => {
    expect(acceptedId).not.toBe('');
    const { page, context, errors } = await openLoggedIn(`/mybookings?booking=${acceptedId}`, demo.customer, {
      baseUrl: url,
    });
    const card = page.getByRole('article', { name: listing.title }).filter({ hasText: 'Confirmed' });
    await card.getByRole('button', { name: 'Cancel' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this booking?' });
    const preview = dialog.getByText(
      /^Your booking starts in less than 5 days, so you will get half back: \$[\d,.]+\.$/,
    );
    await expectVisible(preview);
    const previewed = Number((await preview.textContent())!.match(/\$([\d,.]+)\.$/)![1]!.replace(/,/g, ''));
    const paid = (await reservation(acceptedId)).payment.amount;
    expect(previewed).toBe(Math.floor(paid * 50) / 100);
    await snapshot(page, 'request-cancel-preview-1280', { fullPage: false });
    await dialog.getByRole('button', { name: 'Cancel booking' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await expect
      .poll(
        async () => {
          const cancelled = (await reservation(acceptedId)).cancellation;
          return cancelled ? Math.round((cancelled.refunded + cancelled.refunding) * 100) / 100 : undefined;
        },
        { timeout: 20_000 },
      )
      .toBe(previewed);
    expect(errors).toEqual([]);
    await context.close();
  });
});
