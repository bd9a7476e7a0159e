import { Messages } from '../messages.ts';

export const contactFields = ['name', 'email', 'phone', 'message'] as const;
export type ContactField = (typeof contactFields)[number];

/** docs/product/rules.md#validation Contact us: every field is required; these are the blank ones, in form order. */
export const missingContactFields = (values: Partial<Record<ContactField, string>>) =>
  contactFields.filter((field) => !values[field]?.trim());

/** The one message naming every missing field. */
export const missingContactMessage = (missing: readonly ContactField[]) =>
  `${Messages.contactMandatoryPrefix}${missing.join(', ')}`;

/** docs/product/rules.md#validation: the phone is sent with a leading +. */
export const withPlus = (phone: string) => {
  const trimmed = phone.trim();
  return trimmed && !trimmed.startsWith('+') ? `+${trimmed}` : trimmed;
};
