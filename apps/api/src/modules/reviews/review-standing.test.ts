import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { Messages } from '@app/contract';
import { createTestApp } from '../../../test/app.ts';
import {
  blockDayCancelling,
  bookableVenue,
  bookingBody,
  createCustomer,
  insertReservation,
  paidBooking,
  requestBooking,
} from '../../../test/bookings.ts';
import { createUser, freshAuth } from '../../../test/factories.ts';
import { createHost } from '../../../test/venues.ts';
import { ensureRecurringJob } from '../../jobs/queue.ts';
import { migrationsFolder, queryRows } from '../../db/client.ts';
import { reviews } from '../../db/schema.ts';
import { addDays, instantOfLocal, localToday } from '../availability/expand.ts';
import { RESTORE_REVIEWS_JOB } from './reviews.jobs.ts';

/** docs/product/rules.md#reviews: a review rests on a stay that has started and was not cancelled. */
describe('a review rests on a started stay', async () => {
  const context = await createTestApp();
  const { app, deps, clock } = context;
  const zone = 'America/Los_Angeles';
  const host = await createHost(context);
  const admin = await createUser(deps, { isAdmin: true });
  const listing = () =>
    bookableVenue(context, host, {
      title: 'Echo Park Garden Patio',
      latitude: '34.0782',
      longitude: '-118.2606',
      zipcode: '90026',
      address: '1632 Echo Park Ave, Los Angeles, CA 90026, US',
      timezone: zone,
    });
  // Each test has a listing of its own, so its ratings are its reviews alone.
  let venue: Awaited<ReturnType<typeof listing>>;
  const day = (offset: number) => addDays(localToday(new Date(), zone), offset);
  const startOf = (date: string, time: string) => new Date(instantOfLocal(date, time, zone));

  beforeEach(async () => {
    clock.set(new Date());
    venue = await listing();
  });

  /** A new customer with a paid booking of one hour on `date` at `time` (listing-local). */
  async function stay(date: string, time = '10:00') {
    const customer = await createCustomer(context, { displayName: 'Rowan Reviewer' });
    const booking = await paidBooking(context, customer.auth, venue.uuid, date, [time]);
    return { customer, booking };
  }
  const at = async (when: Date, userId: string) => {
    clock.set(when);
    return freshAuth(deps, userId);
  };
  const review = (auth: Record<string, string>, rating = 4) =>
    app.inject({
      method: 'POST',
      url: `/api/v1/review/${venue.uuid}/create`,
      headers: auth,
      payload: { rating, remarks: 'Shady and calm.' },
    });
  const cancelByAdmin = async (bookingId: string) => {
    const response = await app.inject({
      method: 'POST',
      url: `/api/v1/admin/reservations/${bookingId}/cancel`,
      headers: await freshAuth(deps, admin.user.id),
      payload: { reason: 'Refunded after a complaint' },
    });
    expect(response.statusCode).toBe(200);
  };
  const shownReviews = async () =>
    (await app.inject({ method: 'GET', url: `/api/v1/review/${venue.uuid}/viewall` })).json().data as Array<{
      postedBy: { uuid: string };
      rating: number;
    }>;
  /** The listing's rating and count wherever the app shows them: listing page, search card, host list, admin's view. */
  async function ratingsShown() {
    const hostAuth = await freshAuth(deps, host.user.id);
    const adminAuth = await freshAuth(deps, admin.user.id);
    const get = async (url: string, headers?: Record<string, string>) =>
      (await app.inject({ method: 'GET', url, headers })).json();
    const pick = (venueData: { rating: number; reviewCount: number }) => ({
      rating: venueData.rating,
      reviewCount: venueData.reviewCount,
    });
    const search = await get(`/api/v1/venue/viewall/public?limit=50&search=${encodeURIComponent('Echo Park')}`);
    const hosted = await get('/api/v1/venue/viewall/hosted', hostAuth);
    const find = (rows: Array<{ uuid: string }>) => rows.find((row) => row.uuid === venue.uuid) as never;
    return {
      page: pick((await get(`/api/v1/venue/${venue.uuid}/view/public`)).data),
      search: pick(find(search.data)),
      host: pick(find(hosted.data)),
      admin: pick((await get(`/api/v1/venue/${venue.uuid}/view`, adminAuth)).data),
    };
  }
  const everywhere = (rating: number, reviewCount: number) => ({
    page: { rating, reviewCount },
    search: { rating, reviewCount },
    host: { rating, reviewCount },
    admin: { rating, reviewCount },
  });
  /** The restore job, run once by the job runner (due now by the database's clock; it reads the test clock). */
  const runRestoreJob = async () => {
    await ensureRecurringJob(deps.db, RESTORE_REVIEWS_JOB, new Date());
    await deps.jobs.drain();
  };

  it('refuses a review until the first booked hour has begun where the listing is, then takes it', async () => {
    const date = day(3);
    const { customer, booking } = await stay(date, '10:00');
    const start = startOf(date, '10:00');
    expect(new Date(booking.startsAt).getTime()).toBe(start.getTime());
    // Before booking, while upcoming, at 10:00 UTC (the small hours in Los Angeles), a minute before: all refused.
    for (const when of [new Date(), new Date(`${date}T10:00:00Z`), new Date(start.getTime() - 60_000)]) {
      const refused = await review(await at(when, customer.user.id));
      expect(refused.statusCode, when.toISOString()).toBe(422);
      expect(refused.json().message).toBe('You can review a space once your booking has started.');
      expect(refused.json().message).toBe(Messages.reviewNotEligible);
    }
    expect(await shownReviews()).toEqual([]);
    const taken = await review(await at(start, customer.user.id));
    expect(taken.statusCode).toBe(201);
    expect((await shownReviews()).map((shown) => shown.postedBy.uuid)).toEqual([customer.user.id]);
  });

  it('refuses the customer whose only stay was cancelled, and one with an unpaid hold', async () => {
    const date = day(4);
    const { customer, booking } = await stay(date, '12:00');
    await cancelByAdmin(booking.uuid);
    const refused = await review(await at(startOf(date, '13:00'), customer.user.id));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(Messages.reviewNotEligible);
    clock.set(new Date());
    const holder = await createCustomer(context, { displayName: 'Hollis Holder' });
    await requestBooking(context, holder.auth, bookingBody(venue.uuid, date, ['15:00']));
    const unpaid = await review(await at(startOf(date, '15:00'), holder.user.id));
    expect(unpaid.statusCode).toBe(422);
    expect(await shownReviews()).toEqual([]);
  });

  it('hides a review when the stay it rests on is cancelled and refunded, everywhere its rating shows', async () => {
    const date = day(5);
    expect(await ratingsShown()).toEqual(everywhere(0, 0));
    const first = await stay(date, '09:00');
    const second = await stay(date, '11:00');
    expect((await review(await at(startOf(date, '11:00'), first.customer.user.id), 5)).statusCode).toBe(201);
    expect((await review(await at(startOf(date, '11:00'), second.customer.user.id), 4)).statusCode).toBe(201);
    expect(await ratingsShown()).toEqual(everywhere(4.5, 2));

    await cancelByAdmin(first.booking.uuid);
    expect((await shownReviews()).map((shown) => shown.postedBy.uuid)).toEqual([second.customer.user.id]);
    expect(await ratingsShown()).toEqual(everywhere(4, 1));
    const [refund] = await queryRows<{ n: number }>(
      deps.db,
      sql`select count(*)::int as n from transactions where reservation_id = ${first.booking.uuid} and type = 2`,
    );
    expect(refund!.n).toBe(1);
    // The review is kept, only hidden: the author cannot post a second one.
    const [kept] = await queryRows<{ n: number }>(
      deps.db,
      sql`select count(*)::int as n from reviews where author_id = ${first.customer.user.id}`,
    );
    expect(kept!.n).toBe(1);
  });

  it('keeps a review shown while another started stay of the listing remains', async () => {
    const customer = await createCustomer(context, { displayName: 'Remy Regular' });
    const earlier = await paidBooking(context, customer.auth, venue.uuid, day(6), ['09:00']);
    const later = await paidBooking(context, customer.auth, venue.uuid, day(7), ['09:00']);
    const auth = await at(startOf(day(7), '09:30'), customer.user.id);
    expect((await review(auth)).statusCode).toBe(201);
    await cancelByAdmin(later.uuid);
    expect((await shownReviews()).map((shown) => shown.postedBy.uuid)).toEqual([customer.user.id]);
    expect(await ratingsShown()).toEqual(everywhere(4, 1));
    // With the earlier stay cancelled too, nothing is left for it to rest on.
    await cancelByAdmin(earlier.uuid);
    expect(await shownReviews()).toEqual([]);
  });

  it('hides it when the host cancels the started stay through Alter Reservations', async () => {
    const date = day(8);
    const { customer } = await stay(date, '15:00');
    const auth = await at(startOf(date, '15:10'), customer.user.id);
    expect((await review(auth)).statusCode).toBe(201);
    const block = await blockDayCancelling(context, await freshAuth(deps, host.user.id), venue.uuid, date);
    expect(block.statusCode).toBe(201);
    expect(await shownReviews()).toEqual([]);
    expect(await ratingsShown()).toEqual(everywhere(0, 0));
  });

  it('never leaves a review shown on a stay cancelled while the review was being written', async () => {
    // On PostgreSQL the two run side by side, the cancel a little later each round so that either may go first;
    // each round either refuses the review or hides it.
    const rounds = 14;
    const date = day(10);
    const guests = [];
    for (let round = 0; round < rounds; round++)
      guests.push(await stay(date, `${String(8 + round).padStart(2, '0')}:00`));
    clock.set(startOf(date, '21:30'));
    const adminAuth = await freshAuth(deps, admin.user.id);
    const outcomes = await Promise.all(
      guests.map(async ({ customer, booking }, round) => {
        const auth = await freshAuth(deps, customer.user.id);
        const [written, cancelled] = await Promise.all([
          review(auth),
          new Promise((resolve) => setTimeout(resolve, round * 20)).then(() =>
            app.inject({
              method: 'POST',
              url: `/api/v1/admin/reservations/${booking.uuid}/cancel`,
              headers: adminAuth,
              payload: { reason: 'Refunded after a complaint' },
            }),
          ),
        ]);
        expect(cancelled.statusCode).toBe(200);
        expect([201, 422]).toContain(written.statusCode);
        return written.statusCode;
      }),
    );
    expect(outcomes).toHaveLength(rounds);
    expect(await shownReviews()).toEqual([]);
    expect(await ratingsShown()).toEqual(everywhere(0, 0));
  });

  it('counts every review of guests who post at the same moment', async () => {
    const ratings = [5, 1, 4.5, 2, 3, 5, 1.5, 4, 2.5, 3.5];
    const date = day(11);
    const guests = [];
    for (const [index] of ratings.entries()) guests.push(await stay(date, `${String(9 + index).padStart(2, '0')}:00`));
    clock.set(startOf(date, '20:00'));
    const auths = await Promise.all(guests.map(({ customer }) => freshAuth(deps, customer.user.id)));
    const written = await Promise.all(auths.map((auth, index) => review(auth, ratings[index])));
    expect(written.map((response) => response.statusCode)).toEqual(ratings.map(() => 201));
    const mean = Math.round((ratings.reduce((sum, rating) => sum + rating, 0) / ratings.length) * 10) / 10;
    expect(await ratingsShown()).toEqual(everywhere(mean, ratings.length));
  });

  it('shows a hidden review again once another stay of the listing starts, and its rating with it', async () => {
    const customer = await createCustomer(context, { displayName: 'Robin Returning' });
    const cancelled = await paidBooking(context, customer.auth, venue.uuid, day(9), ['10:00']);
    const next = await paidBooking(context, customer.auth, venue.uuid, day(12), ['16:00']);
    expect((await review(await at(startOf(day(9), '10:00'), customer.user.id), 1)).statusCode).toBe(201);
    await cancelByAdmin(cancelled.uuid);
    expect(await shownReviews()).toEqual([]);
    expect(await ratingsShown()).toEqual(everywhere(0, 0));

    clock.set(new Date(new Date(next.startsAt).getTime() - 60_000));
    expect(await context.services.reviews.restoreStanding()).toBe(0);
    expect(await shownReviews()).toEqual([]);
    expect(await ratingsShown()).toEqual(everywhere(0, 0));

    clock.set(new Date(next.startsAt));
    await runRestoreJob();
    expect((await shownReviews()).map((shown) => shown.postedBy.uuid)).toEqual([customer.user.id]);
    expect(await ratingsShown()).toEqual(everywhere(1, 1));
  });

  it('hides, on upgrade, the reviews written before their stay started (migration 0032)', async () => {
    const backfill = fs
      .readFileSync(path.join(migrationsFolder, '0032_review_standing.sql'), 'utf8')
      .split('--> statement-breakpoint')
      .filter((statement) => /^\s*(--.*\n)*\s*UPDATE/i.test(statement));
    expect(backfill).toHaveLength(2);
    const early = await stay(day(13), '10:00');
    const past = await createCustomer(context, { displayName: 'Pat Past' });
    await insertReservation(context, {
      venueId: venue.uuid,
      customerId: past.user.id,
      status: 4,
      schedules: [{ date: '2026-11-01', intervals: ['10:00'] }],
      startsAt: new Date('2026-11-01T17:00:00Z'),
      endsAt: new Date('2026-11-01T18:00:00Z'),
    });
    // As the old code let them: a review on a stay ten days ahead, and one after a stay.
    for (const [authorId, rating] of [
      [early.customer.user.id, 4],
      [past.user.id, 2],
    ] as const)
      await deps.db.insert(reviews).values({ venueId: venue.uuid, authorId, rating, remark: 'Written back then.' });
    await deps.db.execute(sql`update venues set rating = 3, review_count = 2 where id = ${venue.uuid}`);
    for (const statement of backfill) await deps.db.execute(sql.raw(statement));
    expect((await shownReviews()).map((shown) => shown.postedBy.uuid)).toEqual([past.user.id]);
    expect(await ratingsShown()).toEqual(everywhere(2, 1));
    // Its stay starts: it comes back (with the other tests' reviews the upgrade hid, which ran on the test clock).
    clock.set(new Date(early.booking.startsAt));
    expect(await context.services.reviews.restoreStanding()).toBeGreaterThanOrEqual(1);
    expect(await ratingsShown()).toEqual(everywhere(3, 2));
  });
});
