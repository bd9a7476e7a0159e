import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  BookingRulesResponseSchema,
  defaultBookingRules,
  Messages,
  QuoteResponseSchema,
  ReservationStatus,
  VenueDetailResponseSchema,
  VenueSearchResponseSchema,
} from '@app/contract';
import { createTestApp } from '../../../test/app.ts';
import {
  bookableVenue,
  bookingBody,
  confirmBooking,
  createCustomer,
  dateIn,
  requestBooking,
} from '../../../test/bookings.ts';
import { freshAuth } from '../../../test/factories.ts';
import { createHost } from '../../../test/venues.ts';
import { queryRows } from '../../db/client.ts';

const onServer = Boolean(process.env.TEST_DATABASE_URL);

/** docs/product/rules.md#booking-rules: the host's rules, the quote and what a booking pays and refunds under them. */
describe(`booking rules (${onServer ? 'PostgreSQL' : 'PGlite'})`, async () => {
  const context = await createTestApp();
  const { app, deps, clock } = context;
  const host = await createHost(context);
  const otherHost = await createHost(context);
  beforeEach(async () => {
    clock.set(new Date());
    host.auth = await freshAuth(deps, host.user.id);
    otherHost.auth = await freshAuth(deps, otherHost.user.id);
  });

  const putRules = (venueId: string, headers: Record<string, string>, payload: unknown) =>
    app.inject({ method: 'PUT', url: `/api/v1/venue/${venueId}/rules`, headers, payload: payload as object });
  const quote = (payload: object, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url: '/api/v1/reservation/quote', headers, payload });
  const publicView = async (venueId: string) => {
    const response = await app.inject({ method: 'GET', url: `/api/v1/venue/${venueId}/view/public` });
    expect(response.statusCode, response.body).toBe(200);
    return VenueDetailResponseSchema.parse(response.json()).data;
  };
  const bookingRow = async (id: string) =>
    (
      await queryRows<{ amount_cents: number; cancellation_policy: string; price_lines: unknown }>(
        deps.db,
        sql`select amount_cents, cancellation_policy, price_lines from reservations where id = ${id}`,
      )
    )[0]!;

  it('shows every listing at the default rules, which price and refund as before', async () => {
    const venue = await bookableVenue(context, host, { title: 'Default Rules Yard', rent: '20' });
    expect((await publicView(venue.uuid)).rules).toEqual(defaultBookingRules);
    const search = await app.inject({
      method: 'GET',
      url: '/api/v1/venue/viewall/public?search=Default%20Rules%20Yard',
    });
    const card = VenueSearchResponseSchema.parse(search.json()).data.find((item) => item.uuid === venue.uuid);
    expect(card?.rules).toEqual(defaultBookingRules);

    const body = bookingBody(venue.uuid, dateIn(context, 5), ['10:00', '11:00', '12:00']);
    const answer = await quote(body);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(QuoteResponseSchema.parse(answer.json()).data).toEqual({
      lines: [{ label: '3 hours × $20', amount: 60 }],
      total: 60,
      refundPolicy: Messages.cancellationPolicyFlexible,
      bookingMode: 'instant',
    });
  });

  it('lets the host (and only the host or an admin) set the rules; the listing then shows them', async () => {
    const venue = await bookableVenue(context, host, { title: 'Rules Court', rent: '30' });
    const rules = {
      ...defaultBookingRules,
      cancellationPolicy: 'strict',
      minHours: 2,
      pricing: { ...defaultBookingRules.pricing, weekendRent: 45, cleaningFee: 15 },
    };
    const saved = await putRules(venue.uuid, host.auth, rules);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(BookingRulesResponseSchema.parse(saved.json())).toEqual({ data: rules, message: Messages.rulesSaved });
    expect((await publicView(venue.uuid)).rules).toEqual(rules);

    // Another host is told the listing does not exist; a visitor must log in; nothing changes.
    expect((await putRules(venue.uuid, otherHost.auth, defaultBookingRules)).statusCode).toBe(404);
    expect((await putRules(venue.uuid, {}, defaultBookingRules)).statusCode).toBe(401);
    expect((await publicView(venue.uuid)).rules).toEqual(rules);
  });

  it('refuses a wrong rule with its message and keeps the rules as they were', async () => {
    const venue = await bookableVenue(context, host, { title: 'Careful Court', rent: '30' });
    const cases: Array<[object, string]> = [
      [{ bufferAfterHours: 5 }, Messages.rulesBufferInvalid],
      [{ minHours: 4, maxHours: 2 }, Messages.rulesMaxHoursInvalid],
      [{ noticeHours: -1 }, Messages.rulesNoticeInvalid],
      [{ pricing: { peakHours: [17, 18] } }, Messages.rulesPeakHoursInvalid],
      [{ pricing: { cleaningFee: 'lots' } }, Messages.rulesAmountInvalid],
      // The bookable listings above have a 30-day scheduling period.
      [{ horizonDays: 31 }, Messages.rulesHorizonInvalid],
    ];
    for (const [payload, message] of cases) {
      const response = await putRules(venue.uuid, host.auth, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.body).toContain(message);
    }
    expect((await publicView(venue.uuid)).rules).toEqual(defaultBookingRules);
  });

  it('quotes a weekend booking line by line and charges exactly the quote', async () => {
    const venue = await bookableVenue(context, host, { title: 'Weekend Pool', rent: '30' });
    await putRules(venue.uuid, host.auth, {
      pricing: { weekendRent: 45, cleaningFee: 15, extraGuestFee: 5, extraGuestsFrom: 2 },
    });
    // The next Saturday at least two days ahead, in the listing's zone.
    let offset = 2;
    while (new Date(`${dateIn(context, offset)}T12:00:00Z`).getUTCDay() !== 6) offset += 1;
    const body = {
      ...bookingBody(venue.uuid, dateIn(context, offset), ['10:00', '11:00']),
      guestList: { adults: 3, children: 1, infants: 1 },
    };
    const answer = QuoteResponseSchema.parse((await quote(body)).json()).data;
    expect(answer.lines).toEqual([
      { label: '2 weekend hours × $45', amount: 90 },
      { label: '2 extra guests × 2 hours × $5', amount: 20 },
      { label: 'Cleaning fee', amount: 15 },
    ]);
    expect(answer.total).toBe(125);

    const guest = await createCustomer(context);
    const booking = await requestBooking(context, guest.auth, body);
    const row = await bookingRow(booking.uuid);
    expect(row.amount_cents).toBe(12_500);
    expect(row.price_lines).toEqual([
      { kind: 'weekend', label: '2 weekend hours × $45', amountCents: 9000 },
      { kind: 'guests', label: '2 extra guests × 2 hours × $5', amountCents: 2000 },
      { kind: 'cleaning', label: 'Cleaning fee', amountCents: 1500 },
    ]);
  });

  it('prices a request after a change of rules at the new rules, though this process read the listing before', async () => {
    const venue = await bookableVenue(context, host, { title: 'Repriced Yard', rent: '20' });
    const guest = await createCustomer(context);
    const first = await requestBooking(context, guest.auth, bookingBody(venue.uuid, dateIn(context, 4), ['10:00']));
    expect((await bookingRow(first.uuid)).amount_cents).toBe(2000);
    await putRules(venue.uuid, host.auth, { pricing: { cleaningFee: 10 } });
    const second = await requestBooking(context, guest.auth, bookingBody(venue.uuid, dateIn(context, 4), ['12:00']));
    expect((await bookingRow(second.uuid)).amount_cents).toBe(3000);
  });

  it('answers a quote for hours the listing does not offer as the request would', async () => {
    const venue = await bookableVenue(context, host, { title: 'Closed Night Yard', rent: '20' });
    const body = bookingBody(venue.uuid, dateIn(context, 3), ['23:00']);
    const quoted = await quote(body);
    const guest = await createCustomer(context);
    const requested = await app.inject({
      method: 'POST',
      url: '/api/v1/reservation/request',
      headers: guest.auth,
      payload: body,
    });
    expect(quoted.statusCode).toBe(400);
    expect([requested.statusCode, requested.json().message]).toEqual([400, quoted.json().message]);
  });

  it('applies the time rules alike to the listing view, date search and the request', async () => {
    const venue = await bookableVenue(context, host, { title: 'Buffered Court', rent: '20' });
    await putRules(venue.uuid, host.auth, { bufferAfterHours: 1, minHours: 2, maxHours: 4, noticeHours: 48 });
    const date = dateIn(context, 6);
    const guest = await createCustomer(context);
    await requestBooking(context, guest.auth, bookingBody(venue.uuid, date, ['12:00', '13:00']));
    const hoursOn = async (day: string) =>
      (await publicView(venue.uuid)).schedules
        .find((entry) => entry.date === day)!
        .intervals.filter((interval) => interval.status === 1)
        .map((interval) => interval.time);
    // Open 08–22: booked 12–14, an hour kept free on each side (11 and 14), the 3 hours before still bookable.
    expect(await hoursOn(date)).toEqual([
      '08:00',
      '09:00',
      '10:00',
      '15:00',
      '16:00',
      '17:00',
      '18:00',
      '19:00',
      '20:00',
      '21:00',
    ]);
    // Within the 48 hours of notice nothing is offered; the listing stays in date search on its open days.
    expect(await hoursOn(dateIn(context, 1))).toEqual([]);
    const other = await createCustomer(context);
    const refusal = async (intervals: string[], day = date) => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/v1/reservation/request',
        headers: other.auth,
        payload: bookingBody(venue.uuid, day, intervals),
      });
      return [response.statusCode, response.json().message];
    };
    expect(await refusal(['16:00'])).toEqual([400, Messages.bookingBelowMinHours.replace('{min}', '2')]);
    expect(await refusal(['15:00', '16:00', '17:00', '18:00', '19:00'])).toEqual([
      400,
      Messages.bookingAboveMaxHours.replace('{max}', '4'),
    ]);
    expect(await refusal(['10:00', '11:00'])).toEqual([409, Messages.bookingHoursTaken]);
    expect(await refusal(['10:00', '11:00'], dateIn(context, 1))).toEqual([
      400,
      Messages.bookingTooSoon.replace('{hours}', '48'),
    ]);
    await requestBooking(context, other.auth, bookingBody(venue.uuid, date, ['09:00', '10:00']));
  });

  it('never lets two bookings come closer than the buffer, though they are asked for at the same moment', async () => {
    const venue = await bookableVenue(context, host, { title: 'Turnover Pool', rent: '20' });
    await putRules(venue.uuid, host.auth, { bufferBeforeHours: 1 });
    for (const offset of [3, 4, 5, 6]) {
      const date = dateIn(context, offset);
      const guests = await Promise.all(Array.from({ length: 4 }, () => createCustomer(context)));
      // 12:00 and 13:00 are an hour apart: within the buffer, so only one of them may be booked.
      const answers = await Promise.all(
        [['12:00'], ['13:00'], ['12:00'], ['13:00']].map((intervals, index) =>
          app.inject({
            method: 'POST',
            url: '/api/v1/reservation/request',
            headers: guests[index]!.auth,
            payload: bookingBody(venue.uuid, date, intervals),
          }),
        ),
      );
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409, 409]);
    }
  });

  it('never lets a reschedule come closer than the buffer to a booking asked for at the same moment', async () => {
    const venue = await bookableVenue(context, host, { title: 'Turnover Court', rent: '20' });
    await putRules(venue.uuid, host.auth, { bufferBeforeHours: 1 });
    for (const offset of [3, 4, 5, 6]) {
      const date = dateIn(context, offset);
      const [mover, newcomer] = await Promise.all([createCustomer(context), createCustomer(context)]);
      const held = await requestBooking(context, mover.auth, bookingBody(venue.uuid, date, ['17:00']));
      // 12:00 and 13:00 are an hour apart: the move to 13:00 and the new booking at 12:00 cannot both happen.
      const [moved, booked] = await Promise.all([
        app.inject({
          method: 'PUT',
          url: `/api/v1/reservation/reschedule/${held.uuid}`,
          headers: mover.auth,
          payload: bookingBody(venue.uuid, date, ['13:00']),
        }),
        app.inject({
          method: 'POST',
          url: '/api/v1/reservation/request',
          headers: newcomer.auth,
          payload: bookingBody(venue.uuid, date, ['12:00']),
        }),
      ]);
      const codes = [moved.statusCode, booked.statusCode];
      expect(
        codes.filter((code) => code === 409),
        `${moved.body} ${booked.body}`,
      ).toHaveLength(1);
      expect(codes.filter((code) => code === 200 || code === 201)).toHaveLength(1);
      const hours = await queryRows<{ hour: number }>(
        deps.db,
        sql`select hour from reservation_hours where venue_id = ${venue.uuid} and date = ${date} order by hour`,
      );
      expect(hours.map((row) => row.hour)).toEqual(moved.statusCode === 200 ? [13] : [12, 17]);
    }
  });

  it('leaves a listing out of date search on a day whose free stretches are all shorter than its minimum', async () => {
    const venue = await bookableVenue(context, host, { title: 'Long Stay Garden', rent: '20' });
    const date = dateIn(context, 7);
    const guest = await createCustomer(context);
    // Open 08–22; booked 11–19: free stretches of 3 hours (08–11) and 3 hours (19–22).
    await requestBooking(
      context,
      guest.auth,
      bookingBody(venue.uuid, date, ['11:00', '12:00', '13:00', '14:00', '15:00', '16:00', '17:00', '18:00']),
    );
    const found = async () => {
      const response = await app.inject({
        method: 'GET',
        url: `/api/v1/venue/viewall/public?search=Long%20Stay%20Garden&fromDate=${date}&toDate=${date}`,
      });
      return VenueSearchResponseSchema.parse(response.json()).data.some((card) => card.uuid === venue.uuid);
    };
    expect(await found()).toBe(true);
    await putRules(venue.uuid, host.auth, { minHours: 4 });
    expect(await found()).toBe(false);
    await putRules(venue.uuid, host.auth, { minHours: 3 });
    expect(await found()).toBe(true);
  });

  it('refunds by the policy in force when the guest booked, whatever the host sets later', async () => {
    const venue = await bookableVenue(context, host, { title: 'Strict Studio', rent: '40' });
    await putRules(venue.uuid, host.auth, { cancellationPolicy: 'strict' });
    const guest = await createCustomer(context);
    // Nine days ahead: strict refunds half (flexible, in full).
    const booking = await requestBooking(context, guest.auth, bookingBody(venue.uuid, dateIn(context, 9), ['10:00']));
    expect((await confirmBooking(context, guest.auth, booking.uuid)).statusCode).toBe(200);
    expect((await bookingRow(booking.uuid)).cancellation_policy).toBe('strict');
    await putRules(venue.uuid, host.auth, { cancellationPolicy: 'flexible' });
    // Booked two hours ago: past the first hour's full refund.
    await deps.db.execute(
      sql`update reservations set created_at = created_at - interval '2 hours' where id = ${booking.uuid}`,
    );
    const cancelled = await app.inject({
      method: 'PUT',
      url: `/api/v1/reservation/cancell/${booking.uuid}`,
      headers: guest.auth,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data.status).toBe(ReservationStatus.CANCELLED);
    // Strict, more than 7 days ahead: half of the $40 comes back (on its way to the card).
    expect(cancelled.json().data.cancellation).toMatchObject({ by: 'customer', paid: 40, refunded: 0, refunding: 20 });
  });
});
