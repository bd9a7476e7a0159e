import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { Messages } from '@app/contract';
import { createTestApp } from '../../../test/app.ts';
import { bearer, createUser } from '../../../test/factories.ts';
import { categoryIdOf, createHost, createListing, listingFields } from '../../../test/venues.ts';
import { queryRows } from '../../db/client.ts';
import { reservations } from '../../db/schema.ts';

describe('reviews', async () => {
  const context = await createTestApp();
  const { app, deps } = context;
  const host = await createHost(context);
  const venue = await createListing(context, host, listingFields(await categoryIdOf(context, 'rooftop')));

  /**
   * A customer with a booking of the listing in the given status (2 confirmed, 4 completed, 3 cancelled), by default
   * one that started on 1 December 2026 (`startsAt` moves it).
   */
  async function guest(status?: number, name = 'Riley Reviewer', startsAt = new Date('2026-12-01T15:00:00Z')) {
    const created = await createUser(deps, { displayName: name });
    if (status) {
      await deps.db.insert(reservations).values({
        venueId: venue.uuid,
        customerId: created.user.id,
        status,
        amountCents: 2500,
        slots: [],
        adults: 1,
        children: 0,
        infants: 0,
        schedules: [{ date: startsAt.toISOString().slice(0, 10), intervals: ['10:00'] }],
        startsAt,
        endsAt: new Date(startsAt.getTime() + 3_600_000),
      });
    }
    return { ...created, auth: bearer(created.accessToken) };
  }
  const create = (auth: Record<string, string>, body: Record<string, unknown>, venueId = venue.uuid) =>
    app.inject({ method: 'POST', url: `/api/v1/review/${venueId}/create`, headers: auth, payload: body });
  const ratingOf = async () =>
    (
      await queryRows<{ rating: number; review_count: number }>(
        deps.db,
        sql`select rating, review_count from venues where id = ${venue.uuid}`,
      )
    )[0]!;

  it('lets a guest with a started confirmed or a completed booking review once; the list comes back', async () => {
    const confirmed = await guest(2, 'Casey Confirmed');
    const response = await create(confirmed.auth, { remarks: 'Lovely view at sunset', rating: 4 });
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toBe(Messages.reviewThanks);
    expect(response.json().data).toEqual([
      {
        uuid: expect.any(String),
        postedBy: { uuid: confirmed.user.id, name: 'Casey Confirmed' },
        rating: 4,
        remark: 'Lovely view at sunset',
        createdAt: expect.any(String),
      },
    ]);
    const again = await create(confirmed.auth, { remarks: 'Twice', rating: 5 });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(Messages.reviewExists);
    const completed = await guest(4, 'Cora Completed');
    expect((await create(completed.auth, { remarks: 'Great', rating: '4.5' })).statusCode).toBe(201);
    const list = await app.inject({ method: 'GET', url: `/api/v1/review/${venue.uuid}/viewall` });
    expect(
      list
        .json()
        .data.map((review: { rating: number }) => review.rating)
        .sort(),
    ).toEqual([4, 4.5]);
  });

  it('refuses guests without such a booking, an upcoming one included', async () => {
    const upcoming = await guest(2, 'Una Upcoming', new Date(deps.clock.now().getTime() + 10 * 86_400_000));
    for (const candidate of [await guest(), await guest(3), await guest(1), upcoming]) {
      const response = await create(candidate.auth, { remarks: 'Never went', rating: 3 });
      expect(response.statusCode).toBe(422);
      expect(response.json().message).toBe(Messages.reviewNotEligible);
    }
    expect((await create({}, { remarks: 'x', rating: 3 })).statusCode).toBe(401);
    const unverified = await createUser(deps, { emailVerified: false });
    expect((await create(bearer(unverified.accessToken), { remarks: 'x', rating: 3 })).statusCode).toBe(403);
  });

  it.each([
    [{ rating: 0, remarks: '' }, Messages.reviewIncomplete],
    [{}, Messages.reviewIncomplete],
    [{ rating: 0.7, remarks: 'odd' }, Messages.reviewRatingInvalid],
    [{ rating: 5.5, remarks: 'too much' }, Messages.reviewRatingInvalid],
    [{ rating: 0, remarks: 'zero stars' }, Messages.reviewRatingInvalid],
    [{ rating: 'abc', remarks: 'x' }, Messages.reviewRatingInvalid],
    [{ rating: 3, remarks: 'x'.repeat(2001) }, Messages.reviewRemarkTooLong],
  ])('rejects %j with a clear message and stores nothing', async (body, message) => {
    const candidate = await guest(2);
    const response = await create(candidate.auth, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    const [row] = await queryRows<{ n: number }>(
      deps.db,
      sql`select count(*)::int as n from reviews where author_id = ${candidate.user.id}`,
    );
    expect(row!.n).toBe(0);
  });

  it('keeps the listing rating (mean, one decimal) and count in step through create, update and delete', async () => {
    const other = await createListing(context, host, listingFields(await categoryIdOf(context, 'studio')));
    const book = async (status: number) => {
      const created = await createUser(deps);
      await deps.db.insert(reservations).values({
        venueId: other.uuid,
        customerId: created.user.id,
        status,
        amountCents: 100,
        slots: [],
        adults: 1,
        children: 0,
        infants: 0,
        schedules: [{ date: '2026-12-01', intervals: ['10:00'] }],
        startsAt: new Date('2026-12-01T15:00:00Z'),
        endsAt: new Date('2026-12-01T16:00:00Z'),
      });
      return bearer(created.accessToken);
    };
    const rating = async () =>
      (
        await queryRows<{ rating: number; review_count: number }>(
          deps.db,
          sql`select rating, review_count from venues where id = ${other.uuid}`,
        )
      )[0]!;
    const first = await book(2);
    const second = await book(4);
    const a = (await create(first, { rating: 4, remarks: 'Good' }, other.uuid)).json().data[0].uuid;
    await create(second, { rating: 4.5, remarks: 'Better' }, other.uuid);
    expect(await rating()).toEqual({ rating: 4.3, review_count: 2 });
    const updated = await app.inject({
      method: 'PUT',
      url: `/api/v1/review/${other.uuid}/update/${a}`,
      headers: first,
      payload: { rating: 3, remarks: 'Changed my mind' },
    });
    expect(updated.json().message).toBe(Messages.reviewUpdated);
    expect(await rating()).toEqual({ rating: 3.8, review_count: 2 });
    const stranger = await book(2);
    expect(
      (
        await app.inject({
          method: 'PUT',
          url: `/api/v1/review/${other.uuid}/update/${a}`,
          headers: stranger,
          payload: { rating: 1, remarks: 'x' },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/v1/review/${other.uuid}/delete/${a}`, headers: stranger }))
        .statusCode,
    ).toBe(404);
    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/v1/review/${other.uuid}/delete/${a}`,
      headers: first,
    });
    expect(removed.json().message).toBe(Messages.reviewDeleted);
    expect(await rating()).toEqual({ rating: 4.5, review_count: 1 });
    const card = (await app.inject({ method: 'GET', url: `/api/v1/venue/${other.uuid}/view/public` })).json().data;
    expect(card).toMatchObject({ rating: 4.5, reviewCount: 1 });
    const admin = await createUser(deps, { isAdmin: true });
    const remaining = (await app.inject({ method: 'GET', url: `/api/v1/review/${other.uuid}/viewall` })).json().data[0]
      .uuid;
    expect(
      (
        await app.inject({
          method: 'DELETE',
          url: `/api/v1/review/${other.uuid}/delete/${remaining}`,
          headers: bearer(admin.accessToken),
        })
      ).statusCode,
    ).toBe(200);
    expect(await rating()).toEqual({ rating: 0, review_count: 0 });
  });

  it('answers 404 for unknown listings and reviews', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/v1/review/not-a-uuid/viewall' })).statusCode).toBe(404);
    expect(
      (await app.inject({ method: 'GET', url: '/api/v1/review/00000000-0000-4000-8000-000000000000/viewall' }))
        .statusCode,
    ).toBe(404);
    const candidate = await guest(2);
    expect(
      (
        await app.inject({
          method: 'PUT',
          url: `/api/v1/review/${venue.uuid}/update/nope`,
          headers: candidate.auth,
          payload: { rating: 3, remarks: 'x' },
        })
      ).statusCode,
    ).toBe(404);
    expect(await ratingOf()).toMatchObject({ review_count: expect.any(Number) });
  });
});
