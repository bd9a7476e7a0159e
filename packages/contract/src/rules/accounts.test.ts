import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import {
  EmailSchema,
  LoginBodySchema,
  NewPasswordSchema,
  ProfileUpdateBodySchema,
  RegisterBodySchema,
  VerificationRequestBodySchema,
} from '../accounts.ts';
import { ContactBodySchema } from '../contact.ts';
import { Messages } from '../messages.ts';
import { messagesOf, problemsOf } from '../test-support.ts';
import {
  confirmationDiffers,
  hasNewPasswordLength,
  hasPasswordCharacterClasses,
  isFilled,
  isLoginPassword,
  loginProblem,
  newPasswordProblem,
  newPasswordProblems,
} from './accounts.ts';
import { emailPattern, isEmail } from './email.ts';

const passwords = [
  '',
  'abc',
  'Ab1!',
  'abcdefgh',
  'ABCDEFGH',
  'Ab1!xyz',
  'Ab1!xyzw',
  'Sunny-Deck-42',
  'NoDigits!!',
  `Aa1!${'x'.repeat(124)}`,
  `Aa1!${'x'.repeat(125)}`,
];

describe('new password rule', () => {
  it('needs 8 to 128 characters with an upper and a lower case letter, a digit and a special character', () => {
    expect(hasNewPasswordLength('Ab1!xyz')).toBe(false);
    expect(hasNewPasswordLength('Ab1!xyzw')).toBe(true);
    expect(hasNewPasswordLength(`Aa1!${'x'.repeat(124)}`)).toBe(true);
    expect(hasNewPasswordLength(`Aa1!${'x'.repeat(125)}`)).toBe(false);
    expect(hasPasswordCharacterClasses('Sunny-Deck-42')).toBe(true);
    expect(hasPasswordCharacterClasses('sunny-deck-42')).toBe(false);
    expect(hasPasswordCharacterClasses('SunnyDeck42')).toBe(false);
    expect(hasPasswordCharacterClasses('Sunny-Deck')).toBe(false);
  });

  it('names every rule broken, length first', () => {
    expect(newPasswordProblems('Sunny-Deck-42')).toEqual([]);
    expect(newPasswordProblems('abc')).toEqual([Messages.passwordLength, Messages.passwordRule]);
    expect(newPasswordProblems('abcdefgh')).toEqual([Messages.passwordRule]);
    expect(newPasswordProblems('Ab1!xyz')).toEqual([Messages.passwordLength]);
  });

  it('shows the first of them on a form', () => {
    expect(newPasswordProblem('abc')).toBe(Messages.passwordLength);
    expect(newPasswordProblem('abcdefgh')).toBe(Messages.passwordRule);
    expect(newPasswordProblem('Sunny-Deck-42')).toBeUndefined();
  });

  it('is the rule NewPasswordSchema applies, with the same messages in the same order', () => {
    for (const password of passwords)
      expect(problemsOf(NewPasswordSchema, password)).toEqual(newPasswordProblems(password));
  });
});

describe('login rule', () => {
  it('needs a user name and a password of at least 6 characters', () => {
    expect(loginProblem('ada@example.com', '123456')).toBeUndefined();
    expect(loginProblem('  ', '123456')).toBe(Messages.loginInvalidInput);
    expect(loginProblem('ada@example.com', '12345')).toBe(Messages.loginInvalidInput);
    expect(isLoginPassword('123456')).toBe(true);
  });

  it('is the rule LoginBodySchema applies', () => {
    for (const userName of ['ada', ' ada ', '', '   '])
      for (const password of ['', '12345', '123456', 'Sunny-Deck-42']) {
        const problems = problemsOf(LoginBodySchema, { userName, password });
        expect(problems[0]).toBe(loginProblem(userName, password));
      }
  });
});

describe('a filled-in field', () => {
  it('holds something other than spaces', () => {
    expect(isFilled('ada')).toBe(true);
    expect(isFilled(' \t ')).toBe(false);
  });

  it('is what the forgot-password request needs of its user name', () => {
    for (const userName of ['ada', '', '  '])
      expect(problemsOf(VerificationRequestBodySchema, { userName, type: 3 })).toEqual(
        isFilled(userName) ? [] : [Messages.forgotPasswordInvalid],
      );
  });
});

describe('email', () => {
  it('must look like an address', () => {
    expect(isEmail('ada@example.com')).toBe(true);
    expect(isEmail(' ada@example.com ')).toBe(true);
    expect(isEmail('ada@')).toBe(false);
    expect(isEmail('ada@example.c')).toBe(false);
    expect(isEmail('ada lovelace@example.com')).toBe(false);
    expect(isEmail('a..b@example.com')).toBe(false);
    expect(isEmail('ada@example.c0m')).toBe(false);
  });

  it("is zod's pattern, the one EmailSchema and ContactBodySchema apply", () => {
    expect(emailPattern.source).toBe(z.regexes.email.source);
    const contact = { name: 'Ada', phone: '+12125550101', message: 'Hello' };
    for (const email of [
      'ada@example.com',
      'Ada@Example.COM',
      'ada@',
      'josé@example.com',
      'a..b@example.com',
      'ada@x.c0m',
    ]) {
      const expected = isEmail(email) ? [] : [Messages.invalidEmail];
      expect(problemsOf(EmailSchema, email)).toEqual(expected);
      expect(problemsOf(ContactBodySchema, { ...contact, email })).toEqual(expected);
    }
  });
});

describe('password confirmation', () => {
  it('differs only when both are given and not equal', () => {
    expect(confirmationDiffers('Sunny-Deck-42', 'Sunny-Deck-43')).toBe(true);
    expect(confirmationDiffers('Sunny-Deck-42', '')).toBe(true);
    expect(confirmationDiffers('', '')).toBe(false);
    expect(confirmationDiffers('Sunny-Deck-42', undefined)).toBe(false);
    expect(confirmationDiffers(undefined, 'Sunny-Deck-42')).toBe(false);
  });

  it('is the rule the sign-up and profile schemas apply (a blank confirmation counts as not sent there)', () => {
    const signup = {
      name: 'Ada',
      email: 'ada@example.com',
      phone: '+12125550101',
      password: 'Sunny-Deck-42',
      latitude: '40.7',
      longitude: '-74',
      address: 'New York, NY',
    };
    for (const confirmPassword of ['Sunny-Deck-42', 'Sunny-Deck-43', undefined]) {
      expect(problemsOf(RegisterBodySchema, { ...signup, confirmPassword })).toEqual(
        confirmationDiffers(signup.password, confirmPassword) ? [Messages.passwordConfirmMismatchSignup] : [],
      );
      expect(problemsOf(ProfileUpdateBodySchema, { password: signup.password, confirmPassword })).toEqual(
        confirmationDiffers(signup.password, confirmPassword) ? [Messages.passwordConfirmMismatchProfile] : [],
      );
    }
    expect(messagesOf(ProfileUpdateBodySchema, { password: 'Sunny-Deck-42', confirmPassword: 'x' })).toEqual([
      Messages.passwordConfirmMismatchProfile,
    ]);
  });
});
