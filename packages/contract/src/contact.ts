// The contact-us request, apart from catalog.ts: the admin pages parse with catalog's schemas, so they load that whole
// module, and need none of the contact-us rules.
import { z } from 'zod';
import { Messages } from './messages.ts';
import { PhoneSchema } from './common.ts';
import { isEmail } from './rules/email.ts';
import { missingContactFields, missingContactMessage, withPlus } from './rules/contact.ts';

/** E.164 when the number parses (docs/product/wire-contract.md#transport); otherwise the spec's rule: prefix a missing "+". */
function contactPhoneOf(phone: string) {
  const normalised = PhoneSchema.safeParse(phone);
  if (normalised.success) return normalised.data;
  return withPlus(phone);
}
/** docs/product/rules.md#validation: one message naming every missing field, then the email pattern. */
export const ContactBodySchema = z
  .object({
    name: z.string().trim().max(100).optional(),
    email: z.string().trim().toLowerCase().max(254).optional(),
    phone: z.string().trim().max(40).optional(),
    message: z.string().trim().max(5000).optional(),
  })
  .superRefine((body, ctx) => {
    const missing = missingContactFields(body);
    for (const field of missing)
      ctx.addIssue({ code: 'custom', path: [field], message: missingContactMessage(missing) });
    if (body.email && !isEmail(body.email)) {
      ctx.addIssue({ code: 'custom', path: ['email'], message: Messages.invalidEmail });
    }
  })
  .transform((body) => ({
    name: body.name ?? '',
    email: body.email ?? '',
    phone: contactPhoneOf(body.phone ?? ''),
    message: body.message ?? '',
  }));
