import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Messages, UserStatus } from '@app/contract';
import { createTestApp } from '../../../test/app.ts';
import { bookableVenue, bookingBody, createCustomer, dateIn } from '../../../test/bookings.ts';
import { createHost } from '../../../test/venues.ts';
import { queryRows } from '../../db/client.ts';

/*
 * Decision 025: a request on a listing and by a customer this process has read before sends only its hold's
 * statement, which checks the session, the listing and the customer again before it writes. Each test first makes
 * such a request (`warm`), then changes what was read, and expects the answer the full read gives.
 */
const onServer = Boolean(process.env.TEST_DATABASE_URL);

describe(`a request on what was read before (${onServer ? 'PostgreSQL' : 'PGlite'})`, async () => {
  const context = await createTestApp();
  const { app, deps, services } = context;
  const host = await createHost(context);
  let day = 2;
  const nextDate = () => dateIn(context, day++);
  const post = (headers: Record<string, string>, payload: unknown) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/reservation/request',
      headers,
      payload: payload as Record<string, unknown>,
    });
  const count = async (query: ReturnType<typeof sql>) => (await queryRows<{ n: number }>(deps.db, query))[0]!.n;
  const attemptsOf = (userId: string) =>
    count(sql`select count(*)::int as n from booking_attempts where user_id = ${userId}`);
  const bookingsOf = (userId: string) =>
    count(sql`select count(*)::int as n from reservations where customer_id = ${userId}`);
  const reads = vi.spyOn(services.venues, 'recordWith');
  afterEach(() => reads.mockClear());

  /** A customer whose first request on `venueId` was answered 201: the next one is made on that read. */
  async function warm(venueId: string, extra: Record<string, unknown> = {}) {
    const customer = await createCustomer(context);
    expect((await post(customer.auth, { ...bookingBody(venueId, nextDate()), ...extra })).statusCode).toBe(201);
    reads.mockClear();
    return customer;
  }

  it('reads the listing once: the next request is held without reading it, at its price', async () => {
    const venue = await bookableVenue(context, host, { rent: '10' });
    const customer = await warm(venue.uuid);
    const answer = await post(customer.auth, bookingBody(venue.uuid, nextDate(), ['12:00']));
    expect(answer.statusCode).toBe(201);
    expect(answer.json().data).toMatchObject({ venueId: venue.uuid, payment: { amount: 10 } });
    expect(reads).not.toHaveBeenCalled();
    expect(await attemptsOf(customer.user.id)).toBe(2);
  });

  it('prices a request at the listing’s new rent, counting its attempt once', async () => {
    const venue = await bookableVenue(context, host, { rent: '10' });
    const customer = await warm(venue.uuid);
    await deps.db.execute(sql`update venues set rent_cents = 2500 where id = ${venue.uuid}`);
    const answer = await post(customer.auth, bookingBody(venue.uuid, nextDate(), ['12:00']));
    expect(answer.statusCode).toBe(201);
    expect(answer.json().data.payment.amount).toBe(25);
    expect(reads).toHaveBeenCalledTimes(1);
    expect(await attemptsOf(customer.user.id)).toBe(2);
    // Read again, the listing is remembered as it is now.
    reads.mockClear();
    expect((await post(customer.auth, bookingBody(venue.uuid, nextDate(), ['12:00']))).json().data.payment.amount).toBe(
      25,
    );
    expect(reads).not.toHaveBeenCalled();
  });

  it('answers 404 for a listing unpublished or whose host was blocked since, holding and counting nothing', async () => {
    for (const change of [
      (id: string) => sql`update venues set status = 0 where id = ${id}`,
      (id: string) => sql`update venues set approved = false where id = ${id}`,
      (id: string) => sql`update venues set deleted_at = now() where id = ${id}`,
      (_id: string) => sql`update users set status = ${UserStatus.BLOCKED} where id = ${host.user.id}`,
    ]) {
      await deps.db.execute(sql`update users set status = ${UserStatus.ACTIVE} where id = ${host.user.id}`);
      const venue = await bookableVenue(context, host, { rent: '10' });
      const customer = await warm(venue.uuid);
      await deps.db.execute(change(venue.uuid));
      const answer = await post(customer.auth, bookingBody(venue.uuid, nextDate()));
      expect(answer.statusCode).toBe(404);
      expect(answer.json().message).toBe(Messages.listingNotFound);
      expect(await bookingsOf(customer.user.id)).toBe(1);
      expect(await attemptsOf(customer.user.id)).toBe(1);
    }
    await deps.db.execute(sql`update users set status = ${UserStatus.ACTIVE} where id = ${host.user.id}`);
  });

  it('answers a session ended or an account blocked since as the read does, writing nothing at all', async () => {
    const venue = await bookableVenue(context, host, { rent: '10' });
    const eventsOf = (userId: string) => count(sql`select count(*)::int as n from events where user_id = ${userId}`);
    const loggedOut = await warm(venue.uuid);
    const eventsBefore = await eventsOf(loggedOut.user.id);
    expect((await app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: loggedOut.auth })).statusCode).toBe(
      200,
    );
    const refused = await post(loggedOut.auth, bookingBody(venue.uuid, nextDate()));
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe(Messages.loginRequiredBooking);

    const blocked = await warm(venue.uuid);
    const blockedEventsBefore = await eventsOf(blocked.user.id);
    await deps.db.execute(sql`update users set status = ${UserStatus.BLOCKED} where id = ${blocked.user.id}`);
    const forbidden = await post(blocked.auth, bookingBody(venue.uuid, nextDate()));
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toMatchObject({ message: Messages.accountBlocked, data: { status: UserStatus.BLOCKED } });

    for (const customer of [loggedOut, blocked]) {
      expect(await bookingsOf(customer.user.id)).toBe(1);
      expect(await attemptsOf(customer.user.id)).toBe(1);
    }
    expect(await eventsOf(loggedOut.user.id)).toBe(eventsBefore);
    expect(await eventsOf(blocked.user.id)).toBe(blockedEventsBefore);
    expect(reads).not.toHaveBeenCalled();
  });

  it('tells the host the customer’s name as it is now', async () => {
    const venue = await bookableVenue(context, host, { rent: '10' });
    const customer = await warm(venue.uuid);
    await deps.db.execute(sql`update users set display_name = 'Robin Renamed' where id = ${customer.user.id}`);
    const answer = await post(customer.auth, bookingBody(venue.uuid, nextDate(), ['15:00']));
    expect(answer.statusCode).toBe(201);
    const [notice] = await queryRows<{ data: { customerName: string } }>(
      deps.db,
      sql`select data from notifications where user_id = ${customer.user.id} and type = 'booking_requested'
        and data->>'reservationId' = ${answer.json().data.uuid}`,
    );
    expect(notice?.data.customerName).toBe('Robin Renamed');
  });

  it('refuses hours held before the request as the read does: 409 without telling of a lost race', async () => {
    const venue = await bookableVenue(context, host, { rent: '10' });
    const first = await warm(venue.uuid);
    const second = await warm(venue.uuid);
    const date = nextDate();
    expect((await post(first.auth, bookingBody(venue.uuid, date, ['16:00']))).statusCode).toBe(201);
    const answer = await post(second.auth, bookingBody(venue.uuid, date, ['15:00', '16:00']));
    expect(answer.statusCode).toBe(409);
    expect(answer.json().message).toBe(Messages.bookingHoursTaken);
    expect(reads).not.toHaveBeenCalled();
    expect(await attemptsOf(second.user.id)).toBe(2);
    expect(
      await count(sql`select count(*)::int as n from events where user_id = ${second.user.id}
        and type = 'reservation_failed'`),
    ).toBe(0);
    // 15:00 stayed free.
    expect((await post(second.auth, bookingBody(venue.uuid, date, ['15:00']))).statusCode).toBe(201);

    const lot = await bookableVenue(context, host, { rent: '3', slots: '4' }, 'parking-space');
    const parker = await warm(lot.uuid, { slots: [3] });
    const other = await warm(lot.uuid, { slots: [3] });
    const lotDate = nextDate();
    expect((await post(parker.auth, { ...bookingBody(lot.uuid, lotDate, ['09:00']), slots: [2] })).statusCode).toBe(
      201,
    );
    const slotAnswer = await post(other.auth, { ...bookingBody(lot.uuid, lotDate, ['09:00']), slots: [1, 2] });
    expect(slotAnswer.statusCode).toBe(409);
    expect(slotAnswer.json().message).toBe(Messages.bookingSlotsUnavailable);
  });

  it('answers an invalid request and a host’s own listing as the read does, counting each once', async () => {
    const venue = await bookableVenue(context, host, { rent: '10' });
    const customer = await warm(venue.uuid);
    const past = await post(customer.auth, bookingBody(venue.uuid, dateIn(context, -1)));
    const cold = await createCustomer(context);
    const pastCold = await post(cold.auth, bookingBody(venue.uuid, dateIn(context, -1)));
    expect(past.json().message).toBe(Messages.bookingDatesInPast);
    expect({ status: past.statusCode, body: past.json() }).toEqual({
      status: pastCold.statusCode,
      body: pastCold.json(),
    });
    expect(await attemptsOf(customer.user.id)).toBe(2);
    expect(await attemptsOf(cold.user.id)).toBe(1);

    // The host has booked elsewhere, so both they and the listing were read before.
    const otherHost = await createHost(context);
    const elsewhere = await bookableVenue(context, otherHost, { rent: '10' });
    expect((await post(host.auth, bookingBody(elsewhere.uuid, nextDate()))).statusCode).toBe(201);
    const own = await post(host.auth, bookingBody(venue.uuid, nextDate()));
    expect(own.statusCode).toBe(422);
    expect(own.json().message).toBe(Messages.bookingOwnListing);
    expect(await attemptsOf(host.user.id)).toBe(1);
  });
});
