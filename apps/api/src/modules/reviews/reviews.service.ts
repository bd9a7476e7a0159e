import { Messages, isUuid, type Review, type ReviewBody } from '@app/contract';
import { databaseErrorCode, type Database, type Executor } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../accounts/access.ts';
import * as repository from './reviews.repository.ts';

/** What reviews read of bookings (the reservations module's `reviewStays`). */
export interface StaysPort {
  hasStartedStay: (
    executor: Executor,
    input: { venueId: string; customerId: string; now: Date; lock?: boolean },
  ) => Promise<boolean>;
  pairsWithStartedStays: (
    executor: Executor,
    pairs: Array<{ venueId: string; customerId: string }>,
    now: Date,
  ) => Promise<Array<{ venueId: string; customerId: string }>>;
}

/**
 * docs/product/rules.md#reviews: guests whose stay has started, one review each, author-only edits; a review is shown
 * only while a started, not cancelled stay of its author's at the listing remains.
 */
export interface ReviewsDeps {
  db: Database;
  clock: Clock;
  stays: StaysPort;
  assertVenueVisible: (venueId: string) => Promise<void>;
  /** Tells the host, in the transaction that stores the review. */
  onReviewCreated: (
    executor: Executor,
    review: { venueId: string; authorId: string; rating: number; remark: string },
  ) => Promise<void>;
  onMessagesQueued: () => void;
}

const RESTORE_BATCH = 200;

export function createReviewsService(deps: ReviewsDeps) {
  const { db, clock } = deps;

  async function list(venueId: string): Promise<Review[]> {
    const rows = await repository.listVenueReviews(db, venueId);
    return rows.map((row) => ({
      uuid: row.id,
      postedBy: { uuid: row.author_id, name: row.author_name },
      rating: Number(row.rating),
      remark: row.remark,
      createdAt: (row.created_at instanceof Date ? row.created_at : new Date(row.created_at)).toISOString(),
    }));
  }

  /**
   * Shows or hides the author's review of the listing by whether a started stay of theirs remains, and keeps the
   * listing's rating in step; inside the caller's transaction. The review is locked before the stays are read, so two
   * changes of one author's standing settle one after the other.
   */
  async function settle(executor: Executor, venueId: string, authorId: string) {
    const review = await repository.lockAuthorReview(executor, venueId, authorId);
    if (!review) return false;
    const standing = await deps.stays.hasStartedStay(executor, { venueId, customerId: authorId, now: clock.now() });
    if (standing === review.visible) return false;
    await repository.setReviewVisible(executor, review.id, standing);
    await repository.refreshVenueRating(executor, venueId);
    return true;
  }

  async function loadOwnReview(user: AuthUser, venueId: string, reviewId: string) {
    const review = isUuid(venueId) && isUuid(reviewId) ? await repository.findReview(db, venueId, reviewId) : undefined;
    if (!review || (review.authorId !== user.id && !user.isAdmin)) throw notFound(Messages.reviewNotFound);
    return review;
  }

  return {
    async list(venueId: string) {
      if (!isUuid(venueId)) throw notFound(Messages.listingNotFound);
      await deps.assertVenueVisible(venueId);
      return list(venueId);
    },

    async create(user: AuthUser, venueId: string, body: ReviewBody) {
      if (!isUuid(venueId)) throw notFound(Messages.listingNotFound);
      await deps.assertVenueVisible(venueId);
      try {
        await db.transaction(async (tx) => {
          // Locked until the review is stored: a cancel of that stay meanwhile waits, then hides the review.
          const stay = { venueId, customerId: user.id, now: clock.now(), lock: true };
          if (!(await deps.stays.hasStartedStay(tx, stay)))
            throw new AppError('UNPROCESSABLE', Messages.reviewNotEligible);
          await repository.insertReview(tx, { venueId, authorId: user.id, rating: body.rating, remark: body.remarks });
          await repository.refreshVenueRating(tx, venueId);
          await deps.onReviewCreated(tx, { venueId, authorId: user.id, rating: body.rating, remark: body.remarks });
        });
      } catch (error) {
        if (databaseErrorCode(error) === '23505') throw conflict(Messages.reviewExists);
        throw error;
      }
      deps.onMessagesQueued();
      return list(venueId);
    },

    async update(user: AuthUser, venueId: string, reviewId: string, body: ReviewBody) {
      const review = await loadOwnReview(user, venueId, reviewId);
      await db.transaction(async (tx) => {
        await repository.updateReview(tx, review.id, { rating: body.rating, remark: body.remarks });
        await repository.refreshVenueRating(tx, venueId);
      });
      return list(venueId);
    },

    async remove(user: AuthUser, venueId: string, reviewId: string) {
      const review = await loadOwnReview(user, venueId, reviewId);
      await db.transaction(async (tx) => {
        await repository.deleteReview(tx, review.id);
        await repository.refreshVenueRating(tx, venueId);
      });
      return list(venueId);
    },

    /** A started stay was cancelled (reservations tell, in the cancel's transaction): the review it held may go. */
    async startedStayCancelled(executor: Executor, stay: { venueId: string; customerId: string }) {
      await settle(executor, stay.venueId, stay.customerId);
    },

    /** Hidden reviews whose author has a started stay again are shown (a job, every minute); returns how many. */
    async restoreStanding() {
      let restored = 0;
      let afterId: string | undefined;
      for (;;) {
        const hidden = await repository.hiddenReviews(db, afterId, RESTORE_BATCH);
        if (!hidden.length) return restored;
        afterId = hidden.at(-1)!.id;
        const pairs = hidden.map((review) => ({ venueId: review.venueId, customerId: review.authorId }));
        for (const pair of await deps.stays.pairsWithStartedStays(db, pairs, clock.now())) {
          if (await db.transaction((tx) => settle(tx, pair.venueId, pair.customerId))) restored++;
        }
        if (hidden.length < RESTORE_BATCH) return restored;
      }
    },
  };
}
export type ReviewsService = ReturnType<typeof createReviewsService>;

/** Recomputes a listing's rating from its reviews; the seed calls it after writing demo reviews. */
export const refreshVenueRating = (executor: Executor, venueId: string) =>
  repository.refreshVenueRating(executor, venueId);
