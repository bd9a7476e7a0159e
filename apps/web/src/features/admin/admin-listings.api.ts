import type { AdminListingState, VenueDetail } from '@app/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiCall } from '../../lib/api.ts';
import { onNotification } from '../../lib/notification-events.ts';
import { notify } from '../../lib/notify.ts';
import { venueKeys } from '../../lib/query-keys.ts';
import { adminKeys } from './queries.ts';

/** Every admin listing query starts with this key, so one invalidation refreshes the queue, the list and the badge. */

export interface AdminListingFilters {
  search?: string;
  host?: string;
  category?: string;
  state?: AdminListingState | '';
  sort?: 'newest' | 'oldest';
  page: number;
  limit: number;
}

export const fetchAdminListings = (filters: AdminListingFilters, signal?: AbortSignal) =>
  apiCall('GET /admin/listings', { query: { ...filters }, signal });

export const useAdminListings = (filters: AdminListingFilters) =>
  useQuery({
    queryKey: adminKeys.listingList(filters),
    queryFn: ({ signal }) => fetchAdminListings(filters, signal),
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });

/**
 * How many listings wait for approval (the menu badge). It follows `listing_submitted` notifications live and
 * every approve/reject (they invalidate `adminKeys.listings`).
 */
export function usePendingApprovalCount({ enabled = true }: { enabled?: boolean } = {}) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    return onNotification(['listing_submitted'], () => void refreshAdminListings(queryClient));
  }, [enabled, queryClient]);
  return useQuery({
    queryKey: adminKeys.pendingCount,
    queryFn: ({ signal }) =>
      fetchAdminListings({ state: 'pending', page: 1, limit: 1 }, signal).then((body) => body.count),
    enabled,
    meta: { silent: true },
  });
}

export const refreshAdminListings = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: adminKeys.listings }),
    queryClient.invalidateQueries({ queryKey: adminKeys.dashboard }),
  ]);

type Reviewed = { data: VenueDetail; message: string };

/** After a review the listing page shows the new state at once (approved: the booking panel). */
function useReviewSuccess() {
  const queryClient = useQueryClient();
  return (body: Reviewed) => {
    notify.success(body.message);
    queryClient.setQueryData(venueKeys.detail(body.data.uuid), body.data);
    void refreshAdminListings(queryClient);
  };
}

export function useApproveListing() {
  const queryClient = useQueryClient();
  const onSuccess = useReviewSuccess();
  return useMutation({
    mutationFn: (id: string) => apiCall('PUT /admin/venue/:id/approve', { params: { id } }),
    onSuccess,
    // Another admin may have decided first: show the queue as it is now.
    onError: () => void refreshAdminListings(queryClient),
  });
}

/** Errors are shown in the reason dialog, not as a snackbar. */
export function useRejectListing() {
  const onSuccess = useReviewSuccess();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      apiCall('PUT /admin/venue/:id/reject', { params: { id }, json: { reason } }),
    onSuccess,
    meta: { silent: true },
  });
}

export type BulkApproveResult = { approved: string[]; skipped: string[] };

export function useBulkApprove() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) => apiCall('POST /admin/venue/approve', { json: { ids } }),
    onSuccess: () => void refreshAdminListings(queryClient),
  });
}

/** Unpublish or restore, with the reason the audit log keeps; errors are shown in the dialog. */
export function usePublicationChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action, reason }: { id: string; action: 'unpublish' | 'restore'; reason: string }) =>
      apiCall(`PUT /admin/venue/:id/${action}`, { params: { id }, json: { reason } }),
    onSuccess: (body) => {
      notify.success(body.message);
      void refreshAdminListings(queryClient);
      void queryClient.invalidateQueries({ queryKey: venueKeys.detail(body.data.uuid) });
    },
    meta: { silent: true },
  });
}
