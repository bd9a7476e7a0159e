import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  Messages,
  ReservationConfirmBodySchema,
  ReservationCompleteBodySchema,
  ReservationConfirmResponseSchema,
  ReservationListResponseSchema,
  ReservationRequestBodySchema,
  ReservationResponseSchema,
  ReservationSavedResponseSchema,
  TransactionListResponseSchema,
  TransactionQuerySchema,
  UnbalancedReservationsResponseSchema,
} from '@app/contract';
import { parseWith } from '../../lib/http.ts';
import { conflict, unauthorized } from '../../lib/errors.ts';
import { deferVerified, requireAdmin, requireVerified, type VerifiedAccess } from '../accounts/access.ts';
import type { PaymentsService } from '../payments/payments.service.ts';
import type { ReservationsService } from './reservations.service.ts';

const IdParams = z.object({ id: z.string() });

export async function registerReservationRoutes(
  fastify: FastifyInstance,
  services: { reservations: ReservationsService; payments: PaymentsService },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { reservations, payments } = services;
  const schema = { tags: ['reservations'], security: [{ bearer: [] }] };
  /** Input that fails to parse is refused only after the session check, as `requireBooker` would have ordered them. */
  const parsedAfterAccess = async <T>(booker: VerifiedAccess, parse: () => T): Promise<T> => {
    try {
      return parse();
    } catch (error) {
      await booker.settleNow();
      throw error;
    }
  };
  /** Booking calls answer a visitor with the spec's own message. */
  const requireBooker = async (request: Parameters<typeof requireVerified>[0]) => {
    if (!(await request.server.authenticate(request))) throw unauthorized(Messages.loginRequiredBooking);
    return requireVerified(request);
  };

  app.post(
    '/reservation/request',
    {
      schema: {
        ...schema,
        summary: 'Hold hours (payment_required follows) or book a free listing',
        response: { 201: ReservationSavedResponseSchema },
      },
    },
    async (request, reply) => {
      // The session is checked in the request's first statement (decision 023); bad input still answers 401 first.
      const booker = await deferVerified(request, Messages.loginRequiredBooking);
      const body = await parsedAfterAccess(booker, () => parseWith(ReservationRequestBodySchema, request.body ?? {}));
      return reply
        .code(201)
        .send({ data: await reservations.request(booker, body), message: Messages.bookingSubmitted });
    },
  );

  app.put(
    '/reservation/reschedule/:id',
    {
      schema: {
        ...schema,
        summary: 'Move a booking to other hours',
        params: IdParams,
        response: { 200: ReservationSavedResponseSchema },
      },
    },
    async (request) => {
      const user = await requireBooker(request);
      const body = parseWith(ReservationRequestBodySchema, request.body ?? {});
      return {
        data: await reservations.reschedule(user, request.params.id, body),
        message: Messages.rescheduleSubmitted,
      };
    },
  );

  app.post(
    '/reservation/confirm/:id',
    {
      schema: {
        ...schema,
        summary: 'Pay what is due with a card token or payment method',
        params: IdParams,
        response: { 200: ReservationConfirmResponseSchema },
      },
    },
    async (request) => {
      const booker = await deferVerified(request, Messages.loginRequiredBooking);
      const body = await parsedAfterAccess(booker, () => parseWith(ReservationConfirmBodySchema, request.body ?? {}));
      const result = await reservations.confirm(booker, request.params.id, body.source);
      if (result.requiresAction) {
        return {
          data: {
            ...result.reservation,
            requiresAction: true,
            clientSecret: result.clientSecret,
            paymentId: result.paymentId,
            redirectUrl: result.redirectUrl,
          },
        };
      }
      return { data: { ...result.reservation, requiresAction: false }, message: Messages.bookingConfirmed };
    },
  );

  app.post(
    '/reservation/confirm/:id/complete',
    {
      schema: {
        ...schema,
        summary: 'After 3-D Secure: apply the completed payment',
        params: IdParams,
        body: ReservationCompleteBodySchema,
        response: { 200: ReservationResponseSchema },
      },
    },
    async (request) => {
      const user = await requireBooker(request);
      await reservations.view(user, request.params.id);
      const outcome = await reservations.completePayment(request.body.paymentId, request.params.id);
      if (outcome.mismatch) throw conflict(Messages.paymentAmountChanged);
      if (outcome.late) throw conflict(Messages.bookingHoldExpired);
      return { data: await reservations.view(user, request.params.id) };
    },
  );

  app.put(
    '/reservation/cancell/:id',
    {
      schema: {
        ...schema,
        summary: 'Cancel a booking (sic: "cancell")',
        params: IdParams,
        response: { 200: ReservationSavedResponseSchema },
      },
    },
    async (request) => {
      const user = await requireVerified(request);
      return { data: await reservations.cancel(user, request.params.id), message: Messages.cancellationSubmitted };
    },
  );

  app.get(
    '/reservation/view/:id',
    { schema: { ...schema, summary: 'One booking', params: IdParams, response: { 200: ReservationResponseSchema } } },
    async (request) => {
      return { data: await reservations.view(await requireVerified(request), request.params.id) };
    },
  );

  app.get(
    '/reservation/viewall',
    {
      schema: { ...schema, summary: 'My bookings, newest first', response: { 200: ReservationListResponseSchema } },
    },
    async (request) => {
      return { data: await reservations.list(await requireVerified(request)) };
    },
  );

  app.get(
    '/payment/transaction/viewall',
    {
      schema: {
        ...schema,
        tags: ['payments'],
        summary: 'All my transactions; ?type=seller: my payouts; ?type=customer: my charges and refunds',
        querystring: TransactionQuerySchema,
        response: { 200: TransactionListResponseSchema },
      },
    },
    async (request) => {
      const user = await requireVerified(request);
      return { data: await payments.listTransactions(user, request.query.type) };
    },
  );

  app.get(
    '/admin/ledger/unbalanced',
    {
      schema: {
        ...schema,
        tags: ['admin'],
        summary: 'Settled bookings whose ledger does not sum to zero',
        response: { 200: UnbalancedReservationsResponseSchema },
      },
    },
    async (request) => {
      await requireAdmin(request);
      return { data: await payments.unbalancedReservations() };
    },
  );
}
