import { and, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client.ts';
import { deviceTokens, loginFailures, loginSources, refreshTokens, users, verifications } from '../../db/schema.ts';
import { payoutAccountOf } from '../payments/payments.parts.ts';

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
export type VerificationRow = typeof verifications.$inferSelect;
export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

export async function findUserById(executor: Executor, id: string): Promise<UserRow | undefined> {
  const [row] = await executor.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function findUserByEmail(executor: Executor, email: string): Promise<UserRow | undefined> {
  const [row] = await executor
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return row;
}

export async function findUserByPhone(executor: Executor, phone: string): Promise<UserRow | undefined> {
  const [row] = await executor.select().from(users).where(eq(users.phone, phone)).limit(1);
  return row;
}

export async function insertUser(executor: Executor, values: NewUserRow): Promise<UserRow> {
  const [row] = await executor.insert(users).values(values).returning();
  return row!;
}

export async function updateUser(executor: Executor, id: string, patch: Partial<NewUserRow>): Promise<UserRow> {
  const [row] = await executor
    .update(users)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(eq(users.id, id))
    .returning();
  return row!;
}

/**
 * Locks every active admin (in id order, so concurrent callers queue instead of deadlocking) and returns their ids.
 * Two admins blocking each other at once: the second waits, then reads the first one's change and sees one admin.
 */
export async function lockActiveAdminIds(executor: Executor) {
  const rows = await queryRows<{ id: string }>(
    executor,
    sql`select id from users where is_admin and status = 1 order by id for update`,
  );
  return rows.map((row) => row.id);
}

/** The account's status and roles, its row locked until the transaction ends. */
export async function lockAccountFlags(executor: Executor, id: string) {
  const [row] = await queryRows<{ id: string; email: string; status: number; is_admin: boolean; is_host: boolean }>(
    executor,
    sql`select id, email, status, is_admin, is_host from users where id = ${id} for update`,
  );
  return row;
}

/** The account's avatar path, its row locked until the transaction ends. */
export async function lockAvatarPath(executor: Executor, id: string) {
  const [row] = await executor.select({ path: users.avatarPath }).from(users).where(eq(users.id, id)).for('update');
  return row?.path ?? null;
}

export async function insertVerification(executor: Executor, values: typeof verifications.$inferInsert) {
  const [row] = await executor.insert(verifications).values(values).returning();
  return row!;
}

export async function findVerification(executor: Executor, id: string): Promise<VerificationRow | undefined> {
  const [row] = await executor.select().from(verifications).where(eq(verifications.id, id)).limit(1);
  return row;
}

/** The newest verification of a (user, purpose): only that one is valid. */
export async function findLatestVerificationId(executor: Executor, userId: string, purpose: number) {
  const [row] = await executor
    .select({ id: verifications.id })
    .from(verifications)
    .where(and(eq(verifications.userId, userId), eq(verifications.purpose, purpose)))
    .orderBy(desc(verifications.sequence))
    .limit(1);
  return row?.id;
}

/** Pending (not yet verified) email and phone verifications for the current destinations. */
export async function findPendingVerifications(executor: Executor, user: Pick<UserRow, 'id' | 'email' | 'phone'>) {
  const rows = await executor
    .selectDistinctOn([verifications.purpose], {
      id: verifications.id,
      purpose: verifications.purpose,
      destination: verifications.destination,
      verifiedAt: verifications.verifiedAt,
    })
    .from(verifications)
    .where(and(eq(verifications.userId, user.id), inArray(verifications.purpose, [1, 2])))
    .orderBy(verifications.purpose, desc(verifications.sequence));
  const current = (purpose: number, destination: string | null) =>
    rows.find((row) => row.purpose === purpose && row.verifiedAt === null && row.destination === destination)?.id;
  return { email: current(1, user.email), phone: current(2, user.phone) };
}

/** Counts sends to one destination since a moment, and returns the latest send time. */
export async function sendHistory(executor: Executor, destination: string, since: Date) {
  const [row] = await executor
    .select({ count: sql<number>`count(*)::int`, latest: sql<string | null>`max(${verifications.sentAt})` })
    .from(verifications)
    .where(and(eq(verifications.destination, destination), gt(verifications.sentAt, since)));
  return { count: Number(row?.count ?? 0), latest: row?.latest ? new Date(row.latest) : undefined };
}

/** Takes one attempt atomically, so parallel guesses cannot exceed the limit. Undefined when none is left. */
export async function takeVerificationAttempt(executor: Executor, id: string, maxAttempts: number) {
  const [row] = await executor
    .update(verifications)
    .set({ attempts: sql`${verifications.attempts} + 1` })
    .where(and(eq(verifications.id, id), sql`${verifications.attempts} < ${maxAttempts}`))
    .returning({ attempts: verifications.attempts });
  return row?.attempts;
}

export async function markVerificationVerified(executor: Executor, id: string, at: Date) {
  await executor.update(verifications).set({ verifiedAt: at }).where(eq(verifications.id, id));
}

/** Marks a verified forgot-password record used; false when it was already used (a race lost). */
export async function consumeVerification(executor: Executor, id: string, at: Date) {
  const rows = await executor
    .update(verifications)
    .set({ consumedAt: at })
    .where(and(eq(verifications.id, id), isNull(verifications.consumedAt)))
    .returning({ id: verifications.id });
  return rows.length === 1;
}

export async function insertRefreshToken(executor: Executor, values: typeof refreshTokens.$inferInsert) {
  await executor.insert(refreshTokens).values(values);
}

export async function findRefreshTokenByHash(
  executor: Executor,
  tokenHash: string,
): Promise<RefreshTokenRow | undefined> {
  const [row] = await executor.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)).limit(1);
  return row;
}

/** Rotates a token once; false when another request rotated it first. */
export async function markRefreshTokenRotated(executor: Executor, id: string, at: Date) {
  const rows = await executor
    .update(refreshTokens)
    .set({ rotatedAt: at })
    .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.rotatedAt)))
    .returning({ id: refreshTokens.id });
  return rows.length === 1;
}

export async function revokeTokenFamily(executor: Executor, familyId: string, at: Date) {
  await executor
    .update(refreshTokens)
    .set({ revokedAt: at })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

export async function revokeUserTokens(executor: Executor, userId: string, at: Date, exceptFamilyId?: string) {
  await executor
    .update(refreshTokens)
    .set({ revokedAt: at })
    .where(
      and(
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
        exceptFamilyId ? sql`${refreshTokens.familyId} <> ${exceptFamilyId}` : undefined,
      ),
    );
}

/** Failures since `since` for an account: from one source, and from every source. */
export async function recentLoginFailures(executor: Executor, accountKey: string, source: string, since: Date) {
  const [row] = await queryRows<{
    source_count: number;
    source_latest: string | Date | null;
    account_count: number;
    account_latest: string | Date | null;
  }>(
    executor,
    sql`select (count(*) filter (where source = ${source}))::int as source_count,
        max(created_at) filter (where source = ${source}) as source_latest,
        count(*)::int as account_count, max(created_at) as account_latest
      from login_failures where account_key = ${accountKey} and created_at > ${since.toISOString()}::timestamptz`,
  );
  const date = (value: string | Date | null | undefined) => (value ? new Date(value) : undefined);
  return {
    fromSource: { count: Number(row?.source_count ?? 0), latest: date(row?.source_latest) },
    fromAll: { count: Number(row?.account_count ?? 0), latest: date(row?.account_latest) },
  };
}

export async function recordLoginFailure(executor: Executor, accountKey: string, source: string, at: Date) {
  await executor.insert(loginFailures).values({ accountKey, source, createdAt: at });
}

/** Forgets failures of an account: from one source (a successful login there), or all of them (a password reset). */
export async function clearLoginFailures(executor: Executor, accountKey: string, source?: string) {
  await executor
    .delete(loginFailures)
    .where(
      and(
        eq(loginFailures.accountKey, accountKey),
        source === undefined ? undefined : eq(loginFailures.source, source),
      ),
    );
}

/** How many sources an account's successful sign-ins are remembered from (the most recent ones). */
export const REMEMBERED_LOGIN_SOURCES = 10;

export async function isKnownLoginSource(executor: Executor, userId: string, sourceHash: string) {
  const [row] = await executor
    .select({ userId: loginSources.userId })
    .from(loginSources)
    .where(and(eq(loginSources.userId, userId), eq(loginSources.sourceHash, sourceHash)))
    .limit(1);
  return Boolean(row);
}

/** Remembers a source the account signed in from, forgetting all but its most recent ones. */
export async function rememberLoginSource(executor: Executor, userId: string, sourceHash: string, at: Date) {
  await executor
    .insert(loginSources)
    .values({ userId, sourceHash, lastSuccessAt: at })
    .onConflictDoUpdate({ target: [loginSources.userId, loginSources.sourceHash], set: { lastSuccessAt: at } });
  await executor.execute(sql`
    delete from login_sources where user_id = ${userId} and source_hash not in (
      select source_hash from login_sources where user_id = ${userId}
      order by last_success_at desc, source_hash limit ${REMEMBERED_LOGIN_SOURCES})`);
}

export async function forgetLoginSources(executor: Executor, userId: string) {
  await executor.delete(loginSources).where(eq(loginSources.userId, userId));
}

export async function saveDeviceToken(executor: Executor, userId: string, kind: string, token: string) {
  await executor.insert(deviceTokens).values({ userId, kind, token }).onConflictDoNothing();
}

export async function findPayoutStatus(executor: Executor, userId: string) {
  const [row] = await queryRows<{ country: string; payoutsEnabled: boolean }>(
    executor,
    sql`select p.country, p.payouts_enabled as "payoutsEnabled" from ${payoutAccountOf(sql`${userId}`)} p`,
  );
  return row ?? null;
}

export interface AccessSubjectRow {
  id: string;
  status: number;
  email_verified: boolean;
  phone_verified: boolean;
  is_host: boolean;
  is_admin: boolean;
  session_live: boolean;
}

/**
 * The account behind an access token and whether its session (token family) is still live, as one JSON column
 * (null when there is no such account), so a route's own first statement can read it (`deferAuthentication`).
 */
export const accessSubjectColumn = (userId: string, sessionId: string) =>
  sql`(select json_build_object('id', u.id, 'status', u.status, 'email_verified', u.email_verified,
      'phone_verified', u.phone_verified, 'is_host', u.is_host, 'is_admin', u.is_admin,
      'session_live', exists (select 1 from refresh_tokens r
        where r.family_id = ${sessionId} and r.user_id = u.id and r.revoked_at is null))
    from users u where u.id = ${userId})`;

/** `accessSubjectColumn` as a statement of its own. */
export async function findAccessSubject(executor: Executor, userId: string, sessionId: string) {
  const [row] = await queryRows<{ subject: AccessSubjectRow | null }>(
    executor,
    sql`select ${accessSubjectColumn(userId, sessionId)} as subject`,
  );
  return row?.subject ?? undefined;
}
