import type { BookingApproval, BookingMode, BookingRules, CancellationPolicy, QuoteLine } from '@app/contract';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const id = () => uuid('id').primaryKey().defaultRandom();

export const users = pgTable(
  'users',
  {
    id: id(),
    displayName: text('display_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    passwordHash: text('password_hash').notNull(),
    emailVerified: boolean('email_verified').notNull().default(false),
    phoneVerified: boolean('phone_verified').notNull().default(false),
    isHost: boolean('is_host').notNull().default(false),
    isAdmin: boolean('is_admin').notNull().default(false),
    status: smallint('status').notNull().default(1),
    avatarPath: text('avatar_path'),
    address: text('address'),
    zipcode: text('zipcode'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    gender: smallint('gender'),
    dob: date('dob'),
    designation: text('designation'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_key').on(sql`lower(${table.email})`),
    uniqueIndex('users_phone_key').on(table.phone),
  ],
);

/** One-time codes. Only the newest row per (user, purpose) is valid. */
export const verifications = pgTable(
  'verifications',
  {
    id: id(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    purpose: smallint('purpose').notNull(),
    destination: text('destination').notNull(),
    codeHash: text('code_hash'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
    /** Issue order: "the newest code" must not depend on clock resolution. */
    sequence: bigserial('sequence', { mode: 'number' }).notNull(),
  },
  (table) => [
    index('verifications_user_purpose_idx').on(table.userId, table.purpose, table.sequence),
    index('verifications_destination_idx').on(table.destination, table.sentAt),
  ],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('refresh_tokens_hash_key').on(table.tokenHash),
    index('refresh_tokens_family_idx').on(table.familyId),
    index('refresh_tokens_user_idx').on(table.userId),
  ],
);

/**
 * Failed logins, one counter per account (`user:<id>` whatever name was typed, or the typed name when no account
 * has it) and per source address: the login throttle's growing delays are computed from them.
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountKey: text('account_key').notNull(),
    source: text('source').notNull().default(''),
    createdAt: createdAt(),
  },
  (table) => [index('login_failures_key_idx').on(table.accountKey, table.createdAt)],
);

/**
 * Where an account signed in successfully lately (its last 10 sources): a keyed hash of the address (an IPv6 one by
 * its /64), never the address. Such a source skips the account's all-sources login wait (its own wait stays).
 */
export const loginSources = pgTable(
  'login_sources',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sourceHash: text('source_hash').notNull(),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.sourceHash] })],
);

export const deviceTokens = pgTable(
  'device_tokens',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    token: text('token').notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('device_tokens_user_token_key').on(table.userId, table.kind, table.token)],
);

/** Postgres-backed job queue: rows written in the caller's transaction, run after commit. */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull(),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(20),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    doneAt: timestamp('done_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    /** Jobs of one lane (a recipient's inbox, a browser) run one at a time, in the order they were queued. */
    lane: text('lane'),
    createdAt: createdAt(),
  },
  (table) => [
    // In the claim's order, so a claim reads the first due jobs instead of sorting every one (4,000 in a backlog).
    index('jobs_due_idx')
      .on(table.runAt, table.id)
      .where(sql`done_at is null and failed_at is null`),
    // A claim asks of each job whether an earlier one of its lane is still to be run.
    index('jobs_lane_pending_idx')
      .on(table.lane, table.id)
      .where(sql`lane is not null and done_at is null and failed_at is null`),
  ],
);

/** Names are unique whatever their case (admins edit them; the index settles concurrent edits). */
export const categories = pgTable(
  'categories',
  {
    id: id(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    hasSlots: boolean('has_slots').notNull().default(false),
    slotPrefix: text('slot_prefix'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [uniqueIndex('categories_name_key').on(sql`lower(${table.name})`)],
);

export const amenities = pgTable(
  'amenities',
  {
    id: id(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [uniqueIndex('amenities_name_key').on(sql`lower(${table.name})`)],
);

export const policies = pgTable('policies', {
  id: id(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  content: text('content').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const contactRequests = pgTable('contact_requests', {
  id: id(),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
  message: text('message').notNull(),
  createdAt: createdAt(),
  handledAt: timestamp('handled_at', { withTimezone: true }),
  handledBy: uuid('handled_by').references(() => users.id, { onDelete: 'set null' }),
});

export const venues = pgTable(
  'venues',
  {
    id: id(),
    hostId: uuid('host_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    status: smallint('status').notNull().default(1),
    rentCents: integer('rent_cents').notNull(),
    slots: integer('slots'),
    address: text('address').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    zipcode: text('zipcode').notNull(),
    timezone: text('timezone').notNull(),
    maxAdults: integer('max_adults').notNull(),
    maxChildren: integer('max_children').notNull(),
    maxInfants: integer('max_infants').notNull(),
    approved: boolean('approved').notNull().default(false),
    rejectionReason: text('rejection_reason'),
    /** Why an admin took the listing down (status INACTIVE); null while it is published. */
    unpublishReason: text('unpublish_reason'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    rating: doublePrecision('rating').notNull().default(0),
    reviewCount: integer('review_count').notNull().default(0),
    schedulingPeriod: integer('scheduling_period').notNull().default(60),
    /**
     * The host's booking rules (`BookingRules` of the contract), as set; a rule not in it is at its default
     * (`withDefaultRules`), so `{}` books the way every listing did before hosts could set rules.
     */
    bookingRules: jsonb('booking_rules').$type<Partial<BookingRules>>().notNull().default({}),
    /** Bumped by every change to schedules, blocks, slots or bookings (cache key for the computed hours). */
    availabilityVersion: integer('availability_version').notNull().default(0),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Lower-cased title + description + address: the trigram search target. */
    searchDocument: text('search_document').generatedAlwaysAs(
      sql`lower(title || ' ' || address || ' ' || description)`,
    ),
  },
  (table) => [
    index('venues_host_idx').on(table.hostId),
    index('venues_category_idx').on(table.categoryId),
    index('venues_zipcode_idx').on(table.zipcode),
  ],
);

/**
 * Dates whose open days a booking, cancel or expiry changed, waiting for the refresher (decision 007): bookings
 * append here instead of locking the listing, and one refresh covers every booking of a listing since the last.
 */
export const openDaysQueue = pgTable('open_days_queue', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  venueId: uuid('venue_id').notNull(),
  dates: date('dates', { mode: 'string' }).array().notNull(),
});

export const venueImages = pgTable(
  'venue_images',
  {
    id: id(),
    venueId: uuid('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    path: text('path').notNull(),
    thumbnailPath: text('thumbnail_path').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('venue_images_venue_idx').on(table.venueId, table.position),
    uniqueIndex('venue_images_path_key').on(table.path),
  ],
);

export const venueAmenities = pgTable(
  'venue_amenities',
  {
    venueId: uuid('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    amenityId: uuid('amenity_id')
      .notNull()
      .references(() => amenities.id, { onDelete: 'restrict' }),
  },
  (table) => [primaryKey({ columns: [table.venueId, table.amenityId] })],
);

export const favourites = pgTable(
  'favourites',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    venueId: uuid('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.venueId] }), index('favourites_venue_idx').on(table.venueId)],
);

/** A host's schedule entry (docs/product/rules.md#entities): type 1 one date, 2 weekdays, 3 custom repeat; intervals in whole hours. */
export const venueSchedules = pgTable(
  'venue_schedules',
  {
    id: id(),
    venueId: uuid('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    type: smallint('type').notNull(),
    date: date('date'),
    weekdays: smallint('weekdays').array(),
    unit: smallint('unit'),
    frequency: integer('frequency'),
    /** `[{ from: 9, to: 12 }]`: hour starts from..to-1 are open; `to` may be 24. */
    intervals: jsonb('intervals').$type<Array<{ from: number; to: number }>>().notNull(),
  },
  (table) => [index('venue_schedules_venue_idx').on(table.venueId, table.position)],
);

/** Unavailable time in listing-local wall time, `[starts_at, ends_at)`, for some slots or the whole listing. */
export const venueBlocks = pgTable(
  'venue_blocks',
  {
    id: id(),
    venueId: uuid('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: false, mode: 'string' }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: false, mode: 'string' }).notNull(),
    slots: integer('slots').array(),
    alterReservations: boolean('alter_reservations').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [index('venue_blocks_venue_idx').on(table.venueId, table.startsAt)],
);

export const reservations = pgTable(
  'reservations',
  {
    id: id(),
    venueId: uuid('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'restrict' }),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    status: smallint('status').notNull(),
    /** The price of the hours currently booked, in cents (rent × hours × max(1, slots)). */
    amountCents: integer('amount_cents').notNull(),
    slots: integer('slots').array().notNull(),
    adults: integer('adults').notNull(),
    children: integer('children').notNull(),
    infants: integer('infants').notNull(),
    /** `[{ date, intervals: ["10:00", …] }]` in listing-local time, as the client sent them. */
    schedules: jsonb('schedules').$type<Array<{ date: string; intervals: string[] }>>().notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    /** A reschedule that costs more, waiting for the difference to be paid. */
    pendingChange: jsonb('pending_change').$type<{
      schedules: Array<{ date: string; intervals: string[] }>;
      slots: number[];
      amountCents: number;
      differenceCents: number;
      startsAt: string;
      endsAt: string;
      adults: number;
      children: number;
      infants: number;
      expiresAt: string;
      /** When these new hours were first held (a reschedule renewed again never holds them longer). */
      heldSince?: string;
    }>(),
    /**
     * Bumped whenever what the customer is buying changes (hours, slots, guests, price). A charge carries the
     * version it was priced at and is applied only to that version; any other is refunded.
     */
    version: integer('version').notNull().default(1),
    /** Payment attempts so far (part of the card provider's idempotency key). */
    paymentAttempt: integer('payment_attempt').notNull().default(0),
    /** Set while a charge is in flight: parallel confirms are refused instead of charging twice. */
    paymentLockedUntil: timestamp('payment_locked_until', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    /** Who cancelled: `customer`, `host` or `admin`; null for a hold that ran out (or unknown). */
    cancelledBy: text('cancelled_by').$type<'customer' | 'host' | 'admin'>(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** The listing's cancellation policy when the booking was made: it decides the refund whatever the host sets later. */
    cancellationPolicy: text('cancellation_policy').$type<CancellationPolicy>().notNull().default('flexible'),
    /** How `amountCents` was priced: the quote's lines (`QuoteLine` of the contract), in cents. */
    priceLines: jsonb('price_lines').$type<QuoteLine[]>(),
    /** The listing's booking mode when the booking was made: `request` authorises the card and waits for the host. */
    bookingMode: text('booking_mode').$type<BookingMode>().notNull().default('instant'),
    /**
     * The host's answer to a request to book: `pending` once the card is authorised (until `hold_expires_at`, the
     * deadline), then `accepted`, `declined` or `expired`; null for an instant booking or a request not yet paid.
     */
    approval: text('approval').$type<BookingApproval>(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('reservations_customer_idx').on(table.customerId, table.createdAt),
    index('reservations_venue_idx').on(table.venueId, table.startsAt),
    index('reservations_hold_idx')
      .on(table.holdExpiresAt)
      .where(sql`status = 1`),
    index('reservations_completion_idx')
      .on(table.endsAt)
      .where(sql`status = 2`),
    // What counts toward a customer's hour caps (`unpaid_holdings`): holds, reschedules waiting for their difference
    // and free bookings, so a booking request does not read the customer's whole history.
    index('reservations_capped_idx')
      .on(table.customerId)
      .where(sql`status = 1 or (status = 2 and (pending_change is not null or amount_cents = 0))`),
    check('reservations_cancelled_by_check', sql`${table.cancelledBy} in ('customer', 'host', 'admin')`),
    check(
      'reservations_cancellation_policy_check',
      sql`${table.cancellationPolicy} in ('flexible', 'moderate', 'strict')`,
    ),
  ],
);

/**
 * Hour-slots held or booked by active reservations. The unique index is what makes double booking
 * impossible: two reservations can never hold the same (listing, date, hour, slot).
 */
export const reservationHours = pgTable(
  'reservation_hours',
  {
    reservationId: uuid('reservation_id')
      .notNull()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    venueId: uuid('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    date: date('date').notNull(),
    hour: smallint('hour').notNull(),
    slot: smallint('slot').notNull(),
    /** False while the hour belongs to an unpaid reschedule (still held). */
    current: boolean('current').notNull().default(true),
  },
  (table) => [
    uniqueIndex('reservation_hours_unique').on(table.venueId, table.date, table.hour, table.slot),
    index('reservation_hours_reservation_idx').on(table.reservationId),
  ],
);

/** The ledger (docs/product/rules.md#entities): every money movement, never edited except its status. */
export const transactions = pgTable(
  'transactions',
  {
    id: id(),
    reservationId: uuid('reservation_id').references(() => reservations.id, { onDelete: 'restrict' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    type: smallint('type').notNull(),
    initialization: smallint('initialization').notNull(),
    status: smallint('status').notNull(),
    amountCents: integer('amount_cents').notNull(),
    /** Platform fee kept from a payout (0 for charges and refunds). */
    feeCents: integer('fee_cents').notNull().default(0),
    providerReference: text('provider_reference'),
    failureMessage: text('failure_message'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('transactions_user_idx').on(table.userId, table.createdAt),
    index('transactions_reservation_idx').on(table.reservationId),
  ],
);

export const payoutAccounts = pgTable('payout_accounts', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  providerAccountId: text('provider_account_id').notNull(),
  country: text('country').notNull(),
  payoutsEnabled: boolean('payouts_enabled').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Card-provider webhook events already handled (deduplication by event id). */
export const processedWebhooks = pgTable('processed_webhooks', {
  eventId: text('event_id').primaryKey(),
  type: text('type').notNull(),
  createdAt: createdAt(),
});

/** Live events for users (SSE): written in the caller's transaction, announced by NOTIFY on commit; the id is the SSE event id. */
export const events = pgTable(
  'events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    payload: jsonb('payload').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('events_user_id_idx').on(table.userId, table.id)],
);

/**
 * Every booking request or reschedule, accepted or not, for the per-minute cap (docs/product/rules.md#reservations).
 * Rows older than a minute are deleted as new attempts arrive.
 */
export const bookingAttempts = pgTable(
  'booking_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (table) => [index('booking_attempts_user_idx').on(table.userId, table.at)],
);

/**
 * One review per customer per listing (docs/product/rules.md#reviews); the listing's rating is kept in step. `visible`
 * is false while no stay of the author's at the listing has started without being cancelled.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: id(),
    venueId: uuid('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: doublePrecision('rating').notNull(),
    remark: text('remark').notNull(),
    visible: boolean('visible').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('reviews_venue_author_key').on(table.venueId, table.authorId),
    index('reviews_venue_idx').on(table.venueId, table.createdAt),
    index('reviews_hidden_idx')
      .on(table.id)
      .where(sql`not visible`),
  ],
);

/** In-app notifications (docs/product/rules.md#notifications); `sequence` orders those written in one transaction. */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    sequence: bigserial('sequence', { mode: 'number' }).notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** A path of the web app, e.g. `/mybookings`. */
    link: text('link').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('notifications_user_created_idx').on(
      table.userId,
      table.createdAt.desc().nullsFirst(),
      table.sequence.desc().nullsFirst(),
    ),
    index('notifications_user_unread_idx')
      .on(table.userId)
      .where(sql`read_at is null`),
  ],
);

/** Web Push subscriptions, one per browser endpoint (FCM tokens from login stay in `device_tokens`). */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('push_subscriptions_endpoint_key').on(table.endpoint),
    index('push_subscriptions_user_idx').on(table.userId),
  ],
);

/** Every admin action, written in the same transaction as the change it records. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: uuid('target_id').notNull(),
    targetLabel: text('target_label').notNull(),
    reason: text('reason'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (table) => [
    index('audit_log_created_idx').on(table.createdAt),
    index('audit_log_target_idx').on(table.targetType, table.targetId),
    index('audit_log_actor_idx').on(table.actorId, table.createdAt),
  ],
);

/**
 * The built-in test-mode card provider's state (no Stripe key): what Stripe would keep for us. Charges read and write
 * one payment and one idempotency row by key, so a charge costs the same however many payments exist.
 */
export const testModePayments = pgTable('test_mode_payments', {
  id: text('id').primaryKey(),
  amountCents: integer('amount_cents').notNull(),
  status: text('status').notNull(),
  metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
  refundedCents: integer('refunded_cents').notNull().default(0),
  /** `manual`: authorised first, captured or cancelled later (a request to book). */
  captureMethod: text('capture_method').$type<'automatic' | 'manual'>().notNull().default('automatic'),
  createdAt: createdAt(),
});

export const testModeAccounts = pgTable('test_mode_accounts', {
  id: text('id').primaryKey(),
  country: text('country').notNull(),
  email: text('email').notNull(),
  detailsSubmitted: boolean('details_submitted').notNull().default(false),
  payoutsEnabled: boolean('payouts_enabled').notNull().default(false),
  createdAt: createdAt(),
});

/** Stripe-style idempotency: the first result of a key is replayed; the key with other parameters is refused. */
export const testModeIdempotency = pgTable('test_mode_idempotency', {
  key: text('key').primaryKey(),
  endpoint: text('endpoint').notNull(),
  fingerprint: text('fingerprint').notNull(),
  result: jsonb('result').notNull(),
  createdAt: createdAt(),
});

/** One row: the webhook signing secret, shared by every API process on this database. */
export const testModeSettings = pgTable(
  'test_mode_settings',
  {
    id: smallint('id').primaryKey().default(1),
    webhookSecret: text('webhook_secret').notNull(),
  },
  (table) => [check('test_mode_settings_one_row', sql`${table.id} = 1`)],
);
