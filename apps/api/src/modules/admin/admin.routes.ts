import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { UserStatus } from '@app/contract';
import type { Deps } from '../../deps.ts';
import type { Services } from '../services.ts';
import { notFound } from '../../lib/errors.ts';
import { requireAdmin } from '../accounts/access.ts';
import { createAdminService } from './admin.service.ts';

const PageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  search: z.string().trim().max(100).optional(),
});

export async function registerAdminRoutes(fastify: FastifyInstance, deps: Deps, _services: Pick<Services, 'audit'>) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const admin = createAdminService({ db: deps.db, clock: deps.clock, outbox: deps.outbox });
  const schema = { tags: ['admin'], security: [{ bearer: [] }] };
  const userIdOf = (id: string) => {
    const parsed = z.uuid().safeParse(id);
    if (!parsed.success) throw notFound('Account not found');
    return parsed.data;
  };

  app.get(
    '/admin/user/viewall',
    { schema: { ...schema, summary: 'Accounts, newest first', querystring: PageQuerySchema } },
    async (request) => {
      await requireAdmin(request);
      return admin.listUsers(request.query);
    },
  );

  for (const [action, status] of [
    ['block', UserStatus.BLOCKED],
    ['unblock', UserStatus.ACTIVE],
  ] as const) {
    app.put(
      `/admin/user/:id/${action}`,
      {
        schema: {
          ...schema,
          summary: `${action === 'block' ? 'Block' : 'Unblock'} an account`,
          params: z.object({ id: z.string() }),
        },
      },
      async (request) => {
        const actor = await requireAdmin(request);
        const data = await admin.setUserStatus(actor.id, userIdOf(request.params.id), status);
        return { data, message: action === 'block' ? 'Account blocked' : 'Account unblocked' };
      },
    );
  }

  app.get(
    '/admin/outbox',
    {
      schema: {
        ...schema,
        summary: 'Messages written to the development outbox',
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(500).default(100) }),
      },
    },
    async (request) => {
      await requireAdmin(request);
      return { data: await admin.listOutbox(request.query.limit) };
    },
  );
}
