import type { FastifyInstance } from 'fastify';
import type { HealthService } from './health.service.ts';

export async function registerHealthRoutes(app: FastifyInstance, services: { health: HealthService }) {
  const { health } = services;
  app.get('/health', { schema: { tags: ['health'], summary: 'Liveness' } }, async () => ({
    data: health.liveness(),
  }));
  app.get(
    '/health/ready',
    { schema: { tags: ['health'], summary: 'Readiness: the database answers' } },
    async (_request, reply) => {
      const readiness = await health.readiness();
      return reply.code(readiness.ready ? 200 : 503).send({ data: readiness.data });
    },
  );
}
