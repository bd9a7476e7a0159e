import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { Messages } from '@app/contract';
import { createTestApp } from '../../../test/app.ts';
import { formDataOf, pngImage, registrationFields } from '../../../test/accounts.ts';
import { queryRows } from '../../db/client.ts';

describe('sign-up', async () => {
  const context = await createTestApp();
  const { app, deps } = context;
  const userCount = async () =>
    Number((await queryRows<{ n: number }>(deps.db, sql`select count(*)::int as n from users`))[0]!.n);
  const uploadedFiles = () => {
    const root = path.join(context.dataDir, 'uploads');
    return fs.existsSync(root)
      ? fs.readdirSync(root, { recursive: true }).filter((entry) => String(entry).endsWith('.webp'))
      : [];
  };
  const registerWith = (fields: Record<string, string>, files?: Record<string, { body: Buffer; name: string }>) =>
    app.inject({ method: 'POST', url: '/api/v1/customer/register/public', payload: formDataOf(fields, files) });

  it('creates an unverified customer with pending verifications and sends both codes', async () => {
    const fields = registrationFields({
      email: 'Mixed.Case@Example.com',
      phone: '(+1) 555 010 2030',
      registerAsHost: 'true',
    });
    const response = await registerWith(fields);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.message).toBe(Messages.userCreated);
    const user = body.data.user;
    expect(user).toMatchObject({
      displayName: fields.name,
      email: 'mixed.case@example.com',
      phone: '+15550102030',
      emailVerified: false,
      phoneVerified: false,
      host: true,
      status: 1,
      displayImage: null,
    });
    expect(user.verifications.email.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(user.verifications.phone.uuid).toMatch(/^[0-9a-f-]{36}$/);
    await deps.jobs.drain();
    const outbox = await deps.outbox.read();
    const email = outbox.find((entry) => entry.to === 'mixed.case@example.com');
    const sms = outbox.find((entry) => entry.to === '+15550102030');
    expect(email?.channel).toBe('email');
    expect(email?.code).toMatch(/^\d{6}$/);
    expect(email?.text).toContain(email!.code!);
    expect(sms?.channel).toBe('sms');
    expect(sms?.text).toContain(sms!.code!);
    const [stored] = await queryRows<{ password_hash: string }>(
      deps.db,
      sql`select password_hash from users where email = 'mixed.case@example.com'`,
    );
    expect(stored!.password_hash.startsWith('$argon2id$')).toBe(true);
  });

  it('normalises every phone form to E.164 with US as the default country', async () => {
    const response = await registerWith(registrationFields({ phone: '5550119988' }));
    expect(response.statusCode).toBe(201);
    expect(response.json().data.user.phone).toBe('+15550119988');
  });

  it('accepts a JSON body as well as multipart', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/customer/register/public',
      payload: registrationFields(),
    });
    expect(response.statusCode).toBe(201);
  });

  it.each([
    [
      'password without a digit',
      { password: 'Sunny-Pool-x', confirmPassword: 'Sunny-Pool-x' },
      'password',
      Messages.passwordRule,
    ],
    [
      'password without a special character',
      { password: 'SunnyPool42', confirmPassword: 'SunnyPool42' },
      'password',
      Messages.passwordRule,
    ],
    [
      'password without an upper-case letter',
      { password: 'sunny-pool-42', confirmPassword: 'sunny-pool-42' },
      'password',
      Messages.passwordRule,
    ],
    ['short password', { password: 'Aa1!', confirmPassword: 'Aa1!' }, 'password', Messages.passwordLength],
    [
      'mismatched confirmation',
      { confirmPassword: 'Other-Pool-42' },
      'confirmPassword',
      Messages.passwordConfirmMismatchSignup,
    ],
    ['no latitude', { latitude: '' }, 'latitude', Messages.selectPlaceLatitude],
    ['latitude "null"', { latitude: 'null' }, 'latitude', Messages.selectPlaceLatitude],
    ['no longitude', { longitude: 'null' }, 'longitude', Messages.selectPlaceLongitude],
    ['invalid email', { email: 'not-an-email' }, 'email', Messages.invalidEmail],
    ['invalid phone', { phone: '12' }, 'phone', Messages.invalidPhone],
    [
      'common password',
      { password: 'Password1!', confirmPassword: 'Password1!' },
      'password',
      Messages.passwordTooCommon,
    ],
  ])('rejects a %s with the spec message and writes nothing', async (_label, overrides, field, message) => {
    const before = await userCount();
    const response = await registerWith(registrationFields(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(response.json().details[field]).toContain(message);
    expect(await userCount()).toBe(before);
  });

  it('lists every field error under details', async () => {
    const response = await registerWith({ name: '', email: 'x', phone: '', password: 'a' });
    expect(response.statusCode).toBe(400);
    const details = response.json().details;
    expect(Object.keys(details)).toEqual(
      expect.arrayContaining(['name', 'email', 'phone', 'password', 'latitude', 'longitude', 'address']),
    );
  });

  it('rejects an unknown gender value', async () => {
    const response = await registerWith(registrationFields({ gender: '9' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().details.gender).toBeDefined();
  });

  it('refuses a taken email or phone with 409 and field details', async () => {
    const first = registrationFields();
    expect((await registerWith(first)).statusCode).toBe(201);
    const sameEmail = await registerWith(registrationFields({ email: first.email.toUpperCase() }));
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json().details.email).toEqual([Messages.emailTaken]);
    const samePhone = await registerWith(registrationFields({ phone: first.phone }));
    expect(samePhone.statusCode).toBe(409);
    expect(samePhone.json().details.phone).toEqual([Messages.phoneTaken]);
  });

  it('stores an avatar re-encoded as a square WebP and serves it with long cache headers', async () => {
    const response = await registerWith(registrationFields(), {
      image: { body: await pngImage(600, 400), name: 'me.png' },
    });
    expect(response.statusCode).toBe(201);
    const imagePath: string = response.json().data.user.displayImage.path;
    expect(imagePath).toMatch(/^uploads\/avatars\/[0-9a-f]{2}\/[0-9a-f-]{36}\.webp$/);
    const served = await app.inject({ method: 'GET', url: `/${imagePath}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toMatch(/max-age=31536000/);
    const sharp = (await import('sharp')).default;
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 256, height: 256 });
    expect(metadata.exif).toBeUndefined();
  });

  it.each([
    ['a text file named .jpg', async () => Buffer.from('hello, I am not an image'), Messages.imageInvalid],
    ['an 11 MB file', async () => Buffer.alloc(11 * 1024 * 1024, 1), Messages.imageTooLarge],
    ['a 10,000 × 10,000 image', () => pngImage(10_000, 10_000), Messages.imageTooManyPixels],
  ])('rejects %s as avatar with 400 and stores nothing', async (_label, makeBody, message) => {
    const before = await userCount();
    const filesBefore = uploadedFiles().length;
    const response = await registerWith(registrationFields(), {
      image: { body: await makeBody(), name: 'avatar.jpg' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(await userCount()).toBe(before);
    expect(uploadedFiles().length).toBe(filesBefore);
  });

  it('removes the stored avatar when the account cannot be created', async () => {
    const first = registrationFields();
    await registerWith(first);
    const filesBefore = uploadedFiles().length;
    const response = await registerWith(registrationFields({ email: first.email }), {
      image: { body: await pngImage(), name: 'a.png' },
    });
    expect(response.statusCode).toBe(409);
    expect(uploadedFiles().length).toBe(filesBefore);
  });
});
