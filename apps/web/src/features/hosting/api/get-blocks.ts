import { Limits } from '@app/contract';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api.ts';
import { venueKeys } from '../../../lib/query-keys.ts';
import { hostingKeys, type BlockFilter } from './keys.ts';

/** A listing's blocks, optionally only those overlapping a date range (docs/product/wire-contract.md#schedules-and-blocks). */
export const getBlocks = (venueId: string, filter: BlockFilter, signal?: AbortSignal) =>
  apiCall('GET /venue/:id/calendar/block/viewall', {
    params: { id: venueId },
    query: { fromDate: filter.fromDate, toDate: filter.toDate },
    signal,
  }).then((body) => body.data);

export const blocksQuery = (venueId: string, filter: BlockFilter) =>
  queryOptions({
    queryKey: hostingKeys.blockList(venueId, filter),
    queryFn: ({ signal }) => getBlocks(venueId, filter, signal),
  });

export const useBlocks = (venueId: string, filter: BlockFilter) => useQuery(blocksQuery(venueId, filter));

/** docs/product/screens.md#app-wide-behaviour: after a block is added, edited or deleted the data is reloaded about a second later. */
export function useReloadBlocksLater(venueId: string) {
  const queryClient = useQueryClient();
  return () =>
    setTimeout(() => {
      void queryClient.invalidateQueries({ queryKey: hostingKeys.blocks(venueId) });
      // The listing's open hours (its page, the booking panel) change with its blocks.
      void queryClient.invalidateQueries({ queryKey: venueKeys.detail(venueId) });
    }, Limits.reloadDelayMs);
}
