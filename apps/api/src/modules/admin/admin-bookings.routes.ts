import { AdminMessages } from '@app/contract';
import type { Services } from '../services.ts';
import { defineRoutes } from '../route-registry.ts';
import { ledgerCsv } from './admin-bookings.service.ts';

/** The admin console's bookings (search, detail, cancel with a full refund) and money (ledger, CSV export). */
export function adminBookingRoutes(services: Pick<Services, 'adminBookings'>) {
  const bookings = services.adminBookings;

  // Ids are checked by the service so a malformed one is a 404 like an unknown one.
  return defineRoutes(
    { tags: ['admin'] },
    {
      'GET /admin/reservations': {
        summary: 'Bookings by listing, customer, dates and status; newest start first',
        handler: async ({ query }) => bookings.search(query),
      },

      'GET /admin/reservations/:id': {
        summary: 'One booking with its transactions, oldest first',
        handler: async ({ params }) => ({ data: await bookings.detail(params.id) }),
      },

      'POST /admin/reservations/:id/cancel': {
        summary: 'Cancel a booking with a full refund and a recorded reason',
        handler: async ({ user, params, body }) => ({
          data: await bookings.cancel(user, params.id, body.reason),
          message: AdminMessages.bookingCancelledByAdmin,
        }),
      },

      'GET /admin/ledger': {
        summary: 'Money by UTC day or month with totals and the ledger check',
        handler: async ({ query }) => ({ data: await bookings.ledger(query) }),
      },

      'GET /admin/ledger/export': {
        summary: 'The ledger as CSV (decimal dollars): a row per period and a totals row',
        produces: ['text/csv'],
        handler: async ({ query, reply }) => {
          const ledger = await bookings.ledger(query);
          return reply
            .header('content-type', 'text/csv; charset=utf-8')
            .header(
              'content-disposition',
              `attachment; filename="ledger-${ledger.period}-${ledger.from}-${ledger.to}.csv"`,
            )
            .send(ledgerCsv(ledger));
        },
      },
    },
  );
}
