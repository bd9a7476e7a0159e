import { Limits } from '@app/contract';

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
}

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

const textOf = (params: URLSearchParams, key: string) => (params.get(key) ?? '').trim();
const dateOf = (params: URLSearchParams, key: string) => {
  const value = textOf(params, key);
  return isoDate.test(value) && !Number.isNaN(Date.parse(value)) ? value : '';
};

/** URL → filters: missing or malformed values fall back to the defaults (radius 50, page 1). */
export function filtersFromParams(params: URLSearchParams): SearchFilters {
  const radius = Number(textOf(params, 'r'));
  const page = Number(textOf(params, 'page'));
  return {
    search: textOf(params, 'search'),
    fromDate: dateOf(params, 'fromDate'),
    toDate: dateOf(params, 'toDate'),
    address: textOf(params, 'address'),
    radius: Number.isFinite(radius) && radius > 0 && radius <= maxRadiusMiles ? radius : Limits.defaultRadiusMiles,
    categoryId: textOf(params, 'categoryId'),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
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
  if (filters.page && filters.page > 1) params.set('page', String(Math.floor(filters.page)));
  return params;
}

/** The /listing link for a search. */
export const searchHref = (filters: Partial<SearchFilters>) => `/listing?${toSearchParams(filters).toString()}`;

/** True when anything narrows the results (the page number and the default radius do not). */
export const hasActiveFilters = (filters: SearchFilters) =>
  Boolean(
    filters.search ||
    filters.fromDate ||
    filters.toDate ||
    filters.address ||
    filters.categoryId ||
    filters.radius !== Limits.defaultRadiusMiles,
  );

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
 */
export function venueSearchQuery(filters: SearchFilters, point: SearchPoint | null) {
  const address = filters.address.trim();
  return {
    limit: Limits.listingsPerPage,
    page: filters.page,
    search: filters.search || undefined,
    categoryId: filters.categoryId || undefined,
    coordinateRange: point
      ? JSON.stringify({ latitude: point.latitude, longitude: point.longitude, radius: filters.radius })
      : undefined,
    zipcode: !point && zipCode.test(address) ? address : undefined,
    fromDate: filters.fromDate || undefined,
    toDate: filters.toDate || undefined,
  };
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
