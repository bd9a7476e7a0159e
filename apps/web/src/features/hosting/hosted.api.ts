import { Messages, type VenueDetail } from '@app/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../lib/api.ts';
import { notify } from '../../lib/notify.ts';
import { useSessionUser } from '../../lib/session.ts';

/** Every hosting query key lives here, so the pages that change a listing can make the others reload. */
export const hostedVenuesKey = ['hosting', 'hosted'] as const;
export const hostedVenueKey = (id: string) => ['hosting', 'venue', id] as const;

/** The signed-in host's listings, pending and rejected ones included (docs/product/wire-contract.md#hosting). */
export function useHostedVenues() {
  const user = useSessionUser();
  return useQuery({
    queryKey: [...hostedVenuesKey, user?.uuid],
    queryFn: ({ signal }) => apiCall('GET /venue/viewall/hosted', { signal }).then((body) => body.data),
    enabled: Boolean(user?.host),
  });
}

/** One of the host's listings as the signed-in view shows it (title, time zone, slots). */
export function useHostedVenue(id: string) {
  return useQuery({
    queryKey: hostedVenueKey(id),
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
      queryClient.setQueriesData<VenueDetail[]>({ queryKey: hostedVenuesKey }, (venues) =>
        venues?.filter((venue) => venue.uuid !== id),
      );
      void queryClient.invalidateQueries({ queryKey: hostedVenuesKey });
      // Search, home and favourites may still show it.
      void queryClient.invalidateQueries({ queryKey: ['venue', id] });
    },
  });
}
