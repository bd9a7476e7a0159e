import { asc, count, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { contactRequests, policies } from '../../db/schema.ts';

const policyColumns = { id: policies.id, title: policies.title, content: policies.content };

export interface NewContactRequest {
  userId: string | null;
  name: string;
  email: string;
  phone: string;
  message: string;
}

export function createContentRepository(db: Executor) {
  return {
    listPolicies() {
      return db
        .select({ id: policies.id, title: policies.title })
        .from(policies)
        .orderBy(asc(policies.sortOrder), asc(policies.title));
    },

    /** `lock`: for the rest of the transaction (an update or delete follows). */
    async findPolicy(id: string, options: { lock?: boolean } = {}) {
      const query = db.select(policyColumns).from(policies).where(eq(policies.id, id));
      const [row] = options.lock ? await query.for('update') : await query;
      return row;
    },

    /** Returns undefined when the slug is taken. New policies go after the existing ones. */
    async insertPolicy(values: { slug: string; title: string; content: string }) {
      const [row] = await db
        .insert(policies)
        .values({ ...values, sortOrder: sql`(select coalesce(max(sort_order), 0) + 10 from policies)` })
        .onConflictDoNothing({ target: policies.slug })
        .returning(policyColumns);
      return row;
    },

    async updatePolicy(id: string, values: { title: string; content: string }) {
      const [row] = await db
        .update(policies)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(policies.id, id))
        .returning(policyColumns);
      return row;
    },

    async deletePolicy(id: string) {
      const [row] = await db.delete(policies).where(eq(policies.id, id)).returning({ id: policies.id });
      return row;
    },

    async insertContactRequest(values: NewContactRequest) {
      const [row] = await db.insert(contactRequests).values(values).returning({ id: contactRequests.id });
      if (!row) throw new Error('contact request insert returned no row');
      return row;
    },

    listContactRequests({ limit, offset, handled }: { limit: number; offset: number; handled?: boolean }) {
      return db
        .select()
        .from(contactRequests)
        .where(handledFilter(handled))
        .orderBy(desc(contactRequests.createdAt), desc(contactRequests.id))
        .limit(limit)
        .offset(offset);
    },

    async countContactRequests({ handled }: { handled?: boolean } = {}) {
      const [row] = await db.select({ total: count() }).from(contactRequests).where(handledFilter(handled));
      return row?.total ?? 0;
    },

    /** `handledBy` null reopens the request. */
    async setContactHandled(id: string, handledBy: string | null) {
      const [row] = await db
        .update(contactRequests)
        .set({ handledAt: handledBy ? sql`now()` : null, handledBy })
        .where(eq(contactRequests.id, id))
        .returning();
      return row;
    },
  };
}

const handledFilter = (handled: boolean | undefined) =>
  handled === undefined
    ? undefined
    : handled
      ? isNotNull(contactRequests.handledAt)
      : isNull(contactRequests.handledAt);
