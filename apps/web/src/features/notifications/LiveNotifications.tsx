import { NotificationEventType, type Notification } from '@app/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { connectLiveEvents } from '../../lib/live.ts';
import { publishNotification } from '../../lib/notification-events.ts';
import { isQuietAbout, notify } from '../../lib/notify.ts';
import {
  isReservationEventType,
  publishReservationEvent,
  ReservationEventTypes,
} from '../../lib/reservation-events.ts';
import { onForegroundPush } from '../../lib/push.ts';
import { useSessionUser } from '../../lib/session.ts';
import { reservationKeys } from '../booking/public.ts';
import { notificationKeys } from './queries.ts';

/**
 * While signed in: each new notification arrives on the live stream and is listed; it is shown as an info message
 * too unless it is about what the user is doing right now (`quietNotificationsAbout`), which says its own outcome.
 */
export function LiveNotifications() {
  const userId = useSessionUser()?.uuid;
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!userId) return;
    const refresh = () => void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
    const disconnect = connectLiveEvents([NotificationEventType, ...ReservationEventTypes], (type, data) => {
      if (isReservationEventType(type)) {
        publishReservationEvent(type, data);
        void queryClient.invalidateQueries({ queryKey: reservationKeys.all });
        return;
      }
      const notification = data as Notification;
      const facts = notification.facts as { reservationId?: unknown; venueId?: unknown } | undefined;
      if (!isQuietAbout(facts?.reservationId, facts?.venueId)) notify.info(notification.title);
      refresh();
      publishNotification(notification);
      // Booking lists and transactions change with most notifications.
      void queryClient.invalidateQueries({ queryKey: reservationKeys.all });
    });
    const stopPushes = onForegroundPush(refresh);
    return () => {
      disconnect();
      stopPushes();
    };
  }, [userId, queryClient]);
  return null;
}
