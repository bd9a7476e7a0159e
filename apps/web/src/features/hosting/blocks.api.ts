import { Limits, Messages } from '@app/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../lib/api.ts';
import { notify } from '../../lib/notify.ts';
import type { BlockBodyOut } from './block-rules.ts';
import { venueKeys } from '../../lib/query-keys.ts';
import { hostingKeys, type BlockFilter } from './queries.ts';

/** A listing's blocks, optionally only those overlapping a date range (docs/product/wire-contract.md#schedules-and-blocks). */
export function useBlocks(venueId: string, filter: BlockFilter) {
  return useQuery({
    queryKey: hostingKeys.blockList(venueId, filter),
    queryFn: ({ signal }) =>
      apiCall('GET /venue/:id/calendar/block/viewall', {
        params: { id: venueId },
        query: { fromDate: filter.fromDate, toDate: filter.toDate },
        signal,
      }).then((body) => body.data),
  });
}

/** docs/product/screens.md#app-wide-behaviour: after a block is added, edited or deleted the data is reloaded about a second later. */
function useReloadLater(venueId: string) {
  const queryClient = useQueryClient();
  return () =>
    setTimeout(() => {
      void queryClient.invalidateQueries({ queryKey: hostingKeys.blocks(venueId) });
      // The listing's open hours (its page, the booking panel) change with its blocks.
      void queryClient.invalidateQueries({ queryKey: venueKeys.detail(venueId) });
    }, Limits.reloadDelayMs);
}

/** Adds a block ('Block Created successfully') or changes one ('updated Successfully'). */
export function useSaveBlock(venueId: string) {
  const reloadLater = useReloadLater(venueId);
  return useMutation({
    // The Block dialog says why a save was refused.
    meta: { silent: true },
    mutationFn: ({ blockId, body }: { blockId?: string; body: BlockBodyOut }) =>
      blockId
        ? apiCall('PUT /venue/:id/calendar/block/:blockId/update', { params: { id: venueId, blockId }, json: body })
        : apiCall('POST /venue/:id/calendar/block/create', { params: { id: venueId }, json: body }),
    onSuccess: (_body, { blockId }) => {
      notify.success(blockId ? Messages.blockUpdated : Messages.blockCreated);
      reloadLater();
    },
  });
}

/** Removes a block: 'Deleted Successfully'. */
export function useDeleteBlock(venueId: string) {
  const reloadLater = useReloadLater(venueId);
  return useMutation({
    mutationFn: (blockId: string) =>
      apiCall('DELETE /venue/:id/calendar/block/:blockId/delete', { params: { id: venueId, blockId } }),
    onSuccess: () => {
      notify.success(Messages.deletedSuccessfully);
      reloadLater();
    },
  });
}
