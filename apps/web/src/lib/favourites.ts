import { Messages } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from './api.ts';
import { notify } from './notify.ts';
import { sessionStore } from './session.ts';

/**
 * Favourite toggle (SPEC §5 "Favouriting"): login required; success messages from SPEC §8; errors are swallowed
 * (SPEC §8). Lists that show the flag are refetched 1 s after a toggle (SPEC §4 "Reloads").
 */
export function useFavouriteToggle() {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    meta: { silent: true },
    mutationFn: async ({ venueId, isFavourite }: { venueId: string; isFavourite: boolean }) => {
      if (isFavourite) {
        await api(`/venue/favourite/remove/${venueId}`, { method: 'DELETE', overlay: false });
        return false;
      }
      await api(`/venue/favourite/add/${venueId}`, { method: 'POST', overlay: false });
      return true;
    },
    onSuccess: (added) => {
      notify.success(added ? Messages.addedToFavourites : Messages.deletedSuccessfully);
      setTimeout(() => {
        void queryClient.invalidateQueries({ queryKey: ['favourites'] });
        void queryClient.invalidateQueries({ queryKey: ['venues'] });
        void queryClient.invalidateQueries({ queryKey: ['venue'] });
      }, 1000);
    },
  });
  return {
    toggle: (venueId: string, isFavourite: boolean) => {
      if (!sessionStore.get()) {
        notify.error(Messages.loginRequiredShortlist);
        return;
      }
      mutation.mutate({ venueId, isFavourite });
    },
    pendingVenueId: mutation.isPending ? mutation.variables?.venueId : undefined,
  };
}
