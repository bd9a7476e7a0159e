import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  EventStreamParamsSchema,
  EventStreamQuerySchema,
  Messages,
  EventStreamResponseSchema,
  ReservationEventTypeSchema,
} from '@app/contract';
import { notFound } from '../../lib/errors.ts';
import { requireUser } from '../accounts/access.ts';
import { parseLastEventId, type EventStreams } from './events.streams.ts';

/** EventSource cannot set headers: `?access_token=` stands in for `Authorization: Bearer` (the header wins when both are sent). */
async function acceptAccessTokenQuery(request: FastifyRequest) {
  const token = (request.query as { access_token?: unknown } | undefined)?.access_token;
  if (!request.headers.authorization && typeof token === 'string' && token.trim() !== '') {
    request.headers.authorization = `Bearer ${token.trim()}`;
  }
}

const streamDescription =
  'Server-sent events (200 text/event-stream). Auth: `Authorization: Bearer <access>` or `?access_token=<access>`. ' +
  'Reconnect with `Last-Event-ID` (or `?lastEventId=`) to replay the events of the last 10 minutes after that id. ' +
  'A `: ping` comment is sent every 20 s.';

export async function registerEventRoutes(app: FastifyInstance, services: { eventStreams: EventStreams }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const streams = services.eventStreams;
  // Open streams would keep the server from closing.
  app.addHook('preClose', async () => streams.closeAll());

  const routeOptions = {
    // The reply is hijacked, so compression never applies; this also keeps its hooks off the route.
    compress: false as const,
    onRequest: acceptAccessTokenQuery,
  };
  const lastEventIdOf = (request: FastifyRequest) =>
    parseLastEventId(request.headers['last-event-id']) ??
    parseLastEventId((request.query as { lastEventId?: unknown }).lastEventId);

  api.get(
    '/event/restricted/subscribe',
    {
      ...routeOptions,
      schema: {
        tags: ['events'],
        summary: 'Every event of the signed-in user, named by type (`event: <type>`)',
        description: streamDescription,
        security: [{ bearer: [] }],
        querystring: EventStreamQuerySchema,
        produces: ['text/event-stream'],
        response: { 200: EventStreamResponseSchema },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      await streams.open(request, reply, { userId: user.id, lastEventId: lastEventIdOf(request) });
      return reply;
    },
  );

  api.get(
    '/event/restricted/subscribe/:type',
    {
      ...routeOptions,
      schema: {
        tags: ['events'],
        summary:
          'One event type of the signed-in user, as unnamed events (payment_required, reservation_failed, reservation_confirmed)',
        description: streamDescription,
        security: [{ bearer: [] }],
        params: EventStreamParamsSchema,
        querystring: EventStreamQuerySchema,
        produces: ['text/event-stream'],
        response: { 200: EventStreamResponseSchema },
      },
    },
    async (request, reply) => {
      const type = ReservationEventTypeSchema.safeParse(request.params.type);
      if (!type.success) throw notFound(Messages.notFound);
      const user = await requireUser(request);
      await streams.open(request, reply, { userId: user.id, type: type.data, lastEventId: lastEventIdOf(request) });
      return reply;
    },
  );
}
