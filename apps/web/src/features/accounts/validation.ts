import { Limits, Messages } from '@app/contract';
import { confirmationDiffers, isEmail, isFilled, newPasswordProblem } from '@app/contract/rules';
import { ApiError } from '../../lib/api.ts';

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/** The first message in the given field order: the one the snackbar announces. */
export function firstError<Field extends string>(errors: FieldErrors<Field>, order: readonly Field[]) {
  for (const field of order) if (errors[field]) return errors[field];
  return undefined;
}

export type ForgotField = 'userName' | 'password' | 'confirmPassword';
/** docs/product/rules.md#validation Forgot password: user name and a new password longer than 6 characters; then the server's own rules. */
export function forgotPasswordErrors(values: Record<ForgotField, string>): FieldErrors<ForgotField> {
  const errors: FieldErrors<ForgotField> = {};
  if (!isFilled(values.userName)) errors.userName = Messages.forgotPasswordInvalid;
  if (values.password.length <= Limits.loginPasswordMin) errors.password = Messages.forgotPasswordInvalid;
  if (errors.userName || errors.password) return errors;
  const rule = newPasswordProblem(values.password);
  if (rule) errors.password = rule;
  else if (confirmationDiffers(values.password, values.confirmPassword))
    errors.confirmPassword = Messages.passwordConfirmMismatchSignup;
  return errors;
}

export type SignupField = 'name' | 'email' | 'phone' | 'address' | 'password' | 'confirmPassword';
export const signupFieldOrder: readonly SignupField[] = [
  'name',
  'email',
  'phone',
  'password',
  'address',
  'confirmPassword',
];

/** docs/product/rules.md#validation Sign up: the password rule, a place with coordinates, a matching confirmation (which then obeys the rule too). */
export function signupErrors(values: {
  name: string;
  email: string;
  phone: string;
  hasPlace: boolean;
  password: string;
  confirmPassword: string;
}): FieldErrors<SignupField> {
  const errors: FieldErrors<SignupField> = {};
  if (!values.name.trim()) errors.name = 'Please enter your name';
  if (!values.email.trim()) errors.email = 'Please enter your email';
  else if (!isEmail(values.email)) errors.email = Messages.invalidEmail;
  if (!values.phone) errors.phone = 'Please enter your phone number';
  const rule = newPasswordProblem(values.password);
  if (rule) errors.password = rule;
  if (!values.hasPlace) errors.address = Messages.selectPlaceLatitude;
  if (confirmationDiffers(values.password, values.confirmPassword))
    errors.confirmPassword = Messages.passwordConfirmMismatchSignup;
  return errors;
}

export type PrivacyField = 'email' | 'phone' | 'password' | 'confirmPassword';
/** docs/product/rules.md#validation Profile update: a given password must equal its confirmation. */
export function privacyErrors(values: {
  email: string;
  phone: string;
  password: string;
  confirmPassword: string;
}): FieldErrors<PrivacyField> {
  const errors: FieldErrors<PrivacyField> = {};
  if (!values.email.trim()) errors.email = 'Please enter your email';
  else if (!isEmail(values.email)) errors.email = Messages.invalidEmail;
  if (!values.phone) errors.phone = 'Please enter your phone number';
  if (values.password || values.confirmPassword) {
    if (confirmationDiffers(values.password, values.confirmPassword))
      errors.confirmPassword = Messages.passwordConfirmMismatchProfile;
    else {
      const rule = newPasswordProblem(values.password);
      if (rule) errors.password = rule;
    }
  }
  return errors;
}
export const privacyFieldOrder: readonly PrivacyField[] = ['confirmPassword', 'password', 'email', 'phone'];

/** A server's per-field errors (docs/product/wire-contract.md#envelope-and-errors details) placed on the form fields they belong to. */
export function serverFieldErrors<Field extends string>(
  error: unknown,
  fields: Record<string, Field>,
): FieldErrors<Field> {
  const inline: FieldErrors<Field> = {};
  if (!(error instanceof ApiError) || !error.details || typeof error.details !== 'object') return inline;
  for (const [name, problems] of Object.entries(error.details as Record<string, unknown>)) {
    const target = fields[name];
    const text = Array.isArray(problems) ? problems[0] : problems;
    if (target && typeof text === 'string') inline[target] ??= text;
  }
  return inline;
}
