import crypto from 'node:crypto';
import { UserStatus } from '@app/contract';
import type { Deps } from '../src/deps.ts';
import { refreshTokens, users } from '../src/db/schema.ts';
import { createAccessTokenSigner } from '../src/modules/accounts/tokens.ts';

export interface UserOverrides {
  displayName?: string;
  email?: string;
  phone?: string;
  isHost?: boolean;
  isAdmin?: boolean;
  status?: number;
  emailVerified?: boolean;
  phoneVerified?: boolean;
}

let sequence = 0;
const uniqueSuffix = () => `${process.pid}${++sequence}${crypto.randomInt(1000, 9999)}`;
// Never the same number twice in one test process: a file creating 1,000 users drew a repeat about once in 20 runs.
const issuedPhones = new Set<string>();
function randomUsPhone() {
  for (;;) {
    const phone = `+1555${String(crypto.randomInt(0, 10_000_000)).padStart(7, '0')}`;
    if (issuedPhones.has(phone)) continue;
    issuedPhones.add(phone);
    return phone;
  }
}

/** Inserts a user with a live session (verified and active unless overridden) and signs an access token for it. */
export async function createUser(deps: Deps, overrides: UserOverrides = {}) {
  const [user] = await deps.db
    .insert(users)
    .values({
      displayName: overrides.displayName ?? 'Test User',
      email: overrides.email ?? `user${uniqueSuffix()}@example.test`,
      phone: overrides.phone ?? randomUsPhone(),
      passwordHash: 'not-a-real-hash',
      emailVerified: overrides.emailVerified ?? true,
      phoneVerified: overrides.phoneVerified ?? true,
      isHost: overrides.isHost ?? false,
      isAdmin: overrides.isAdmin ?? false,
      status: overrides.status ?? UserStatus.ACTIVE,
    })
    .returning();
  if (!user) throw new Error('user insert returned no row');

  const familyId = crypto.randomUUID();
  const now = deps.clock.now();
  await deps.db.insert(refreshTokens).values({
    userId: user.id,
    familyId,
    tokenHash: crypto.randomBytes(32).toString('hex'),
    expiresAt: new Date(now.getTime() + 30 * 24 * 60 * 60 * 1000),
  });
  const { value: accessToken } = await createAccessTokenSigner(deps.secrets.jwt).sign(
    { userId: user.id, sessionId: familyId },
    now,
  );
  return { user, accessToken };
}

export const bearer = (accessToken: string) => ({ authorization: `Bearer ${accessToken}` });

/** A fresh session for an existing user, signed at the current (test) clock: for tests that move time. */
export async function freshAuth(deps: Deps, userId: string) {
  const familyId = crypto.randomUUID();
  const now = deps.clock.now();
  await deps.db.insert(refreshTokens).values({
    userId,
    familyId,
    tokenHash: crypto.randomBytes(32).toString('hex'),
    expiresAt: new Date(now.getTime() + 30 * 24 * 60 * 60 * 1000),
  });
  const { value } = await createAccessTokenSigner(deps.secrets.jwt).sign({ userId, sessionId: familyId }, now);
  return bearer(value);
}
