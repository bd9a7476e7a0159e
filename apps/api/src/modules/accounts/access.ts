import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Messages, UserStatus } from '@app/contract';
import type { Deps } from '../../deps.ts';
import { AppError, notFound, unauthorized } from '../../lib/errors.ts';
import { findAccessSubject } from './accounts.repository.ts';
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

declare module 'fastify' {
  interface FastifyInstance {
    authenticate(request: FastifyRequest): Promise<AuthUser | undefined>;
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
  app.decorate('authenticate', async (request: FastifyRequest) => {
    if (request.authUser !== undefined) return request.authUser ?? undefined;
    request.authUser = null;
    const token = bearerTokenOf(request.headers.authorization);
    if (!token) return undefined;
    const claims = await signer.verify(token, deps.clock.now());
    if (!claims) return undefined;
    // The session (token family) must still be live: logout and revocation end access tokens at once.
    // A blocked account is still identified, so it gets the 403 that tells clients to log out.
    const row = await findAccessSubject(deps.db, claims.userId, claims.sessionId);
    if (!row || (!row.session_live && Number(row.status) === UserStatus.ACTIVE)) return undefined;
    request.authUser = {
      id: row.id,
      sessionId: claims.sessionId,
      status: Number(row.status),
      emailVerified: row.email_verified,
      phoneVerified: row.phone_verified,
      isHost: row.is_host,
      isAdmin: row.is_admin,
    };
    return request.authUser;
  });
}

/** Any signed-in, non-blocked account (verification not required). */
export async function requireUser(request: FastifyRequest): Promise<AuthUser> {
  const user = await request.server.authenticate(request);
  if (!user) throw unauthorized(Messages.unauthorized);
  if (user.status !== UserStatus.ACTIVE) throw accountForbidden(user);
  return user;
}

/** Signed in with both email and phone verified (docs/product/rules.md#roles-and-permissions). */
export async function requireVerified(request: FastifyRequest): Promise<AuthUser> {
  const user = await requireUser(request);
  if (!user.emailVerified || !user.phoneVerified) throw accountForbidden(user);
  return user;
}

/** A verified host; others are refused with 422 (403 is reserved for account state). */
export async function requireHost(request: FastifyRequest): Promise<AuthUser> {
  const user = await requireVerified(request);
  if (!user.isHost && !user.isAdmin)
    throw new AppError('UNPROCESSABLE', 'This action needs a host account. Become a host first.');
  return user;
}

/** Admin-only routes do not reveal themselves: everyone else gets 404. */
export async function requireAdmin(request: FastifyRequest): Promise<AuthUser> {
  const user = await request.server.authenticate(request);
  if (!user || !user.isAdmin) throw notFound();
  if (user.status !== UserStatus.ACTIVE) throw accountForbidden(user);
  return user;
}

/** An `onRequest` hook for admin routes with a body: a non-admin gets the same 404 whatever they send. */
export async function adminOnly(request: FastifyRequest) {
  await requireAdmin(request);
}

/** Public endpoints accept a bearer token and use it when valid; an invalid one means "visitor". */
export async function optionalUser(request: FastifyRequest): Promise<AuthUser | undefined> {
  const user = await request.server.authenticate(request);
  return user && user.status === UserStatus.ACTIVE ? user : undefined;
}
