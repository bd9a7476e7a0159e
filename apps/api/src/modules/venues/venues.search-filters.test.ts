import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PriceBands, PriceSpreadResponseSchema, SearchMessages, VenueSearchResponseSchema } from '@app/contract';
import { createTestApp } from '../../../test/app.ts';
import { planOf } from '../../../test/plans.ts';
import { queryRows } from '../../db/client.ts';
import { amenityIds, categoryIdOf, createHost, createListing, listingFields } from '../../../test/venues.ts';
import { searchVenues, type SearchFilters } from './venues.repository.ts';

/** docs/product/wire-contract.md#search: price, guests, amenities, instant book, the map's box and the new orders. */
describe('search filters and orders', async () => {
  const context = await createTestApp();
  const { app, deps } = context;
  const backyard = await categoryIdOf(context, 'backyard');
  const [wifi, grill] = await amenityIds(context, 2);
  const host = await createHost(context);
  const listing = (title: string, fields: Record<string, string>) =>
    createListing(context, host, listingFields(backyard, { title: `Zephyrine ${title}`, ...fields }));

  // Created in this order: newest is the last.
  const cheap = await listing('Cheap Lawn', {
    rent: '20',
    guestLimit: JSON.stringify({ adults: '4', children: '2', infants: '0' }),
    amenityIds: JSON.stringify([wifi, grill]),
    latitude: '10.1',
    longitude: '20.1',
  });
  const middle = await listing('Middle Patio', {
    rent: '50',
    guestLimit: JSON.stringify({ adults: '10', children: '0', infants: '0' }),
    amenityIds: JSON.stringify([wifi]),
    latitude: '10.5',
    longitude: '20.5',
  });
  const dear = await listing('Dear Terrace', {
    rent: '80.5',
    guestLimit: JSON.stringify({ adults: '2', children: '0', infants: '0' }),
    latitude: '11.5',
    longitude: '21.5',
  });
  const rules = await app.inject({
    method: 'PUT',
    url: `/api/v1/venue/${middle.uuid}/rules`,
    headers: host.auth,
    payload: { bookingMode: 'request' },
  });
  expect(rules.statusCode, rules.body).toBe(200);

  const search = (query: string) =>
    app.inject({ method: 'GET', url: `/api/v1/venue/viewall/public?search=zephyrine&limit=50&${query}` });
  const found = async (query: string) => {
    const response = await search(query);
    expect(response.statusCode, response.body).toBe(200);
    const body = VenueSearchResponseSchema.parse(response.json());
    expect(body.count).toBe(body.data.length);
    return body.data.map((card) => card.uuid);
  };
  const names = { [cheap.uuid]: 'cheap', [middle.uuid]: 'middle', [dear.uuid]: 'dear' };
  const named = async (query: string) => (await found(query)).map((id) => names[id]);
  const sorted = async (query: string) => (await named(query)).sort();

  it('keeps to a price range of the base rent an hour, both ends included', async () => {
    expect(await sorted('')).toEqual(['cheap', 'dear', 'middle']);
    expect(await sorted('minPrice=30')).toEqual(['dear', 'middle']);
    expect(await sorted('maxPrice=50')).toEqual(['cheap', 'middle']);
    expect(await sorted('minPrice=20&maxPrice=50')).toEqual(['cheap', 'middle']);
    expect(await sorted('minPrice=50.01&maxPrice=80.5')).toEqual(['dear']);
    expect(await sorted('maxPrice=19.99')).toEqual([]);
  });

  it('finds listings that take at least so many guests (adults and children)', async () => {
    expect(await sorted('guests=6')).toEqual(['cheap', 'middle']);
    expect(await sorted('guests=7')).toEqual(['middle']);
    expect(await sorted('guests=11')).toEqual([]);
  });

  it('finds listings with every amenity asked for', async () => {
    expect(await sorted(`amenityIds=${encodeURIComponent(JSON.stringify([wifi]))}`)).toEqual(['cheap', 'middle']);
    expect(await sorted(`amenityIds=${encodeURIComponent(JSON.stringify([wifi, grill]))}`)).toEqual(['cheap']);
    expect(await sorted(`amenityIds=${encodeURIComponent(JSON.stringify([grill, grill]))}`)).toEqual(['cheap']);
    expect(await sorted('amenityIds=%5B%5D')).toEqual(['cheap', 'dear', 'middle']);
  });

  it('finds only instant-book listings when asked, every listing otherwise', async () => {
    expect(await sorted('instantBook=true')).toEqual(['cheap', 'dear']);
    expect(await sorted('instantBook=false')).toEqual(['cheap', 'dear', 'middle']);
  });

  it("keeps to the map's visible area, instead of a point and radius", async () => {
    expect(await sorted('bbox=20,10,21,11')).toEqual(['cheap', 'middle']);
    expect(await sorted('bbox=21,11,22,12')).toEqual(['dear']);
    // A point and radius around the dear one are set aside for the box.
    const range = encodeURIComponent(JSON.stringify({ latitude: 11.5, longitude: 21.5, radius: 5 }));
    expect(await sorted(`bbox=20,10,20.2,10.2&coordinateRange=${range}`)).toEqual(['cheap']);
  });

  it('orders by price both ways, newest first, and by relevance as without a sort', async () => {
    expect(await named('sort=price_asc')).toEqual(['cheap', 'middle', 'dear']);
    expect(await named('sort=price_desc')).toEqual(['dear', 'middle', 'cheap']);
    expect(await named('sort=newest')).toEqual(['dear', 'middle', 'cheap']);
    expect(await named('sort=relevance')).toEqual(await named(''));
    const range = encodeURIComponent(JSON.stringify({ latitude: 11.5, longitude: 21.5, radius: 500 }));
    expect(await named(`sort=distance&coordinateRange=${range}`)).toEqual(['dear', 'middle', 'cheap']);
    expect(await named(`sort=relevance&coordinateRange=${range}`)).toEqual(['dear', 'middle', 'cheap']);
    expect(await named('sort=price_asc&maxPrice=60&guests=5')).toEqual(['cheap', 'middle']);
  });

  it("counts a search's listings in each price band, its own price range, order and page set aside", async () => {
    const spread = async (query: string) => {
      const response = await app.inject({
        method: 'GET',
        url: `/api/v1/venue/prices/public?search=zephyrine&${query}`,
      });
      expect(response.statusCode, response.body).toBe(200);
      const { bands } = PriceSpreadResponseSchema.parse(response.json()).data;
      expect(bands.map((band) => band.from)).toEqual([...PriceBands]);
      expect(bands.at(-1)!.to).toBeNull();
      return Object.fromEntries(bands.filter((band) => band.count > 0).map((band) => [band.from, band.count]));
    };
    // $20 is the first of the 20–30 band, $50 of 50–60, $80.50 in 80–100.
    expect(await spread('')).toEqual({ 20: 1, 50: 1, 80: 1 });
    expect(await spread('minPrice=60&maxPrice=90&sort=price_desc&page=3')).toEqual({ 20: 1, 50: 1, 80: 1 });
    expect(await spread('guests=6')).toEqual({ 20: 1, 50: 1 });
    expect(await spread('instantBook=true&bbox=20,10,22,12')).toEqual({ 20: 1, 80: 1 });
    expect(await spread(`amenityIds=${encodeURIComponent(JSON.stringify([wifi, grill]))}`)).toEqual({ 20: 1 });
    // The same refusals as the search itself.
    const bad = await app.inject({ method: 'GET', url: '/api/v1/venue/prices/public?guests=0' });
    expect(bad.statusCode).toBe(400);
    expect((bad.json() as { message: string }).message).toBe(SearchMessages.searchGuestsInvalid);
  });

  it('refuses a bad value with 400, its message and the field', async () => {
    const cases: Array<[string, string, string]> = [
      ['minPrice=cheap', 'minPrice', SearchMessages.searchPriceInvalid],
      ['maxPrice=-1', 'maxPrice', SearchMessages.searchPriceInvalid],
      ['minPrice=60&maxPrice=50', 'maxPrice', SearchMessages.searchPriceRange],
      ['guests=0', 'guests', SearchMessages.searchGuestsInvalid],
      ['guests=2.5', 'guests', SearchMessages.searchGuestsInvalid],
      ['amenityIds=wifi', 'amenityIds', SearchMessages.searchAmenitiesInvalid],
      [`amenityIds=${encodeURIComponent('["not-an-id"]')}`, 'amenityIds', SearchMessages.searchAmenitiesInvalid],
      ['instantBook=yes', 'instantBook', SearchMessages.searchInstantBookInvalid],
      ['bbox=20,10,21', 'bbox', SearchMessages.searchBboxInvalid],
      ['bbox=21,10,20,11', 'bbox', SearchMessages.searchBboxInvalid],
      ['bbox=20,-91,21,11', 'bbox', SearchMessages.searchBboxInvalid],
      ['sort=cheapest', 'sort', SearchMessages.searchSortInvalid],
      ['sort=distance', 'sort', SearchMessages.searchDistanceNeedsPoint],
      ['sort=distance&bbox=20,10,21,11', 'sort', SearchMessages.searchDistanceNeedsPoint],
    ];
    for (const [query, field, message] of cases) {
      const response = await search(query);
      expect(response.statusCode, query).toBe(400);
      const body = response.json() as { message: string; details: Record<string, string[] | string> };
      expect(body.message, query).toBe(message);
      // The field, or one of its items (`amenityIds.0`).
      const at = Object.entries(body.details).filter(([key]) => key === field || key.startsWith(`${field}.`));
      expect(JSON.stringify(at), query).toContain(message);
    }
  });

  it('finds the matches of each added filter, and walks each price order, by an index', async () => {
    await deps.db.execute(sql`analyze venues`);
    const base: SearchFilters = { terms: [], limit: 6, offset: 0, sort: 'rating' };
    // A test-sized table makes any index of the listed set look as good: the plan may use only the one it names.
    const indexes = (
      await queryRows<{ name: string }>(
        deps.db,
        sql`select i.relname as name from pg_index x join pg_class i on i.oid = x.indexrelid
          join pg_class t on t.oid = x.indrelid
          where t.relname in ('venues', 'venue_amenities') and not x.indisprimary and not x.indisunique`,
      )
    ).map((row) => row.name);
    const countPlan = async (filters: Partial<SearchFilters>, index: string) =>
      planOf(
        deps.db,
        (await searchVenues(deps.db, { ...base, ...filters })).countStatement,
        'bitmap',
        indexes.filter((name) => name !== index),
      );
    const cases: Array<[Partial<SearchFilters>, string, RegExp]> = [
      [{ rentCents: { min: 3000, max: 6000 } }, 'venues_listed_rent_idx', /rent_cents >= 3000/],
      [{ guests: 6 }, 'venues_listed_guests_idx', /\(max_adults \+ max_children\) >= 6/],
      [{ box: { minLng: 20, minLat: 10, maxLng: 21, maxLat: 11 } }, 'venues_listed_location_idx', /@>/],
      [{ instantBook: true }, 'venues_listed_instant_idx', /venues_listed_instant_idx/],
    ];
    for (const [filters, index, condition] of cases) {
      const plan = await countPlan(filters, index);
      expect(plan, index).toMatch(new RegExp(`Bitmap Index Scan on ${index}`));
      expect(plan.split('\n').find((line) => /Index Cond/.test(line) && condition.test(line)) ?? plan, index).toMatch(
        index === 'venues_listed_instant_idx' ? /Bitmap Index Scan/ : condition,
      );
    }
    // Each amenity asked for is one probe of the listing's own amenities, by their primary key: the walk in the
    // search's order goes on, listing by listing, only until the page (or the count's cap) is full.
    const amenityPlan = await planOf(
      deps.db,
      (await searchVenues(deps.db, { ...base, amenityIds: [wifi!, grill!] })).countStatement,
      'index',
      indexes,
    );
    expect(
      amenityPlan.match(/Index Only Scan using venue_amenities_venue_id_amenity_id_pk on venue_amenities/g),
    ).toHaveLength(2);
    expect(amenityPlan).not.toMatch(/HashAggregate|GroupAggregate/);
    // A page by price is read off the index in its order: nothing to sort.
    for (const [sort, index] of [
      ['price_asc', 'venues_listed_rent_idx'],
      ['price_desc', 'venues_listed_rent_desc_idx'],
    ] as const) {
      const order =
        sort === 'price_asc' ? sql`v.rent_cents, v.rating desc, v.id` : sql`v.rent_cents desc, v.rating desc, v.id`;
      const walk = await planOf(
        deps.db,
        sql`select v.id from venues v where v.approved and v.status = 1 and v.deleted_at is null order by ${order} limit 6`,
        'index',
        indexes.filter((name) => name !== index),
      );
      expect(walk).toMatch(new RegExp(`Index (Only )?Scan using ${index} `));
      expect(walk).not.toMatch(/Sort/);
    }
  });
});
