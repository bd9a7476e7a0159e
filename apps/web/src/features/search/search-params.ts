import { Limits, type SearchSort } from '@app/contract';

/**
 * The search's orders (`SearchSorts` of the contract). Not imported: the contract's list sits in venues.ts, whose zod
 * schemas would come along into every first visit (home links here). search-params.test.ts checks they are the same.
 */
export const searchSorts = [
  'relevance',
  'distance',
  'rating',
  'newest',
  'popular',
  'price_asc',
  'price_desc',
] as const satisfies readonly SearchSort[];

/** The search as the /listing URL holds it, so a search can be shared, bookmarked and reloaded (docs/product/screens.md, docs/product/rules.md#validation). */
export interface SearchFilters {
  /** Name box. */
  search: string;
  /** YYYY-MM-DD or ''. */
  fromDate: string;
  toDate: string;
  /** Free text; geocoded to a point when the search runs. */
  address: string;
  /** Miles around the address (URL key `r`). */
  radius: number;
  categoryId: string;
  /** 1-based. */
  page: number;
  // The filter bar's refinements. Each is left out at its default (as the URL leaves it out): read them through
  // `refinementsOf`, which fills the defaults in.
  /** Dollars an hour (the listing's base rent); null = no bound. */
  minPrice?: number | null;
  maxPrice?: number | null;
  /** Adults and children the listing takes at least; 0 = any. */
  guests?: number;
  /** Amenities a listing must all have. */
  amenityIds?: string[];
  /** Only listings that book instantly (not request-to-book). */
  instantBook?: boolean;
  /** Default 'relevance'; 'distance' only with a location. */
  sort?: SearchSort;
  /** The map's visible area "minLng,minLat,maxLng,maxLat", searched instead of the address; '' = none. */
  bbox?: string;
}

/** The refinements with their defaults filled in. */
export interface Refinements {
  minPrice: number | null;
  maxPrice: number | null;
  guests: number;
  amenityIds: string[];
  instantBook: boolean;
  sort: SearchSort;
  bbox: string;
}

export const defaultRefinements: Refinements = {
  minPrice: null,
  maxPrice: null,
  guests: 0,
  amenityIds: [],
  instantBook: false,
  sort: 'relevance',
  bbox: '',
};

export const refinementsOf = (filters: Partial<SearchFilters>): Refinements => ({
  minPrice: filters.minPrice ?? null,
  maxPrice: filters.maxPrice ?? null,
  guests: filters.guests ?? 0,
  amenityIds: filters.amenityIds ?? [],
  instantBook: filters.instantBook ?? false,
  sort: filters.sort ?? 'relevance',
  bbox: filters.bbox ?? '',
});

export const emptyFilters: SearchFilters = {
  search: '',
  fromDate: '',
  toDate: '',
  address: '',
  radius: Limits.defaultRadiusMiles,
  categoryId: '',
  page: 1,
};

export const radiusChoices = [5, 10, 25, 50, 100, 250] as const;

const isoDate = /^\d{4}-\d{2}-\d{2}$/;
const maxRadiusMiles = 12_500;

/** The search's bounds (docs/product/wire-contract.md#search). */
export const maxPriceDollars = 100_000;
export const maxGuests = 1000;
const maxAmenities = 50;
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const textOf = (params: URLSearchParams, key: string) => (params.get(key) ?? '').trim();
const dateOf = (params: URLSearchParams, key: string) => {
  const value = textOf(params, key);
  return isoDate.test(value) && !Number.isNaN(Date.parse(value)) ? value : '';
};

const priceOf = (params: URLSearchParams, key: string) => {
  const text = textOf(params, key);
  const price = Number(text);
  return text !== '' && Number.isFinite(price) && price >= 0 && price <= maxPriceDollars ? price : null;
};

/** Valid when the bounds are ordered (a valid price or none on each side). */
export const priceRangeValid = (minPrice: number | null, maxPrice: number | null) =>
  minPrice === null || maxPrice === null || maxPrice >= minPrice;

/** "minLng,minLat,maxLng,maxLat" in degrees, each minimum below its maximum; '' when malformed. */
export function bboxOf(text: string): string {
  const parts = text.split(',').map((part) => (part.trim() === '' ? Number.NaN : Number(part)));
  if (parts.length !== 4 || !parts.every(Number.isFinite)) return '';
  const [minLng, minLat, maxLng, maxLat] = parts as [number, number, number, number];
  const valid = minLng >= -180 && maxLng <= 180 && minLat >= -90 && maxLat <= 90 && minLng < maxLng && minLat < maxLat;
  return valid ? parts.join(',') : '';
}

/** Amenity ids as a set in a stable order (so the same choice is the same URL), only well-formed uuids. */
const amenityListOf = (ids: readonly string[]) =>
  [...new Set(ids.map((id) => id.trim().toLowerCase()).filter((id) => uuid.test(id)))].sort().slice(0, maxAmenities);

/** URL → refinements: the same fall-back to defaults; only what differs from its default is returned. */
function refinementsFromParams(params: URLSearchParams, located: boolean): Partial<SearchFilters> {
  const found: Partial<SearchFilters> = {};
  const minPrice = priceOf(params, 'minPrice');
  const maxPrice = priceOf(params, 'maxPrice');
  if (minPrice !== null) found.minPrice = minPrice;
  // An upper bound below the lower one is dropped (the API would refuse it).
  if (maxPrice !== null && priceRangeValid(minPrice, maxPrice)) found.maxPrice = maxPrice;
  const guestsText = textOf(params, 'guests');
  const guests = Number(guestsText);
  if (guestsText && Number.isInteger(guests) && guests >= 1 && guests <= maxGuests) found.guests = guests;
  const amenityIds = amenityListOf(textOf(params, 'amenities').split(','));
  if (amenityIds.length) found.amenityIds = amenityIds;
  if (['1', 'true'].includes(textOf(params, 'instant'))) found.instantBook = true;
  const sort = searchSorts.find((choice) => choice === textOf(params, 'sort'));
  // Distance needs a place to measure from: without an address it falls back to relevance.
  if (sort && sort !== 'relevance' && (sort !== 'distance' || located)) found.sort = sort;
  const bbox = bboxOf(textOf(params, 'bbox'));
  if (bbox) found.bbox = bbox;
  return found;
}

/**
 * URL → filters: missing or malformed values fall back to the defaults (radius 50, page 1; the refinements are left
 * out at their defaults). A map area (`bbox`) replaces the address.
 */
export function filtersFromParams(params: URLSearchParams): SearchFilters {
  const radius = Number(textOf(params, 'r'));
  const page = Number(textOf(params, 'page'));
  const address = bboxOf(textOf(params, 'bbox')) ? '' : textOf(params, 'address');
  return {
    search: textOf(params, 'search'),
    fromDate: dateOf(params, 'fromDate'),
    toDate: dateOf(params, 'toDate'),
    address,
    radius: Number.isFinite(radius) && radius > 0 && radius <= maxRadiusMiles ? radius : Limits.defaultRadiusMiles,
    categoryId: textOf(params, 'categoryId'),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    ...refinementsFromParams(params, address !== ''),
  };
}

/**
 * Filters → URL, in the order the home page writes them. Empty values are dropped; the radius always has a value
 * (default 50) so it is always written; page 1 is the default and is left out.
 */
export function toSearchParams(filters: Partial<SearchFilters>): URLSearchParams {
  const params = new URLSearchParams();
  const put = (key: string, value: string | undefined) => {
    const text = value?.trim();
    if (text) params.set(key, text);
  };
  put('search', filters.search);
  put('categoryId', filters.categoryId);
  put('address', filters.address);
  const radius = filters.radius && filters.radius > 0 ? filters.radius : Limits.defaultRadiusMiles;
  params.set('r', String(radius));
  put('fromDate', filters.fromDate);
  put('toDate', filters.toDate);
  const more = refinementsOf(filters);
  if (more.minPrice !== null) params.set('minPrice', String(more.minPrice));
  if (more.maxPrice !== null) params.set('maxPrice', String(more.maxPrice));
  if (more.guests > 0) params.set('guests', String(Math.floor(more.guests)));
  const amenityIds = amenityListOf(more.amenityIds);
  if (amenityIds.length) params.set('amenities', amenityIds.join(','));
  if (more.instantBook) params.set('instant', '1');
  const located = Boolean(filters.address?.trim()) && !more.bbox;
  if (more.sort !== 'relevance' && (more.sort !== 'distance' || located)) params.set('sort', more.sort);
  put('bbox', more.bbox);
  if (filters.page && filters.page > 1) params.set('page', String(Math.floor(filters.page)));
  return params;
}

/** The /listing link for a search. */
export const searchHref = (filters: Partial<SearchFilters>) => `/listing?${toSearchParams(filters).toString()}`;

/** How many of the filter bar's refinements narrow the results (the price range counts once; the order does not narrow). */
const refinementCount = (filters: SearchFilters) => {
  const more = refinementsOf(filters);
  return [
    more.minPrice !== null || more.maxPrice !== null,
    more.guests > 0,
    more.amenityIds.length > 0,
    more.instantBook,
    more.bbox,
  ].filter(Boolean).length;
};

/** True when anything narrows the results (the page number, the order and the default radius do not). */
export const hasActiveFilters = (filters: SearchFilters) =>
  Boolean(
    filters.search ||
    filters.fromDate ||
    filters.toDate ||
    filters.address ||
    filters.categoryId ||
    filters.radius !== Limits.defaultRadiusMiles ||
    refinementCount(filters) > 0,
  );

/** Counts the filters that narrow the results, for the phone's collapsed "Filters" button. */
export const activeFilterCount = (filters: SearchFilters) =>
  [filters.search, filters.address, filters.categoryId, filters.fromDate || filters.toDate].filter(Boolean).length +
  refinementCount(filters);

export const sameFilters = (a: SearchFilters, b: SearchFilters) =>
  toSearchParams(a).toString() === toSearchParams(b).toString();

/** Where the address points to, once geocoded. */
export interface SearchPoint {
  latitude: number;
  longitude: number;
}

const zipCode = /^\d{5}$/;

/**
 * The query of GET /venue/viewall[/public] (docs/product/wire-contract.md#catalog-and-venues). The address goes as `coordinateRange` when it was
 * geocoded; a bare ZIP that could not be geocoded still narrows by `zipcode`; otherwise the location is left out.
 * A map area goes as `bbox` instead of either. The refinements go in their wire form, left out at their defaults:
 * `amenityIds` as JSON text, `instantBook` 'true', `sort` 'distance' only with a point (else the default order).
 */
export function venueSearchQuery(filters: SearchFilters, point: SearchPoint | null) {
  const address = filters.address.trim();
  const more = refinementsOf(filters);
  const bbox = bboxOf(more.bbox) || undefined;
  const located = !bbox && point !== null;
  const amenityIds = amenityListOf(more.amenityIds);
  const maxPrice = priceRangeValid(more.minPrice, more.maxPrice) ? more.maxPrice : null;
  const sort = more.sort === 'relevance' || (more.sort === 'distance' && !located) ? undefined : more.sort;
  return {
    limit: Limits.listingsPerPage,
    page: filters.page,
    search: filters.search || undefined,
    categoryId: filters.categoryId || undefined,
    coordinateRange:
      located && point
        ? JSON.stringify({ latitude: point.latitude, longitude: point.longitude, radius: filters.radius })
        : undefined,
    zipcode: !point && !bbox && zipCode.test(address) ? address : undefined,
    fromDate: filters.fromDate || undefined,
    toDate: filters.toDate || undefined,
    minPrice: more.minPrice ?? undefined,
    maxPrice: maxPrice ?? undefined,
    guests: more.guests > 0 ? Math.floor(more.guests) : undefined,
    amenityIds: amenityIds.length ? JSON.stringify(amenityIds) : undefined,
    instantBook: more.instantBook ? ('true' as const) : undefined,
    sort,
    bbox,
  };
}

/**
 * The query of GET /venue/prices/public: the search's filters without its price range, order and page (the spread
 * ignores them; leaving them out keeps one cached answer while the price inputs change).
 */
export function priceSpreadQuery(filters: SearchFilters, point: SearchPoint | null) {
  const {
    limit: _limit,
    page: _page,
    ...query
  } = venueSearchQuery({ ...filters, minPrice: null, maxPrice: null, sort: 'relevance', page: 1 }, point);
  return query;
}

/** Page count for a total (docs/product/rules.md#constants: total divided by the page size, rounded up). */
export const pageCountOf = (count: number) => Math.max(0, Math.ceil(count / Limits.listingsPerPage));

/** A place as people write it: "Austin, TX 78701, US" → "Austin, TX 78701". */
export const placeLabel = (address: string) => address.trim().replace(/,\s*(US|USA|United States)$/i, '');

/** "12 spaces", "1,000+ spaces", "5 spaces within 25 miles of Austin, TX". */
export function resultSummary(count: number, capped: boolean, filters: SearchFilters, located: boolean) {
  const number = `${count.toLocaleString('en-US')}${capped ? '+' : ''}`;
  const text = `${number} ${count === 1 && !capped ? 'space' : 'spaces'}`;
  return located ? `${text} within ${filters.radius} miles of ${placeLabel(filters.address)}` : text;
}
