import { Limits, SearchMessages, SearchSorts } from '@app/contract';
import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  defaultRefinements,
  emptyFilters,
  filtersFromParams,
  hasActiveFilters,
  priceSpreadQuery,
  refinementsOf,
  pageCountOf,
  placeLabel,
  resultSummary,
  searchHref,
  searchSorts,
  toSearchParams,
  venueSearchQuery,
  type SearchFilters,
} from './search-params.ts';
import { priceInvalidMessage, priceRangeMessage } from './MoreFilters.tsx';

const category = '5c0f1b76-3984-4f57-8fe1-63f10529ff1d';

describe('filtersFromParams (URL → filters)', () => {
  it('reads every filter of a shared link', () => {
    const filters = filtersFromParams(
      new URLSearchParams(
        `search=pool&categoryId=${category}&address=Austin%2C+TX&r=25&fromDate=2030-05-01&toDate=2030-05-03&page=3`,
      ),
    );
    expect(filters).toEqual({
      search: 'pool',
      categoryId: category,
      address: 'Austin, TX',
      radius: 25,
      fromDate: '2030-05-01',
      toDate: '2030-05-03',
      page: 3,
    });
  });

  it('falls back to radius 50 and page 1 when they are missing or malformed', () => {
    expect(filtersFromParams(new URLSearchParams(''))).toEqual(emptyFilters);
    expect(emptyFilters.radius).toBe(Limits.defaultRadiusMiles);
    for (const r of ['', 'abc', '0', '-5', '99999']) {
      expect(filtersFromParams(new URLSearchParams({ r })).radius).toBe(50);
    }
    for (const page of ['', '0', '-1', '1.5', 'two']) {
      expect(filtersFromParams(new URLSearchParams({ page })).page).toBe(1);
    }
  });

  it('ignores dates that are not YYYY-MM-DD and trims text', () => {
    const filters = filtersFromParams(
      new URLSearchParams({ fromDate: '05/01/2030', toDate: '2030-13-45', search: '  roof  ' }),
    );
    expect(filters.fromDate).toBe('');
    expect(filters.toDate).toBe('');
    expect(filters.search).toBe('roof');
  });
});

describe('toSearchParams (filters → URL)', () => {
  it('drops empty values and always writes the radius (default 50)', () => {
    expect(toSearchParams({ ...emptyFilters }).toString()).toBe('r=50');
    expect(toSearchParams({ address: 'Austin', categoryId: '', fromDate: '', toDate: '' }).toString()).toBe(
      'address=Austin&r=50',
    );
  });

  it('writes the home page parameters in order: categoryId, address, r, fromDate, toDate', () => {
    expect(
      searchHref({ categoryId: category, address: 'Austin, TX', fromDate: '2030-05-01', toDate: '2030-05-02' }),
    ).toBe(`/listing?categoryId=${category}&address=Austin%2C+TX&r=50&fromDate=2030-05-01&toDate=2030-05-02`);
  });

  it('is 1-based: page 1 is the default and left out, later pages are written', () => {
    expect(toSearchParams({ page: 1 }).has('page')).toBe(false);
    expect(toSearchParams({ page: 2 }).get('page')).toBe('2');
  });

  it('round-trips', () => {
    const filters = {
      search: 'tennis',
      categoryId: category,
      address: 'Seattle, WA',
      radius: 10,
      fromDate: '2030-01-02',
      toDate: '2030-01-09',
      page: 4,
    };
    expect(filtersFromParams(toSearchParams(filters))).toEqual(filters);
  });
});

describe('venueSearchQuery (filters → API query)', () => {
  it('sends the geocoded point as coordinateRange JSON with the radius', () => {
    const query = venueSearchQuery(
      { ...emptyFilters, address: 'Austin', radius: 25, page: 2 },
      { latitude: 30.26, longitude: -97.74 },
    );
    expect(query).toMatchObject({ limit: 6, page: 2 });
    expect(JSON.parse(query.coordinateRange!)).toEqual({ latitude: 30.26, longitude: -97.74, radius: 25 });
    expect(query.zipcode).toBeUndefined();
  });

  it('leaves empty filters out, and narrows by ZIP when a bare ZIP could not be placed', () => {
    expect(venueSearchQuery(emptyFilters, null)).toEqual({
      limit: 6,
      page: 1,
      search: undefined,
      categoryId: undefined,
      coordinateRange: undefined,
      zipcode: undefined,
      fromDate: undefined,
      toDate: undefined,
    });
    expect(venueSearchQuery({ ...emptyFilters, address: '78704' }, null).zipcode).toBe('78704');
    expect(venueSearchQuery({ ...emptyFilters, address: 'Nowhere' }, null).zipcode).toBeUndefined();
  });
});

describe('summaries', () => {
  it('counts pages by rounding up (6 per page)', () => {
    expect([0, 1, 6, 7, 12, 41].map(pageCountOf)).toEqual([0, 1, 1, 2, 2, 7]);
  });

  it('describes the result count, capped totals and the place', () => {
    expect(resultSummary(12, false, emptyFilters, false)).toBe('12 spaces');
    expect(resultSummary(1, false, emptyFilters, false)).toBe('1 space');
    expect(resultSummary(1000, true, emptyFilters, false)).toBe('1,000+ spaces');
    expect(resultSummary(5, false, { ...emptyFilters, address: 'Austin, TX 78701, US', radius: 25 }, true)).toBe(
      '5 spaces within 25 miles of Austin, TX 78701',
    );
    expect(placeLabel('Austin, TX')).toBe('Austin, TX');
  });

  it('knows when a search is filtered', () => {
    expect(hasActiveFilters(emptyFilters)).toBe(false);
    expect(hasActiveFilters({ ...emptyFilters, page: 3 })).toBe(false);
    expect(hasActiveFilters({ ...emptyFilters, search: 'pool' })).toBe(true);
  });
});

const wifi = '0b1f4a8e-6a53-4c1e-9b2a-1d2c3e4f5a6b';
const parking = '9e8d7c6b-5a49-4382-a716-151413121110';
const austin = { latitude: 30.26, longitude: -97.74 };
const area = '-97.9,30.1,-97.6,30.4';

describe('the filter bar refinements in the URL', () => {
  it("knows the contract's orders (kept here so its schemas stay out of the first visit)", () => {
    expect(searchSorts).toEqual(SearchSorts);
  });

  it("says the server's words for a bad price and an upside-down range", () => {
    expect(priceInvalidMessage).toBe(SearchMessages.searchPriceInvalid);
    expect(priceRangeMessage).toBe(SearchMessages.searchPriceRange);
  });

  it('reads price, guests, amenities, instant book, sort and the map area of a shared link', () => {
    const filters = filtersFromParams(
      new URLSearchParams(
        `minPrice=20&maxPrice=80.5&guests=4&amenities=${wifi},${parking}&instant=1&sort=price_asc&bbox=${area}`,
      ),
    );
    expect(refinementsOf(filters)).toEqual({
      minPrice: 20,
      maxPrice: 80.5,
      guests: 4,
      // A set, in a stable order.
      amenityIds: [wifi, parking].sort(),
      instantBook: true,
      sort: 'price_asc',
      bbox: area,
    });
  });

  it('falls back to the defaults for malformed refinements', () => {
    const bad = (query: string) => refinementsOf(filtersFromParams(new URLSearchParams(query)));
    for (const price of ['-1', 'abc', '100001', 'Infinity']) {
      expect(bad(`minPrice=${price}&maxPrice=${price}`)).toMatchObject({ minPrice: null, maxPrice: null });
    }
    // An upper bound below the lower one is dropped.
    expect(bad('minPrice=50&maxPrice=20')).toMatchObject({ minPrice: 50, maxPrice: null });
    expect(bad('minPrice=0')).toMatchObject({ minPrice: 0 });
    for (const guests of ['0', '-2', '1.5', 'two', '1001']) expect(bad(`guests=${guests}`).guests).toBe(0);
    expect(bad(`amenities=not-a-uuid,${wifi},${wifi}`).amenityIds).toEqual([wifi]);
    expect(bad('instant=yes').instantBook).toBe(false);
    expect(bad('sort=cheapest').sort).toBe('relevance');
    for (const bbox of ['1,2,3', '10,0,5,1', '0,10,1,5', '-200,0,0,1', 'a,b,c,d', '0,0,,1']) {
      expect(bad(`bbox=${bbox}`).bbox).toBe('');
    }
    expect(filtersFromParams(new URLSearchParams('')).sort).toBeUndefined();
  });

  it('keeps a distance order only with an address, and a map area replaces the address', () => {
    expect(refinementsOf(filtersFromParams(new URLSearchParams('sort=distance'))).sort).toBe('relevance');
    expect(refinementsOf(filtersFromParams(new URLSearchParams('address=Austin&sort=distance'))).sort).toBe('distance');
    const filters = filtersFromParams(new URLSearchParams(`address=Austin&sort=distance&bbox=${area}`));
    expect(filters.address).toBe('');
    expect(refinementsOf(filters)).toMatchObject({ bbox: area, sort: 'relevance' });
  });

  it('writes them after the home page parameters, defaults left out, and round-trips', () => {
    const filters: SearchFilters = {
      ...emptyFilters,
      search: 'pool',
      minPrice: 20,
      maxPrice: 80,
      guests: 3,
      amenityIds: [wifi, parking],
      instantBook: true,
      sort: 'rating',
      bbox: area,
      page: 2,
    };
    expect(toSearchParams(filters).toString()).toBe(
      `search=pool&r=50&minPrice=20&maxPrice=80&guests=3&amenities=${[wifi, parking].join('%2C')}&instant=1&sort=rating&bbox=${area.replaceAll(',', '%2C')}&page=2`,
    );
    expect(refinementsOf(filtersFromParams(toSearchParams(filters)))).toEqual(refinementsOf(filters));
    const defaults: SearchFilters = { ...emptyFilters, ...defaultRefinements };
    expect(toSearchParams(defaults).toString()).toBe('r=50');
    // Distance is left out without a place to measure from.
    expect(toSearchParams({ sort: 'distance' }).has('sort')).toBe(false);
    expect(toSearchParams({ address: 'Austin', sort: 'distance' }).get('sort')).toBe('distance');
  });
});

describe('venueSearchQuery: the refinements in their wire form', () => {
  it('sends prices, guests, amenityIds as JSON text and instantBook as true', () => {
    const query = venueSearchQuery(
      { ...emptyFilters, minPrice: 20, maxPrice: 80, guests: 3, amenityIds: [wifi, parking], instantBook: true },
      null,
    );
    expect(query).toMatchObject({ minPrice: 20, maxPrice: 80, guests: 3, instantBook: 'true' });
    expect(JSON.parse(query.amenityIds!)).toEqual([wifi, parking].sort());
    expect(venueSearchQuery({ ...emptyFilters, instantBook: false, guests: 0, amenityIds: [] }, null)).toMatchObject({
      instantBook: undefined,
      guests: undefined,
      amenityIds: undefined,
    });
    // Never an upside-down range.
    expect(venueSearchQuery({ ...emptyFilters, minPrice: 50, maxPrice: 10 }, null)).toMatchObject({
      minPrice: 50,
      maxPrice: undefined,
    });
  });

  it('sends the map area as bbox instead of coordinateRange or zipcode', () => {
    const query = venueSearchQuery({ ...emptyFilters, address: '78704', bbox: area }, austin);
    expect(query.bbox).toBe(area);
    expect(query.coordinateRange).toBeUndefined();
    expect(query.zipcode).toBeUndefined();
  });

  it('sends a distance order only with a point, else the default order', () => {
    expect(venueSearchQuery({ ...emptyFilters, address: 'Austin', sort: 'distance' }, austin).sort).toBe('distance');
    expect(venueSearchQuery({ ...emptyFilters, address: 'Austin', sort: 'distance' }, null).sort).toBeUndefined();
    expect(venueSearchQuery({ ...emptyFilters, sort: 'distance', bbox: area }, austin).sort).toBeUndefined();
    expect(venueSearchQuery({ ...emptyFilters, sort: 'relevance' }, null).sort).toBeUndefined();
    expect(venueSearchQuery({ ...emptyFilters, sort: 'price_desc' }, null).sort).toBe('price_desc');
  });

  it('asks the price spread without the price range, order, page and limit', () => {
    const query = priceSpreadQuery(
      { ...emptyFilters, search: 'pool', minPrice: 20, maxPrice: 80, sort: 'rating', page: 3, guests: 2 },
      null,
    );
    expect(query).toMatchObject({ search: 'pool', guests: 2 });
    for (const key of ['minPrice', 'maxPrice', 'sort', 'page', 'limit']) {
      expect((query as Record<string, unknown>)[key]).toBeUndefined();
    }
  });
});

describe('counting the refinements', () => {
  it('counts each refinement as a filter (the price range once), but not the order', () => {
    expect(activeFilterCount(emptyFilters)).toBe(0);
    expect(hasActiveFilters({ ...emptyFilters, sort: 'rating' })).toBe(false);
    expect(activeFilterCount({ ...emptyFilters, sort: 'rating' })).toBe(0);
    for (const patch of [
      { minPrice: 0 },
      { maxPrice: 40 },
      { guests: 2 },
      { amenityIds: [wifi] },
      { instantBook: true },
      { bbox: area },
    ]) {
      expect(hasActiveFilters({ ...emptyFilters, ...patch })).toBe(true);
      expect(activeFilterCount({ ...emptyFilters, ...patch })).toBe(1);
    }
    expect(
      activeFilterCount({
        ...emptyFilters,
        search: 'pool',
        minPrice: 10,
        maxPrice: 40,
        guests: 2,
        amenityIds: [wifi, parking],
        instantBook: true,
      }),
    ).toBe(5);
  });
});
