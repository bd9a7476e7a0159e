import {
  AdminMessages,
  isUuid,
  Messages,
  NewPasswordSchema,
  UserStatus,
  type AdminUser,
  type AdminUserDetail,
  type Dashboard,
} from '@app/contract';
import type { Database, Executor } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import type { Outbox } from '../../lib/outbox.ts';
import {
  findAccountByEmail,
  insertAccount,
  lockAccountFlags,
  lockActiveAdminIds,
  revokeAccountSessions,
  updateAccount,
} from '../accounts/accounts.service.ts';
import { hashPassword, isCommonPassword } from '../accounts/passwords.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { VenuesService } from '../venues/venues.service.ts';
import * as repository from './admin.repository.ts';

export interface EnsureAdminOptions {
  email: string;
  password: string;
  /** Replace the password of an existing account (the CLI does; boot-time configuration does not). */
  resetPassword: boolean;
}

/** Creates an admin account, or promotes an existing account with that email. */
export async function ensureAdmin(db: Database, options: EnsureAdminOptions) {
  const email = options.email.trim().toLowerCase();
  const existing = await findAccountByEmail(db, email);
  if (existing && !options.resetPassword) {
    if (!existing.isAdmin) await updateAccount(db, existing.id, { isAdmin: true });
    return { id: existing.id, created: false };
  }
  const checked = NewPasswordSchema.safeParse(options.password);
  if (!checked.success) throw badRequest(checked.error.issues[0]!.message);
  if (isCommonPassword(options.password)) throw badRequest(Messages.passwordTooCommon);
  const passwordHash = await hashPassword(options.password);
  if (existing) {
    await updateAccount(db, existing.id, { isAdmin: true, passwordHash, status: UserStatus.ACTIVE });
    return { id: existing.id, created: false };
  }
  const created = await insertAccount(db, {
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

export interface AdminDeps {
  db: Database;
  clock: Clock;
  outbox: Outbox;
  audit: Pick<AuditService, 'record'>;
  venues: Pick<VenuesService, 'listForAdmin' | 'countPendingApprovals'>;
  /** Ends the account's live event streams on every process when the caller's transaction commits. */
  endLiveStreams: (executor: Executor, userId: string) => Promise<void>;
}

export interface AdminUserQuery {
  page: number;
  limit: number;
  search?: string;
  role?: 'admin' | 'host' | 'customer';
  status?: number;
}

const iso = (value: string | Date) => new Date(value).toISOString();
const roleOf = (user: { is_admin: boolean; is_host: boolean }) =>
  user.is_admin ? 'admin' : user.is_host ? 'host' : 'customer';

function toAdminUser(row: repository.AdminUserRow): AdminUser {
  return {
    uuid: row.id,
    displayName: row.display_name,
    email: row.email,
    phone: row.phone,
    emailVerified: row.email_verified,
    phoneVerified: row.phone_verified,
    host: row.is_host,
    admin: row.is_admin,
    status: Number(row.status),
    createdAt: iso(row.created_at),
    listingCount: Number(row.listing_count),
    bookingCount: Number(row.booking_count),
  };
}

/** `daily` is oldest first, so a period is the sum of its last `days` entries. */
function periodOf(daily: Dashboard['daily'], days: number) {
  const sum = (pick: (day: Dashboard['daily'][number]) => number) =>
    daily.slice(-days).reduce((total, day) => total + pick(day), 0);
  return {
    days,
    newUsers: sum((day) => day.newUsers),
    bookings: sum((day) => day.bookings),
    gmvCents: sum((day) => day.gmvCents),
    feesCents: sum((day) => day.feesCents),
  };
}

const DAY_MS = 86_400_000;
const DASHBOARD_DAYS = 30;
const DETAIL_ROWS = 50;
const ACCOUNT_NOT_FOUND = 'Account not found';

type UserAction = 'block' | 'unblock' | 'promote' | 'demote';

export function createAdminService(deps: AdminDeps) {
  const { db } = deps;

  async function userOf(executor: Executor, id: string) {
    const row = await repository.findUser(executor, id);
    if (!row) throw notFound(ACCOUNT_NOT_FOUND);
    return toAdminUser(row);
  }

  /**
   * One account action in one transaction: the rules (read under row locks), the change, the end of the account's
   * sessions when it is blocked, and the audit entry.
   */
  async function changeUser(actorId: string, userId: string, action: UserAction, reason: string | undefined) {
    if (!isUuid(userId)) throw notFound(ACCOUNT_NOT_FOUND);
    if (actorId === userId && action === 'block') throw badRequest(AdminMessages.cannotBlockSelf);
    if (actorId === userId && action === 'demote') throw badRequest(AdminMessages.cannotDemoteSelf);
    return db.transaction(async (tx) => {
      const activeAdmins = await lockActiveAdminIds(tx);
      const target = await lockAccountFlags(tx, userId);
      if (!target) throw notFound(ACCOUNT_NOT_FOUND);
      const isLastActiveAdmin =
        target.is_admin && Number(target.status) === UserStatus.ACTIVE && activeAdmins.length <= 1;
      let patch: { status?: number; isAdmin?: boolean };
      let details: Record<string, unknown>;
      switch (action) {
        case 'block':
        case 'unblock': {
          const status = action === 'block' ? UserStatus.BLOCKED : UserStatus.ACTIVE;
          // Nothing to change, so nothing to record.
          if (Number(target.status) === status) return userOf(tx, userId);
          if (action === 'block' && isLastActiveAdmin) throw conflict(AdminMessages.cannotBlockLastAdmin);
          const name = (value: number) => (value === UserStatus.ACTIVE ? 'active' : 'blocked');
          patch = { status };
          details = { from: name(Number(target.status)), to: name(status) };
          break;
        }
        case 'promote':
          if (target.is_admin) throw conflict(AdminMessages.alreadyAdmin);
          if (Number(target.status) !== UserStatus.ACTIVE) throw conflict(AdminMessages.promoteBlocked);
          patch = { isAdmin: true };
          details = { from: roleOf(target), to: 'admin' };
          break;
        case 'demote':
          if (!target.is_admin) throw conflict(AdminMessages.notAdmin);
          if (isLastActiveAdmin) throw conflict(AdminMessages.cannotDemoteLastAdmin);
          patch = { isAdmin: false };
          details = { from: 'admin', to: roleOf({ ...target, is_admin: false }) };
          break;
      }
      await updateAccount(tx, userId, patch);
      // Access tokens are checked against live sessions on every request, so this ends them at once; open event
      // streams, checked only when they opened, are ended too.
      if (action === 'block') {
        await revokeAccountSessions(tx, userId, deps.clock.now());
        await deps.endLiveStreams(tx, userId);
      }
      await deps.audit.record(tx, {
        actorId,
        action: `user.${action}`,
        targetType: 'user',
        targetId: userId,
        targetLabel: target.email,
        reason: reason ?? null,
        details,
      });
      return userOf(tx, userId);
    });
  }

  return {
    async listUsers(query: AdminUserQuery) {
      const { rows, total } = await repository.listUsers(db, {
        search: query.search,
        role: query.role,
        status: query.status,
        limit: query.limit,
        offset: (query.page - 1) * query.limit,
      });
      return { data: rows.map(toAdminUser), count: total };
    },

    async userDetail(id: string): Promise<AdminUserDetail> {
      if (!isUuid(id)) throw notFound(ACCOUNT_NOT_FOUND);
      const user = await userOf(db, id);
      const listings = await deps.venues.listForAdmin({ hostId: id, page: 1, limit: DETAIL_ROWS, sort: 'newest' });
      const bookings = await repository.listUserBookings(db, id, DETAIL_ROWS);
      return {
        ...user,
        listings: listings.data.map(({ uuid, title, state, createdAt }) => ({ uuid, title, state, createdAt })),
        bookings: bookings.map((row) => ({
          uuid: row.id,
          venueId: row.venue_id,
          venueTitle: row.venue_title,
          status: Number(row.status),
          startsAt: iso(row.starts_at),
          amountCents: Number(row.amount_cents),
        })),
      };
    },

    /** Blocking ends every session at once (docs/product/rules.md#roles-and-permissions). */
    block: (actorId: string, userId: string, reason?: string) => changeUser(actorId, userId, 'block', reason),
    unblock: (actorId: string, userId: string, reason?: string) => changeUser(actorId, userId, 'unblock', reason),
    promote: (actorId: string, userId: string, reason?: string) => changeUser(actorId, userId, 'promote', reason),
    demote: (actorId: string, userId: string, reason?: string) => changeUser(actorId, userId, 'demote', reason),

    async dashboard(): Promise<Dashboard> {
      const now = deps.clock.now();
      const to = now.toISOString().slice(0, 10);
      const from = new Date(now.getTime() - (DASHBOARD_DAYS - 1) * DAY_MS).toISOString().slice(0, 10);
      const daily = (await repository.dailyFigures(db, from, to)).map((row) => ({
        date: row.date,
        newUsers: Number(row.new_users),
        bookings: Number(row.bookings),
        gmvCents: Number(row.gmv_cents),
        feesCents: Number(row.fees_cents),
      }));
      return {
        pendingApprovals: await deps.venues.countPendingApprovals(),
        unhandledContacts: await repository.countUnhandledContacts(db),
        activeHolds: await repository.countActiveHolds(db, now),
        periods: [periodOf(daily, 7), periodOf(daily, DASHBOARD_DAYS)],
        daily,
      };
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
export type AdminService = ReturnType<typeof createAdminService>;
