import { Messages, type VenueDetail } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api.ts';
import { notify } from '../../../lib/notify.ts';
import { venueKeys } from '../../../lib/query-keys.ts';
import { hostingKeys } from './keys.ts';

export const deleteListing = (id: string) => apiCall('DELETE /venue/:id/delete', { params: { id } });

/**
 * Deletes a listing: 'Deleted Successfully' and it leaves the list. The server refuses while confirmed bookings are
 * upcoming (409 naming how many); the caller shows that refusal next to the listing, which stays.
 */
export function useDeleteListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteListing,
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
