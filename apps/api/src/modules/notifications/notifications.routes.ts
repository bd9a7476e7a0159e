import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  NotificationListQuerySchema,
  NotificationMessages,
  PushSubscriptionBodySchema,
  PushUnsubscribeBodySchema,
  Routes,
} from '@app/contract';
import { parseWith } from '../../lib/http.ts';
import { requireUser } from '../accounts/access.ts';
import type { NotificationsService } from './notifications.service.ts';

const IdParams = z.object({ id: z.string() });

export async function registerNotificationRoutes(
  fastify: FastifyInstance,
  services: { notifications: NotificationsService },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { notifications } = services;
  const schema = { tags: ['notifications'], security: [{ bearer: [] }] };

  app.get(
    '/notification/viewall',
    {
      schema: {
        ...schema,
        summary: 'My notifications, newest first: `{ data, count, unreadCount }`',
        querystring: NotificationListQuerySchema,
        response: { 200: Routes['GET /notification/viewall'].response },
      },
    },
    async (request) => notifications.list(await requireUser(request), request.query),
  );

  app.put(
    '/notification/read/all',
    {
      schema: {
        ...schema,
        summary: 'Mark all my notifications read; `data.count` is how many changed',
        response: { 200: Routes['PUT /notification/read/all'].response },
      },
    },
    async (request) => ({
      data: await notifications.markAllRead(await requireUser(request)),
      message: NotificationMessages.allMarkedRead,
    }),
  );

  app.put(
    '/notification/:id/read',
    {
      schema: {
        ...schema,
        summary: 'Mark one of my notifications read',
        params: IdParams,
        response: { 200: Routes['PUT /notification/:id/read'].response },
      },
    },
    async (request) => ({
      data: await notifications.markRead(await requireUser(request), request.params.id),
      message: NotificationMessages.markedRead,
    }),
  );

  app.get(
    '/notification/push/key',
    {
      schema: {
        ...schema,
        summary: 'The VAPID public key for pushManager.subscribe',
        response: { 200: Routes['GET /notification/push/key'].response },
      },
    },
    async (request) => {
      await requireUser(request);
      return { data: { publicKey: notifications.pushPublicKey() } };
    },
  );

  app.post(
    '/notification/push/subscribe',
    {
      schema: {
        ...schema,
        summary: "Turn on Web Push for this browser (the browser's PushSubscription JSON)",
        response: { 200: Routes['POST /notification/push/subscribe'].response },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const body = parseWith(PushSubscriptionBodySchema, request.body ?? {});
      return { data: await notifications.subscribePush(user, body), message: NotificationMessages.pushSubscribed };
    },
  );

  app.delete(
    '/notification/push/subscribe',
    {
      schema: {
        ...schema,
        summary: 'Turn off Web Push for this browser: `{ endpoint }`',
        response: { 200: Routes['DELETE /notification/push/subscribe'].response },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const body = parseWith(PushUnsubscribeBodySchema, request.body ?? {});
      return {
        data: await notifications.unsubscribePush(user, body.endpoint),
        message: NotificationMessages.pushUnsubscribed,
      };
    },
  );
}
