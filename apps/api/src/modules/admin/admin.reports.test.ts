import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ReservationStatus, TransactionStatus, TransactionType, type AuditEntry, type Dashboard } from '@app/contract';
import { createTestApp } from '../../../test/app.ts';
import {
  bookableVenue,
  bookingBody,
  createCustomer,
  dateIn,
  paidBooking,
  requestBooking,
} from '../../../test/bookings.ts';
import { bearer, createUser, freshAuth } from '../../../test/factories.ts';
import { categoryIdOf, createHost, createListing, listingFields } from '../../../test/venues.ts';
import { contactRequests, reservations, transactions } from '../../db/schema.ts';

const DAY_MS = 86_400_000;

describe('dashboard figures', async () => {
  const context = await createTestApp();
  const { app, deps } = context;
  const admin = await createUser(deps, { isAdmin: true });
  const adminAuth = bearer(admin.accessToken);
  const dashboard = async (headers = adminAuth) => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/admin/dashboard', headers });
    expect(response.statusCode).toBe(200);
    return response.json().data as Dashboard;
  };
  const daysAgo = (days: number) => new Date(deps.clock.now().getTime() - days * DAY_MS);
  const utcDay = (date: Date) => date.toISOString().slice(0, 10);

  it('starts empty (only the admin signed up), with 30 UTC days oldest first ending today', async () => {
    const empty = await dashboard();
    expect(empty.daily).toHaveLength(30);
    expect(empty.daily[0]!.date).toBe(utcDay(daysAgo(29)));
    expect(empty.daily.at(-1)!.date).toBe(utcDay(daysAgo(0)));
    expect(empty.periods).toEqual([
      { days: 7, newUsers: 1, bookings: 0, gmvCents: 0, feesCents: 0 },
      { days: 30, newUsers: 1, bookings: 0, gmvCents: 0, feesCents: 0 },
    ]);
    expect(empty).toMatchObject({ pendingApprovals: 0, unhandledContacts: 0, activeHolds: 0 });
  });

  it('counts new users, paid bookings, charges less refunds and payout fees per day', async () => {
    const host = await createHost(context);
    const customer = await createCustomer(context);
    const earlier = await createUser(deps);
    const tooOld = await createUser(deps);
    await deps.db.execute(
      sql`update users set created_at = ${daysAgo(10).toISOString()} where id = ${earlier.user.id}`,
    );
    await deps.db.execute(sql`update users set created_at = ${daysAgo(40).toISOString()} where id = ${tooOld.user.id}`);

    const venue = await bookableVenue(context, host, { rent: '20' });
    await paidBooking(context, customer.auth, venue.uuid, dateIn(context, 3));
    const refunded = await paidBooking(context, customer.auth, venue.uuid, dateIn(context, 4));
    const cancel = await app.inject({
      method: 'PUT',
      url: `/api/v1/reservation/cancell/${refunded.uuid}`,
      headers: customer.auth,
    });
    expect(cancel.statusCode).toBe(200);
    await deps.jobs.drain();
    // An unpaid request: an active hold, not a booking.
    await requestBooking(context, customer.auth, bookingBody(venue.uuid, dateIn(context, 5)));

    const money = (type: number, status: number, amountCents: number, feeCents: number, at: Date) => ({
      userId: host.user.id,
      type,
      status,
      initialization: 1,
      amountCents,
      feeCents,
      createdAt: at,
    });
    const { PAYOUT, CHARGE } = TransactionType;
    const { PENDING, FAILED, SUCCEEDED } = TransactionStatus;
    await deps.db
      .insert(transactions)
      .values([
        money(PAYOUT, PENDING, 2700, 300, daysAgo(0)),
        money(PAYOUT, FAILED, 4500, 500, daysAgo(0)),
        money(PAYOUT, SUCCEEDED, 1800, 200, daysAgo(5)),
        money(CHARGE, SUCCEEDED, 1000, 0, daysAgo(20)),
        money(CHARGE, FAILED, 9999, 0, daysAgo(20)),
        money(CHARGE, SUCCEEDED, 7777, 0, daysAgo(31)),
      ]);

    const backyard = await categoryIdOf(context, 'backyard');
    await createListing(context, host, listingFields(backyard), { approve: false });
    const rejected = await createListing(context, host, listingFields(backyard), { approve: false });
    await deps.db.execute(sql`update venues set rejection_reason = 'Blurry' where id = ${rejected.uuid}`);
    await deps.db.insert(contactRequests).values([
      { name: 'Ann', email: 'ann@example.com', phone: '+15550100', message: 'Hello' },
      { name: 'Bob', email: 'bob@example.com', phone: '+15550101', message: 'Hi', handledAt: new Date() },
    ]);

    const figures = await dashboard();
    expect(figures).toMatchObject({ pendingApprovals: 1, unhandledContacts: 1, activeHolds: 1 });
    // admin, host and customer today; one 10 days ago; the one 40 days ago is out of range.
    expect(figures.daily.at(-1)).toEqual({
      date: utcDay(daysAgo(0)),
      newUsers: 3,
      bookings: 2,
      gmvCents: 4000,
      feesCents: 300,
    });
    expect(figures.daily.find((day) => day.date === utcDay(daysAgo(5)))).toMatchObject({ feesCents: 200 });
    expect(figures.daily.find((day) => day.date === utcDay(daysAgo(20)))).toMatchObject({ gmvCents: 1000 });
    expect(figures.daily.find((day) => day.date === utcDay(daysAgo(10)))).toMatchObject({ newUsers: 1 });
    expect(figures.periods).toEqual([
      { days: 7, newUsers: 3, bookings: 2, gmvCents: 4000, feesCents: 500 },
      { days: 30, newUsers: 4, bookings: 2, gmvCents: 5000, feesCents: 500 },
    ]);
  });

  it('dates a booking, its refund and its fee on the UTC day it was first charged, as the Money page does', async () => {
    const host = await createHost(context);
    const customer = await createCustomer(context);
    const venue = await bookableVenue(context, host, { rent: '20' });
    const before = await dashboard();
    // Requested late on day -9, charged on day -8, half refunded on day -2, its payout (with the fee) on day -1.
    const chargedAt = new Date(`${utcDay(daysAgo(8))}T00:10:00Z`);
    const [booking] = await deps.db
      .insert(reservations)
      .values({
        venueId: venue.uuid,
        customerId: customer.user.id,
        status: ReservationStatus.CANCELLED,
        amountCents: 8000,
        slots: [],
        adults: 1,
        children: 0,
        infants: 0,
        schedules: [{ date: utcDay(daysAgo(3)), intervals: ['10:00'] }],
        startsAt: daysAgo(3),
        endsAt: daysAgo(3),
        createdAt: new Date(chargedAt.getTime() - 20 * 60_000),
      })
      .returning();
    const movement = (type: number, amountCents: number, feeCents: number, at: Date) => ({
      reservationId: booking!.id,
      userId: type === TransactionType.PAYOUT ? host.user.id : customer.user.id,
      type,
      status: TransactionStatus.SUCCEEDED,
      initialization: 1,
      amountCents,
      feeCents,
      createdAt: at,
    });
    await deps.db
      .insert(transactions)
      .values([
        movement(TransactionType.CHARGE, 8000, 0, chargedAt),
        movement(TransactionType.REFUND, 4000, 0, daysAgo(2)),
        movement(TransactionType.PAYOUT, 3600, 400, daysAgo(1)),
      ]);

    const after = await dashboard();
    const day = (figures: Dashboard, days: number) =>
      figures.daily.find((entry) => entry.date === utcDay(daysAgo(days)))!;
    expect(day(after, 8)).toMatchObject({
      bookings: day(before, 8).bookings + 1,
      gmvCents: day(before, 8).gmvCents + 4000,
      feesCents: day(before, 8).feesCents + 400,
    });
    for (const days of [9, 2, 1]) expect(day(after, days), `${days} days ago`).toEqual(day(before, days));
    expect(after.periods[0]).toEqual(before.periods[0]);
    expect(after.periods[1]).toMatchObject({
      bookings: before.periods[1]!.bookings + 1,
      gmvCents: before.periods[1]!.gmvCents + 4000,
      feesCents: before.periods[1]!.feesCents + 400,
    });
    const ledger = await app.inject({
      method: 'GET',
      url: `/api/v1/admin/ledger?from=${utcDay(daysAgo(8))}&to=${utcDay(daysAgo(8))}`,
      headers: adminAuth,
    });
    const totals = ledger.json().data.totals;
    expect(totals.chargesCents - totals.refundsCents).toBe(day(after, 8).gmvCents);
    expect(totals.feesCents).toBe(day(after, 8).feesCents);
  });

  it('follows the injected clock: holds that expired are no longer active', async () => {
    const before = await dashboard();
    context.clock.advance(2 * 3_600_000);
    const after = await dashboard(await freshAuth(deps, admin.user.id));
    expect(before.activeHolds).toBe(1);
    expect(after.activeHolds).toBe(0);
  });
});

describe('the audit log', async () => {
  const context = await createTestApp();
  const { app, deps } = context;
  const admin = await createUser(deps, { isAdmin: true, displayName: 'Ada Admin' });
  const otherAdmin = await createUser(deps, { isAdmin: true, displayName: 'Otto Admin' });
  const call = (url: string, headers = bearer(admin.accessToken)) =>
    app.inject({ method: 'GET', url: `/api/v1${url}`, headers });
  const put = (url: string, headers: Record<string, string>, payload: object) =>
    app.inject({ method: 'PUT', url: `/api/v1${url}`, headers, payload });

  it('lists every admin action newest first, filtered by action, target, actor and dates', async () => {
    const customer = await createCustomer(context);
    const host = await createHost(context);
    const venue = await createListing(context, host, listingFields(await categoryIdOf(context, 'backyard')));
    await put(`/admin/user/${customer.user.id}/block`, bearer(admin.accessToken), { reason: 'Spam' });
    await put(`/admin/venue/${venue.uuid}/unpublish`, bearer(otherAdmin.accessToken), { reason: 'Duplicate' });

    const all = await call('/admin/audit');
    expect(all.statusCode).toBe(200);
    const { data, count } = all.json() as { data: AuditEntry[]; count: number };
    expect(count).toBe(2);
    expect(data[0]).toMatchObject({
      actor: { uuid: otherAdmin.user.id, displayName: 'Otto Admin', email: otherAdmin.user.email },
      action: 'listing.unpublish',
      targetType: 'listing',
      targetId: venue.uuid,
      targetLabel: 'Sunny Backyard with Pergola',
      reason: 'Duplicate',
      details: { from: 'approved', to: 'unpublished' },
    });
    expect(data[1]).toMatchObject({
      actor: { uuid: admin.user.id },
      action: 'user.block',
      targetType: 'user',
      targetId: customer.user.id,
      targetLabel: customer.user.email,
      reason: 'Spam',
    });
    const ids = async (query: string) =>
      ((await call(`/admin/audit?${query}`)).json().data as AuditEntry[]).map((entry) => entry.action);
    expect(await ids('action=user.block')).toEqual(['user.block']);
    expect(await ids('targetType=listing')).toEqual(['listing.unpublish']);
    expect(await ids(`targetId=${customer.user.id}`)).toEqual(['user.block']);
    expect(await ids(`actor=${otherAdmin.user.id}`)).toEqual(['listing.unpublish']);
    const today = deps.clock.now().toISOString().slice(0, 10);
    expect(await ids(`from=${today}&to=${today}`)).toHaveLength(2);
    expect(await ids('to=2020-01-01')).toEqual([]);
    expect(await ids('limit=1&page=2')).toEqual(['user.block']);
    expect((await call('/admin/audit?action=user.delete')).statusCode).toBe(400);
  });
});
