import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { Messages } from '@app/contract';
import { createTestApp } from '../../../test/app.ts';
import { latestCode, login, register, registerVerifiedUser, STRONG_PASSWORD } from '../../../test/accounts.ts';
import { queryRows } from '../../db/client.ts';

describe('one-time codes', async () => {
  const context = await createTestApp();
  const { app, deps, clock } = context;
  const requestCode = (userName: string, type: number | string) =>
    app.inject({ method: 'POST', url: '/api/v1/user/verification/token/request', payload: { userName, type } });
  const validate = (payload: Record<string, unknown>) =>
    app.inject({ method: 'POST', url: '/api/v1/user/verification/token/validate', payload });
  const wrongCodeFor = (code: string) => (code === '000000' ? '111111' : '000000');

  it('verifies email and phone with the codes sent at sign-up; a used code cannot be reused', async () => {
    const { fields, user } = await register(context);
    const emailCode = await latestCode(context, fields.email);
    const emailResponse = await validate({
      userId: user.uuid,
      verificationId: user.verifications.email!.uuid,
      token: emailCode,
    });
    expect(emailResponse.statusCode).toBe(200);
    expect(emailResponse.json().message).toBe(Messages.verificationSuccessful);
    expect(emailResponse.json().data.user).toMatchObject({ emailVerified: true, phoneVerified: false });
    expect(emailResponse.json().data.user.verifications.email).toBeUndefined();
    const reuse = await validate({
      userId: user.uuid,
      verificationId: user.verifications.email!.uuid,
      token: emailCode,
    });
    expect(reuse.statusCode).toBe(400);
    const phoneCode = await latestCode(context, fields.phone);
    const phoneResponse = await validate({
      userId: user.uuid,
      verificationId: user.verifications.phone!.uuid,
      token: phoneCode,
    });
    expect(phoneResponse.json().data.user).toMatchObject({ emailVerified: true, phoneVerified: true });
    expect((await requestCode(user.uuid, 1)).statusCode).toBe(409);
  });

  it('sends a new code on request (type as number or string) and only the newest one is valid', async () => {
    const { fields, user } = await register(context);
    const oldCode = await latestCode(context, fields.email);
    clock.advance(61_000);
    const response = await requestCode(user.uuid, '1');
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(Messages.otpSent);
    const { userId, verificationId } = response.json().data;
    expect(userId).toBe(user.uuid);
    expect(verificationId).not.toBe(user.verifications.email!.uuid);
    const old = await validate({ userId: user.uuid, verificationId: user.verifications.email!.uuid, token: oldCode });
    expect(old.statusCode).toBe(400);
    expect(old.json().message).toBe(Messages.otpSuperseded);
    const fresh = await validate({ userId, verificationId, token: await latestCode(context, fields.email) });
    expect(fresh.statusCode).toBe(200);
  });

  it('waits 60 seconds between sends and allows at most 5 sends per hour to one destination', async () => {
    const { user } = await register(context);
    const tooSoon = await requestCode(user.uuid, 2);
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json().message).toBe(Messages.otpResendTooSoon);
    expect(Number(tooSoon.headers['retry-after'])).toBeGreaterThan(0);
    const statuses: number[] = [];
    for (let send = 0; send < 5; send++) {
      clock.advance(61_000);
      statuses.push((await requestCode(user.uuid, 2)).statusCode);
    }
    // The sign-up send counts too: 1 + 4 allowed, the 5th request within the hour is refused.
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
    clock.advance(60 * 60_000);
    expect((await requestCode(user.uuid, 2)).statusCode).toBe(200);
  });

  it('expires a code after 10 minutes', async () => {
    const { fields, user } = await register(context);
    const code = await latestCode(context, fields.email);
    clock.advance(10 * 60_000 + 1000);
    const response = await validate({ userId: user.uuid, verificationId: user.verifications.email!.uuid, token: code });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(Messages.otpExpired);
  });

  it('allows 5 wrong attempts per code, then refuses even the right code', async () => {
    const { fields, user } = await register(context);
    const code = await latestCode(context, fields.email);
    const payload = { userId: user.uuid, verificationId: user.verifications.email!.uuid };
    const messages: string[] = [];
    for (let attempt = 0; attempt < 5; attempt++)
      messages.push((await validate({ ...payload, token: wrongCodeFor(code) })).json().message);
    expect(messages.slice(0, 4)).toEqual(Array(4).fill(Messages.otpInvalid));
    expect(messages[4]).toBe(Messages.otpTooManyAttempts);
    const right = await validate({ ...payload, token: code });
    expect(right.statusCode).toBe(429);
    expect(right.json().message).toBe(Messages.otpTooManyAttempts);
  });

  it('rejects a code for another user, malformed codes and unknown ids without a 500', async () => {
    const { fields, user } = await register(context);
    const other = await register(context);
    const code = await latestCode(context, fields.email);
    expect(
      (await validate({ userId: other.user.uuid, verificationId: user.verifications.email!.uuid, token: code }))
        .statusCode,
    ).toBe(400);
    expect(
      (await validate({ userId: user.uuid, verificationId: user.verifications.email!.uuid, token: 'abc' })).statusCode,
    ).toBe(400);
    expect((await validate({ userId: 'nope', verificationId: 'nope', token: '123456' })).statusCode).toBe(400);
    expect((await requestCode('00000000-0000-4000-8000-000000000000', 1)).statusCode).toBe(404);
    expect((await requestCode('not-a-uuid', 1)).statusCode).toBe(404);
    expect((await requestCode(user.uuid, 7)).statusCode).toBe(400);
  });

  describe('forgot password', () => {
    const reset = (userId: string, payload: Record<string, unknown>) =>
      app.inject({ method: 'PUT', url: `/api/v1/user/${userId}/resetpassword`, payload });

    it('resets the password after a validated code and ends every session', async () => {
      const { fields, tokens } = await registerVerifiedUser(context);
      clock.advance(61_000);
      const requested = await requestCode(fields.email, 3);
      expect(requested.statusCode).toBe(200);
      const { userId, verificationId } = requested.json().data;
      const code = await latestCode(context, fields.email);
      expect((await reset(userId, { verificationId, password: 'New-Garden-77' })).json().message).toBe(
        Messages.passwordResetFailed,
      );
      expect((await validate({ userId, verificationId, token: code })).statusCode).toBe(200);
      const response = await reset(userId, { verificationId, password: 'New-Garden-77' });
      expect(response.statusCode).toBe(200);
      expect(response.json().message).toBe(Messages.passwordUpdated);
      const oldLogin = await app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { userName: fields.email, password: STRONG_PASSWORD },
      });
      expect(oldLogin.statusCode).toBe(401);
      expect((await login(context, fields.email, 'New-Garden-77')).user.uuid).toBe(userId);
      const renew = await app.inject({
        method: 'PUT',
        url: '/api/v1/auth/token/access/renew',
        headers: { authorization: `Bearer ${tokens.refresh.value}` },
      });
      expect(renew.statusCode).toBe(401);
      const again = await reset(userId, { verificationId, password: 'Other-Garden-78' });
      expect(again.statusCode).toBe(400);
      expect(again.json().message).toBe(Messages.passwordResetFailed);
    });

    it('sends the code by SMS when the phone is typed', async () => {
      const { fields } = await register(context);
      clock.advance(61_000);
      const response = await requestCode(fields.phone.replace('+1', ''), 3);
      expect(response.statusCode).toBe(200);
      await deps.jobs.drain();
      const outbox = await deps.outbox.read();
      expect(outbox.filter((entry) => entry.to === fields.phone && entry.channel === 'sms')).toHaveLength(2);
    });

    it('answers an unknown account exactly like a known one and sends nothing', async () => {
      const { fields } = await register(context);
      clock.advance(61_000);
      await deps.jobs.drain();
      const sentBefore = (await deps.outbox.read()).length;
      const known = await requestCode(fields.email, 3);
      const unknown = await requestCode('ghost@example.com', 3);
      const unknownAgain = await requestCode('ghost@example.com', 3);
      expect(unknown.statusCode).toBe(known.statusCode);
      expect(Object.keys(unknown.json().data).sort()).toEqual(Object.keys(known.json().data).sort());
      expect(unknown.json().message).toBe(known.json().message);
      expect(unknown.json().data.userId).toMatch(
        /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      );
      // Rate limits apply to unknown destinations too, so they cannot be told apart by that either.
      expect(unknownAgain.statusCode).toBe(429);
      await deps.jobs.drain();
      const sent = (await deps.outbox.read()).slice(sentBefore);
      expect(sent.map((entry) => entry.to)).toEqual([fields.email]);
      const validateUnknown = await validate({ ...unknown.json().data, token: '123456' });
      expect(validateUnknown.statusCode).toBe(400);
    });

    it('validates the new password with the sign-up rule and refuses resets after 15 minutes', async () => {
      const { fields } = await register(context);
      clock.advance(61_000);
      const { userId, verificationId } = (await requestCode(fields.email, 3)).json().data;
      await validate({ userId, verificationId, token: await latestCode(context, fields.email) });
      const weak = await reset(userId, { verificationId, password: 'weakpassword' });
      expect(weak.statusCode).toBe(400);
      expect(weak.json().message).toBe(Messages.passwordRule);
      clock.advance(16 * 60_000);
      expect((await reset(userId, { verificationId, password: 'New-Garden-77' })).json().message).toBe(
        Messages.passwordResetFailed,
      );
      expect((await reset('not-a-uuid', { verificationId, password: 'New-Garden-77' })).statusCode).toBe(404);
    });

    it('requires a user name', async () => {
      const response = await requestCode('', 3);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(Messages.forgotPasswordInvalid);
    });
  });

  it('never keeps codes in plain text: only hashes in the database, payloads wiped after delivery', async () => {
    const { fields } = await register(context);
    const code = await latestCode(context, fields.email);
    const hashes = await queryRows<{ code_hash: string }>(
      deps.db,
      sql`select code_hash from verifications where destination = ${fields.email}`,
    );
    expect(hashes[0]!.code_hash).not.toContain(code);
    const jobs = await queryRows<{ payload: Record<string, unknown> }>(
      deps.db,
      sql`select payload from jobs where done_at is not null`,
    );
    expect(jobs.length).toBeGreaterThan(0);
    for (const job of jobs) expect(job.payload.code).toBeUndefined();
  });
});
