import type { FastifyInstance } from 'fastify';
import { HealthResponseSchema, ReadinessResponseSchema } from '@app/contract';
import type { HealthService } from './health.service.ts';

export async function registerHealthRoutes(app: FastifyInstance, services: { health: HealthService }) {
  const { health } = services;
  app.get(
    '/health',
    { schema: { tags: ['health'], summary: 'Liveness', response: { 200: HealthResponseSchema } } },
    async () => ({ data: health.liveness() }),
  );
  app.get(
    '/health/ready',
    {
      schema: {
        tags: ['health'],
        summary: 'Readiness: started, and the database answers',
        response: { 200: ReadinessResponseSchema, 503: ReadinessResponseSchema },
      },
    },
    async (_request, reply) => {
      const readiness = await health.readiness();
      return reply.code(readiness.ready ? 200 : 503).send({ data: readiness.data });
    },
  );
}
