import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api.ts';
import { useSessionUser } from '../../../lib/session.ts';
import { hostingKeys } from './keys.ts';

/** The signed-in host's listings, pending and rejected ones included (docs/product/wire-contract.md#hosting). */
export const getHostedVenues = (signal?: AbortSignal) =>
  apiCall('GET /venue/viewall/hosted', { signal }).then((body) => body.data);

export const hostedVenuesQuery = (userId: string | undefined) =>
  queryOptions({
    queryKey: hostingKeys.hostedList(userId),
    queryFn: ({ signal }) => getHostedVenues(signal),
  });

export function useHostedVenues() {
  const user = useSessionUser();
  return useQuery({ ...hostedVenuesQuery(user?.uuid), enabled: Boolean(user?.host) });
}
