import type { AdminListingState } from '@app/contract';
import type { Database, Executor } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Storage } from '../../lib/storage.ts';
import type { AuthUser } from '../accounts/access.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { AvailabilityService } from '../availability/availability.service.ts';

export interface VenuesDeps {
  db: Database;
  clock: Clock;
  storage: Storage;
  /** IANA time zone at a point, for listings created without one. */
  timezoneAt: (latitude: number, longitude: number) => string | undefined;
  onMessagesQueued: () => void;
  availability: Pick<AvailabilityService, 'schedulesFor' | 'refreshOpenDates'>;
  /** Reservations depend on venues, and venues read them: the composition root passes them late-bound. */
  reservations: () => VenueReservationHooks;
  /** Tells admins and hosts about the approval workflow, in the transaction of the change. */
  notices: ListingNotices;
  /** Admin decisions on listings are recorded in the transaction that makes them. */
  audit: Pick<AuditService, 'record'>;
}

export interface ListingNotices {
  listingSubmitted(
    executor: Executor,
    listing: { venueId: string; title: string; hostId: string; resubmitted: boolean },
  ): Promise<void>;
  listingReviewed(
    executor: Executor,
    listing: { venueId: string; title: string; hostId: string },
    decision: ReviewDecision,
  ): Promise<void>;
  listingUnpublished(
    executor: Executor,
    listing: { venueId: string; title: string; hostId: string },
    reason: string,
  ): Promise<void>;
}

export type ReviewDecision = { approve: true } | { approve: false; reason: string };

export interface AdminListingQuery {
  page: number;
  limit: number;
  search?: string;
  host?: string;
  category?: string;
  state?: AdminListingState;
  sort: 'newest' | 'oldest';
}

export type Viewer = Pick<AuthUser, 'id' | 'isAdmin' | 'isHost'> | undefined;

/** What venues read of their bookings. */
export interface VenueReservationHooks {
  forVenueHost(venueId: string): Promise<unknown[]>;
  upcomingBookings(venueId: string): Promise<number>;
}
