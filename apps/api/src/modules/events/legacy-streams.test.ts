import { afterEach, describe, expect, it } from 'vitest';
import { Messages } from '@app/contract';
import { createTestApp } from '../../../test/app.ts';
import { bookableVenue, bookingBody, createCustomer, dateIn, requestBooking } from '../../../test/bookings.ts';
import { createHost } from '../../../test/venues.ts';
import { connectSse, type SseConnection } from './sse-client.test-support.ts';

/*
 * docs/product/wire-contract.md#reservations-and-payments: the legacy `reservation_confirmed` stream carries only outcomes reached without a confirm
 * call. Existing clients already act on the confirm's 2xx; a second signal made them navigate twice.
 * The web app's combined stream keeps every outcome.
 */
describe('legacy reservation_confirmed stream', async () => {
  const context = await createTestApp({ overrides: { eventStreams: { heartbeatMs: 50 } } });
  const baseUrl = await context.app.listen({ port: 0, host: '127.0.0.1' });
  const host = await createHost(context);
  const open: SseConnection[] = [];
  const connect = async (path: string, headers: Record<string, string>) => {
    const connection = await connectSse(`${baseUrl}/api/v1/event/restricted/subscribe${path}`, headers);
    open.push(connection);
    await connection.waitFor((frame) => frame.retry !== undefined);
    return connection;
  };
  afterEach(() => {
    for (const connection of open.splice(0)) connection.close();
  });
  const call = (method: string, url: string, auth: Record<string, string>, payload?: object) =>
    context.app.inject({ method: method as 'POST', url: `/api/v1${url}`, headers: auth, payload });
  const confirmedOn = (stream: SseConnection, ms = 400) =>
    stream.eventsWithin(ms).then((frames) => frames.map((frame) => JSON.parse(frame.data!)));

  it('a paid confirm publishes nothing on the legacy stream; the combined stream has it', async () => {
    const venue = await bookableVenue(context, host, { rent: '30' });
    const guest = await createCustomer(context);
    const legacy = await connect('/reservation_confirmed', guest.auth);
    const combined = await connect('', guest.auth);

    const booking = await requestBooking(context, guest.auth, bookingBody(venue.uuid, dateIn(context, 3)));
    const confirmed = await call('POST', `/reservation/confirm/${booking.uuid}`, guest.auth, {
      venueId: venue.uuid,
      stripetoken: 'tok_visa',
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().message).toBe(Messages.bookingConfirmed);

    const outcome = await combined.waitFor((frame) => frame.event === 'reservation_confirmed');
    expect(JSON.parse(outcome.data!)).toMatchObject({ reservationId: booking.uuid, viaConfirm: true });
    expect(await confirmedOn(legacy)).toEqual([]);

    // A dearer reschedule paid by a confirm call: again only the combined stream.
    const dearer = await call('PUT', `/reservation/reschedule/${booking.uuid}`, guest.auth, {
      ...bookingBody(venue.uuid, dateIn(context, 4), ['10:00', '11:00', '12:00']),
    });
    expect(dearer.statusCode).toBe(200);
    const paid = await call('POST', `/reservation/confirm/${booking.uuid}`, guest.auth, { stripetoken: 'tok_visa' });
    expect(paid.statusCode).toBe(200);
    await combined.waitFor(
      (frame) => frame.event === 'reservation_confirmed' && JSON.parse(frame.data!).rescheduled === true,
    );
    expect(await confirmedOn(legacy)).toEqual([]);
  });

  it('a free booking and a cheaper reschedule (no confirm call) do reach the legacy stream, also on replay', async () => {
    const free = await bookableVenue(context, host, { rent: '0' });
    const priced = await bookableVenue(context, host, { rent: '30' });
    const guest = await createCustomer(context);
    const legacy = await connect('/reservation_confirmed', guest.auth);

    const freeBooking = await requestBooking(context, guest.auth, bookingBody(free.uuid, dateIn(context, 2)));
    const first = await legacy.nextEvent();
    expect(first.event).toBeUndefined();
    expect(JSON.parse(first.data!)).toMatchObject({
      reservationId: freeBooking.uuid,
      message: Messages.bookingConfirmed,
    });

    const paid = await requestBooking(
      context,
      guest.auth,
      bookingBody(priced.uuid, dateIn(context, 5), ['10:00', '11:00', '12:00']),
    );
    const confirm = await call('POST', `/reservation/confirm/${paid.uuid}`, guest.auth, { stripetoken: 'tok_visa' });
    expect(confirm.statusCode).toBe(200);
    const cheaper = await call(
      'PUT',
      `/reservation/reschedule/${paid.uuid}`,
      guest.auth,
      bookingBody(priced.uuid, dateIn(context, 5), ['15:00']),
    );
    expect(cheaper.statusCode).toBe(200);
    const second = await legacy.nextEvent();
    expect(JSON.parse(second.data!)).toMatchObject({ reservationId: paid.uuid, rescheduled: true });
    expect(await confirmedOn(legacy)).toEqual([]);

    // A reconnecting legacy client replays the same two outcomes, and not the paid confirm.
    legacy.close();
    const replay = await connect('/reservation_confirmed', { ...guest.auth, 'last-event-id': '0' });
    const replayed = await confirmedOn(replay);
    expect(replayed.map((event) => event.reservationId)).toEqual([freeBooking.uuid, paid.uuid]);
    expect(replayed.every((event) => event.viaConfirm === undefined)).toBe(true);
  });
});
