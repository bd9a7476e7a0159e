import { and, eq, sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client.ts';
import { reviews } from '../../db/schema.ts';
import { accountOf } from '../accounts/accounts.parts.ts';
import { lockRatingStatement, saveRatingStatement } from '../venues/venues.parts.ts';

export type ReviewRow = typeof reviews.$inferSelect;

export async function listVenueReviews(executor: Executor, venueId: string) {
  return queryRows<{
    id: string;
    author_id: string;
    author_name: string;
    rating: number;
    remark: string;
    created_at: string | Date;
  }>(
    executor,
    sql`select r.id, r.author_id, u.display_name as author_name, r.rating, r.remark, r.created_at
      from reviews r join lateral ${accountOf(sql`r.author_id`)} u on true where r.venue_id = ${venueId} and r.visible
      order by r.created_at desc, r.id`,
  );
}

export async function findReview(
  executor: Executor,
  venueId: string,
  reviewId: string,
): Promise<ReviewRow | undefined> {
  const [row] = await executor
    .select()
    .from(reviews)
    .where(and(eq(reviews.venueId, venueId), eq(reviews.id, reviewId)))
    .limit(1);
  return row;
}

export async function insertReview(executor: Executor, values: typeof reviews.$inferInsert) {
  const [row] = await executor.insert(reviews).values(values).returning();
  return row!;
}

export async function updateReview(executor: Executor, reviewId: string, patch: { rating: number; remark: string }) {
  await executor
    .update(reviews)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(eq(reviews.id, reviewId));
}

export async function deleteReview(executor: Executor, reviewId: string) {
  await executor.delete(reviews).where(eq(reviews.id, reviewId));
}

/**
 * The listing's rating is the mean of its shown reviews to one decimal (0 without any), kept in step here. The listing
 * is locked first, so the mean is read after any other change of its reviews has committed (two guests posting at
 * once each counted only their own).
 */
export async function refreshVenueRating(executor: Executor, venueId: string) {
  await executor.execute(lockRatingStatement(venueId));
  await executor.execute(
    saveRatingStatement(venueId, {
      mean: sql`coalesce((select round(avg(rating)::numeric, 1)::float8 from reviews where venue_id = ${venueId} and visible), 0)`,
      count: sql`(select count(*)::int from reviews where venue_id = ${venueId} and visible)`,
    }),
  );
}

/** The author's review of the listing, locked for the rest of the transaction. */
export async function lockAuthorReview(executor: Executor, venueId: string, authorId: string) {
  const [row] = await queryRows<{ id: string; visible: boolean }>(
    executor,
    sql`select id, visible from reviews where venue_id = ${venueId} and author_id = ${authorId} for update`,
  );
  return row;
}

export async function setReviewVisible(executor: Executor, reviewId: string, visible: boolean) {
  await executor.update(reviews).set({ visible }).where(eq(reviews.id, reviewId));
}

/** Hidden reviews after `afterId`, in id order (a page of the restore sweep). */
export async function hiddenReviews(executor: Executor, afterId: string | undefined, limit: number) {
  return queryRows<{ id: string; venueId: string; authorId: string }>(
    executor,
    sql`select id, venue_id as "venueId", author_id as "authorId" from reviews
      where not visible ${afterId ? sql`and id > ${afterId}` : sql``} order by id limit ${limit}`,
  );
}
