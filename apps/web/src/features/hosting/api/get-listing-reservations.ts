import type { Reservation, VenueDetail } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSessionUser } from '../../../lib/session.ts';
import { getHostedVenue } from './get-hosted-venue.ts';
import { hostingKeys } from './keys.ts';

/** One booking of a listing as its host sees it in the venue view (docs/product/wire-contract.md#catalog-and-venues `reservations`). */
export interface HostReservation {
  uuid: string;
  status: number;
  schedules: Reservation['schedules'];
  slots: number[];
  guestList: Reservation['guestList'];
  payment: { amount: number };
  reservedBy: { name: string; address: string };
}

export type HostedListing = Omit<VenueDetail, 'reservations'> & { reservations: HostReservation[] };

/** A listing with its bookings, for its host: `GET /venue/{id}/view` lists reservations only to the owner. */
export const getListingReservations = (venueId: string, signal?: AbortSignal) =>
  getHostedVenue(venueId, signal).then((venue): HostedListing => ({
    ...venue,
    // VenueDetailSchema leaves the host's bookings untyped (unknown[]); their shape is HostReservation.
    reservations: (venue.reservations ?? []) as HostReservation[],
  }));

export const listingReservationsQuery = (venueId: string, userId: string | undefined) =>
  queryOptions({
    queryKey: hostingKeys.reservations(venueId, userId),
    queryFn: ({ signal }) => getListingReservations(venueId, signal),
  });

/** Failures are shown on the page itself (not found, try again), so the global snackbar stays quiet. */
export function useListingReservations(venueId: string) {
  const userId = useSessionUser()?.uuid;
  return useQuery({ ...listingReservationsQuery(venueId, userId), enabled: Boolean(userId), meta: { silent: true } });
}
