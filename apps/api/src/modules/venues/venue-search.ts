import {
  Limits,
  Messages,
  PriceBands,
  SearchMessages,
  isUuid,
  type PriceSpread,
  type VenueSearchQuery,
} from '@app/contract';
import type { Clock } from '../../lib/clock.ts';
import { fieldError } from '../../lib/errors.ts';
import { createProcessCache } from '../../lib/process-cache.ts';
import { toVenueCard } from './venues.presenter.ts';
import * as repository from './venues.repository.ts';
import type { Viewer, VenuesDeps } from './venues.deps.ts';

/**
 * Totals of recent searches, per instance, for a few seconds: counting every match is the costly part of a
 * broad search at 100k listings, and paging through the same search repeats it.
 */
const createCountCache = (clock: Clock) =>
  createProcessCache<string, number>({
    name: 'venues.search-totals',
    limit: 5_000,
    ttlMs: 10_000,
    now: () => clock.now().getTime(),
  });

/** Price spreads of recent searches, per instance, for a minute: one counts every match of the search. */
const createSpreadCache = (clock: Clock) =>
  createProcessCache<string, PriceSpread>({
    name: 'venues.price-spreads',
    limit: 2_000,
    ttlMs: 60_000,
    now: () => clock.now().getTime(),
  });

const countKeyOf = (query: VenueSearchQuery, viewer: Viewer) =>
  JSON.stringify([
    query.search ?? '',
    query.categoryId,
    query.coordinateRange,
    query.zipcode,
    query.fromDate,
    query.toDate,
    query.minPrice,
    query.maxPrice,
    query.guests,
    query.amenityIds ? [...query.amenityIds].sort() : undefined,
    query.instantBook,
    query.bbox,
    viewer?.id,
  ]);

/**
 * Listing search (`GET /venue/viewall[/public]`): text, category, place and radius or the map's box, dates, price,
 * guests, amenities, instant book, sort and paging.
 */
/** The repository's filters for a search query; a bad value is a 400 on its field. */
function filtersOf(query: VenueSearchQuery, viewer: Viewer, now: Date): repository.SearchFilters {
  if (query.fromDate || query.toDate) assertSearchDates(query, now);
  if (query.categoryId && !isUuid(query.categoryId)) throw fieldError('categoryId', Messages.unknownCategory);
  const range = query.coordinateRange;
  // The map's visible area replaces a point and its radius.
  const hasPoint = !query.bbox && range?.latitude !== undefined && range?.longitude !== undefined;
  if (query.sort === 'distance' && !hasPoint) throw fieldError('sort', SearchMessages.searchDistanceNeedsPoint);
  const terms = (query.search ?? '')
    .toLowerCase()
    .split(/[\s,]+/)
    .filter((term) => term.length > 0)
    .slice(0, 6);
  return {
    terms,
    categoryId: query.categoryId,
    // A radius search ignores zipcodes: the web app sends the chosen place's zipcode beside its point.
    zipcode: hasPoint || query.bbox ? undefined : (query.zipcode ?? range?.zipcode),
    point: hasPoint
      ? {
          latitude: range!.latitude!,
          longitude: range!.longitude!,
          radiusMiles: range!.radius ?? Limits.defaultRadiusMiles,
        }
      : undefined,
    excludeHostId: viewer?.id,
    availableDates:
      query.fromDate || query.toDate
        ? { from: query.fromDate ?? query.toDate!, to: query.toDate ?? query.fromDate! }
        : undefined,
    viewerId: viewer?.id,
    box: query.bbox,
    rentCents: {
      min: query.minPrice === undefined ? undefined : Math.round(query.minPrice * 100),
      max: query.maxPrice === undefined ? undefined : Math.round(query.maxPrice * 100),
    },
    guests: query.guests,
    amenityIds: query.amenityIds?.length ? [...new Set(query.amenityIds)] : undefined,
    instantBook: query.instantBook === true,
    sort: !query.sort || query.sort === 'relevance' ? (hasPoint ? 'distance' : 'rating') : query.sort,
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  };
}

/**
 * Listing search (`GET /venue/viewall[/public]`): text, category, place and radius or the map's box, dates, price,
 * guests, amenities, instant book, sort and paging; and the spread of its prices (`GET /venue/prices/public`).
 */
export function createVenueSearch(deps: Pick<VenuesDeps, 'db' | 'clock'>) {
  const { db } = deps;
  const countCache = createCountCache(deps.clock);
  const spreadCache = createSpreadCache(deps.clock);
  return {
    async search(query: VenueSearchQuery, viewer: Viewer) {
      const searchFilters = filtersOf(query, viewer, deps.clock.now());
      // The total first: it decides how the page is found (repository `page`), and it is cached across pages.
      const search = await repository.searchVenues(db, searchFilters);
      const countKey = countKeyOf(query, viewer);
      const cachedTotal = countCache.get(countKey);
      const found = cachedTotal === undefined ? await search.findMatches() : undefined;
      let counted = found ? countCache.set(countKey, found.total) : cachedTotal!;
      // The page is always read: a cached total may predate a listing that has just become bookable.
      const rows = await search.page(counted, found?.ids);
      if (searchFilters.offset === 0 && rows.length < searchFilters.limit) {
        counted = countCache.set(countKey, rows.length);
      } else if (searchFilters.offset + rows.length > counted) {
        counted = countCache.set(countKey, await search.countMatches());
      }
      const capped = counted > repository.SEARCH_COUNT_CAP;
      return {
        data: rows.map(toVenueCard),
        count: capped ? repository.SEARCH_COUNT_CAP : counted,
        ...(capped ? { countCapped: true } : {}),
      };
    },

    /** How many of the search's listings (its price range set aside) rent within each of `PriceBands`, per hour. */
    async priceSpread(query: VenueSearchQuery): Promise<PriceSpread> {
      const unpriced = { ...query, minPrice: undefined, maxPrice: undefined, sort: undefined, page: 1 };
      const key = countKeyOf(unpriced, undefined);
      const cached = spreadCache.get(key);
      if (cached) return cached;
      const search = await repository.searchVenues(db, filtersOf(unpriced, undefined, deps.clock.now()));
      const counts = await search.countByRent(PriceBands.map((dollars) => dollars * 100));
      return spreadCache.set(key, {
        bands: PriceBands.map((from, index) => ({
          from,
          to: PriceBands[index + 1] ?? null,
          count: counts[index] ?? 0,
        })),
      });
    },
  };
}

/** docs/product/rules.md#validation: From not before today, To not before From. "Today" allows for the earliest time zone. */
function assertSearchDates(query: VenueSearchQuery, now: Date) {
  const earliestToday = new Date(now.getTime() - 14 * 3_600_000).toISOString().slice(0, 10);
  if (query.fromDate && query.fromDate < earliestToday) throw fieldError('fromDate', Messages.searchFromInPast);
  if (query.fromDate && query.toDate && query.toDate < query.fromDate)
    throw fieldError('toDate', Messages.searchToBeforeFrom);
  if (!query.fromDate && query.toDate && query.toDate < earliestToday)
    throw fieldError('toDate', Messages.searchFromInPast);
}
