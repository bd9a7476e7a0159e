import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { bookingBody, createCustomer, dateIn, requestBooking } from '../../../test/bookings.ts';
import { freshAuth } from '../../../test/factories.ts';
import { categoryIdOf, createHost, createListing, listingFields } from '../../../test/venues.ts';
import { queryRows } from '../../db/client.ts';
import { dayNumberOf } from '../availability/expand.ts';

describe('open days and the schedule version around bookings', async () => {
  const context = await createTestApp();
  const { app, deps, clock, services } = context;
  const host = await createHost(context);
  const backyard = await categoryIdOf(context, 'backyard');
  const date = (offset: number) => dateIn(context, offset);
  beforeEach(async () => {
    clock.set(new Date());
    host.auth = await freshAuth(deps, host.user.id);
  });

  /** A listing open 10:00–12:00 on three dates only. */
  async function smallListing() {
    const venue = await createListing(context, host, listingFields(backyard, { rent: '20' }));
    const on = (offset: number) => ({ type: 1, date: date(offset), intervals: [{ from: '10:00', to: '12:00' }] });
    const response = await app.inject({
      method: 'PUT',
      url: `/api/v1/venue/${venue.uuid}/schedule/raw/update`,
      headers: host.auth,
      payload: { schedules: [on(3), on(4), on(5)], schedulingPeriod: 30, alterReservations: false },
    });
    expect(response.statusCode).toBe(200);
    return venue;
  }
  /** The stored open days once the refresher has run (a booking only queues its dates). */
  const stateOf = async (venueId: string) => {
    await services.availability.refreshQueuedOpenDates();
    return storedState(venueId);
  };
  const storedState = async (venueId: string) => {
    const [row] = await queryRows<{ open_days: number[]; version: number }>(
      deps.db,
      sql`select open_days, availability_version as version from venues where id = ${venueId}`,
    );
    return { openDays: row!.open_days.map(Number), version: Number(row!.version) };
  };
  const queued = async (venueId: string) =>
    (
      await queryRows<{ dates: string[] }>(
        deps.db,
        sql`select array(select to_char(day, 'YYYY-MM-DD') from unnest(dates) as day) as dates
          from open_days_queue where venue_id = ${venueId} order by id`,
      )
    ).map((row) => row.dates);
  const days = (...offsets: number[]) => offsets.map((offset) => dayNumberOf(date(offset)));

  it('a booking closes only the date it fills and leaves the schedule version alone; cancelling reopens it', async () => {
    const venue = await smallListing();
    const before = await stateOf(venue.uuid);
    expect(before.openDays).toEqual(days(3, 4, 5));
    const guest = await createCustomer(context);

    await requestBooking(context, guest.auth, bookingBody(venue.uuid, date(4), ['10:00']));
    expect(await stateOf(venue.uuid)).toEqual(before);

    const full = await requestBooking(context, guest.auth, bookingBody(venue.uuid, date(4), ['11:00']));
    // The booking queued its date and left the listing's row alone; the refresher closes the date.
    expect(await storedState(venue.uuid)).toEqual(before);
    expect(await queued(venue.uuid)).toEqual([[date(4)]]);
    expect(await stateOf(venue.uuid)).toEqual({ openDays: days(3, 5), version: before.version });
    expect(await queued(venue.uuid)).toEqual([]);
    const view = (await app.inject({ method: 'GET', url: `/api/v1/venue/${venue.uuid}/view/public` })).json().data;
    expect(view.schedules.find((day: { date: string }) => day.date === date(4)).status).toBe(2);

    const cancelled = await app.inject({
      method: 'PUT',
      url: `/api/v1/reservation/cancell/${full.uuid}`,
      headers: guest.auth,
    });
    expect(cancelled.statusCode).toBe(200);
    expect(await stateOf(venue.uuid)).toEqual(before);
  });

  it('an expired hold reopens its date; a host change moves the version and recomputes the window', async () => {
    const venue = await smallListing();
    const before = await stateOf(venue.uuid);
    const guest = await createCustomer(context);
    await requestBooking(context, guest.auth, bookingBody(venue.uuid, date(5), ['10:00', '11:00']));
    expect((await stateOf(venue.uuid)).openDays).toEqual(days(3, 4));
    clock.advance(16 * 60_000);
    expect(await services.reservations.expireHolds()).toBeGreaterThanOrEqual(1);
    expect(await stateOf(venue.uuid)).toEqual(before);

    clock.set(new Date());
    host.auth = await freshAuth(deps, host.user.id);
    const blocked = await app.inject({
      method: 'POST',
      url: `/api/v1/venue/${venue.uuid}/calendar/block/create`,
      headers: host.auth,
      payload: {
        from: { date: date(3), time: '00:00' },
        to: { date: date(4), time: '00:00' },
        alterReservations: false,
      },
    });
    expect(blocked.statusCode).toBe(201);
    expect(await stateOf(venue.uuid)).toEqual({ openDays: days(4, 5), version: before.version + 1 });
  });

  it('a rejected request for a taken hour is refused from the hours of its own date', async () => {
    const venue = await smallListing();
    const first = await createCustomer(context);
    const second = await createCustomer(context);
    await requestBooking(context, first.auth, bookingBody(venue.uuid, date(3), ['10:00']));
    const again = await app.inject({
      method: 'POST',
      url: '/api/v1/reservation/request',
      headers: second.auth,
      payload: bookingBody(venue.uuid, date(3), ['10:00']),
    });
    expect(again.statusCode).toBe(409);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/v1/reservation/request',
          headers: second.auth,
          payload: bookingBody(venue.uuid, date(3), ['11:00']),
        })
      ).statusCode,
    ).toBe(201);
  });
});
