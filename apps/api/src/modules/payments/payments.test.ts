import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { Messages, ReservationStatus } from '@app/contract';
import { createTestApp } from '../../../test/app.ts';
import { bearer, createUser } from '../../../test/factories.ts';
import { categoryIdOf, createHost, createListing, listingFields } from '../../../test/venues.ts';
import { transactions } from '../../db/schema.ts';
import { isTestPaymentProvider } from '../../lib/payments/index.ts';
import { addDays, localToday } from '../availability/expand.ts';

describe('3-D Secure, webhooks and payout onboarding', async () => {
  const context = await createTestApp();
  const { app, deps, clock } = context;
  const provider = deps.payments;
  if (!isTestPaymentProvider(provider)) throw new Error('tests run with the test-mode provider');
  const host = await createHost(context);
  const venue = await createListing(
    context,
    host,
    listingFields(await categoryIdOf(context, 'garden'), { rent: '30' }),
  );
  await app.inject({
    method: 'PUT',
    url: `/api/v1/venue/${venue.uuid}/schedule/raw/update`,
    headers: host.auth,
    payload: {
      schedules: [{ type: 2, date: '[1,2,3,4,5,6,7]', intervals: [{ from: '08:00', to: '20:00' }] }],
      schedulingPeriod: 30,
      alterReservations: false,
    },
  });
  const guest = bearer((await createUser(deps)).accessToken);
  const date = addDays(localToday(clock.now(), 'America/New_York'), 4);
  const webhook = (rawBody: string, signature: string) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/payment/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload: rawBody,
    });

  /** A booking of one hour on `date` whose card asks for 3-D Secure: the booking and the confirm answer. */
  const threeDSecureBooking = async (hour: string) => {
    const booking = (
      await app.inject({
        method: 'POST',
        url: '/api/v1/reservation/request',
        headers: guest,
        payload: {
          venueId: venue.uuid,
          schedules: [{ date, intervals: [hour] }],
          guestList: { adults: 1, children: 0, infants: 0 },
        },
      })
    ).json().data;
    const confirm = await app.inject({
      method: 'POST',
      url: `/api/v1/reservation/confirm/${booking.uuid}`,
      headers: guest,
      payload: { token: 'tok_threeDSecure2Required' },
    });
    return { booking, confirm };
  };

  it('passes 3-D Secure back to the client and confirms from the signed webhook, once', async () => {
    const { booking, confirm } = await threeDSecureBooking('10:00');
    expect(confirm.statusCode).toBe(200);
    const { requiresAction, clientSecret, paymentId } = confirm.json().data;
    expect(requiresAction).toBe(true);
    expect(clientSecret).toBeTruthy();
    await provider.completeTestAction(paymentId);
    const event = provider.signTestWebhook({ type: 'payment_intent.succeeded', object: { id: paymentId } });
    const tampered = await webhook(event.rawBody.replace(paymentId, 'pi_forged'), event.signatureHeader);
    expect(tampered.statusCode).toBe(400);
    const first = await webhook(event.rawBody, event.signatureHeader);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true, duplicate: false });
    const second = await webhook(event.rawBody, event.signatureHeader);
    expect(second.json()).toEqual({ received: true, duplicate: true });
    const view = await app.inject({ method: 'GET', url: `/api/v1/reservation/view/${booking.uuid}`, headers: guest });
    expect(view.json().data.status).toBe(ReservationStatus.CONFIRMED);
    const ledger = (
      await app.inject({ method: 'GET', url: '/api/v1/payment/transaction/viewall', headers: guest })
    ).json().data;
    expect(ledger.filter((row: { reservationId: string }) => row.reservationId === booking.uuid)).toEqual([
      expect.objectContaining({ type: 1, status: 3, amount: 30 }),
    ]);
  });

  it("serves the 3-D Secure test page in the web app's look: its font, colours and buttons, sized for a phone", async () => {
    const { paymentId } = (await threeDSecureBooking('12:00')).confirm.json().data;
    const page = await app.inject({
      method: 'GET',
      url: `/payment/test-mode/authenticate/${paymentId}?return_url=${encodeURIComponent(`/book-now/${venue.uuid}`)}`,
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = page.body;
    // The app's own tokens, read from the web app's stylesheet so the two cannot drift apart.
    const css = await readFile(new URL('../../../../web/src/global.css', import.meta.url), 'utf8');
    const token = (name: string) => new RegExp(`--${name}: ([^;]+);`).exec(css)![1]!;
    for (const name of ['font', 'primary', 'primary-dark', 'text', 'text-secondary', 'background', 'paper']) {
      expect(html, name).toContain(`--${name}: ${token(name)};`);
    }
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(html).toContain('<img src="/favicon.svg" alt="" width="32" height="32"><span>Hourly Spaces</span>');
    expect(html).toContain('<span class="badge">Test mode</span>');
    expect(html).toContain('<strong>$30.00</strong>');
    expect(html).toContain('<button type="submit" class="button contained">Complete authentication</button>');
    expect(html).toContain('<button type="submit" class="button outlined">Fail authentication</button>');
    expect(html).toContain(`<input type="hidden" name="return_url" value="/book-now/${venue.uuid}">`);
  });

  it("lists all of a user's transactions without a type (the 2022 client picks payouts out itself), payouts with type=seller, charges and refunds with type=customer", async () => {
    // A host who also books: a charge and a refund as a customer, two payouts as a host.
    const mixed = await createHost(context);
    const movements = [
      { type: 1, userId: mixed.user.id, cents: 4_000, at: '2026-01-01T10:00:00Z' },
      { type: 2, userId: mixed.user.id, cents: 1_000, at: '2026-01-02T10:00:00Z' },
      { type: 3, userId: mixed.user.id, cents: 2_700, at: '2026-01-03T10:00:00Z' },
      { type: 3, userId: mixed.user.id, cents: 900, at: '2026-01-04T10:00:00Z' },
      { type: 1, userId: host.user.id, cents: 5_000, at: '2026-01-05T10:00:00Z' },
    ];
    for (const movement of movements)
      await deps.db.insert(transactions).values({
        userId: movement.userId,
        type: movement.type,
        status: 3,
        initialization: 4,
        amountCents: movement.cents,
        createdAt: new Date(movement.at),
      });
    const list = async (query: string) => {
      const response = await app.inject({
        method: 'GET',
        url: `/api/v1/payment/transaction/viewall${query}`,
        headers: mixed.auth,
      });
      expect(response.statusCode, response.body).toBe(200);
      return (response.json().data as Array<{ type: number; amount: number }>).map((row) => [row.type, row.amount]);
    };
    expect(await list('')).toEqual([
      [3, 9],
      [3, 27],
      [2, 10],
      [1, 40],
    ]);
    expect(await list('?type=')).toEqual(await list(''));
    expect(await list('?type=seller')).toEqual([
      [3, 9],
      [3, 27],
    ]);
    expect(await list('?type=customer')).toEqual([
      [2, 10],
      [1, 40],
    ]);
  });

  it('onboards payouts only for hosts and countries US, IT, CA', async () => {
    const customer = bearer((await createUser(deps)).accessToken);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/v1/payment/stripe/onboarding/initiate',
          headers: customer,
          payload: { country: 'US' },
        })
      ).statusCode,
    ).toBe(422);
    const bad = await app.inject({
      method: 'POST',
      url: '/api/v1/payment/stripe/onboarding/initiate',
      headers: host.auth,
      payload: { country: 'FR' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(Messages.payoutCountryInvalid);
    const first = await app.inject({
      method: 'POST',
      url: '/api/v1/payment/stripe/onboarding/initiate',
      headers: host.auth,
      payload: { country: 'it' },
    });
    const again = await app.inject({
      method: 'POST',
      url: '/api/v1/payment/stripe/onboarding/initiate',
      headers: host.auth,
      payload: { country: 'IT' },
    });
    expect(first.json().data.url).toBe(again.json().data.url);
    const status = await app.inject({
      method: 'GET',
      url: '/api/v1/payment/stripe/onboarding/status',
      headers: host.auth,
    });
    expect(status.json().data).toMatchObject({ connected: true, payoutsEnabled: false, country: 'IT' });
    expect((await app.inject({ method: 'GET', url: '/api/v1/payment/config/public' })).json().data).toEqual({
      provider: 'test',
      testMode: true,
      publishableKey: null,
    });
  });
});
