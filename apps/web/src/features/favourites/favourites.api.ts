import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../lib/api.ts';

/** The user's favourites; load errors are swallowed (docs/product/messages.md). */
export const useFavourites = () =>
  useQuery({
    queryKey: ['favourites'],
    queryFn: ({ signal }) => apiCall('GET /venue/favourite/viewall', { signal }).then((body) => body.data),
    meta: { silent: true },
  });
