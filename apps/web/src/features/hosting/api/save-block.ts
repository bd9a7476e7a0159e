import { Messages } from '@app/contract';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api.ts';
import { notify } from '../../../lib/notify.ts';
import type { BlockBodyOut } from '../blocked-dates/block-rules.ts';
import { useReloadBlocksLater } from './get-blocks.ts';

export interface SaveBlock {
  /** The block to change; without it a new one is added. */
  blockId?: string;
  body: BlockBodyOut;
}

export const saveBlock = (venueId: string, { blockId, body }: SaveBlock) =>
  blockId
    ? apiCall('PUT /venue/:id/calendar/block/:blockId/update', { params: { id: venueId, blockId }, json: body })
    : apiCall('POST /venue/:id/calendar/block/create', { params: { id: venueId }, json: body });

/** Adds a block ('Block Created successfully') or changes one ('updated Successfully'). */
export function useSaveBlock(venueId: string) {
  const reloadLater = useReloadBlocksLater(venueId);
  return useMutation({
    // The Block dialog says why a save was refused.
    meta: { silent: true },
    mutationFn: (block: SaveBlock) => saveBlock(venueId, block),
    onSuccess: (_body, { blockId }) => {
      notify.success(blockId ? Messages.blockUpdated : Messages.blockCreated);
      reloadLater();
    },
  });
}
