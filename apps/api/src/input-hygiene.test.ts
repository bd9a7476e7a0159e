import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { Messages } from '@app/contract';
import { createTestApp } from '../test/app.ts';
import { memoryLogger } from '../test/log.ts';
import { formDataOf, registrationFields } from '../test/accounts.ts';
import { bookableVenue, completedStay, createCustomer, dateIn, paidBooking } from '../test/bookings.ts';
import { queryRows } from './db/client.ts';
import { createHost } from '../test/venues.ts';

/*
 * Issue 12 A4: NUL and other control characters reached PostgreSQL and answered 500 on several routes, and the
 * error log then printed the failed query's parameters (a sign-up's argon2id hash, email and phone).
 */
describe('control characters and database errors in logs', async () => {
  const context = await createTestApp();
  const { app, deps } = context;
  const host = await createHost(context);
  const venue = await bookableVenue(context, host, { rent: '20' });
  const guest = await createCustomer(context);
  await paidBooking(context, guest.auth, venue.uuid, dateIn(context, 2));
  // Reviews rest on a stay that has started.
  await completedStay(context, guest.user.id, venue.uuid);
  const userCount = async () =>
    (await queryRows<{ n: number }>(deps.db, sql`select count(*)::int as n from users`))[0]!.n;

  const expectRefused = (response: { statusCode: number; json(): { message: string } }, label: string) => {
    expect(response.statusCode, label).toBe(400);
    expect(response.json().message, label).toBe(Messages.controlCharacters);
  };

  for (const [name, character] of [
    ['NUL', '\u0000'],
    ['BEL', '\u0007'],
    ['ESC', '\u001b'],
    ['DEL', '\u007f'],
  ] as const) {
    it(`answers 400 to ${name} in a JSON body, a query, a path and multipart fields, and writes nothing`, async () => {
      const before = await userCount();
      const signUp = await app.inject({
        method: 'POST',
        url: '/api/v1/customer/register/public',
        payload: formDataOf(registrationFields({ name: `Eve${character}Tester` })),
      });
      expectRefused(signUp, 'sign-up name');
      const badEmail = await app.inject({
        method: 'POST',
        url: '/api/v1/customer/register/public',
        payload: formDataOf(registrationFields({ email: `eve${character}@example.com` })),
      });
      expectRefused(badEmail, 'sign-up email');
      expect(await userCount()).toBe(before);

      expectRefused(
        await app.inject({
          method: 'POST',
          url: '/api/v1/auth/login',
          payload: { userName: `customer${character}@example.com`, password: 'whatever-1' },
        }),
        'login user name',
      );
      expectRefused(
        await app.inject({
          method: 'GET',
          url: `/api/v1/venue/viewall/public?search=${encodeURIComponent(`pool${character}`)}`,
        }),
        'search query',
      );
      expectRefused(
        await app.inject({ method: 'GET', url: `/api/v1/venue/${encodeURIComponent(character)}/view/public` }),
        'path parameter',
      );
      expectRefused(
        await app.inject({
          method: 'GET',
          url: `/api/v1/location/find/places/${encodeURIComponent(`Austin${character}`)}`,
        }),
        'place text',
      );
      const review = await app.inject({
        method: 'POST',
        url: `/api/v1/review/${venue.uuid}/create`,
        headers: guest.auth,
        payload: { rating: 4, remarks: `Nice${character}` },
      });
      expectRefused(review, 'review remarks');
      const nested = await app.inject({
        method: 'POST',
        url: '/api/v1/reservation/request',
        headers: guest.auth,
        payload: {
          venueId: venue.uuid,
          schedules: [{ date: dateIn(context, 3), intervals: [`10:00${character}`] }],
          guestList: { adults: 1, children: 0, infants: 0 },
        },
      });
      expectRefused(nested, 'nested array value');
      expect(nested.json()).toMatchObject({
        details: { 'body.schedules[0].intervals[0]': [Messages.controlCharacters] },
      });
      expect((await queryRows<{ n: number }>(deps.db, sql`select count(*)::int as n from reviews`))[0]!.n).toBe(0);
    });
  }

  it('keeps tabs and line breaks, which people type', async () => {
    const review = await app.inject({
      method: 'POST',
      url: `/api/v1/review/${venue.uuid}/create`,
      headers: guest.auth,
      payload: { rating: 4.5, remarks: 'Shady garden.\r\nGreat for a birthday:\tten kids, no problem.' },
    });
    expect(review.statusCode).toBe(201);
    expect(review.json().data[0].remark).toBe('Shady garden.\r\nGreat for a birthday:\tten kids, no problem.');
  });

  it('logs a failed query with its SQL and SQLSTATE but never the values bound to it', async () => {
    const lines: string[] = [];
    const log = memoryLogger(lines);
    const secretHash = '$argon2id$v=19$m=19456,t=2,p=1$c2VjcmV0c2FsdA$aGFzaGhhc2hoYXNo';
    const email = 'private.person@example.com';
    let failure: unknown;
    try {
      await deps.db.execute(sql`select ${secretHash}::int, ${email}::text`);
    } catch (error) {
      failure = error;
    }
    expect(failure).toBeInstanceOf(Error);
    log.error({ err: failure }, 'unhandled error');
    const output = lines.join('');
    expect(output).toContain('Failed query: select $1::int, $2::text');
    expect(output).toContain('"sqlState":"22P02"');
    expect(output).not.toContain('argon2id');
    expect(output).not.toContain('c2VjcmV0c2FsdA');
    expect(output).not.toContain(email);
    expect(output).not.toContain('params');
  });
});
