import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql, type SQL } from 'drizzle-orm';
import { Messages, UserStatus, type RouteAccess } from '@app/contract';
import type { Deps } from '../../deps.ts';
import { AppError, notFound, unauthorized } from '../../lib/errors.ts';
import { accessSubjectColumn, findAccessSubject, type AccessSubjectRow } from './accounts.repository.ts';
import { bearerTokenOf, createAccessTokenSigner } from './tokens.ts';

export interface AuthUser {
  id: string;
  sessionId: string;
  status: number;
  emailVerified: boolean;
  phoneVerified: boolean;
  isHost: boolean;
  isAdmin: boolean;
}

/**
 * A signed, unexpired access token whose session is not checked yet: the route's first statement reads `column`
 * (the check `authenticate` runs as a statement of its own) and hands its value to `settle`, which decides exactly as
 * `authenticate` would. It saves the hottest routes (a booking's request and confirm) a round trip; the check still
 * runs in the database on every request, so logout and blocking still end access at once (decision 006).
 */
export interface DeferredAccess {
  userId: string;
  /** The request was authenticated already: `column` is null and `settle` returns that user. */
  checked: boolean;
  column: SQL;
  settle(value: unknown): AuthUser | undefined;
  /** For a path that reaches no statement of its own (bad input, an id that cannot exist): the check on its own. */
  settleNow(): Promise<AuthUser | undefined>;
}

declare module 'fastify' {
  interface FastifyInstance {
    authenticate(request: FastifyRequest): Promise<AuthUser | undefined>;
    /** The token's claims with the session check left to the caller's statement; undefined without a valid token. */
    deferAuthentication(request: FastifyRequest): Promise<DeferredAccess | undefined>;
  }
  interface FastifyRequest {
    authUser?: AuthUser | null;
  }
}

/** 403 always carries the account flags (docs/product/wire-contract.md#envelope-and-errors); clients log out when status !== 1. */
export function accountForbidden(user: Pick<AuthUser, 'status' | 'emailVerified' | 'phoneVerified'>) {
  const blocked = user.status !== UserStatus.ACTIVE;
  return new AppError('ACCOUNT_FORBIDDEN', blocked ? Messages.accountBlocked : Messages.verifyToContinue, undefined, {
    data: { status: user.status, emailVerified: user.emailVerified, phoneVerified: user.phoneVerified },
  });
}

export async function registerAccessControl(app: FastifyInstance, deps: Deps) {
  const signer = createAccessTokenSigner(deps.secrets.jwt);
  app.decorateRequest('authUser', undefined);

  async function claimsOf(request: FastifyRequest) {
    const token = bearerTokenOf(request.headers.authorization);
    return token ? signer.verify(token, deps.clock.now()) : undefined;
  }

  // The session (token family) must still be live: logout and revocation end access tokens at once.
  // A blocked account is still identified, so it gets the 403 that tells clients to log out.
  function settle(request: FastifyRequest, sessionId: string, row: AccessSubjectRow | null | undefined) {
    if (!row || (!row.session_live && Number(row.status) === UserStatus.ACTIVE)) {
      request.authUser = null;
      return undefined;
    }
    request.authUser = {
      id: row.id,
      sessionId,
      status: Number(row.status),
      emailVerified: row.email_verified,
      phoneVerified: row.phone_verified,
      isHost: row.is_host,
      isAdmin: row.is_admin,
    };
    return request.authUser;
  }

  app.decorate('authenticate', async (request: FastifyRequest) => {
    if (request.authUser !== undefined) return request.authUser ?? undefined;
    request.authUser = null;
    const claims = await claimsOf(request);
    if (!claims) return undefined;
    return settle(request, claims.sessionId, await findAccessSubject(deps.db, claims.userId, claims.sessionId));
  });

  app.decorate('deferAuthentication', async (request: FastifyRequest): Promise<DeferredAccess | undefined> => {
    const claims = request.authUser === undefined ? await claimsOf(request) : undefined;
    if (!claims) {
      const user = await request.server.authenticate(request);
      if (!user) return undefined;
      return { userId: user.id, checked: true, column: sql`null`, settle: () => user, settleNow: async () => user };
    }
    let settled = false;
    const once = (row: AccessSubjectRow | null | undefined) => {
      if (settled) throw new Error('access already settled');
      settled = true;
      return settle(request, claims.sessionId, row);
    };
    return {
      userId: claims.userId,
      checked: false,
      column: accessSubjectColumn(claims.userId, claims.sessionId),
      settle: (value) => once(value as AccessSubjectRow | null),
      settleNow: async () => once(await findAccessSubject(deps.db, claims.userId, claims.sessionId)),
    };
  });
}

/** Any signed-in, non-blocked account (verification not required). */
async function requireUser(request: FastifyRequest): Promise<AuthUser> {
  const user = await request.server.authenticate(request);
  if (!user) throw unauthorized(Messages.unauthorized);
  if (user.status !== UserStatus.ACTIVE) throw accountForbidden(user);
  return user;
}

/** `requireVerified`'s decision on a user already authenticated; `loginMessage` is the 401's when there is none. */
function verifiedUser(user: AuthUser | undefined, loginMessage: string = Messages.unauthorized): AuthUser {
  if (!user) throw unauthorized(loginMessage);
  if (user.status !== UserStatus.ACTIVE) throw accountForbidden(user);
  if (!user.emailVerified || !user.phoneVerified) throw accountForbidden(user);
  return user;
}

/** Signed in with both email and phone verified (docs/product/rules.md#roles-and-permissions). */
async function requireVerified(request: FastifyRequest, loginMessage?: string): Promise<AuthUser> {
  return verifiedUser(await request.server.authenticate(request), loginMessage);
}

/** `DeferredAccess` whose settling answers as `requireVerified` (401 with `loginMessage`, 403 for the account). */
export interface VerifiedAccess {
  userId: string;
  column: SQL;
  /**
   * What the statement must also hold before it writes anything: the column's account is active, verified and its
   * session live, which is when `settle` lets it through (`true` when the request was authenticated already).
   */
  allows(subject: SQL): SQL;
  settle(value: unknown): AuthUser;
  settleNow(): Promise<AuthUser>;
}

/** A verified booker whose session check is left to the route's first statement; 401 at once without a valid token. */
async function deferVerified(request: FastifyRequest, loginMessage: string): Promise<VerifiedAccess> {
  const access = await request.server.deferAuthentication(request);
  if (!access) throw unauthorized(loginMessage);
  return {
    userId: access.userId,
    column: access.column,
    allows: (subject) =>
      access.checked
        ? sql`true`
        : sql`coalesce((${subject}->>'session_live')::boolean and (${subject}->>'status')::int = ${UserStatus.ACTIVE}
            and (${subject}->>'email_verified')::boolean and (${subject}->>'phone_verified')::boolean, false)`,
    settle: (value) => verifiedUser(access.settle(value), loginMessage),
    settleNow: async () => verifiedUser(await access.settleNow(), loginMessage),
  };
}

/** A verified host; others are refused with 422 (403 is reserved for account state). */
async function requireHost(request: FastifyRequest): Promise<AuthUser> {
  const user = await requireVerified(request);
  if (!user.isHost && !user.isAdmin)
    throw new AppError('UNPROCESSABLE', 'This action needs a host account. Become a host first.');
  return user;
}

/** Admin-only routes do not reveal themselves: everyone else gets 404. */
async function requireAdmin(request: FastifyRequest): Promise<AuthUser> {
  const user = await request.server.authenticate(request);
  if (!user || !user.isAdmin) throw notFound();
  if (user.status !== UserStatus.ACTIVE) throw accountForbidden(user);
  return user;
}

/** Public endpoints accept a bearer token and use it when valid; an invalid one means "visitor". */
async function optionalUser(request: FastifyRequest): Promise<AuthUser | undefined> {
  const user = await request.server.authenticate(request);
  return user && user.status === UserStatus.ACTIVE ? user : undefined;
}

/**
 * How each access kind of the route table admits a request: it throws the refusal (401, 403, 404 or 422) or returns
 * the caller its handler gets. Run by one `onRequest` hook per route (modules/route-registry.ts), before the body is
 * read or checked.
 */
export const admit = {
  visitor: async () => undefined,
  optional: optionalUser,
  user: requireUser,
  verified: (request) => requireVerified(request),
  booker: (request) => requireVerified(request, Messages.loginRequiredBooking),
  host: requireHost,
  admin: requireAdmin,
} satisfies Record<RouteAccess, (request: FastifyRequest) => Promise<AuthUser | undefined>>;

/**
 * `booker` with the session check left to the route's first statement (decision 023): only the token is checked
 * here (401 without a valid one); the handler settles the rest, and input that fails to parse settles first.
 */
export const admitDeferredBooker = (request: FastifyRequest) => deferVerified(request, Messages.loginRequiredBooking);
