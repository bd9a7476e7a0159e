// The account forms' rules as plain functions: the contract's schemas and the web's forms both call them, and the web
// can import them without zod (docs/decisions/016-contract-style-as-practised.md). Import only messages and constants.
import { Limits } from '../constants.ts';
import { Messages } from '../messages.ts';

/** Something other than spaces. */
export const isFilled = (text: string) => text.trim() !== '';

export const hasPasswordCharacterClasses = (password: string) =>
  /[A-Z]/.test(password) && /[a-z]/.test(password) && /\d/.test(password) && /[^A-Za-z0-9]/.test(password);

export const hasNewPasswordLength = (password: string) =>
  password.length >= Limits.newPasswordMin && password.length <= Limits.newPasswordMax;

/** docs/product/rules.md#constants New password: every rule it breaks, in the order the server reports them. */
export function newPasswordProblems(password: string): string[] {
  const problems: string[] = [];
  if (!hasNewPasswordLength(password)) problems.push(Messages.passwordLength);
  if (!hasPasswordCharacterClasses(password)) problems.push(Messages.passwordRule);
  return problems;
}

/** The one a form shows: the server's first. */
export const newPasswordProblem = (password: string): string | undefined => newPasswordProblems(password)[0];

export const isLoginPassword = (password: string) => password.length >= Limits.loginPasswordMin;

/** docs/product/rules.md#validation Login: a user name and a password of at least 6 characters. */
export function loginProblem(userName: string, password: string) {
  return isFilled(userName) && isLoginPassword(password) ? undefined : Messages.loginInvalidInput;
}

/**
 * A password and its confirmation that are both given and differ. An absent one (`undefined`: the server's "not
 * sent") never differs; the forms pass their text, so an empty confirmation of a typed password does.
 */
export const confirmationDiffers = (password: string | undefined, confirmation: string | undefined) =>
  password !== undefined && confirmation !== undefined && password !== confirmation;
