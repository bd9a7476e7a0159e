import { Messages } from '@app/contract';

export const contactFields = ['name', 'email', 'phone', 'message'] as const;
export type ContactField = (typeof contactFields)[number];
export type ContactValues = Record<ContactField, string>;

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** docs/product/rules.md#validation Contact us: every field, then the email pattern. One message for the snackbar, one per field inline. */
export function contactProblems(values: ContactValues) {
  const missing = contactFields.filter((field) => !values[field].trim());
  const fields: Partial<Record<ContactField, string>> = {};
  if (missing.length) {
    const message = `${Messages.contactMandatoryPrefix}${missing.join(', ')}`;
    for (const field of missing) fields[field] = 'This field is required';
    return { message, fields };
  }
  if (!emailPattern.test(values.email.trim())) {
    fields.email = Messages.invalidEmail;
    return { message: Messages.invalidEmail, fields };
  }
  return undefined;
}

/** docs/product/rules.md#validation: the phone is sent with a leading +. */
export const withPlus = (phone: string) => {
  const trimmed = phone.trim();
  return trimmed && !trimmed.startsWith('+') ? `+${trimmed}` : trimmed;
};
