import { Messages, type VenueDetail } from '@app/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../lib/api.ts';
import { notify } from '../../lib/notify.ts';
import { useSessionUser } from '../../lib/session.ts';
import { venueKeys } from '../../lib/query-keys.ts';
import { hostingKeys } from './queries.ts';

/** Every hosting query key lives here, so the pages that change a listing can make the others reload. */

/** The signed-in host's listings, pending and rejected ones included (docs/product/wire-contract.md#hosting). */
export function useHostedVenues() {
  const user = useSessionUser();
  return useQuery({
    queryKey: hostingKeys.hostedList(user?.uuid),
    queryFn: ({ signal }) => apiCall('GET /venue/viewall/hosted', { signal }).then((body) => body.data),
    enabled: Boolean(user?.host),
  });
}

/** One of the host's listings as the signed-in view shows it (title, time zone, slots). */
export function useHostedVenue(id: string) {
  return useQuery({
    queryKey: hostingKeys.venue(id),
    queryFn: ({ signal }) => apiCall('GET /venue/:id/view', { params: { id }, signal }).then((body) => body.data),
    // The page shows its own not-found and retry states.
    meta: { silent: true },
  });
}

/**
 * Deletes a listing: 'Deleted Successfully' and it leaves the list. The server refuses while confirmed bookings are
 * upcoming (409 naming how many); the caller shows that refusal next to the listing, which stays.
 */
export function useDeleteListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiCall('DELETE /venue/:id/delete', { params: { id } }),
    onSuccess: (_body, id) => {
      notify.success(Messages.deletedSuccessfully);
      queryClient.setQueriesData<VenueDetail[]>({ queryKey: hostingKeys.hosted }, (venues) =>
        venues?.filter((venue) => venue.uuid !== id),
      );
      void queryClient.invalidateQueries({ queryKey: hostingKeys.hosted });
      // Search, home and favourites may still show it.
      void queryClient.invalidateQueries({ queryKey: venueKeys.detail(id) });
    },
  });
}
