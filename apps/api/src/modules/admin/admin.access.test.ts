import { describe, expect, it } from 'vitest';
import { Messages, UserStatus } from '@app/contract';
import { createTestApp } from '../../../test/app.ts';
import { bearer, createUser } from '../../../test/factories.ts';
import { categoryIdOf, createHost, createListing, listingFields } from '../../../test/venues.ts';

/** docs/product/wire-contract.md#envelope-and-errors: admin routes answer 404 to anyone not an admin; a blocked admin gets the account 403. */
describe('who may use the admin console API', async () => {
  const context = await createTestApp();
  const { app, deps } = context;
  const admin = await createUser(deps, { isAdmin: true });
  const customer = await createUser(deps);
  const host = await createHost(context);
  const blockedAdmin = await createUser(deps, { isAdmin: true, status: UserStatus.BLOCKED });
  const target = await createUser(deps);
  const promoted = await createUser(deps);
  const backyard = await categoryIdOf(context, 'backyard');
  const pending = await createListing(context, host, listingFields(backyard), { approve: false });
  const reviewed = await createListing(context, host, listingFields(backyard), { approve: false });
  const published = await createListing(context, host, listingFields(backyard));

  // In order: each admin call leaves the state the next one needs (block then unblock, promote then demote...).
  const routes: Array<{ method: 'GET' | 'PUT' | 'POST'; url: string; body?: object }> = [
    { method: 'GET', url: '/admin/user/viewall?role=host' },
    { method: 'GET', url: `/admin/user/${target.user.id}` },
    { method: 'PUT', url: `/admin/user/${target.user.id}/block`, body: { reason: 'Spam' } },
    { method: 'PUT', url: `/admin/user/${target.user.id}/unblock` },
    { method: 'PUT', url: `/admin/user/${promoted.user.id}/promote` },
    { method: 'PUT', url: `/admin/user/${promoted.user.id}/demote`, body: { reason: 'Trial over' } },
    { method: 'GET', url: '/admin/listings?state=pending&sort=oldest' },
    { method: 'POST', url: '/admin/venue/approve', body: { ids: [pending.uuid] } },
    { method: 'PUT', url: `/admin/venue/${reviewed.uuid}/reject`, body: { reason: 'Blurry photos' } },
    { method: 'PUT', url: `/admin/venue/${reviewed.uuid}/approve` },
    { method: 'PUT', url: `/admin/venue/${published.uuid}/unpublish`, body: { reason: 'Reported' } },
    { method: 'PUT', url: `/admin/venue/${published.uuid}/restore`, body: { reason: 'Checked' } },
    { method: 'GET', url: '/admin/audit?targetType=user' },
    { method: 'GET', url: '/admin/dashboard' },
  ];

  it.each(routes)('$method $url: visitor, customer, host 404; blocked admin 403; admin 2xx', async (route) => {
    const send = (headers: Record<string, string>, body?: object) =>
      app.inject({ method: route.method, url: `/api/v1${route.url}`, headers, ...(body ? { payload: body } : {}) });
    // Others are refused before their body is read: an invalid one gets the same 404.
    const invalidBody = route.method === 'GET' ? undefined : { ids: 'x', reason: 7 };
    for (const headers of [{}, bearer(customer.accessToken), host.auth]) {
      const refused = await send(headers, invalidBody);
      expect(refused.statusCode).toBe(404);
    }
    const blocked = await send(bearer(blockedAdmin.accessToken), invalidBody);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toMatchObject({ message: Messages.accountBlocked, data: { status: 2 } });
    const allowed = await send(bearer(admin.accessToken), route.body);
    expect(allowed.statusCode, allowed.body).toBeGreaterThanOrEqual(200);
    expect(allowed.statusCode, allowed.body).toBeLessThan(300);
  });
});
