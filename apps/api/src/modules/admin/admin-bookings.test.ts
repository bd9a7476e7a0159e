import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  AdminBookingCancelResponseSchema,
  AdminBookingDetailResponseSchema,
  AdminBookingListResponseSchema,
  AdminMessages,
  Messages,
  ReservationStatus,
} from '@app/contract';
import { adminCallers, expectAdminOnly } from '../../../test/admin-access.ts';
import { createTestApp } from '../../../test/app.ts';
import {
  bookableVenue,
  bookingBody,
  createCustomer,
  dateIn,
  paidBooking,
  requestBooking,
} from '../../../test/bookings.ts';
import { freshAuth } from '../../../test/factories.ts';
import { createHost } from '../../../test/venues.ts';
import { queryRows } from '../../db/client.ts';

const onServer = Boolean(process.env.TEST_DATABASE_URL);

describe(`admin bookings (${onServer ? 'PostgreSQL' : 'PGlite'})`, async () => {
  const context = await createTestApp();
  const { app, deps, clock } = context;
  const callers = await adminCallers(context);
  const admin = callers.admin;
  const host = await createHost(context);
  const venue = await bookableVenue(context, host, { title: 'Quiet Orchard Backyard', rent: '20' });
  const otherVenue = await bookableVenue(context, host, { title: 'Rooftop Deck Downtown', rent: '30' });
  beforeEach(async () => {
    clock.set(new Date());
    admin.auth = await freshAuth(deps, admin.user.id);
  });

  const get = (url: string, headers: Record<string, string> = admin.auth) =>
    app.inject({ method: 'GET', url: `/api/v1${url}`, headers });
  const cancel = (
    id: string,
    payload: object = { reason: 'Host reported a flooded garden' },
    headers: Record<string, string> = admin.auth,
  ) => app.inject({ method: 'POST', url: `/api/v1/admin/reservations/${id}/cancel`, headers, payload });
  const auditOf = (targetId: string) =>
    queryRows<{ actor_id: string; action: string; reason: string | null; details: Record<string, unknown> }>(
      deps.db,
      sql`select actor_id, action, reason, details from audit_log where target_id = ${targetId} order by created_at`,
    );
  const ledgerOf = (reservationId: string) =>
    queryRows<{ type: number; status: number; amount_cents: number }>(
      deps.db,
      sql`select type, status, amount_cents from transactions where reservation_id = ${reservationId}
        order by created_at, type`,
    );
  const heldHours = async (reservationId: string) =>
    (
      await queryRows<{ n: number }>(
        deps.db,
        sql`select count(*)::int as n from reservation_hours where reservation_id = ${reservationId}`,
      )
    )[0]!.n;
  const cancellationNotices = (userId: string, reservationId: string) =>
    queryRows<{ type: string; data: Record<string, unknown> }>(
      deps.db,
      sql`select type, data from notifications where user_id = ${userId} and type = 'booking_cancelled'
        and data->>'reservationId' = ${reservationId}`,
    );

  it('answers 404 to visitors, customers and hosts, 403 to a blocked admin, and serves admins', async () => {
    const guest = await createCustomer(context);
    const booking = await paidBooking(context, guest.auth, venue.uuid, dateIn(context, 20), ['08:00']);
    const routes = [
      { method: 'GET', url: '/api/v1/admin/reservations' },
      { method: 'GET', url: `/api/v1/admin/reservations/${booking.uuid}` },
      { method: 'GET', url: '/api/v1/admin/ledger' },
      { method: 'GET', url: '/api/v1/admin/ledger/export' },
      { method: 'POST', url: `/api/v1/admin/reservations/${booking.uuid}/cancel`, payload: { reason: 'Matrix' } },
    ] as const;
    for (const route of routes) await expectAdminOnly(context, callers, route);
    // Only the admin's call cancelled it, once.
    expect((await auditOf(booking.uuid)).map((row) => row.actor_id)).toEqual([admin.user.id]);
    // A non-admin gets the 404 before the body or query is looked at.
    for (const [, headers] of callers.others) {
      expect((await cancel(booking.uuid, {}, headers)).statusCode).toBe(404);
      expect((await get('/admin/ledger?period=week', headers)).statusCode).toBe(404);
    }
  });

  it('searches by listing, customer, dates and status, newest start first, with what was paid and refunded', async () => {
    const ada = await createCustomer(context, {
      displayName: 'Ada Lovelace',
      email: `ada${Date.now()}@analytical.test`,
    });
    const alan = await createCustomer(context, { displayName: 'Alan Turing' });
    const early = await paidBooking(context, ada.auth, venue.uuid, dateIn(context, 2), ['10:00', '11:00']);
    const late = await paidBooking(context, alan.auth, otherVenue.uuid, dateIn(context, 4), ['12:00']);
    const hold = await requestBooking(context, ada.auth, bookingBody(otherVenue.uuid, dateIn(context, 3), ['09:00']));
    const search = async (query: string) => {
      const response = await get(`/admin/reservations?${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return AdminBookingListResponseSchema.parse(response.json());
    };

    const byAda = await search('customer=ada%20LOVE');
    expect(byAda.data.map((row) => row.uuid)).toEqual([hold.uuid, early.uuid]);
    expect(byAda.count).toBe(2);
    expect((await search(`customer=analytical.test`)).count).toBe(2);
    expect((await search(`customerId=${alan.user.id}`)).data.map((row) => row.uuid)).toEqual([late.uuid]);
    expect((await search('venue=orchard&customer=ada')).data.map((row) => row.uuid)).toEqual([early.uuid]);
    expect((await search(`venueId=${otherVenue.uuid}&status=1`)).data.map((row) => row.uuid)).toEqual([hold.uuid]);
    const onDay = await search(`from=${dateIn(context, 4)}&to=${dateIn(context, 4)}&venue=rooftop`);
    expect(onDay.data.map((row) => row.uuid)).toEqual([late.uuid]);
    expect((await search('venue=%25')).count).toBe(0);

    const page = await search(`customer=ada&limit=1&page=2`);
    expect(page).toMatchObject({ count: 2, data: [{ uuid: early.uuid }] });
    expect(page.data[0]).toMatchObject({
      status: ReservationStatus.CONFIRMED,
      venue: { uuid: venue.uuid, title: 'Quiet Orchard Backyard', timezone: 'America/New_York' },
      customer: { uuid: ada.user.id, displayName: 'Ada Lovelace' },
      schedules: [{ date: dateIn(context, 2), intervals: ['10:00', '11:00'] }],
      slots: [],
      guests: { adults: 2, children: 0, infants: 0 },
      amountCents: 4000,
      paidCents: 4000,
      refundedCents: 0,
      cancelReason: null,
    });
    expect((await search('customer=ada&status=1')).data[0]).toMatchObject({ paidCents: 0, amountCents: 3000 });
  });

  it('shows what a paid-then-refunded booking was charged and what went back, in the list and its details', async () => {
    const guest = await createCustomer(context, { displayName: 'Rhea Refunded' });
    const booking = await paidBooking(context, guest.auth, venue.uuid, dateIn(context, 3), ['10:00', '11:00']);
    const startsAt = Date.parse((await get(`/admin/reservations/${booking.uuid}`)).json().data.startsAt);
    // Less than a day ahead: the customer's own cancel refunds half.
    clock.set(new Date(startsAt - 5 * 3_600_000));
    admin.auth = await freshAuth(deps, admin.user.id);
    const own = await app.inject({
      method: 'PUT',
      url: `/api/v1/reservation/cancell/${booking.uuid}`,
      headers: await freshAuth(deps, guest.user.id),
    });
    expect(own.statusCode, own.body).toBe(200);
    const figures = async () => {
      const listed = AdminBookingListResponseSchema.parse(
        (await get(`/admin/reservations?customerId=${guest.user.id}`)).json(),
      ).data;
      const detail = AdminBookingDetailResponseSchema.parse(
        (await get(`/admin/reservations/${booking.uuid}`)).json(),
      ).data;
      return [listed, [detail]].map((rows) =>
        rows.map(({ amountCents, paidCents, refundedCents }) => ({ amountCents, paidCents, refundedCents })),
      );
    };
    // The refund is queued: what was paid shows at once, what went back once the card provider has it.
    expect(await figures()).toEqual([
      [{ amountCents: 4000, paidCents: 4000, refundedCents: 0 }],
      [{ amountCents: 4000, paidCents: 4000, refundedCents: 0 }],
    ]);
    await deps.jobs.drain();
    expect(await figures()).toEqual([
      [{ amountCents: 4000, paidCents: 4000, refundedCents: 2000 }],
      [{ amountCents: 4000, paidCents: 4000, refundedCents: 2000 }],
    ]);
  });

  it('refuses an end date before the start date and bad filters with 400', async () => {
    const reversed = await get(`/admin/reservations?from=2026-05-02&to=2026-05-01`);
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json()).toMatchObject({
      message: AdminMessages.invalidDateRange,
      details: { to: expect.any(Array) },
    });
    for (const query of ['from=tomorrow', 'status=9', 'venueId=nope', 'limit=1000']) {
      expect((await get(`/admin/reservations?${query}`)).statusCode, query).toBe(400);
    }
  });

  it('shows one booking with its transactions oldest first; unknown or malformed ids are not found', async () => {
    const guest = await createCustomer(context);
    const booking = await paidBooking(context, guest.auth, venue.uuid, dateIn(context, 5), ['14:00']);
    const response = await get(`/admin/reservations/${booking.uuid}`);
    const { data } = AdminBookingDetailResponseSchema.parse(response.json());
    expect(data).toMatchObject({ uuid: booking.uuid, paidCents: 2000, amountCents: 2000 });
    expect(data.transactions).toEqual([
      expect.objectContaining({ type: 1, status: 3, amountCents: 2000, feeCents: 0, userId: guest.user.id }),
    ]);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const missing = await get(`/admin/reservations/${id}`);
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe(Messages.bookingNotFound);
      expect((await cancel(id)).json()).toMatchObject({ message: Messages.bookingNotFound });
    }
  });

  it('cancels a paid booking far ahead with a full refund, the reason, an audit row and both parties told', async () => {
    const guest = await createCustomer(context);
    const date = dateIn(context, 12);
    const booking = await paidBooking(context, guest.auth, venue.uuid, date, ['15:00', '16:00']);
    const response = await cancel(booking.uuid);
    expect(response.statusCode, response.body).toBe(200);
    const { data, message } = AdminBookingCancelResponseSchema.parse(response.json());
    expect(message).toBe(AdminMessages.bookingCancelledByAdmin);
    expect(data).toMatchObject({ status: ReservationStatus.CANCELLED, cancelReason: 'Host reported a flooded garden' });
    await deps.jobs.drain();
    expect(await ledgerOf(booking.uuid)).toEqual([
      { type: 1, status: 3, amount_cents: 4000 },
      { type: 2, status: 3, amount_cents: 4000 },
    ]);
    expect((await get(`/admin/reservations/${booking.uuid}`)).json().data).toMatchObject({
      paidCents: 4000,
      refundedCents: 4000,
    });
    expect(await auditOf(booking.uuid)).toEqual([
      {
        actor_id: admin.user.id,
        action: 'booking.cancel',
        reason: 'Host reported a flooded garden',
        details: { refundCents: 4000, previousStatus: ReservationStatus.CONFIRMED },
      },
    ]);
    expect(await heldHours(booking.uuid)).toBe(0);
    const next = await createCustomer(context);
    await paidBooking(context, next.auth, venue.uuid, date, ['15:00', '16:00']);
    for (const userId of [guest.user.id, host.user.id]) {
      expect((await cancellationNotices(userId, booking.uuid)).map((row) => row.data.cancelledBy)).toEqual(['admin']);
    }
  });

  it('cancels a booking that already started with a full refund', async () => {
    const guest = await createCustomer(context);
    const booking = await paidBooking(context, guest.auth, venue.uuid, dateIn(context, 6), ['10:00', '11:00']);
    const view = (await get(`/admin/reservations/${booking.uuid}`)).json().data;
    clock.set(new Date(new Date(view.startsAt).getTime() + 30 * 60_000));
    admin.auth = await freshAuth(deps, admin.user.id);
    const response = await cancel(booking.uuid, { reason: 'Customer locked out, no access' });
    expect(response.statusCode, response.body).toBe(200);
    await deps.jobs.drain();
    expect((await ledgerOf(booking.uuid)).map((row) => [row.type, row.amount_cents])).toEqual([
      [1, 4000],
      [2, 4000],
    ]);
    expect((await auditOf(booking.uuid))[0]!.details).toEqual({ refundCents: 4000, previousStatus: 2 });
    expect(await cancellationNotices(guest.user.id, booking.uuid)).toHaveLength(1);
  });

  it('cancels an unpaid hold without a refund', async () => {
    const guest = await createCustomer(context);
    const hold = await requestBooking(context, guest.auth, bookingBody(venue.uuid, dateIn(context, 7), ['09:00']));
    expect((await cancel(hold.uuid)).json().data).toMatchObject({ status: 3, refundedCents: 0 });
    expect(await ledgerOf(hold.uuid)).toEqual([]);
    expect((await auditOf(hold.uuid))[0]!.details).toEqual({ refundCents: 0, previousStatus: 1 });
  });

  it('audits an admin cancel through the customer route too (no reason given there)', async () => {
    const guest = await createCustomer(context);
    const booking = await paidBooking(context, guest.auth, venue.uuid, dateIn(context, 10), ['10:00']);
    const response = await app.inject({
      method: 'PUT',
      url: `/api/v1/reservation/cancell/${booking.uuid}`,
      headers: admin.auth,
    });
    expect(response.statusCode).toBe(200);
    expect(await auditOf(booking.uuid)).toEqual([
      {
        actor_id: admin.user.id,
        action: 'booking.cancel',
        reason: null,
        details: { refundCents: 2000, previousStatus: ReservationStatus.CONFIRMED },
      },
    ]);
    // A customer's own cancel is not an admin action.
    const own = await paidBooking(context, guest.auth, venue.uuid, dateIn(context, 10), ['12:00']);
    await app.inject({ method: 'PUT', url: `/api/v1/reservation/cancell/${own.uuid}`, headers: guest.auth });
    expect(await auditOf(own.uuid)).toEqual([]);
  });

  it('lets only an admin use the admin cancel, even from inside the server', async () => {
    const guest = await createCustomer(context);
    const booking = await paidBooking(context, guest.auth, venue.uuid, dateIn(context, 11), ['10:00']);
    const asCustomer = {
      id: guest.user.id,
      sessionId: 'none',
      status: 1,
      emailVerified: true,
      phoneVerified: true,
      isHost: false,
      isAdmin: false,
    };
    await expect(context.services.reservations.cancelByAdmin(asCustomer, booking.uuid, 'Mine')).rejects.toThrow(
      Messages.bookingNotFound,
    );
    expect((await get(`/admin/reservations/${booking.uuid}`)).json().data.status).toBe(ReservationStatus.CONFIRMED);
  });

  it('refuses bookings that are no longer active with 409, and a missing reason with 400, writing nothing', async () => {
    const guest = await createCustomer(context);
    const cancelled = await paidBooking(context, guest.auth, venue.uuid, dateIn(context, 8), ['10:00']);
    expect((await cancel(cancelled.uuid)).statusCode).toBe(200);
    const completed = await paidBooking(context, guest.auth, venue.uuid, dateIn(context, 8), ['12:00']);
    await deps.db.execute(sql`update reservations set status = 4 where id = ${completed.uuid}`);
    await deps.jobs.drain();
    for (const id of [cancelled.uuid, completed.uuid]) {
      const before = { ledger: await ledgerOf(id), audit: await auditOf(id) };
      const refused = await cancel(id);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(AdminMessages.bookingNotCancellable);
      await deps.jobs.drain();
      expect({ ledger: await ledgerOf(id), audit: await auditOf(id) }).toEqual(before);
    }
    const active = await paidBooking(context, guest.auth, venue.uuid, dateIn(context, 8), ['14:00']);
    for (const payload of [{}, { reason: '   ' }]) {
      const refused = await cancel(active.uuid, payload);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(AdminMessages.reasonRequired);
    }
    expect(await auditOf(active.uuid)).toEqual([]);
    expect((await get(`/admin/reservations/${active.uuid}`)).json().data.status).toBe(ReservationStatus.CONFIRMED);
  });

  it('rolls the audit row back with the cancel when the cancel fails', async () => {
    const guest = await createCustomer(context);
    const booking = await paidBooking(context, guest.auth, venue.uuid, dateIn(context, 9), ['10:00']);
    // A failure after the audit row is written, inside the same transaction: the reservation update refuses.
    await deps.db.execute(
      sql.raw(`create function fail_on_purpose() returns trigger language plpgsql as $$
        begin raise exception 'failing on purpose'; end $$`),
    );
    await deps.db.execute(
      sql.raw(`create trigger fail_on_purpose before update on reservations for each row
        when (new.cancel_reason = 'fail on purpose') execute function fail_on_purpose()`),
    );
    try {
      const response = await cancel(booking.uuid, { reason: 'fail on purpose' });
      expect(response.statusCode).toBe(500);
    } finally {
      await deps.db.execute(sql.raw('drop trigger fail_on_purpose on reservations'));
      await deps.db.execute(sql.raw('drop function fail_on_purpose()'));
    }
    await deps.jobs.drain();
    expect(await auditOf(booking.uuid)).toEqual([]);
    expect(await ledgerOf(booking.uuid)).toEqual([{ type: 1, status: 3, amount_cents: 2000 }]);
    expect(await heldHours(booking.uuid)).toBe(1);
    expect(await cancellationNotices(guest.user.id, booking.uuid)).toEqual([]);
    expect((await cancel(booking.uuid)).statusCode).toBe(200);
  });
});
