import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { NotificationSchema, ReservationStatus } from '@app/contract';
import { createTestApp } from '../../../test/app.ts';
import {
  blockDayCancelling,
  bookableVenue,
  bookingBody,
  confirmBooking,
  createCustomer,
  dateIn,
  paidBooking,
  requestBooking,
} from '../../../test/bookings.ts';
import { bearer, createUser, freshAuth } from '../../../test/factories.ts';
import { categoryIdOf, createHost, createListing, listingFields, listingForm } from '../../../test/venues.ts';
import { queryRows } from '../../db/client.ts';
import { ensureRecurringJob } from '../../jobs/queue.ts';
import { connectSse } from '../events/sse-client.test-support.ts';
import { COMPLETE_RESERVATIONS_JOB, EXPIRE_HOLDS_JOB } from '../reservations/reservations.jobs.ts';
import { createNotificationsService } from './notifications.service.ts';
import { renderNotification, type BookingFacts } from './notifications.templates.ts';

const PUBLIC_URL = 'https://spaces.example.test';

interface StoredNotification {
  type: string;
  title: string;
  body: string;
  link: string;
  data: Record<string, unknown>;
}

describe('notifications', async () => {
  const context = await createTestApp({ env: { PUBLIC_URL } });
  const { app, deps, clock } = context;
  const host = await createHost(context, { displayName: 'Harper Host' });
  beforeEach(async () => {
    clock.set(new Date());
    host.auth = await freshAuth(deps, host.user.id);
  });

  const notificationsOf = (userId: string) =>
    queryRows<StoredNotification>(
      deps.db,
      sql`select type, title, body, link, data from notifications where user_id = ${userId} order by created_at, sequence`,
    );
  /** The shared host's notifications about one listing. */
  const hostNotificationsAbout = async (venueId: string) =>
    (await notificationsOf(host.user.id)).filter((row) => row.data.venueId === venueId);
  const emailsTo = async (email: string) => {
    await deps.jobs.drain();
    return (await deps.outbox.read()).filter((entry) => entry.channel === 'email' && entry.to === email);
  };
  const viewAll = (auth: Record<string, string>, query = '') =>
    app.inject({ method: 'GET', url: `/api/v1/notification/viewall${query}`, headers: auth });

  it('tells the customer to pay, then the customer and the host that a tok_visa booking is confirmed', async () => {
    const venue = await bookableVenue(context, host, { title: 'Lemon Tree Garden' });
    const guest = await createCustomer(context, { displayName: 'Casey Customer' });
    const date = dateIn(context, 3);
    const booking = await requestBooking(context, guest.auth, bookingBody(venue.uuid, date));
    expect(await notificationsOf(guest.user.id)).toEqual([
      expect.objectContaining({
        type: 'booking_requested',
        link: `/mybookings?booking=${booking.uuid}`,
        body: `Your request for "Lemon Tree Garden" on ${date} 10:00-12:00 holds the hours for 15 minutes. Pay $40.00 to confirm it.`,
      }),
    ]);
    expect(await hostNotificationsAbout(venue.uuid)).toEqual([]);

    expect((await confirmBooking(context, guest.auth, booking.uuid)).statusCode).toBe(200);
    const [, confirmed] = await notificationsOf(guest.user.id);
    expect(confirmed).toEqual({
      type: 'booking_confirmed',
      title: 'Booking confirmed',
      body: `Your booking of "Lemon Tree Garden" on ${date} 10:00-12:00 is confirmed. Amount paid: $40.00.`,
      link: `/mybookings?booking=${booking.uuid}`,
      data: expect.objectContaining({ reservationId: booking.uuid, venueId: venue.uuid, audience: 'customer' }),
    });
    expect(await hostNotificationsAbout(venue.uuid)).toEqual([
      expect.objectContaining({
        type: 'booking_confirmed',
        title: 'New booking',
        body: `Casey Customer booked "Lemon Tree Garden" on ${date} 10:00-12:00 ($40.00).`,
        link: `/view-reservations/${venue.uuid}?reservation=${booking.uuid}`,
      }),
    ]);

    const customerMail = await emailsTo(guest.user.email);
    expect(customerMail.map((mail) => mail.subject)).toEqual([
      'Hourly Spaces: Booking requested: complete your payment',
      'Hourly Spaces: Booking confirmed',
    ]);
    expect(customerMail[1]!.text).toContain(`View my bookings: ${PUBLIC_URL}/mybookings?booking=${booking.uuid}`);
    const hostMail = await emailsTo(host.user.email);
    expect(hostMail.map((mail) => mail.subject)).toEqual(['Hourly Spaces: New booking']);
    expect(hostMail[0]!.text).toContain(`${PUBLIC_URL}/view-reservations/${venue.uuid}?reservation=${booking.uuid}`);
  });

  it("writes a booking's own event first, then the events of the notifications it brings, in one statement each", async () => {
    const venue = await bookableVenue(context, host, { title: 'Order Garden' });
    const guest = await createCustomer(context, { displayName: 'Olive Order' });
    const booking = await requestBooking(context, guest.auth, bookingBody(venue.uuid, dateIn(context, 4)));
    expect((await confirmBooking(context, guest.auth, booking.uuid)).statusCode).toBe(200);
    const events = await queryRows<{ user_id: string; type: string; kind: string | null }>(
      deps.db,
      sql`select user_id, type, payload->>'type' as kind from events
        where user_id in (${guest.user.id}, ${host.user.id})
          and (payload->>'reservationId' = ${booking.uuid} or payload->'facts'->>'reservationId' = ${booking.uuid})
        order by id`,
    );
    expect(
      events.map(({ user_id, type, kind }) => [user_id === guest.user.id ? 'customer' : 'host', type, kind]),
    ).toEqual([
      ['customer', 'payment_required', null],
      ['customer', 'notification', 'booking_requested'],
      ['customer', 'reservation_confirmed', null],
      ['customer', 'notification', 'booking_confirmed'],
      ['host', 'notification', 'booking_confirmed'],
    ]);
  });

  it('writes the lead event even when the person a notification is for does not exist', async () => {
    const service = createNotificationsService({ db: deps.db, publicUrl: PUBLIC_URL, push: deps.push });
    const guest = await createCustomer(context, { displayName: 'Lena Lead' });
    const missing = crypto.randomUUID();
    const reservationId = crypto.randomUUID();
    const facts: BookingFacts = {
      reservationId,
      venueId: crypto.randomUUID(),
      venueTitle: 'Nowhere',
      customerName: 'Lena Lead',
      when: '2030-01-01 10:00-11:00',
    };
    const written = await service.notifyAll(
      deps.db,
      [
        { userId: missing, type: 'booking_cancelled', data: { ...facts, audience: 'host', cancelledBy: 'customer' } },
        {
          userId: guest.user.id,
          type: 'booking_cancelled',
          data: { ...facts, audience: 'customer', cancelledBy: 'customer' },
        },
      ],
      { userId: guest.user.id, type: 'reservation_cancelled', payload: { reservationId } },
    );
    expect(written.map((notification) => notification.type)).toEqual(['booking_cancelled']);
    const events = await queryRows<{ user_id: string; type: string }>(
      deps.db,
      sql`select user_id, type from events where user_id in (${guest.user.id}, ${missing}) order by id`,
    );
    expect(events).toEqual([
      { user_id: guest.user.id, type: 'reservation_cancelled' },
      { user_id: guest.user.id, type: 'notification' },
    ]);
    await expect(
      service.notifyAll(deps.db, [
        {
          userId: guest.user.id,
          type: 'booking_cancelled',
          data: { ...facts, audience: 'host', cancelledBy: 'customer' },
        },
        {
          userId: guest.user.id,
          type: 'booking_cancelled',
          data: { ...facts, audience: 'customer', cancelledBy: 'customer' },
        },
      ]),
    ).rejects.toThrow('one notification per person');
  });

  it('tells only the customer when a card is declined or a hold expires', async () => {
    const venue = await bookableVenue(context, host);
    const guest = await createCustomer(context);
    const booking = await requestBooking(context, guest.auth, bookingBody(venue.uuid, dateIn(context, 4)));
    expect((await confirmBooking(context, guest.auth, booking.uuid, 'tok_chargeDeclined')).statusCode).toBe(402);
    expect((await notificationsOf(guest.user.id)).at(-1)).toMatchObject({
      type: 'booking_failed',
      title: 'Payment declined',
      body: expect.stringContaining('Your card was declined.'),
      link: `/mybookings?booking=${booking.uuid}`,
      data: { reason: 'declined', reservationId: booking.uuid },
    });

    clock.advance(16 * 60_000);
    await ensureRecurringJob(deps.db, EXPIRE_HOLDS_JOB);
    await deps.jobs.drain();
    expect((await notificationsOf(guest.user.id)).at(-1)).toMatchObject({
      type: 'booking_failed',
      title: 'Booking request expired',
      link: `/view-detail/${venue.uuid}`,
      data: { reason: 'expired' },
    });
    expect(await hostNotificationsAbout(venue.uuid)).toEqual([]);
  });

  it('tells nobody about a request refused on the spot because its hours were taken', async () => {
    const venue = await bookableVenue(context, host);
    const first = await createCustomer(context);
    const second = await createCustomer(context);
    const body = bookingBody(venue.uuid, dateIn(context, 4), ['15:00']);
    await requestBooking(context, first.auth, body);
    const refused = await app.inject({
      method: 'POST',
      url: '/api/v1/reservation/request',
      headers: second.auth,
      payload: body,
    });
    expect(refused.statusCode).toBe(409);
    expect(await notificationsOf(second.user.id)).toEqual([]);
    expect(await emailsTo(second.user.email)).toEqual([]);
  });

  it('tells both sides who cancelled, and the customer how much is refunded', async () => {
    const venue = await bookableVenue(context, host, { title: 'Quiet Court' });
    const guest = await createCustomer(context, { displayName: 'Robin Renter' });
    const booking = await paidBooking(context, guest.auth, venue.uuid, dateIn(context, 5));
    const cancelled = await app.inject({
      method: 'PUT',
      url: `/api/v1/reservation/cancell/${booking.uuid}`,
      headers: guest.auth,
    });
    expect(cancelled.statusCode).toBe(200);
    const customerSide = await notificationsOf(guest.user.id);
    expect(customerSide.map((row) => row.type)).toEqual([
      'booking_requested',
      'booking_confirmed',
      'booking_refunded',
      'booking_cancelled',
    ]);
    expect(customerSide[2]).toMatchObject({
      title: 'Refund of $40.00 issued',
      link: `/mytransactions/customer?booking=${booking.uuid}`,
      data: { amount: 40 },
    });
    expect(customerSide[3]!.body).toContain('was cancelled at your request');
    // Every one of these notifications opens the booking it is about.
    expect(customerSide.map((row) => row.link)).toEqual([
      `/mybookings?booking=${booking.uuid}`,
      `/mybookings?booking=${booking.uuid}`,
      `/mytransactions/customer?booking=${booking.uuid}`,
      `/mybookings?booking=${booking.uuid}`,
    ]);
    const hostSide = await hostNotificationsAbout(venue.uuid);
    expect(hostSide.map((row) => row.type)).toEqual(['booking_confirmed', 'booking_cancelled']);
    expect(hostSide[1]!.body).toContain('by Robin Renter was cancelled by the guest');
    expect(hostSide.map((row) => row.link)).toEqual([
      `/view-reservations/${venue.uuid}?reservation=${booking.uuid}`,
      `/view-reservations/${venue.uuid}?reservation=${booking.uuid}`,
    ]);
  });

  it('says so when the host cancels through alterReservations or an admin cancels', async () => {
    const venue = await bookableVenue(context, host);
    const guest = await createCustomer(context);
    const byHost = await paidBooking(context, guest.auth, venue.uuid, dateIn(context, 6), ['10:00']);
    const blocked = await blockDayCancelling(context, host.auth, venue.uuid, dateIn(context, 6));
    expect(blocked.statusCode).toBe(201);
    const admin = await createUser(deps, { isAdmin: true });
    const byAdmin = await paidBooking(context, guest.auth, venue.uuid, dateIn(context, 8), ['10:00']);
    const adminCancel = await app.inject({
      method: 'PUT',
      url: `/api/v1/reservation/cancell/${byAdmin.uuid}`,
      headers: bearer(admin.accessToken),
    });
    expect(adminCancel.statusCode).toBe(200);

    const cancellations = (await notificationsOf(guest.user.id)).filter((row) => row.type === 'booking_cancelled');
    expect(cancellations.map((row) => [row.data.reservationId, row.data.cancelledBy])).toEqual([
      [byHost.uuid, 'host'],
      [byAdmin.uuid, 'admin'],
    ]);
    expect(cancellations[0]!.body).toContain('was cancelled by the host');
    expect(cancellations[1]!.body).toContain('by our support team');
    expect(cancellations.map((row) => row.link)).toEqual([
      `/mybookings?booking=${byHost.uuid}`,
      `/mybookings?booking=${byAdmin.uuid}`,
    ]);
    const refunds = (await notificationsOf(guest.user.id)).filter((row) => row.type === 'booking_refunded');
    expect(refunds.map((row) => row.data.amount)).toEqual([20, 20]);
  });

  it('tells both sides about a reschedule, and asks the customer to pay a higher price', async () => {
    const venue = await bookableVenue(context, host);
    const guest = await createCustomer(context);
    const booking = await paidBooking(context, guest.auth, venue.uuid, dateIn(context, 9), ['10:00', '11:00']);
    const reschedule = (intervals: string[]) =>
      app.inject({
        method: 'PUT',
        url: `/api/v1/reservation/reschedule/${booking.uuid}`,
        headers: guest.auth,
        payload: bookingBody(venue.uuid, dateIn(context, 10), intervals),
      });
    expect((await reschedule(['14:00'])).statusCode).toBe(200);
    const afterCheaper = await notificationsOf(guest.user.id);
    expect(afterCheaper.slice(-2).map((row) => row.type)).toEqual(['booking_refunded', 'booking_rescheduled']);
    expect(afterCheaper.slice(-2).map((row) => row.link)).toEqual([
      `/mytransactions/customer?booking=${booking.uuid}`,
      `/mybookings?booking=${booking.uuid}`,
    ]);
    expect(afterCheaper.at(-1)!.body).toBe(
      `Your booking of "Sunny Backyard with Pergola" now takes place on ${dateIn(context, 10)} 14:00-15:00.`,
    );
    expect((await hostNotificationsAbout(venue.uuid)).at(-1)).toMatchObject({
      type: 'booking_rescheduled',
      link: `/view-reservations/${venue.uuid}?reservation=${booking.uuid}`,
    });

    expect((await reschedule(['14:00', '15:00', '16:00'])).statusCode).toBe(200);
    expect((await notificationsOf(guest.user.id)).at(-1)).toMatchObject({
      type: 'reschedule_payment_required',
      link: `/mybookings?booking=${booking.uuid}`,
      data: { amount: 40, when: `${dateIn(context, 10)} 14:00-17:00` },
    });
  });

  it('completes a booking through the job: the customer is asked for a review, the host told about the payout', async () => {
    const venue = await bookableVenue(context, host);
    const guest = await createCustomer(context);
    const booking = await paidBooking(context, guest.auth, venue.uuid, dateIn(context, 1), ['10:00']);
    clock.set(new Date(new Date(booking.endsAt).getTime() + 60_000));
    await ensureRecurringJob(deps.db, COMPLETE_RESERVATIONS_JOB);
    await deps.jobs.drain();
    expect((await notificationsOf(guest.user.id)).at(-1)).toMatchObject({
      type: 'booking_completed',
      title: 'How was it? Leave a review',
      link: `/mybookings?booking=${booking.uuid}`,
    });
    expect((await hostNotificationsAbout(venue.uuid)).at(-1)).toMatchObject({
      type: 'booking_completed',
      title: 'Booking completed: payout coming',
      link: `/mytransactions/seller?booking=${booking.uuid}`,
      data: { payout: 18 },
    });
    const [row] = await queryRows<{ status: number }>(
      deps.db,
      sql`select status from reservations where id = ${booking.uuid}`,
    );
    expect(row!.status).toBe(ReservationStatus.COMPLETED);
  });

  it('tells every admin about a new listing and the host about approval or rejection, one email each', async () => {
    const admins = [await createUser(deps, { isAdmin: true }), await createUser(deps, { isAdmin: true })];
    const newHost = await createHost(context, { displayName: 'Nadia New' });
    const pool = await categoryIdOf(context, 'swimming-pool');
    const first = await createListing(context, newHost, listingFields(pool, { title: 'Blue Lagoon' }), {
      approve: false,
    });
    for (const admin of admins) {
      expect((await notificationsOf(admin.user.id)).at(-1)).toMatchObject({
        type: 'listing_submitted',
        title: 'New listing awaiting approval',
        body: 'Nadia New submitted "Blue Lagoon". It needs a review before it can go live.',
        link: '/admin',
      });
    }
    const adminAuth = bearer(admins[0]!.accessToken);
    const approve = await app.inject({
      method: 'PUT',
      url: `/api/v1/admin/venue/${first.uuid}/approve`,
      headers: adminAuth,
    });
    expect(approve.statusCode).toBe(200);
    const second = await createListing(context, newHost, listingFields(pool, { title: 'Cold Plunge' }), {
      approve: false,
    });
    const reject = await app.inject({
      method: 'PUT',
      url: `/api/v1/admin/venue/${second.uuid}/reject`,
      headers: adminAuth,
      payload: { reason: 'Photos do not show the pool' },
    });
    expect(reject.statusCode).toBe(200);

    expect(await notificationsOf(newHost.user.id)).toEqual([
      expect.objectContaining({ type: 'listing_approved', link: `/view-detail/${first.uuid}` }),
      expect.objectContaining({
        type: 'listing_rejected',
        link: `/editlisting/${second.uuid}`,
        body: 'Your listing "Cold Plunge" was not approved yet. Reason: Photos do not show the pool. Edit the listing and it goes back for review.',
      }),
    ]);
    expect((await emailsTo(newHost.user.email)).map((mail) => mail.subject)).toEqual([
      'Hourly Spaces: "Blue Lagoon" is approved and live',
      'Hourly Spaces: "Cold Plunge" needs changes before it can go live',
    ]);
    expect((await emailsTo(admins[1]!.user.email)).map((mail) => mail.subject)).toEqual([
      'Hourly Spaces: New listing awaiting approval',
      'Hourly Spaces: New listing awaiting approval',
    ]);

    const edited = await app.inject({
      method: 'PUT',
      url: `/api/v1/venue/${second.uuid}/update`,
      headers: newHost.auth,
      payload: listingForm({ title: 'Cold Plunge Deluxe' }, []),
    });
    expect(edited.statusCode).toBe(200);
    expect((await notificationsOf(admins[1]!.user.id)).at(-1)).toMatchObject({
      type: 'listing_submitted',
      title: 'Listing resubmitted for approval',
      body: 'Nadia New updated "Cold Plunge Deluxe". It needs a review before it can go live.',
    });
  });

  it('tells the host about a new review', async () => {
    const venue = await bookableVenue(context, host, { title: 'Rooftop Nook' });
    const guest = await createCustomer(context, { displayName: 'Riley Reviewer' });
    const booking = await paidBooking(context, guest.auth, venue.uuid, dateIn(context, 11));
    // A review waits for the stay to start.
    clock.set(new Date(booking.startsAt));
    const review = await app.inject({
      method: 'POST',
      url: `/api/v1/review/${venue.uuid}/create`,
      headers: await freshAuth(deps, guest.user.id),
      payload: { rating: 4.5, remarks: 'Lovely & quiet' },
    });
    expect(review.statusCode).toBe(201);
    expect((await hostNotificationsAbout(venue.uuid)).at(-1)).toEqual({
      type: 'review_received',
      title: 'New review',
      body: 'Riley Reviewer rated "Rooftop Nook" 4.5/5: "Lovely & quiet"',
      link: `/view-detail/${venue.uuid}`,
      data: expect.objectContaining({ rating: 4.5 }),
    });
    const mail = (await emailsTo(host.user.email)).at(-1);
    expect(mail?.subject).toBe('Hourly Spaces: New review');
  });

  describe('the notification API', () => {
    async function userWithNotifications(count: number) {
      const user = await createCustomer(context);
      const { notify } = createNotificationsService({ db: deps.db, publicUrl: PUBLIC_URL, push: deps.push });
      for (let index = 1; index <= count; index++) {
        await deps.db.transaction((tx) =>
          notify(tx, {
            userId: user.user.id,
            type: 'listing_approved',
            data: { venueId: crypto.randomUUID(), venueTitle: `Listing ${index}` },
          }),
        );
      }
      return user;
    }

    it('pages newest first with the total and the unread count', async () => {
      const user = await userWithNotifications(5);
      const first = await viewAll(user.auth, '?page=1&limit=2');
      expect(first.statusCode).toBe(200);
      const body = first.json();
      expect(body).toMatchObject({ count: 5, unreadCount: 5 });
      expect(body.data.map((item: { body: string }) => item.body)).toEqual([
        expect.stringContaining('"Listing 5"'),
        expect.stringContaining('"Listing 4"'),
      ]);
      for (const item of body.data) expect(NotificationSchema.parse(item)).toEqual(item);
      expect(body.data[0]).toMatchObject({ type: 'listing_approved', read: false, readAt: null });
      const last = (await viewAll(user.auth, '?page=3&limit=2')).json();
      expect(last.data.map((item: { body: string }) => item.body)).toEqual([expect.stringContaining('"Listing 1"')]);
      expect((await viewAll(user.auth)).json().data).toHaveLength(5);
      expect((await viewAll(user.auth, '?limit=500')).statusCode).toBe(400);
    });

    it('marks one and then all read; another user sees and marks none of them', async () => {
      const user = await userWithNotifications(3);
      const stranger = await userWithNotifications(1);
      const [newest] = (await viewAll(user.auth)).json().data;
      const strangerTry = await app.inject({
        method: 'PUT',
        url: `/api/v1/notification/${newest.uuid}/read`,
        headers: stranger.auth,
      });
      expect(strangerTry.statusCode).toBe(404);
      expect((await viewAll(stranger.auth)).json()).toMatchObject({ count: 1, unreadCount: 1 });
      expect(
        (await app.inject({ method: 'PUT', url: '/api/v1/notification/not-a-uuid/read', headers: user.auth }))
          .statusCode,
      ).toBe(404);

      const read = await app.inject({
        method: 'PUT',
        url: `/api/v1/notification/${newest.uuid}/read`,
        headers: user.auth,
      });
      expect(read.statusCode).toBe(200);
      expect(read.json().data).toMatchObject({ uuid: newest.uuid, read: true, readAt: expect.any(String) });
      expect((await viewAll(user.auth)).json()).toMatchObject({ count: 3, unreadCount: 2 });

      const all = await app.inject({ method: 'PUT', url: '/api/v1/notification/read/all', headers: user.auth });
      expect(all.json().data).toEqual({ count: 2, unreadCount: 0 });
      const again = await app.inject({ method: 'PUT', url: '/api/v1/notification/read/all', headers: user.auth });
      expect(again.json().data).toEqual({ count: 0, unreadCount: 0 });
      expect((await viewAll(stranger.auth)).json()).toMatchObject({ unreadCount: 1 });
    });

    it('answers 401 without a session', async () => {
      for (const [method, url] of [
        ['GET', '/api/v1/notification/viewall'],
        ['PUT', '/api/v1/notification/read/all'],
        ['PUT', `/api/v1/notification/${crypto.randomUUID()}/read`],
        ['GET', '/api/v1/notification/push/key'],
        ['POST', '/api/v1/notification/push/subscribe'],
        ['DELETE', '/api/v1/notification/push/subscribe'],
      ] as const) {
        expect((await app.inject({ method, url })).statusCode, `${method} ${url}`).toBe(401);
      }
    });
  });

  it('pushes a new notification live on the user stream', async () => {
    const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
    const guest = await createCustomer(context);
    const stream = await connectSse(`${baseUrl}/api/v1/event/restricted/subscribe`, guest.auth);
    try {
      await stream.waitFor((frame) => frame.retry !== undefined);
      const venue = await bookableVenue(context, host);
      const booking = await requestBooking(context, guest.auth, bookingBody(venue.uuid, dateIn(context, 12)));
      const frame = await stream.waitFor((candidate) => candidate.event === 'notification');
      const item = NotificationSchema.parse(JSON.parse(frame.data!));
      expect(item).toMatchObject({ type: 'booking_requested', read: false, facts: { reservationId: booking.uuid } });
      const [stored] = (await viewAll(guest.auth)).json().data;
      expect(stored.uuid).toBe(item.uuid);
    } finally {
      stream.close();
    }
  });
});

describe('booking notification links', () => {
  const facts: BookingFacts = {
    reservationId: '0b6f0f57-8d7e-4a43-9a37-3f1c3f2b5c11',
    venueId: '7d1a3e55-2f0c-4c55-b0a8-6a0f4d7e9e21',
    venueTitle: 'Quiet Court',
    customerName: 'Robin Renter',
    when: '2026-12-01 10:00-11:00',
  };
  const booking = `?booking=${facts.reservationId}`;
  const hostView = `/view-reservations/${facts.venueId}?reservation=${facts.reservationId}`;

  it('names the reservation in every booking notification, for the customer and for the host', () => {
    const links = {
      requested: renderNotification('booking_requested', { ...facts, amount: 20, holdMinutes: 15 }).link,
      reschedulePay: renderNotification('reschedule_payment_required', { ...facts, amount: 20, holdMinutes: 15 }).link,
      confirmed: renderNotification('booking_confirmed', { ...facts, audience: 'customer', amount: 20 }).link,
      confirmedHost: renderNotification('booking_confirmed', { ...facts, audience: 'host', amount: 20 }).link,
      declined: renderNotification('booking_failed', { ...facts, message: 'Declined', reason: 'declined' }).link,
      lateExpired: renderNotification('booking_failed', { ...facts, message: 'Late', reason: 'reschedule_expired' })
        .link,
      rescheduled: renderNotification('booking_rescheduled', { ...facts, audience: 'customer' }).link,
      rescheduledHost: renderNotification('booking_rescheduled', { ...facts, audience: 'host' }).link,
      cancelled: renderNotification('booking_cancelled', { ...facts, audience: 'customer', cancelledBy: 'host' }).link,
      cancelledHost: renderNotification('booking_cancelled', { ...facts, audience: 'host', cancelledBy: 'customer' })
        .link,
      refunded: renderNotification('booking_refunded', { ...facts, amount: 20 }).link,
      completed: renderNotification('booking_completed', { ...facts, audience: 'customer', payout: null }).link,
      completedHost: renderNotification('booking_completed', { ...facts, audience: 'host', payout: 18 }).link,
    };
    expect(links).toEqual({
      requested: `/mybookings${booking}`,
      reschedulePay: `/mybookings${booking}`,
      confirmed: `/mybookings${booking}`,
      confirmedHost: hostView,
      declined: `/mybookings${booking}`,
      lateExpired: `/mybookings${booking}`,
      rescheduled: `/mybookings${booking}`,
      rescheduledHost: hostView,
      cancelled: `/mybookings${booking}`,
      cancelledHost: hostView,
      refunded: `/mytransactions/customer${booking}`,
      completed: `/mybookings${booking}`,
      completedHost: `/mytransactions/seller${booking}`,
    });
  });

  it('sends a failure without a known booking to My Bookings, and a lost hold back to the listing', () => {
    expect(renderNotification('booking_failed', { message: 'Failed', reason: 'declined' }).link).toBe('/mybookings');
    expect(renderNotification('booking_failed', { ...facts, message: 'Gone', reason: 'expired' }).link).toBe(
      `/view-detail/${facts.venueId}`,
    );
  });
});
