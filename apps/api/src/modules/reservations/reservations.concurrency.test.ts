import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { Messages } from '@app/contract';
import { createTestApp } from '../../../test/app.ts';
import { bearer, createUser } from '../../../test/factories.ts';
import { categoryIdOf, createHost, createListing, listingFields } from '../../../test/venues.ts';
import { queryRows } from '../../db/client.ts';
import { addDays, dayNumberOf, localToday } from '../availability/expand.ts';

/**
 * Double booking is prevented by the database (unique hour-slot index), not by the check before it.
 * Meaningful on PostgreSQL (CI runs this file with TEST_DATABASE_URL); PGlite serialises everything.
 */
describe(`no double booking under concurrent requests (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, async () => {
  const context = await createTestApp();
  const { app, deps, clock, services } = context;
  const host = await createHost(context);
  const date = addDays(localToday(clock.now(), 'America/New_York'), 5);
  const schedule = {
    schedules: [{ type: 2, date: '[1,2,3,4,5,6,7]', intervals: [{ from: '08:00', to: '22:00' }] }],
    schedulingPeriod: 30,
    alterReservations: false,
  };

  async function venue(category: string, fields: Record<string, string> = {}) {
    const created = await createListing(context, host, listingFields(await categoryIdOf(context, category), fields));
    await app.inject({
      method: 'PUT',
      url: `/api/v1/venue/${created.uuid}/schedule/raw/update`,
      headers: host.auth,
      payload: schedule,
    });
    return created;
  }
  const customers = async (count: number) => {
    const auths: Array<Record<string, string>> = [];
    for (let index = 0; index < count; index += 50) {
      auths.push(
        ...(await Promise.all(
          Array.from({ length: Math.min(50, count - index) }, async () => bearer((await createUser(deps)).accessToken)),
        )),
      );
    }
    return auths;
  };
  // The full load runs on PostgreSQL (CI); PGlite, which serialises every query, runs a smaller one.
  const onServer = Boolean(process.env.TEST_DATABASE_URL);
  const sameHourRequests = onServer ? 200 : 30;
  const hotSlots = onServer ? 50 : 10;
  const requestsPerSlot = onServer ? 20 : 4;

  it(`lets exactly one of ${sameHourRequests} simultaneous requests for the same hour win; the rest get 409, none 5xx`, async () => {
    const yard = await venue('backyard');
    const auths = await customers(sameHourRequests);
    const responses = await Promise.all(
      auths.map((auth) =>
        app.inject({
          method: 'POST',
          url: '/api/v1/reservation/request',
          headers: auth,
          payload: {
            venueId: yard.uuid,
            schedules: [{ date, intervals: ['12:00', '13:00'] }],
            guestList: { adults: 1, children: 0, infants: 0 },
          },
        }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(sameHourRequests - 1);
    expect(statuses.filter((status) => status >= 500)).toHaveLength(0);
    for (const response of responses.filter((candidate) => candidate.statusCode === 409)) {
      expect(response.json().message).toBe(Messages.bookingHoursTaken);
    }
    const held = await queryRows<{ n: number; owners: number }>(
      deps.db,
      sql`select count(*)::int as n, count(distinct reservation_id)::int as owners from reservation_hours where venue_id = ${yard.uuid}`,
    );
    expect(held[0]).toEqual({ n: 2, owners: 1 });
    const reservations = await queryRows<{ n: number }>(
      deps.db,
      sql`select count(*)::int as n from reservations where venue_id = ${yard.uuid}`,
    );
    expect(reservations[0]!.n).toBe(1);
  });

  it('never gives one slot-hour to two bookings when slot sets overlap', async () => {
    const lot = await venue('parking-space', { slots: '4' });
    const auths = await customers(12);
    const slotSets = [[1, 2], [2, 3], [3, 4], [1, 4], [2], [4]];
    const responses = await Promise.all(
      auths.map((auth, index) =>
        app.inject({
          method: 'POST',
          url: '/api/v1/reservation/request',
          headers: auth,
          payload: {
            venueId: lot.uuid,
            schedules: [{ date, intervals: ['09:00'] }],
            slots: slotSets[index % slotSets.length],
            guestList: { adults: 1, children: 0, infants: 0 },
          },
        }),
      ),
    );
    expect(responses.every((response) => response.statusCode === 201 || response.statusCode === 409)).toBe(true);
    const rows = await queryRows<{ slot: number; owners: number }>(
      deps.db,
      sql`select slot, count(*)::int as owners from reservation_hours where venue_id = ${lot.uuid} group by slot`,
    );
    expect(rows.every((row) => row.owners === 1)).toBe(true);
    const winners = responses
      .filter((response) => response.statusCode === 201)
      .map((response) => response.json().data.slots as number[]);
    const taken = winners.flat();
    expect(new Set(taken).size).toBe(taken.length);
    expect(winners.length).toBeGreaterThanOrEqual(2);
  });

  // A thousand customers and requests on PostgreSQL: ~25 s on a quiet 2-core machine, more beside other work.
  it(`gives each of ${hotSlots} hot slots to exactly one of ${requestsPerSlot} competing requests`, async () => {
    const lot = await venue('parking-space', { slots: String(hotSlots), rent: '3' });
    const auths = await customers(hotSlots * requestsPerSlot);
    const responses = await Promise.all(
      auths.map((auth, index) =>
        app.inject({
          method: 'POST',
          url: '/api/v1/reservation/request',
          headers: auth,
          payload: {
            venueId: lot.uuid,
            schedules: [{ date, intervals: ['15:00'] }],
            slots: [(index % hotSlots) + 1],
            guestList: { adults: 1, children: 0, infants: 0 },
          },
        }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(hotSlots);
    expect(statuses.filter((status) => status === 409)).toHaveLength(hotSlots * (requestsPerSlot - 1));
    const [held] = await queryRows<{ n: number; slots: number }>(
      deps.db,
      sql`select count(*)::int as n, count(distinct slot)::int as slots from reservation_hours where venue_id = ${lot.uuid}`,
    );
    expect(held).toEqual({ n: hotSlots, slots: hotSlots });
  }, 120_000);

  it('closes a date filled by simultaneous bookings while refreshers run beside them (as on several API processes)', async () => {
    const slots = onServer ? 8 : 2;
    const lot = await venue('parking-space', { slots: String(slots) });
    const hourSlots = Array.from({ length: 14 * slots }, (_, index) => ({
      hour: `${String(8 + Math.floor(index / slots)).padStart(2, '0')}:00`,
      slot: (index % slots) + 1,
    }));
    const auths = await customers(hourSlots.length);
    let booking = true;
    // Four refreshers, as four processes would, take queued dates while the bookings commit. Each waits a little
    // between runs: on PGlite a query can resolve without leaving the microtask queue, and the requests need turns.
    const refreshers = Promise.all(
      [0, 1, 2, 3].map(async () => {
        while (booking) {
          await services.availability.refreshQueuedOpenDates();
          await new Promise((resolve) => setTimeout(resolve, 2));
        }
      }),
    );
    const responses = await Promise.all(
      hourSlots.map(({ hour, slot }, index) =>
        app.inject({
          method: 'POST',
          url: '/api/v1/reservation/request',
          headers: auths[index]!,
          payload: {
            venueId: lot.uuid,
            schedules: [{ date, intervals: [hour] }],
            slots: [slot],
            guestList: { adults: 1, children: 0, infants: 0 },
          },
        }),
      ),
    );
    booking = false;
    await refreshers;
    expect(responses.map((response) => response.statusCode)).toEqual(hourSlots.map(() => 201));
    await services.availability.refreshQueuedOpenDates();
    const [row] = await queryRows<{ open_days: number[]; queued: number }>(
      deps.db,
      sql`select open_days, (select count(*) from open_days_queue where venue_id = ${lot.uuid})::int as queued
        from venues where id = ${lot.uuid}`,
    );
    expect(row!.queued).toBe(0);
    const openDays = row!.open_days.map(Number);
    expect(openDays).not.toContain(dayNumberOf(date));
    expect(openDays).toContain(dayNumberOf(addDays(date, 1)));
  });

  it('charges once when the same confirm is sent 20 times in parallel', async () => {
    const yard = await venue('garden', { rent: '15' });
    const [auth] = await customers(1);
    const booking = (
      await app.inject({
        method: 'POST',
        url: '/api/v1/reservation/request',
        headers: auth!,
        payload: {
          venueId: yard.uuid,
          schedules: [{ date, intervals: ['18:00'] }],
          guestList: { adults: 1, children: 0, infants: 0 },
        },
      })
    ).json().data;
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        app.inject({
          method: 'POST',
          url: `/api/v1/reservation/confirm/${booking.uuid}`,
          headers: auth!,
          payload: { stripetoken: 'tok_visa' },
        }),
      ),
    );
    expect(responses.every((response) => response.statusCode < 500)).toBe(true);
    expect(responses.filter((response) => response.statusCode === 200).length).toBeGreaterThanOrEqual(1);
    const charges = await queryRows<{ status: number; n: number }>(
      deps.db,
      sql`select status, count(*)::int as n from transactions where reservation_id = ${booking.uuid} and type = 1 group by status`,
    );
    expect(charges).toEqual([{ status: 3, n: 1 }]);
    const [reservation] = await queryRows<{ status: number }>(
      deps.db,
      sql`select status from reservations where id = ${booking.uuid}`,
    );
    expect(reservation!.status).toBe(2);
  });
});
