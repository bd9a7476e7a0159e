import { desc, eq, sql } from 'drizzle-orm';
import { Messages, NewPasswordSchema, UserStatus } from '@app/contract';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import type { Outbox } from '../../lib/outbox.ts';
import * as accountsRepository from '../accounts/accounts.repository.ts';
import { hashPassword, isCommonPassword } from '../accounts/passwords.ts';

export interface EnsureAdminOptions {
  email: string;
  password: string;
  /** Replace the password of an existing account (the CLI does; boot-time configuration does not). */
  resetPassword: boolean;
}

/** Creates an admin account, or promotes an existing account with that email. */
export async function ensureAdmin(db: Database, options: EnsureAdminOptions) {
  const email = options.email.trim().toLowerCase();
  const existing = await accountsRepository.findUserByEmail(db, email);
  if (existing && !options.resetPassword) {
    if (!existing.isAdmin) await accountsRepository.updateUser(db, existing.id, { isAdmin: true });
    return { id: existing.id, created: false };
  }
  const checked = NewPasswordSchema.safeParse(options.password);
  if (!checked.success) throw badRequest(checked.error.issues[0]!.message);
  if (isCommonPassword(options.password)) throw badRequest(Messages.passwordTooCommon);
  const passwordHash = await hashPassword(options.password);
  if (existing) {
    await accountsRepository.updateUser(db, existing.id, { isAdmin: true, passwordHash, status: UserStatus.ACTIVE });
    return { id: existing.id, created: false };
  }
  const created = await accountsRepository.insertUser(db, {
    displayName: 'Administrator',
    email,
    phone: null,
    passwordHash,
    isAdmin: true,
    emailVerified: true,
    phoneVerified: true,
    designation: 'Administrator',
  });
  return { id: created.id, created: true };
}

export function createAdminService(deps: { db: Database; clock: Clock; outbox: Outbox }) {
  const { db } = deps;
  return {
    async listUsers(options: { page: number; limit: number; search?: string }) {
      const filter = options.search
        ? sql`(${users.email} ilike ${`%${options.search}%`} or ${users.displayName} ilike ${`%${options.search}%`} or ${users.phone} ilike ${`%${options.search}%`})`
        : undefined;
      const rows = await db
        .select({
          uuid: users.id,
          displayName: users.displayName,
          email: users.email,
          phone: users.phone,
          emailVerified: users.emailVerified,
          phoneVerified: users.phoneVerified,
          host: users.isHost,
          admin: users.isAdmin,
          status: users.status,
          createdAt: users.createdAt,
        })
        .from(users)
        .where(filter)
        .orderBy(desc(users.createdAt), desc(users.id))
        .limit(options.limit)
        .offset((options.page - 1) * options.limit);
      const [total] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(users)
        .where(filter);
      return {
        data: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
        count: Number(total?.count ?? 0),
      };
    },

    /** Blocking ends every session at once (DOMAIN.md "Roles"). */
    async setUserStatus(actorId: string, userId: string, status: number) {
      if (actorId === userId) throw badRequest('You cannot block your own account');
      const [updated] = await db
        .update(users)
        .set({ status, updatedAt: sql`now()` })
        .where(eq(users.id, userId))
        .returning({ id: users.id });
      if (!updated) throw notFound('Account not found');
      if (status !== UserStatus.ACTIVE) await accountsRepository.revokeUserTokens(db, userId, deps.clock.now());
      return { uuid: updated.id, status };
    },

    /**
     * The outbox, newest first, with one-time codes masked: an admin helps with delivery problems but never holds
     * a code that would let them verify or reset someone else's account (developers read DATA_DIR/outbox.jsonl).
     */
    async listOutbox(limit: number) {
      const entries = await deps.outbox.read();
      return entries
        .slice(-limit)
        .reverse()
        .map(({ code, ...entry }) =>
          code
            ? {
                ...entry,
                codeMasked: true,
                subject: entry.subject?.replaceAll(code, '••••••'),
                text: entry.text.replaceAll(code, '••••••'),
              }
            : entry,
        );
    },
  };
}
