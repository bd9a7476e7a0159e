import { Messages } from '@app/contract';
import { loginProblem } from '@app/contract/rules';
import { describe, expect, it } from 'vitest';
import { phoneFromInternational, phoneToInternational } from '../../components/PhoneField.tsx';
import { forgotPasswordErrors, privacyErrors, signupErrors } from './validation.ts';

describe('account form rules (docs/product/rules.md#validation)', () => {
  it('login needs a user name and at least 6 password characters', () => {
    expect(loginProblem(' ', 'secret1')).toBe(Messages.loginInvalidInput);
    expect(loginProblem('ada@example.com', '12345')).toBe(Messages.loginInvalidInput);
    expect(loginProblem('ada@example.com', '123456')).toBeUndefined();
  });

  it('forgot password needs a new password longer than 6 characters, then the server rules', () => {
    const base = { userName: 'ada@example.com', confirmPassword: '' };
    expect(forgotPasswordErrors({ ...base, password: 'Ab1!xy' }).password).toBe(Messages.forgotPasswordInvalid);
    expect(forgotPasswordErrors({ ...base, password: 'abcdefgh' }).password).toBe(Messages.passwordRule);
    expect(forgotPasswordErrors({ ...base, password: 'Ab1!xyz' }).password).toBe(Messages.passwordLength);
    expect(forgotPasswordErrors({ ...base, password: 'Ab1!xyzw', confirmPassword: 'Ab1!xyzw' })).toEqual({});
  });

  it('sign up checks the password rule, the place and the confirmation', () => {
    const valid = {
      name: 'Ada',
      email: 'ada@example.com',
      phone: '+12025550143',
      hasPlace: true,
      password: 'Sunny-Deck-42',
      confirmPassword: 'Sunny-Deck-42',
    };
    expect(signupErrors(valid)).toEqual({});
    expect(signupErrors({ ...valid, password: 'sunnydeck42', confirmPassword: 'sunnydeck42' }).password).toBe(
      Messages.passwordRule,
    );
    expect(signupErrors({ ...valid, hasPlace: false }).address).toBe(Messages.selectPlaceLatitude);
    expect(signupErrors({ ...valid, confirmPassword: 'Sunny-Deck-43' }).confirmPassword).toBe(
      Messages.passwordConfirmMismatchSignup,
    );
    expect(signupErrors({ ...valid, email: 'ada@' }).email).toBe(Messages.invalidEmail);
  });

  it('profile passwords must match; an empty password keeps the current one', () => {
    const base = { email: 'ada@example.com', phone: '+12025550143' };
    expect(privacyErrors({ ...base, password: '', confirmPassword: '' })).toEqual({});
    expect(privacyErrors({ ...base, password: 'Sunny-Deck-42', confirmPassword: '' }).confirmPassword).toBe(
      Messages.passwordConfirmMismatchProfile,
    );
  });
});

describe('phone numbers', () => {
  it('are sent with a leading + and the dialing code (US by default)', () => {
    expect(phoneToInternational({ country: 'US', number: '(202) 555-0143' })).toBe('+12025550143');
    expect(phoneToInternational({ country: 'GB', number: '07911 123456' })).toBe('+447911123456');
    expect(phoneToInternational({ country: 'IT', number: '06 1234 5678' })).toBe('+390612345678');
    expect(phoneToInternational({ country: 'US', number: '+44 7911 123456' })).toBe('+447911123456');
    expect(phoneToInternational({ country: 'US', number: '  ' })).toBe('');
  });

  it('are split back into a dialing code and a national number', () => {
    expect(phoneFromInternational('+12025550143')).toEqual({ country: 'US', number: '2025550143' });
    expect(phoneFromInternational('+447911123456')).toEqual({ country: 'GB', number: '7911123456' });
    expect(phoneFromInternational('+97150123456')).toEqual({ country: 'AE', number: '50123456' });
    expect(phoneFromInternational('')).toEqual({ country: 'US', number: '' });
  });
});
