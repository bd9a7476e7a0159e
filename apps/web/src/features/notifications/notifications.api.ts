import { NotificationLimits, type Notification } from '@app/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../lib/api.ts';
import { useSessionUser } from '../../lib/session.ts';
import { notificationKeys } from './queries.ts';

/** The newest notifications and the unread total of the signed-in user (refreshed live by the event stream). */
export function useNotifications() {
  const user = useSessionUser();
  return useQuery({
    queryKey: notificationKeys.list(user?.uuid),
    queryFn: ({ signal }) =>
      apiCall('GET /notification/viewall', {
        query: { page: 1, limit: NotificationLimits.defaultPageSize },
        signal,
      }),
    enabled: Boolean(user),
    staleTime: 60_000,
    meta: { silent: true },
  });
}

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: (notification: Notification) =>
      apiCall('PUT /notification/:id/read', { params: { id: notification.uuid }, overlay: false }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: () => apiCall('PUT /notification/read/all', { overlay: false }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
