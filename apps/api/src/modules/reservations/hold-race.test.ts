import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { Messages, ReservationStatus } from '@app/contract';
import { createTestApp } from '../../../test/app.ts';
import { bookableVenue, bookingBody, createCustomer, dateIn } from '../../../test/bookings.ts';
import { serverUrlOf } from '../../../test/database.ts';
import { createHost } from '../../../test/venues.ts';
import { databaseErrorCode, openDatabase, queryRows, type Executor } from '../../db/client.ts';
import * as repository from './reservations.repository.ts';

/*
 * Decision 024: a request that loses the race for an hour-slot is an answer of the hold's statement, not a database
 * error, and it writes none of its hours, whichever of them were free.
 */
const onServer = Boolean(process.env.TEST_DATABASE_URL);

describe(`a lost race for an hour (${onServer ? 'PostgreSQL' : 'PGlite'})`, async () => {
  const context = await createTestApp();
  const { app, deps } = context;
  const host = await createHost(context);
  const venue = await bookableVenue(context, host, { rent: '10' });
  const date = dateIn(context, 3);
  const now = new Date();

  const hold = (customerId: string, hours: Array<{ hour: number; slot: number }>, executor: Executor = deps.db) => {
    const id = crypto.randomUUID();
    return repository.writeHold(
      executor,
      {
        customerId,
        venueId: venue.uuid,
        now,
        since: new Date(now.getTime() - 60_000),
        rateLimit: 10,
        limits: { maxHolds: 3, maxHoursAtListing: 70, maxHoursOverall: 140 },
      },
      {
        id,
        venueId: venue.uuid,
        customerId,
        status: ReservationStatus.INPROCESS,
        amountCents: 1000 * hours.length,
        slots: [1],
        adults: 1,
        children: 0,
        infants: 0,
        schedules: [{ date, intervals: hours.map(({ hour }) => `${String(hour).padStart(2, '0')}:00`) }],
        startsAt: now,
        endsAt: now,
        holdExpiresAt: new Date(now.getTime() + 15 * 60_000),
        cancellationPolicy: 'flexible',
        priceLines: null,
        bookingMode: 'instant',
        approval: null,
        createdAt: now,
      },
      hours.map((hour) => ({ date, ...hour })),
      [],
    );
  };
  const count = async (query: ReturnType<typeof sql>) => (await queryRows<{ n: number }>(deps.db, query))[0]!.n;

  it('answers taken, writes none of the request’s hours and counts its attempt', async () => {
    const first = await createCustomer(context);
    const second = await createCustomer(context);
    const won = await hold(first.user.id, [{ hour: 10, slot: 1 }]);
    expect(won.taken).toBe(false);
    expect(won.created?.customerId).toBe(first.user.id);

    // 09:00 is free and 10:00 is not: neither is held for the second customer, and no statement failed.
    const lost = await hold(second.user.id, [
      { hour: 9, slot: 1 },
      { hour: 10, slot: 1 },
    ]);
    expect(lost).toMatchObject({ admitted: true, taken: true, created: undefined });
    expect(
      await count(
        sql`select count(*)::int as n from reservation_hours where venue_id = ${venue.uuid} and date = ${date}`,
      ),
    ).toBe(1);
    expect(await count(sql`select count(*)::int as n from reservations where customer_id = ${second.user.id}`)).toBe(0);
    expect(await count(sql`select count(*)::int as n from booking_attempts where user_id = ${second.user.id}`)).toBe(1);
    expect(await count(sql`select count(*)::int as n from events where user_id = ${second.user.id}`)).toBe(0);

    // The free hour is still free: the same customer holds it on its own.
    const again = await hold(second.user.id, [{ hour: 9, slot: 1 }]);
    expect(again.taken).toBe(false);
    expect(again.created?.customerId).toBe(second.user.id);
  });

  // Migration 0027: no exception block, so no subtransaction: the hours carry the booking's own transaction id.
  it('writes a won hold’s hours in the booking’s own transaction, without a subtransaction', async () => {
    const customer = await createCustomer(context);
    const won = await hold(customer.user.id, [
      { hour: 19, slot: 1 },
      { hour: 20, slot: 1 },
    ]);
    const rows = await queryRows<{ same: boolean }>(
      deps.db,
      sql`select h.xmin::text = r.xmin::text as same from reservation_hours h
        join reservations r on r.id = h.reservation_id where r.id = ${won.created!.id}`,
    );
    expect(rows.map((row) => row.same)).toEqual([true, true]);
  });

  it('still refuses at once hours of a booking that does not exist, outside the hold', async () => {
    const orphan = repository.holdHours(deps.db, crypto.randomUUID(), venue.uuid, [{ date, hour: 12, slot: 1 }], true);
    await expect(orphan).rejects.toSatisfy((error: unknown) => databaseErrorCode(error) === '23503');
  });

  // Through the API: the hour is free when the request reads the listing (in its own read, or one before it:
  // decision 025), and taken by the time it writes.
  it.skipIf(!onServer).each([
    ['in its own read', 14, false],
    ['in a read before the request', 16, true],
  ])(
    'answers 409 and tells the customer when the hour is taken after the listing was read %s',
    async (_label, hour, warm) => {
      const first = await createCustomer(context);
      const second = await createCustomer(context);
      if (warm) {
        const before = await app.inject({
          method: 'POST',
          url: '/api/v1/reservation/request',
          headers: second.auth,
          payload: bookingBody(venue.uuid, dateIn(context, 4), ['10:00']),
        });
        expect(before.statusCode).toBe(201);
      }
      const other = await openDatabase({ databaseUrl: serverUrlOf(deps.database)!, poolSize: 1 });
      try {
        const { pending } = await other.db.transaction(async (tx) => {
          // The first customer's hold is written and not yet committed: the second request cannot see it.
          expect((await hold(first.user.id, [{ hour, slot: 1 }], tx)).taken).toBe(false);
          const pending = app.inject({
            method: 'POST',
            url: '/api/v1/reservation/request',
            headers: second.auth,
            payload: bookingBody(venue.uuid, date, [`${hour}:00`]),
          });
          // The second request waits for this transaction at the unique index before this one commits.
          await expect
            .poll(
              async () =>
                (
                  await queryRows<{ n: number }>(
                    deps.db,
                    sql`select count(*)::int as n from pg_stat_activity
                    where datname = current_database() and wait_event_type = 'Lock'`,
                  )
                )[0]!.n,
              { timeout: 10_000 },
            )
            .toBe(1);
          // Wrapped: the transaction would otherwise wait for the request it is holding up before committing.
          return { pending };
        });
        const answer = await pending;
        expect(answer.statusCode).toBe(409);
        expect(answer.json().message).toBe(Messages.bookingHoursTaken);
        const [failed] = await queryRows<{ payload: { message: string; reason: string } }>(
          deps.db,
          sql`select payload from events where user_id = ${second.user.id} and type = 'reservation_failed'`,
        );
        expect(failed?.payload).toMatchObject({ message: Messages.bookingHoursTaken, reason: 'taken' });
        expect(
          await count(sql`select count(*)::int as n from reservations where customer_id = ${second.user.id}`),
        ).toBe(warm ? 1 : 0);
        expect(
          await count(sql`select count(*)::int as n from booking_attempts where user_id = ${second.user.id}`),
        ).toBe(warm ? 2 : 1);
      } finally {
        await other.close();
      }
    },
  );
});
