import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../lib/api.ts';
import type { ScheduleEntryDraft, ScheduleUpdatePayload } from './schedule-rules.ts';
import { venueKeys } from '../../lib/query-keys.ts';

/** The host's entries exactly as the editor loads them (docs/product/wire-contract.md#schedules-and-blocks). */
export const useRawSchedule = (venueId: string) =>
  useQuery({
    queryKey: venueKeys.schedule(venueId, 'raw'),
    queryFn: ({ signal }) =>
      apiCall('GET /venue/:id/schedule/raw/view', { params: { id: venueId }, signal }).then(
        (body): ScheduleEntryDraft[] => body.data,
      ),
    // The editor copies the entries once; a background refetch must not look like a reload.
    staleTime: Infinity,
  });

/** The listing as the host reads it: its settings (period, slots, zone) and the open hours guests see. */
export const useHostVenue = (venueId: string) =>
  useQuery({
    queryKey: venueKeys.schedule(venueId, 'view'),
    queryFn: ({ signal }) =>
      apiCall('GET /venue/:id/view', { params: { id: venueId }, signal }).then((body) => body.data),
  });

/** Replaces the schedule; the answer is the saved raw schedule. A 409 lists the bookings the change would break. */
export function useSaveSchedule(venueId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    // The dialog says why a save was refused.
    meta: { silent: true },
    mutationFn: (payload: ScheduleUpdatePayload) =>
      apiCall('PUT /venue/:id/schedule/raw/update', { params: { id: venueId }, json: payload }),
    onSuccess: async (body) => {
      queryClient.setQueryData(venueKeys.schedule(venueId, 'raw'), body.data);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: venueKeys.detail(venueId), exact: true }),
        queryClient.invalidateQueries({ queryKey: venueKeys.schedule(venueId, 'view') }),
      ]);
    },
  });
}
