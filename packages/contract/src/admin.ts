import { z } from 'zod';
import { blankToUndefined, envelope, UuidSchema } from './common.ts';
import { ContactRequestSchema } from './catalog.ts';
import {
  AdminListingStates,
  AdminMessages,
  AdminUserRoles,
  AuditActions,
  AuditTargetTypes,
} from './admin-constants.ts';

export * from './admin-constants.ts';

/**
 * The admin console's API (`/api/v1/admin/...`). Every route answers 404 to anyone who is not an active admin
 * (a blocked admin gets the account 403 of docs/product/wire-contract.md#envelope-and-errors). Money here is in integer cents (`…Cents`), unlike
 * the legacy customer shapes that carry dollars.
 */

export const AdminPageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
const optionalText = (max: number) => z.preprocess(blankToUndefined, z.string().trim().max(max).optional());
const optionalUuid = z.preprocess(blankToUndefined, UuidSchema.optional());
const optionalDate = z.preprocess(blankToUndefined, z.iso.date({ error: 'Dates must be YYYY-MM-DD' }).optional());

/** Actions that change someone else's data carry a reason, recorded in the audit log. */
export const AdminReasonBodySchema = z.object({
  reason: z.string({ error: AdminMessages.reasonRequired }).trim().min(1, AdminMessages.reasonRequired).max(2000),
});
export const AdminOptionalReasonBodySchema = z.object({ reason: optionalText(2000) });

// ---------------------------------------------------------------------------------------------- audit log

export const AuditQuerySchema = AdminPageQuerySchema.extend({
  action: z.preprocess(blankToUndefined, z.enum(AuditActions).optional()),
  targetType: z.preprocess(blankToUndefined, z.enum(AuditTargetTypes).optional()),
  targetId: optionalUuid,
  actor: optionalUuid,
  from: optionalDate,
  to: optionalDate,
});
export const AuditEntrySchema = z.object({
  uuid: UuidSchema,
  at: z.string(),
  actor: z.object({ uuid: UuidSchema, displayName: z.string(), email: z.string() }).nullable(),
  action: z.enum(AuditActions),
  targetType: z.enum(AuditTargetTypes),
  targetId: UuidSchema,
  /** What the target was called at the time (a listing title, an email), so the log reads after deletes. */
  targetLabel: z.string(),
  reason: z.string().nullable(),
  /** Before/after values or counts, depending on the action. */
  details: z.record(z.string(), z.unknown()),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;
export const AuditListResponseSchema = z.object({ data: z.array(AuditEntrySchema), count: z.number() });

// ---------------------------------------------------------------------------------------------- dashboard

export const DashboardDaySchema = z.object({
  date: z.string(),
  newUsers: z.number(),
  bookings: z.number(),
  gmvCents: z.number(),
  feesCents: z.number(),
});
export const DashboardPeriodSchema = DashboardDaySchema.omit({ date: true }).extend({ days: z.number() });
export const DashboardSchema = z.object({
  /** Listings waiting for approval (not rejected, not deleted). */
  pendingApprovals: z.number(),
  unhandledContacts: z.number(),
  /** Bookings in progress right now (holds waiting for payment). */
  activeHolds: z.number(),
  /** The last 7 and 30 days (UTC), newest day included. */
  periods: z.array(DashboardPeriodSchema),
  /** One entry per UTC day of the last 30 days, oldest first (for the charts). */
  daily: z.array(DashboardDaySchema),
});
export type Dashboard = z.infer<typeof DashboardSchema>;
export const DashboardResponseSchema = z.object({ data: DashboardSchema });

// ---------------------------------------------------------------------------------------------- listings

export const AdminListingQuerySchema = AdminPageQuerySchema.extend({
  /** Title, description or address. */
  search: optionalText(100),
  /** Host name or email. */
  host: optionalText(100),
  category: optionalUuid,
  state: z.preprocess(blankToUndefined, z.enum(AdminListingStates).optional()),
  /** The approval queue reads oldest first. */
  sort: z.preprocess(blankToUndefined, z.enum(['newest', 'oldest']).default('newest')),
});
export const AdminListingSchema = z.object({
  uuid: UuidSchema,
  title: z.string(),
  description: z.string(),
  address: z.string(),
  /** First image (the cover), as a thumbnail path; null when the listing has none. */
  image: z.string().nullable(),
  rentCents: z.number(),
  category: z.object({ uuid: UuidSchema, name: z.string() }),
  host: z.object({ uuid: UuidSchema, displayName: z.string(), email: z.string() }),
  state: z.enum(AdminListingStates),
  rejectionReason: z.string().nullable(),
  unpublishReason: z.string().nullable(),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
});
export type AdminListing = z.infer<typeof AdminListingSchema>;
export const AdminListingListResponseSchema = z.object({ data: z.array(AdminListingSchema), count: z.number() });
export const AdminListingResponseSchema = z.object({ data: AdminListingSchema, message: z.string() });
export const BulkApproveBodySchema = z.object({
  ids: z.array(UuidSchema).min(1, 'Choose at least one listing').max(100),
});
export const BulkApproveResponseSchema = z.object({
  data: z.object({ approved: z.array(UuidSchema), skipped: z.array(UuidSchema) }),
  message: z.string(),
});

// ---------------------------------------------------------------------------------------------- people

export const AdminUserQuerySchema = AdminPageQuerySchema.extend({
  /** Name, email or phone. */
  search: optionalText(100),
  role: z.preprocess(blankToUndefined, z.enum(AdminUserRoles).optional()),
  status: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(2).optional()),
});
export const AdminUserSchema = z.object({
  uuid: UuidSchema,
  displayName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  emailVerified: z.boolean(),
  phoneVerified: z.boolean(),
  host: z.boolean(),
  admin: z.boolean(),
  status: z.number(),
  createdAt: z.string(),
  listingCount: z.number(),
  bookingCount: z.number(),
});
export type AdminUser = z.infer<typeof AdminUserSchema>;
export const AdminUserListResponseSchema = z.object({ data: z.array(AdminUserSchema), count: z.number() });
export const AdminUserDetailSchema = AdminUserSchema.extend({
  listings: z.array(
    z.object({ uuid: UuidSchema, title: z.string(), state: z.enum(AdminListingStates), createdAt: z.string() }),
  ),
  bookings: z.array(
    z.object({
      uuid: UuidSchema,
      venueId: UuidSchema,
      venueTitle: z.string(),
      status: z.number(),
      startsAt: z.string(),
      amountCents: z.number(),
    }),
  ),
});
export type AdminUserDetail = z.infer<typeof AdminUserDetailSchema>;
export const AdminUserDetailResponseSchema = z.object({ data: AdminUserDetailSchema });
export const AdminUserActionResponseSchema = z.object({ data: AdminUserSchema, message: z.string() });

// ---------------------------------------------------------------------------------------------- bookings

export const AdminBookingQuerySchema = AdminPageQuerySchema.extend({
  /** Listing title. */
  venue: optionalText(100),
  venueId: optionalUuid,
  /** Customer name or email. */
  customer: optionalText(100),
  customerId: optionalUuid,
  /** Bookings whose hours fall between these dates (UTC days of `startsAt`). */
  from: optionalDate,
  to: optionalDate,
  status: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(4).optional()),
});
export const AdminTransactionSchema = z.object({
  uuid: UuidSchema,
  type: z.number(),
  status: z.number(),
  initialization: z.number(),
  amountCents: z.number(),
  feeCents: z.number(),
  userId: UuidSchema,
  providerReference: z.string().nullable(),
  failureMessage: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminTransaction = z.infer<typeof AdminTransactionSchema>;
export const AdminBookingSchema = z.object({
  uuid: UuidSchema,
  status: z.number(),
  venue: z.object({ uuid: UuidSchema, title: z.string(), timezone: z.string() }),
  customer: z.object({ uuid: UuidSchema, displayName: z.string(), email: z.string() }),
  schedules: z.array(z.object({ date: z.string(), intervals: z.array(z.string()) })),
  slots: z.array(z.number()),
  guests: z.object({ adults: z.number(), children: z.number(), infants: z.number() }),
  startsAt: z.string(),
  endsAt: z.string(),
  amountCents: z.number(),
  /** What the customer was charged: succeeded charges (a declined or pending charge is not money paid). */
  paidCents: z.number(),
  /** What went back to the card: succeeded refunds (a queued one counts once the card provider has it). */
  refundedCents: z.number(),
  cancelReason: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminBooking = z.infer<typeof AdminBookingSchema>;
export const AdminBookingListResponseSchema = z.object({ data: z.array(AdminBookingSchema), count: z.number() });
export const AdminBookingDetailSchema = AdminBookingSchema.extend({ transactions: z.array(AdminTransactionSchema) });
export type AdminBookingDetail = z.infer<typeof AdminBookingDetailSchema>;
export const AdminBookingDetailResponseSchema = z.object({ data: AdminBookingDetailSchema });
export const AdminBookingCancelResponseSchema = z.object({ data: AdminBookingDetailSchema, message: z.string() });

// ---------------------------------------------------------------------------------------------- money

export const LedgerQuerySchema = z.object({
  period: z.preprocess(blankToUndefined, z.enum(['day', 'month']).default('day')),
  /**
   * Inclusive UTC dates of the bookings' first charges (a refund or payout counts with its booking's charge); default:
   * the last 30 days (day) or the last 12 months (month).
   */
  from: optionalDate,
  to: optionalDate,
});
export const LedgerFiguresSchema = z.object({
  chargesCents: z.number(),
  refundsCents: z.number(),
  /** Platform fees kept from payouts. */
  feesCents: z.number(),
  payoutsPendingCents: z.number(),
  payoutsPaidCents: z.number(),
  /** Charges − refunds − payouts (pending and paid) − fees: what the platform still holds for bookings. */
  heldCents: z.number(),
});
export const LedgerRowSchema = LedgerFiguresSchema.extend({ period: z.string() });
export const LedgerSchema = z.object({
  period: z.enum(['day', 'month']),
  from: z.string(),
  to: z.string(),
  /** Oldest first; periods without money movements are left out. */
  rows: z.array(LedgerRowSchema),
  totals: LedgerFiguresSchema,
  /** The ledger check: every settled booking (cancelled or completed, nothing pending) sums to zero. */
  check: z.object({
    settledBookings: z.number(),
    balanced: z.boolean(),
    unbalanced: z.array(z.object({ reservationId: UuidSchema, balanceCents: z.number() })),
  }),
});
export type Ledger = z.infer<typeof LedgerSchema>;
export const LedgerResponseSchema = z.object({ data: LedgerSchema });

// ---------------------------------------------------------------------------------------------- catalog

const nameField = (message: string) => z.string({ error: message }).trim().min(1, message).max(80);
export const CategoryUpsertBodySchema = z
  .object({
    name: nameField(AdminMessages.categoryNameRequired),
    slots: z.boolean().default(false),
    slotPrefix: z.preprocess(blankToUndefined, z.string().trim().max(20).nullable().optional()),
  })
  .refine((body) => !body.slots || !!body.slotPrefix, {
    path: ['slotPrefix'],
    message: AdminMessages.slotPrefixRequired,
  });
export const AmenityUpsertBodySchema = z.object({ name: nameField(AdminMessages.amenityNameRequired) });
export const AdminCategorySchema = z.object({
  uuid: UuidSchema,
  name: z.string(),
  slots: z.boolean(),
  slotPrefix: z.string().nullable(),
  listingCount: z.number(),
});
export const AdminAmenitySchema = z.object({ uuid: UuidSchema, name: z.string(), listingCount: z.number() });
export type AdminCategory = z.infer<typeof AdminCategorySchema>;
export type AdminAmenity = z.infer<typeof AdminAmenitySchema>;
export const AdminCategoryListResponseSchema = z.object({ data: z.array(AdminCategorySchema) });
export const AdminAmenityListResponseSchema = z.object({ data: z.array(AdminAmenitySchema) });
export const AdminCategorySavedResponseSchema = z.object({ data: AdminCategorySchema, message: z.string() });
export const AdminAmenitySavedResponseSchema = z.object({ data: AdminAmenitySchema, message: z.string() });
export const AdminDeletedResponseSchema = z.object({ data: z.object({ uuid: UuidSchema }), message: z.string() });

// ---------------------------------------------------------------------------------------------- contact inbox

export const ContactHandledBodySchema = z.object({ handled: z.boolean() });
export const ContactHandledResponseSchema = z.object({ data: ContactRequestSchema, message: z.string() });

/** `GET /admin/outbox`: messages of the development outbox, newest first, one-time codes masked. */
export const OutboxEntrySchema = z.object({
  at: z.string(),
  channel: z.enum(['email', 'sms']),
  to: z.string(),
  subject: z.string().optional(),
  text: z.string(),
  codeMasked: z.boolean().optional(),
});
export const OutboxListResponseSchema = envelope(z.array(OutboxEntrySchema));
/** `GET /admin/ledger/unbalanced`: settled bookings whose ledger does not sum to zero (database column names). */
export const UnbalancedReservationsResponseSchema = envelope(
  z.array(z.object({ reservation_id: z.string(), balance: z.number() })),
);
