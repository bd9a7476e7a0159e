import { Messages } from '@app/contract';
import { conflict } from '../../lib/errors.ts';
import type { PaymentsService } from '../payments/payments.service.ts';
import { defineRoutes } from '../route-registry.ts';
import type { ReservationsService } from './reservations.service.ts';

export function reservationRoutes(services: { reservations: ReservationsService; payments: PaymentsService }) {
  const { reservations, payments } = services;
  return defineRoutes(
    { tags: ['reservations'] },
    {
      'POST /reservation/request': {
        summary: 'Hold hours (payment_required follows) or book a free listing',
        // The session is checked in the request's first statement (decision 023).
        deferred: true,
        handler: async ({ user, body }) => ({
          data: await reservations.request(user, body),
          message: Messages.bookingSubmitted,
        }),
      },

      'POST /reservation/quote': {
        summary: 'What a booking request would cost, line by line (nothing is held)',
        handler: async ({ body }) => ({ data: await reservations.quote(body) }),
      },

      'PUT /reservation/reschedule/:id': {
        summary: 'Move a booking to other hours',
        handler: async ({ user, params, body }) => ({
          data: await reservations.reschedule(user, params.id, body),
          message: Messages.rescheduleSubmitted,
        }),
      },

      'POST /reservation/confirm/:id': {
        summary: 'Pay what is due with a card token or payment method',
        deferred: true,
        handler: async ({ user, params, body }) => {
          const result = await reservations.confirm(user, params.id, body.source);
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
          const message = result.reservation.approval === 'pending' ? Messages.requestSent : Messages.bookingConfirmed;
          return { data: { ...result.reservation, requiresAction: false }, message };
        },
      },

      'POST /reservation/confirm/:id/complete': {
        summary: 'After 3-D Secure: apply the completed payment',
        handler: async ({ user, params, body }) => {
          await reservations.view(user, params.id);
          const outcome = await reservations.completePayment(body.paymentId, params.id);
          if (outcome.mismatch) throw conflict(Messages.paymentAmountChanged);
          if (outcome.late) throw conflict(Messages.bookingHoldExpired);
          return { data: await reservations.view(user, params.id) };
        },
      },

      'PUT /reservation/cancell/:id': {
        summary: 'Cancel a booking (sic: "cancell")',
        handler: async ({ user, params }) => ({
          data: await reservations.cancel(user, params.id),
          message: Messages.cancellationSubmitted,
        }),
      },

      'PUT /reservation/:id/accept': {
        summary: 'The host accepts a request to book: the authorised card is charged and the booking confirmed',
        handler: async ({ user, params }) => ({
          data: await reservations.accept(user, params.id),
          message: Messages.requestAccepted,
        }),
      },

      'PUT /reservation/:id/decline': {
        summary: 'The host declines a request to book, with a reason: the card authorisation is given back',
        handler: async ({ user, params, body }) => ({
          data: await reservations.decline(user, params.id, body.reason),
          message: Messages.requestDeclined,
        }),
      },

      'GET /reservation/view/:id': {
        summary: 'One booking',
        handler: async ({ user, params }) => ({ data: await reservations.view(user, params.id) }),
      },

      'GET /reservation/viewall': {
        summary: 'My bookings, newest first',
        handler: async ({ user }) => ({ data: await reservations.list(user) }),
      },

      'GET /payment/transaction/viewall': {
        tags: ['payments'],
        summary: 'All my transactions; ?type=seller: my payouts; ?type=customer: my charges and refunds',
        handler: async ({ user, query }) => ({ data: await payments.listTransactions(user, query.type) }),
      },

      'GET /admin/ledger/unbalanced': {
        tags: ['admin'],
        summary: 'Settled bookings whose ledger does not sum to zero',
        handler: async () => ({ data: await payments.unbalancedReservations() }),
      },
    },
  );
}
