import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { Messages } from '@app/contract';
import { createTestApp } from '../../../test/app.ts';
import { bearer, createUser } from '../../../test/factories.ts';
import { categoryIdOf, createHost, createListing, listingFields } from '../../../test/venues.ts';

// earthdistance's sphere: earth() = 6378168 m.
const degreesNorthFor = (miles: number) => (miles * 1609.344) / ((6_378_168 * Math.PI) / 180);

describe('search, detail, favourites and approval', async () => {
  const context = await createTestApp();
  const { app, deps } = context;
  const backyard = await categoryIdOf(context, 'backyard');
  const pool = await categoryIdOf(context, 'swimming-pool');
  const court = await categoryIdOf(context, 'tennis-court');
  const host = await createHost(context);
  const center = { latitude: 39.5, longitude: -98.35 };
  const place = (milesNorth: number) => ({
    latitude: String(center.latitude + degreesNorthFor(milesNorth)),
    longitude: String(center.longitude),
  });

  const inside = await createListing(
    context,
    host,
    listingFields(backyard, { title: 'Prairie Backyard Inside', zipcode: '67501', ...place(49.9) }),
  );
  const outside = await createListing(
    context,
    host,
    listingFields(backyard, { title: 'Prairie Backyard Outside', zipcode: '67502', ...place(50.1) }),
  );
  const nearPool = await createListing(
    context,
    host,
    listingFields(pool, {
      title: 'Blue Lagoon Pool',
      description: 'Heated saltwater swimming pool',
      zipcode: '67501',
      ...place(5),
    }),
  );
  const farCourt = await createListing(
    context,
    host,
    listingFields(court, { title: 'Clay Tennis Court', zipcode: '94110', latitude: '37.76', longitude: '-122.41' }),
  );
  const pending = await createListing(
    context,
    host,
    listingFields(pool, { title: 'Pending Pool Party', ...place(1) }),
    { approve: false },
  );
  const inactive = await createListing(
    context,
    host,
    listingFields(pool, { title: 'Inactive Pool Cabana', status: '2', ...place(2) }),
  );
  const blockedHost = await createHost(context);
  const blockedListing = await createListing(
    context,
    blockedHost,
    listingFields(pool, { title: 'Blocked Host Pool', ...place(3) }),
  );
  await deps.db.execute(sql`update users set status = 2 where id = ${blockedHost.user.id}`);
  await deps.db.execute(sql`update venues set rating = 4.5, review_count = 3 where id = ${farCourt.uuid}`);
  await deps.db.execute(sql`update venues set rating = 4.5, review_count = 12 where id = ${nearPool.uuid}`);

  const customer = await createUser(deps);
  const customerAuth = bearer(customer.accessToken);
  const search = (query: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url: `/api/v1/venue/viewall/public?${query}`, headers });
  const idsOf = (response: Awaited<ReturnType<typeof search>>) =>
    response.json().data.map((venue: { uuid: string }) => venue.uuid);
  const range = (radius: unknown, point = center) =>
    `coordinateRange=${encodeURIComponent(JSON.stringify({ radius, longitude: point.longitude, latitude: point.latitude }))}`;

  it('returns only approved, active listings of active hosts, with the card shape and a count', async () => {
    const response = await search('limit=50&page=1');
    expect(response.statusCode).toBe(200);
    const ids = idsOf(response);
    expect(ids).toEqual(expect.arrayContaining([inside.uuid, outside.uuid, nearPool.uuid, farCourt.uuid]));
    for (const hidden of [pending.uuid, inactive.uuid, blockedListing.uuid]) expect(ids).not.toContain(hidden);
    expect(response.json().count).toBe(4);
    expect(response.json().data[0]).toMatchObject({
      uuid: expect.any(String),
      title: expect.any(String),
      description: expect.any(String),
      address: expect.any(String),
      images: expect.arrayContaining([expect.stringMatching(/^uploads\//)]),
      rent: 25,
      rating: expect.any(Number),
      category: { uuid: expect.any(String), name: expect.any(String) },
      host: { userId: host.user.id, name: 'Harper Host', designation: 'Venue Owner' },
      approved: true,
      status: 1,
    });
  });

  it('orders by rating then newest without a point, and by rating and review count for "popular"', async () => {
    // Equal ratings: the newer listing (farCourt) first; popular puts more reviews (nearPool) first.
    expect(idsOf(await search('limit=2'))).toEqual([farCourt.uuid, nearPool.uuid]);
    expect(idsOf(await search('limit=2&sort=popular'))).toEqual([nearPool.uuid, farCourt.uuid]);
    expect(idsOf(await search('limit=4&sort=newest'))[0]).toBe(farCourt.uuid);
  });

  it('matches text case-insensitively in title, description and address, tolerating typos', async () => {
    expect(idsOf(await search('search=LAGOON'))).toEqual([nearPool.uuid]);
    expect(idsOf(await search('search=saltwater'))).toEqual([nearPool.uuid]);
    expect(idsOf(await search('search=clay%20tennis'))).toEqual([farCourt.uuid]);
    expect(idsOf(await search('search=tenis'))).toEqual([farCourt.uuid]);
    expect(idsOf(await search('search=prairie%20backyrd')).sort()).toEqual([inside.uuid, outside.uuid].sort());
    expect((await search('search=zzzqqq')).json()).toEqual({ data: [], count: 0 });
    expect((await search('search=')).json().count).toBe(4);
  });

  it('filters by category and by zipcode', async () => {
    expect(idsOf(await search(`categoryId=${court}`))).toEqual([farCourt.uuid]);
    expect(idsOf(await search('zipcode=67501')).sort()).toEqual([inside.uuid, nearPool.uuid].sort());
    expect((await search('categoryId=not-a-uuid')).statusCode).toBe(400);
  });

  it('treats categoryId=0 and an empty categoryId as "any category" (docs/product/wire-contract.md#catalog-and-venues), public and signed in', async () => {
    const everything = idsOf(await search('limit=50')).sort();
    expect(everything).toHaveLength(4);
    const customer = await createUser(deps);
    for (const headers of [{}, bearer(customer.accessToken)]) {
      for (const path of ['/api/v1/venue/viewall/public', '/api/v1/venue/viewall']) {
        if (path === '/api/v1/venue/viewall' && !('authorization' in headers)) continue;
        for (const value of ['0', '', ' 0 ']) {
          const response = await app.inject({
            method: 'GET',
            url: `${path}?limit=50&page=1&search=&categoryId=${encodeURIComponent(value)}`,
            headers: { ...headers, 'content-type': 'application/json' },
          });
          expect(response.statusCode, `${path} categoryId=${JSON.stringify(value)}`).toBe(200);
          expect(idsOf(response).sort()).toEqual(everything);
          expect(response.json().count).toBe(4);
        }
      }
    }
    expect(idsOf(await search(`categoryId=0&${range(50)}`))).toEqual([nearPool.uuid, inside.uuid]);
  });

  it('finds listings within the radius (just inside yes, just outside no), nearest first, with distance', async () => {
    const response = await search(range(50));
    expect(idsOf(response)).toEqual([nearPool.uuid, inside.uuid]);
    expect(response.json().data[1].distance).toBeCloseTo(49.9, 1);
    expect(idsOf(await search(range(50.2)))).toEqual([nearPool.uuid, inside.uuid, outside.uuid]);
    expect(idsOf(await search(range('4')))).toEqual([]);
  });

  it('defaults the radius to 50 when it is a blank string or false', async () => {
    for (const radius of ['', false, null])
      expect(idsOf(await search(range(radius)))).toEqual([nearPool.uuid, inside.uuid]);
  });

  it('combines text, category, radius and zipcode', async () => {
    expect(idsOf(await search(`search=prairie&categoryId=${backyard}&${range(100)}`))).toEqual([
      inside.uuid,
      outside.uuid,
    ]);
    expect(idsOf(await search(`search=pool&categoryId=${backyard}&${range(100)}`))).toEqual([]);
  });

  it("ignores a zipcode beside or inside a coordinateRange with a point: a place's zipcode does not narrow a radius search", async () => {
    const within = [nearPool.uuid, inside.uuid, outside.uuid];
    expect(idsOf(await search(`${range(100)}&zipcode=67502`))).toEqual(within);
    expect((await search(`${range(100)}&zipcode=67502`)).json().count).toBe(3);
    const pointWithZip = `coordinateRange=${encodeURIComponent(
      JSON.stringify({ radius: 100, longitude: center.longitude, latitude: center.latitude, zipcode: '67502' }),
    )}`;
    expect(idsOf(await search(pointWithZip))).toEqual(within);
    expect(idsOf(await search(`${pointWithZip}&zipcode=67501`))).toEqual(within);
    // Without a point the zipcode still filters, given on its own or inside coordinateRange.
    expect(idsOf(await search('zipcode=67502'))).toEqual([outside.uuid]);
    const zipOnly = `coordinateRange=${encodeURIComponent(JSON.stringify({ zipcode: '67502' }))}`;
    expect(idsOf(await search(zipOnly))).toEqual([outside.uuid]);
  });

  it('paginates with a 1-based page and the total count', async () => {
    const first = await search('limit=3&page=1');
    const second = await search('limit=3&page=2');
    const beyond = await search('limit=3&page=9');
    expect(first.json().data).toHaveLength(3);
    expect(second.json().data).toHaveLength(1);
    expect(beyond.json()).toEqual({ data: [], count: 4 });
    expect(new Set([...idsOf(first), ...idsOf(second)]).size).toBe(4);
    expect((await search('')).json().data).toHaveLength(4);
    expect((await search('limit=0')).statusCode).toBe(400);
  });

  it('rejects a malformed coordinateRange and past or reversed dates', async () => {
    expect((await search('coordinateRange={oops')).statusCode).toBe(400);
    const today = new Date().toISOString().slice(0, 10);
    const past = await app.inject({
      method: 'GET',
      url: '/api/v1/venue/viewall?fromDate=2020-01-01',
      headers: customerAuth,
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe(Messages.searchFromInPast);
    const reversed = await app.inject({
      method: 'GET',
      url: `/api/v1/venue/viewall?fromDate=2099-01-10&toDate=2099-01-01`,
      headers: customerAuth,
    });
    expect(reversed.json().message).toBe(Messages.searchToBeforeFrom);
    const ok = await app.inject({
      method: 'GET',
      url: `/api/v1/venue/viewall?fromDate=${today}&toDate=${today}`,
      headers: customerAuth,
    });
    expect(ok.statusCode).toBe(200);
  });

  it('needs a login for the authenticated search, which accepts a JSON content type without a body', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/v1/venue/viewall' })).statusCode).toBe(401);
    const response = await app.inject({
      method: 'GET',
      url: '/api/v1/venue/viewall?limit=6&page=1&search=',
      headers: { ...customerAuth, 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().count).toBe(4);
  });

  it("hides a logged-in host's own listings from its search", async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/venue/viewall', headers: host.auth });
    expect(response.json()).toEqual({ data: [], count: 0 });
    expect((await search('', host.auth)).json().count).toBe(0);
  });

  it('shows a pending listing to its host and admins only, and lists it in the hosted view', async () => {
    expect((await app.inject({ method: 'GET', url: `/api/v1/venue/${pending.uuid}/view/public` })).statusCode).toBe(
      404,
    );
    expect(
      (await app.inject({ method: 'GET', url: `/api/v1/venue/${pending.uuid}/view`, headers: customerAuth }))
        .statusCode,
    ).toBe(404);
    const own = await app.inject({ method: 'GET', url: `/api/v1/venue/${pending.uuid}/view`, headers: host.auth });
    expect(own.json().data).toMatchObject({ uuid: pending.uuid, approved: false });
    const hosted = await app.inject({ method: 'GET', url: '/api/v1/venue/viewall/hosted', headers: host.auth });
    const hostedPending = hosted.json().data.find((venue: { uuid: string }) => venue.uuid === pending.uuid);
    expect(hostedPending).toMatchObject({ approved: false, category: { name: 'Swimming Pool' } });
    expect(hosted.json().data).toHaveLength(6);
    expect((await app.inject({ method: 'GET', url: `/api/v1/venue/${inactive.uuid}/view/public` })).statusCode).toBe(
      404,
    );
    expect(
      (await app.inject({ method: 'GET', url: `/api/v1/venue/${blockedListing.uuid}/view/public` })).statusCode,
    ).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/v1/venue/nope/view/public' })).statusCode).toBe(404);
    expect(
      (await app.inject({ method: 'GET', url: '/api/v1/venue/viewall/hosted', headers: customerAuth })).statusCode,
    ).toBe(422);
  });

  describe('favourites', () => {
    it('adds idempotently, flags search and detail, lists cards, and removes', async () => {
      for (let attempt = 0; attempt < 2; attempt++) {
        const added = await app.inject({
          method: 'POST',
          url: `/api/v1/venue/favourite/add/${nearPool.uuid}`,
          headers: customerAuth,
        });
        expect(added.statusCode).toBe(200);
        expect(added.json().message).toBe(Messages.addedToFavourites);
      }
      const list = await app.inject({ method: 'GET', url: '/api/v1/venue/favourite/viewall', headers: customerAuth });
      expect(list.json().data).toHaveLength(1);
      expect(list.json().data[0]).toMatchObject({ uuid: nearPool.uuid, isFavourite: true });
      const found = (await search('search=lagoon', customerAuth)).json().data[0];
      expect(found.isFavourite).toBe(true);
      expect((await search('search=lagoon')).json().data[0].isFavourite).toBe(false);
      const detail = await app.inject({
        method: 'GET',
        url: `/api/v1/venue/${nearPool.uuid}/view`,
        headers: customerAuth,
      });
      expect(detail.json().data.isFavourite).toBe(true);
      const removed = await app.inject({
        method: 'DELETE',
        url: `/api/v1/venue/favourite/remove/${nearPool.uuid}`,
        headers: customerAuth,
      });
      expect(removed.json().message).toBe(Messages.deletedSuccessfully);
      expect(
        (await app.inject({ method: 'GET', url: '/api/v1/venue/favourite/viewall', headers: customerAuth })).json()
          .data,
      ).toEqual([]);
    });

    it('needs a verified login and a bookable listing', async () => {
      expect(
        (await app.inject({ method: 'POST', url: `/api/v1/venue/favourite/add/${nearPool.uuid}` })).statusCode,
      ).toBe(401);
      const unverified = await createUser(deps, { emailVerified: false });
      expect(
        (
          await app.inject({
            method: 'POST',
            url: `/api/v1/venue/favourite/add/${nearPool.uuid}`,
            headers: bearer(unverified.accessToken),
          })
        ).statusCode,
      ).toBe(403);
      expect(
        (
          await app.inject({
            method: 'POST',
            url: `/api/v1/venue/favourite/add/${pending.uuid}`,
            headers: customerAuth,
          })
        ).statusCode,
      ).toBe(404);
      expect(
        (await app.inject({ method: 'POST', url: '/api/v1/venue/favourite/add/nope', headers: customerAuth }))
          .statusCode,
      ).toBe(404);
    });
  });

  describe('approval', () => {
    it('lists pending listings for admins, approves them into search, and rejects with an emailed reason', async () => {
      const admin = await createUser(deps, { isAdmin: true });
      const adminAuth = bearer(admin.accessToken);
      const queue = await app.inject({
        method: 'GET',
        url: '/api/v1/admin/venue/viewall?approved=false',
        headers: adminAuth,
      });
      expect(queue.statusCode).toBe(200);
      expect(queue.json().data.map((venue: { uuid: string }) => venue.uuid)).toContain(pending.uuid);
      expect(queue.json().data.every((venue: { approved: boolean }) => !venue.approved)).toBe(true);

      const approved = await app.inject({
        method: 'PUT',
        url: `/api/v1/admin/venue/${pending.uuid}/approve`,
        headers: adminAuth,
      });
      expect(approved.json().data.approved).toBe(true);
      expect(idsOf(await search('search=pending%20pool'))).toEqual([pending.uuid]);

      const noReason = await app.inject({
        method: 'PUT',
        url: `/api/v1/admin/venue/${pending.uuid}/reject`,
        headers: adminAuth,
        payload: {},
      });
      expect(noReason.statusCode).toBe(400);
      expect(noReason.json().message).toBe(Messages.rejectionReasonRequired);
      const rejected = await app.inject({
        method: 'PUT',
        url: `/api/v1/admin/venue/${pending.uuid}/reject`,
        headers: adminAuth,
        payload: { reason: 'Photos do not show the pool' },
      });
      expect(rejected.json().data).toMatchObject({ approved: false, rejectionReason: 'Photos do not show the pool' });
      expect(idsOf(await search('search=pending%20pool'))).toEqual([]);
      await deps.jobs.drain();
      const mail = (await deps.outbox.read()).find(
        (entry) => entry.subject?.includes('Pending Pool Party') && entry.text.includes('Photos do not show the pool'),
      );
      expect(mail).toBeDefined();
      const hosted = await app.inject({ method: 'GET', url: '/api/v1/venue/viewall/hosted', headers: host.auth });
      expect(hosted.json().data.find((venue: { uuid: string }) => venue.uuid === pending.uuid).rejectionReason).toBe(
        'Photos do not show the pool',
      );
    });

    it('hides the admin endpoints from everyone else with 404', async () => {
      for (const headers of [{}, customerAuth, host.auth]) {
        expect(
          (await app.inject({ method: 'GET', url: '/api/v1/admin/venue/viewall?approved=false', headers })).statusCode,
        ).toBe(404);
        expect(
          (await app.inject({ method: 'PUT', url: `/api/v1/admin/venue/${pending.uuid}/approve`, headers })).statusCode,
        ).toBe(404);
        expect(
          (
            await app.inject({
              method: 'PUT',
              url: `/api/v1/admin/venue/${pending.uuid}/reject`,
              headers,
              payload: { reason: 'x' },
            })
          ).statusCode,
        ).toBe(404);
      }
    });
  });
});
