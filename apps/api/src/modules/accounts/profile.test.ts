import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { Messages } from '@app/contract';
import { createTestApp } from '../../../test/app.ts';
import {
  formDataOf,
  latestCode,
  login,
  pngImage,
  register,
  registerVerifiedUser,
  STRONG_PASSWORD,
} from '../../../test/accounts.ts';

describe('profile, customer settings, become host, access rules', async () => {
  const context = await createTestApp();
  const { app, deps, clock } = context;
  const updateProfile = (
    auth: Record<string, string>,
    fields: Record<string, string>,
    files?: Record<string, { body: Buffer; name: string }>,
  ) =>
    app.inject({
      method: 'PUT',
      url: '/api/v1/user/profile/update',
      headers: auth,
      payload: formDataOf(fields, files),
    });

  it('updates the display name and keeps verification when email and phone are unchanged', async () => {
    const { auth, fields } = await registerVerifiedUser(context);
    const response = await updateProfile(auth, {
      displayName: 'Renamed Person',
      email: fields.email,
      phone: fields.phone,
      deleteImage: 'false',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(Messages.settingsUpdated);
    expect(response.json().data.user).toMatchObject({
      displayName: 'Renamed Person',
      emailVerified: true,
      phoneVerified: true,
    });
    expect(response.json().data.emailVerificationId).toBeUndefined();
  });

  it('makes a changed email and phone unverified, returns new verification ids and sends codes there', async () => {
    const { auth, user } = await registerVerifiedUser(context);
    const response = await updateProfile(auth, { email: 'moved@example.com', phone: '(+1) 555 777 0101' });
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data.user).toMatchObject({
      email: 'moved@example.com',
      phone: '+15557770101',
      emailVerified: false,
      phoneVerified: false,
    });
    expect(data.emailVerificationId).toMatch(/^[0-9a-f-]{36}$/);
    expect(data.phoneVerificationId).toMatch(/^[0-9a-f-]{36}$/);
    expect(data.user.verifications).toEqual({
      email: { uuid: data.emailVerificationId },
      phone: { uuid: data.phoneVerificationId },
    });
    const verified = await app.inject({
      method: 'POST',
      url: '/api/v1/user/verification/token/validate',
      payload: {
        userId: user.uuid,
        verificationId: data.emailVerificationId,
        token: await latestCode(context, 'moved@example.com'),
      },
    });
    expect(verified.json().data.user.emailVerified).toBe(true);
  });

  it('refuses an email or phone that belongs to someone else, changing nothing', async () => {
    const { auth } = await registerVerifiedUser(context);
    const other = await register(context);
    const response = await updateProfile(auth, { displayName: 'Should Not Stick', email: other.fields.email });
    expect(response.statusCode).toBe(409);
    expect(response.json().details.email).toEqual([Messages.emailTaken]);
    const me = await app.inject({ method: 'GET', url: '/api/v1/user/me', headers: auth });
    expect(me.json().data.user.displayName).not.toBe('Should Not Stick');
  });

  it('requires the password confirmation to match, and a new password ends the other sessions only', async () => {
    const { auth, fields } = await registerVerifiedUser(context);
    const mismatch = await updateProfile(auth, { password: 'Fresh-Court-55', confirmPassword: 'Fresh-Court-56' });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().message).toBe(Messages.passwordConfirmMismatchProfile);
    const weak = await updateProfile(auth, { password: 'fresh', confirmPassword: 'fresh' });
    expect(weak.statusCode).toBe(400);
    const otherSession = await login(context, fields.email);
    const changed = await updateProfile(auth, { password: 'Fresh-Court-55', confirmPassword: 'Fresh-Court-55' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().message).toBe(Messages.passwordUpdated);
    expect((await app.inject({ method: 'GET', url: '/api/v1/customer/view', headers: auth })).statusCode).toBe(200);
    const otherAuth = { authorization: `Bearer ${otherSession.tokens.access.value}` };
    expect((await app.inject({ method: 'GET', url: '/api/v1/customer/view', headers: otherAuth })).statusCode).toBe(
      401,
    );
    expect((await login(context, fields.email, 'Fresh-Court-55')).user).toBeTruthy();
    const old = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { userName: fields.email, password: STRONG_PASSWORD },
    });
    expect(old.statusCode).toBe(401);
  });

  it('replaces and removes the avatar, deleting the old files', async () => {
    const { auth } = await registerVerifiedUser(context);
    const first = await updateProfile(auth, {}, { displayImage: { body: await pngImage(300, 300), name: 'a.png' } });
    const firstPath: string = first.json().data.user.displayImage.path;
    const second = await updateProfile(auth, {}, { displayImage: { body: await pngImage(320, 320), name: 'b.png' } });
    const secondPath: string = second.json().data.user.displayImage.path;
    expect(secondPath).not.toBe(firstPath);
    await deps.jobs.drain();
    expect(fs.existsSync(path.join(context.dataDir, firstPath))).toBe(false);
    expect(fs.existsSync(path.join(context.dataDir, secondPath))).toBe(true);
    const removed = await updateProfile(auth, { deleteImage: 'true' });
    expect(removed.json().data.user.displayImage).toBeNull();
    await deps.jobs.drain();
    expect(fs.existsSync(path.join(context.dataDir, secondPath))).toBe(false);
    const bad = await updateProfile(auth, {}, { displayImage: { body: Buffer.from('not an image'), name: 'x.jpg' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(Messages.imageInvalid);
  });

  it('lets an unverified user read and update the profile (no 403)', async () => {
    const { fields } = await register(context);
    const session = await login(context, fields.email);
    const auth = { authorization: `Bearer ${session.tokens.access.value}` };
    expect((await app.inject({ method: 'GET', url: '/api/v1/customer/view', headers: auth })).statusCode).toBe(200);
    expect((await updateProfile(auth, { displayName: 'Still Unverified' })).statusCode).toBe(200);
  });

  it('shows and updates the customer profile', async () => {
    const { auth, fields } = await registerVerifiedUser(context);
    const view = await app.inject({
      method: 'GET',
      url: '/api/v1/customer/view',
      headers: { ...auth, 'content-type': 'application/json' },
    });
    expect(view.statusCode).toBe(200);
    expect(view.json().data).toMatchObject({
      name: fields.name,
      email: fields.email,
      phone: fields.phone,
      address: fields.address,
      zipcode: '10001',
      gender: 1,
      latitude: 40.7128,
      longitude: -74.006,
      image: null,
    });
    const update = await app.inject({
      method: 'PUT',
      url: '/api/v1/customer/update',
      headers: auth,
      payload: {
        name: 'New Name',
        latitude: '34.05',
        longitude: -118.24,
        zipcode: '90012',
        gender: '2',
        dob: '1990-05-01',
        address: 'Los Angeles, CA',
        designation: 'Pool Owner',
      },
    });
    expect(update.statusCode).toBe(200);
    expect(update.json().message).toBe(Messages.settingsUpdated);
    expect(update.json().data.user.displayName).toBe('New Name');
    const after = (await app.inject({ method: 'GET', url: '/api/v1/customer/view', headers: auth })).json().data;
    expect(after).toMatchObject({
      name: 'New Name',
      latitude: 34.05,
      longitude: -118.24,
      zipcode: '90012',
      gender: 2,
      dob: '1990-05-01',
      designation: 'Pool Owner',
    });
    const bad = await app.inject({
      method: 'PUT',
      url: '/api/v1/customer/update',
      headers: auth,
      payload: { gender: 'x', latitude: 500 },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().details)).toEqual(expect.arrayContaining(['gender', 'latitude']));
  });

  it('turns a verified customer into a host once', async () => {
    const { auth } = await registerVerifiedUser(context);
    const first = await app.inject({ method: 'PUT', url: '/api/v1/user/becomehost', headers: auth });
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toBe(Messages.becameHost);
    expect(first.json().data.user.host).toBe(true);
    const second = await app.inject({ method: 'PUT', url: '/api/v1/user/becomehost', headers: auth });
    expect(second.json().message).toBe(Messages.alreadyHost);
  });

  it('stores fcm tokens', async () => {
    const { auth, user } = await registerVerifiedUser(context);
    const response = await app.inject({
      method: 'PUT',
      url: '/api/v1/auth/token/fcm/update',
      headers: auth,
      payload: { fcmToken: 'tok-1' },
    });
    expect(response.statusCode).toBe(200);
    const rows = await deps.db.execute(
      sql`select 1 from device_tokens where user_id = ${user.uuid} and token = 'tok-1'`,
    );
    expect((rows as unknown as { rows: unknown[] }).rows).toHaveLength(1);
  });

  describe('access rules', () => {
    it('answers 401 without a token, with a forged token and with an expired one', async () => {
      const { auth } = await registerVerifiedUser(context);
      expect((await app.inject({ method: 'GET', url: '/api/v1/customer/view' })).statusCode).toBe(401);
      expect(
        (
          await app.inject({
            method: 'GET',
            url: '/api/v1/customer/view',
            headers: { authorization: 'Bearer abc.def.ghi' },
          })
        ).statusCode,
      ).toBe(401);
      clock.advance(16 * 60_000);
      expect((await app.inject({ method: 'GET', url: '/api/v1/customer/view', headers: auth })).statusCode).toBe(401);
    });

    it('answers 403 with the verification flags to an unverified user on a verified-only action', async () => {
      const { fields } = await register(context);
      const session = await login(context, fields.email);
      const response = await app.inject({
        method: 'PUT',
        url: '/api/v1/user/becomehost',
        headers: { authorization: `Bearer ${session.tokens.access.value}` },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({
        message: Messages.verifyToContinue,
        data: { status: 1, emailVerified: false, phoneVerified: false },
      });
    });

    it('answers 403 with status 2 to a blocked user at once, on every protected call', async () => {
      const { auth, user } = await registerVerifiedUser(context);
      await deps.db.execute(sql`update users set status = 2 where id = ${user.uuid}`);
      for (const [method, url] of [
        ['GET', '/api/v1/customer/view'],
        ['PUT', '/api/v1/user/becomehost'],
        ['GET', '/api/v1/user/me'],
      ] as const) {
        const response = await app.inject({ method, url, headers: auth });
        expect(response.statusCode).toBe(403);
        expect(response.json()).toMatchObject({ message: Messages.accountBlocked, data: { status: 2 } });
      }
    });

    it('accepts lower-case "bearer" and tolerates trailing spaces in paths', async () => {
      const { tokens } = await registerVerifiedUser(context);
      const response = await app.inject({
        method: 'GET',
        url: '/api/v1/customer/view%20%20',
        headers: { authorization: `bearer ${tokens.access.value}` },
      });
      expect(response.statusCode).toBe(200);
    });

    it('answers wrong body types with 400 and never 500', async () => {
      const { auth } = await registerVerifiedUser(context);
      const cases = [
        app.inject({
          method: 'POST',
          url: '/api/v1/auth/login',
          payload: '{not json',
          headers: { 'content-type': 'application/json' },
        }),
        app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { userName: 5, password: ['x'] } }),
        app.inject({
          method: 'PUT',
          url: '/api/v1/customer/update',
          headers: auth,
          payload: { name: { nested: true } },
        }),
        app.inject({ method: 'POST', url: '/api/v1/user/verification/token/request', payload: {} }),
        app.inject({ method: 'PUT', url: '/api/v1/auth/token/fcm/update', headers: auth, payload: {} }),
      ];
      for (const response of await Promise.all(cases)) {
        expect(response.statusCode).toBe(400);
        expect(typeof response.json().message).toBe('string');
      }
    });
  });
});
