import {
  AdminMessages,
  Limits,
  ListingStatus,
  Messages,
  finalPhotoCount,
  isUuid,
  photoCountError,
  type AdminListing,
  type AdminListingState,
  type VenueCreateBody,
  type VenueSearchQuery,
  type VenueUpdateBody,
} from '@app/contract';
import type { SQL } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { conflict, fieldError, notFound } from '../../lib/errors.ts';
import type { UploadedFile } from '../../lib/images.ts';
import type { Storage } from '../../lib/storage.ts';
import type { AuthUser } from '../accounts/access.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { AvailabilityService, VenueFacts } from '../availability/availability.service.ts';
import { toAdminListing, toVenueCard, toVenueDetail } from './venues.presenter.ts';
import * as repository from './venues.repository.ts';
import type { LockedListing, VenueRecord } from './venues.repository.ts';
import { queueFileRemoval } from '../../jobs/file-removal.ts';
import { imageFilesOf, storeVenueImages } from './venue-images.ts';
import { createProcessCache } from '../../lib/process-cache.ts';

/** The listing row other modules read (bookings load it to price and check a request). */
export type { VenueRecord };

export interface VenuesDeps {
  db: Database;
  clock: Clock;
  storage: Storage;
  /** IANA time zone at a point, for listings created without one. */
  timezoneAt: (latitude: number, longitude: number) => string | undefined;
  onMessagesQueued: () => void;
  availability: Pick<AvailabilityService, 'schedulesFor'>;
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

type Viewer = Pick<AuthUser, 'id' | 'isAdmin' | 'isHost'> | undefined;

export const venueFactsOf = (
  record: Pick<
    VenueRecord,
    'id' | 'timezone' | 'scheduling_period' | 'slots' | 'category_has_slots' | 'availability_version'
  >,
): VenueFacts => ({
  id: record.id,
  version: Number(record.availability_version),
  timezone: record.timezone,
  schedulingPeriod: record.scheduling_period,
  slots: record.category_has_slots ? record.slots : null,
  hasSlots: record.category_has_slots,
});

const centsOf = (dollars: number) => Math.round(dollars * 100);
/** What venues read of their bookings. */
export interface VenueReservationHooks {
  forVenueHost(venueId: string): Promise<unknown[]>;
  upcomingBookings(venueId: string): Promise<number>;
}

/**
 * Totals of recent searches, per instance, for a few seconds: counting every match is the costly part of a
 * broad search at 100k listings, and paging through the same search repeats it.
 */
const createCountCache = (clock: Clock) =>
  createProcessCache<string, number>({
    name: 'venues.search-totals',
    limit: 5_000,
    ttlMs: 10_000,
    now: () => clock.now().getTime(),
  });

const countKeyOf = (query: VenueSearchQuery, viewer: Viewer) =>
  JSON.stringify([
    query.search ?? '',
    query.categoryId,
    query.coordinateRange,
    query.zipcode,
    query.fromDate,
    query.toDate,
    viewer?.id,
  ]);

export function createVenuesService(deps: VenuesDeps) {
  const { db } = deps;
  const countCache = createCountCache(deps.clock);

  async function loadOwnedVenue(viewer: AuthUser, id: string) {
    const venue = isUuid(id) ? await repository.findVenueRow(db, id) : undefined;
    if (!venue || (venue.hostId !== viewer.id && !viewer.isAdmin)) throw notFound(Messages.listingNotFound);
    return venue;
  }

  async function assertAmenitiesExist(amenityIds: string[]) {
    const unique = [...new Set(amenityIds)];
    if ((await repository.countKnownAmenities(db, unique)) !== unique.length)
      throw fieldError('amenityIds', Messages.unknownAmenity);
    return unique;
  }

  function resolveTimezone(given: string | undefined, latitude: number, longitude: number) {
    const zone = given ?? deps.timezoneAt(latitude, longitude);
    if (!zone) throw fieldError('timezone', Messages.invalidTimezone);
    return zone;
  }

  async function presentDetail(record: VenueRecord, viewer: Viewer) {
    const isOwner = viewer?.id === record.host_id;
    const schedules = await deps.availability.schedulesFor(db, venueFactsOf(record));
    const reservations = isOwner ? await deps.reservations().forVenueHost(record.id) : [];
    return toVenueDetail(record, { showRejection: isOwner || Boolean(viewer?.isAdmin), schedules, reservations });
  }

  async function detailOf(id: string, viewer: Viewer) {
    const record = await repository.findVenueRecord(db, id, viewer?.id);
    if (!record) throw notFound(Messages.listingNotFound);
    return presentDetail(record, viewer);
  }

  async function adminListingOf(executor: Executor, id: string): Promise<AdminListing> {
    const [row] = (await repository.listAdminListings(executor, { id, sort: 'newest', limit: 1, offset: 0 })).rows;
    if (!row) throw notFound(Messages.listingNotFound);
    return toAdminListing(row);
  }

  /** Approves or rejects a locked listing: the change, the host's notice and the audit entry, in `tx`. */
  async function applyReview(tx: Executor, admin: AuthUser, listing: LockedListing, decision: ReviewDecision) {
    await repository.updateVenue(tx, listing.id, {
      approved: decision.approve,
      rejectionReason: decision.approve ? null : decision.reason,
      reviewedAt: deps.clock.now(),
    });
    await deps.notices.listingReviewed(
      tx,
      { venueId: listing.id, title: listing.title, hostId: listing.host_id },
      decision,
    );
    const decided = decision.approve ? 'approved' : 'rejected';
    await deps.audit.record(tx, {
      actorId: admin.id,
      action: decision.approve ? 'listing.approve' : 'listing.reject',
      targetType: 'listing',
      targetId: listing.id,
      targetLabel: listing.title,
      reason: decision.approve ? null : decision.reason,
      details: { from: listing.state, to: listing.state === 'unpublished' ? listing.state : decided },
    });
  }

  async function changePublication(admin: AuthUser, id: string, change: { unpublish: boolean; reason: string }) {
    if (!isUuid(id)) throw notFound(Messages.listingNotFound);
    return db.transaction(async (tx) => {
      const [listing] = await repository.lockListings(tx, [id]);
      if (!listing) throw notFound(Messages.listingNotFound);
      const unpublished = listing.state === 'unpublished';
      if (change.unpublish && unpublished) throw conflict(AdminMessages.listingAlreadyUnpublished);
      if (!change.unpublish && !unpublished) throw conflict(AdminMessages.listingNotUnpublished);
      await repository.updateVenue(
        tx,
        id,
        change.unpublish
          ? { status: ListingStatus.INACTIVE, unpublishReason: change.reason }
          : { status: ListingStatus.ACTIVE, unpublishReason: null },
      );
      const after = await adminListingOf(tx, id);
      await deps.audit.record(tx, {
        actorId: admin.id,
        action: change.unpublish ? 'listing.unpublish' : 'listing.restore',
        targetType: 'listing',
        targetId: id,
        targetLabel: listing.title,
        reason: change.reason,
        details: { from: listing.state, to: after.state },
      });
      const summary = { venueId: id, title: listing.title, hostId: listing.host_id };
      if (change.unpublish) await deps.notices.listingUnpublished(tx, summary, change.reason);
      return after;
    });
  }

  return {
    async create(host: AuthUser, body: VenueCreateBody, files: UploadedFile[]) {
      const countProblem = photoCountError('add', files.length);
      if (countProblem) throw fieldError('images', countProblem);
      const category = await repository.findCategory(db, body.categoryId);
      if (!category) throw fieldError('categoryId', Messages.unknownCategory);
      if (category.hasSlots && !body.slots) throw fieldError('slots', Messages.slotsRequired);
      if (!category.hasSlots && body.slots) throw fieldError('slots', Messages.slotsNotAllowed);
      const amenityIds = await assertAmenitiesExist(body.amenityIds);
      const timezone = resolveTimezone(body.timezone, body.latitude, body.longitude);
      const images = await storeVenueImages(deps.storage, files);
      try {
        const venueId = await db.transaction(async (tx) => {
          const venue = await repository.insertVenue(tx, {
            hostId: host.id,
            categoryId: category.id,
            title: body.title,
            description: body.description,
            status: body.status,
            rentCents: centsOf(body.rent),
            slots: category.hasSlots ? body.slots! : null,
            address: body.address,
            latitude: body.latitude,
            longitude: body.longitude,
            zipcode: body.zipcode,
            timezone,
            maxAdults: body.guestLimit.adults,
            maxChildren: body.guestLimit.children,
            maxInfants: body.guestLimit.infants,
            approved: false,
          });
          await repository.insertImages(
            tx,
            images.stored.map((image, position) => ({ venueId: venue.id, position, ...image })),
          );
          await repository.replaceAmenities(tx, venue.id, amenityIds);
          await deps.notices.listingSubmitted(tx, {
            venueId: venue.id,
            title: venue.title,
            hostId: host.id,
            resubmitted: false,
          });
          return venue.id;
        });
        deps.onMessagesQueued();
        return detailOf(venueId, host);
      } catch (error) {
        await images.discard();
        throw error;
      }
    },

    async update(viewer: AuthUser, id: string, body: VenueUpdateBody, files: UploadedFile[]) {
      const venue = await loadOwnedVenue(viewer, id);
      // Only an admin's restore (recorded in the audit log) publishes a listing an admin took down.
      if (body.status === ListingStatus.ACTIVE && venue.status !== ListingStatus.ACTIVE && venue.unpublishReason)
        throw conflict(AdminMessages.listingUnpublishedByAdmin);
      if (body.categoryId !== undefined && body.categoryId !== venue.categoryId) {
        throw fieldError('categoryId', Messages.categoryNotEditable);
      }
      if (body.slots !== undefined) {
        const given = Number(body.slots);
        const current = venue.slots ?? 0;
        if (!(Number.isFinite(given) ? given === current : false)) throw fieldError('slots', Messages.slotsNotEditable);
      }
      const existing = await repository.listImages(db, venue.id);
      const existingPaths = new Set(existing.map((image) => image.path));
      const toDelete = [...new Set(body.deleteImages)];
      const unknown = toDelete.filter((path) => !existingPaths.has(path.replace(/^\//, '')));
      if (unknown.length) throw fieldError('deleteImages', 'Some images to delete do not belong to this listing');
      const deletions = toDelete.map((path) => path.replace(/^\//, ''));
      const countProblem = photoCountError('edit', finalPhotoCount(existing.length, deletions.length, files.length));
      if (countProblem) throw fieldError('images', countProblem);
      const amenityIds = body.amenityIds ? await assertAmenitiesExist(body.amenityIds) : undefined;
      const latitude = body.latitude ?? venue.latitude;
      const longitude = body.longitude ?? venue.longitude;
      const moved = latitude !== venue.latitude || longitude !== venue.longitude;
      const timezone = body.timezone ?? (moved ? resolveTimezone(undefined, latitude, longitude) : venue.timezone);
      const images = await storeVenueImages(deps.storage, files);
      const resubmitted = !venue.approved && Boolean(venue.rejectionReason);
      try {
        await db.transaction(async (tx) => {
          // Deleted meanwhile: the new photos would belong to nothing (the catch below removes them).
          if (!(await repository.lockVenueRow(tx, venue.id))) throw notFound(Messages.listingNotFound);
          await repository.updateVenue(tx, venue.id, {
            ...(body.title !== undefined ? { title: body.title } : {}),
            ...(body.description !== undefined ? { description: body.description } : {}),
            ...(body.status !== undefined ? { status: body.status } : {}),
            ...(body.rent !== undefined ? { rentCents: centsOf(body.rent) } : {}),
            ...(body.address !== undefined ? { address: body.address } : {}),
            ...(body.zipcode !== undefined ? { zipcode: body.zipcode } : {}),
            ...(body.guestLimit
              ? {
                  maxAdults: body.guestLimit.adults,
                  maxChildren: body.guestLimit.children,
                  maxInfants: body.guestLimit.infants,
                }
              : {}),
            latitude,
            longitude,
            timezone,
            // Editing keeps an approval; a rejected listing goes back to the review queue.
            ...(resubmitted ? { rejectionReason: null, reviewedAt: null } : {}),
          });
          await repository.deleteImagesByPath(tx, venue.id, deletions);
          await queueFileRemoval(tx, imageFilesOf(existing.filter((image) => deletions.includes(image.path))));
          await repository.insertImages(
            tx,
            images.stored.map((image, index) => ({ venueId: venue.id, position: existing.length + index, ...image })),
          );
          await repository.renumberImages(tx, venue.id);
          if (amenityIds) await repository.replaceAmenities(tx, venue.id, amenityIds);
          if (resubmitted)
            await deps.notices.listingSubmitted(tx, {
              venueId: venue.id,
              title: body.title ?? venue.title,
              hostId: venue.hostId,
              resubmitted: true,
            });
        });
        deps.onMessagesQueued();
      } catch (error) {
        await images.discard();
        throw error;
      }
      return detailOf(venue.id, viewer);
    },

    async remove(viewer: AuthUser, id: string) {
      const venue = await loadOwnedVenue(viewer, id);
      const upcoming = await deps.reservations().upcomingBookings(venue.id);
      if (upcoming > 0) throw conflict(`${Messages.listingHasUpcomingBookings} (${upcoming} upcoming)`);
      await db.transaction(async (tx) => {
        await repository.lockVenueRow(tx, venue.id);
        await repository.softDeleteVenue(tx, venue.id);
        // Past bookings keep the listing's title, not its photos: their rows go now, their files after the commit.
        const images = await repository.deleteAllImages(tx, venue.id);
        await queueFileRemoval(tx, imageFilesOf(images));
      });
      deps.onMessagesQueued();
    },

    /** Bookable listings for everyone; the host and admins also see their own pending or inactive ones. */
    async view(id: string, viewer: Viewer) {
      if (!isUuid(id)) throw notFound(Messages.listingNotFound);
      const record = await repository.findVenueRecord(db, id, viewer?.id);
      if (!record) throw notFound(Messages.listingNotFound);
      const isOwner = viewer?.id === record.host_id;
      const bookable = record.approved && record.status === ListingStatus.ACTIVE && Number(record.host_status) === 1;
      if (!bookable && !isOwner && !viewer?.isAdmin) throw notFound(Messages.listingNotFound);
      return presentDetail(record, viewer);
    },

    async search(query: VenueSearchQuery, viewer: Viewer) {
      if (query.fromDate || query.toDate) assertSearchDates(query, deps.clock.now());
      if (query.categoryId && !isUuid(query.categoryId)) throw fieldError('categoryId', Messages.unknownCategory);
      const range = query.coordinateRange;
      const hasPoint = range?.latitude !== undefined && range?.longitude !== undefined;
      const terms = (query.search ?? '')
        .toLowerCase()
        .split(/[\s,]+/)
        .filter((term) => term.length > 0)
        .slice(0, 6);
      const searchFilters = {
        terms,
        categoryId: query.categoryId,
        // A radius search ignores zipcodes: the web app sends the chosen place's zipcode beside its point.
        zipcode: hasPoint ? undefined : (query.zipcode ?? range?.zipcode),
        point: hasPoint
          ? {
              latitude: range!.latitude!,
              longitude: range!.longitude!,
              radiusMiles: range!.radius ?? Limits.defaultRadiusMiles,
            }
          : undefined,
        excludeHostId: viewer?.id,
        availableDates:
          query.fromDate || query.toDate
            ? { from: query.fromDate ?? query.toDate!, to: query.toDate ?? query.fromDate! }
            : undefined,
        viewerId: viewer?.id,
        sort: query.sort ?? (hasPoint ? 'distance' : 'rating'),
        limit: query.limit,
        offset: (query.page - 1) * query.limit,
      };
      // The total first: it decides how the page is found (repository `page`), and it is cached across pages.
      const search = await repository.searchVenues(db, searchFilters);
      const countKey = countKeyOf(query, viewer);
      let counted = countCache.get(countKey) ?? countCache.set(countKey, await search.countMatches());
      // The page is always read: a cached total may predate a listing that has just become bookable.
      const rows = await search.page(counted);
      if (searchFilters.offset === 0 && rows.length < searchFilters.limit) {
        counted = countCache.set(countKey, rows.length);
      } else if (searchFilters.offset + rows.length > counted) {
        counted = countCache.set(countKey, await search.countMatches());
      }
      const capped = counted > repository.SEARCH_COUNT_CAP;
      return {
        data: rows.map(toVenueCard),
        count: capped ? repository.SEARCH_COUNT_CAP : counted,
        ...(capped ? { countCapped: true } : {}),
      };
    },

    /** The listing's availability facts, for its owner or an admin (others get 404). */
    async ownedVenueFacts(viewer: AuthUser, id: string): Promise<VenueFacts> {
      await loadOwnedVenue(viewer, id);
      const record = await repository.findVenueRecord(db, id);
      if (!record) throw notFound(Messages.listingNotFound);
      return venueFactsOf(record);
    },

    async recordOf(venueId: string, executor: Executor = db) {
      return repository.findVenueRecord(executor, venueId);
    },

    /** The record with a column of another module's over the listing `v`, read in the same statement. */
    async recordWith(venueId: string, extra: SQL) {
      const row = await repository.findVenueRecord(db, venueId, undefined, extra);
      if (!row) return undefined;
      const { extra: value, ...record } = row;
      return { record: record as VenueRecord, extra: value };
    },

    async factsOf(venueId: string): Promise<VenueFacts | undefined> {
      const record = await repository.findVenueRecord(db, venueId);
      return record ? venueFactsOf(record) : undefined;
    },

    async saveAvailabilitySettings(
      executor: Executor,
      venueId: string,
      patch: { schedulingPeriod: number; slots?: number },
    ) {
      await repository.updateVenue(executor, venueId, patch);
    },

    async hosted(host: AuthUser) {
      const rows = await repository.listHostedVenues(db, host.id);
      return rows.map((record) => toVenueDetail(record, { showRejection: true }));
    },

    async addFavourite(user: AuthUser, venueId: string) {
      const venue = await this.view(venueId, undefined).catch(() => undefined);
      if (!venue || venue.host.userId === user.id) throw notFound(Messages.listingNotFound);
      await repository.addFavourite(db, user.id, venueId);
    },

    async removeFavourite(user: AuthUser, venueId: string) {
      if (!isUuid(venueId)) throw notFound(Messages.listingNotFound);
      await repository.removeFavourite(db, user.id, venueId);
    },

    async listFavourites(user: AuthUser) {
      return (await repository.listFavouriteVenues(db, user.id)).map(toVenueCard);
    },

    /** What a shared link's preview shows: only for a listing anyone may see (else undefined). */
    async previewOf(id: string) {
      if (!isUuid(id)) return undefined;
      const record = await repository.findVenueRecord(db, id);
      const bookable =
        record && record.approved && record.status === ListingStatus.ACTIVE && Number(record.host_status) === 1;
      if (!record || !bookable) return undefined;
      return {
        title: record.title,
        description: record.description,
        category: record.category_name,
        address: record.address,
        image: record.images[0] ?? null,
      };
    },

    /** What crawlers may index: every bookable listing with when it last changed. */
    async sitemapEntries(limit = 50_000) {
      const rows = await repository.listSitemapVenues(db, limit);
      return rows.map((row) => ({ id: row.id, updatedAt: new Date(row.updated_at) }));
    },

    async listForReview(approved: boolean | undefined, limit: number, page: number) {
      const { rows, total } = await repository.listVenuesForReview(db, approved, limit, (page - 1) * limit);
      return { data: rows.map((record) => toVenueDetail(record, { showRejection: true })), count: total };
    },

    async review(admin: AuthUser, id: string, decision: ReviewDecision) {
      if (!isUuid(id)) throw notFound(Messages.listingNotFound);
      await db.transaction(async (tx) => {
        const [listing] = await repository.lockListings(tx, [id]);
        if (!listing) throw notFound(Messages.listingNotFound);
        await applyReview(tx, admin, listing, decision);
      });
      deps.onMessagesQueued();
      return detailOf(id, admin);
    },

    /** Approves the pending ones among `ids` in one transaction; the rest (unknown, not pending) are skipped. */
    async approveMany(admin: AuthUser, ids: string[]) {
      const unique = [...new Set(ids)];
      const approved = await db.transaction(async (tx) => {
        const pending = (await repository.lockListings(tx, unique)).filter((listing) => listing.state === 'pending');
        for (const listing of pending) await applyReview(tx, admin, listing, { approve: true });
        return new Set(pending.map((listing) => listing.id));
      });
      if (approved.size) deps.onMessagesQueued();
      return {
        approved: unique.filter((id) => approved.has(id)),
        skipped: unique.filter((id) => !approved.has(id)),
      };
    },

    /** Takes a listing out of search and booking; its host and admins still see it, with the reason. */
    async unpublish(admin: AuthUser, id: string, reason: string) {
      const listing = await changePublication(admin, id, { unpublish: true, reason });
      deps.onMessagesQueued();
      return listing;
    },

    async restore(admin: AuthUser, id: string, reason: string) {
      return changePublication(admin, id, { unpublish: false, reason });
    },

    async listForAdmin(query: AdminListingQuery & { hostId?: string }) {
      const { rows, total } = await repository.listAdminListings(db, {
        hostId: query.hostId,
        search: query.search,
        host: query.host,
        categoryId: query.category,
        state: query.state,
        sort: query.sort,
        limit: query.limit,
        offset: (query.page - 1) * query.limit,
      });
      return { data: rows.map(toAdminListing), count: total };
    },

    countPendingApprovals: () => repository.countListingsInState(db, 'pending'),
  };
}
export type VenuesService = ReturnType<typeof createVenuesService>;

/** docs/product/rules.md#validation: From not before today, To not before From. "Today" allows for the earliest time zone. */
function assertSearchDates(query: VenueSearchQuery, now: Date) {
  const earliestToday = new Date(now.getTime() - 14 * 3_600_000).toISOString().slice(0, 10);
  if (query.fromDate && query.fromDate < earliestToday) throw fieldError('fromDate', Messages.searchFromInPast);
  if (query.fromDate && query.toDate && query.toDate < query.fromDate)
    throw fieldError('toDate', Messages.searchToBeforeFrom);
  if (!query.fromDate && query.toDate && query.toDate < earliestToday)
    throw fieldError('toDate', Messages.searchFromInPast);
}
