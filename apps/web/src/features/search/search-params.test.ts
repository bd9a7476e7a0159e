import { Limits } from '@app/contract';
import { describe, expect, it } from 'vitest';
import {
  emptyFilters,
  filtersFromParams,
  hasActiveFilters,
  pageCountOf,
  placeLabel,
  resultSummary,
  searchHref,
  toSearchParams,
  venueSearchQuery,
} from './search-params.ts';

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
