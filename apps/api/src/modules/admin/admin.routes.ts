import { AdminMessages } from '@app/contract';
import type { Services } from '../services.ts';
import { defineRoutes, type RouteEntry } from '../route-registry.ts';

type UserAction = 'block' | 'unblock' | 'promote' | 'demote';

// Ids are checked by the service so a malformed one is a 404 like an unknown one, not a 400.
export function adminRoutes(services: Pick<Services, 'admin' | 'audit'>) {
  const { admin } = services;
  const userAction = (
    action: UserAction,
    summary: string,
    message: string,
  ): RouteEntry<`PUT /admin/user/:id/${UserAction}`> => ({
    summary,
    handler: async ({ user, params, body }) => ({
      data: await admin[action](user.id, params.id, body?.reason),
      message,
    }),
  });

  return defineRoutes(
    { tags: ['admin'] },
    {
      'GET /admin/user/viewall': {
        summary: 'Accounts by name, email, phone, role and status, newest first',
        handler: async ({ query }) => admin.listUsers(query),
      },

      'GET /admin/user/:id': {
        summary: 'One account with its newest listings and bookings',
        handler: async ({ params }) => ({ data: await admin.userDetail(params.id) }),
      },

      'PUT /admin/user/:id/block': userAction(
        'block',
        'Block an account (its sessions end at once)',
        'Account blocked',
      ),
      'PUT /admin/user/:id/unblock': userAction('unblock', 'Unblock an account', 'Account unblocked'),
      'PUT /admin/user/:id/promote': userAction('promote', 'Make an account an admin', AdminMessages.promoted),
      'PUT /admin/user/:id/demote': userAction('demote', "Remove an account's admin role", AdminMessages.demoted),

      'GET /admin/audit': {
        summary: 'The audit log of admin actions, newest first',
        handler: async ({ query }) => services.audit.list(query),
      },

      'GET /admin/dashboard': {
        summary: 'Pending work and the last 7 and 30 days in figures',
        handler: async () => ({ data: await admin.dashboard() }),
      },

      'GET /admin/outbox': {
        summary: 'Messages written to the development outbox',
        handler: async ({ query }) => ({ data: await admin.listOutbox(query.limit) }),
      },
    },
  );
}
