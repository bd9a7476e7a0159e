import { z } from 'zod';
import { Messages } from './messages.ts';
import { PhoneSchema, UuidSchema } from './common.ts';
import { isEmail } from './rules/accounts.ts';
import { missingContactFields, missingContactMessage, withPlus } from './rules/contact.ts';

export const CategorySchema = z.object({
  uuid: UuidSchema,
  name: z.string(),
  slots: z.boolean(),
  slotPrefix: z.string().nullable(),
});
export const AmenitySchema = z.object({ uuid: UuidSchema, name: z.string() });
export const PolicySummarySchema = z.object({ uuid: UuidSchema, title: z.string() });
export const PolicySchema = PolicySummarySchema.extend({ content: z.string() });
export type Category = z.infer<typeof CategorySchema>;
export type Amenity = z.infer<typeof AmenitySchema>;
export type PolicySummary = z.infer<typeof PolicySummarySchema>;
export type Policy = z.infer<typeof PolicySchema>;

export const CategoryListResponseSchema = z.object({ data: z.array(CategorySchema) });
export const AmenityListResponseSchema = z.object({ data: z.array(AmenitySchema) });
export const PolicyListResponseSchema = z.object({ data: z.array(PolicySummarySchema) });
export const PolicyViewResponseSchema = z.object({ data: PolicySchema });

export const PolicyUpsertBodySchema = z.object({
  title: z.string().trim().min(1, 'Please enter a title').max(200),
  content: z.string().trim().min(1, 'Please enter the policy content').max(200_000),
});
export const PolicySavedResponseSchema = z.object({ data: PolicySchema, message: z.string() });
export const PolicyDeletedResponseSchema = z.object({ data: z.object({ uuid: UuidSchema }), message: z.string() });

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

export const ContactSubmittedResponseSchema = z.object({ data: z.object({ uuid: UuidSchema }), message: z.string() });

export const ContactRequestSchema = z.object({
  uuid: UuidSchema,
  userId: UuidSchema.nullable(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  message: z.string(),
  createdAt: z.string(),
  /** When an admin marked the request handled (null: still open in the inbox). */
  handledAt: z.string().nullable(),
});
export type ContactRequest = z.infer<typeof ContactRequestSchema>;

export const ContactListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  page: z.coerce.number().int().min(1).default(1),
  /** `true`: handled only; `false`: the open ones; absent: all. */
  handled: z.preprocess(
    (value) => (value === 'true' ? true : value === 'false' ? false : undefined),
    z.boolean().optional(),
  ),
});
export const ContactListResponseSchema = z.object({ data: z.array(ContactRequestSchema), count: z.number() });
