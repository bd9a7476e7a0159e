import crypto from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { Limits } from '@app/contract';

export interface AccessClaims {
  userId: string;
  sessionId: string;
}

export const sha256 = (value: string) => crypto.createHash('sha256').update(value).digest('hex');

export function createAccessTokenSigner(secret: Uint8Array) {
  // Imported once: given the raw bytes, jose imports a new CryptoKey on every sign and verify (every request).
  let key: Promise<crypto.webcrypto.CryptoKey> | undefined;
  const hmacKey = () =>
    (key ??= crypto.webcrypto.subtle.importKey('raw', secret, { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
      'verify',
    ]));
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
      try {
        const { payload } = await jwtVerify(token, await hmacKey(), { algorithms: ['HS256'], currentDate: now });
        if (payload.typ !== 'access' || typeof payload.sub !== 'string' || typeof payload.sid !== 'string')
          return undefined;
        return { userId: payload.sub, sessionId: payload.sid };
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
