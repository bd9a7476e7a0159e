import { useQueryClient, type Query } from '@tanstack/react-query';
import { useCallback } from 'react';

/** Any cached read of listings (the host's list, a listing's page, searches) is out of date after a save. */
const readsListings = (query: Query) =>
  query.queryKey.some((part) => typeof part === 'string' && /venue|listing|hosted/i.test(part));

export function useInvalidateListings() {
  const queryClient = useQueryClient();
  // Marked stale only: the page that shows them next (Manage Listings) reads them afresh as it mounts.
  return useCallback(
    () => queryClient.invalidateQueries({ predicate: readsListings, refetchType: 'none' }),
    [queryClient],
  );
}
