import { Limits, Messages, type Review } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../lib/api.ts';
import { notify } from '../../lib/notify.ts';
import { reviewKeys, venueKeys } from '../../lib/query-keys.ts';

export { useVenueReviews } from '../listing/index.ts';

export interface ReviewInput {
  rating: number;
  remarks: string;
}

/** The listing's reviews and its rating (the listing page's queries) reload about a second after a change (docs/product/rules.md#states-and-transitions). */
function useDelayedReload(venueId: string) {
  const queryClient = useQueryClient();
  return () =>
    setTimeout(() => {
      void queryClient.invalidateQueries({ queryKey: reviewKeys.venue(venueId) });
      void queryClient.invalidateQueries({ queryKey: venueKeys.detail(venueId) });
    }, Limits.reloadDelayMs);
}

/**
 * POST /review/{venueId}/create, or PUT /review/{venueId}/update/{reviewId} when `reviewId` is given
 * (docs/product/wire-contract.md#reviews). Failures (409 already reviewed, 422 not eligible) reach the global snackbar.
 */
export function useSaveReview(venueId: string) {
  const reload = useDelayedReload(venueId);
  return useMutation({
    mutationFn: ({ reviewId, rating, remarks }: ReviewInput & { reviewId?: string }) =>
      reviewId
        ? apiCall('PUT /review/:venueId/update/:reviewId', {
            params: { venueId, reviewId },
            json: { rating, remarks },
          })
        : apiCall('POST /review/:venueId/create', { params: { venueId }, json: { remarks, rating } }),
    onSuccess: (_body, { reviewId }) => {
      notify.success(reviewId ? Messages.reviewUpdated : Messages.reviewThanks);
      reload();
    },
  });
}

/** DELETE /review/{venueId}/delete/{reviewId}; failures are swallowed (docs/product/messages.md) but the list reloads anyway. */
export function useDeleteReview(venueId: string) {
  const reload = useDelayedReload(venueId);
  return useMutation({
    mutationFn: (reviewId: string) =>
      apiCall('DELETE /review/:venueId/delete/:reviewId', { params: { venueId, reviewId } }),
    onSuccess: () => notify.success(Messages.reviewDeleted),
    onSettled: () => reload(),
    meta: { silent: true },
  });
}

/** The signed-in user's own review among a listing's reviews. */
export const ownReview = (reviews: Review[] | undefined, userId: string | undefined) =>
  userId ? reviews?.find((review) => review.postedBy.uuid === userId) : undefined;
