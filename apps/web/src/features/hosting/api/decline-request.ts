import { Messages } from '@app/contract';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api.ts';
import { notify, quietNotificationsAbout } from '../../../lib/notify.ts';
import { useReloadReservations } from './get-listing-reservations.ts';

export interface DeclineRequest {
  reservationId: string;
  /** What the guest is told (1–500 characters, `ReservationDeclineBodySchema`). */
  reason: string;
}

/** `PUT /reservation/{id}/decline` with `{ reason }`: nothing is charged and the hours become free again. */
export const declineRequest = ({ reservationId, reason }: DeclineRequest) =>
  // The dialog's button shows the progress: no full-screen overlay.
  apiCall('PUT /reservation/:id/decline', { params: { id: reservationId }, json: { reason }, overlay: false });

/**
 * Declines a request to book with the host's reason: the server's message ('Request declined: …') on success. A
 * refusal is the decline dialog's to say (a bad reason under the field, the others as it decides); the list reloads
 * either way.
 */
export function useDeclineRequest(venueId: string) {
  const reload = useReloadReservations(venueId);
  return useMutation({
    meta: { silent: true },
    mutationFn: (decline: DeclineRequest) => {
      quietNotificationsAbout(decline.reservationId);
      return declineRequest(decline);
    },
    onSuccess: (body) => notify.success(body.message || Messages.requestDeclined),
    onSettled: reload,
  });
}
