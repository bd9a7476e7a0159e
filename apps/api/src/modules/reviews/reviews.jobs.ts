import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { JobHandler } from '../../jobs/queue.ts';
import { recurringJob } from '../../jobs/recurring.ts';
import type { ReviewsService } from './reviews.service.ts';

export const RESTORE_REVIEWS_JOB = 'reviews.restore';

/** Hidden reviews come back within a minute of their author's next stay at the listing starting. */
export function reviewJobHandlers(
  deps: { db: Database; clock: Clock },
  reviews: Pick<ReviewsService, 'restoreStanding'>,
): Record<string, JobHandler> {
  return {
    [RESTORE_REVIEWS_JOB]: recurringJob(deps, RESTORE_REVIEWS_JOB, 60_000, () => reviews.restoreStanding()),
  };
}
