import crypto from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { Limits } from '@app/contract';
import { createProcessCache } from '../../lib/process-cache.ts';

export interface AccessClaims {
  userId: string;
  sessionId: string;
}

export const sha256 = (value: string) => crypto.createHash('sha256').update(value).digest('hex');

/** Access tokens whose signature was checked, kept per process (oldest forgotten first). */
const VERIFIED_TOKENS_KEPT = 10_000;

export function createAccessTokenSigner(secret: Uint8Array) {
  // Imported once: given the raw bytes, jose imports a new CryptoKey on every sign and verify (every request).
  let key: Promise<crypto.webcrypto.CryptoKey> | undefined;
  const hmacKey = () =>
    (key ??= crypto.webcrypto.subtle.importKey('raw', secret, { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
      'verify',
    ]));
  // A token's signature is checked once: every request of a session carries the same token until it is refreshed,
  // and the WebCrypto verify (a thread-pool round trip) cost more than the rest of a request's authentication. Only
  // tokens that passed are kept, with their own expiry; whether the session is still live is read on every request.
  const verified = createProcessCache<string, { claims: AccessClaims; expiresAtMs: number }>({
    name: 'accounts.verified-tokens',
    limit: VERIFIED_TOKENS_KEPT,
  });
  const remember = (token: string, entry: { claims: AccessClaims; expiresAtMs: number }) => {
    verified.set(token, entry);
  };
  return {
    async sign(claims: AccessClaims, now: Date) {
      const issuedAt = Math.floor(now.getTime() / 1000);
      const expiresAt = new Date((issuedAt + Limits.accessTokenMinutes * 60) * 1000);
      const value = await new SignJWT({ sid: claims.sessionId, typ: 'access' })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(claims.userId)
        .setIssuedAt(issuedAt)
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(await hmacKey());
      return { value, expiresAt: expiresAt.toISOString() };
    },
    /** Returns the claims, or undefined for a missing, forged or expired token. */
    async verify(token: string, now: Date): Promise<AccessClaims | undefined> {
      const known = verified.get(token);
      if (known) return now.getTime() < known.expiresAtMs ? known.claims : undefined;
      try {
        const { payload } = await jwtVerify(token, await hmacKey(), { algorithms: ['HS256'], currentDate: now });
        if (payload.typ !== 'access' || typeof payload.sub !== 'string' || typeof payload.sid !== 'string')
          return undefined;
        const claims = { userId: payload.sub, sessionId: payload.sid };
        if (typeof payload.exp === 'number') remember(token, { claims, expiresAtMs: payload.exp * 1000 });
        return claims;
      } catch {
        return undefined;
      }
    },
  };
}
export type AccessTokenSigner = ReturnType<typeof createAccessTokenSigner>;

/** Opaque refresh tokens; only their SHA-256 is stored. */
export const newRefreshTokenValue = () => `rt_${crypto.randomBytes(32).toString('base64url')}`;

export function bearerTokenOf(header: string | undefined) {
  if (!header) return undefined;
  const match = /^bearer\s+(.+)$/i.exec(header.trim());
  const token = match?.[1]?.trim();
  return token && token !== 'null' && token !== 'undefined' ? token : undefined;
}
