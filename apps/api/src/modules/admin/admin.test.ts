import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { Messages } from '@app/contract';
import { createTestApp } from '../../../test/app.ts';
import { latestCode, login, registerVerifiedUser } from '../../../test/accounts.ts';
import { loadConfig } from '../../config.ts';
import { queryRows } from '../../db/client.ts';
import { DEMO_EXTRA_HOSTS } from '../../seed/demo/listings.ts';
import { DEMO_ACCOUNTS, seedOnBoot } from '../../seed/seed.ts';
import { ensureAdmin } from './admin.service.ts';

describe('admin bootstrap, demo accounts and account blocking', async () => {
  const context = await createTestApp();
  const { app, deps } = context;

  it('seeds the demo admin, host and customer on an empty database, all verified and able to log in', async () => {
    const config = loadConfig({
      DATA_DIR: context.dataDir,
      DEMO_DATA: 'true',
      ADMIN_EMAIL: 'ops@example.com',
      ADMIN_PASSWORD: 'Ops-Console-2026',
    });
    await seedOnBoot({ db: deps.db, database: deps.database, config, log: deps.log, storage: deps.storage });
    await seedOnBoot({ db: deps.db, database: deps.database, config, log: deps.log, storage: deps.storage });
    const admin = await login(context, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
    const host = await login(context, DEMO_ACCOUNTS.host.email, DEMO_ACCOUNTS.host.password);
    const customer = await login(context, DEMO_ACCOUNTS.customer.phone, DEMO_ACCOUNTS.customer.password);
    const ops = await login(context, 'ops@example.com', 'Ops-Console-2026');
    expect(host.user).toMatchObject({ host: true, emailVerified: true, phoneVerified: true });
    expect(customer.user).toMatchObject({ host: false, emailVerified: true, phoneVerified: true });
    expect(admin.user).toMatchObject({ emailVerified: true });
    expect((ops.user as { admin?: boolean }).admin).toBe(true);
    const [count] = await queryRows<{ n: number }>(deps.db, sql`select count(*)::int as n from users`);
    // admin, host, customer, ops and the extra demo hosts that own some demo listings.
    // admin, host, customer, ops + the extra demo hosts + 5 demo reviewers
    expect(count!.n).toBe(4 + Object.keys(DEMO_EXTRA_HOSTS).length + 5);
  });

  it('promotes an existing account and refuses weak admin passwords', async () => {
    const { fields } = await registerVerifiedUser(context);
    const result = await ensureAdmin(deps.db, {
      email: fields.email,
      password: 'Ops-Console-2027',
      resetPassword: true,
    });
    expect(result.created).toBe(false);
    expect((await login(context, fields.email, 'Ops-Console-2027')).user).toMatchObject({ admin: true });
    await expect(
      ensureAdmin(deps.db, { email: 'weak@example.com', password: 'short', resetPassword: true }),
    ).rejects.toThrow();
  });

  it('lets an admin block an account: its tokens answer 403 at once and renewals stop; unblock restores login', async () => {
    const admin = await login(context, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
    const adminAuth = { authorization: `Bearer ${admin.tokens.access.value}` };
    const target = await registerVerifiedUser(context);
    const blocked = await app.inject({
      method: 'PUT',
      url: `/api/v1/admin/user/${target.user.uuid}/block`,
      headers: adminAuth,
    });
    expect(blocked.statusCode).toBe(200);
    const denied = await app.inject({ method: 'GET', url: '/api/v1/customer/view', headers: target.auth });
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toMatchObject({ message: Messages.accountBlocked, data: { status: 2 } });
    const renew = await app.inject({
      method: 'PUT',
      url: '/api/v1/auth/token/access/renew',
      headers: { authorization: `Bearer ${target.tokens.refresh.value}` },
    });
    expect(renew.statusCode).toBe(401);
    await app.inject({ method: 'PUT', url: `/api/v1/admin/user/${target.user.uuid}/unblock`, headers: adminAuth });
    expect((await login(context, target.fields.email)).user.uuid).toBe(target.user.uuid);
    const list = await app.inject({
      method: 'GET',
      url: `/api/v1/admin/user/viewall?search=${encodeURIComponent(target.fields.email)}`,
      headers: adminAuth,
    });
    expect(list.json()).toMatchObject({ count: 1, data: [{ uuid: target.user.uuid, status: 1 }] });
    const outbox = await app.inject({ method: 'GET', url: '/api/v1/admin/outbox?limit=5', headers: adminAuth });
    expect(outbox.statusCode).toBe(200);
    expect(outbox.json().data.length).toBeGreaterThan(0);
    // One-time codes are masked for admins: the newest code sent is nowhere in the answer.
    const sentCode = await latestCode(context, target.fields.email);
    const withCodes = (
      await app.inject({ method: 'GET', url: '/api/v1/admin/outbox?limit=50', headers: adminAuth })
    ).json().data as Array<Record<string, unknown>>;
    const codeMails = withCodes.filter((entry) => entry.codeMasked === true);
    expect(codeMails.length).toBeGreaterThan(0);
    expect(JSON.stringify(withCodes)).not.toContain(sentCode);
    expect(codeMails.every((entry) => entry.code === undefined && String(entry.text).includes('••••••'))).toBe(true);
  });

  it('hides admin routes from everyone else with 404', async () => {
    const customer = await registerVerifiedUser(context);
    for (const headers of [{}, customer.auth]) {
      for (const [method, url] of [
        ['GET', '/api/v1/admin/user/viewall'],
        ['PUT', `/api/v1/admin/user/${customer.user.uuid}/block`],
        ['GET', '/api/v1/admin/outbox'],
      ] as const) {
        expect((await app.inject({ method, url, headers })).statusCode).toBe(404);
      }
    }
    const admin = await login(context, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
    const bad = await app.inject({
      method: 'PUT',
      url: '/api/v1/admin/user/not-a-uuid/block',
      headers: { authorization: `Bearer ${admin.tokens.access.value}` },
    });
    expect(bad.statusCode).toBe(404);
  });
});

describe('deferred demo seeding (the server listens first)', async () => {
  const context = await createTestApp();
  const { deps } = context;

  it('seeds reference data at once and demo content only when the returned step runs', async () => {
    const config = loadConfig({ DATA_DIR: context.dataDir, DEMO_DATA: 'true' });
    const seedDemo = await seedOnBoot(
      { db: deps.db, database: deps.database, config, log: deps.log, storage: deps.storage },
      { deferDemo: true },
    );
    const counts = async () =>
      (
        await queryRows<{ users: number; venues: number; categories: number }>(
          deps.db,
          sql`select (select count(*)::int from users) as users, (select count(*)::int from venues) as venues, (select count(*)::int from categories) as categories`,
        )
      )[0]!;
    expect(await counts()).toEqual({ users: 0, venues: 0, categories: 8 });
    await seedDemo();
    const after = await counts();
    expect(after.venues).toBeGreaterThanOrEqual(32);
    expect(after.users).toBeGreaterThan(3);
  });
});
