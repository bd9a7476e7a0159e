import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { Messages, UserStatus } from '@app/contract';
import { createTestApp } from '../../../test/app.ts';
import { bookableVenue, bookingBody, createCustomer, dateIn, requestBooking } from '../../../test/bookings.ts';
import { createHost } from '../../../test/venues.ts';
import { queryRows } from '../../db/client.ts';

/**
 * A booking's request and confirm check the customer's session in their own first statement (decision 023): these
 * answer exactly as routes that check it on its own do, and write nothing for a session that has ended.
 */
describe('who may book: the session checked in the booking statements', async () => {
  const context = await createTestApp();
  const { app, deps } = context;
  const host = await createHost(context);
  const venue = await bookableVenue(context, host);
  let day = 2;
  const nextBody = () => bookingBody(venue.uuid, dateIn(context, day++));
  const post = (url: string, headers: Record<string, string>, payload: unknown) =>
    app.inject({ method: 'POST', url: `/api/v1${url}`, headers, payload: payload as Record<string, unknown> });
  const holdsOf = async (userId: string) =>
    (
      await queryRows<{ n: number }>(
        deps.db,
        sql`select count(*)::int as n from reservations where customer_id = ${userId}`,
      )
    )[0]!.n;
  const claimOf = async (id: string) =>
    (
      await queryRows<{ attempt: number; locked: boolean; status: number }>(
        deps.db,
        sql`select payment_attempt as attempt, payment_locked_until is not null as locked, status from reservations where id = ${id}`,
      )
    )[0]!;
  const logOut = async (auth: Record<string, string>) => {
    const response = await app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: auth });
    expect(response.statusCode).toBe(200);
  };
  const setStatus = (userId: string, fields: { status?: number; phoneVerified?: boolean }) =>
    deps.db.execute(sql`update users set status = coalesce(${fields.status ?? null}::int, status),
      phone_verified = coalesce(${fields.phoneVerified ?? null}::boolean, phone_verified) where id = ${userId}`);

  it('request: a session that has ended gets 401 with the booking message, whatever the body or listing, and holds nothing', async () => {
    const guest = await createCustomer(context);
    await logOut(guest.auth);
    for (const payload of [
      nextBody(),
      { ...nextBody(), venueId: '00000000-0000-4000-8000-000000000000' },
      { ...nextBody(), venueId: 'not-a-listing' },
      { venueId: venue.uuid },
    ]) {
      const response = await post('/reservation/request', guest.auth, payload);
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe(Messages.loginRequiredBooking);
    }
    expect(await holdsOf(guest.user.id)).toBe(0);
    const visitor = await post('/reservation/request', {}, nextBody());
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().message).toBe(Messages.loginRequiredBooking);
  });

  it('request: a blocked account gets 403 with its status, an unverified one 403 asking to verify; neither holds', async () => {
    const blocked = await createCustomer(context);
    await setStatus(blocked.user.id, { status: UserStatus.BLOCKED });
    const refused = await post('/reservation/request', blocked.auth, nextBody());
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: Messages.accountBlocked, data: { status: UserStatus.BLOCKED } });
    const badInput = await post('/reservation/request', blocked.auth, { venueId: venue.uuid });
    expect(badInput.statusCode).toBe(403);

    const unverified = await createCustomer(context);
    await setStatus(unverified.user.id, { phoneVerified: false });
    const asked = await post('/reservation/request', unverified.auth, nextBody());
    expect(asked.statusCode).toBe(403);
    expect(asked.json()).toMatchObject({
      message: Messages.verifyToContinue,
      data: { status: UserStatus.ACTIVE, emailVerified: true, phoneVerified: false },
    });
    expect(await holdsOf(blocked.user.id)).toBe(0);
    expect(await holdsOf(unverified.user.id)).toBe(0);

    const fine = await createCustomer(context);
    expect((await post('/reservation/request', fine.auth, nextBody())).statusCode).toBe(201);
  });

  it('confirm: after logout, blocking or losing verification nothing is claimed or charged; the live session pays', async () => {
    const guest = await createCustomer(context);
    const held = await requestBooking(context, guest.auth, nextBody());
    const before = await claimOf(held.uuid);

    await setStatus(guest.user.id, { phoneVerified: false });
    const unverified = await post(`/reservation/confirm/${held.uuid}`, guest.auth, { stripetoken: 'tok_visa' });
    expect(unverified.statusCode).toBe(403);
    expect(unverified.json().message).toBe(Messages.verifyToContinue);
    await setStatus(guest.user.id, { phoneVerified: true, status: UserStatus.BLOCKED });
    const blocked = await post(`/reservation/confirm/${held.uuid}`, guest.auth, { stripetoken: 'tok_visa' });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toMatchObject({ message: Messages.accountBlocked, data: { status: UserStatus.BLOCKED } });
    expect(await claimOf(held.uuid)).toEqual(before);

    await setStatus(guest.user.id, { status: UserStatus.ACTIVE });
    const other = await createCustomer(context);
    const others = await requestBooking(context, other.auth, nextBody());
    await logOut(other.auth);
    for (const payload of [{ stripetoken: 'tok_visa' }, { stripetoken: 42 }]) {
      const ended = await post(`/reservation/confirm/${others.uuid}`, other.auth, payload);
      expect(ended.statusCode).toBe(401);
      expect(ended.json().message).toBe(Messages.loginRequiredBooking);
    }
    const unknown = await post('/reservation/confirm/not-a-booking', other.auth, { stripetoken: 'tok_visa' });
    expect(unknown.statusCode).toBe(401);
    expect((await claimOf(others.uuid)).attempt).toBe(0);
    expect((await claimOf(others.uuid)).locked).toBe(false);
    const [charges] = await queryRows<{ n: number }>(
      deps.db,
      sql`select count(*)::int as n from transactions where reservation_id in (${held.uuid}, ${others.uuid})`,
    );
    expect(charges!.n).toBe(0);

    const paid = await post(`/reservation/confirm/${held.uuid}`, guest.auth, { stripetoken: 'tok_visa' });
    expect(paid.statusCode).toBe(200);
    expect(paid.json().message).toBe(Messages.bookingConfirmed);
  });
});
