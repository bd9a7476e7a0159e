import { TransactionStatus, TransactionType, type AdminBookingDetail } from '@app/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../lib/api.ts';
import { notify } from '../../lib/notify.ts';
import { adminKeys } from './queries.ts';

/** The booking search's filters, as the URL and the API name them. */
export interface AdminBookingFilters {
  venue?: string;
  customer?: string;
  from?: string;
  to?: string;
  status?: string;
  page: number;
  limit: number;
}

export const fetchAdminBookings = (filters: AdminBookingFilters, signal?: AbortSignal) =>
  apiCall('GET /admin/reservations', { query: { ...filters }, signal });

export const fetchAdminBooking = (id: string, signal?: AbortSignal) =>
  apiCall('GET /admin/reservations/:id', { params: { id }, signal }).then((body) => body.data);

/** GET /admin/reservations: newest first, one page; the previous page stays shown while the next loads. */
export const useAdminBookings = (filters: AdminBookingFilters) =>
  useQuery({
    queryKey: adminKeys.bookingList(filters),
    queryFn: ({ signal }) => fetchAdminBookings(filters, signal),
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });

/** A charge or refund the card provider has not settled yet (payouts wait for the host, not for us). */
const moneyOnTheWay = (booking: AdminBookingDetail | undefined) =>
  Boolean(
    booking?.transactions.some(
      (transaction) => transaction.status === TransactionStatus.PENDING && transaction.type !== TransactionType.PAYOUT,
    ),
  );

/**
 * One booking with its transactions (the details dialog, also opened by `?booking=<id>`), polled while a charge or
 * refund is pending so a cancel's refund shows once it succeeds.
 */
export const useAdminBooking = (id: string | null) =>
  useQuery({
    queryKey: adminKeys.booking(id ?? ''),
    queryFn: ({ signal }) => fetchAdminBooking(id!, signal),
    enabled: Boolean(id),
    refetchInterval: (query) => (moneyOnTheWay(query.state.data) ? 2000 : false),
    meta: { silent: true },
  });

/**
 * POST /admin/reservations/:id/cancel: a full refund and the admin's reason. The dialog shows the refused case
 * (409, no longer cancellable) in place, so the mutation is silent.
 */
export function useCancelAdminBooking(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: (reason: string) =>
      apiCall('POST /admin/reservations/:id/cancel', {
        params: { id },
        json: { reason },
      }),
    onSuccess: (body) => {
      notify.success(body.message);
      queryClient.setQueryData(adminKeys.booking(id), body.data);
      // The list, the ledger, the dashboard and the audit log all moved.
      void queryClient.invalidateQueries({
        queryKey: adminKeys.all,
        predicate: (query) => query.queryKey[1] !== 'booking',
      });
    },
  });
}
