import { Limits } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../lib/api.ts';
import { useSessionUser } from '../../lib/session.ts';
import { venueListKeys } from '../../lib/query-keys.ts';

/** Six popular listings; signed in, the authenticated search leaves out the host's own and flags favourites. */
export function usePopularListings() {
  const user = useSessionUser();
  return useQuery({
    queryKey: venueListKeys.popular(user?.uuid ?? null),
    queryFn: ({ signal }) =>
      apiCall(user ? 'GET /venue/viewall' : 'GET /venue/viewall/public', {
        query: { limit: Limits.listingsPerPage, page: 1, sort: 'popular' },
        signal,
      }).then((body) => body.data),
  });
}
