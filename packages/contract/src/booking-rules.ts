import { z } from 'zod';
import { envelope, messageEnvelope } from './common.ts';
import { Messages } from './messages.ts';
import {
  BookingModes,
  BookingRuleLimits,
  CancellationPolicies,
  defaultBookingRules,
  defaultPricingRules,
} from './rules/booking-rules.ts';

const wholeIn = (min: number, max: number, message: string) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' ? null : value), schema);
/** Dollars, like `rent`: 0 to 100,000 with at most 2 decimals; null: not used. */
const Amount = optional(
  z
    .number({ error: Messages.rulesAmountInvalid })
    .min(0, Messages.rulesAmountInvalid)
    .max(BookingRuleLimits.maxFeeDollars, Messages.rulesAmountInvalid)
    .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, Messages.rulesAmountInvalid)
    .nullable(),
);

export const PricingRulesSchema = z
  .object({
    weekendRent: Amount.default(null),
    peakRent: Amount.default(null),
    peakHours: z
      .array(wholeIn(0, 23, Messages.rulesPeakHoursInvalid), { error: Messages.rulesPeakHoursInvalid })
      .max(24, Messages.rulesPeakHoursInvalid)
      .refine((hours) => new Set(hours).size === hours.length, Messages.rulesPeakHoursInvalid)
      .default([]),
    cleaningFee: Amount.default(null),
    extraGuestFee: Amount.default(null),
    extraGuestsFrom: optional(wholeIn(0, 1000, Messages.rulesExtraGuestsInvalid).nullable()).default(null),
    longBookingHours: optional(
      wholeIn(2, BookingRuleLimits.maxBookingHours, Messages.rulesDiscountInvalid).nullable(),
    ).default(null),
    longBookingDiscountPercent: optional(
      wholeIn(1, BookingRuleLimits.maxDiscountPercent, Messages.rulesDiscountInvalid).nullable(),
    ).default(null),
  })
  .superRefine((pricing, context) => {
    if (pricing.peakHours.length > 0 && pricing.peakRent === null)
      context.addIssue({ code: 'custom', path: ['peakRent'], message: Messages.rulesPeakHoursInvalid });
    if (pricing.extraGuestFee !== null && pricing.extraGuestsFrom === null)
      context.addIssue({ code: 'custom', path: ['extraGuestsFrom'], message: Messages.rulesExtraGuestsInvalid });
    if ((pricing.longBookingHours === null) !== (pricing.longBookingDiscountPercent === null))
      context.addIssue({
        code: 'custom',
        path: [pricing.longBookingHours === null ? 'longBookingHours' : 'longBookingDiscountPercent'],
        message: Messages.rulesDiscountInvalid,
      });
  });

/**
 * docs/product/wire-contract.md#booking-rules: `PUT /venue/{id}/rules`. The whole set: a rule left out takes its
 * default (`defaultBookingRules`), which is how every listing was booked before hosts could set rules.
 */
export const BookingRulesBodySchema = z
  .object({
    bookingMode: z.enum(BookingModes).default(defaultBookingRules.bookingMode),
    responseHours: wholeIn(
      BookingRuleLimits.minResponseHours,
      BookingRuleLimits.maxResponseHours,
      Messages.rulesResponseHoursInvalid,
    ).default(defaultBookingRules.responseHours),
    cancellationPolicy: z.enum(CancellationPolicies).default(defaultBookingRules.cancellationPolicy),
    bufferBeforeHours: wholeIn(0, BookingRuleLimits.maxBufferHours, Messages.rulesBufferInvalid).default(0),
    bufferAfterHours: wholeIn(0, BookingRuleLimits.maxBufferHours, Messages.rulesBufferInvalid).default(0),
    minHours: wholeIn(1, BookingRuleLimits.maxBookingHours, Messages.rulesMinHoursInvalid).default(1),
    maxHours: optional(wholeIn(1, BookingRuleLimits.maxBookingHours, Messages.rulesMaxHoursInvalid).nullable()).default(
      null,
    ),
    noticeHours: wholeIn(0, BookingRuleLimits.maxNoticeHours, Messages.rulesNoticeInvalid).default(0),
    horizonDays: optional(wholeIn(1, 365, Messages.rulesHorizonInvalid).nullable()).default(null),
    pricing: PricingRulesSchema.default(defaultPricingRules),
  })
  .superRefine((rules, context) => {
    if (rules.maxHours !== null && rules.maxHours < rules.minHours)
      context.addIssue({ code: 'custom', path: ['maxHours'], message: Messages.rulesMaxHoursInvalid });
  });
export type BookingRulesBody = z.infer<typeof BookingRulesBodySchema>;

export const PricingRulesOutSchema = z.object({
  weekendRent: z.number().nullable(),
  peakRent: z.number().nullable(),
  peakHours: z.array(z.number()),
  cleaningFee: z.number().nullable(),
  extraGuestFee: z.number().nullable(),
  extraGuestsFrom: z.number().nullable(),
  longBookingHours: z.number().nullable(),
  longBookingDiscountPercent: z.number().nullable(),
});
export const BookingRulesOutSchema = z.object({
  bookingMode: z.enum(BookingModes),
  responseHours: z.number(),
  cancellationPolicy: z.enum(CancellationPolicies),
  bufferBeforeHours: z.number(),
  bufferAfterHours: z.number(),
  minHours: z.number(),
  maxHours: z.number().nullable(),
  noticeHours: z.number(),
  horizonDays: z.number().nullable(),
  pricing: PricingRulesOutSchema,
});
export const BookingRulesResponseSchema = messageEnvelope(BookingRulesOutSchema);

/** `POST /reservation/quote`: the pricing function's answer for a booking request's body, line by line, in dollars. */
export const QuoteSchema = z.object({
  lines: z.array(z.object({ label: z.string(), amount: z.number() })),
  total: z.number(),
  refundPolicy: z.string(),
  bookingMode: z.enum(BookingModes),
});
export type Quote = z.infer<typeof QuoteSchema>;
export const QuoteResponseSchema = envelope(QuoteSchema);
