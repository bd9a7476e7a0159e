import { Messages } from '@app/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiCall } from './api.ts';
import { openLogin } from './dialogs.ts';
import { notify } from './notify.ts';
import { sessionStore, useSessionUser } from './session.ts';
import { favouriteKeys, venueKeys, venueListKeys } from './query-keys.ts';

/** The user's favourites; load errors are swallowed (docs/product/messages.md). */
export const useFavourites = () =>
  useQuery({
    queryKey: favouriteKeys.all,
    queryFn: ({ signal }) => apiCall('GET /venue/favourite/viewall', { signal }).then((body) => body.data),
    meta: { silent: true },
  });

/** A visitor's Shortlist press waits here while they log in, then goes through. */
let pendingShortlist: string | undefined;

/**
 * Favourite toggle (docs/product/rules.md#validation): login required; success messages from docs/product/messages.md; errors are swallowed
 * (docs/product/messages.md). Lists that show the flag are refetched 1 s after a toggle (docs/product/screens.md#app-wide-behaviour).
 */
export function useFavouriteToggle() {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    meta: { silent: true },
    mutationFn: async ({ venueId, isFavourite }: { venueId: string; isFavourite: boolean }) => {
      if (isFavourite) {
        await apiCall('DELETE /venue/favourite/remove/:id', { params: { id: venueId }, overlay: false });
        return false;
      }
      await apiCall('POST /venue/favourite/add/:id', { params: { id: venueId }, overlay: false });
      return true;
    },
    onSuccess: (added) => {
      notify.success(added ? Messages.addedToFavourites : Messages.deletedSuccessfully);
      setTimeout(() => {
        void queryClient.invalidateQueries({ queryKey: favouriteKeys.all });
        void queryClient.invalidateQueries({ queryKey: venueListKeys.all });
        void queryClient.invalidateQueries({ queryKey: venueKeys.all });
      }, 1000);
    },
  });
  const userId = useSessionUser()?.uuid;
  const { mutate } = mutation;
  useEffect(() => {
    if (!userId || !pendingShortlist) return;
    const venueId = pendingShortlist;
    pendingShortlist = undefined;
    mutate({ venueId, isFavourite: false });
  }, [userId, mutate]);
  return {
    toggle: (venueId: string, isFavourite: boolean) => {
      if (!sessionStore.get()) {
        notify.error(Messages.loginRequiredShortlist);
        pendingShortlist = venueId;
        openLogin();
        return;
      }
      mutation.mutate({ venueId, isFavourite });
    },
    pendingVenueId: mutation.isPending ? mutation.variables?.venueId : undefined,
  };
}
