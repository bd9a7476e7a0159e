import { NotificationMessages } from '@app/contract';
import { defineRoutes } from '../route-registry.ts';
import type { NotificationsService } from './notifications.service.ts';

export function notificationRoutes(services: { notifications: NotificationsService }) {
  const { notifications } = services;

  return defineRoutes(
    { tags: ['notifications'] },
    {
      'GET /notification/viewall': {
        summary: 'My notifications, newest first: `{ data, count, unreadCount }`',
        handler: async ({ user, query }) => notifications.list(user, query),
      },

      'PUT /notification/read/all': {
        summary: 'Mark all my notifications read; `data.count` is how many changed',
        handler: async ({ user }) => ({
          data: await notifications.markAllRead(user),
          message: NotificationMessages.allMarkedRead,
        }),
      },

      'PUT /notification/:id/read': {
        summary: 'Mark one of my notifications read',
        handler: async ({ user, params }) => ({
          data: await notifications.markRead(user, params.id),
          message: NotificationMessages.markedRead,
        }),
      },

      'GET /notification/push/key': {
        summary: 'The VAPID public key for pushManager.subscribe',
        handler: async () => ({ data: { publicKey: notifications.pushPublicKey() } }),
      },

      'POST /notification/push/subscribe': {
        summary: "Turn on Web Push for this browser (the browser's PushSubscription JSON)",
        handler: async ({ user, body }) => ({
          data: await notifications.subscribePush(user, body),
          message: NotificationMessages.pushSubscribed,
        }),
      },

      'DELETE /notification/push/subscribe': {
        summary: 'Turn off Web Push for this browser: `{ endpoint }`',
        handler: async ({ user, body }) => ({
          data: await notifications.unsubscribePush(user, body.endpoint),
          message: NotificationMessages.pushUnsubscribed,
        }),
      },
    },
  );
}
