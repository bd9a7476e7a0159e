import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { BookingLimits, Messages } from '@app/contract';
import { createTestApp } from '../../../test/app.ts';
import {
  bookableVenue,
  bookingBody,
  createCustomer,
  dateIn,
  paidBooking,
  requestBooking,
} from '../../../test/bookings.ts';
import { freshAuth } from '../../../test/factories.ts';
import { createHost } from '../../../test/venues.ts';
import { queryRows } from '../../db/client.ts';
import { unpaidHoldings } from './reservations.repository.ts';

/*
 * Issue 12 A2 and A3: what one customer may hold unpaid, and limits that parallel requests cannot pass.
 * The parallel cases are meaningful on PostgreSQL (CI runs this file with TEST_DATABASE_URL).
 */
const onServer = Boolean(process.env.TEST_DATABASE_URL);
const allDay = Array.from({ length: 14 }, (_, index) => `${String(8 + index).padStart(2, '0')}:00`);

describe(`booking limits (${onServer ? 'PostgreSQL' : 'PGlite'})`, async () => {
  const context = await createTestApp();
  const { app, deps, clock } = context;
  const host = await createHost(context);
  const [first, second, third] = [
    await bookableVenue(context, host, { rent: '10' }),
    await bookableVenue(context, host, { rent: '10' }),
    await bookableVenue(context, host, { rent: '10' }),
  ];
  beforeEach(() => clock.set(new Date()));

  const request = (auth: Record<string, string>, body: object) =>
    app.inject({ method: 'POST', url: '/api/v1/reservation/request', headers: auth, payload: body });
  /** `days` whole days (08:00–22:00, 14 hours each) from `offset` on. */
  const days = (venueId: string, offset: number, count: number) => ({
    venueId,
    schedules: Array.from({ length: count }, (_, index) => ({
      date: dateIn(context, offset + index),
      intervals: allDay,
    })),
    guestList: { adults: 1, children: 0, infants: 0 },
  });
  const holdsOf = async (userId: string) =>
    (
      await queryRows<{ n: number }>(
        deps.db,
        sql`select count(*)::int as n from reservations where customer_id = ${userId} and status = 1`,
      )
    )[0]!.n;

  it(`refuses one request for more than ${BookingLimits.maxHoursPerRequest} hours, and books 70`, async () => {
    const guest = await createCustomer(context);
    const tooMany = await request(guest.auth, days(first.uuid, 1, 6));
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().message).toBe(Messages.bookingTooManyHours);
    expect(await holdsOf(guest.user.id)).toBe(0);
    expect((await request(guest.auth, days(first.uuid, 1, 5))).statusCode).toBe(201);
  });

  it('caps the unpaid hours held at one listing and overall, with the count in the message', async () => {
    const guest = await createCustomer(context);
    expect((await request(guest.auth, days(second.uuid, 10, 5))).statusCode).toBe(201);
    const atListing = await request(
      guest.auth,
      bookingBody(second.uuid, dateIn(context, 20), ['08:00', '09:00', '10:00']),
    );
    expect(atListing.statusCode).toBe(422);
    expect(atListing.json().message).toBe(Messages.bookingUnpaidHoursAtListing.replace('{held}', '70'));

    expect((await request(guest.auth, days(third.uuid, 10, 5))).statusCode).toBe(201);
    const overall = await request(guest.auth, bookingBody(first.uuid, dateIn(context, 20), allDay.slice(0, 5)));
    expect(overall.statusCode).toBe(422);
    expect(overall.json().message).toBe(Messages.bookingUnpaidHoursOverall.replace('{held}', '140'));
    expect(
      (await request(guest.auth, bookingBody(first.uuid, dateIn(context, 20), allDay.slice(0, 4)))).statusCode,
    ).toBe(201);
    // A reschedule that would grow a hold past the cap is refused too, and the hold keeps its hours.
    const [held] = await queryRows<{ id: string }>(
      deps.db,
      sql`select id from reservations where customer_id = ${guest.user.id} and venue_id = ${second.uuid}`,
    );
    const grow = await app.inject({
      method: 'PUT',
      url: `/api/v1/reservation/reschedule/${held!.id}`,
      headers: guest.auth,
      payload: {
        ...days(second.uuid, 10, 5),
        schedules: [
          ...days(second.uuid, 10, 5).schedules,
          { date: dateIn(context, 15), intervals: ['08:00', '09:00', '10:00'] },
        ],
      },
    });
    expect(grow.statusCode).toBe(422);
    expect(grow.json().message).toBe(Messages.bookingTooManyHours);
  });

  it('counts only the customer’s own live holds and the hours of their reschedules waiting for a difference', async () => {
    const venue = await bookableVenue(context, host, { rent: '10' });
    const guest = await createCustomer(context);
    const other = await createCustomer(context);
    const paid = await paidBooking(context, guest.auth, venue.uuid, dateIn(context, 4), ['10:00']);
    // A dearer reschedule: its three new hours are held until the difference is paid.
    const dearer = await app.inject({
      method: 'PUT',
      url: `/api/v1/reservation/reschedule/${paid.uuid}`,
      headers: guest.auth,
      payload: bookingBody(venue.uuid, dateIn(context, 5), ['10:00', '11:00', '12:00']),
    });
    expect(dearer.statusCode).toBe(200);
    await requestBooking(context, guest.auth, bookingBody(venue.uuid, dateIn(context, 6), ['10:00', '11:00']));
    await requestBooking(context, guest.auth, bookingBody(first.uuid, dateIn(context, 6), ['10:00']));
    await requestBooking(context, other.auth, bookingBody(venue.uuid, dateIn(context, 7), allDay.slice(0, 5)));

    const holdings = (customerId: string, now = clock.now(), except?: string) =>
      unpaidHoldings(deps.db, { customerId, venueId: venue.uuid, now, except });
    expect(await holdings(guest.user.id)).toEqual({ holds: 2, overall: 6, atListing: 5 });
    expect(await holdings(other.user.id)).toEqual({ holds: 1, overall: 5, atListing: 5 });
    // The reschedule's own hours are left out when that booking is the one being changed.
    expect(await holdings(guest.user.id, clock.now(), paid.uuid)).toEqual({ holds: 2, overall: 3, atListing: 2 });
    // Holds past their expiry hold nothing; the reschedule waits for its difference still.
    const later = new Date(clock.now().getTime() + 16 * 60_000);
    expect(await holdings(guest.user.id, later)).toEqual({ holds: 0, overall: 3, atListing: 3 });
  });

  it('counts upcoming free bookings against the same hour caps, so a free listing cannot be hoarded', async () => {
    const [free, otherFree, paidVenue] = [
      await bookableVenue(context, host, { rent: '0' }),
      await bookableVenue(context, host, { rent: '0' }),
      await bookableVenue(context, host, { rent: '10' }),
    ];
    const guest = await createCustomer(context);
    const booked = await request(guest.auth, days(free.uuid, 1, 5));
    expect(booked.statusCode).toBe(201);
    expect(booked.json().data.status).toBe(2);
    const atListing = await request(
      guest.auth,
      bookingBody(free.uuid, dateIn(context, 8), ['08:00', '09:00', '10:00']),
    );
    expect(atListing.statusCode).toBe(422);
    expect(atListing.json().message).toBe(Messages.bookingUnpaidHoursAtListing.replace('{held}', '70'));
    expect((await request(guest.auth, bookingBody(free.uuid, dateIn(context, 8), ['08:00', '09:00']))).statusCode).toBe(
      201,
    );

    // Free and unpaid hours together count toward the overall cap.
    expect((await request(guest.auth, days(otherFree.uuid, 1, 4))).statusCode).toBe(201);
    expect(
      (await request(guest.auth, bookingBody(paidVenue.uuid, dateIn(context, 9), allDay.slice(0, 10)))).statusCode,
    ).toBe(201);
    const overall = await request(guest.auth, bookingBody(paidVenue.uuid, dateIn(context, 10), allDay.slice(0, 7)));
    expect(overall.statusCode).toBe(422);
    expect(overall.json().message).toBe(Messages.bookingUnpaidHoursOverall.replace('{held}', '138'));
    expect(await unpaidHoldings(deps.db, { customerId: guest.user.id, venueId: free.uuid, now: clock.now() })).toEqual({
      holds: 1,
      overall: 138,
      atListing: 72,
    });

    // Rescheduling a free booking to more hours is capped too, and the booking keeps its hours.
    const [small] = await queryRows<{ id: string }>(
      deps.db,
      sql`select id from reservations where customer_id = ${guest.user.id} and venue_id = ${free.uuid}
        and amount_cents = 0 and jsonb_array_length(schedules) = 1`,
    );
    const grow = await app.inject({
      method: 'PUT',
      url: `/api/v1/reservation/reschedule/${small!.id}`,
      headers: guest.auth,
      payload: bookingBody(free.uuid, dateIn(context, 12), allDay.slice(0, 5)),
    });
    expect(grow.statusCode).toBe(422);
    expect(grow.json().message).toBe(Messages.bookingUnpaidHoursAtListing.replace('{held}', '70'));
    const [kept] = await queryRows<{ hours: number }>(
      deps.db,
      sql`select count(*)::int as hours from reservation_hours where reservation_id = ${small!.id}`,
    );
    expect(kept!.hours).toBe(2);

    // Once a free booking has ended, its hours no longer count.
    clock.advance(7 * 86_400_000);
    guest.auth = await freshAuth(deps, guest.user.id);
    expect(
      await unpaidHoldings(deps.db, { customerId: guest.user.id, venueId: free.uuid, now: clock.now() }),
    ).toMatchObject({ atListing: 2 });
  });

  it('lets parallel requests take no more than the cap of a free listing', async () => {
    const free = await bookableVenue(context, host, { rent: '0' });
    const guest = await createCustomer(context);
    // Six requests of 56 hours each at once, as the probe sent them: one fits under the cap of 72.
    const responses = await Promise.all(
      Array.from({ length: 6 }, (_, index) => request(guest.auth, days(free.uuid, 1 + index * 4, 4))),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 422)).toHaveLength(5);
    const [taken] = await queryRows<{ hours: number }>(
      deps.db,
      sql`select count(*)::int as hours from reservation_hours h join reservations r on r.id = h.reservation_id
        where r.customer_id = ${guest.user.id}`,
    );
    expect(taken!.hours).toBe(56);
  });

  it('never lets rescheduling keep a hold alive longer than 30 minutes', async () => {
    const venue = await bookableVenue(context, host, { rent: '10' });
    const guest = await createCustomer(context);
    const started = clock.now();
    const booking = await requestBooking(context, guest.auth, bookingBody(venue.uuid, dateIn(context, 3), ['10:00']));
    expect(new Date(booking.holdExpiresAt!).getTime() - started.getTime()).toBe(15 * 60_000);
    const reschedule = async (time: string) => {
      guest.auth = await freshAuth(deps, guest.user.id);
      return app.inject({
        method: 'PUT',
        url: `/api/v1/reservation/reschedule/${booking.uuid}`,
        headers: guest.auth,
        payload: bookingBody(venue.uuid, dateIn(context, 3), [time]),
      });
    };
    clock.advance(14 * 60_000);
    const renewed = await reschedule('11:00');
    expect(new Date(renewed.json().data.holdExpiresAt).getTime() - started.getTime()).toBe(29 * 60_000);
    clock.advance(14 * 60_000);
    const capped = await reschedule('12:00');
    expect(new Date(capped.json().data.holdExpiresAt).getTime() - started.getTime()).toBe(30 * 60_000);
    clock.advance(2 * 60_000 + 1);
    const lapsed = await reschedule('13:00');
    expect(lapsed.statusCode).toBe(409);
    expect(lapsed.json().message).toBe(Messages.bookingHoldExpired);
  });

  it('counts failed attempts toward 10 a minute; the next minute is open again', async () => {
    const venue = await bookableVenue(context, host, { rent: '10' });
    const owner = await createCustomer(context);
    await requestBooking(context, owner.auth, bookingBody(venue.uuid, dateIn(context, 4), ['10:00']));
    const guest = await createCustomer(context);
    const taken = bookingBody(venue.uuid, dateIn(context, 4), ['10:00']);
    for (let attempt = 0; attempt < BookingLimits.maxRequestsPerMinute; attempt++) {
      const response = await request(guest.auth, taken);
      expect(response.statusCode).toBe(409);
    }
    const throttled = await request(guest.auth, bookingBody(venue.uuid, dateIn(context, 4), ['15:00']));
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json().message).toBe(Messages.bookingTooManyRequests);
    expect(throttled.headers['retry-after']).toBe('60');
    clock.advance(61_000);
    guest.auth = await freshAuth(deps, guest.user.id);
    expect((await request(guest.auth, bookingBody(venue.uuid, dateIn(context, 4), ['15:00']))).statusCode).toBe(201);
  });

  it('holds at most 3 unpaid bookings and admits 10 requests a minute when 12 arrive at once', async () => {
    const venue = await bookableVenue(context, host, { rent: '10' });
    const guest = await createCustomer(context);
    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        request(guest.auth, bookingBody(venue.uuid, dateIn(context, 5 + index), ['10:00'])),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    expect(statuses.filter((status) => status === 201)).toHaveLength(BookingLimits.maxUnpaidHolds);
    expect(statuses.filter((status) => status === 429)).toHaveLength(12 - BookingLimits.maxUnpaidHolds);
    const messages = responses
      .filter((response) => response.statusCode === 429)
      .map((response) => response.json().message);
    expect(messages.filter((message) => message === Messages.bookingTooManyRequests)).toHaveLength(2);
    expect(messages.filter((message) => message === Messages.bookingTooManyHolds)).toHaveLength(7);
    expect(await holdsOf(guest.user.id)).toBe(BookingLimits.maxUnpaidHolds);
  });

  it('throttles 40 simultaneous attempts at a taken hour: 10 answered 409, 30 answered 429', async () => {
    const venue = await bookableVenue(context, host, { rent: '10' });
    const owner = await createCustomer(context);
    await requestBooking(context, owner.auth, bookingBody(venue.uuid, dateIn(context, 6), ['12:00']));
    const guest = await createCustomer(context);
    const responses = await Promise.all(
      Array.from({ length: 40 }, () => request(guest.auth, bookingBody(venue.uuid, dateIn(context, 6), ['12:00']))),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 409)).toHaveLength(BookingLimits.maxRequestsPerMinute);
    expect(statuses.filter((status) => status === 429)).toHaveLength(40 - BookingLimits.maxRequestsPerMinute);
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
  });
});

describe(`BOOKING_RATE_LIMIT (${onServer ? 'PostgreSQL' : 'PGlite'})`, async () => {
  const context = await createTestApp({ env: { BOOKING_RATE_LIMIT: '3' } });
  const host = await createHost(context);
  const venue = await bookableVenue(context, host, { rent: '10' });

  it('caps booking requests at the configured number a minute, refused ones included (409, 400)', async () => {
    const owner = await createCustomer(context);
    await requestBooking(context, owner.auth, bookingBody(venue.uuid, dateIn(context, 4), ['10:00']));
    const guest = await createCustomer(context);
    const request = (time: string, days = 4) =>
      context.app.inject({
        method: 'POST',
        url: '/api/v1/reservation/request',
        headers: guest.auth,
        payload: bookingBody(venue.uuid, dateIn(context, days), [time]),
      });
    expect((await request('10:00')).statusCode).toBe(409);
    const past = await request('11:00', -2);
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe(Messages.bookingDatesInPast);
    expect((await request('12:00')).statusCode).toBe(201);
    const throttled = await request('13:00');
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json().message).toBe(Messages.bookingTooManyRequests);
    context.clock.advance(61_000);
    guest.auth = await freshAuth(context.deps, guest.user.id);
    expect((await request('13:00')).statusCode).toBe(201);
  });
});
