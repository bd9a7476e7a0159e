import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/app.ts';
import { bookableVenue, bookingBody, completedStay, createCustomer, dateIn, paidBooking } from '../test/bookings.ts';
import { doubleEnvelopeOf, rejectDoubleEnvelope } from '../test/envelope.ts';
import { createHost } from '../test/venues.ts';

/*
 * docs/product/wire-contract.md#envelope-and-errors: success bodies carry their payload in `data`, one level deep. Every in-process test app runs
 * `rejectDoubleEnvelope` on every answer, so any route that nests `data.data` fails the suite wherever it is
 * called; this file proves that guard and pins the three routes an existing client broke on.
 */
describe('one level of data', () => {
  it('the guard turns a success body with data.data into a failure, and leaves every other body alone', async () => {
    const app = Fastify();
    app.addHook('onSend', rejectDoubleEnvelope);
    app.get('/nested', async () => ({ data: { data: [1, 2] } }));
    app.get('/list', async () => ({ data: [{ data: 'a field named data inside an item is fine' }], count: 1 }));
    app.get('/object', async () => ({ data: { uuid: 'u', title: 't' }, message: 'ok' }));
    app.get('/failed', async (_request, reply) => reply.code(404).send({ message: 'Not found', data: { data: 1 } }));
    const nested = await app.inject('/nested');
    expect(nested.statusCode).toBe(500);
    expect(nested.json().message).toBe('GET /nested: success body nests its payload twice (data.data)');
    expect((await app.inject('/list')).statusCode).toBe(200);
    expect((await app.inject('/object')).statusCode).toBe(200);
    expect((await app.inject('/failed')).statusCode).toBe(404);
    await app.close();

    expect(doubleEnvelopeOf(200, 'application/json; charset=utf-8', '{"data":{"data":null}}')).toBeDefined();
    expect(doubleEnvelopeOf(201, 'application/json', '{"data":{"user":{"data":1}}}')).toBeUndefined();
    expect(doubleEnvelopeOf(200, 'text/html', '{"data":{"data":1}}')).toBeUndefined();
  });

  describe('the three routes an existing client calls .map on', async () => {
    const context = await createTestApp();
    const { app } = context;
    const host = await createHost(context);
    const venue = await bookableVenue(context, host, { rent: '40' });
    const guest = await createCustomer(context);
    await paidBooking(context, guest.auth, venue.uuid, dateIn(context, 1));
    // Reviews rest on a stay that has started.
    await completedStay(context, guest.user.id, venue.uuid);

    it('GET /api/v1/payment/transaction/viewall answers { data: [transaction, …] }', async () => {
      const response = await app.inject({
        method: 'GET',
        url: '/api/v1/payment/transaction/viewall',
        headers: guest.auth,
      });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(Array.isArray(body.data)).toBe(true);
      expect(body.data).toEqual([
        expect.objectContaining({
          type: 1,
          status: 3,
          initialization: 4,
          amount: 80,
          reservationId: expect.any(String),
        }),
      ]);
      expect(body.data.map((transaction: { uuid: string }) => typeof transaction.uuid)).toEqual(['string']);
    });

    it('POST /api/v1/review/{venueId}/create, update and delete answer { data: [the listing’s reviews] }', async () => {
      const created = await app.inject({
        method: 'POST',
        url: `/api/v1/review/${venue.uuid}/create`,
        headers: guest.auth,
        payload: { remarks: 'Shady and quiet', rating: 4.5 },
      });
      expect(created.statusCode).toBe(201);
      expect(Array.isArray(created.json().data)).toBe(true);
      const [review] = created.json().data;
      expect(review).toMatchObject({ rating: 4.5, remark: 'Shady and quiet' });

      const updated = await app.inject({
        method: 'PUT',
        url: `/api/v1/review/${venue.uuid}/update/${review.uuid}`,
        headers: guest.auth,
        payload: { rating: 5, remarks: 'Even better the second look' },
      });
      expect(updated.statusCode).toBe(200);
      expect(updated.json().data).toEqual([expect.objectContaining({ uuid: review.uuid, rating: 5 })]);

      const deleted = await app.inject({
        method: 'DELETE',
        url: `/api/v1/review/${venue.uuid}/delete/${review.uuid}`,
        headers: guest.auth,
      });
      expect(deleted.statusCode).toBe(200);
      expect(deleted.json().data).toEqual([]);
    });

    it('GET /api/v1/policy/view/{id}/public answers { data: { uuid, title, content } }', async () => {
      const [first] = (await app.inject({ method: 'GET', url: '/api/v1/policy/viewall/public' })).json().data;
      const response = await app.inject({ method: 'GET', url: `/api/v1/policy/view/${first.uuid}/public` });
      expect(response.statusCode).toBe(200);
      expect(Object.keys(response.json().data).sort()).toEqual(['content', 'title', 'uuid']);
      expect(response.json().data).toMatchObject({ uuid: first.uuid, title: first.title });
    });

    it('a booking request body and its answer stay one level too', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/v1/reservation/request',
        headers: guest.auth,
        payload: bookingBody(venue.uuid, dateIn(context, 2)),
      });
      expect(response.statusCode).toBe(201);
      expect(response.json().data).toMatchObject({ uuid: expect.any(String), payment: { amount: 80 } });
    });
  });
});
