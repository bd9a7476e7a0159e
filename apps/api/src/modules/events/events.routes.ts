import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Messages, ReservationEventTypeSchema } from '@app/contract';
import { notFound } from '../../lib/errors.ts';
import { defineRoutes, type RouteExtras } from '../route-registry.ts';
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

export function eventRoutes(app: FastifyInstance, services: { eventStreams: EventStreams }) {
  const streams = services.eventStreams;
  // Open streams would keep the server from closing.
  app.addHook('preClose', async () => streams.closeAll());

  const stream = {
    description: streamDescription,
    produces: ['text/event-stream'],
    // The reply is hijacked, so compression never applies; this also keeps its hooks off the route.
    compress: false,
    beforeAccess: acceptAccessTokenQuery,
  } satisfies Omit<RouteExtras, 'summary'>;
  const lastEventIdOf = (request: FastifyRequest) =>
    parseLastEventId(request.headers['last-event-id']) ??
    parseLastEventId((request.query as { lastEventId?: unknown }).lastEventId);

  return defineRoutes(
    { tags: ['events'] },
    {
      'GET /event/restricted/subscribe': {
        ...stream,
        summary: 'Every event of the signed-in user, named by type (`event: <type>`)',
        handler: async ({ request, reply, user }) => {
          await streams.open(request, reply, { userId: user.id, lastEventId: lastEventIdOf(request) });
          return reply;
        },
      },

      'GET /event/restricted/subscribe/:type': {
        ...stream,
        summary:
          'One event type of the signed-in user, as unnamed events (payment_required, reservation_failed, reservation_confirmed)',
        handler: async ({ request, reply, user, params }) => {
          const type = ReservationEventTypeSchema.safeParse(params.type);
          if (!type.success) throw notFound(Messages.notFound);
          await streams.open(request, reply, { userId: user.id, type: type.data, lastEventId: lastEventIdOf(request) });
          return reply;
        },
      },
    },
  );
}
