import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AdminMessages, Messages, UserStatus, type AdminUser } from '@app/contract';
import { createTestApp, type TestContext } from '../../../test/app.ts';
import {
  bookableVenue,
  createCustomer,
  dateIn,
  paidBooking,
  requestBooking,
  bookingBody,
} from '../../../test/bookings.ts';
import { bearer, createUser } from '../../../test/factories.ts';
import { categoryIdOf, createHost, createListing, listingFields } from '../../../test/venues.ts';
import { queryRows } from '../../db/client.ts';
import { createAuditService } from '../audit/audit.service.ts';
import { createAdminService } from './admin.service.ts';

const clientOf = (context: TestContext) => (method: 'GET' | 'PUT', url: string, headers: object, payload?: object) =>
  context.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: headers as Record<string, string>,
    ...(payload ? { payload } : {}),
  });

const auditRows = (context: TestContext, targetId: string) =>
  queryRows<{ action: string; actor_id: string; target_label: string; reason: string | null; details: object }>(
    context.deps.db,
    sql`select action, actor_id, target_label, reason, details from audit_log where target_id = ${targetId}
      order by created_at, id`,
  );

describe('people: search, detail, block, unblock, promote, demote', async () => {
  const context = await createTestApp();
  const { deps } = context;
  const call = clientOf(context);
  const admin = await createUser(deps, { isAdmin: true, displayName: 'Ada Admin' });
  const adminAuth = bearer(admin.accessToken);
  const act = (id: string, action: string, payload?: object) =>
    call('PUT', `/admin/user/${id}/${action}`, adminAuth, payload);

  it('searches by name, email or phone and filters by role and status, newest first, with listing and booking counts', async () => {
    const tag = `Sable${crypto.randomInt(1e6)}`;
    const host = await createHost(context, { displayName: `${tag} Host` });
    const customer = await createCustomer(context, { displayName: `${tag} Customer`, phone: '+15550001234' });
    const blocked = await createUser(deps, { displayName: `${tag} Blocked`, status: UserStatus.BLOCKED });
    const otherAdmin = await createUser(deps, { displayName: `${tag} Admin`, isAdmin: true });
    const backyard = await categoryIdOf(context, 'backyard');
    const venue = await bookableVenue(context, host);
    await createListing(context, host, listingFields(backyard), { approve: false });
    const gone = await createListing(context, host, listingFields(backyard));
    await deps.db.execute(sql`update venues set deleted_at = now() where id = ${gone.uuid}`);
    await paidBooking(context, customer.auth, venue.uuid, dateIn(context, 3));
    context.clock.advance(60_000);
    await requestBooking(context, customer.auth, bookingBody(venue.uuid, dateIn(context, 4)));

    const list = async (query: string) => {
      const response = await call('GET', `/admin/user/viewall?${query}`, adminAuth);
      expect(response.statusCode).toBe(200);
      return response.json() as { data: AdminUser[]; count: number };
    };
    const all = await list(`search=${tag}`);
    expect(all.count).toBe(4);
    expect(all.data.map((user) => user.uuid)).toEqual(
      [host.user.id, customer.user.id, blocked.user.id, otherAdmin.user.id].reverse(),
    );
    expect(all.data.find((user) => user.uuid === host.user.id)).toMatchObject({
      displayName: `${tag} Host`,
      host: true,
      admin: false,
      status: 1,
      emailVerified: true,
      phoneVerified: true,
      listingCount: 2,
      bookingCount: 0,
    });
    expect(all.data.find((user) => user.uuid === customer.user.id)).toMatchObject({
      phone: '+15550001234',
      listingCount: 0,
      bookingCount: 2,
    });
    const ids = (page: { data: AdminUser[] }) => page.data.map((user) => user.uuid);
    expect(ids(await list(`search=${tag}&role=admin`))).toEqual([otherAdmin.user.id]);
    expect(ids(await list(`search=${tag}&role=host`))).toEqual([host.user.id]);
    expect(ids(await list(`search=${tag}&role=customer`))).toEqual([blocked.user.id, customer.user.id]);
    expect(ids(await list(`search=${tag}&status=2`))).toEqual([blocked.user.id]);
    expect(ids(await list(`search=${encodeURIComponent(customer.user.email.toUpperCase())}`))).toEqual([
      customer.user.id,
    ]);
    expect(ids(await list('search=5550001234'))).toEqual([customer.user.id]);
    expect(await list(`search=${tag}&limit=3&page=2`)).toMatchObject({ count: 4, data: [{ uuid: host.user.id }] });
    expect((await call('GET', '/admin/user/viewall?role=owner', adminAuth)).statusCode).toBe(400);

    const detail = await call('GET', `/admin/user/${host.user.id}`, adminAuth);
    expect(detail.statusCode).toBe(200);
    const hostDetail = detail.json().data;
    expect(hostDetail).toMatchObject({ uuid: host.user.id, listingCount: 2, bookings: [] });
    expect(hostDetail.listings.map((listing: { state: string }) => listing.state)).toEqual(['pending', 'approved']);
    const customerDetail = (await call('GET', `/admin/user/${customer.user.id}`, adminAuth)).json().data;
    expect(customerDetail.bookings).toHaveLength(2);
    expect(customerDetail.bookings[1]).toMatchObject({ venueId: venue.uuid, status: 2, amountCents: 4000 });
    expect(customerDetail.bookings[0]).toMatchObject({ venueId: venue.uuid, status: 1 });
    for (const id of ['not-a-uuid', crypto.randomUUID()]) {
      const missing = await call('GET', `/admin/user/${id}`, adminAuth);
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe('Account not found');
    }
  });

  it('blocks with a reason: sessions end at once, the audit log says who and why; unblock lets the person log in again', async () => {
    const target = await createCustomer(context);
    const blocked = await act(target.user.id, 'block', { reason: 'Chargeback fraud' });
    expect(blocked.statusCode).toBe(200);
    expect(blocked.json()).toMatchObject({
      message: 'Account blocked',
      data: { uuid: target.user.id, email: target.user.email, status: 2, listingCount: 0, bookingCount: 0 },
    });
    const denied = await call('GET', '/customer/view', target.auth);
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toMatchObject({ message: Messages.accountBlocked, data: { status: 2 } });
    const [live] = await queryRows<{ n: number }>(
      deps.db,
      sql`select count(*)::int as n from refresh_tokens where user_id = ${target.user.id} and revoked_at is null`,
    );
    expect(live!.n).toBe(0);

    const unblocked = await act(target.user.id, 'unblock');
    expect(unblocked.json()).toMatchObject({ message: 'Account unblocked', data: { status: 1 } });
    // The old session stays ended: the person logs in again.
    expect((await call('GET', '/customer/view', target.auth)).statusCode).toBe(401);
    // Unblocking an active account changes nothing and records nothing.
    expect((await act(target.user.id, 'unblock')).json()).toMatchObject({ data: { status: 1 } });
    expect(await auditRows(context, target.user.id)).toEqual([
      {
        action: 'user.block',
        actor_id: admin.user.id,
        target_label: target.user.email,
        reason: 'Chargeback fraud',
        details: { from: 'active', to: 'blocked' },
      },
      {
        action: 'user.unblock',
        actor_id: admin.user.id,
        target_label: target.user.email,
        reason: null,
        details: { from: 'blocked', to: 'active' },
      },
    ]);
  });

  it('refuses to block yourself or an unknown account', async () => {
    const self = await act(admin.user.id, 'block', { reason: 'oops' });
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe(AdminMessages.cannotBlockSelf);
    for (const id of ['not-a-uuid', crypto.randomUUID()]) {
      const missing = await act(id, 'block');
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe('Account not found');
    }
    expect(await auditRows(context, admin.user.id)).toEqual([]);
  });

  it('promotes an active account to admin and demotes it again, with the rules and messages', async () => {
    const host = await createHost(context);
    const promoted = await act(host.user.id, 'promote', { reason: 'New support lead' });
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json()).toMatchObject({ message: AdminMessages.promoted, data: { admin: true, host: true } });
    expect((await call('GET', '/admin/dashboard', host.auth)).statusCode).toBe(200);
    const again = await act(host.user.id, 'promote');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(AdminMessages.alreadyAdmin);

    const demoted = await act(host.user.id, 'demote', { reason: 'Left the team' });
    expect(demoted.json()).toMatchObject({ message: AdminMessages.demoted, data: { admin: false } });
    expect((await call('GET', '/admin/dashboard', host.auth)).statusCode).toBe(404);
    const notAdmin = await act(host.user.id, 'demote');
    expect(notAdmin.statusCode).toBe(409);
    expect(notAdmin.json().message).toBe(AdminMessages.notAdmin);
    expect((await auditRows(context, host.user.id)).map((row) => [row.action, row.reason, row.details])).toEqual([
      ['user.promote', 'New support lead', { from: 'host', to: 'admin' }],
      ['user.demote', 'Left the team', { from: 'admin', to: 'host' }],
    ]);

    const blocked = await createUser(deps, { status: UserStatus.BLOCKED });
    const refused = await act(blocked.user.id, 'promote');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(AdminMessages.promoteBlocked);
    const self = await act(admin.user.id, 'demote');
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe(AdminMessages.cannotDemoteSelf);
    expect(await auditRows(context, blocked.user.id)).toEqual([]);
  });

  it('rolls the action back when its audit row cannot be written', async () => {
    const target = await createCustomer(context);
    await deps.db.execute(sql`create function fail_audit() returns trigger language plpgsql as $$
      begin raise exception 'simulated failure'; end $$`);
    await deps.db.execute(sql`create trigger fail_audit before insert on audit_log
      for each row execute function fail_audit()`);
    try {
      expect((await act(target.user.id, 'block')).statusCode).toBe(500);
    } finally {
      await deps.db.execute(sql`drop trigger fail_audit on audit_log`);
      await deps.db.execute(sql`drop function fail_audit`);
    }
    expect((await call('GET', '/customer/view', target.auth)).statusCode).toBe(200);
  });
});

describe('the last active admin', async () => {
  const context = await createTestApp();
  const { deps } = context;
  const call = clientOf(context);
  const first = await createUser(deps, { isAdmin: true, displayName: 'First Admin' });
  const second = await createUser(deps, { isAdmin: true, displayName: 'Second Admin' });
  const admins = [
    { id: first.user.id, auth: bearer(first.accessToken) },
    { id: second.user.id, auth: bearer(second.accessToken) },
  ];
  const activeAdmins = async () =>
    (await queryRows<{ id: string }>(deps.db, sql`select id from users where is_admin and status = 1 order by id`)).map(
      (row) => row.id,
    );

  it('two admins blocking each other at once leave exactly one; the survivor cannot block or demote themselves', async () => {
    const [one, two] = await Promise.all([
      call('PUT', `/admin/user/${second.user.id}/block`, admins[0]!.auth),
      call('PUT', `/admin/user/${first.user.id}/block`, admins[1]!.auth),
    ]);
    const outcomes = [one!, two!].map((response) => ({
      status: response.statusCode,
      message: response.json().message,
    }));
    expect(outcomes.filter((outcome) => outcome.status === 200)).toHaveLength(1);
    // The loser either waited for the winner's lock (409) or was already blocked when it arrived (403).
    const loser = outcomes.find((outcome) => outcome.status !== 200)!;
    expect([
      { status: 409, message: AdminMessages.cannotBlockLastAdmin },
      { status: 403, message: Messages.accountBlocked },
    ]).toContainEqual(loser);
    const survivors = await activeAdmins();
    expect(survivors).toHaveLength(1);
    const survivor = admins.find((admin) => admin.id === survivors[0])!;

    const block = await call('PUT', `/admin/user/${survivor.id}/block`, survivor.auth);
    expect(block.statusCode).toBe(400);
    expect(block.json().message).toBe(AdminMessages.cannotBlockSelf);
    const demote = await call('PUT', `/admin/user/${survivor.id}/demote`, survivor.auth);
    expect(demote.statusCode).toBe(400);
    expect(demote.json().message).toBe(AdminMessages.cannotDemoteSelf);
    const [audit] = await queryRows<{ n: number }>(deps.db, sql`select count(*)::int as n from audit_log`);
    expect(audit!.n).toBe(1);
  });

  it('refuses to block or demote the last active admin when the deciding admin lost their own rights meanwhile', async () => {
    // What the losing request of a race does once it holds the locks: its actor is no longer an active admin.
    const survivor = (await activeAdmins())[0]!;
    const loser = admins.find((admin) => admin.id !== survivor)!;
    const service = createAdminService({
      db: deps.db,
      clock: deps.clock,
      outbox: deps.outbox,
      audit: createAuditService({ db: deps.db }),
      venues: { listForAdmin: async () => ({ data: [], count: 0 }), countPendingApprovals: async () => 0 },
      endLiveStreams: async () => undefined,
    });
    await expect(service.block(loser.id, survivor)).rejects.toMatchObject({
      code: 'CONFLICT',
      message: AdminMessages.cannotBlockLastAdmin,
    });
    await expect(service.demote(loser.id, survivor)).rejects.toMatchObject({
      code: 'CONFLICT',
      message: AdminMessages.cannotDemoteLastAdmin,
    });
    expect(await activeAdmins()).toEqual([survivor]);
    // A blocked admin's role can go: it does not reduce the active admins.
    await expect(service.demote(survivor, loser.id)).resolves.toMatchObject({ admin: false, status: 2 });
  });
});
