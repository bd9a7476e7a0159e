import type { Reservation, VenueDetail } from '@app/contract';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { venueKeys } from '../../../lib/query-keys.ts';
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
  /** The host's answer to a request to book (docs/product/rules.md#request-to-book); null for an instant booking. */
  approval: Reservation['approval'];
  /** While `approval` is `pending`: when the request expires unanswered (ISO); null otherwise. */
  respondBy: string | null;
}

export type HostedListing = Omit<VenueDetail, 'reservations'> & { reservations: HostReservation[] };

/** A listing with its bookings, for its host: `GET /venue/{id}/view` lists reservations only to the owner. */
export const getListingReservations = (venueId: string, signal?: AbortSignal) =>
  getHostedVenue(venueId, signal).then((venue): HostedListing => ({
    ...venue,
    // VenueDetailSchema leaves the host's bookings untyped (unknown[]); their shape is HostReservation.
    reservations: ((venue.reservations ?? []) as HostReservation[]).map((reservation) => ({
      ...reservation,
      approval: reservation.approval ?? null,
      respondBy: reservation.respondBy ?? null,
    })),
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

/**
 * After a request is answered: the listing's reservations (View Reservations) and its open hours (a declined request
 * frees them) are read again.
 */
export function useReloadReservations(venueId: string) {
  const queryClient = useQueryClient();
  const userId = useSessionUser()?.uuid;
  return () => {
    void queryClient.invalidateQueries({ queryKey: hostingKeys.reservations(venueId, userId) });
    void queryClient.invalidateQueries({ queryKey: venueKeys.detail(venueId) });
  };
}
