import type { z } from 'zod';
import {
  CustomerUpdateBodySchema,
  CustomerViewResponseSchema,
  FcmTokenBodySchema,
  LoginBodySchema,
  LoginResponseSchema,
  ProfileUpdateResponseSchema,
  RenewResponseSchema,
  ResetPasswordBodySchema,
  UserEnvelopeSchema,
  VerificationRequestBodySchema,
  VerificationRequestResponseSchema,
  VerificationValidateBodySchema,
  VerificationValidateResponseSchema,
} from './accounts.ts';
import {
  AdminAmenityListResponseSchema,
  AdminAmenitySavedResponseSchema,
  AdminBookingCancelResponseSchema,
  AdminBookingDetailResponseSchema,
  AdminBookingListResponseSchema,
  AdminBookingQuerySchema,
  AdminCategoryListResponseSchema,
  AdminCategorySavedResponseSchema,
  AdminDeletedResponseSchema,
  AdminListingListResponseSchema,
  AdminListingQuerySchema,
  AdminListingResponseSchema,
  AdminOptionalReasonBodySchema,
  AdminReasonBodySchema,
  AdminUserActionResponseSchema,
  AdminUserDetailResponseSchema,
  AdminUserListResponseSchema,
  AdminUserQuerySchema,
  AmenityUpsertBodySchema,
  AuditListResponseSchema,
  AuditQuerySchema,
  BulkApproveBodySchema,
  BulkApproveResponseSchema,
  CategoryUpsertBodySchema,
  ContactHandledBodySchema,
  ContactHandledResponseSchema,
  DashboardResponseSchema,
  LedgerQuerySchema,
  LedgerResponseSchema,
  OutboxListResponseSchema,
  OutboxQuerySchema,
  UnbalancedReservationsResponseSchema,
} from './admin.ts';
import { BookingRulesBodySchema, BookingRulesResponseSchema, QuoteResponseSchema } from './booking-rules.ts';
import {
  BlockBodySchema,
  BlockFilterQuerySchema,
  BlockListResponseSchema,
  BlockSavedResponseSchema,
  ScheduleRawResponseSchema,
  ScheduleUpdateBodySchema,
  ScheduleUpdatedResponseSchema,
} from './availability.ts';
import {
  AmenityListResponseSchema,
  CategoryListResponseSchema,
  ContactListQuerySchema,
  ContactListResponseSchema,
  ContactSubmittedResponseSchema,
  PolicyDeletedResponseSchema,
  PolicyListResponseSchema,
  PolicySavedResponseSchema,
  PolicyUpsertBodySchema,
  PolicyViewResponseSchema,
} from './catalog.ts';
import {
  EmptyDataResponseSchema,
  EmptyMessageResponseSchema,
  HealthResponseSchema,
  nonJsonBody,
  ReadinessResponseSchema,
} from './common.ts';
import { EventStreamQuerySchema, EventStreamResponseSchema } from './events.ts';
import {
  GeocodedAddressListResponseSchema,
  LocationTextParamsSchema,
  PlaceSuggestionsResponseSchema,
  TimezoneParamsSchema,
  TimezoneResponseSchema,
} from './location.ts';
import {
  NotificationListQuerySchema,
  NotificationListResponseSchema,
  NotificationReadAllResponseSchema,
  NotificationReadResponseSchema,
  PushKeyResponseSchema,
  PushSubscribeResponseSchema,
  PushSubscriptionBodySchema,
  PushUnsubscribeBodySchema,
} from './notifications.ts';
import {
  PaymentConfigResponseSchema,
  ReservationCompleteBodySchema,
  PayoutOnboardingBodySchema,
  PayoutOnboardingResponseSchema,
  PayoutStatusResponseSchema,
  ReservationConfirmBodySchema,
  ReservationConfirmResponseSchema,
  ReservationDeclineBodySchema,
  ReservationListResponseSchema,
  ReservationRequestBodySchema,
  ReservationResponseSchema,
  ReservationSavedResponseSchema,
  TransactionListResponseSchema,
  TransactionQuerySchema,
  WebhookReceivedResponseSchema,
} from './reservations.ts';
import { ReviewBodySchema, ReviewListResponseSchema, ReviewListSavedResponseSchema } from './reviews.ts';
import {
  AdminVenueListResponseSchema,
  AdminVenueQuerySchema,
  FavouriteResponseSchema,
  VenueCardListResponseSchema,
  VenueDetailListResponseSchema,
  VenueDetailResponseSchema,
  VenueRejectBodySchema,
  VenueSavedResponseSchema,
  VenueSearchQuerySchema,
  VenueSearchResponseSchema,
  PriceSpreadResponseSchema,
} from './venues.ts';

/**
 * Who may call a route (docs/product/wire-contract.md#status-codes). The API checks it before it reads the request's
 * body or query, so a caller who may not call a route gets the same answer whatever they send.
 * - `visitor`: anyone; a bearer token is not read.
 * - `optional`: anyone; a valid session of an active account personalises the answer, any other token means visitor.
 * - `user`: signed in and not blocked, verified or not (401 without a session, 403 for a blocked account).
 * - `verified`: signed in, not blocked, email and phone verified (403 with the flags otherwise).
 * - `booker`: as `verified`, and the 401 says `Messages.loginRequiredBooking`.
 * - `host`: as `verified`, and a host or an admin (422 for others).
 * - `admin`: an active admin; anyone else gets 404 (a blocked admin the account's 403).
 */
export type RouteAccess = 'visitor' | 'optional' | 'user' | 'verified' | 'booker' | 'host' | 'admin';

/** One API call: who may make it, its success answer (and status when not 200), and what it reads. */
export interface RouteSpec {
  access: RouteAccess;
  response: z.ZodType;
  /** The success status when it is not 200. */
  status?: 201;
  /** Other answers documented beside the success one. */
  responses?: Record<number, z.ZodType>;
  /** Path parameters read as more than plain strings (each `:name` is a string otherwise). */
  params?: z.ZodType;
  query?: z.ZodType;
  /** A JSON body. */
  body?: z.ZodType;
  /** A multipart form (JSON with the same fields is accepted too); its fields are checked by the handler. */
  form?: true;
}

const route = <const A extends RouteAccess, const S extends Omit<RouteSpec, 'access'>>(access: A, spec: S) => ({
  access,
  ...spec,
});

/**
 * Every call under `/api/v1`, keyed `METHOD /path` with `:name` parameters (`*`: the rest of the path): the only
 * declaration of each route's access, method, path, input, status and answer. The API registers its routes from this
 * map (a handler per key, checked by the type checker) and the web client takes its request and answer types from it.
 */
export const Routes = {
  'GET /health': route('visitor', { response: HealthResponseSchema }),
  'GET /health/ready': route('visitor', {
    response: ReadinessResponseSchema,
    responses: { 503: ReadinessResponseSchema },
  }),

  'POST /auth/login': route('visitor', { body: LoginBodySchema, response: LoginResponseSchema }),
  'PUT /auth/token/access/renew': route('visitor', { response: RenewResponseSchema }),
  'POST /auth/logout': route('visitor', { response: EmptyMessageResponseSchema }),
  'PUT /auth/token/fcm/update': route('user', { body: FcmTokenBodySchema, response: EmptyDataResponseSchema }),
  'POST /user/verification/token/request': route('visitor', {
    body: VerificationRequestBodySchema,
    response: VerificationRequestResponseSchema,
  }),
  'POST /user/verification/token/validate': route('visitor', {
    body: VerificationValidateBodySchema,
    response: VerificationValidateResponseSchema,
  }),
  'PUT /user/:id/resetpassword': route('visitor', {
    body: ResetPasswordBodySchema,
    response: EmptyMessageResponseSchema,
  }),
  'PUT /user/profile/update': route('user', { form: true, response: ProfileUpdateResponseSchema }),
  'PUT /user/becomehost': route('verified', { response: UserEnvelopeSchema }),
  'POST /customer/register/public': route('visitor', { form: true, status: 201, response: UserEnvelopeSchema }),
  'GET /customer/view': route('user', { response: CustomerViewResponseSchema }),
  'PUT /customer/update': route('user', { body: CustomerUpdateBodySchema, response: UserEnvelopeSchema }),
  'GET /user/me': route('user', { response: UserEnvelopeSchema }),

  'GET /category/viewall': route('visitor', { response: CategoryListResponseSchema }),
  'GET /category/viewall/public': route('visitor', { response: CategoryListResponseSchema }),
  'GET /amenity/viewall': route('visitor', { response: AmenityListResponseSchema }),
  'GET /amenity/viewall/public': route('visitor', { response: AmenityListResponseSchema }),
  'GET /policy/viewall/public': route('visitor', { response: PolicyListResponseSchema }),
  'GET /policy/view/:id/public': route('visitor', { response: PolicyViewResponseSchema }),
  'POST /customer/contact-us': route('optional', { form: true, response: ContactSubmittedResponseSchema }),

  'GET /location/find/places': route('visitor', { response: PlaceSuggestionsResponseSchema }),
  'GET /location/find/places/*': route('visitor', {
    params: LocationTextParamsSchema,
    response: PlaceSuggestionsResponseSchema,
  }),
  'GET /location/get/address': route('visitor', { response: GeocodedAddressListResponseSchema }),
  'GET /location/get/address/*': route('visitor', {
    params: LocationTextParamsSchema,
    response: GeocodedAddressListResponseSchema,
  }),
  'GET /location/get/timezone/:lat/:lng': route('visitor', {
    params: TimezoneParamsSchema,
    response: TimezoneResponseSchema,
  }),

  'GET /venue/viewall/public': route('optional', {
    query: VenueSearchQuerySchema,
    response: VenueSearchResponseSchema,
  }),
  'GET /venue/viewall': route('user', { query: VenueSearchQuerySchema, response: VenueSearchResponseSchema }),
  'GET /venue/prices/public': route('visitor', { query: VenueSearchQuerySchema, response: PriceSpreadResponseSchema }),
  'GET /venue/viewall/hosted': route('host', { response: VenueDetailListResponseSchema }),
  'GET /venue/:id/view/public': route('optional', { response: VenueDetailResponseSchema }),
  'GET /venue/:id/view': route('user', { response: VenueDetailResponseSchema }),
  'POST /venue/create': route('host', { form: true, status: 201, response: VenueSavedResponseSchema }),
  'PUT /venue/:id/update': route('verified', { form: true, response: VenueSavedResponseSchema }),
  'PUT /venue/:id/rules': route('verified', { body: BookingRulesBodySchema, response: BookingRulesResponseSchema }),
  'DELETE /venue/:id/delete': route('verified', { response: EmptyMessageResponseSchema }),
  'GET /venue/favourite/viewall': route('verified', { response: VenueCardListResponseSchema }),
  'POST /venue/favourite/add/:id': route('verified', { response: FavouriteResponseSchema }),
  'DELETE /venue/favourite/remove/:id': route('verified', { response: FavouriteResponseSchema }),

  'GET /venue/:id/schedule/raw/view': route('verified', { response: ScheduleRawResponseSchema }),
  'PUT /venue/:id/schedule/raw/update': route('verified', {
    body: ScheduleUpdateBodySchema,
    response: ScheduleUpdatedResponseSchema,
  }),
  'GET /venue/:id/calendar/block/viewall': route('verified', {
    query: BlockFilterQuerySchema,
    response: BlockListResponseSchema,
  }),
  'POST /venue/:id/calendar/block/create': route('verified', {
    body: BlockBodySchema,
    status: 201,
    response: BlockSavedResponseSchema,
  }),
  'PUT /venue/:id/calendar/block/:blockId/update': route('verified', {
    body: BlockBodySchema,
    response: BlockSavedResponseSchema,
  }),
  'DELETE /venue/:id/calendar/block/:blockId/delete': route('verified', { response: EmptyMessageResponseSchema }),

  'GET /review/:venueId/viewall': route('visitor', { response: ReviewListResponseSchema }),
  'POST /review/:venueId/create': route('verified', {
    body: ReviewBodySchema,
    status: 201,
    response: ReviewListSavedResponseSchema,
  }),
  'PUT /review/:venueId/update/:reviewId': route('verified', {
    body: ReviewBodySchema,
    response: ReviewListSavedResponseSchema,
  }),
  'DELETE /review/:venueId/delete/:reviewId': route('verified', { response: ReviewListSavedResponseSchema }),

  'POST /reservation/request': route('booker', {
    body: ReservationRequestBodySchema,
    status: 201,
    response: ReservationSavedResponseSchema,
  }),
  'POST /reservation/quote': route('optional', { body: ReservationRequestBodySchema, response: QuoteResponseSchema }),
  'PUT /reservation/reschedule/:id': route('booker', {
    body: ReservationRequestBodySchema,
    response: ReservationSavedResponseSchema,
  }),
  'POST /reservation/confirm/:id': route('booker', {
    body: ReservationConfirmBodySchema,
    response: ReservationConfirmResponseSchema,
  }),
  'POST /reservation/confirm/:id/complete': route('booker', {
    body: ReservationCompleteBodySchema,
    response: ReservationResponseSchema,
  }),
  'PUT /reservation/cancell/:id': route('verified', { response: ReservationSavedResponseSchema }),
  'PUT /reservation/:id/accept': route('verified', { response: ReservationSavedResponseSchema }),
  'PUT /reservation/:id/decline': route('verified', {
    body: ReservationDeclineBodySchema,
    response: ReservationSavedResponseSchema,
  }),
  'GET /reservation/view/:id': route('verified', { response: ReservationResponseSchema }),
  'GET /reservation/viewall': route('verified', { response: ReservationListResponseSchema }),
  'GET /payment/transaction/viewall': route('verified', {
    query: TransactionQuerySchema,
    response: TransactionListResponseSchema,
  }),
  'POST /payment/stripe/onboarding/initiate': route('host', {
    body: PayoutOnboardingBodySchema,
    response: PayoutOnboardingResponseSchema,
  }),
  'GET /payment/stripe/onboarding/status': route('host', { response: PayoutStatusResponseSchema }),
  'GET /payment/config/public': route('visitor', { response: PaymentConfigResponseSchema }),
  'POST /payment/stripe/webhook': route('visitor', { response: WebhookReceivedResponseSchema }),

  'GET /notification/viewall': route('user', {
    query: NotificationListQuerySchema,
    response: NotificationListResponseSchema,
  }),
  'PUT /notification/read/all': route('user', { response: NotificationReadAllResponseSchema }),
  'PUT /notification/:id/read': route('user', { response: NotificationReadResponseSchema }),
  'GET /notification/push/key': route('user', { response: PushKeyResponseSchema }),
  'POST /notification/push/subscribe': route('user', {
    body: PushSubscriptionBodySchema,
    response: PushSubscribeResponseSchema,
  }),
  'DELETE /notification/push/subscribe': route('user', {
    body: PushUnsubscribeBodySchema,
    response: PushSubscribeResponseSchema,
  }),

  'GET /event/restricted/subscribe': route('user', {
    query: EventStreamQuerySchema,
    response: EventStreamResponseSchema,
  }),
  'GET /event/restricted/subscribe/:type': route('user', {
    query: EventStreamQuerySchema,
    response: EventStreamResponseSchema,
  }),

  'GET /admin/dashboard': route('admin', { response: DashboardResponseSchema }),
  'GET /admin/audit': route('admin', { query: AuditQuerySchema, response: AuditListResponseSchema }),
  'GET /admin/outbox': route('admin', { query: OutboxQuerySchema, response: OutboxListResponseSchema }),
  'GET /admin/user/viewall': route('admin', { query: AdminUserQuerySchema, response: AdminUserListResponseSchema }),
  'GET /admin/user/:id': route('admin', { response: AdminUserDetailResponseSchema }),
  'PUT /admin/user/:id/block': route('admin', {
    body: AdminOptionalReasonBodySchema,
    response: AdminUserActionResponseSchema,
  }),
  'PUT /admin/user/:id/unblock': route('admin', {
    body: AdminOptionalReasonBodySchema,
    response: AdminUserActionResponseSchema,
  }),
  'PUT /admin/user/:id/promote': route('admin', {
    body: AdminOptionalReasonBodySchema,
    response: AdminUserActionResponseSchema,
  }),
  'PUT /admin/user/:id/demote': route('admin', {
    body: AdminOptionalReasonBodySchema,
    response: AdminUserActionResponseSchema,
  }),
  'GET /admin/listings': route('admin', { query: AdminListingQuerySchema, response: AdminListingListResponseSchema }),
  'GET /admin/venue/viewall': route('admin', { query: AdminVenueQuerySchema, response: AdminVenueListResponseSchema }),
  'PUT /admin/venue/:id/approve': route('admin', { response: VenueSavedResponseSchema }),
  'PUT /admin/venue/:id/reject': route('admin', { body: VenueRejectBodySchema, response: VenueSavedResponseSchema }),
  'POST /admin/venue/approve': route('admin', { body: BulkApproveBodySchema, response: BulkApproveResponseSchema }),
  'PUT /admin/venue/:id/unpublish': route('admin', {
    body: AdminReasonBodySchema,
    response: AdminListingResponseSchema,
  }),
  'PUT /admin/venue/:id/restore': route('admin', { body: AdminReasonBodySchema, response: AdminListingResponseSchema }),
  'GET /admin/reservations': route('admin', {
    query: AdminBookingQuerySchema,
    response: AdminBookingListResponseSchema,
  }),
  'GET /admin/reservations/:id': route('admin', { response: AdminBookingDetailResponseSchema }),
  'POST /admin/reservations/:id/cancel': route('admin', {
    body: AdminReasonBodySchema,
    response: AdminBookingCancelResponseSchema,
  }),
  'GET /admin/ledger': route('admin', { query: LedgerQuerySchema, response: LedgerResponseSchema }),
  'GET /admin/ledger/export': route('admin', {
    query: LedgerQuerySchema,
    response: nonJsonBody('text/csv: a row per period and a totals row (decimal dollars)'),
  }),
  'GET /admin/ledger/unbalanced': route('admin', { response: UnbalancedReservationsResponseSchema }),
  'GET /admin/category/viewall': route('admin', { response: AdminCategoryListResponseSchema }),
  'POST /admin/category/create': route('admin', {
    body: CategoryUpsertBodySchema,
    status: 201,
    response: AdminCategorySavedResponseSchema,
  }),
  'PUT /admin/category/:id/update': route('admin', {
    body: CategoryUpsertBodySchema,
    response: AdminCategorySavedResponseSchema,
  }),
  'DELETE /admin/category/:id/delete': route('admin', { response: AdminDeletedResponseSchema }),
  'GET /admin/amenity/viewall': route('admin', { response: AdminAmenityListResponseSchema }),
  'POST /admin/amenity/create': route('admin', {
    body: AmenityUpsertBodySchema,
    status: 201,
    response: AdminAmenitySavedResponseSchema,
  }),
  'PUT /admin/amenity/:id/update': route('admin', {
    body: AmenityUpsertBodySchema,
    response: AdminAmenitySavedResponseSchema,
  }),
  'DELETE /admin/amenity/:id/delete': route('admin', { response: AdminDeletedResponseSchema }),
  'POST /admin/policy/create': route('admin', {
    body: PolicyUpsertBodySchema,
    status: 201,
    response: PolicySavedResponseSchema,
  }),
  'PUT /admin/policy/:id/update': route('admin', { body: PolicyUpsertBodySchema, response: PolicySavedResponseSchema }),
  'DELETE /admin/policy/:id/delete': route('admin', { response: PolicyDeletedResponseSchema }),
  'GET /admin/contact/viewall': route('admin', { query: ContactListQuerySchema, response: ContactListResponseSchema }),
  'PUT /admin/contact/:id/handled': route('admin', {
    body: ContactHandledBodySchema,
    response: ContactHandledResponseSchema,
  }),
} as const satisfies Record<string, RouteSpec>;

export type RouteKey = keyof typeof Routes;
export type RouteMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type RoutePath<K extends RouteKey> = K extends `${RouteMethod} ${infer P}` ? P : never;

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : P extends `${string}/*`
      ? '*'
      : never;

/** The path parameters of a route, named as in its template. */
export type RouteParams<K extends RouteKey> = { [N in ParamNames<RoutePath<K>>]: string | number };
/** The success body a route answers. */
export type RouteResponse<K extends RouteKey> = z.output<(typeof Routes)[K]['response']>;
/** Fields a schema reads leniently (`z.preprocess`: blanks, strings for numbers) come out as `unknown`: optional. */
type Lenient<T> = T extends readonly (infer Item)[]
  ? Lenient<Item>[]
  : T extends object
    ? { [K in keyof T as unknown extends T[K] ? K : never]?: Lenient<T[K]> } & {
        [K in keyof T as unknown extends T[K] ? never : K]: Lenient<T[K]>;
      }
    : T;
/** The JSON body a route reads (what a client may send: numbers as strings and the like are accepted). */
export type RouteBody<K extends RouteKey> = (typeof Routes)[K] extends { body: infer B extends z.ZodType }
  ? Lenient<z.input<B>>
  : never;
