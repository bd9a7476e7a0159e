import type { VenueCard } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { favouriteKeys } from '../../lib/query-keys.ts';

/** The user's favourites; load errors are swallowed (docs/product/messages.md). */
export const useFavourites = () =>
  useQuery({
    queryKey: favouriteKeys.all,
    queryFn: ({ signal }) =>
      api<{ data: VenueCard[] }>('/venue/favourite/viewall', { signal }).then((body) => body.data),
    meta: { silent: true },
  });
