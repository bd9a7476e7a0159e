import { useQuery } from '@tanstack/react-query';
import { apiCall } from './api.ts';
import { catalogKeys } from './query-keys.ts';

/** Reference data every part of the app reads; it changes rarely, so it is cached for the visit. */
const forTheVisit = { staleTime: 10 * 60_000, gcTime: 60 * 60_000 };

export const useCategories = () =>
  useQuery({
    queryKey: catalogKeys.categories,
    queryFn: ({ signal }) => apiCall('GET /category/viewall/public', { signal }).then((body) => body.data),
    ...forTheVisit,
  });

export const useAmenities = () =>
  useQuery({
    queryKey: catalogKeys.amenities,
    queryFn: ({ signal }) => apiCall('GET /amenity/viewall', { signal }).then((body) => body.data),
    ...forTheVisit,
  });

export const usePolicies = () =>
  useQuery({
    queryKey: catalogKeys.policies,
    queryFn: ({ signal }) => apiCall('GET /policy/viewall/public', { signal }).then((body) => body.data),
    ...forTheVisit,
    meta: { silent: true },
  });

export const usePolicy = (id: string) =>
  useQuery({
    queryKey: catalogKeys.policy(id),
    queryFn: ({ signal }) =>
      apiCall('GET /policy/view/:id/public', { params: { id }, signal }).then((body) => body.data),
    ...forTheVisit,
    meta: { silent: true },
  });
