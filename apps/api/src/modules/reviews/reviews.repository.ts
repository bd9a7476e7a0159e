import { and, eq, sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client.ts';
import { reviews } from '../../db/schema.ts';

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
      from reviews r join users u on u.id = r.author_id where r.venue_id = ${venueId} order by r.created_at desc, r.id`,
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

/** The listing's rating is the mean of its reviews to one decimal (0 without reviews), kept in step here. */
export async function refreshVenueRating(executor: Executor, venueId: string) {
  await executor.execute(sql`
    update venues set
      rating = coalesce((select round(avg(rating)::numeric, 1)::float8 from reviews where venue_id = ${venueId}), 0),
      review_count = (select count(*)::int from reviews where venue_id = ${venueId})
    where id = ${venueId}`);
}

export async function hasEligibleBooking(executor: Executor, venueId: string, customerId: string) {
  const [row] = await queryRows<{ eligible: boolean }>(
    executor,
    sql`select exists (select 1 from reservations where venue_id = ${venueId} and customer_id = ${customerId} and status in (2, 4)) as eligible`,
  );
  return Boolean(row?.eligible);
}
