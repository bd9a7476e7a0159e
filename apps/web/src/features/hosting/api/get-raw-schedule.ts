import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api.ts';
import { venueKeys } from '../../../lib/query-keys.ts';
import type { ScheduleEntryDraft } from '../schedule/schedule-rules.ts';

/** The host's entries exactly as the editor loads them (docs/product/wire-contract.md#schedules-and-blocks). */
export const getRawSchedule = (venueId: string, signal?: AbortSignal) =>
  apiCall('GET /venue/:id/schedule/raw/view', { params: { id: venueId }, signal }).then(
    (body): ScheduleEntryDraft[] => body.data,
  );

export const rawScheduleQuery = (venueId: string) =>
  queryOptions({
    queryKey: venueKeys.schedule(venueId, 'raw'),
    queryFn: ({ signal }) => getRawSchedule(venueId, signal),
  });

export const useRawSchedule = (venueId: string) =>
  useQuery({
    ...rawScheduleQuery(venueId),
    // The editor copies the entries once; a background refetch must not look like a reload.
    staleTime: Infinity,
  });
