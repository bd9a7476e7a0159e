import type { Deps } from '../deps.ts';
import { exclusively } from '../db/client.ts';
import { enqueueJob, ensureRecurringJob, pruneJobs } from '../jobs/queue.ts';
import { recurringJob } from '../jobs/recurring.ts';
import { createBackgroundLoop } from '../lib/background-loop.ts';
import { endLiveStreams, pruneEvents } from './events/index.ts';
import { createAccountsService } from './accounts/accounts.service.ts';
import { createAdminBookingsService } from './admin/admin-bookings.service.ts';
import { createAdminService } from './admin/admin.service.ts';
import { createAuditService } from './audit/audit.service.ts';
import {
  createAvailabilityService,
  createOpenDatesRefreshJob,
  REFRESH_OPEN_DATES_JOB,
} from './availability/availability.service.ts';
import { createCatalogService } from './catalog/catalog.service.ts';
import { createContentService } from './content/content.service.ts';
import { createEventStreams } from './events/events.streams.ts';
import { createHealthService } from './health/health.service.ts';
import { createLocationService } from './location/location.service.ts';
import { createDomainNotifications } from './notifications/notifications.events.ts';
import { createNotificationsService, PUSH_JOB } from './notifications/notifications.service.ts';
import { paymentJobHandlers } from './payments/payments.jobs.ts';
import { createPaymentsService } from './payments/payments.service.ts';
import { createPayoutsService } from './payments/payouts.service.ts';
import {
  COMPLETE_RESERVATIONS_JOB,
  EXPIRE_HOLDS_JOB,
  reservationJobHandlers,
} from './reservations/reservations.jobs.ts';
import { createBookingEffects } from './reservations/booking-effects.ts';
import { createReservationsService } from './reservations/reservations.service.ts';
import { RESTORE_REVIEWS_JOB, reviewJobHandlers } from './reviews/reviews.jobs.ts';
import { createReviewsService } from './reviews/reviews.service.ts';
import { createTimezoneFinder } from './venues/timezone.ts';
import { createVenuesService, venueFactsOf } from './venues/venues.service.ts';

export const PRUNE_EVENTS_JOB = 'events.prune';
export const PRUNE_JOBS_JOB = 'jobs.prune';

/**
 * The composition root: every service of the API, built once per app with its dependencies, and the job handlers
 * that run them. The server and the tests build their services here.
 *
 * Availability and venues read bookings, and bookings are built on both: those two take reservations late-bound
 * (`() => reservations`, read on first use, after every service exists). Payouts apply webhook payments to bookings
 * the same way, and bookings tell reviews (built after them) of a cancelled stay.
 */
export function createServices(deps: Deps) {
  const { db, clock, config } = deps;
  // Every transaction that queues jobs or open days nudges after its commit (one call for both).
  const nudgeJobs = () => {
    deps.jobs.nudge();
    openDays.nudge();
  };
  const audit = createAuditService({ db });
  const accounts = createAccountsService({
    db,
    clock,
    storage: deps.storage,
    secrets: deps.secrets,
    onMessagesQueued: nudgeJobs,
  });
  const notifications = createNotificationsService({ db, publicUrl: config.publicUrl, push: deps.push });
  // Who is told what: it reads venues (declared below) only when a review is written.
  const notices = createDomainNotifications({
    notifications,
    venueSummary: async (executor, venueId) => {
      const record = await venues.recordOf(venueId, executor);
      return record ? { hostId: record.host_id, title: record.title } : undefined;
    },
  });
  const availability = createAvailabilityService({
    db,
    clock,
    reservations: () => reservations.availabilityHooks,
  });
  // The open-days refresh after bookings (decision 007). A nudge waits 200 ms, so the bookings that commit meanwhile
  // share the refresh (at 100 bookings a second on one listing, 20 of them) and the booking that nudged has committed.
  const openDays = createBackgroundLoop({
    run: () => availability.refreshQueuedOpenDates(),
    nudgeDelayMs: 200,
    pollMs: 2_000,
    onError: (error) =>
      deps.log.error({ err: error instanceof Error ? error.message : String(error) }, 'open days refresh failed'),
  });
  const bookingEffects = createBookingEffects({ notices, availability });
  const venues = createVenuesService({
    db,
    clock,
    storage: deps.storage,
    timezoneAt: createTimezoneFinder(),
    onMessagesQueued: nudgeJobs,
    availability,
    reservations: () => reservations,
    notices,
    audit,
  });
  const payments = createPaymentsService({
    db,
    payments: deps.payments,
    stageCharge: deps.stageCharge,
    publish: bookingEffects.publish,
    hostOf: async (venueId, executor) => (await venues.recordOf(venueId, executor))?.host_id,
    platformFeePercent: config.platformFeePercent,
  });
  const reservations = createReservationsService({
    db,
    ahead: deps.database.ahead,
    clock,
    payments,
    effects: bookingEffects,
    availability,
    venueRecordWith: (venueId, extra) => venues.recordWith(venueId, extra),
    venueFacts: venueFactsOf,
    bookingRateLimit: config.bookingRateLimit,
    nudgeJobs,
    audit,
    // Reviews own whether a review shows; they are told when a stay one may rest on is cancelled.
    onStartedStayCancelled: (executor, stay) => reviews.startedStayCancelled(executor, stay),
  });
  const payouts = createPayoutsService({
    db,
    payments: deps.payments,
    publicUrl: config.publicUrl,
    accounts,
    completePayment: (paymentId) => reservations.completePayment(paymentId),
    nudgeJobs,
  });
  const reviews = createReviewsService({
    db,
    clock,
    stays: reservations.reviewStays,
    assertVenueVisible: async (venueId) => {
      await venues.view(venueId, undefined);
    },
    onReviewCreated: (executor, review) => notices.reviewCreated(executor, review),
    onMessagesQueued: nudgeJobs,
  });
  const catalog = createCatalogService({ db, audit });
  const content = createContentService({ db, audit, jobs: deps.jobs, supportEmail: config.supportEmail });
  const admin = createAdminService({ db, clock, outbox: deps.outbox, audit, venues, endLiveStreams });
  const adminBookings = createAdminBookingsService({ db, clock, reservations, payments });
  const location = createLocationService({
    geocoderUrl: config.geocoderUrl,
    userAgent: `HourlySpaces/1.0 (+${config.publicUrl})`,
    log: deps.log,
  });
  const health = createHealthService({ db, driver: deps.database.driver, events: deps.events });
  const eventStreams = createEventStreams({ hub: deps.events, db });

  const handlers = {
    [REFRESH_OPEN_DATES_JOB]: createOpenDatesRefreshJob({
      db,
      clock,
      availability,
      loadFacts: (venueId) => venues.factsOf(venueId),
      enqueueNext: (runAt) => enqueueJob(db, REFRESH_OPEN_DATES_JOB, {}, { runAt }),
    }),
    ...reservationJobHandlers({ db, clock }, reservations),
    ...reviewJobHandlers({ db, clock }, reviews),
    // Events are only needed for Last-Event-ID replay (10 minutes); keep a day.
    [PRUNE_EVENTS_JOB]: recurringJob({ db, clock }, PRUNE_EVENTS_JOB, 6 * 3_600_000, () =>
      pruneEvents(db, new Date(clock.now().getTime() - 86_400_000)),
    ),
    // Finished jobs are only worth a look for a week (their codes and message bodies are already wiped); the ones
    // that failed for good, a month. Without this the queue grows by every email ever sent.
    [PRUNE_JOBS_JOB]: recurringJob({ db, clock }, PRUNE_JOBS_JOB, 6 * 3_600_000, () =>
      pruneJobs(db, {
        doneBefore: new Date(clock.now().getTime() - 7 * 86_400_000),
        failedBefore: new Date(clock.now().getTime() - 30 * 86_400_000),
      }),
    ),
    ...paymentJobHandlers(payments),
    [PUSH_JOB]: (payload: Record<string, unknown>) => notifications.deliverPush(payload),
  };
  for (const [kind, handler] of Object.entries(handlers)) deps.jobs.register(kind, handler);

  return {
    audit,
    accounts,
    availability,
    venues,
    reservations,
    payments,
    payouts,
    reviews,
    notifications,
    catalog,
    content,
    admin,
    adminBookings,
    location,
    health,
    eventStreams,
    openDays,
  };
}
export type Services = ReturnType<typeof createServices>;

/**
 * Recurring background work, started by each server process: one pending job of each kind, under an advisory lock so
 * processes started together do not each add one (docs/decisions/031).
 */
export async function ensureRecurringJobs(deps: Pick<Deps, 'db' | 'database'>) {
  await exclusively(deps.database, 'hourly-spaces:recurring-jobs', async () => {
    for (const kind of [
      REFRESH_OPEN_DATES_JOB,
      EXPIRE_HOLDS_JOB,
      COMPLETE_RESERVATIONS_JOB,
      RESTORE_REVIEWS_JOB,
      PRUNE_EVENTS_JOB,
      PRUNE_JOBS_JOB,
    ])
      await ensureRecurringJob(deps.db, kind);
  });
}
