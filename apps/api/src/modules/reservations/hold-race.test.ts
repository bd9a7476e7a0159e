import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ReservationStatus } from '@app/contract';
import { createTestApp } from '../../../test/app.ts';
import { bookableVenue, createCustomer, dateIn } from '../../../test/bookings.ts';
import { createHost } from '../../../test/venues.ts';
import { databaseErrorCode, queryRows } from '../../db/client.ts';
import * as repository from './reservations.repository.ts';

/*
 * Decision 024: a request that loses the race for an hour-slot is an answer of the hold's statement, not a database
 * error, and it writes none of its hours, whichever of them were free.
 */
describe(`a lost race for an hour (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, async () => {
  const context = await createTestApp();
  const { deps } = context;
  const host = await createHost(context);
  const venue = await bookableVenue(context, host, { rent: '10' });
  const date = dateIn(context, 3);
  const now = new Date();

  const hold = (customerId: string, hours: Array<{ hour: number; slot: number }>) => {
    const id = crypto.randomUUID();
    return repository.writeHold(
      deps.db,
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

  it('still refuses at once hours of a booking that does not exist, outside the hold', async () => {
    const orphan = repository.holdHours(deps.db, crypto.randomUUID(), venue.uuid, [{ date, hour: 12, slot: 1 }], true);
    await expect(orphan).rejects.toSatisfy((error: unknown) => databaseErrorCode(error) === '23503');
  });
});
