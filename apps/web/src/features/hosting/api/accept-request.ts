import { Messages } from '@app/contract';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api.ts';
import { notify, quietNotificationsAbout } from '../../../lib/notify.ts';
import { useReloadReservations } from './get-listing-reservations.ts';

/** `PUT /reservation/{id}/accept`: the card is charged and the booking confirmed (docs/product/rules.md#request-to-book). */
export const acceptRequest = (reservationId: string) =>
  // The Accept button shows the progress: no full-screen overlay.
  apiCall('PUT /reservation/:id/accept', { params: { id: reservationId }, overlay: false });

/**
 * Accepts a request to book of the host's listing: the server's message ('Request accepted: …') on success. A refusal
 * (409: already answered, expired, being answered) is announced like any failed change; either way the list reloads
 * so the card shows where the request stands.
 */
export function useAcceptRequest(venueId: string) {
  const reload = useReloadReservations(venueId);
  return useMutation({
    mutationFn: (reservationId: string) => {
      // The accept's message is the one: the "new booking" notification it causes goes to the bell only.
      quietNotificationsAbout(reservationId);
      return acceptRequest(reservationId);
    },
    onSuccess: (body) => notify.success(body.message || Messages.requestAccepted),
    onSettled: reload,
  });
}
