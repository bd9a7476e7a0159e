import { z } from 'zod';
import { Messages } from './messages.ts';
import { blankToUndefined, envelope, messageEnvelope, UuidSchema } from './common.ts';
import { PayoutCountries } from './constants.ts';
import { BookingCancellers } from './notifications.ts';
import { BookingApprovals, BookingModes, CancellationPolicies } from './rules/booking-rules.ts';
import { isGuestCount } from './rules/reservations.ts';

const numberish = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' ? Number(value) : blankToUndefined(value);
const GuestCount = z.preprocess(
  (value) => numberish(value) ?? 0,
  z.number({ error: Messages.guestCountInvalid }).refine(isGuestCount, Messages.guestCountInvalid),
);

/** docs/product/wire-contract.md#reservations-and-payments: `{ schedules: [{ date, intervals: ["10:00", …] }], slots?, guestList, venueId }`. */
export const ReservationRequestBodySchema = z.object({
  venueId: z.string({ error: Messages.bookingNotFound }).trim().min(1, Messages.bookingNotFound),
  schedules: z
    .array(
      z.object({
        date: z.iso.date({ error: Messages.noSlotAvailable }),
        intervals: z.preprocess((value) => value ?? [], z.array(z.string().trim()).max(24)),
      }),
      { error: Messages.selectTimeForEveryDate },
    )
    .min(1, Messages.selectTimeForEveryDate)
    .max(62),
  slots: z.preprocess(
    (value) => {
      const given = blankToUndefined(value);
      return Array.isArray(given) ? given.map(numberish) : given;
    },
    z.array(z.number().int().min(1)).max(500).optional(),
  ),
  guestList: z.object(
    { adults: GuestCount, children: GuestCount, infants: GuestCount },
    { error: Messages.oneAdultMandatory },
  ),
});
export type ReservationRequestBody = z.infer<typeof ReservationRequestBodySchema>;

export const ReservationConfirmBodySchema = z
  .object({
    venueId: z.string().optional(),
    stripetoken: z.string().trim().optional(),
    stripeToken: z.string().trim().optional(),
    token: z.string().trim().optional(),
    paymentMethodId: z.string().trim().optional(),
  })
  .transform((body) => ({
    venueId: body.venueId,
    source: body.stripetoken || body.stripeToken || body.token || body.paymentMethodId || '',
  }));

/** `PUT /reservation/{id}/decline`: the host's reason, shown to the guest. */
export const ReservationDeclineBodySchema = z.object({
  reason: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() : value),
    z
      .string({ error: Messages.declineReasonRequired })
      .min(1, Messages.declineReasonRequired)
      .max(500, Messages.declineReasonTooLong),
  ),
});
export type ReservationDeclineBody = z.infer<typeof ReservationDeclineBodySchema>;

export const PayoutOnboardingBodySchema = z.object({
  country: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim().toUpperCase() : value),
    z.enum(PayoutCountries, { error: Messages.payoutCountryInvalid }),
  ),
});

/** No `type`: every transaction of the user; `seller`: payouts; `customer`: charges and refunds. */
export const TransactionQuerySchema = z.object({
  type: z.preprocess(blankToUndefined, z.string().optional()),
});

export const ReservationScheduleSchema = z.object({ date: z.string(), intervals: z.array(z.string()) });
export const ReservationSchema = z.object({
  uuid: UuidSchema,
  reservationId: UuidSchema,
  status: z.number(),
  venueId: UuidSchema,
  venue: z.object({
    uuid: UuidSchema,
    title: z.string(),
    address: z.string(),
    images: z.array(z.string()),
    category: z.object({ uuid: UuidSchema, name: z.string() }),
    timezone: z.string(),
  }),
  schedules: z.array(ReservationScheduleSchema),
  slots: z.array(z.number()),
  guestList: z.object({ adults: z.number(), children: z.number(), infants: z.number() }),
  payment: z.object({ amount: z.number(), due: z.number() }),
  holdExpiresAt: z.string().nullable(),
  startsAt: z.string(),
  endsAt: z.string(),
  createdAt: z.string(),
  /** The listing's cancellation policy when the booking was made: it decides the refund (docs/product/rules.md#cancel). */
  cancellationPolicy: z.enum(CancellationPolicies),
  /** The listing's booking mode when the booking was made (docs/product/rules.md#request-to-book). */
  bookingMode: z.enum(BookingModes),
  /** The host's answer to a request to book; null for an instant booking or a request not paid yet. */
  approval: z.enum(BookingApprovals).nullable(),
  /** While `approval` is `pending`: when the request expires unanswered (never after the start); null otherwise. */
  respondBy: z.string().nullable(),
  /** Why the host declined (`approval` `declined`); null otherwise. */
  declineReason: z.string().nullable(),
  reservedBy: z.object({ name: z.string(), address: z.string() }),
  /** A reschedule to dearer hours waiting for its difference to be paid (the old hours stay booked meanwhile). */
  pendingChange: z
    .object({
      schedules: z.array(ReservationScheduleSchema),
      slots: z.array(z.number()),
      amount: z.number(),
      due: z.number(),
      expiresAt: z.string(),
    })
    .nullable(),
  /**
   * A cancelled booking (null otherwise): who cancelled it (null for a hold that ran out, or one cancelled before this
   * was recorded), when, and its money in dollars: the succeeded charges, the refunds done and those on their way.
   */
  cancellation: z
    .object({
      by: z.enum(BookingCancellers).nullable(),
      at: z.string().nullable(),
      paid: z.number(),
      refunded: z.number(),
      refunding: z.number(),
    })
    .nullable(),
});
export type Reservation = z.infer<typeof ReservationSchema>;
export type ReservationCancellation = NonNullable<Reservation['cancellation']>;

/** docs/product/wire-contract.md#reservations-and-payments: `GET /payment/transaction/viewall` items (amounts in dollars). */
export const TransactionSchema = z.object({
  uuid: UuidSchema,
  createdAt: z.string(),
  initialization: z.number(),
  type: z.number(),
  status: z.number(),
  amount: z.number(),
  fee: z.number(),
  reservationId: UuidSchema.nullable(),
  /** The listing of the transaction's booking (a host's payout links to its reservations). */
  venueId: UuidSchema.nullable().optional(),
  venueTitle: z.string().nullable().optional(),
  failureMessage: z.string().optional(),
});
export type Transaction = z.infer<typeof TransactionSchema>;

/** `GET /payment/config/public`: which card provider the web app talks to. */
export const PaymentConfigSchema = z.object({
  provider: z.enum(['test', 'stripe']),
  testMode: z.boolean(),
  /** Stripe's publishable key when payments go through Stripe (Elements needs it); null in test mode. */
  publishableKey: z.string().nullable(),
});
export type PaymentConfig = z.infer<typeof PaymentConfigSchema>;

export const ReservationResponseSchema = envelope(ReservationSchema);
export const ReservationSavedResponseSchema = messageEnvelope(ReservationSchema);
export const ReservationListResponseSchema = envelope(z.array(ReservationSchema));
/** `POST /reservation/confirm/{id}`: paid (`requiresAction: false`, with the message), or 3-D Secure needed first. */
export const ReservationConfirmResponseSchema = z.object({
  data: ReservationSchema.extend({
    requiresAction: z.boolean(),
    clientSecret: z.string().optional(),
    paymentId: z.string().optional(),
    redirectUrl: z.string().nullable().optional(),
  }),
  message: z.string().optional(),
});
/** `POST /reservation/confirm/{id}/complete`, after 3-D Secure. */
export const ReservationCompleteBodySchema = z.object({ paymentId: z.string().min(1) });
export const TransactionListResponseSchema = envelope(z.array(TransactionSchema));
export const PayoutOnboardingResponseSchema = envelope(z.object({ url: z.string() }));
/** The host's payout account as the provider reports it; `message` once payouts are enabled. */
export const PayoutStatusResponseSchema = envelope(
  z.object({
    connected: z.boolean(),
    country: z.string().optional(),
    payoutsEnabled: z.boolean(),
    detailsSubmitted: z.boolean().optional(),
    message: z.string().optional(),
  }),
);
export const PaymentConfigResponseSchema = envelope(PaymentConfigSchema);
/** The card provider's webhook: a bare body, no envelope. */
export const WebhookReceivedResponseSchema = z.object({ received: z.boolean(), duplicate: z.boolean() });
