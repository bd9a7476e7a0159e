import { Messages, isUuid, type Review, type ReviewBody } from '@app/contract';
import { databaseErrorCode, type Database, type Executor } from '../../db/client.ts';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../accounts/access.ts';
import * as repository from './reviews.repository.ts';

/** docs/product/rules.md#reviews: guests with a confirmed or completed booking, one each, author-only edits. */
export interface ReviewsDeps {
  db: Database;
  assertVenueVisible: (venueId: string) => Promise<void>;
  /** Tells the host, in the transaction that stores the review. */
  onReviewCreated: (
    executor: Executor,
    review: { venueId: string; authorId: string; rating: number; remark: string },
  ) => Promise<void>;
  onMessagesQueued: () => void;
}

export function createReviewsService(deps: ReviewsDeps) {
  const { db } = deps;

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
      if (!(await repository.hasEligibleBooking(db, venueId, user.id)))
        throw new AppError('UNPROCESSABLE', Messages.reviewNotEligible);
      try {
        await db.transaction(async (tx) => {
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
  };
}
export type ReviewsService = ReturnType<typeof createReviewsService>;

/** Recomputes a listing's rating from its reviews; the seed calls it after writing demo reviews. */
export const refreshVenueRating = (executor: Executor, venueId: string) =>
  repository.refreshVenueRating(executor, venueId);
