import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { Messages, ReservationStatus, TransactionStatus, TransactionType } from '@app/contract';
import { createTestApp } from '../../../test/app.ts';
import { bookableVenue as sharedBookableVenue, createCustomer } from '../../../test/bookings.ts';
import { bearer, createUser, freshAuth } from '../../../test/factories.ts';
import { categoryIdOf, createHost, createListing, listingFields } from '../../../test/venues.ts';
import { queryRows } from '../../db/client.ts';
import { addDays, localToday } from '../availability/expand.ts';

describe('reservations and payments', async () => {
  const context = await createTestApp();
  const { app, deps, clock, services } = context;
  const host = await createHost(context);
  const backyard = await categoryIdOf(context, 'backyard');
  const zone = 'America/New_York';
  const date = (offset: number) => addDays(localToday(clock.now(), zone), offset);
  // Tests move the clock; each starts at the real time with a fresh host session.
  beforeEach(async () => {
    clock.set(new Date());
    host.auth = await freshAuth(deps, host.user.id);
  });

  const bookableVenue = (fields: Record<string, string> = {}, categorySlug?: string) =>
    sharedBookableVenue(context, host, fields, categorySlug);
  const customer = () => createCustomer(context);
  const request = (auth: Record<string, string>, body: Record<string, unknown>) =>
    app.inject({ method: 'POST', url: '/api/v1/reservation/request', headers: auth, payload: body });
  const bookingBody = (venueId: string, overrides: Record<string, unknown> = {}) => ({
    venueId,
    schedules: [{ date: date(3), intervals: ['10:00', '11:00'] }],
    guestList: { adults: 2, children: 0, infants: 0 },
    ...overrides,
  });
  const confirm = (auth: Record<string, string>, id: string, token: string) =>
    app.inject({
      method: 'POST',
      url: `/api/v1/reservation/confirm/${id}`,
      headers: auth,
      payload: { venueId: 'x', stripetoken: token },
    });
  /** The booking events of a user (each also produces `notification` events, tested in modules/notifications). */
  const eventsOf = (userId: string) =>
    queryRows<{ type: string; payload: Record<string, unknown> }>(
      deps.db,
      sql`select type, payload from events where user_id = ${userId} and type <> 'notification' order by id`,
    );
  const ledgerOf = (reservationId: string) =>
    queryRows<{ type: number; status: number; initialization: number; amount_cents: number; fee_cents: number }>(
      deps.db,
      sql`select type, status, initialization, amount_cents, fee_cents from transactions where reservation_id = ${reservationId} order by type, created_at, id`,
    );

  it('holds the hours, prices them on the server and asks for payment; a card confirms it', async () => {
    const venue = await bookableVenue({ rent: '25.50' });
    const guest = await customer();
    const response = await request(guest.auth, { ...bookingBody(venue.uuid), amount: 1 });
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toBe(Messages.bookingSubmitted);
    const booking = response.json().data;
    expect(booking).toMatchObject({
      status: ReservationStatus.INPROCESS,
      venueId: venue.uuid,
      schedules: [{ date: date(3), intervals: ['10:00', '11:00'] }],
      slots: [],
      guestList: { adults: 2, children: 0, infants: 0 },
      payment: { amount: 51, due: 51 },
    });
    expect((await eventsOf(guest.user.id)).at(-1)).toEqual({
      type: 'payment_required',
      payload: { amount: 51, reservationId: booking.uuid },
    });

    const view = (await app.inject({ method: 'GET', url: `/api/v1/venue/${venue.uuid}/view/public` })).json().data;
    const day = view.schedules.find((entry: { date: string }) => entry.date === date(3));
    expect(day.intervals.find((interval: { time: string }) => interval.time === '10:00').status).toBe(2);

    const paid = await confirm(guest.auth, booking.uuid, 'tok_visa');
    expect(paid.statusCode).toBe(200);
    expect(paid.json().message).toBe(Messages.bookingConfirmed);
    expect(paid.json().data.status).toBe(ReservationStatus.CONFIRMED);
    expect((await eventsOf(guest.user.id)).at(-1)).toMatchObject({
      type: 'reservation_confirmed',
      payload: { reservationId: booking.uuid },
    });
    expect(await ledgerOf(booking.uuid)).toEqual([
      {
        type: TransactionType.CHARGE,
        status: TransactionStatus.SUCCEEDED,
        initialization: 4,
        amount_cents: 5100,
        fee_cents: 0,
      },
    ]);
    const again = await confirm(guest.auth, booking.uuid, 'tok_visa');
    expect(again.statusCode).toBe(409);
    expect(await ledgerOf(booking.uuid)).toHaveLength(1);

    const transactions = await app.inject({
      method: 'GET',
      url: '/api/v1/payment/transaction/viewall',
      headers: guest.auth,
    });
    expect(transactions.json().data).toEqual([
      expect.objectContaining({ type: 1, status: 3, initialization: 4, amount: 51, reservationId: booking.uuid }),
    ]);
    const list = await app.inject({ method: 'GET', url: '/api/v1/reservation/viewall', headers: guest.auth });
    expect(list.json().data[0]).toMatchObject({
      uuid: booking.uuid,
      status: 2,
      venue: { uuid: venue.uuid, category: { name: 'Backyard' } },
      slots: [],
    });
    const hostView = (
      await app.inject({ method: 'GET', url: `/api/v1/venue/${venue.uuid}/view`, headers: host.auth })
    ).json().data;
    expect(hostView.reservations).toEqual([
      expect.objectContaining({
        uuid: booking.uuid,
        status: 2,
        payment: { amount: 51 },
        reservedBy: { name: 'Casey Customer', address: '' },
        guestList: { adults: 2, children: 0, infants: 0 },
      }),
    ]);
    const publicView = (
      await app.inject({ method: 'GET', url: `/api/v1/venue/${venue.uuid}/view`, headers: guest.auth })
    ).json().data;
    expect(publicView.reservations).toEqual([]);
  });

  it('confirms a free booking at once', async () => {
    const venue = await bookableVenue({ rent: '0' });
    const guest = await customer();
    const response = await request(guest.auth, bookingBody(venue.uuid));
    expect(response.json().data).toMatchObject({ status: ReservationStatus.CONFIRMED, payment: { amount: 0, due: 0 } });
    expect((await eventsOf(guest.user.id)).at(-1)!.type).toBe('reservation_confirmed');
  });

  it('charges slot listings per slot and only offers slots free in every chosen hour', async () => {
    const lot = await bookableVenue({ slots: '3', rent: '5' }, 'parking-space');
    const first = await customer();
    const second = await customer();
    const body = bookingBody(lot.uuid, {
      slots: [1, 2],
      schedules: [{ date: date(4), intervals: ['09:00', '10:00', '11:00'] }],
    });
    const response = await request(first.auth, body);
    expect(response.json().data).toMatchObject({ slots: [1, 2], payment: { amount: 30 } });
    const clash = await request(second.auth, { ...body, slots: [2, 3] });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe(Messages.bookingSlotsUnavailable);
    const ok = await request(second.auth, { ...body, slots: ['3'] });
    expect(ok.statusCode).toBe(201);
    const noSlot = await request(second.auth, { ...body, slots: [] });
    expect(noSlot.json().message).toBe(Messages.selectSlot);
  });

  it.each([
    ['a date without a time', { schedules: [{ date: 'D3', intervals: [] }] }, Messages.selectTimeForEveryDate],
    ['no dates', { schedules: [] }, Messages.selectTimeForEveryDate],
    ['no adult', { guestList: { adults: 0, children: 1, infants: 0 } }, Messages.oneAdultMandatory],
    [
      'too many adults',
      { guestList: { adults: 11, children: 0, infants: 0 } },
      'This listing allows at most 10 adults',
    ],
    [
      'too many children',
      { guestList: { adults: 1, children: 6, infants: 0 } },
      'This listing allows at most 5 children',
    ],
    [
      'too many infants',
      { guestList: { adults: 1, children: 0, infants: 3 } },
      'This listing allows at most 2 infants',
    ],
    ['negative guests', { guestList: { adults: 1, children: -1, infants: 0 } }, Messages.guestCountInvalid],
    ['an unscheduled hour', { schedules: [{ date: 'D3', intervals: ['23:00'] }] }, Messages.noSlotAvailable],
    ['a date beyond the period', { schedules: [{ date: 'D40', intervals: ['10:00'] }] }, Messages.bookingOutsidePeriod],
    ['a past date', { schedules: [{ date: 'D-1', intervals: ['10:00'] }] }, Messages.bookingDatesInPast],
  ])('rejects %s with the message and holds nothing', async (_label, overrides, message) => {
    const venue = await bookableVenue();
    const guest = await customer();
    const withDates = JSON.parse(
      JSON.stringify(overrides).replace(/"D(-?\d+)"/g, (_match, offset: string) => `"${date(Number(offset))}"`),
    );
    const response = await request(guest.auth, bookingBody(venue.uuid, withDates));
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json().message).toBe(message);
    const [held] = await queryRows<{ n: number }>(
      deps.db,
      sql`select count(*)::int as n from reservation_hours where venue_id = ${venue.uuid}`,
    );
    expect(held!.n).toBe(0);
  });

  it('refuses visitors, the host itself, unapproved listings, and more than 3 unpaid holds', async () => {
    const venue = await bookableVenue();
    const visitor = await request({}, bookingBody(venue.uuid));
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().message).toBe(Messages.loginRequiredBooking);
    expect((await request(host.auth, bookingBody(venue.uuid))).json().message).toBe(Messages.bookingOwnListing);
    const pending = await createListing(context, host, listingFields(backyard), { approve: false });
    const guest = await customer();
    expect((await request(guest.auth, bookingBody(pending.uuid))).statusCode).toBe(404);
    for (const hour of ['08:00', '09:00', '10:00']) {
      expect(
        (await request(guest.auth, bookingBody(venue.uuid, { schedules: [{ date: date(5), intervals: [hour] }] })))
          .statusCode,
      ).toBe(201);
    }
    const fourth = await request(
      guest.auth,
      bookingBody(venue.uuid, { schedules: [{ date: date(5), intervals: ['11:00'] }] }),
    );
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().message).toBe(Messages.bookingTooManyHolds);
  });

  it('declines a card with the provider message (402), keeps the hold, and accepts another card', async () => {
    const venue = await bookableVenue();
    const guest = await customer();
    const booking = (await request(guest.auth, bookingBody(venue.uuid))).json().data;
    const declined = await confirm(guest.auth, booking.uuid, 'tok_chargeDeclinedInsufficientFunds');
    expect(declined.statusCode).toBe(402);
    expect(declined.json().message).toBe('Your card has insufficient funds.');
    expect((await eventsOf(guest.user.id)).at(-1)).toMatchObject({
      type: 'reservation_failed',
      payload: { message: 'Your card has insufficient funds.' },
    });
    const paid = await confirm(guest.auth, booking.uuid, 'tok_mastercard');
    expect(paid.statusCode).toBe(200);
    expect((await ledgerOf(booking.uuid)).map((row) => [row.type, row.status])).toEqual([
      [1, TransactionStatus.FAILED],
      [1, TransactionStatus.SUCCEEDED],
    ]);
    expect((await confirm(guest.auth, booking.uuid, '')).statusCode).toBe(409);
  });

  it('releases unpaid holds after 15 minutes; a late confirm is refused', async () => {
    const venue = await bookableVenue();
    const guest = await customer();
    const booking = (
      await request(guest.auth, bookingBody(venue.uuid, { schedules: [{ date: date(6), intervals: ['12:00'] }] }))
    ).json().data;
    clock.advance(14 * 60_000);
    expect(await services.reservations.expireHolds()).toBe(0);
    clock.advance(2 * 60_000);
    expect(await services.reservations.expireHolds()).toBeGreaterThanOrEqual(1);
    guest.auth = await freshAuth(deps, guest.user.id);
    const view = await app.inject({
      method: 'GET',
      url: `/api/v1/reservation/view/${booking.uuid}`,
      headers: guest.auth,
    });
    expect(view.json().data.status).toBe(ReservationStatus.CANCELLED);
    expect((await eventsOf(guest.user.id)).at(-1)).toMatchObject({
      type: 'reservation_failed',
      payload: { message: Messages.bookingHoldExpired },
    });
    expect((await confirm(guest.auth, booking.uuid, 'tok_visa')).statusCode).toBe(409);
    const other = await customer();
    expect(
      (await request(other.auth, bookingBody(venue.uuid, { schedules: [{ date: date(6), intervals: ['12:00'] }] })))
        .statusCode,
    ).toBe(201);
    clock.set(new Date());
  });

  it('cancels: a hold is released; a paid booking is refunded 100% ≥ 24 h before, 50% after', async () => {
    const venue = await bookableVenue();
    const guest = await customer();
    const hold = (
      await request(guest.auth, bookingBody(venue.uuid, { schedules: [{ date: date(7), intervals: ['09:00'] }] }))
    ).json().data;
    const cancelled = await app.inject({
      method: 'PUT',
      url: `/api/v1/reservation/cancell/${hold.uuid}`,
      headers: guest.auth,
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().message).toBe(Messages.cancellationSubmitted);
    expect(cancelled.json().data.status).toBe(ReservationStatus.CANCELLED);

    const early = (
      await request(
        guest.auth,
        bookingBody(venue.uuid, { schedules: [{ date: date(8), intervals: ['09:00', '10:00'] }] }),
      )
    ).json().data;
    await confirm(guest.auth, early.uuid, 'tok_visa');
    await app.inject({ method: 'PUT', url: `/api/v1/reservation/cancell/${early.uuid}`, headers: guest.auth });
    await deps.jobs.drain();
    expect((await ledgerOf(early.uuid)).map((row) => [row.type, row.status, row.amount_cents])).toEqual([
      [1, 3, 4000],
      [2, 3, 4000],
    ]);

    const late = (
      await request(
        guest.auth,
        bookingBody(venue.uuid, { schedules: [{ date: date(9), intervals: ['09:00', '10:00'] }] }),
      )
    ).json().data;
    await confirm(guest.auth, late.uuid, 'tok_visa');
    clock.set(new Date(new Date(late.startsAt).getTime() - 3 * 3_600_000));
    guest.auth = await freshAuth(deps, guest.user.id);
    await app.inject({ method: 'PUT', url: `/api/v1/reservation/cancell/${late.uuid}`, headers: guest.auth });
    await deps.jobs.drain();
    expect((await ledgerOf(late.uuid)).map((row) => [row.type, row.status, row.amount_cents, row.fee_cents])).toEqual([
      [1, 3, 4000, 0],
      [2, 3, 2000, 0],
      [3, 1, 1800, 200],
    ]);
    expect(
      (await app.inject({ method: 'PUT', url: `/api/v1/reservation/cancell/${late.uuid}`, headers: guest.auth }))
        .statusCode,
    ).toBe(422);
    clock.set(new Date());
  });

  it('lets an admin cancel any booking with a full refund, even within 24 hours', async () => {
    const venue = await bookableVenue();
    const guest = await customer();
    const booking = (
      await request(guest.auth, bookingBody(venue.uuid, { schedules: [{ date: date(9), intervals: ['13:00'] }] }))
    ).json().data;
    await confirm(guest.auth, booking.uuid, 'tok_visa');
    clock.set(new Date(new Date(booking.startsAt).getTime() - 2 * 3_600_000));
    const admin = await createUser(deps, { isAdmin: true });
    const response = await app.inject({
      method: 'PUT',
      url: `/api/v1/reservation/cancell/${booking.uuid}`,
      headers: bearer(admin.accessToken),
    });
    expect(response.statusCode).toBe(200);
    await deps.jobs.drain();
    expect((await ledgerOf(booking.uuid)).map((row) => [row.type, row.status, row.amount_cents])).toEqual([
      [1, 3, 2000],
      [2, 3, 2000],
    ]);
  });

  it('reschedules: cheaper switches at once and refunds the difference; dearer waits for the difference', async () => {
    const venue = await bookableVenue();
    const guest = await customer();
    const booking = (
      await request(
        guest.auth,
        bookingBody(venue.uuid, { schedules: [{ date: date(10), intervals: ['09:00', '10:00', '11:00'] }] }),
      )
    ).json().data;
    await confirm(guest.auth, booking.uuid, 'tok_visa');
    const reschedule = (body: Record<string, unknown>) =>
      app.inject({
        method: 'PUT',
        url: `/api/v1/reservation/reschedule/${booking.uuid}`,
        headers: guest.auth,
        payload: bookingBody(venue.uuid, body),
      });

    const cheaper = await reschedule({ schedules: [{ date: date(11), intervals: ['14:00', '15:00'] }] });
    expect(cheaper.statusCode).toBe(200);
    expect(cheaper.json().message).toBe(Messages.rescheduleSubmitted);
    expect(cheaper.json().data).toMatchObject({
      status: 2,
      schedules: [{ date: date(11), intervals: ['14:00', '15:00'] }],
      payment: { amount: 40 },
    });
    await deps.jobs.drain();
    expect((await ledgerOf(booking.uuid)).map((row) => [row.type, row.amount_cents])).toEqual([
      [1, 6000],
      [2, 2000],
    ]);
    expect((await eventsOf(guest.user.id)).at(-1)).toMatchObject({
      type: 'reservation_confirmed',
      payload: { message: Messages.rescheduleConfirmed },
    });

    const dearer = await reschedule({
      schedules: [{ date: date(11), intervals: ['14:00', '15:00', '16:00', '17:00'] }],
    });
    expect(dearer.json().data).toMatchObject({
      payment: { amount: 40, due: 40 },
      schedules: [{ date: date(11), intervals: ['14:00', '15:00'] }],
    });
    expect((await eventsOf(guest.user.id)).at(-1)).toEqual({
      type: 'payment_required',
      payload: { amount: 40, reservationId: booking.uuid },
    });
    const other = await customer();
    const blocked = await request(
      other.auth,
      bookingBody(venue.uuid, { schedules: [{ date: date(11), intervals: ['16:00'] }] }),
    );
    expect(blocked.statusCode).toBe(409);
    const paid = await confirm(guest.auth, booking.uuid, 'tok_visa');
    expect(paid.json().data).toMatchObject({
      schedules: [{ date: date(11), intervals: ['14:00', '15:00', '16:00', '17:00'] }],
      payment: { amount: 80, due: 0 },
    });
    const [held] = await queryRows<{ n: number }>(
      deps.db,
      sql`select count(*)::int as n from reservation_hours where reservation_id = ${booking.uuid} and current`,
    );
    expect(held!.n).toBe(4);
  });

  it('completes after the last hour and pays the host once the payout account is connected; the books balance', async () => {
    const venue = await bookableVenue();
    const guest = await customer();
    const booking = (
      await request(guest.auth, bookingBody(venue.uuid, { schedules: [{ date: date(2), intervals: ['10:00'] }] }))
    ).json().data;
    await confirm(guest.auth, booking.uuid, 'tok_visa');
    clock.set(new Date(new Date(booking.endsAt).getTime() + 60_000));
    expect(await services.reservations.completeFinished()).toBe(1);
    await deps.jobs.drain();
    const hostAuth = await freshAuth(deps, host.user.id);
    guest.auth = await freshAuth(deps, guest.user.id);
    const payouts = async () =>
      (await app.inject({ method: 'GET', url: '/api/v1/payment/transaction/viewall?type=seller', headers: hostAuth }))
        .json()
        .data.filter((payout: { reservationId: string }) => payout.reservationId === booking.uuid);
    expect(await payouts()).toEqual([
      expect.objectContaining({
        type: 3,
        status: TransactionStatus.PENDING,
        amount: 18,
        fee: 2,
        reservationId: booking.uuid,
        venueId: venue.uuid,
        venueTitle: expect.any(String),
      }),
    ]);

    const onboarding = await app.inject({
      method: 'POST',
      url: '/api/v1/payment/stripe/onboarding/initiate',
      headers: hostAuth,
      payload: { country: 'US' },
    });
    expect(onboarding.statusCode).toBe(200);
    const url = new URL(onboarding.json().data.url);
    expect(url.pathname).toBe('/payment/stripe/onboarding/test-complete');
    const completed = await app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(completed.statusCode).toBe(302);
    expect(completed.headers.location).toMatch(/\/payment\/stripe\/onboarding\/complete$/);
    const status = await app.inject({
      method: 'GET',
      url: '/api/v1/payment/stripe/onboarding/status',
      headers: hostAuth,
    });
    expect(status.json().data).toMatchObject({
      connected: true,
      payoutsEnabled: true,
      country: 'US',
      message: Messages.stripeAccountAdded,
    });
    const me = await app.inject({ method: 'GET', url: '/api/v1/user/me', headers: hostAuth });
    expect(me.json().data.user.payout).toEqual({ country: 'US', payoutsEnabled: true });
    await deps.jobs.drain();
    expect(await payouts()).toEqual([
      expect.objectContaining({ status: TransactionStatus.SUCCEEDED, initialization: 4, amount: 18 }),
    ]);
    const view = await app.inject({
      method: 'GET',
      url: `/api/v1/reservation/view/${booking.uuid}`,
      headers: guest.auth,
    });
    expect(view.json().data.status).toBe(ReservationStatus.COMPLETED);
    expect(await services.payments.unbalancedReservations()).toEqual([]);
    expect(
      (await app.inject({ method: 'PUT', url: `/api/v1/reservation/cancell/${booking.uuid}`, headers: guest.auth }))
        .statusCode,
    ).toBe(422);
    clock.set(new Date());
  });

  it('applies alterReservations: refuses with 409 naming the booking, or cancels and fully refunds it', async () => {
    const venue = await bookableVenue();
    const guest = await customer();
    const booking = (
      await request(guest.auth, bookingBody(venue.uuid, { schedules: [{ date: date(12), intervals: ['10:00'] }] }))
    ).json().data;
    await confirm(guest.auth, booking.uuid, 'tok_visa');
    const block = (alterReservations: boolean) =>
      app.inject({
        method: 'POST',
        url: `/api/v1/venue/${venue.uuid}/calendar/block/create`,
        headers: host.auth,
        payload: { from: { date: date(12), time: '00:00' }, to: { date: date(13), time: '00:00' }, alterReservations },
      });
    const refused = await block(false);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain(booking.uuid.slice(0, 8));
    expect(refused.json().details.reservations).toEqual([booking.uuid]);
    expect(
      (
        await app.inject({
          method: 'GET',
          url: `/api/v1/venue/${venue.uuid}/calendar/block/viewall`,
          headers: host.auth,
        })
      ).json().data,
    ).toEqual([]);
    const schedule = await app.inject({
      method: 'PUT',
      url: `/api/v1/venue/${venue.uuid}/schedule/raw/update`,
      headers: host.auth,
      payload: {
        schedules: [{ type: 2, date: '[1,2,3,4,5,6,7]', intervals: [{ from: '12:00', to: '22:00' }] }],
        schedulingPeriod: 30,
        alterReservations: false,
      },
    });
    expect(schedule.statusCode).toBe(409);
    expect((await block(true)).statusCode).toBe(201);
    await deps.jobs.drain();
    const after = await app.inject({
      method: 'GET',
      url: `/api/v1/reservation/view/${booking.uuid}`,
      headers: guest.auth,
    });
    expect(after.json().data.status).toBe(ReservationStatus.CANCELLED);
    expect((await ledgerOf(booking.uuid)).map((row) => [row.type, row.status, row.amount_cents])).toEqual([
      [1, 3, 4000 / 2],
      [2, 3, 4000 / 2],
    ]);
    expect((await eventsOf(guest.user.id)).at(-1)!.type).toBe('reservation_cancelled');
  });

  it('refuses to delete a listing with upcoming bookings', async () => {
    const venue = await bookableVenue();
    const guest = await customer();
    await request(guest.auth, bookingBody(venue.uuid));
    const response = await app.inject({
      method: 'DELETE',
      url: `/api/v1/venue/${venue.uuid}/delete`,
      headers: host.auth,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toContain(Messages.listingHasUpcomingBookings);
  });

  it("hides other people's bookings with 404", async () => {
    const venue = await bookableVenue();
    const guest = await customer();
    const stranger = await customer();
    const booking = (await request(guest.auth, bookingBody(venue.uuid))).json().data;
    for (const [method, url] of [
      ['GET', `/api/v1/reservation/view/${booking.uuid}`],
      ['PUT', `/api/v1/reservation/cancell/${booking.uuid}`],
      ['POST', `/api/v1/reservation/confirm/${booking.uuid}`],
    ] as const) {
      expect(
        (
          await app.inject({
            method,
            url,
            headers: stranger.auth,
            ...(method === 'POST' ? { payload: { stripetoken: 'tok_visa' } } : {}),
          })
        ).statusCode,
      ).toBe(404);
    }
    expect(
      (await app.inject({ method: 'GET', url: '/api/v1/reservation/view/nope', headers: guest.auth })).statusCode,
    ).toBe(404);
    expect(
      (await app.inject({ method: 'GET', url: `/api/v1/reservation/view/${booking.uuid}`, headers: host.auth }))
        .statusCode,
    ).toBe(200);
  });
});
