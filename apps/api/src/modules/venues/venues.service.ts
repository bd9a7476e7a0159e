import {
  AdminMessages,
  ListingStatus,
  Messages,
  finalPhotoCount,
  isUuid,
  photoCountError,
  withDefaultRules,
  type BookingRulesBody,
  type VenueCreateBody,
  type VenueUpdateBody,
} from '@app/contract';
import type { SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { conflict, fieldError, notFound } from '../../lib/errors.ts';
import type { UploadedFile } from '../../lib/images.ts';
import type { AuthUser } from '../accounts/access.ts';
import type { VenueFacts } from '../availability/availability.service.ts';
import { timeRulesOf } from '../availability/time-rules.ts';
import { toVenueDetail } from './venues.presenter.ts';
import * as repository from './venues.repository.ts';
import type { VenueRecord } from './venues.repository.ts';
import { queueFileRemoval } from '../../jobs/file-removal.ts';
import { imageFilesOf, storeVenueImages } from './venue-images.ts';
import { createVenueFavourites } from './venue-favourites.ts';
import { createVenueReview } from './venue-review.ts';
import { createVenueSearch } from './venue-search.ts';
import { createVenueSitemap } from './venue-sitemap.ts';
import type {
  AdminListingQuery,
  ListingNotices,
  ReviewDecision,
  VenueReservationHooks,
  VenuesDeps,
  Viewer,
} from './venues.deps.ts';

/** The listing row other modules read (bookings load it to price and check a request). */
export type { VenueRecord };
export type { AdminListingQuery, ListingNotices, ReviewDecision, VenueReservationHooks, VenuesDeps };

export const venueFactsOf = (
  record: Pick<
    VenueRecord,
    'id' | 'timezone' | 'scheduling_period' | 'slots' | 'category_has_slots' | 'availability_version' | 'booking_rules'
  >,
): VenueFacts => ({
  id: record.id,
  version: Number(record.availability_version),
  timezone: record.timezone,
  schedulingPeriod: record.scheduling_period,
  slots: record.category_has_slots ? record.slots : null,
  hasSlots: record.category_has_slots,
  timeRules: timeRulesOf(withDefaultRules(record.booking_rules)),
});

const centsOf = (dollars: number) => Math.round(dollars * 100);
/**
 * Listings: a host's own (create, edit, delete, hosted), a listing's view and the records other modules read, with
 * search (venue-search), the admin's review (venue-review), favourites (venue-favourites) and what crawlers see
 * (venue-sitemap) built beside them.
 */
export function createVenuesService(deps: VenuesDeps) {
  const { db } = deps;

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

  const listings = {
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

    /**
     * docs/product/rules.md#booking-rules: the listing's booking rules, all at once (a rule left out is at its
     * default), by its host or an admin. They decide which hours are bookable, so the listing's hours are computed
     * afresh (a new schedule version) and its open days for date search refreshed in the same transaction.
     */
    async saveRules(viewer: AuthUser, id: string, rules: BookingRulesBody) {
      const venue = await loadOwnedVenue(viewer, id);
      if (rules.horizonDays !== null && rules.horizonDays > venue.schedulingPeriod)
        throw fieldError('horizonDays', Messages.rulesHorizonInvalid);
      await db.transaction(async (tx) => {
        await repository.lockVenueRow(tx, venue.id);
        await repository.saveBookingRules(tx, venue.id, rules);
        const record = await repository.findVenueRecord(tx, venue.id);
        if (record) await deps.availability.refreshOpenDates(tx, venueFactsOf(record), { scheduleChanged: true });
      });
      return withDefaultRules(rules);
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
  };
  return {
    ...listings,
    ...createVenueSearch(deps),
    ...createVenueReview(deps, { detailOf }),
    ...createVenueFavourites(deps, { view: listings.view }),
    ...createVenueSitemap(deps),
  };
}
export type VenuesService = ReturnType<typeof createVenuesService>;
