import sharp from 'sharp';
import type { TestContext } from './app.ts';

export const STRONG_PASSWORD = 'Sunny-Pool-42';

let sequence = 0;
/** Unique, valid sign-up fields; override any of them. */
export function registrationFields(overrides: Record<string, string> = {}) {
  sequence += 1;
  const suffix = `${process.pid % 1000}${String(sequence).padStart(4, '0')}`;
  return {
    name: `Test User ${sequence}`,
    email: `user${suffix}@example.com`,
    phone: `+1555${suffix.slice(-7).padStart(7, '0')}`,
    password: STRONG_PASSWORD,
    confirmPassword: STRONG_PASSWORD,
    latitude: '40.7128',
    longitude: '-74.006',
    zipcode: '10001',
    gender: '1',
    dob: '',
    address: '1 Main St, New York, NY 10001, US',
    registerAsHost: 'false',
    designation: '',
    ...overrides,
  };
}

export function formDataOf(fields: Record<string, string>, files: Record<string, { body: Buffer; name: string }> = {}) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (const [key, file] of Object.entries(files)) form.append(key, new Blob([new Uint8Array(file.body)]), file.name);
  return form;
}

export const pngImage = (width = 64, height = 64) =>
  sharp({ create: { width, height, channels: 3, background: { r: 40, g: 140, b: 200 } } })
    .png()
    .toBuffer();

export async function register(context: TestContext, overrides: Record<string, string> = {}) {
  const fields = registrationFields(overrides);
  const response = await context.app.inject({
    method: 'POST',
    url: '/api/v1/customer/register/public',
    payload: formDataOf(fields),
  });
  if (response.statusCode !== 201) throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  return {
    fields,
    user: response.json().data.user as {
      uuid: string;
      verifications: { email?: { uuid: string }; phone?: { uuid: string } };
    },
  };
}

/** Delivers queued messages and returns the newest code sent to a destination. */
export async function latestCode(context: TestContext, destination: string) {
  await context.deps.jobs.drain();
  const entries = (await context.deps.outbox.read()).filter((entry) => entry.to === destination && entry.code);
  const entry = entries.at(-1);
  if (!entry?.code) throw new Error(`no code sent to ${destination}`);
  return entry.code;
}

export async function login(context: TestContext, userName: string, password = STRONG_PASSWORD) {
  const response = await context.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { userName, password },
  });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  return response.json().data as {
    user: { uuid: string; emailVerified: boolean; phoneVerified: boolean; host: boolean };
    tokens: { access: { value: string; expiresAt: string }; refresh: { value: string; expiresAt: string } };
  };
}

/** Registers, verifies email and phone through the real endpoints, and logs in. */
export async function registerVerifiedUser(context: TestContext, overrides: Record<string, string> = {}) {
  const { fields, user } = await register(context, overrides);
  for (const [kind, destination] of [
    ['email', fields.email],
    ['phone', fields.phone],
  ] as const) {
    const token = await latestCode(context, destination);
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/v1/user/verification/token/validate',
      payload: { userId: user.uuid, verificationId: user.verifications[kind]!.uuid, token },
    });
    if (response.statusCode !== 200) throw new Error(`verify ${kind} failed: ${response.body}`);
  }
  const session = await login(context, fields.email);
  return { fields, ...session, auth: { authorization: `Bearer ${session.tokens.access.value}` } };
}
