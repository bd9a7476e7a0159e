import { setTimeout } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  Messages,
  QuoteResponseSchema,
  ReservationResponseSchema,
  ReservationStatus,
  TransactionStatus,
  TransactionType,
} from '@app/contract';
import { createTestApp } from '../../../test/app.ts';
import {
  bookableVenue,
  bookingBody,
  confirmBooking,
  createCustomer,
  dateIn,
  requestBooking,
} from '../../../test/bookings.ts';
import { freshAuth } from '../../../test/factories.ts';
import { createHost } from '../../../test/venues.ts';
import { queryRows } from '../../db/client.ts';
import { createManualClock } from '../../lib/clock.ts';
import { isTestPaymentProvider } from '../../lib/payments/index.ts';
import { createServices } from '../services.ts';
import * as repository from './reservations.repository.ts';

const onServer = Boolean(process.env.TEST_DATABASE_URL);
const HOUR = 3_600_000;

/** docs/product/rules.md#request-to-book: the card is authorised, the host answers, exactly one outcome. */
describe(`request to book (${onServer ? 'PostgreSQL' : 'PGlite'})`, async () => {
  const context = await createTestApp();
  const { app, deps, clock, services } = context;
  const host = await createHost(context);
  const otherHost = await createHost(context);
  beforeEach(async () => {
    clock.set(new Date());
    host.auth = await freshAuth(deps, host.user.id);
    otherHost.auth = await freshAuth(deps, otherHost.user.id);
  });

  const requestListing = async (title: string, rules: object = {}) => {
    const venue = await bookableVenue(context, host, { title, rent: '25' });
    const saved = await app.inject({
      method: 'PUT',
      url: `/api/v1/venue/${venue.uuid}/rules`,
      headers: host.auth,
      payload: { bookingMode: 'request', ...rules },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    return venue;
  };
  const answer = (id: string, action: 'accept' | 'decline', headers: Record<string, string>, payload?: object) =>
    app.inject({ method: 'PUT', url: `/api/v1/reservation/${id}/${action}`, headers, ...(payload ? { payload } : {}) });
  const view = async (id: string, headers: Record<string, string>) => {
    const response = await app.inject({ method: 'GET', url: `/api/v1/reservation/view/${id}`, headers });
    expect(response.statusCode, response.body).toBe(200);
    return ReservationResponseSchema.parse(response.json()).data;
  };
  const charges = (id: string) =>
    queryRows<{
      status: number;
      amount_cents: number;
      provider_reference: string | null;
      failure_message: string | null;
    }>(
      deps.db,
      sql`select status, amount_cents, provider_reference, failure_message from transactions
        where reservation_id = ${id} and type = ${TransactionType.CHARGE} order by created_at`,
    );
  const refunds = (id: string) =>
    queryRows<{ amount_cents: number }>(
      deps.db,
      sql`select amount_cents from transactions where reservation_id = ${id} and type = ${TransactionType.REFUND}`,
    );
  const providerStatus = async (id: string) => {
    const [charge] = await charges(id);
    return (await deps.payments.retrievePayment(charge!.provider_reference!)).status;
  };
  const noticesOf = (userId: string, type: string) =>
    queryRows<{ data: Record<string, unknown> }>(
      deps.db,
      sql`select data from notifications where user_id = ${userId} and type = ${type} order by created_at`,
    );

  /** A guest's request at a request-to-book listing, paid (authorised) with tok_visa. */
  async function authorisedRequest(venueId: string, offset = 5, intervals = ['10:00', '11:00']) {
    const guest = await createCustomer(context);
    const booking = await requestBooking(context, guest.auth, bookingBody(venueId, dateIn(context, offset), intervals));
    const confirmed = await confirmBooking(context, guest.auth, booking.uuid);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    return { guest, booking, confirmed: confirmed.json() };
  }

  it('authorises the card, charges nothing and waits for the host, who is told', async () => {
    const venue = await requestListing('Ask First Pool');
    const quote = await app.inject({
      method: 'POST',
      url: '/api/v1/reservation/quote',
      payload: bookingBody(venue.uuid, dateIn(context, 5)),
    });
    expect(QuoteResponseSchema.parse(quote.json()).data.bookingMode).toBe('request');

    const guest = await createCustomer(context);
    const booking = await requestBooking(context, guest.auth, bookingBody(venue.uuid, dateIn(context, 5)));
    expect(await view(booking.uuid, guest.auth)).toMatchObject({ bookingMode: 'request', approval: null });

    const paid = await confirmBooking(context, guest.auth, booking.uuid);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().message).toBe(Messages.requestSent);
    const waiting = await view(booking.uuid, guest.auth);
    expect(waiting).toMatchObject({
      status: ReservationStatus.INPROCESS,
      approval: 'pending',
      respondBy: new Date(clock.now().getTime() + 24 * HOUR).toISOString(),
      payment: { amount: 50, due: 50 },
    });
    expect(await charges(booking.uuid)).toMatchObject([{ status: TransactionStatus.PENDING, amount_cents: 5000 }]);
    expect(await providerStatus(booking.uuid)).toBe('requires_capture');
    const [notice] = await noticesOf(host.user.id, 'booking_request_received');
    expect(notice?.data).toMatchObject({ reservationId: booking.uuid, amount: 50, customerName: 'Casey Customer' });
    expect(String(notice?.data.respondBy)).toMatch(/^\w{3} \d{1,2} \w{3}, \d{1,2}:\d{2} (AM|PM)$/);

    // Its hours cannot be moved while the host answers for them.
    const moved = await app.inject({
      method: 'PUT',
      url: `/api/v1/reservation/reschedule/${booking.uuid}`,
      headers: guest.auth,
      payload: bookingBody(venue.uuid, dateIn(context, 6)),
    });
    expect([moved.statusCode, moved.json().message]).toEqual([409, Messages.requestNotReschedulable]);
    expect((await view(booking.uuid, guest.auth)).schedules).toEqual(waiting.schedules);

    // Nothing more is due: paying again is refused and charges nothing.
    const again = await confirmBooking(context, guest.auth, booking.uuid);
    expect([again.statusCode, again.json().message]).toEqual([409, Messages.requestAwaitingHost]);
    expect(await charges(booking.uuid)).toHaveLength(1);
  });

  it('captures the card when the host accepts; only the host or an admin may answer, once', async () => {
    const venue = await requestListing('Accepting Court');
    const { guest, booking } = await authorisedRequest(venue.uuid);
    expect((await answer(booking.uuid, 'accept', otherHost.auth)).statusCode).toBe(404);
    expect((await answer(booking.uuid, 'accept', guest.auth)).statusCode).toBe(404);
    expect((await answer(booking.uuid, 'accept', {})).statusCode).toBe(401);

    const accepted = await answer(booking.uuid, 'accept', host.auth);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({
      message: Messages.requestAccepted,
      data: { status: ReservationStatus.CONFIRMED, approval: 'accepted', respondBy: null, holdExpiresAt: null },
    });
    expect(await charges(booking.uuid)).toMatchObject([{ status: TransactionStatus.SUCCEEDED, amount_cents: 5000 }]);
    expect(await providerStatus(booking.uuid)).toBe('succeeded');
    expect(await noticesOf(guest.user.id, 'booking_confirmed')).toHaveLength(1);

    const twice = await answer(booking.uuid, 'accept', host.auth);
    expect([twice.statusCode, twice.json().message]).toEqual([409, Messages.requestNotPending]);
    const late = await answer(booking.uuid, 'decline', host.auth, { reason: 'Changed my mind' });
    expect([late.statusCode, late.json().message]).toEqual([409, Messages.requestNotPending]);
  });

  it('gives the authorisation back when the host declines, and tells the guest why', async () => {
    const venue = await requestListing('Declining Garden');
    const { guest, booking } = await authorisedRequest(venue.uuid);
    const wrong: Array<[object, string]> = [
      [{}, Messages.declineReasonRequired],
      [{ reason: '   ' }, Messages.declineReasonRequired],
      [{ reason: 'x'.repeat(501) }, Messages.declineReasonTooLong],
    ];
    for (const [payload, message] of wrong) {
      const refused = await answer(booking.uuid, 'decline', host.auth, payload);
      expect(refused.statusCode).toBe(400);
      expect(refused.body).toContain(message);
    }
    expect((await view(booking.uuid, guest.auth)).approval).toBe('pending');

    const declined = await answer(booking.uuid, 'decline', host.auth, { reason: 'The pool is being repaired.' });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json().data).toMatchObject({
      status: ReservationStatus.CANCELLED,
      approval: 'declined',
      declineReason: 'The pool is being repaired.',
      cancellation: { by: 'host', paid: 0, refunded: 0, refunding: 0 },
    });
    await deps.jobs.drain();
    expect(await providerStatus(booking.uuid)).toBe('canceled');
    expect(await charges(booking.uuid)).toMatchObject([
      { status: TransactionStatus.FAILED, failure_message: 'Authorisation released: nothing was charged' },
    ]);
    expect(await refunds(booking.uuid)).toEqual([]);
    const [notice] = await noticesOf(guest.user.id, 'booking_failed');
    expect(notice?.data).toMatchObject({
      reason: 'host_declined',
      message: Messages.requestDeclinedGuest.replace('{reason}', 'The pool is being repaired'),
    });
    // The hours are free again.
    await requestBooking(context, (await createCustomer(context)).auth, bookingBody(venue.uuid, dateIn(context, 5)));
  });

  it('expires a request the host leaves unanswered, releasing the card and the hours', async () => {
    const venue = await requestListing('Silent Host Yard', { responseHours: 6 });
    const { guest, booking } = await authorisedRequest(venue.uuid);
    expect((await view(booking.uuid, guest.auth)).respondBy).toBe(
      new Date(clock.now().getTime() + 6 * HOUR).toISOString(),
    );
    clock.advance(6 * HOUR - 1000);
    await services.reservations.expireHolds();
    guest.auth = await freshAuth(deps, guest.user.id);
    host.auth = await freshAuth(deps, host.user.id);
    expect((await view(booking.uuid, guest.auth)).approval).toBe('pending');
    clock.advance(1000);
    // Past the deadline the host can no longer accept, even before the expiry job has run.
    const tooLate = await answer(booking.uuid, 'accept', host.auth);
    expect([tooLate.statusCode, tooLate.json().message]).toEqual([409, Messages.requestExpired]);
    expect(await services.reservations.expireHolds()).toBe(1);
    await deps.jobs.drain();
    expect(await view(booking.uuid, guest.auth)).toMatchObject({
      status: ReservationStatus.CANCELLED,
      approval: 'expired',
    });
    expect(await providerStatus(booking.uuid)).toBe('canceled');
    const [notice] = await noticesOf(guest.user.id, 'booking_failed');
    expect(notice?.data).toMatchObject({ reason: 'not_answered', message: Messages.requestExpiredGuest });
  });

  it('authorises a 3-D Secure card once its challenge passes, by the complete call or the webhook', async () => {
    const venue = await requestListing('Challenged Deck');
    const provider = deps.payments;
    if (!isTestPaymentProvider(provider)) throw new Error('the test app pays with the test-mode provider');
    for (const [offset, via] of [
      [4, 'complete'],
      [6, 'webhook'],
    ] as const) {
      const guest = await createCustomer(context);
      const booking = await requestBooking(context, guest.auth, bookingBody(venue.uuid, dateIn(context, offset)));
      const challenged = await confirmBooking(context, guest.auth, booking.uuid, 'tok_threeDSecure2Required');
      expect(challenged.json().data).toMatchObject({ requiresAction: true, approval: null });
      const { paymentId } = challenged.json().data as { paymentId: string };
      await provider.completeTestAction(paymentId);
      if (via === 'complete') {
        const completed = await app.inject({
          method: 'POST',
          url: `/api/v1/reservation/confirm/${booking.uuid}/complete`,
          headers: guest.auth,
          payload: { paymentId },
        });
        expect(completed.statusCode, completed.body).toBe(200);
      } else {
        const event = provider.signTestWebhook({
          type: 'payment_intent.amount_capturable_updated',
          object: { id: paymentId },
        });
        const received = await app.inject({
          method: 'POST',
          url: '/api/v1/payment/stripe/webhook',
          headers: { 'stripe-signature': event.signatureHeader, 'content-type': 'application/json' },
          payload: event.rawBody,
        });
        expect(received.statusCode, received.body).toBe(200);
      }
      expect(await view(booking.uuid, guest.auth)).toMatchObject({
        status: ReservationStatus.INPROCESS,
        approval: 'pending',
      });
      expect(await charges(booking.uuid)).toMatchObject([
        { status: TransactionStatus.PENDING, provider_reference: paymentId },
      ]);
      expect((await answer(booking.uuid, 'accept', host.auth)).statusCode).toBe(200);
      expect(await providerStatus(booking.uuid)).toBe('succeeded');
    }
  });

  it('refunds in full a card captured for a request that then ended (an accept that died before confirming)', async () => {
    const venue = await requestListing('Crashed Accept Yard', { responseHours: 1 });
    const { booking, guest } = await authorisedRequest(venue.uuid);
    const [authorised] = await charges(booking.uuid);
    await deps.payments.capture({
      paymentId: authorised!.provider_reference!,
      idempotencyKey: `capture-${authorised!.provider_reference}`,
    });
    clock.advance(HOUR);
    expect(await services.reservations.expireHolds()).toBeGreaterThanOrEqual(1);
    await deps.jobs.drain();
    guest.auth = await freshAuth(deps, guest.user.id);
    expect((await view(booking.uuid, guest.auth)).approval).toBe('expired');
    expect(await charges(booking.uuid)).toMatchObject([{ status: TransactionStatus.SUCCEEDED, amount_cents: 5000 }]);
    expect(await refunds(booking.uuid)).toEqual([{ amount_cents: 5000 }]);
    expect(await services.payments.unbalancedReservations()).toEqual([]);
  });

  it('never lets the answer run past the start, and lets the guest withdraw with nothing charged', async () => {
    const venue = await requestListing('Soon Court', { responseHours: 72 });
    const { guest, booking } = await authorisedRequest(venue.uuid, 1, ['20:00']);
    expect((await view(booking.uuid, guest.auth)).respondBy).toBe(booking.startsAt);

    const withdrawn = await app.inject({
      method: 'PUT',
      url: `/api/v1/reservation/cancell/${booking.uuid}`,
      headers: guest.auth,
    });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(withdrawn.json().data).toMatchObject({ status: ReservationStatus.CANCELLED, cancellation: { paid: 0 } });
    await deps.jobs.drain();
    expect(await providerStatus(booking.uuid)).toBe('canceled');
    expect(await refunds(booking.uuid)).toEqual([]);
    expect((await answer(booking.uuid, 'accept', host.auth)).statusCode).toBe(409);
  });

  it('confirms a free request without a card once the host accepts', async () => {
    const venue = await bookableVenue(context, host, { title: 'Free Ask Field', rent: '0' });
    await app.inject({
      method: 'PUT',
      url: `/api/v1/venue/${venue.uuid}/rules`,
      headers: host.auth,
      payload: { bookingMode: 'request' },
    });
    const guest = await createCustomer(context);
    const booking = await requestBooking(context, guest.auth, bookingBody(venue.uuid, dateIn(context, 4)));
    expect(await view(booking.uuid, guest.auth)).toMatchObject({
      status: ReservationStatus.INPROCESS,
      approval: 'pending',
    });
    expect(await noticesOf(host.user.id, 'booking_request_received')).not.toEqual([]);
    const accepted = await answer(booking.uuid, 'accept', host.auth);
    expect(accepted.json().data).toMatchObject({ status: ReservationStatus.CONFIRMED, approval: 'accepted' });
    expect(await charges(booking.uuid)).toEqual([]);
  });

  it('has nothing to answer for an instant booking', async () => {
    const venue = await bookableVenue(context, host, { title: 'Instant Deck', rent: '25' });
    const { booking } = await (async () => {
      const guest = await createCustomer(context);
      const held = await requestBooking(context, guest.auth, bookingBody(venue.uuid, dateIn(context, 5)));
      expect((await confirmBooking(context, guest.auth, held.uuid)).statusCode).toBe(200);
      return { booking: held };
    })();
    expect((await view(booking.uuid, host.auth)).approval).toBeNull();
    const refused = await answer(booking.uuid, 'accept', host.auth);
    expect([refused.statusCode, refused.json().message]).toEqual([409, Messages.requestNotRequest]);
  });

  /** The same app's services on a clock of their own: the expiry job ticking while an answer is on its way. */
  const servicesAt = (moment: Date) => createServices({ ...deps, clock: createManualClock(moment) });

  it('settles an accept racing the expiry job with exactly one outcome: one capture or one release', async () => {
    const venue = await requestListing('Race Pool', { responseHours: 2 });
    const outcomes: string[] = [];
    for (let round = 0; round < 6; round++) {
      const { booking, guest } = await authorisedRequest(venue.uuid, 3 + (round % 3), [`${10 + round}:00`]);
      const deadline = new Date((await view(booking.uuid, guest.auth)).respondBy!);
      // The host answers a second before the deadline; the job's clock is a second after it.
      clock.set(new Date(deadline.getTime() - 1000));
      host.auth = await freshAuth(deps, host.user.id);
      guest.auth = await freshAuth(deps, guest.user.id);
      const job = servicesAt(new Date(deadline.getTime() + 1000));
      // The job starts later each round, so it meets the request before, during and after the answer.
      const [accepted] = await Promise.all([
        answer(booking.uuid, 'accept', host.auth),
        setTimeout(round * 6).then(() => job.reservations.expireHolds()),
      ]);
      await deps.jobs.drain();
      const final = await view(booking.uuid, guest.auth);
      const provider = await providerStatus(booking.uuid);
      if (accepted.statusCode === 200) {
        expect([final.status, final.approval, provider]).toEqual([
          ReservationStatus.CONFIRMED,
          'accepted',
          'succeeded',
        ]);
        expect(await charges(booking.uuid)).toMatchObject([{ status: TransactionStatus.SUCCEEDED }]);
      } else {
        expect(accepted.statusCode).toBe(409);
        expect([final.status, final.approval, provider]).toEqual([ReservationStatus.CANCELLED, 'expired', 'canceled']);
        expect(await charges(booking.uuid)).toMatchObject([{ status: TransactionStatus.FAILED }]);
      }
      expect(await refunds(booking.uuid)).toEqual([]);
      outcomes.push(final.approval!);
      clock.set(new Date());
      host.auth = await freshAuth(deps, host.user.id);
    }
    expect(outcomes.every((outcome) => outcome === 'accepted' || outcome === 'expired')).toBe(true);
  });

  it('leaves a request whose answer is being given to that answer: no expiry, decline or withdrawal meanwhile', async () => {
    const venue = await requestListing('Claimed Yard', { responseHours: 2 });
    const { booking, guest } = await authorisedRequest(venue.uuid);
    const deadline = new Date((await view(booking.uuid, guest.auth)).respondBy!);
    // An accept has claimed the answer a second before the deadline and is capturing the card.
    expect(
      await repository.claimAnswer(deps.db, booking.uuid, new Date(deadline.getTime() - 1000), 120_000),
    ).toBeDefined();
    expect(await servicesAt(new Date(deadline.getTime() + 1000)).reservations.expireHolds()).toBe(0);
    clock.set(new Date(deadline.getTime() - 500));
    host.auth = await freshAuth(deps, host.user.id);
    guest.auth = await freshAuth(deps, guest.user.id);
    const declined = await answer(booking.uuid, 'decline', host.auth, { reason: 'No' });
    expect([declined.statusCode, declined.json().message]).toEqual([409, Messages.requestBeingAnswered]);
    const withdrawn = await app.inject({
      method: 'PUT',
      url: `/api/v1/reservation/cancell/${booking.uuid}`,
      headers: guest.auth,
    });
    expect([withdrawn.statusCode, withdrawn.json().message]).toEqual([409, Messages.requestBeingAnswered]);
    expect((await view(booking.uuid, guest.auth)).approval).toBe('pending');
  });

  it('settles a decline racing an accept with exactly one outcome', async () => {
    const venue = await requestListing('Two Minds Court');
    for (let round = 0; round < 6; round++) {
      const { booking, guest } = await authorisedRequest(venue.uuid, 3 + (round % 3), [`${10 + round}:00`]);
      const answers = await Promise.all([
        answer(booking.uuid, 'accept', host.auth),
        answer(booking.uuid, 'decline', host.auth, { reason: 'Double-booked elsewhere' }),
      ]);
      expect(answers.map((response) => response.statusCode).sort(), answers.map((r) => r.body).join('\n')).toEqual([
        200, 409,
      ]);
      await deps.jobs.drain();
      const final = await view(booking.uuid, guest.auth);
      const provider = await providerStatus(booking.uuid);
      if (answers[0]!.statusCode === 200) {
        expect([final.approval, provider]).toEqual(['accepted', 'succeeded']);
      } else {
        expect([final.approval, provider]).toEqual(['declined', 'canceled']);
      }
      expect(await refunds(booking.uuid)).toEqual([]);
    }
  });
});
