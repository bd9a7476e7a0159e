import { isDatabaseReachable, type Database, type DatabaseHandle } from '../../db/client.ts';

/**
 * Liveness and readiness of this instance. A server that is still starting (seeding its demo data, starting its job
 * runner and event hub) is alive but not ready: a load balancer or a script waiting for it should not send users yet.
 * Nor is one whose events hub cannot deliver live events (it retries on its own).
 */
export function createHealthService(deps: {
  db: Database;
  driver: DatabaseHandle['driver'];
  events: { readonly delivering: boolean };
}) {
  let starting = false;
  return {
    liveness: () => ({ status: 'ok', uptimeSeconds: Math.round(process.uptime()) }),

    /** Not ready until `startup` settles (the server exits when it fails). */
    startingUntil(startup: Promise<unknown>) {
      starting = true;
      void startup.then(
        () => (starting = false),
        () => undefined,
      );
    },

    async readiness() {
      const database = await isDatabaseReachable(deps.db);
      const events = deps.events.delivering;
      const status = !database || !events ? 'unavailable' : starting ? 'starting' : 'ready';
      return {
        ready: status === 'ready',
        data: {
          status,
          database: database ? 'up' : 'down',
          events: events ? 'up' : 'down',
          driver: deps.driver,
        } as const,
      };
    },
  };
}
export type HealthService = ReturnType<typeof createHealthService>;
