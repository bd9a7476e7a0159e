import { Messages, type Reservation, type ReservationRequestBody } from '@app/contract';
import { useMutation, useQuery, useQueryClient, type Query } from '@tanstack/react-query';
import { apiCall } from '../../lib/api.ts';
import { notify, quietNotificationsAbout } from '../../lib/notify.ts';
import { useSessionUser } from '../../lib/session.ts';
import { transactionKeys, venueKeys } from '../../lib/query-keys.ts';
import { paymentKeys, reservationKeys } from './queries.ts';
import { refundOnItsWay } from './cancellation.ts';

/** The signed-in user's bookings, newest first (docs/product/wire-contract.md#reservations-and-payments). */
export function useReservations() {
  const user = useSessionUser();
  return useQuery({
    queryKey: reservationKeys.list(user?.uuid),
    queryFn: ({ signal }) => apiCall('GET /reservation/viewall', { signal }).then((body) => body.data),
    enabled: Boolean(user),
    // A cancel's refund is made by a job a moment later: read again until it has been.
    refetchInterval: (query) =>
      query.state.data?.some((reservation) => refundOnItsWay(reservation.cancellation)) ? 3000 : false,
    meta: { silent: true },
  });
}

/** One booking; `refetchInterval` lets a page poll while it waits for an outcome. */
export function useReservation(
  id: string | undefined,
  options: { refetchInterval?: number | false | ((query: Query<Reservation, Error>) => number | false) } = {},
) {
  return useQuery({
    queryKey: reservationKeys.detail(id),
    queryFn: ({ signal }) =>
      apiCall('GET /reservation/view/:id', { params: { id: id! }, signal }).then((body) => body.data),
    enabled: Boolean(id),
    refetchInterval: options.refetchInterval,
    meta: { silent: true },
  });
}

/** Which card provider the payment step talks to. */
export const usePaymentConfig = () =>
  useQuery({
    queryKey: paymentKeys.config,
    queryFn: ({ signal }) => apiCall('GET /payment/config/public', { signal }).then((body) => body.data),
    staleTime: Infinity,
  });

/** Everything that shows bookings, transactions or a listing's free hours is stale after a booking changes. */
export function useInvalidateBookings() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: reservationKeys.all }),
      queryClient.invalidateQueries({ queryKey: transactionKeys.all }),
      queryClient.invalidateQueries({ queryKey: venueKeys.all }),
    ]);
}

/** POST /reservation/request, or PUT /reservation/reschedule/{id} when `reservationId` is given. */
export function requestBooking(body: ReservationRequestBody, reservationId?: string) {
  return reservationId
    ? apiCall('PUT /reservation/reschedule/:id', {
        params: { id: reservationId },
        json: body,
        overlay: false,
      })
    : apiCall('POST /reservation/request', {
        json: body,
        overlay: false,
      });
}

/** Cancels a booking: 'Cancellation request submitted successfully', then the lists reload (docs/product/rules.md#states-and-transitions). */
export function useCancelReservation() {
  const invalidate = useInvalidateBookings();
  return useMutation({
    // docs/product/messages.md: a refusal is said in the cancel dialog; the list reloads and shows where the booking stands.
    meta: { silent: true },
    mutationFn: (reservationId: string) => {
      // 'Cancellation request submitted successfully' is the one message: the cancellation and refund
      // notifications it causes go to the bell only.
      quietNotificationsAbout(reservationId);
      return apiCall('PUT /reservation/cancell/:id', { params: { id: reservationId } });
    },
    onSuccess: () => notify.success(Messages.cancellationSubmitted),
    onSettled: () => void invalidate(),
  });
}
