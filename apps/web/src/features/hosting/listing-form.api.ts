import { useQuery, useQueryClient, type Query } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiCall, formDataOf } from '../../lib/api.ts';
import { uploadWithProgress, type UploadProgress } from './upload.ts';
import { hostingKeys } from './queries.ts';

export { useAmenities, useCategories } from '../../lib/catalog.ts';
export { findTimezone } from '../../lib/location.ts';

/** The listing to edit, as its host sees it (GET /venue/{id}/view); failures are shown on the page. */
export const useListingToEdit = (id: string) =>
  useQuery({
    queryKey: hostingKeys.venue(id),
    queryFn: ({ signal }) => apiCall('GET /venue/:id/view', { params: { id }, signal }).then((body) => body.data),
    // The form is prefilled once; a background refetch must not look like it could overwrite the host's typing.
    staleTime: Infinity,
    meta: { silent: true },
  });

/** POST /venue/create (multipart, with upload progress). */
export const createListing = (fields: Record<string, unknown>, onProgress: UploadProgress) =>
  uploadWithProgress('POST /venue/create', formDataOf(fields), onProgress);

/** PUT /venue/{id}/update (multipart, with upload progress). */
export const updateListing = (id: string, fields: Record<string, unknown>, onProgress: UploadProgress) =>
  uploadWithProgress('PUT /venue/:id/update', formDataOf(fields), onProgress, { id });

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
