import { Limits } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { createAccessTokenSigner } from './tokens.ts';

const secret = new TextEncoder().encode('a-test-secret-of-at-least-32-bytes!!');
const claims = { userId: '11111111-1111-4111-8111-111111111111', sessionId: '22222222-2222-4222-8222-222222222222' };
const issued = new Date('2026-11-28T10:00:00Z');
const minutesLater = (minutes: number) => new Date(issued.getTime() + minutes * 60_000);

describe('access tokens', () => {
  it('accepts a token until it expires, also once its signature was checked before', async () => {
    const signer = createAccessTokenSigner(secret);
    const { value } = await signer.sign(claims, issued);
    expect(await signer.verify(value, minutesLater(1))).toEqual(claims);
    expect(await signer.verify(value, minutesLater(Limits.accessTokenMinutes - 1))).toEqual(claims);
    expect(await signer.verify(value, minutesLater(Limits.accessTokenMinutes))).toBeUndefined();
    expect(await signer.verify(value, minutesLater(Limits.accessTokenMinutes + 60))).toBeUndefined();
  });

  it('refuses a forged or altered token, also after the genuine one was accepted', async () => {
    const signer = createAccessTokenSigner(secret);
    const { value } = await signer.sign(claims, issued);
    expect(await signer.verify(value, issued)).toEqual(claims);
    const [header, payload, signature] = value.split('.');
    const otherSignature = `${signature!.slice(0, -2)}${signature!.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(await signer.verify(`${header}.${payload}.${otherSignature}`, issued)).toBeUndefined();
    const forged = await createAccessTokenSigner(new TextEncoder().encode('another-secret-of-32-bytes-or-more')).sign(
      claims,
      issued,
    );
    expect(await signer.verify(forged.value, issued)).toBeUndefined();
  });
});
