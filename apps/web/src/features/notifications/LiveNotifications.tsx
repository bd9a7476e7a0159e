import type { Notification, NotificationEventType } from '@app/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { connectLiveEvents } from '../../lib/live.ts';
import { notify } from '../../lib/notify.ts';
import { onForegroundPush } from '../../lib/push.ts';
import { useSessionUser } from '../../lib/session.ts';
import { notificationsKey } from './notifications.api.ts';

// A type-only tie to the contract: importing its value would pull zod into the first-load bundle.
const liveNotificationEvent: typeof NotificationEventType = 'notification';

/** While signed in: each new notification arrives on the live stream, is shown as an info message and listed. */
export function LiveNotifications() {
  const userId = useSessionUser()?.uuid;
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!userId) return;
    const refresh = () => void queryClient.invalidateQueries({ queryKey: notificationsKey });
    const disconnect = connectLiveEvents([liveNotificationEvent], (_type, data) => {
      const notification = data as Notification;
      notify.info(notification.title);
      refresh();
      // Booking lists and transactions change with most notifications.
      void queryClient.invalidateQueries({ queryKey: ['reservations'] });
    });
    const stopPushes = onForegroundPush(refresh);
    return () => {
      disconnect();
      stopPushes();
    };
  }, [userId, queryClient]);
  return null;
}
