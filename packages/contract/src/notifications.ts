import { z } from 'zod';
import { blankToUndefined, UuidSchema } from './common.ts';
import { NotificationLimits } from './constants.ts';

/** What a notification is about (docs/product/rules.md#notifications); one email template per type. */
export const NotificationTypes = [
  'booking_requested',
  'booking_request_received',
  'reschedule_payment_required',
  'booking_confirmed',
  'booking_failed',
  'booking_rescheduled',
  'booking_cancelled',
  'booking_refunded',
  'booking_completed',
  'listing_submitted',
  'listing_approved',
  'listing_rejected',
  'listing_unpublished',
  'review_received',
] as const;
export const NotificationTypeSchema = z.enum(NotificationTypes);
export type NotificationType = z.infer<typeof NotificationTypeSchema>;

/** Why a booking event failed: the `reason` of a `reservation_failed` event. */
export const BookingFailureReasons = [
  'taken',
  'declined',
  'expired',
  'reschedule_expired',
  'late_payment',
  'price_changed',
  'host_declined',
  'not_answered',
] as const;
export type BookingFailureReason = (typeof BookingFailureReasons)[number];

/** Who cancelled: the `cancelledBy` of a `reservation_cancelled` event. */
export const BookingCancellers = ['customer', 'host', 'admin'] as const;
export type BookingCanceller = (typeof BookingCancellers)[number];

/**
 * One notification. `link` is a path of the web app (e.g. `/mybookings`); `readAt` is null while unread; `facts`
 * are the event's details (ids, amounts), named so that no answer ever reads `data.data`.
 */
export const NotificationSchema = z.object({
  uuid: UuidSchema,
  type: NotificationTypeSchema,
  title: z.string(),
  body: z.string(),
  link: z.string(),
  facts: z.record(z.string(), z.unknown()),
  read: z.boolean(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof NotificationSchema>;

/** `GET /notification/viewall?page=&limit=`: newest first, 1-based pages. */
export const NotificationListQuerySchema = z.object({
  page: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).default(1)),
  limit: z.preprocess(
    blankToUndefined,
    z.coerce.number().int().min(1).max(NotificationLimits.maxPageSize).default(NotificationLimits.defaultPageSize),
  ),
});
export type NotificationListQuery = z.infer<typeof NotificationListQuerySchema>;

/** Like the venue search: `data` is the page, `count` the total, `unreadCount` the user's unread total. */
export const NotificationListResponseSchema = z.object({
  data: z.array(NotificationSchema),
  count: z.number().int(),
  unreadCount: z.number().int(),
});
export type NotificationListResponse = z.infer<typeof NotificationListResponseSchema>;

export const NotificationReadResponseSchema = z.object({ data: NotificationSchema, message: z.string() });
export const NotificationReadAllResponseSchema = z.object({
  data: z.object({ count: z.number().int(), unreadCount: z.number().int() }),
  message: z.string(),
});

const base64Url = (min: number, max: number) =>
  z
    .string()
    .trim()
    .min(min)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, 'Must be base64url');

/**
 * A Web Push subscription: `PushSubscription.toJSON()` from the browser (`expirationTime` is accepted and ignored).
 * `p256dh` is the browser's P-256 public key (65 bytes), `auth` its 16-byte secret, both base64url.
 */
export const PushSubscriptionBodySchema = z.object({
  endpoint: z.url({ protocol: /^https$/, error: 'The push endpoint must be an https URL' }).max(2048),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({ p256dh: base64Url(86, 90), auth: base64Url(16, 44) }),
});
export type PushSubscriptionBody = z.infer<typeof PushSubscriptionBodySchema>;

export const PushUnsubscribeBodySchema = z.object({ endpoint: z.string().trim().min(1).max(2048) });

export const PushSubscribeResponseSchema = z.object({
  data: z.object({ endpoint: z.string(), subscribed: z.boolean() }),
  message: z.string(),
});

/** The VAPID public key (base64url) for `pushManager.subscribe({ applicationServerKey })`. */
export const PushKeyResponseSchema = z.object({ data: z.object({ publicKey: z.string() }) });

/** The JSON a push message decrypts to in the service worker. */
export const PushMessageSchema = z.object({
  type: NotificationTypeSchema,
  title: z.string(),
  body: z.string(),
  link: z.string(),
});
export type PushMessage = z.infer<typeof PushMessageSchema>;

export const NotificationMessages = {
  markedRead: 'Notification marked as read',
  allMarkedRead: 'All notifications marked as read',
  pushSubscribed: 'Browser notifications are on',
  pushUnsubscribed: 'Browser notifications are off',
  pushEndpointTaken: 'This browser is subscribed with other keys. Please turn browser notifications off and on again.',
  notFound: 'Notification not found',
} as const;
