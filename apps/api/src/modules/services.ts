import type { Deps } from '../deps.ts';
import { createAvailabilityService } from './availability/availability.service.ts';
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
  return { availability, venues };
}
export type Services = ReturnType<typeof createServices>;
