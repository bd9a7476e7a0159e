import type { GeocodedAddress, VenueCard } from '@app/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../lib/api.ts';
import { geocodeAddress } from '../../lib/location.ts';
import { useSessionUser } from '../../lib/session.ts';
import { venueSearchQuery, type SearchFilters, type SearchPoint } from './search-params.ts';
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
