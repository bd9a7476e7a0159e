import { describe, expect, it } from 'vitest';
import {
  LoginBodySchema,
  ProfileUpdateBodySchema,
  RegisterBodySchema,
  VerificationValidateBodySchema,
} from './accounts.ts';
import { Messages } from './messages.ts';
import { messagesOf, parsed } from './test-support.ts';

const registration = (fields: Record<string, string> = {}) => ({
  name: 'Ana Host',
  email: 'Ana@Example.com',
  phone: '+1 212 555 0101',
  password: 'Spaces-Demo-2026',
  confirmPassword: 'Spaces-Demo-2026',
  latitude: '40.7',
  longitude: '-74.0',
  address: 'New York, NY',
  registerAsHost: 'true',
  gender: '2',
  ...fields,
});

describe('sign-up form', () => {
  it('reads the multipart form: email lower-cased, phone in E.164, numbers and flags from text', () => {
    expect(parsed(RegisterBodySchema, registration())).toMatchObject({
      email: 'ana@example.com',
      phone: '+12125550101',
      latitude: 40.7,
      longitude: -74,
      registerAsHost: true,
      gender: 2,
    });
  });

  it('needs a place with latitude and longitude', () => {
    expect(messagesOf(RegisterBodySchema, registration({ latitude: '' }))).toEqual([Messages.selectPlaceLatitude]);
    expect(messagesOf(RegisterBodySchema, registration({ longitude: '200' }))).toEqual([Messages.selectPlaceLongitude]);
  });

  it("refuses a confirmation that does not match, with the sign-up page's words", () => {
    expect(messagesOf(RegisterBodySchema, registration({ confirmPassword: 'Spaces-Demo-2027' }))).toEqual([
      Messages.passwordConfirmMismatchSignup,
    ]);
  });
});

describe('login, codes and profile', () => {
  it('needs a user name and a password of at least 6 characters', () => {
    expect(parsed(LoginBodySchema, { userName: ' ana@example.com ', password: 'secret' })).toMatchObject({
      userName: 'ana@example.com',
    });
    expect(messagesOf(LoginBodySchema, { userName: '', password: 'secret' })).toEqual([Messages.loginInvalidInput]);
    expect(messagesOf(LoginBodySchema, { userName: 'ana', password: '12345' })).toEqual([Messages.loginInvalidInput]);
  });

  it('takes a 6-digit code, sent as a number or text', () => {
    const ids = {
      userId: '6f1c1f7e-2b1a-4c55-8d2e-111111111111',
      verificationId: '6f1c1f7e-2b1a-4c55-8d2e-222222222222',
    };
    expect(parsed(VerificationValidateBodySchema, { ...ids, token: 123456 }).token).toBe('123456');
    expect(messagesOf(VerificationValidateBodySchema, { ...ids, token: '12345' })).toEqual([Messages.otpInvalid]);
  });

  it("refuses a profile password whose confirmation differs, with the profile page's words", () => {
    expect(
      messagesOf(ProfileUpdateBodySchema, { password: 'Spaces-Demo-2026', confirmPassword: 'Spaces-Demo-2025' }),
    ).toEqual([Messages.passwordConfirmMismatchProfile]);
    expect(parsed(ProfileUpdateBodySchema, { deleteImage: 'true', email: '' })).toEqual({ deleteImage: true });
  });
});
