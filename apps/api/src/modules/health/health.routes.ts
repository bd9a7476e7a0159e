import { defineRoutes } from '../route-registry.ts';
import type { HealthService } from './health.service.ts';

export function healthRoutes(services: { health: HealthService }) {
  const { health } = services;
  return defineRoutes(
    { tags: ['health'] },
    {
      'GET /health': {
        summary: 'Liveness',
        handler: async () => ({ data: health.liveness() }),
      },
      'GET /health/ready': {
        summary: 'Readiness: started, and the database answers',
        handler: async ({ reply }) => {
          const readiness = await health.readiness();
          return reply.code(readiness.ready ? 200 : 503).send({ data: readiness.data });
        },
      },
    },
  );
}
