import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import tzlookup from '@photostructure/tz-lookup';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { login } from '../../../test/accounts.ts';
import { queryRows } from '../../db/client.ts';
import { referenceAmenities, referenceCategories } from '../seed-reference.ts';
import { DEMO_CUSTOMER_BOOKINGS } from '../demo-bookings.ts';
import { DEMO_REVIEWERS } from '../demo-reviews.ts';
import { DEMO_ACCOUNTS, seedDemoData } from '../seed.ts';
import { DEMO_EXTRA_HOSTS, DEMO_HOST_PASSWORD, DEMO_LISTINGS } from './listings.ts';
import { seedDemoListings } from './seed-listings.ts';

// `zipcodes` ships no types; only its lookup is needed here.
const zipcodes = createRequire(import.meta.url)('zipcodes') as {
  lookup(zip: string): { city: string; state: string; latitude: number; longitude: number } | undefined;
};

interface Row {
  id: string;
  title: string;
  address: string;
  zipcode: string;
  latitude: number;
  longitude: number;
  timezone: string;
  slots: number | null;
  approved: boolean;
  status: number;
  rent_cents: number;
  rating: number;
  slug: string;
  has_slots: boolean;
  host_email: string;
  images: Array<{ path: string; thumbnail_path: string; width: number; height: number; position: number }>;
  amenities: number;
}

const cityOf = (address: string) => address.split(', ')[1]!;
const milesBetween = (a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }) => {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((b.latitude - a.latitude) * rad) / 2) ** 2 +
    Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(((b.longitude - a.longitude) * rad) / 2) ** 2;
  return 2 * 3958.8 * Math.asin(Math.sqrt(h));
};

describe('demo listings', async () => {
  const context = await createTestApp();
  const { app, deps, dataDir } = context;
  // As the server seeds with the built-in test-mode card provider.
  await seedDemoData({ ...deps, testPayments: deps.payments });

  const rows = await queryRows<Row>(
    deps.db,
    sql`select v.id, v.title, v.address, v.zipcode, v.latitude, v.longitude, v.timezone, v.slots, v.approved, v.status,
          v.rent_cents, v.rating, c.slug, c.has_slots, u.email as host_email,
          coalesce((select json_agg(json_build_object('path', i.path, 'thumbnail_path', i.thumbnail_path, 'width', i.width,
            'height', i.height, 'position', i.position) order by i.position) from venue_images i where i.venue_id = v.id), '[]') as images,
          (select count(*)::int from venue_amenities va where va.venue_id = v.id) as amenities
        from venues v join categories c on c.id = v.category_id join users u on u.id = v.host_id`,
  );
  const approved = rows.filter((row) => row.approved);

  it('seeds at least 32 approved, active listings in every category and at least 8 cities', () => {
    expect(approved.length).toBeGreaterThanOrEqual(32);
    expect(approved.every((row) => row.status === 1 && Number(row.rating) >= 3.5)).toBe(true);
    for (const category of referenceCategories) {
      expect(approved.filter((row) => row.slug === category.slug).length, category.slug).toBeGreaterThanOrEqual(3);
    }
    expect(new Set(approved.map((row) => cityOf(row.address))).size).toBeGreaterThanOrEqual(8);
    expect(rows.filter((row) => !row.approved).map((row) => row.title)).toEqual([
      'Fishtown Courtyard Garden with Koi Pond',
    ]);
  });

  it('gives parking listings slots and other categories none', () => {
    for (const row of rows) {
      if (row.has_slots) expect(row.slots, row.title).toBeGreaterThanOrEqual(1);
      else expect(row.slots, row.title).toBeNull();
    }
  });

  it('uses valid time zones that match the coordinates, and ZIP codes of the right city', () => {
    for (const row of rows) {
      expect(() => new Intl.DateTimeFormat('en-US', { timeZone: row.timezone }), row.title).not.toThrow();
      expect(tzlookup(row.latitude, row.longitude), row.title).toBe(row.timezone);
      const zip = zipcodes.lookup(row.zipcode);
      expect(zip, row.title).toBeTruthy();
      expect(row.address, row.title).toContain(`, ${zip!.state} ${row.zipcode}, US`);
      expect(milesBetween(row, zip!), row.title).toBeLessThan(4);
    }
  });

  it('keeps rents, guest limits and amenities realistic', () => {
    const rentRange: Record<string, [number, number]> = {
      'parking-space': [300, 1200],
      'tennis-court': [2000, 4500],
      'basketball-court': [2000, 4500],
      'swimming-pool': [4000, 12000],
      rooftop: [6000, 15000],
      studio: [6000, 15000],
      backyard: [2500, 8000],
      garden: [2500, 8000],
    };
    for (const row of rows) {
      const [min, max] = rentRange[row.slug]!;
      expect(row.rent_cents, row.title).toBeGreaterThanOrEqual(min);
      expect(row.rent_cents, row.title).toBeLessThanOrEqual(max);
      expect(row.amenities, row.title).toBeGreaterThanOrEqual(3);
      expect(row.amenities, row.title).toBeLessThanOrEqual(8);
    }
    for (const listing of DEMO_LISTINGS) {
      expect(listing.guests.adults, listing.title).toBeGreaterThanOrEqual(1);
      if (listing.slots !== undefined) expect(listing.slots).toBeGreaterThanOrEqual(4);
      if (listing.slots !== undefined) expect(listing.slots).toBeLessThanOrEqual(20);
      for (const amenity of listing.amenities) expect(referenceAmenities.map((a) => a.slug)).toContain(amenity);
    }
  });

  it('stores at least 3 WebP images per listing (1200×800 plus a 480×360 thumbnail) under unique upload keys', async () => {
    const paths = new Set<string>();
    for (const row of rows) {
      expect(row.images.length, row.title).toBeGreaterThanOrEqual(3);
      expect(row.images.map((image) => image.position)).toEqual(row.images.map((_, index) => index));
      for (const image of row.images) {
        expect(image.path).toMatch(/^uploads\/venues\/([0-9a-f]{2})\/\1[0-9a-f-]{34}\.webp$/);
        expect(image.thumbnail_path).toBe(image.path.replace(/\.webp$/, '-thumb.webp'));
        expect([image.width, image.height]).toEqual([1200, 800]);
        expect(fs.existsSync(path.join(dataDir, image.path)), image.path).toBe(true);
        expect(fs.existsSync(path.join(dataDir, image.thumbnail_path)), image.thumbnail_path).toBe(true);
        paths.add(image.path);
      }
    }
    expect(paths.size).toBe(rows.reduce((sum, row) => sum + row.images.length, 0));
    for (const category of referenceCategories) {
      const image = rows.find((row) => row.slug === category.slug)!.images[0]!;
      const large = await sharp(path.join(dataDir, image.path)).metadata();
      const thumbnail = await sharp(path.join(dataDir, image.thumbnail_path)).metadata();
      expect([large.format, large.width, large.height], category.slug).toEqual(['webp', 1200, 800]);
      expect([thumbnail.format, thumbnail.width, thumbnail.height], category.slug).toEqual(['webp', 480, 360]);
    }
    const served = await app.inject({ method: 'GET', url: `/${rows[0]!.images[0]!.path}` });
    expect(served.statusCode).toBe(200);
  });

  it('gives each listing of a category a different cover picture where it can', () => {
    for (const category of referenceCategories) {
      const inCategory = rows.filter((row) => row.slug === category.slug);
      const covers = new Set(
        inCategory.map((row) => fs.readFileSync(path.join(dataDir, row.images[0]!.thumbnail_path)).toString('base64')),
      );
      expect(covers.size, category.slug).toBeGreaterThanOrEqual(Math.min(3, inCategory.length));
    }
  });

  it('assigns listings to the demo host and the extra demo hosts, who can log in', async () => {
    const owners = new Set(rows.map((row) => row.host_email));
    expect(owners).toEqual(
      new Set([DEMO_ACCOUNTS.host.email, ...Object.values(DEMO_EXTRA_HOSTS).map((host) => host.email)]),
    );
    const pools = await login(context, DEMO_EXTRA_HOSTS.pools.email, DEMO_HOST_PASSWORD);
    expect(pools.user).toMatchObject({ host: true, emailVerified: true, phoneVerified: true });
  });

  it('finds them through the public search, and a radius search around Austin finds only Austin', async () => {
    const all = await app.inject({ method: 'GET', url: '/api/v1/venue/viewall/public?limit=50' });
    expect(all.statusCode).toBe(200);
    expect(all.json().count).toBeGreaterThanOrEqual(32);
    expect(all.json().count).toBe(approved.length);
    const range = encodeURIComponent(JSON.stringify({ latitude: 30.2672, longitude: -97.7431, radius: 25 }));
    const austin = await app.inject({
      method: 'GET',
      url: `/api/v1/venue/viewall/public?limit=50&coordinateRange=${range}`,
    });
    const found = austin.json().data as Array<{ address: string; images: string[] }>;
    const expected = approved.filter((row) => cityOf(row.address) === 'Austin');
    expect(expected.length).toBeGreaterThanOrEqual(3);
    expect(found.length).toBe(expected.length);
    for (const venue of found) {
      expect(cityOf(venue.address)).toBe('Austin');
      expect(venue.images.length).toBeGreaterThanOrEqual(3);
    }
  });

  it('does nothing once venues exist (a second run adds no rows and writes no files)', async () => {
    const countFiles = () => fs.readdirSync(path.join(dataDir, 'uploads/venues'), { recursive: true }).length;
    const before = countFiles();
    const result = await seedDemoListings(deps, DEMO_ACCOUNTS.host.email);
    expect(result.skipped).toBe(true);
    const [count] = await queryRows<{ n: number }>(deps.db, sql`select count(*)::int as n from venues`);
    expect(count!.n).toBe(rows.length);
    expect(countFiles()).toBe(before);
  });

  it('gives every listing a schedule (weekly hours, most with a custom repeat) and one block, so it can be booked', async () => {
    const [counts] = await queryRows<{ venues: number; scheduled: number; repeating: number; blocked: number }>(
      deps.db,
      sql`select count(*)::int as venues,
        count(*) filter (where exists (select 1 from venue_schedules s where s.venue_id = v.id and s.type = 2))::int as scheduled,
        count(*) filter (where exists (select 1 from venue_schedules s where s.venue_id = v.id and s.type = 3))::int as repeating,
        count(*) filter (where (select count(*) from venue_blocks b where b.venue_id = v.id) = 1)::int as blocked
      from venues v`,
    );
    expect(counts!.scheduled).toBe(counts!.venues);
    expect(counts!.blocked).toBe(counts!.venues);
    expect(counts!.repeating).toBeGreaterThan(counts!.venues / 2);
    const first = approved[0]!;
    const detail = (await app.inject({ method: 'GET', url: `/api/v1/venue/${first.id}/view/public` })).json().data;
    expect(detail.schedules.length).toBeGreaterThan(20);
    expect(detail.schedules.some((day: { status: number }) => day.status === 1)).toBe(true);
  });

  it('adds completed bookings and reviews so listings show ratings', async () => {
    const [summary] = await queryRows<{ rated: number; approved: number; reviews: number }>(
      deps.db,
      sql`select count(*) filter (where review_count > 0 and rating between 3.5 and 5)::int as rated,
        count(*)::int as approved, (select count(*)::int from reviews) as reviews from venues where approved`,
    );
    expect(summary!.rated).toBe(summary!.approved);
    expect(summary!.reviews).toBeGreaterThanOrEqual(summary!.approved);
    const list = await app.inject({ method: 'GET', url: `/api/v1/review/${approved[0]!.id}/viewall` });
    expect(list.json().data[0]).toMatchObject({ postedBy: { name: expect.any(String) }, remark: expect.any(String) });
  });

  it("gives each completed booking its charge and the host's payout, pending until the host connects payouts", async () => {
    const ledgers = await queryRows<{ charged: number; payout: number; fee: number; payout_status: number }>(
      deps.db,
      sql`select r.amount_cents as charged, p.amount_cents as payout, p.fee_cents as fee, p.status as payout_status
        from reservations r
        join transactions c on c.reservation_id = r.id and c.type = 1 and c.status = 3 and c.user_id = r.customer_id
        join transactions p on p.reservation_id = r.id and p.type = 3
        where r.status = 4`,
    );
    const [completed] = await queryRows<{ n: number }>(
      deps.db,
      sql`select count(*)::int as n from reservations where status = 4`,
    );
    expect(ledgers).toHaveLength(completed!.n);
    for (const row of ledgers) {
      expect(row.payout_status).toBe(1);
      expect(row.fee).toBe(Math.round(row.charged / 10));
      expect(row.payout + row.fee).toBe(row.charged);
    }
    const host = await login(context, DEMO_ACCOUNTS.host.email, DEMO_ACCOUNTS.host.password);
    const payouts = (
      await app.inject({
        method: 'GET',
        url: '/api/v1/payment/transaction/viewall?type=seller',
        headers: { authorization: `Bearer ${host.tokens.access.value}` },
      })
    ).json().data;
    expect(payouts.length).toBeGreaterThan(0);
    expect(payouts[0]).toMatchObject({
      type: 3,
      status: 1,
      venueId: expect.any(String),
      venueTitle: expect.any(String),
    });
    expect(payouts[0].fee).toBeGreaterThan(0);
  });

  it('lets the demo reviewers log in with the password the README gives them', async () => {
    expect(DEMO_REVIEWERS).toHaveLength(5);
    for (const reviewer of DEMO_REVIEWERS) {
      const session = await login(context, reviewer.email, DEMO_HOST_PASSWORD);
      expect(session.user, reviewer.email).toMatchObject({ emailVerified: true, phoneVerified: true, host: false });
    }
    const refused = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { userName: DEMO_REVIEWERS[0]!.email, password: DEMO_ACCOUNTS.host.password },
    });
    expect(refused.statusCode).toBe(401);
  });

  it('gives the demo customer a past stay to review, an upcoming booking and a cancelled one with its refund', async () => {
    const customer = await login(context, DEMO_ACCOUNTS.customer.email, DEMO_ACCOUNTS.customer.password);
    const auth = { authorization: `Bearer ${customer.tokens.access.value}` };
    const bookings = (await app.inject({ method: 'GET', url: '/api/v1/reservation/viewall', headers: auth })).json()
      .data as Array<{ uuid: string; status: number; venueId: string; startsAt: string; endsAt: string }>;
    expect(bookings.map((booking) => booking.status).sort()).toEqual([2, 3, 4]);
    const now = deps.clock.now().getTime();
    const [past, upcoming, cancelled] = [4, 2, 3].map((status) => bookings.find((b) => b.status === status)!);
    expect(Date.parse(past!.endsAt)).toBeLessThan(now);
    expect(Date.parse(upcoming!.startsAt)).toBeGreaterThan(now + 24 * 3_600_000);
    expect(Date.parse(cancelled!.startsAt)).toBeGreaterThan(now);

    // Each starts at a booked hour where its listing is.
    const zones = await queryRows<{
      id: string;
      timezone: string;
      schedules: Array<{ date: string; intervals: string[] }>;
    }>(
      deps.db,
      sql`select r.id, v.timezone, r.schedules from reservations r join venues v on v.id = r.venue_id
        where r.customer_id = ${customer.user.uuid}`,
    );
    for (const row of zones) {
      const first = row.schedules[0]!;
      const local = new Intl.DateTimeFormat('en-CA', {
        timeZone: row.timezone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        hourCycle: 'h23',
      }).format(new Date(bookings.find((b) => b.uuid === row.id)!.startsAt));
      expect(local).toBe(`${first.date}, ${first.intervals[0]!.slice(0, 2)}`);
    }

    // The upcoming booking holds its hours; the listing page shows them taken.
    const [held] = await queryRows<{ n: number }>(
      deps.db,
      sql`select count(*)::int as n from reservation_hours where reservation_id = ${upcoming!.uuid}`,
    );
    expect(held!.n).toBe(2);
    const upcomingDay = zones.find((row) => row.id === upcoming!.uuid)!.schedules[0]!;
    const detail = (await app.inject({ method: 'GET', url: `/api/v1/venue/${upcoming!.venueId}/view/public` })).json()
      .data as { schedules: Array<{ date: string; intervals: Array<{ time: string; status: number }> }> };
    const offered = detail.schedules.find((day) => day.date === upcomingDay.date)!.intervals;
    for (const time of upcomingDay.intervals) expect(offered.find((hour) => hour.time === time)?.status, time).toBe(2);
    expect(offered.some((hour) => hour.status === 1)).toBe(true);

    // On the demo host's listings named by the seed's plan.
    const listings = await queryRows<{ id: string; slug: string; host_email: string }>(
      deps.db,
      sql`select r.id, c.slug, u.email as host_email from reservations r join venues v on v.id = r.venue_id
        join categories c on c.id = v.category_id join users u on u.id = v.host_id
        where r.customer_id = ${customer.user.uuid}`,
    );
    for (const [index, booking] of [past, upcoming, cancelled].entries()) {
      expect(listings.find((row) => row.id === booking!.uuid)).toMatchObject({
        slug: DEMO_CUSTOMER_BOOKINGS[index]!.category,
        host_email: DEMO_ACCOUNTS.host.email,
      });
    }
    expect(new Set([past!.venueId, upcoming!.venueId, cancelled!.venueId]).size).toBe(3);

    const transactions = (
      await app.inject({ method: 'GET', url: '/api/v1/payment/transaction/viewall', headers: auth })
    ).json().data as Array<{ type: number; status: number; amount: number; reservationId: string }>;
    const of = (id: string) =>
      transactions.filter((row) => row.reservationId === id).map((row) => [row.type, row.status, row.amount]);
    const amountOf = (id: string) => transactions.find((row) => row.reservationId === id && row.type === 1)!.amount;
    expect(of(past!.uuid)).toEqual([[1, 3, amountOf(past!.uuid)]]);
    expect(of(upcoming!.uuid)).toEqual([[1, 3, amountOf(upcoming!.uuid)]]);
    expect(of(cancelled!.uuid).sort()).toEqual([
      [1, 3, amountOf(cancelled!.uuid)],
      [2, 3, amountOf(cancelled!.uuid)],
    ]);
    expect(amountOf(cancelled!.uuid)).toBeGreaterThan(0);

    // The past stay is the one they may review (and have not yet); the upcoming one is refused until it starts.
    const review = (venueId: string) =>
      app.inject({
        method: 'POST',
        url: `/api/v1/review/${venueId}/create`,
        headers: auth,
        payload: { rating: 5, remarks: 'Just as the photos showed.' },
      });
    if (upcoming!.venueId !== past!.venueId) expect((await review(upcoming!.venueId)).statusCode).toBe(422);
    const written = await review(past!.venueId);
    expect(written.statusCode).toBe(201);
    const mine = (written.json().data as Array<{ postedBy: { uuid: string } }>).filter(
      (shown) => shown.postedBy.uuid === customer.user.uuid,
    );
    expect(mine).toHaveLength(1);

    // A newcomer may cancel the upcoming booking: its charge went through the test-mode provider, so it is refunded.
    const cancel = await app.inject({
      method: 'PUT',
      url: `/api/v1/reservation/cancell/${upcoming!.uuid}`,
      headers: auth,
    });
    expect(cancel.statusCode).toBe(200);
    await deps.jobs.drain();
    const [refund] = await queryRows<{ status: number; amount_cents: number; charged: number }>(
      deps.db,
      sql`select t.status, t.amount_cents, r.amount_cents as charged from transactions t
        join reservations r on r.id = t.reservation_id where t.reservation_id = ${upcoming!.uuid} and t.type = 2`,
    );
    expect(refund).toMatchObject({ status: 3 });
    expect(refund!.amount_cents).toBe(refund!.charged);
  });
});
