import type { Deps } from '../deps.ts';
import { createAuditService } from './audit/audit.service.ts';
import { enqueueJob, ensureRecurringJob } from '../jobs/queue.ts';
import { publishEvent, pruneEvents } from './events/index.ts';
import {
  createAvailabilityService,
  createOpenDatesRefreshJob,
  REFRESH_OPEN_DATES_JOB,
} from './availability/availability.service.ts';
import { createDomainNotifications } from './notifications/notifications.events.ts';
import { createNotificationsService, PUSH_JOB } from './notifications/notifications.service.ts';
import { createPayoutsService } from './payments/payouts.service.ts';
import { createReviewsService } from './reviews/reviews.service.ts';
import { createReservationsService, PAYOUT_JOB, REFUND_JOB } from './reservations/reservations.service.ts';
import { createTimezoneFinder } from './venues/timezone.ts';
import { createVenuesService, venueFactsOf } from './venues/venues.service.ts';

export const EXPIRE_HOLDS_JOB = 'reservations.expire-holds';
export const COMPLETE_RESERVATIONS_JOB = 'reservations.complete';
export const PRUNE_EVENTS_JOB = 'events.prune';

/** The composition root for services that depend on each other (one instance each per app). */
export function createServices(deps: Deps) {
  const nudgeJobs = () => deps.jobs.nudge();
  const audit = createAuditService({ db: deps.db });
  const notifications = createNotificationsService({ db: deps.db, publicUrl: deps.config.publicUrl, push: deps.push });
  // Who is told what: it reads reservations and venues (declared below) only when an event happens.
  const notices = createDomainNotifications({
    notifications,
    reservationFacts: (executor, reservationId) => reservations.noticeFacts(executor, reservationId),
    venueSummary: async (executor, venueId) => {
      const record = await venues.recordOf(venueId, executor);
      return record ? { hostId: record.host_id, title: record.title } : undefined;
    },
  });
  const availability = createAvailabilityService({ db: deps.db, clock: deps.clock });
  const venues = createVenuesService({
    db: deps.db,
    clock: deps.clock,
    storage: deps.storage,
    timezoneAt: createTimezoneFinder(),
    onMessagesQueued: nudgeJobs,
    availability,
    notices,
    audit,
  });
  const reservations = createReservationsService({
    db: deps.db,
    clock: deps.clock,
    payments: deps.payments,
    // Every booking event goes to the user's stream and becomes notifications, in the same transaction.
    publish: async (executor, event) => {
      await publishEvent(executor, event);
      await notices.onReservationEvent(executor, event);
    },
    availability,
    venueRecord: (venueId, executor) => venues.recordOf(venueId, executor),
    venueFacts: venueFactsOf,
    platformFeePercent: deps.config.platformFeePercent,
    bookingRateLimit: deps.config.bookingRateLimit,
    nudgeJobs,
    audit,
  });
  availability.connectReservations(reservations.hooks());
  venues.connectReservations({
    forVenueHost: (venueId) => reservations.forVenueHost(venueId),
    upcomingBookings: (venueId) => reservations.upcomingBookings(venueId),
  });
  const payouts = createPayoutsService({
    db: deps.db,
    payments: deps.payments,
    publicUrl: deps.config.publicUrl,
    reservations,
    nudgeJobs,
  });

  const every = (kind: string, intervalMs: number, run: () => Promise<unknown>) =>
    deps.jobs.register(kind, async () => {
      await run();
      await enqueueJob(deps.db, kind, {}, { runAt: new Date(deps.clock.now().getTime() + intervalMs) });
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
  every(EXPIRE_HOLDS_JOB, 30_000, () => reservations.expireHolds());
  every(COMPLETE_RESERVATIONS_JOB, 5 * 60_000, () => reservations.completeFinished());
  // Events are only needed for Last-Event-ID replay (10 minutes); keep a day.
  every(PRUNE_EVENTS_JOB, 6 * 3_600_000, () => pruneEvents(deps.db, new Date(deps.clock.now().getTime() - 86_400_000)));
  deps.jobs.register(REFUND_JOB, (payload) => reservations.runRefund(String(payload.transactionId)));
  deps.jobs.register(PAYOUT_JOB, (payload) => reservations.runPayout(String(payload.transactionId)));
  deps.jobs.register(PUSH_JOB, (payload) => notifications.deliverPush(payload));

  const reviews = createReviewsService({
    db: deps.db,
    assertVenueVisible: async (venueId) => {
      await venues.view(venueId, undefined);
    },
    onReviewCreated: (executor, review) => notices.reviewCreated(executor, review),
    onMessagesQueued: nudgeJobs,
  });

  return { audit, availability, venues, reservations, payouts, reviews, notifications };
}
export type Services = ReturnType<typeof createServices>;

/** Recurring background work, started once by the server process. */
export async function ensureRecurringJobs(deps: Deps) {
  for (const kind of [REFRESH_OPEN_DATES_JOB, EXPIRE_HOLDS_JOB, COMPLETE_RESERVATIONS_JOB, PRUNE_EVENTS_JOB])
    await ensureRecurringJob(deps.db, kind);
}
