import { isDatabaseReachable, type Database, type DatabaseHandle } from '../../db/client.ts';

/** Liveness and readiness of this instance. */
export function createHealthService(deps: { db: Database; driver: DatabaseHandle['driver'] }) {
  return {
    liveness: () => ({ status: 'ok', uptimeSeconds: Math.round(process.uptime()) }),

    async readiness() {
      const database = await isDatabaseReachable(deps.db);
      return {
        ready: database,
        data: { status: database ? 'ready' : 'unavailable', database: database ? 'up' : 'down', driver: deps.driver },
      };
    },
  };
}
export type HealthService = ReturnType<typeof createHealthService>;
