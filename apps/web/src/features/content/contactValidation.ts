import { Messages } from '@app/contract';
import { isEmail, missingContactFields, missingContactMessage, type ContactField } from '@app/contract/rules';

export type ContactValues = Record<ContactField, string>;

/** docs/product/rules.md#validation Contact us: every field, then the email pattern. One message for the snackbar, one per field inline. */
export function contactProblems(values: ContactValues) {
  const missing = missingContactFields(values);
  const fields: Partial<Record<ContactField, string>> = {};
  if (missing.length) {
    for (const field of missing) fields[field] = 'This field is required';
    return { message: missingContactMessage(missing), fields };
  }
  if (!isEmail(values.email)) {
    fields.email = Messages.invalidEmail;
    return { message: Messages.invalidEmail, fields };
  }
  return undefined;
}
