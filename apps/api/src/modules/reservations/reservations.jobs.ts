import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { JobHandler } from '../../jobs/queue.ts';
import { recurringJob } from '../../jobs/recurring.ts';
import type { ReservationsService } from './reservations.service.ts';

export const EXPIRE_HOLDS_JOB = 'reservations.expire-holds';
export const COMPLETE_RESERVATIONS_JOB = 'reservations.complete';

/** Lapsed holds are released every 30 seconds; finished bookings complete (and their payout falls due) every 5 minutes. */
export function reservationJobHandlers(
  deps: { db: Database; clock: Clock },
  reservations: Pick<ReservationsService, 'expireHolds' | 'completeFinished'>,
): Record<string, JobHandler> {
  return {
    [EXPIRE_HOLDS_JOB]: recurringJob(deps, EXPIRE_HOLDS_JOB, 30_000, () => reservations.expireHolds()),
    [COMPLETE_RESERVATIONS_JOB]: recurringJob(deps, COMPLETE_RESERVATIONS_JOB, 5 * 60_000, () =>
      reservations.completeFinished(),
    ),
  };
}
