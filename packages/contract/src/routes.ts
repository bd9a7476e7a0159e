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
  UnbalancedReservationsResponseSchema,
} from './admin.ts';
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
  PlaceSuggestionsResponseSchema,
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
} from './venues.ts';

/** One API call: its success answer (and status when not 200), and the query and body it reads. */
export interface RouteSpec {
  response: z.ZodType;
  /** The success status when it is not 200. */
  status?: 201;
  query?: z.ZodType;
  /** A JSON body. */
  body?: z.ZodType;
  /** A multipart form (JSON with the same fields is accepted too); its fields are checked by the handler. */
  form?: true;
}

const route = <const S extends RouteSpec>(spec: S) => spec;

/**
 * Every call under `/api/v1`, keyed `METHOD /path` with `:name` parameters (`*`: the rest of the path) as the API
 * registers it. The web client takes its request and answer types from here; the API's registrations use the same
 * schemas (some read them from this map), and a test checks the map against the routes the server registers.
 */
export const Routes = {
  'GET /health': route({ response: HealthResponseSchema }),
  'GET /health/ready': route({ response: ReadinessResponseSchema }),

  'POST /auth/login': route({ body: LoginBodySchema, response: LoginResponseSchema }),
  'PUT /auth/token/access/renew': route({ response: RenewResponseSchema }),
  'POST /auth/logout': route({ response: EmptyMessageResponseSchema }),
  'PUT /auth/token/fcm/update': route({ body: FcmTokenBodySchema, response: EmptyDataResponseSchema }),
  'POST /user/verification/token/request': route({
    body: VerificationRequestBodySchema,
    response: VerificationRequestResponseSchema,
  }),
  'POST /user/verification/token/validate': route({
    body: VerificationValidateBodySchema,
    response: VerificationValidateResponseSchema,
  }),
  'PUT /user/:id/resetpassword': route({ body: ResetPasswordBodySchema, response: EmptyMessageResponseSchema }),
  'PUT /user/profile/update': route({ form: true, response: ProfileUpdateResponseSchema }),
  'PUT /user/becomehost': route({ response: UserEnvelopeSchema }),
  'POST /customer/register/public': route({ form: true, status: 201, response: UserEnvelopeSchema }),
  'GET /customer/view': route({ response: CustomerViewResponseSchema }),
  'PUT /customer/update': route({ body: CustomerUpdateBodySchema, response: UserEnvelopeSchema }),
  'GET /user/me': route({ response: UserEnvelopeSchema }),

  'GET /category/viewall': route({ response: CategoryListResponseSchema }),
  'GET /category/viewall/public': route({ response: CategoryListResponseSchema }),
  'GET /amenity/viewall': route({ response: AmenityListResponseSchema }),
  'GET /amenity/viewall/public': route({ response: AmenityListResponseSchema }),
  'GET /policy/viewall/public': route({ response: PolicyListResponseSchema }),
  'GET /policy/view/:id/public': route({ response: PolicyViewResponseSchema }),
  'POST /customer/contact-us': route({ form: true, response: ContactSubmittedResponseSchema }),

  'GET /location/find/places': route({ response: PlaceSuggestionsResponseSchema }),
  'GET /location/find/places/*': route({ response: PlaceSuggestionsResponseSchema }),
  'GET /location/get/address': route({ response: GeocodedAddressListResponseSchema }),
  'GET /location/get/address/*': route({ response: GeocodedAddressListResponseSchema }),
  'GET /location/get/timezone/:lat/:lng': route({ response: TimezoneResponseSchema }),

  'GET /venue/viewall/public': route({ query: VenueSearchQuerySchema, response: VenueSearchResponseSchema }),
  'GET /venue/viewall': route({ query: VenueSearchQuerySchema, response: VenueSearchResponseSchema }),
  'GET /venue/viewall/hosted': route({ response: VenueDetailListResponseSchema }),
  'GET /venue/:id/view/public': route({ response: VenueDetailResponseSchema }),
  'GET /venue/:id/view': route({ response: VenueDetailResponseSchema }),
  'POST /venue/create': route({ form: true, status: 201, response: VenueSavedResponseSchema }),
  'PUT /venue/:id/update': route({ form: true, response: VenueSavedResponseSchema }),
  'DELETE /venue/:id/delete': route({ response: EmptyMessageResponseSchema }),
  'GET /venue/favourite/viewall': route({ response: VenueCardListResponseSchema }),
  'POST /venue/favourite/add/:id': route({ response: FavouriteResponseSchema }),
  'DELETE /venue/favourite/remove/:id': route({ response: FavouriteResponseSchema }),

  'GET /venue/:id/schedule/raw/view': route({ response: ScheduleRawResponseSchema }),
  'PUT /venue/:id/schedule/raw/update': route({
    body: ScheduleUpdateBodySchema,
    response: ScheduleUpdatedResponseSchema,
  }),
  'GET /venue/:id/calendar/block/viewall': route({ query: BlockFilterQuerySchema, response: BlockListResponseSchema }),
  'POST /venue/:id/calendar/block/create': route({
    body: BlockBodySchema,
    status: 201,
    response: BlockSavedResponseSchema,
  }),
  'PUT /venue/:id/calendar/block/:blockId/update': route({ body: BlockBodySchema, response: BlockSavedResponseSchema }),
  'DELETE /venue/:id/calendar/block/:blockId/delete': route({ response: EmptyMessageResponseSchema }),

  'GET /review/:venueId/viewall': route({ response: ReviewListResponseSchema }),
  'POST /review/:venueId/create': route({
    body: ReviewBodySchema,
    status: 201,
    response: ReviewListSavedResponseSchema,
  }),
  'PUT /review/:venueId/update/:reviewId': route({ body: ReviewBodySchema, response: ReviewListSavedResponseSchema }),
  'DELETE /review/:venueId/delete/:reviewId': route({ response: ReviewListSavedResponseSchema }),

  'POST /reservation/request': route({
    body: ReservationRequestBodySchema,
    status: 201,
    response: ReservationSavedResponseSchema,
  }),
  'PUT /reservation/reschedule/:id': route({
    body: ReservationRequestBodySchema,
    response: ReservationSavedResponseSchema,
  }),
  'POST /reservation/confirm/:id': route({
    body: ReservationConfirmBodySchema,
    response: ReservationConfirmResponseSchema,
  }),
  'POST /reservation/confirm/:id/complete': route({
    body: ReservationCompleteBodySchema,
    response: ReservationResponseSchema,
  }),
  'PUT /reservation/cancell/:id': route({ response: ReservationSavedResponseSchema }),
  'GET /reservation/view/:id': route({ response: ReservationResponseSchema }),
  'GET /reservation/viewall': route({ response: ReservationListResponseSchema }),
  'GET /payment/transaction/viewall': route({ query: TransactionQuerySchema, response: TransactionListResponseSchema }),
  'POST /payment/stripe/onboarding/initiate': route({
    body: PayoutOnboardingBodySchema,
    response: PayoutOnboardingResponseSchema,
  }),
  'GET /payment/stripe/onboarding/status': route({ response: PayoutStatusResponseSchema }),
  'GET /payment/config/public': route({ response: PaymentConfigResponseSchema }),
  'POST /payment/stripe/webhook': route({ response: WebhookReceivedResponseSchema }),

  'GET /notification/viewall': route({ query: NotificationListQuerySchema, response: NotificationListResponseSchema }),
  'PUT /notification/read/all': route({ response: NotificationReadAllResponseSchema }),
  'PUT /notification/:id/read': route({ response: NotificationReadResponseSchema }),
  'GET /notification/push/key': route({ response: PushKeyResponseSchema }),
  'POST /notification/push/subscribe': route({
    body: PushSubscriptionBodySchema,
    response: PushSubscribeResponseSchema,
  }),
  'DELETE /notification/push/subscribe': route({
    body: PushUnsubscribeBodySchema,
    response: PushSubscribeResponseSchema,
  }),

  'GET /event/restricted/subscribe': route({ query: EventStreamQuerySchema, response: EventStreamResponseSchema }),
  'GET /event/restricted/subscribe/:type': route({
    query: EventStreamQuerySchema,
    response: EventStreamResponseSchema,
  }),

  'GET /admin/dashboard': route({ response: DashboardResponseSchema }),
  'GET /admin/audit': route({ query: AuditQuerySchema, response: AuditListResponseSchema }),
  'GET /admin/outbox': route({ response: OutboxListResponseSchema }),
  'GET /admin/user/viewall': route({ query: AdminUserQuerySchema, response: AdminUserListResponseSchema }),
  'GET /admin/user/:id': route({ response: AdminUserDetailResponseSchema }),
  'PUT /admin/user/:id/block': route({ body: AdminOptionalReasonBodySchema, response: AdminUserActionResponseSchema }),
  'PUT /admin/user/:id/unblock': route({
    body: AdminOptionalReasonBodySchema,
    response: AdminUserActionResponseSchema,
  }),
  'PUT /admin/user/:id/promote': route({
    body: AdminOptionalReasonBodySchema,
    response: AdminUserActionResponseSchema,
  }),
  'PUT /admin/user/:id/demote': route({ body: AdminOptionalReasonBodySchema, response: AdminUserActionResponseSchema }),
  'GET /admin/listings': route({ query: AdminListingQuerySchema, response: AdminListingListResponseSchema }),
  'GET /admin/venue/viewall': route({ query: AdminVenueQuerySchema, response: AdminVenueListResponseSchema }),
  'PUT /admin/venue/:id/approve': route({ response: VenueSavedResponseSchema }),
  'PUT /admin/venue/:id/reject': route({ body: VenueRejectBodySchema, response: VenueSavedResponseSchema }),
  'POST /admin/venue/approve': route({ body: BulkApproveBodySchema, response: BulkApproveResponseSchema }),
  'PUT /admin/venue/:id/unpublish': route({ body: AdminReasonBodySchema, response: AdminListingResponseSchema }),
  'PUT /admin/venue/:id/restore': route({ body: AdminReasonBodySchema, response: AdminListingResponseSchema }),
  'GET /admin/reservations': route({ query: AdminBookingQuerySchema, response: AdminBookingListResponseSchema }),
  'GET /admin/reservations/:id': route({ response: AdminBookingDetailResponseSchema }),
  'POST /admin/reservations/:id/cancel': route({
    body: AdminReasonBodySchema,
    response: AdminBookingCancelResponseSchema,
  }),
  'GET /admin/ledger': route({ query: LedgerQuerySchema, response: LedgerResponseSchema }),
  'GET /admin/ledger/export': route({
    query: LedgerQuerySchema,
    response: nonJsonBody('text/csv: a row per period and a totals row (decimal dollars)'),
  }),
  'GET /admin/ledger/unbalanced': route({ response: UnbalancedReservationsResponseSchema }),
  'GET /admin/category/viewall': route({ response: AdminCategoryListResponseSchema }),
  'POST /admin/category/create': route({
    body: CategoryUpsertBodySchema,
    status: 201,
    response: AdminCategorySavedResponseSchema,
  }),
  'PUT /admin/category/:id/update': route({
    body: CategoryUpsertBodySchema,
    response: AdminCategorySavedResponseSchema,
  }),
  'DELETE /admin/category/:id/delete': route({ response: AdminDeletedResponseSchema }),
  'GET /admin/amenity/viewall': route({ response: AdminAmenityListResponseSchema }),
  'POST /admin/amenity/create': route({
    body: AmenityUpsertBodySchema,
    status: 201,
    response: AdminAmenitySavedResponseSchema,
  }),
  'PUT /admin/amenity/:id/update': route({ body: AmenityUpsertBodySchema, response: AdminAmenitySavedResponseSchema }),
  'DELETE /admin/amenity/:id/delete': route({ response: AdminDeletedResponseSchema }),
  'POST /admin/policy/create': route({
    body: PolicyUpsertBodySchema,
    status: 201,
    response: PolicySavedResponseSchema,
  }),
  'PUT /admin/policy/:id/update': route({ body: PolicyUpsertBodySchema, response: PolicySavedResponseSchema }),
  'DELETE /admin/policy/:id/delete': route({ response: PolicyDeletedResponseSchema }),
  'GET /admin/contact/viewall': route({ query: ContactListQuerySchema, response: ContactListResponseSchema }),
  'PUT /admin/contact/:id/handled': route({ body: ContactHandledBodySchema, response: ContactHandledResponseSchema }),
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
