import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { apiCall, ApiError } from '../../lib/api.ts';
import { sessionStore, useSessionUser } from '../../lib/session.ts';
import { reviewKeys, venueKeys } from '../../lib/query-keys.ts';

/**
 * One listing (docs/product/wire-contract.md#catalog-and-venues). Signed-in users read the full view (favourite flag; the host's reservations).
 * Errors are shown on the page itself (not found, retry), so the global snackbar stays quiet.
 */
export function useVenue(id: string) {
  const queryClient = useQueryClient();
  const userId = useSessionUser()?.uuid;
  const seenUser = useRef(userId);
  useEffect(() => {
    // Logging in or out changes what the listing says about the viewer (favourite, ownership).
    if (seenUser.current === userId) return;
    seenUser.current = userId;
    void queryClient.invalidateQueries({ queryKey: venueKeys.detail(id) });
  }, [queryClient, id, userId]);
  return useQuery({
    queryKey: venueKeys.detail(id),
    queryFn: ({ signal }) => {
      const route = sessionStore.get() ? 'GET /venue/:id/view' : 'GET /venue/:id/view/public';
      return apiCall(route, { params: { id }, signal }).then((body) => body.data);
    },
    meta: { silent: true },
  });
}

/**
 * A listing's reviews. A listing the public cannot open (pending approval, inactive) answers 404 here: it has no
 * reviews to show, so that reads as an empty list; `enabled: false` skips the call when that is already known.
 */
export const useVenueReviews = (id: string, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({
    queryKey: reviewKeys.venue(id),
    queryFn: ({ signal }) =>
      apiCall('GET /review/:venueId/viewall', { params: { venueId: id }, signal }).then(
        (body) => body.data,
        (error: unknown) => {
          if (error instanceof ApiError && error.status === 404) return [];
          throw error;
        },
      ),
    enabled,
    meta: { silent: true },
  });
