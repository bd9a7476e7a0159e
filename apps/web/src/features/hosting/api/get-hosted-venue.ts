import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api.ts';
import { hostingKeys } from './keys.ts';

/** One of the host's listings as the signed-in view shows it (title, time zone, slots). */
export const getHostedVenue = (id: string, signal?: AbortSignal) =>
  apiCall('GET /venue/:id/view', { params: { id }, signal }).then((body) => body.data);

export const hostedVenueQuery = (id: string) =>
  queryOptions({
    queryKey: hostingKeys.venue(id),
    queryFn: ({ signal }) => getHostedVenue(id, signal),
  });

export const useHostedVenue = (id: string) =>
  useQuery({
    ...hostedVenueQuery(id),
    // The page shows its own not-found and retry states.
    meta: { silent: true },
  });

/** The listing to edit; failures are shown on the page. */
export const useListingToEdit = (id: string) =>
  useQuery({
    ...hostedVenueQuery(id),
    // The form is prefilled once; a background refetch must not look like it could overwrite the host's typing.
    staleTime: Infinity,
    meta: { silent: true },
  });
