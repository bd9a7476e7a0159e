import { Messages, type BookingRulesBody, type VenueDetail } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api.ts';
import { notify } from '../../../lib/notify.ts';
import { venueKeys } from '../../../lib/query-keys.ts';
import { hostingKeys } from './keys.ts';
import { useInvalidateListings } from './invalidate-listings.ts';

/** PUT /venue/{id}/rules: the whole set of rules; `data` is the rules saved. */
export const saveBookingRules = (venueId: string, rules: BookingRulesBody) =>
  apiCall('PUT /venue/:id/rules', { params: { id: venueId }, json: rules });

/**
 * Saves a listing's booking rules ('Booking rules saved'). The host's copy of the listing takes the saved rules at
 * once and reloads; its public page (and its hours: saving moves the schedule version) reloads where it is shown,
 * and every other cached read of listings (cards carry the rules) is marked out of date.
 */
export function useSaveBookingRules(venueId: string) {
  const queryClient = useQueryClient();
  const invalidateListings = useInvalidateListings();
  return useMutation({
    // The page says why a save was refused, at the field and above the Save button.
    meta: { silent: true },
    mutationFn: (rules: BookingRulesBody) => saveBookingRules(venueId, rules),
    onSuccess: (body) => {
      queryClient.setQueryData<VenueDetail>(hostingKeys.venue(venueId), (venue) =>
        venue ? { ...venue, rules: body.data } : venue,
      );
      notify.success(Messages.rulesSaved);
      void invalidateListings();
      void queryClient.invalidateQueries({ queryKey: hostingKeys.venue(venueId) });
      void queryClient.invalidateQueries({ queryKey: venueKeys.detail(venueId) });
    },
  });
}
