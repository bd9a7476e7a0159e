import { Messages } from '@app/contract';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api.ts';
import { notify } from '../../../lib/notify.ts';
import { useReloadBlocksLater } from './get-blocks.ts';

export const deleteBlock = (venueId: string, blockId: string) =>
  apiCall('DELETE /venue/:id/calendar/block/:blockId/delete', { params: { id: venueId, blockId } });

/** Removes a block: 'Deleted Successfully'. */
export function useDeleteBlock(venueId: string) {
  const reloadLater = useReloadBlocksLater(venueId);
  return useMutation({
    mutationFn: (blockId: string) => deleteBlock(venueId, blockId),
    onSuccess: () => {
      notify.success(Messages.deletedSuccessfully);
      reloadLater();
    },
  });
}
