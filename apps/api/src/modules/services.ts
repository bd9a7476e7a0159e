import type { Deps } from '../deps.ts';
import { enqueueJob } from '../jobs/queue.ts';
import { createAvailabilityService, createOpenDatesRefreshJob, REFRESH_OPEN_DATES_JOB } from './availability/availability.service.ts';
import { createTimezoneFinder } from './venues/timezone.ts';
import { createVenuesService } from './venues/venues.service.ts';

/** The composition root for services that depend on each other (one instance each per app). */
export function createServices(deps: Deps) {
  const availability = createAvailabilityService({ db: deps.db, clock: deps.clock });
  const venues = createVenuesService({
    db: deps.db,
    clock: deps.clock,
    storage: deps.storage,
    publicUrl: deps.config.publicUrl,
    timezoneAt: createTimezoneFinder(),
    onMessagesQueued: () => deps.jobs.nudge(),
    availability,
  });
  deps.jobs.register(
    REFRESH_OPEN_DATES_JOB,
    createOpenDatesRefreshJob({
      db: deps.db,
      clock: deps.clock,
      availability,
      loadFacts: (venueId) => venues.factsOf(venueId),
      enqueueNext: (runAt) => enqueueJob(deps.db, REFRESH_OPEN_DATES_JOB, {}, { runAt }),
    }),
  );
  return { availability, venues };
}
export type Services = ReturnType<typeof createServices>;
