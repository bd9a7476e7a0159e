import { queryOptions, useQuery } from '@tanstack/react-query';
import { venueKeys } from '../../../lib/query-keys.ts';
import { getHostedVenue } from './get-hosted-venue.ts';

/** The listing as the host reads it: its settings (period, slots, zone) and the open hours guests see. */
export const scheduleVenueQuery = (venueId: string) =>
  queryOptions({
    queryKey: venueKeys.schedule(venueId, 'view'),
    queryFn: ({ signal }) => getHostedVenue(venueId, signal),
  });

export const useScheduleVenue = (venueId: string) => useQuery(scheduleVenueQuery(venueId));
