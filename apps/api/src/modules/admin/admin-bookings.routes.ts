import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminBookingCancelResponseSchema,
  AdminBookingDetailResponseSchema,
  AdminBookingListResponseSchema,
  AdminBookingQuerySchema,
  AdminMessages,
  AdminReasonBodySchema,
  LedgerQuerySchema,
  LedgerResponseSchema,
} from '@app/contract';
import type { Services } from '../services.ts';
import { requireAdmin, adminOnly } from '../accounts/access.ts';
import { ledgerCsv } from './admin-bookings.service.ts';

// Ids are checked by the service so a malformed one is a 404 like an unknown one.
const IdParamsSchema = z.object({ id: z.string() });

const schema = { tags: ['admin'], security: [{ bearer: [] }] };

/** The admin console's bookings (search, detail, cancel with a full refund) and money (ledger, CSV export). */
export async function registerAdminBookingRoutes(fastify: FastifyInstance, services: Pick<Services, 'adminBookings'>) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const bookings = services.adminBookings;

  app.get(
    '/admin/reservations',
    {
      onRequest: adminOnly,
      schema: {
        ...schema,
        summary: 'Bookings by listing, customer, dates and status; newest start first',
        querystring: AdminBookingQuerySchema,
        response: { 200: AdminBookingListResponseSchema },
      },
    },
    async (request) => bookings.search(request.query),
  );

  app.get(
    '/admin/reservations/:id',
    {
      onRequest: adminOnly,
      schema: {
        ...schema,
        summary: 'One booking with its transactions, oldest first',
        params: IdParamsSchema,
        response: { 200: AdminBookingDetailResponseSchema },
      },
    },
    async (request) => ({ data: await bookings.detail(request.params.id) }),
  );

  app.post(
    '/admin/reservations/:id/cancel',
    {
      onRequest: adminOnly,
      schema: {
        ...schema,
        summary: 'Cancel a booking with a full refund and a recorded reason',
        params: IdParamsSchema,
        body: AdminReasonBodySchema,
        response: { 200: AdminBookingCancelResponseSchema },
      },
    },
    async (request) => {
      const admin = await requireAdmin(request);
      const data = await bookings.cancel(admin, request.params.id, request.body.reason);
      return { data, message: AdminMessages.bookingCancelledByAdmin };
    },
  );

  app.get(
    '/admin/ledger',
    {
      onRequest: adminOnly,
      schema: {
        ...schema,
        summary: 'Money by UTC day or month with totals and the ledger check',
        querystring: LedgerQuerySchema,
        response: { 200: LedgerResponseSchema },
      },
    },
    async (request) => ({ data: await bookings.ledger(request.query) }),
  );

  app.get(
    '/admin/ledger/export',
    {
      onRequest: adminOnly,
      schema: {
        ...schema,
        summary: 'The ledger as CSV (decimal dollars): a row per period and a totals row',
        querystring: LedgerQuerySchema,
        produces: ['text/csv'],
        response: { 200: z.string() },
      },
    },
    async (request, reply) => {
      const ledger = await bookings.ledger(request.query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="ledger-${ledger.period}-${ledger.from}-${ledger.to}.csv"`)
        .send(ledgerCsv(ledger));
    },
  );
}
