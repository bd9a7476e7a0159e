import { z } from 'zod';
import { Messages } from './messages.ts';
import { UuidSchema } from './common.ts';

export const CategorySchema = z.object({
  uuid: UuidSchema,
  name: z.string(),
  slots: z.boolean(),
  slotPrefix: z.string().nullable(),
});
export const AmenitySchema = z.object({ uuid: UuidSchema, name: z.string() });
export const PolicySummarySchema = z.object({ uuid: UuidSchema, title: z.string() });
export const PolicySchema = PolicySummarySchema.extend({ content: z.string() });

export const CategoryListResponseSchema = z.object({ data: z.array(CategorySchema) });
export const AmenityListResponseSchema = z.object({ data: z.array(AmenitySchema) });
export const PolicyListResponseSchema = z.object({ data: z.array(PolicySummarySchema) });
export const PolicyViewResponseSchema = z.object({ data: z.object({ data: PolicySchema }) });

export const PolicyUpsertBodySchema = z.object({
  title: z.string().trim().min(1).max(200),
  content: z.string().max(200_000),
});

const CONTACT_FIELDS = ['name', 'email', 'phone', 'message'] as const;
/** SPEC §5 "Contact us": one message naming every missing field, then the email pattern. */
export const ContactBodySchema = z
  .object({
    name: z.string().trim().max(100).optional(),
    email: z.string().trim().toLowerCase().max(254).optional(),
    phone: z.string().trim().max(40).optional(),
    message: z.string().trim().max(5000).optional(),
  })
  .superRefine((body, ctx) => {
    const missing = CONTACT_FIELDS.filter((field) => !body[field]);
    for (const field of missing) {
      ctx.addIssue({ code: 'custom', path: [field], message: `${Messages.contactMandatoryPrefix}${missing.join(', ')}` });
    }
    if (body.email && !z.email().safeParse(body.email).success) {
      ctx.addIssue({ code: 'custom', path: ['email'], message: Messages.invalidEmail });
    }
  })
  .transform((body) => ({
    name: body.name ?? '',
    email: body.email ?? '',
    phone: body.phone && !body.phone.startsWith('+') ? `+${body.phone}` : (body.phone ?? ''),
    message: body.message ?? '',
  }));
