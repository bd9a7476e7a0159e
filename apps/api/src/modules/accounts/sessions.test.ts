import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { Messages } from '@app/contract';
import { createTestApp } from '../../../test/app.ts';
import { latestCode, login, register, registerVerifiedUser, STRONG_PASSWORD } from '../../../test/accounts.ts';
import { queryRows } from '../../db/client.ts';

describe('sessions: login, renew, logout', async () => {
  const context = await createTestApp();
  const { app, deps, clock } = context;
  const renew = (refresh?: string) =>
    app.inject({
      method: 'PUT',
      url: '/api/v1/auth/token/access/renew',
      headers: refresh ? { authorization: `Bearer ${refresh}` } : {},
    });
  const profile = (access: string) =>
    app.inject({ method: 'GET', url: '/api/v1/customer/view', headers: { authorization: `Bearer ${access}` } });

  it('logs in by email in any case and by phone in any form, returning the session shape', async () => {
    const { fields, user } = await register(context, { phone: '+15552220001' });
    const byEmail = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { userName: fields.email.toUpperCase(), password: STRONG_PASSWORD },
    });
    expect(byEmail.statusCode).toBe(200);
    expect(byEmail.json().message).toBe(Messages.loginSuccessful);
    const data = byEmail.json().data;
    expect(data.user).toMatchObject({
      uuid: user.uuid,
      emailVerified: false,
      phoneVerified: false,
      host: false,
      status: 1,
    });
    expect(data.user.verifications).toEqual(user.verifications);
    expect(data.tokens.access.value).toBeTruthy();
    expect(
      Math.abs(new Date(data.tokens.access.expiresAt).getTime() - clock.now().getTime() - 15 * 60_000),
    ).toBeLessThan(1000);
    expect(new Date(data.tokens.refresh.expiresAt).getTime() - clock.now().getTime()).toBeGreaterThan(29 * 86_400_000);
    for (const userName of ['(+1) 555 222 0001', '5552220001', '+15552220001']) {
      expect((await login(context, userName)).user.uuid).toBe(user.uuid);
    }
  });

  it.each([
    [{ userName: '', password: 'whatever' }],
    [{ userName: 'someone@example.com', password: '12345' }],
    [{ password: 'whatever' }],
  ])('rejects malformed input %j with the spec message', async (payload) => {
    const response = await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(Messages.loginInvalidInput);
  });

  it('answers a wrong password and an unknown account identically', async () => {
    const { fields } = await register(context);
    const wrong = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { userName: fields.email, password: 'Wrong-Pass-1' },
    });
    const unknown = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { userName: 'nobody@example.com', password: 'Wrong-Pass-1' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().message).toBe(unknown.json().message);
  });

  describe('login throttle: growing delays by account and source, never a lockout', () => {
    const attempt = (userName: string, password: string, remoteAddress: string) =>
      app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { userName, password }, remoteAddress });
    const retryAfter = (response: { headers: Record<string, unknown> }) => Number(response.headers['retry-after']);

    it('slows a guesser after 5 failures, 1 s then 2 s then 4 s, while the owner logs in from elsewhere', async () => {
      const { fields } = await register(context);
      const guesser = '203.0.113.7';
      for (let failure = 0; failure < 5; failure++) {
        expect((await attempt(fields.email, `Wrong-Pass-${failure}`, guesser)).statusCode).toBe(401);
      }
      const waiting = await attempt(fields.email, STRONG_PASSWORD, guesser);
      expect(waiting.statusCode).toBe(429);
      expect(waiting.json().message).toBe(Messages.tooManyLoginAttempts);
      expect(retryAfter(waiting)).toBe(1);
      // The owner, elsewhere, is not locked out.
      expect((await attempt(fields.email, STRONG_PASSWORD, '198.51.100.20')).statusCode).toBe(200);

      for (const delay of [1, 2, 4, 8]) {
        const early = await attempt(fields.email, 'Wrong-Pass-x', guesser);
        expect(early.statusCode).toBe(429);
        expect(retryAfter(early)).toBe(delay);
        clock.advance(delay * 1000);
        expect((await attempt(fields.email, 'Wrong-Pass-x', guesser)).statusCode).toBe(401);
      }
      expect(retryAfter(await attempt(fields.email, 'Wrong-Pass-x', guesser))).toBe(16);
      clock.advance(15 * 60_000 + 1000);
      expect((await attempt(fields.email, STRONG_PASSWORD, guesser)).statusCode).toBe(200);
    });

    it('counts one account whatever name was typed, and an unknown name the same way', async () => {
      const { fields } = await register(context);
      const source = '203.0.113.8';
      for (let failure = 0; failure < 5; failure++) {
        const name = failure % 2 ? fields.phone : fields.email.toUpperCase();
        expect((await attempt(name, 'Wrong-Pass-1', source)).statusCode).toBe(401);
      }
      expect((await attempt(fields.phone, STRONG_PASSWORD, source)).statusCode).toBe(429);
      for (let failure = 0; failure < 5; failure++) {
        expect((await attempt('nobody-here@example.com', 'Wrong-Pass-1', source)).statusCode).toBe(401);
      }
      expect((await attempt('nobody-here@example.com', 'Wrong-Pass-1', source)).statusCode).toBe(429);
    });

    it('slows every source at most a minute when many sources fail together, and a success from one source clears only it', async () => {
      const { fields } = await register(context);
      // 30 sources, one guess each: past 20 failures every source waits, 1 s, 2 s, 4 s … at most a minute.
      const waits: number[] = [];
      for (let source = 1; source <= 30; source++) {
        let response = await attempt(fields.email, 'Wrong-Pass-1', `192.0.2.${source}`);
        if (response.statusCode === 429) {
          waits.push(retryAfter(response));
          clock.advance(retryAfter(response) * 1000);
          response = await attempt(fields.email, 'Wrong-Pass-1', `192.0.2.${source}`);
        }
        expect(response.statusCode).toBe(401);
      }
      expect(waits).toEqual([1, 2, 4, 8, 16, 32, 60, 60, 60, 60]);
      const owner = await attempt(fields.email, STRONG_PASSWORD, '198.51.100.30');
      expect(owner.statusCode).toBe(429);
      expect(retryAfter(owner)).toBe(60);
      clock.advance(60_000);
      expect((await attempt(fields.email, STRONG_PASSWORD, '198.51.100.30')).statusCode).toBe(200);
      const remaining = await queryRows<{ n: number }>(
        deps.db,
        sql`select count(*)::int as n from login_failures where source like '192.0.2.%'`,
      );
      expect(remaining[0]!.n).toBeGreaterThanOrEqual(30);
    });
  });

  describe('sources the account signed in from before', () => {
    const attempt = (userName: string, password: string, remoteAddress: string) =>
      app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { userName, password }, remoteAddress });
    const sourceRows = (userId: string) =>
      queryRows<{ source_hash: string }>(
        deps.db,
        sql`select source_hash from login_sources where user_id = ${userId} order by last_success_at`,
      );
    /** 25 guesses from 25 new sources, waiting out the account's wait when told: the account now waits 32 s. */
    async function guessFromEverywhere(email: string, network: string) {
      for (let source = 1; source <= 25; source++) {
        let response = await attempt(email, 'Wrong-Pass-1', `${network}.${source}`);
        if (response.statusCode === 429) {
          clock.advance(Number(response.headers['retry-after']) * 1000);
          response = await attempt(email, 'Wrong-Pass-1', `${network}.${source}`);
        }
        expect(response.statusCode).toBe(401);
      }
    }

    it('skip the all-sources wait (a first-time source still waits) but keep their own, and are stored as keyed hashes', async () => {
      const { fields, user } = await register(context);
      const home = '198.51.100.40';
      expect((await attempt(fields.email, STRONG_PASSWORD, home)).statusCode).toBe(200);
      await guessFromEverywhere(fields.email, '192.0.2');
      const stranger = await attempt(fields.email, STRONG_PASSWORD, '198.51.100.41');
      expect(stranger.statusCode).toBe(429);
      expect((await attempt(fields.email, STRONG_PASSWORD, home)).statusCode).toBe(200);
      // The same address written as IPv6, and another address of an IPv6 home's /64, count as the same source.
      expect((await attempt(fields.email, STRONG_PASSWORD, `::ffff:${home}`)).statusCode).toBe(200);
      expect((await attempt(fields.email, STRONG_PASSWORD, '2001:db8:1:2:aaaa::1')).statusCode).toBe(429);
      // A known source's own failures still slow it down.
      for (let failure = 0; failure < 5; failure++)
        expect((await attempt(fields.email, 'Wrong-Pass-2', home)).statusCode).toBe(401);
      expect((await attempt(fields.email, STRONG_PASSWORD, home)).statusCode).toBe(429);
      const rows = await sourceRows(user.uuid);
      expect(rows).toHaveLength(1);
      expect(rows[0]!.source_hash).toMatch(/^[\w-]{43}$/);
      expect(JSON.stringify(rows)).not.toContain('198.51.100');
    });

    it('recognise an IPv6 home by its /64, remember the last 10 sources, and are forgotten by a password reset', async () => {
      const { fields, user } = await register(context);
      expect((await attempt(fields.email, STRONG_PASSWORD, '2001:db8:7:8:1111::1')).statusCode).toBe(200);
      await guessFromEverywhere(fields.email, '192.0.2');
      expect((await attempt(fields.email, STRONG_PASSWORD, '2001:db8:7:8:2222::9')).statusCode).toBe(200);
      clock.advance(15 * 60_000 + 1000);
      for (let source = 1; source <= 12; source++) {
        clock.advance(1000);
        expect((await attempt(fields.email, STRONG_PASSWORD, `203.0.113.${source}`)).statusCode).toBe(200);
      }
      expect(await sourceRows(user.uuid)).toHaveLength(10);
      // The IPv6 home was the oldest: forgotten, it waits like any other source.
      await guessFromEverywhere(fields.email, '192.0.3');
      expect((await attempt(fields.email, STRONG_PASSWORD, '2001:db8:7:8:1111::1')).statusCode).toBe(429);
      expect((await attempt(fields.email, STRONG_PASSWORD, '203.0.113.12')).statusCode).toBe(200);

      const requested = await app.inject({
        method: 'POST',
        url: '/api/v1/user/verification/token/request',
        payload: { userName: fields.email, type: 3 },
      });
      expect(requested.statusCode).toBe(200);
      const { userId, verificationId } = requested.json().data;
      const validated = await app.inject({
        method: 'POST',
        url: '/api/v1/user/verification/token/validate',
        payload: { userId, verificationId, token: await latestCode(context, fields.email) },
      });
      expect(validated.statusCode).toBe(200);
      const reset = await app.inject({
        method: 'PUT',
        url: `/api/v1/user/${userId}/resetpassword`,
        payload: { verificationId, password: 'Fresh-Harbor-77' },
      });
      expect(reset.statusCode).toBe(200);
      expect(await sourceRows(user.uuid)).toHaveLength(0);
    });
  });

  it('stores the fcm token given at login', async () => {
    const { fields, user } = await register(context);
    await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { userName: fields.email, password: STRONG_PASSWORD, fcmToken: 'device-abc' },
    });
    const rows = await queryRows<{ token: string }>(
      deps.db,
      sql`select token from device_tokens where user_id = ${user.uuid}`,
    );
    expect(rows.map((row) => row.token)).toEqual(['device-abc']);
  });

  it('renews with rotation: both tokens replaced, the old one still valid within the grace period', async () => {
    const { tokens } = await registerVerifiedUser(context);
    const first = await renew(tokens.refresh.value);
    expect(first.statusCode).toBe(200);
    const renewed = first.json().data.tokens;
    expect(renewed.access.value).toBeTruthy();
    expect(renewed.refresh.value).not.toBe(tokens.refresh.value);
    expect(renewed.refresh.expiresAt).toBe(tokens.refresh.expiresAt);
    expect((await profile(renewed.access.value)).statusCode).toBe(200);
    clock.advance(30_000);
    const parallel = await renew(tokens.refresh.value);
    expect(parallel.statusCode).toBe(200);
    expect((await renew(renewed.refresh.value)).statusCode).toBe(200);
  });

  it('revokes the whole family when a rotated token is reused after the grace period', async () => {
    const { tokens } = await registerVerifiedUser(context);
    const renewed = (await renew(tokens.refresh.value)).json().data.tokens;
    clock.advance(61_000);
    const reuse = await renew(tokens.refresh.value);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().message).toBe(Messages.sessionExpired);
    expect((await renew(renewed.refresh.value)).statusCode).toBe(401);
    expect((await profile(renewed.access.value)).statusCode).toBe(401);
  });

  it('ends sessions when the refresh token expires after 30 days and access tokens after 15 minutes', async () => {
    const { tokens } = await registerVerifiedUser(context);
    clock.advance(15 * 60_000 + 1000);
    expect((await profile(tokens.access.value)).statusCode).toBe(401);
    const renewed = await renew(tokens.refresh.value);
    expect(renewed.statusCode).toBe(200);
    clock.advance(30 * 86_400_000);
    const expired = await renew(renewed.json().data.tokens.refresh.value);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().message).toBe(Messages.sessionExpired);
  });

  it('rejects renew without a token or with an access token', async () => {
    const { tokens } = await registerVerifiedUser(context);
    expect((await renew()).statusCode).toBe(401);
    expect((await renew(tokens.access.value)).statusCode).toBe(401);
    expect((await renew('rt_forged')).statusCode).toBe(401);
  });

  it('logs out: the access and refresh tokens stop working at once, other sessions stay', async () => {
    const { tokens, fields } = await registerVerifiedUser(context);
    const other = await login(context, fields.email);
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      headers: { authorization: `Bearer ${tokens.access.value}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(Messages.logoutSuccessful);
    expect((await profile(tokens.access.value)).statusCode).toBe(401);
    expect((await renew(tokens.refresh.value)).statusCode).toBe(401);
    expect((await profile(other.tokens.access.value)).statusCode).toBe(200);
  });

  it('lets a visitor and a blocked user log out without 403', async () => {
    expect((await app.inject({ method: 'POST', url: '/api/v1/auth/logout' })).statusCode).toBe(200);
    const { tokens, user } = await registerVerifiedUser(context);
    await deps.db.execute(sql`update users set status = 2 where id = ${user.uuid}`);
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      headers: { authorization: `Bearer ${tokens.access.value}` },
    });
    expect(response.statusCode).toBe(200);
  });

  it('refuses login and renew for a blocked account with the 403 account block', async () => {
    const { tokens, user, fields } = await registerVerifiedUser(context);
    await deps.db.execute(sql`update users set status = 2 where id = ${user.uuid}`);
    const loginResponse = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { userName: fields.email, password: STRONG_PASSWORD },
    });
    expect(loginResponse.statusCode).toBe(403);
    expect(loginResponse.json()).toMatchObject({
      message: Messages.accountBlocked,
      data: { status: 2, emailVerified: true, phoneVerified: true },
    });
    const renewResponse = await renew(tokens.refresh.value);
    expect(renewResponse.statusCode).toBe(403);
    expect(renewResponse.json().data.status).toBe(2);
  });

  it('limits login requests per IP', async () => {
    const limited = await createTestApp({ env: { AUTH_RATE_LIMIT: '2' } });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt++) {
      const response = await limited.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { userName: 'x@example.com', password: 'Wrong-Pass-1' },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 3)).toEqual([401, 401, 401]);
    expect(statuses[3]).toBe(429);
  });
});
