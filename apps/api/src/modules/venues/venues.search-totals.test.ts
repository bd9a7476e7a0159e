import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { createTestApp } from '../../../test/app.ts';
import { bearer, createUser } from '../../../test/factories.ts';
import { planOf as plan } from '../../../test/plans.ts';
import { categoryIdOf, createHost } from '../../../test/venues.ts';
import { SEARCH_COUNT_CAP, searchVenues } from './venues.repository.ts';

/**
 * More matches than the total's cap: the page is then found by walking the order's index; within the cap, by
 * finding the matches first and sorting only them (venues.repository.ts `page`). Both must give the same order.
 */
describe('search totals and pages around the count cap', async () => {
  const context = await createTestApp();
  const { app, deps } = context;
  const backyard = await categoryIdOf(context, 'backyard');
  const pool = await categoryIdOf(context, 'swimming-pool');
  const host = await createHost(context);
  const customer = await createUser(deps);
  const today = Math.floor(deps.clock.now().getTime() / 86_400_000);
  const dayOf = (day: number) => new Date(day * 86_400_000).toISOString().slice(0, 10);
  const openDay = today + 3;
  /** Every backyard is open on this day. */
  const busyDay = today + 5;
  const backyards = SEARCH_COUNT_CAP + 10;
  const pools = 12;

  // Inserted by SQL: the create route would need three photos for each of a thousand listings.
  await deps.db.execute(sql`
    insert into venues (host_id, category_id, title, description, rent_cents, address, latitude, longitude, zipcode,
      timezone, max_adults, max_children, max_infants, approved, rating, review_count, created_at, open_days)
    select ${host.user.id}, case when g <= ${backyards} then ${backyard}::uuid else ${pool}::uuid end,
      'Listing ' || g, 'Generated for the count cap', 2500, g || ' Prairie Rd, Hutchinson, KS 67501, US',
      39.5 + g * 0.0001, -98.35, '67501', 'America/Chicago', 4, 0, 0, true, (g % 7) * 0.5, g % 3,
      now() - g * interval '1 minute',
      case when g > ${backyards} then array[${openDay}]::int[] else array[${busyDay}]::int[] end
    from generate_series(1, ${backyards + pools}) g`);

  const search = async (query: string, auth?: string) => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/v1/venue/viewall${auth ? '' : '/public'}?${query}`,
      headers: auth ? bearer(auth) : {},
    });
    expect(response.statusCode).toBe(200);
    return response.json() as { data: Array<{ uuid: string }>; count: number; countCapped?: boolean };
  };
  const idsOf = (body: { data: Array<{ uuid: string }> }) => body.data.map((venue) => venue.uuid);
  const ordered = async (where: ReturnType<typeof sql>, order: ReturnType<typeof sql>) =>
    (await queryRows<{ id: string }>(deps.db, sql`select id from venues v where ${where} order by ${order}`)).map(
      (row) => row.id,
    );
  const byRating = sql`v.rating desc, v.created_at desc, v.id`;

  it('caps the total past 1,000 matches and pages them in rating order', async () => {
    const everything = await ordered(sql`true`, byRating);
    const first = await search('limit=6&page=1');
    expect(first.count).toBe(SEARCH_COUNT_CAP);
    expect(first.countCapped).toBe(true);
    expect(idsOf(first)).toEqual(everything.slice(0, 6));
    expect(idsOf(await search('limit=6&page=4'))).toEqual(everything.slice(18, 24));
  });

  it('gives the exact total within the cap, and the same order page after page', async () => {
    const poolsByRating = await ordered(sql`v.category_id = ${pool}`, byRating);
    const first = await search(`limit=5&page=1&categoryId=${pool}`);
    expect(first.count).toBe(pools);
    expect(first.countCapped).toBeUndefined();
    const second = await search(`limit=5&page=2&categoryId=${pool}`);
    const third = await search(`limit=5&page=3&categoryId=${pool}`);
    expect([...idsOf(first), ...idsOf(second), ...idsOf(third)]).toEqual(poolsByRating);
    expect(await search(`limit=5&page=4&categoryId=${pool}`)).toEqual({ data: [], count: pools });
  });

  it('counts and pages a date search, and answers a date nobody is open on with nothing', async () => {
    const open = await search(
      `limit=6&page=2&fromDate=${dayOf(openDay)}&toDate=${dayOf(openDay)}`,
      customer.accessToken,
    );
    expect(open.count).toBe(pools);
    expect(idsOf(open)).toEqual((await ordered(sql`v.category_id = ${pool}`, byRating)).slice(6, 12));
    const closed = await search(`limit=6&page=1&fromDate=${dayOf(openDay + 1)}`, customer.accessToken);
    expect(closed).toEqual({ data: [], count: 0 });
  });

  it('finds a listing made bookable just after the same search found nothing (the total is cached, the page is not)', async () => {
    const query = `limit=6&page=1&search=${encodeURIComponent('gazebo meadow')}`;
    expect(await search(query)).toEqual({ data: [], count: 0 });
    const [created] = await queryRows<{ id: string }>(
      deps.db,
      sql`insert into venues (host_id, category_id, title, description, rent_cents, address, latitude, longitude,
          zipcode, timezone, max_adults, max_children, max_infants, approved)
        values (${host.user.id}, ${pool}, 'Gazebo Meadow', 'Just approved', 2500, '9 Meadow Ln, Bend, OR', 44.05,
          -121.31, '97701', 'America/Los_Angeles', 4, 0, 0, true)
        returning id`,
    );
    const found = await search(query);
    expect(idsOf(found)).toEqual([created!.id]);
    expect(found.count).toBe(1);
    await deps.db.execute(sql`update venues set deleted_at = now() where id = ${created!.id}`);
  });

  it('counts a radius search past the cap nearest first', async () => {
    const range = encodeURIComponent(JSON.stringify({ latitude: 39.5, longitude: -98.35, radius: 50 }));
    const body = await search(`limit=3&page=1&coordinateRange=${range}`);
    expect(body.count).toBe(SEARCH_COUNT_CAP);
    expect(body.countCapped).toBe(true);
    const nearest = await ordered(sql`true`, sql`v.latitude asc`);
    expect(idsOf(body)).toEqual(nearest.slice(0, 3));
  });

  const planOf = (statement: ReturnType<typeof sql>, scan: 'index' | 'bitmap', without: string[] = []) =>
    plan(deps.db, statement, scan, without);
  const filters = { terms: [], limit: 6, offset: 0 };

  it('counts a radius search from the location index alone, without looking up each host', async () => {
    await deps.db.execute(sql`vacuum analyze venues`);
    const point = { latitude: 39.5, longitude: -98.35, radiusMiles: 30 };
    const { countStatement } = await searchVenues(deps.db, { ...filters, sort: 'distance', point });
    const plan = await planOf(countStatement, 'index');
    expect(plan).toMatch(/Index Only Scan using venues_listed_location_idx/);
    expect(plan).not.toMatch(/users_pkey/);
  });

  it('counts a word within a category and a radius from the category location index alone, never the table', async () => {
    await deps.db.execute(sql`vacuum analyze venues`);
    const point = { latitude: 39.5, longitude: -98.35, radiusMiles: 30 };
    const search = await searchVenues(deps.db, {
      ...filters,
      terms: ['prairie'],
      sort: 'rating',
      categoryId: pool,
      point,
    });
    // A test-sized table makes any small index look as good; each of these leaves the word to the table.
    const plan = await planOf(search.countStatement, 'index', [
      'venues_listed_location_idx',
      'venues_host_idx',
      'venues_category_idx',
    ]);
    expect(plan).toMatch(/Index Only Scan using venues_listed_category_location_idx/);
    expect(plan).toMatch(/Index Scan using venues_long_category_location_idx/);
    expect(plan).toMatch(/search_document ~~/);
    expect(plan).not.toMatch(/users_pkey/);
    expect(await search.countMatches()).toBe(pools);
  });

  it('finds a word within a category and a radius in a description too long for that index, and saves it', async () => {
    // 5,000 characters of a non-Latin script that do not compress: ~15 KB, more than an index row holds.
    const script = Array.from({ length: 4990 }, (_unused, index) =>
      String.fromCharCode(0x4e00 + ((index * 7919) % 20000)),
    );
    const description = `${script.join('')} lakeshore`;
    const [long] = await queryRows<{ id: string }>(
      deps.db,
      sql`insert into venues (host_id, category_id, title, description, rent_cents, address, latitude, longitude,
          zipcode, timezone, max_adults, max_children, max_infants, approved)
        values (${host.user.id}, ${pool}, 'Long pool', ${description}, 2500, '1 Prairie Rd, Hutchinson, KS 67501, US',
          39.5, -98.35, '67501', 'America/Chicago', 4, 0, 0, true)
        returning id`,
    );
    // Edited, it is saved again (the vocabulary's row trigger).
    await deps.db.execute(
      sql`update venues set description = ${`${script.reverse().join('')} lakeshore`} where id = ${long!.id}`,
    );
    const range = encodeURIComponent(JSON.stringify({ latitude: 39.5, longitude: -98.35, radius: 30 }));
    const body = await search(`limit=20&page=1&search=lakeshore&categoryId=${pool}&coordinateRange=${range}`);
    expect(body.count).toBe(1);
    expect(idsOf(body)).toEqual([long!.id]);
    const both = await search(`limit=20&page=1&search=prairie&categoryId=${pool}&coordinateRange=${range}`);
    expect(both.count).toBe(pools + 1);
    expect(idsOf(both)).toContain(long!.id);
    await deps.db.execute(sql`update venues set deleted_at = now() where id = ${long!.id}`);
  });

  it('counts a date many listings are open on from the rating index alone, in an order unrelated to the table', async () => {
    await deps.db.execute(sql`vacuum analyze venues`);
    for (const categoryId of [undefined, backyard]) {
      const { countStatement } = await searchVenues(deps.db, {
        ...filters,
        sort: 'rating',
        categoryId,
        availableDates: { from: dayOf(busyDay - 1), to: dayOf(busyDay) },
      });
      // A test-sized table makes any small index look as good: these have nothing to do with dates.
      const plan = await planOf(countStatement, 'index', [
        'venues_host_idx',
        'venues_category_idx',
        'venues_listed_guests_idx',
        'venues_listed_rent_idx',
        'venues_listed_rent_desc_idx',
      ]);
      expect(plan).toMatch(/Index Only Scan using venues_listed_rating_idx/);
      expect(plan).not.toMatch(/users_pkey/);
    }
  });

  it('counts dates within a category from one index on both', async () => {
    await deps.db.execute(sql`analyze venues`);
    const { countStatement } = await searchVenues(deps.db, {
      ...filters,
      sort: 'rating',
      categoryId: pool,
      availableDates: { from: dayOf(openDay), to: dayOf(openDay) },
    });
    const plan = await planOf(countStatement, 'bitmap');
    expect(plan).toMatch(
      /Bitmap Index Scan on venues_listed_days_idx.*\n.*Index Cond: \(\(category_id = .*\) AND \(open_days && /,
    );
    expect(plan).not.toMatch(/BitmapAnd/);
  });
});
