import type { Database } from '../db/client.ts';
import type { Clock } from '../lib/clock.ts';
import { enqueueJob, type JobHandler } from './queue.ts';

/** A recurring job's handler: runs, then queues the job's next run `intervalMs` later. */
export function recurringJob(
  deps: { db: Database; clock: Clock },
  kind: string,
  intervalMs: number,
  run: () => Promise<unknown>,
): JobHandler {
  return async () => {
    await run();
    await enqueueJob(deps.db, kind, {}, { runAt: new Date(deps.clock.now().getTime() + intervalMs) });
  };
}
