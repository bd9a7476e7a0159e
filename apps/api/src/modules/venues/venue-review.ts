import { AdminMessages, ListingStatus, Messages, isUuid, type AdminListing } from '@app/contract';
import type { Executor } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../accounts/access.ts';
import { toAdminListing, toVenueDetail } from './venues.presenter.ts';
import * as repository from './venues.repository.ts';
import type { LockedListing } from './venues.repository.ts';
import type { AdminListingQuery, ReviewDecision, VenuesDeps } from './venues.deps.ts';

/**
 * The admin's side of listings: the approval queue, approving and rejecting (one or many), unpublishing and
 * restoring, each with the host's notice and the audit entry in its transaction, and the admin listing table.
 */
export function createVenueReview<Detail>(
  deps: Pick<VenuesDeps, 'db' | 'clock' | 'notices' | 'audit' | 'onMessagesQueued'>,
  listing: { detailOf: (id: string, viewer: AuthUser) => Promise<Detail> },
) {
  const { db } = deps;
  const { detailOf } = listing;

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
