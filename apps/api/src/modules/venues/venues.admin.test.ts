import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AdminMessages, Messages, type AdminListing } from '@app/contract';
import { createTestApp } from '../../../test/app.ts';
import { bookableVenue, bookingBody, createCustomer, dateIn, requestBooking } from '../../../test/bookings.ts';
import { bearer, createUser } from '../../../test/factories.ts';
import { categoryIdOf, createHost, createListing, listingFields, listingForm } from '../../../test/venues.ts';
import { queryRows } from '../../db/client.ts';

describe('admin listings: states, bulk approval, unpublish and restore, audited', async () => {
  const context = await createTestApp();
  const { app, deps } = context;
  const admin = await createUser(deps, { isAdmin: true, displayName: 'Ada Admin' });
  const adminAuth = bearer(admin.accessToken);
  const backyard = await categoryIdOf(context, 'backyard');
  const pool = await categoryIdOf(context, 'swimming-pool');

  const call = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object, headers: object = adminAuth) =>
    app.inject({
      method,
      url: `/api/v1${url}`,
      headers: headers as Record<string, string>,
      ...(payload ? { payload } : {}),
    });
  const listings = async (query: string) => {
    const response = await call('GET', `/admin/listings?${query}`);
    expect(response.statusCode).toBe(200);
    return response.json() as { data: AdminListing[]; count: number };
  };
  const auditOf = (targetId: string) =>
    queryRows<{ action: string; actor_id: string; reason: string | null; details: Record<string, unknown> }>(
      deps.db,
      sql`select action, actor_id, reason, details from audit_log where target_id = ${targetId} order by created_at, id`,
    );
  const notificationsOf = (userId: string, type: string) =>
    queryRows<{ data: Record<string, unknown> }>(
      deps.db,
      sql`select data from notifications where user_id = ${userId} and type = ${type} order by sequence`,
    );
  const reject = (id: string, reason: string) => call('PUT', `/admin/venue/${id}/reject`, { reason });
  const unpublish = (id: string, reason = 'Photos show a different place') =>
    call('PUT', `/admin/venue/${id}/unpublish`, { reason });
  const restore = (id: string, reason = 'Host sent real photos') =>
    call('PUT', `/admin/venue/${id}/restore`, { reason });

  it('lists listings by state, text, host and category, newest or oldest first, never deleted ones', async () => {
    const host = await createHost(context, { displayName: 'Quillon Marsh' });
    const word = `Zephyr${crypto.randomInt(1e6)}`;
    const make = (title: string, extra: Record<string, string> = {}, category = backyard) =>
      createListing(context, host, listingFields(category, { title: `${word} ${title}`, ...extra }), {
        approve: false,
      });
    const pending = await make('Pending Garden');
    const approved = await make('Approved Garden', { description: 'Fire pit under old oaks' });
    const rejected = await make('Rejected Garden', {}, pool);
    const unpublished = await make('Unpublished Garden', { address: '9 Lantern Row, Boston, MA 02110, US' });
    const deleted = await make('Deleted Garden');
    await call('PUT', `/admin/venue/${approved.uuid}/approve`);
    await call('PUT', `/admin/venue/${unpublished.uuid}/approve`);
    expect((await reject(rejected.uuid, 'Blurry photos')).statusCode).toBe(200);
    expect((await unpublish(unpublished.uuid)).statusCode).toBe(200);
    await deps.db.execute(sql`update venues set deleted_at = now() where id = ${deleted.uuid}`);

    const all = await listings(`search=${word}&sort=oldest`);
    expect(all.count).toBe(4);
    expect(all.data.map((listing) => [listing.uuid, listing.state])).toEqual([
      [pending.uuid, 'pending'],
      [approved.uuid, 'approved'],
      [rejected.uuid, 'rejected'],
      [unpublished.uuid, 'unpublished'],
    ]);
    expect((await listings(`search=${word}`)).data.map((listing) => listing.uuid)).toEqual(
      [pending, approved, rejected, unpublished].map((venue) => venue.uuid).reverse(),
    );
    for (const [state, venue] of [
      ['pending', pending],
      ['approved', approved],
      ['rejected', rejected],
      ['unpublished', unpublished],
    ] as const) {
      const found = await listings(`search=${word}&state=${state}`);
      expect(found.data.map((listing) => listing.uuid)).toEqual([venue.uuid]);
    }
    const first = (await listings(`search=${word}&state=rejected`)).data[0]!;
    expect(first).toMatchObject({
      title: `${word} Rejected Garden`,
      rentCents: 2500,
      category: { uuid: pool },
      host: { uuid: host.user.id, displayName: 'Quillon Marsh', email: host.user.email },
      rejectionReason: 'Blurry photos',
      unpublishReason: null,
    });
    expect(first.reviewedAt).not.toBeNull();
    // Text matches title, description or address; host matches name or email.
    expect((await listings(`search=${encodeURIComponent('old oaks')}`)).data.map((l) => l.uuid)).toEqual([
      approved.uuid,
    ]);
    expect((await listings(`search=Lantern%20Row`)).data.map((l) => l.uuid)).toEqual([unpublished.uuid]);
    expect((await listings('host=quillon&limit=100')).count).toBe(4);
    expect((await listings(`host=${encodeURIComponent(host.user.email)}`)).count).toBe(4);
    expect((await listings(`search=${word}&category=${pool}`)).data.map((l) => l.uuid)).toEqual([rejected.uuid]);
    const paged = await listings(`search=${word}&limit=3&page=2&sort=oldest`);
    expect(paged).toMatchObject({ count: 4, data: [{ uuid: unpublished.uuid }] });
    expect((await call('GET', '/admin/listings?state=lost')).statusCode).toBe(400);
  });

  it('the image is the cover thumbnail', async () => {
    const host = await createHost(context);
    const venue = await createListing(context, host, listingFields(backyard, { title: 'Cover Check Yard' }));
    const detail = (await call('GET', `/venue/${venue.uuid}/view`)).json().data as { thumbnails: string[] };
    const [listing] = (await listings('search=Cover%20Check%20Yard')).data;
    expect(listing!.image).toBe(detail.thumbnails[0]);
  });

  it('approve and reject keep their answers and write an audit row with the decision', async () => {
    const host = await createHost(context);
    const venue = await createListing(context, host, listingFields(backyard), { approve: false });
    const rejected = await reject(venue.uuid, 'Please add the fence height');
    expect(rejected.json()).toMatchObject({
      message: Messages.listingRejected,
      data: { uuid: venue.uuid, approved: false, rejectionReason: 'Please add the fence height' },
    });
    const approved = await call('PUT', `/admin/venue/${venue.uuid}/approve`);
    expect(approved.json()).toMatchObject({ message: Messages.listingApproved, data: { approved: true } });
    expect(await auditOf(venue.uuid)).toEqual([
      {
        action: 'listing.reject',
        actor_id: admin.user.id,
        reason: 'Please add the fence height',
        details: { from: 'pending', to: 'rejected' },
      },
      {
        action: 'listing.approve',
        actor_id: admin.user.id,
        reason: null,
        details: { from: 'rejected', to: 'approved' },
      },
    ]);
    expect((await call('PUT', `/admin/venue/${crypto.randomUUID()}/approve`)).statusCode).toBe(404);
    expect((await call('PUT', '/admin/venue/not-a-uuid/approve')).statusCode).toBe(404);
  });

  it('bulk approves the pending ones in one go and skips unknown or not pending ids', async () => {
    const host = await createHost(context);
    const make = (approve: boolean) => createListing(context, host, listingFields(backyard), { approve });
    const [first, second, already, rejected] = [
      await make(false),
      await make(false),
      await make(true),
      await make(false),
    ];
    await reject(rejected.uuid, 'Missing photos of the gate');
    const unknown = crypto.randomUUID();
    const ids = [first.uuid, already.uuid, unknown, second.uuid, rejected.uuid, first.uuid];
    const response = await call('POST', '/admin/venue/approve', { ids });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: AdminMessages.listingsApproved,
      data: { approved: [first.uuid, second.uuid], skipped: [already.uuid, unknown, rejected.uuid] },
    });
    const states = await listings(`host=${encodeURIComponent(host.user.email)}&sort=oldest`);
    expect(states.data.map((listing) => listing.state)).toEqual(['approved', 'approved', 'approved', 'rejected']);
    const notices = await notificationsOf(host.user.id, 'listing_approved');
    expect(notices.map((notice) => notice.data.venueId).sort()).toEqual([first.uuid, second.uuid].sort());
    for (const venue of [first, second])
      expect((await auditOf(venue.uuid)).map((row) => [row.action, row.details])).toEqual([
        ['listing.approve', { from: 'pending', to: 'approved' }],
      ]);
    expect(await auditOf(already.uuid)).toEqual([]);

    const empty = await call('POST', '/admin/venue/approve', { ids: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Choose at least one listing');
    expect((await call('POST', '/admin/venue/approve', { ids: ['nope'] })).statusCode).toBe(400);
  });

  it('unpublish takes a listing out of search and booking; its host and admins still see why; restore brings it back', async () => {
    const host = await createHost(context);
    const word = `Quasar${crypto.randomInt(1e6)}`;
    const venue = await bookableVenue(context, host, { title: `${word} Backyard` });
    const customer = await createCustomer(context);
    const searchHits = async () =>
      (await call('GET', `/venue/viewall/public?search=${word}`, undefined, {})).json().data.length as number;
    expect(await searchHits()).toBe(1);

    const missing = await call('PUT', `/admin/venue/${venue.uuid}/unpublish`, { reason: '  ' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(AdminMessages.reasonRequired);
    const notYet = await restore(venue.uuid);
    expect(notYet.statusCode).toBe(409);
    expect(notYet.json().message).toBe(AdminMessages.listingNotUnpublished);

    const done = await unpublish(venue.uuid, 'Reported as a scam');
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({
      message: AdminMessages.listingUnpublished,
      data: { uuid: venue.uuid, state: 'unpublished', unpublishReason: 'Reported as a scam' },
    });
    const again = await unpublish(venue.uuid);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(AdminMessages.listingAlreadyUnpublished);

    expect(await searchHits()).toBe(0);
    const booking = await call(
      'POST',
      '/reservation/request',
      bookingBody(venue.uuid, dateIn(context, 2)),
      customer.auth,
    );
    expect(booking.statusCode).toBe(404);
    expect(booking.json().message).toBe(Messages.listingNotFound);
    expect((await call('GET', `/venue/${venue.uuid}/view/public`, undefined, {})).statusCode).toBe(404);
    expect((await call('GET', `/venue/${venue.uuid}/view`, undefined, customer.auth)).statusCode).toBe(404);
    for (const viewer of [host.auth, adminAuth]) {
      const seen = await call('GET', `/venue/${venue.uuid}/view`, undefined, viewer);
      expect(seen.json().data).toMatchObject({ status: 2, unpublishReason: 'Reported as a scam' });
    }
    const hosted = (await call('GET', '/venue/viewall/hosted', undefined, host.auth)).json().data as Array<{
      uuid: string;
      unpublishReason: string | null;
    }>;
    expect(hosted.find((listing) => listing.uuid === venue.uuid)?.unpublishReason).toBe('Reported as a scam');
    const [notice] = await notificationsOf(host.user.id, 'listing_unpublished');
    expect(notice?.data).toEqual({ venueId: venue.uuid, venueTitle: `${word} Backyard`, reason: 'Reported as a scam' });

    // The host cannot publish it again on their own; editing it otherwise still works.
    const update = (status: string) =>
      app.inject({
        method: 'PUT',
        url: `/api/v1/venue/${venue.uuid}/update`,
        headers: host.auth,
        payload: listingForm({ status, description: 'Now with a fence' }, []),
      });
    const republish = await update('1');
    expect(republish.statusCode).toBe(409);
    expect(republish.json().message).toBe(AdminMessages.listingUnpublishedByAdmin);
    expect((await update('2')).statusCode).toBe(200);

    const restored = await restore(venue.uuid, 'Verified by phone');
    expect(restored.json()).toMatchObject({
      message: AdminMessages.listingRestored,
      data: { state: 'approved', unpublishReason: null },
    });
    expect(await searchHits()).toBe(1);
    await requestBooking(context, customer.auth, bookingBody(venue.uuid, dateIn(context, 2)));
    const visible = await call('GET', `/venue/${venue.uuid}/view/public`, undefined, {});
    expect(visible.json().data.unpublishReason).toBeNull();
    expect(await auditOf(venue.uuid)).toEqual([
      {
        action: 'listing.unpublish',
        actor_id: admin.user.id,
        reason: 'Reported as a scam',
        details: { from: 'approved', to: 'unpublished' },
      },
      {
        action: 'listing.restore',
        actor_id: admin.user.id,
        reason: 'Verified by phone',
        details: { from: 'unpublished', to: 'approved' },
      },
    ]);
    for (const id of [crypto.randomUUID(), 'not-a-uuid']) {
      const unknown = await unpublish(id);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe(Messages.listingNotFound);
    }
  });

  it('writes nothing when the action fails: the change and its audit row roll back together', async () => {
    const host = await createHost(context);
    const venue = await createListing(context, host, listingFields(backyard), { approve: false });
    // A fault after the audit row is written (the host's notice cannot be stored).
    await deps.db.execute(sql`create function fail_insert() returns trigger language plpgsql as $$
      begin raise exception 'simulated failure'; end $$`);
    await deps.db.execute(sql`create trigger fail_notifications before insert on notifications
      for each row execute function fail_insert()`);
    try {
      expect((await call('PUT', `/admin/venue/${venue.uuid}/approve`)).statusCode).toBe(500);
      expect((await call('POST', '/admin/venue/approve', { ids: [venue.uuid] })).statusCode).toBe(500);
    } finally {
      await deps.db.execute(sql`drop trigger fail_notifications on notifications`);
      await deps.db.execute(sql`drop function fail_insert`);
    }
    expect(await auditOf(venue.uuid)).toEqual([]);
    expect((await listings(`host=${encodeURIComponent(host.user.email)}`)).data[0]?.state).toBe('pending');
    // Refused actions write nothing either.
    expect((await restore(venue.uuid)).statusCode).toBe(409);
    expect(await auditOf(venue.uuid)).toEqual([]);
  });
});
