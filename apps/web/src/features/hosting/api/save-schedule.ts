import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api.ts';
import { venueKeys } from '../../../lib/query-keys.ts';
import type { ScheduleUpdatePayload } from '../schedule/schedule-rules.ts';

export const saveSchedule = (venueId: string, payload: ScheduleUpdatePayload) =>
  apiCall('PUT /venue/:id/schedule/raw/update', { params: { id: venueId }, json: payload });

/** Replaces the schedule; the answer is the saved raw schedule. A 409 lists the bookings the change would break. */
export function useSaveSchedule(venueId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    // The dialog says why a save was refused.
    meta: { silent: true },
    mutationFn: (payload: ScheduleUpdatePayload) => saveSchedule(venueId, payload),
    onSuccess: async (body) => {
      queryClient.setQueryData(venueKeys.schedule(venueId, 'raw'), body.data);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: venueKeys.detail(venueId), exact: true }),
        queryClient.invalidateQueries({ queryKey: venueKeys.schedule(venueId, 'view') }),
      ]);
    },
  });
}
