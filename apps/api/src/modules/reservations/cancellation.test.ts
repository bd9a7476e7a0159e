import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { ReservationListResponseSchema, ReservationResponseSchema, ReservationStatus } from '@app/contract';
import { createTestApp } from '../../../test/app.ts';
import {
  blockDayCancelling,
  bookableVenue,
  bookingBody,
  confirmBooking,
  createCustomer,
  dateIn,
  insertReservation,
  paidBooking,
  requestBooking,
} from '../../../test/bookings.ts';
import { createUser, freshAuth } from '../../../test/factories.ts';
import { createHost } from '../../../test/venues.ts';
import { migrationsFolder, queryRows } from '../../db/client.ts';
import { auditLog } from '../../db/schema.ts';

const onServer = Boolean(process.env.TEST_DATABASE_URL);

/** docs/product/wire-contract.md#reservations-and-payments: a cancelled booking says who cancelled it and its money. */
describe(`a cancelled booking's who and money (${onServer ? 'PostgreSQL' : 'PGlite'})`, async () => {
  const context = await createTestApp();
  const { app, deps, clock, services } = context;
  const host = await createHost(context);
  const venue = await bookableVenue(context, host, { title: 'Cancellation Court', rent: '20' });
  beforeEach(async () => {
    clock.set(new Date());
    host.auth = await freshAuth(deps, host.user.id);
  });

  const cancel = (id: string, headers: Record<string, string>) =>
    app.inject({ method: 'PUT', url: `/api/v1/reservation/cancell/${id}`, headers });
  const view = async (id: string, headers: Record<string, string>) => {
    const response = await app.inject({ method: 'GET', url: `/api/v1/reservation/view/${id}`, headers });
    expect(response.statusCode, response.body).toBe(200);
    return ReservationResponseSchema.parse(response.json()).data;
  };
  const listed = async (id: string, headers: Record<string, string>) => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/reservation/viewall', headers });
    return ReservationListResponseSchema.parse(response.json()).data.find((row) => row.uuid === id)!;
  };

  it('says the customer cancelled, what was paid and the refund on its way, then refunded', async () => {
    const guest = await createCustomer(context);
    const booking = await paidBooking(context, guest.auth, venue.uuid, dateIn(context, 8), ['10:00', '11:00']);
    expect((await view(booking.uuid, guest.auth)).cancellation).toBeNull();
    const response = await cancel(booking.uuid, guest.auth);
    expect(response.statusCode, response.body).toBe(200);
    const cancelled = ReservationResponseSchema.parse(response.json()).data;
    expect(cancelled.status).toBe(ReservationStatus.CANCELLED);
    expect(cancelled.cancellation).toEqual({
      by: 'customer',
      at: clock.now().toISOString(),
      paid: 40,
      refunded: 0,
      refunding: 40,
    });
    await deps.jobs.drain();
    const settled = { by: 'customer', at: clock.now().toISOString(), paid: 40, refunded: 40, refunding: 0 };
    expect((await view(booking.uuid, guest.auth)).cancellation).toEqual(settled);
    expect((await listed(booking.uuid, guest.auth)).cancellation).toEqual(settled);
    // The 2022 client's payment object is as it was.
    expect((await view(booking.uuid, guest.auth)).payment).toEqual({ amount: 40, due: 0 });
  });

  it('refunds half within a day of the start, and says so', async () => {
    const guest = await createCustomer(context);
    const booking = await paidBooking(context, guest.auth, venue.uuid, dateIn(context, 9), ['10:00', '11:00']);
    clock.set(new Date(Date.parse(booking.startsAt) - 3 * 3_600_000));
    const auth = await freshAuth(deps, guest.user.id);
    expect((await cancel(booking.uuid, auth)).statusCode).toBe(200);
    await deps.jobs.drain();
    expect((await view(booking.uuid, auth)).cancellation).toMatchObject({
      by: 'customer',
      paid: 40,
      refunded: 20,
      refunding: 0,
    });
  });

  it('says an admin cancelled, from the admin console or the customer route', async () => {
    const admin = await createUser(deps, { isAdmin: true });
    const guest = await createCustomer(context);
    const viaConsole = await paidBooking(context, guest.auth, venue.uuid, dateIn(context, 10), ['10:00']);
    const viaRoute = await paidBooking(context, guest.auth, venue.uuid, dateIn(context, 10), ['12:00']);
    const adminAuth = await freshAuth(deps, admin.user.id);
    const response = await app.inject({
      method: 'POST',
      url: `/api/v1/admin/reservations/${viaConsole.uuid}/cancel`,
      headers: adminAuth,
      payload: { reason: 'The garden flooded' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await cancel(viaRoute.uuid, adminAuth)).statusCode).toBe(200);
    await deps.jobs.drain();
    for (const id of [viaConsole.uuid, viaRoute.uuid]) {
      expect((await view(id, guest.auth)).cancellation).toMatchObject({ by: 'admin', paid: 20, refunded: 20 });
    }
  });

  it('says the host cancelled when their block took the hours (Alter Reservations)', async () => {
    const own = await bookableVenue(context, host, { title: 'Blocked Backyard', rent: '20' });
    const guest = await createCustomer(context);
    const booking = await paidBooking(context, guest.auth, own.uuid, dateIn(context, 12), ['10:00']);
    const block = await blockDayCancelling(context, host.auth, own.uuid, dateIn(context, 12));
    expect(block.statusCode, block.body).toBe(201);
    await deps.jobs.drain();
    expect((await view(booking.uuid, guest.auth)).cancellation).toMatchObject({ by: 'host', paid: 20, refunded: 20 });
  });

  it('names nobody for a hold that ran out, and counts a declined charge as nothing paid', async () => {
    const guest = await createCustomer(context);
    const hold = await requestBooking(context, guest.auth, bookingBody(venue.uuid, dateIn(context, 14), ['10:00']));
    expect((await confirmBooking(context, guest.auth, hold.uuid, 'tok_chargeDeclined')).statusCode).toBe(402);
    clock.set(new Date(Date.parse(hold.holdExpiresAt!) + 60_000));
    expect(await services.reservations.expireHolds()).toBeGreaterThanOrEqual(1);
    const auth = await freshAuth(deps, guest.user.id);
    expect((await view(hold.uuid, auth)).cancellation).toEqual({
      by: null,
      at: clock.now().toISOString(),
      paid: 0,
      refunded: 0,
      refunding: 0,
    });
    const own = await requestBooking(context, auth, bookingBody(venue.uuid, dateIn(context, 14), ['12:00']));
    expect((await cancel(own.uuid, auth)).statusCode).toBe(200);
    expect((await view(own.uuid, auth)).cancellation).toMatchObject({ by: 'customer', paid: 0, refunded: 0 });
  });

  it('fills in who cancelled the bookings cancelled before it was recorded (migration backfill)', async () => {
    const file = fs.readdirSync(migrationsFolder).find((name) => /^\d{4}_cancelled_by\.sql$/.test(name));
    expect(file, 'the migration that adds reservations.cancelled_by').toBeDefined();
    const backfill = fs
      .readFileSync(path.join(migrationsFolder, file!), 'utf8')
      .split('--> statement-breakpoint')
      .filter((statement) => /^\s*(--.*\n)*\s*UPDATE/i.test(statement));
    expect(backfill.length).toBeGreaterThan(0);
    const guest = await createCustomer(context);
    const admin = await createUser(deps, { isAdmin: true });
    const past = (reason: string) =>
      insertReservation(context, {
        venueId: venue.uuid,
        customerId: guest.user.id,
        status: ReservationStatus.CANCELLED,
        schedules: [{ date: '2026-11-01', intervals: ['10:00'] }],
        startsAt: new Date('2026-11-01T15:00:00Z'),
        endsAt: new Date('2026-11-01T16:00:00Z'),
        cancelledAt: new Date('2026-10-20T15:00:00Z'),
        cancelReason: reason,
      });
    const byCustomer = await past('cancelled by the customer');
    const byHost = await past('cancelled by the host (availability changed)');
    const byAdminWithReason = await past('The garden flooded');
    const byAdminOnRoute = await past('cancelled by an admin');
    const lapsed = await past('hold expired');
    await deps.db.insert(auditLog).values({
      actorId: admin.user.id,
      action: 'booking.cancel',
      targetType: 'booking',
      targetId: byAdminWithReason,
      targetLabel: 'Cancellation Court (Casey Customer)',
      reason: 'The garden flooded',
    });
    for (const statement of backfill) await deps.db.execute(sql.raw(statement));
    const rows = await queryRows<{ id: string; cancelled_by: string | null }>(
      deps.db,
      sql`select id, cancelled_by from reservations where customer_id = ${guest.user.id}`,
    );
    expect(Object.fromEntries(rows.map((row) => [row.id, row.cancelled_by]))).toEqual({
      [byCustomer]: 'customer',
      [byHost]: 'host',
      [byAdminWithReason]: 'admin',
      [byAdminOnRoute]: 'admin',
      [lapsed]: null,
    });
  });

  it('refuses a canceller the product does not know, in the database', async () => {
    const guest = await createCustomer(context);
    const booking = await paidBooking(context, guest.auth, venue.uuid, dateIn(context, 15), ['10:00']);
    await expect(
      deps.db.execute(sql`update reservations set cancelled_by = 'someone' where id = ${booking.uuid}`),
    ).rejects.toThrow();
  });
});
