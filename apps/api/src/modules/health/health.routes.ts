import type { FastifyInstance } from 'fastify';
import { HealthResponseSchema, ReadinessResponseSchema } from '@app/contract';
import { isDatabaseReachable } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';

export async function registerHealthRoutes(app: FastifyInstance, deps: Deps) {
  app.get(
    '/health',
    { schema: { tags: ['health'], summary: 'Liveness', response: { 200: HealthResponseSchema } } },
    async () => ({
      data: { status: 'ok', uptimeSeconds: Math.round(process.uptime()) },
    }),
  );
  app.get(
    '/health/ready',
    {
      schema: {
        tags: ['health'],
        summary: 'Readiness: the database answers',
        response: { 200: ReadinessResponseSchema, 503: ReadinessResponseSchema },
      },
    },
    async (_request, reply) => {
      const database = await isDatabaseReachable(deps.db);
      return reply.code(database ? 200 : 503).send({
        data: {
          status: database ? 'ready' : 'unavailable',
          database: database ? 'up' : 'down',
          driver: deps.database.driver,
        },
      });
    },
  );
}
