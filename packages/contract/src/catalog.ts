import { z } from 'zod';
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
