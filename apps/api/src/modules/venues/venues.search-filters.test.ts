import { describe, expect, it } from 'vitest';
import { SearchMessages, VenueSearchResponseSchema } from '@app/contract';
import { createTestApp } from '../../../test/app.ts';
import { amenityIds, categoryIdOf, createHost, createListing, listingFields } from '../../../test/venues.ts';

/** docs/product/wire-contract.md#search: price, guests, amenities, instant book, the map's box and the new orders. */
describe('search filters and orders', async () => {
  const context = await createTestApp();
  const { app } = context;
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
});
