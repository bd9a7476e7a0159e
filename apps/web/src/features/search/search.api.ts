import type { GeocodedAddress, VenueCard } from '@app/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../lib/api.ts';
import { geocodeAddress } from '../../lib/location.ts';
import { useSessionUser } from '../../lib/session.ts';
import {
  priceRangeValid,
  priceSpreadQuery,
  toSearchParams,
  venueSearchQuery,
  type SearchFilters,
  type SearchPoint,
} from './search-params.ts';
import { useDebounced } from './use-debounced.ts';
import type { PriceBand } from './MoreFilters.tsx';
import { venueListKeys } from '../../lib/query-keys.ts';
import { searchKeys } from './queries.ts';

export interface VenueSearchResult {
  data: VenueCard[];
  count: number;
  countCapped?: boolean;
}

/** Signed-in users search the authenticated variant: their own listings are left out and favourites flagged. */
export const venueSearchRoute = (signedIn: boolean) =>
  signedIn ? ('GET /venue/viewall' as const) : ('GET /venue/viewall/public' as const);

/** The search address as a point; null when it cannot be placed (the search then runs without a location). */
export function useGeocodedAddress(address: string) {
  const text = address.trim();
  return useQuery({
    queryKey: searchKeys.geocode(text),
    queryFn: ({ signal }) => geocodeAddress(text, signal).then((places): GeocodedAddress | null => places[0] ?? null),
    enabled: text.length > 0,
    staleTime: Infinity,
    gcTime: 60 * 60_000,
    meta: { silent: true },
  });
}

/** GET /venue/viewall[/public]; the previous page stays on screen (dimmed) while the next loads. */
export function useVenueSearch(filters: SearchFilters, point: SearchPoint | null, enabled: boolean) {
  const user = useSessionUser();
  const query = venueSearchQuery(filters, point);
  return useQuery({
    queryKey: venueListKeys.search(user?.uuid ?? null, query),
    queryFn: ({ signal }) => apiCall(venueSearchRoute(Boolean(user)), { query, signal }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

export interface VenueCount {
  count: number;
  capped: boolean;
}

/**
 * How many spaces a search would give, before it is applied (the filter bar's live count): the same route with
 * `limit=1`, so only the total matters.
 */
export function useVenueCount(filters: SearchFilters, point: SearchPoint | null, enabled: boolean) {
  const user = useSessionUser();
  const query = { ...venueSearchQuery(filters, point), limit: 1, page: 1 };
  return useQuery({
    queryKey: venueListKeys.search(user?.uuid ?? null, query),
    queryFn: ({ signal }) =>
      apiCall(venueSearchRoute(Boolean(user)), { query, signal }).then((body): VenueCount => ({
        count: body.count,
        capped: Boolean(body.countCapped),
      })),
    enabled,
    placeholderData: (previous) => previous,
    staleTime: 30_000,
    meta: { silent: true },
  });
}

/** GET /venue/prices/public: how many spaces of the search fall in each band of dollars an hour (the price histogram). */
export function usePriceSpread(filters: SearchFilters, point: SearchPoint | null, enabled: boolean) {
  const query = priceSpreadQuery(filters, point);
  return useQuery({
    queryKey: searchKeys.prices(query),
    queryFn: ({ signal }) =>
      apiCall('GET /venue/prices/public', { query, signal }).then((body): PriceBand[] => body.data.bands),
    enabled,
    placeholderData: (previous) => previous,
    staleTime: 60_000,
    meta: { silent: true },
  });
}

const filtersKey = (filters: SearchFilters) => toSearchParams({ ...filters, page: 1 }).toString();

/** "23 spaces match", "1 space matches", "1,000+ spaces match", or that none do. */
export function liveCountText(count: number, capped: boolean) {
  if (count === 0 && !capped) return 'No spaces match these filters — widen the price or remove an amenity';
  const number = `${count.toLocaleString('en-US')}${capped ? '+' : ''}`;
  return count === 1 && !capped ? `${number} space matches` : `${number} spaces match`;
}

/**
 * What the form's draft would give, ~300 ms after it last changed: the count while it differs from the search on
 * screen (`applied`), and the spread of its prices for the histogram. The draft's place is geocoded as
 * the search's is (the answers are cached, so the applied address costs nothing more).
 */
export function useDraftPreview(draft: SearchFilters, applied: SearchFilters) {
  const debounced = useDebounced(draft, 300, filtersKey);
  const settled = debounced.value;
  const place = useGeocodedAddress(settled.address);
  const locating = Boolean(settled.address.trim()) && place.isPending;
  const point = place.data?.coordinates ?? null;
  // An upside-down price range is the price field's to point out (and Search refuses it): no count for it.
  const differs =
    filtersKey(draft) !== filtersKey(applied) && priceRangeValid(draft.minPrice ?? null, draft.maxPrice ?? null);
  const count = useVenueCount(settled, point, differs && debounced.settled && !locating);
  const prices = usePriceSpread(settled, point, !locating);
  return {
    /** '' while the draft is the search on screen (or its count is not known yet). */
    liveCount: differs && count.data ? liveCountText(count.data.count, count.data.capped) : '',
    priceBands: prices.data,
  };
}
