import { z } from 'zod';
import { Messages } from './messages.ts';
import { blankToUndefined, displayTextCheck, envelope, messageEnvelope, UuidSchema } from './common.ts';

/** Requests say `remarks`, responses say `remark` (docs/product/wire-contract.md#reviews). */
export const ReviewBodySchema = z
  .object({
    rating: z.preprocess(
      (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : (blankToUndefined(value) ?? 0)),
      z.number({ error: Messages.reviewRatingInvalid }),
    ),
    remarks: z.preprocess(
      (value) => blankToUndefined(value) ?? '',
      z.string().trim().max(2000, Messages.reviewRemarkTooLong).superRefine(displayTextCheck),
    ),
  })
  .superRefine((body, ctx) => {
    if (body.rating < 1 && !body.remarks) {
      ctx.addIssue({ code: 'custom', path: ['rating'], message: Messages.reviewIncomplete });
      return;
    }
    if (body.rating < 0.5 || body.rating > 5 || !Number.isInteger(body.rating * 2)) {
      ctx.addIssue({ code: 'custom', path: ['rating'], message: Messages.reviewRatingInvalid });
    }
  });
export type ReviewBody = z.infer<typeof ReviewBodySchema>;

export const ReviewSchema = z.object({
  uuid: UuidSchema,
  postedBy: z.object({ uuid: UuidSchema, name: z.string() }),
  rating: z.number(),
  remark: z.string(),
  createdAt: z.string(),
});
export type Review = z.infer<typeof ReviewSchema>;

export const ReviewListResponseSchema = envelope(z.array(ReviewSchema));
/** Create, update and delete answer the listing's whole review list. */
export const ReviewListSavedResponseSchema = messageEnvelope(z.array(ReviewSchema));
