import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminMessages,
  AdminOptionalReasonBodySchema,
  AdminUserActionResponseSchema,
  AdminUserDetailResponseSchema,
  AdminUserListResponseSchema,
  AdminUserQuerySchema,
  AuditListResponseSchema,
  AuditQuerySchema,
  DashboardResponseSchema,
  OutboxListResponseSchema,
} from '@app/contract';
import type { Services } from '../services.ts';
import { adminOnly, requireAdmin } from '../accounts/access.ts';

// Ids are checked by the service so a malformed one is a 404 like an unknown one, not a 400.
const IdParamsSchema = z.object({ id: z.string() });

const userActions = [
  { action: 'block', summary: 'Block an account (its sessions end at once)', message: 'Account blocked' },
  { action: 'unblock', summary: 'Unblock an account', message: 'Account unblocked' },
  { action: 'promote', summary: 'Make an account an admin', message: AdminMessages.promoted },
  { action: 'demote', summary: "Remove an account's admin role", message: AdminMessages.demoted },
] as const;

export async function registerAdminRoutes(fastify: FastifyInstance, services: Pick<Services, 'admin' | 'audit'>) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { admin } = services;
  const schema = { tags: ['admin'], security: [{ bearer: [] }] };

  app.get(
    '/admin/user/viewall',
    {
      schema: {
        ...schema,
        summary: 'Accounts by name, email, phone, role and status, newest first',
        querystring: AdminUserQuerySchema,
        response: { 200: AdminUserListResponseSchema },
      },
    },
    async (request) => {
      await requireAdmin(request);
      return admin.listUsers(request.query);
    },
  );

  app.get(
    '/admin/user/:id',
    {
      schema: {
        ...schema,
        summary: 'One account with its newest listings and bookings',
        params: IdParamsSchema,
        response: { 200: AdminUserDetailResponseSchema },
      },
    },
    async (request) => {
      await requireAdmin(request);
      return { data: await admin.userDetail(request.params.id) };
    },
  );

  for (const { action, summary, message } of userActions) {
    app.put(
      `/admin/user/:id/${action}`,
      {
        onRequest: adminOnly,
        schema: {
          ...schema,
          summary,
          params: IdParamsSchema,
          body: AdminOptionalReasonBodySchema.nullish(),
          response: { 200: AdminUserActionResponseSchema },
        },
      },
      async (request) => {
        const actor = await requireAdmin(request);
        return { data: await admin[action](actor.id, request.params.id, request.body?.reason), message };
      },
    );
  }

  app.get(
    '/admin/audit',
    {
      schema: {
        ...schema,
        summary: 'The audit log of admin actions, newest first',
        querystring: AuditQuerySchema,
        response: { 200: AuditListResponseSchema },
      },
    },
    async (request) => {
      await requireAdmin(request);
      return services.audit.list(request.query);
    },
  );

  app.get(
    '/admin/dashboard',
    {
      schema: {
        ...schema,
        summary: 'Pending work and the last 7 and 30 days in figures',
        response: { 200: DashboardResponseSchema },
      },
    },
    async (request) => {
      await requireAdmin(request);
      return { data: await admin.dashboard() };
    },
  );

  app.get(
    '/admin/outbox',
    {
      schema: {
        ...schema,
        summary: 'Messages written to the development outbox',
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(500).default(100) }),
        response: { 200: OutboxListResponseSchema },
      },
    },
    async (request) => {
      await requireAdmin(request);
      return { data: await admin.listOutbox(request.query.limit) };
    },
  );
}
