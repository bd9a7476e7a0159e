import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { Messages } from '@app/contract';
import { createTestApp } from '../test/app.ts';
import { memoryLogger } from '../test/log.ts';
import { formDataOf, registrationFields } from '../test/accounts.ts';
import { bookableVenue, completedStay, createCustomer, dateIn, paidBooking } from '../test/bookings.ts';
import { queryRows } from './db/client.ts';
import { categoryIdOf, createHost, imageFiles, listingFields, listingForm } from '../test/venues.ts';

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

  describe('direction overrides, isolates and text with nothing visible', () => {
    const overrides = ['\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069'];
    const invisibles = ['\u200B', '\u200B\u200C\u200D', ' \u2060 ', '\uFEFF\u200B', '\u3164', '\u00AD\u200B'];
    const venueCount = async () =>
      (await queryRows<{ n: number }>(deps.db, sql`select count(*)::int as n from venues`))[0]!.n;
    const expectField = (
      response: { statusCode: number; body: string; json(): { message: string; details?: unknown } },
      field: string,
      message: string,
      label: string,
    ) => {
      expect(response.statusCode, `${label}: ${response.body}`).toBe(400);
      expect(response.json().message, label).toBe(message);
      expect(response.json().details, label).toMatchObject({ [field]: [message] });
    };
    const create = async (fields: Record<string, string>) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/venue/create',
        headers: host.auth,
        payload: listingForm(listingFields(await categoryIdOf(context, 'backyard'), fields), await imageFiles(3)),
      });

    it('refuses them in listing titles and descriptions (create and update) with 400 naming the field, writing nothing', async () => {
      const before = await venueCount();
      for (const character of overrides) {
        const label = `U+${character.codePointAt(0)!.toString(16).toUpperCase()}`;
        expectField(
          await create({ title: `Sunny ${character}loop Garden` }),
          'title',
          Messages.textDirectionControls,
          `title ${label}`,
        );
        const update = await app.inject({
          method: 'PUT',
          url: `/api/v1/venue/${venue.uuid}/update`,
          headers: host.auth,
          payload: { description: `Quiet garden ${character}` },
        });
        expectField(update, 'description', Messages.textDirectionControls, `description ${label}`);
      }
      for (const text of invisibles) {
        const label = JSON.stringify(text);
        expectField(await create({ title: text }), 'title', Messages.textNotVisible, `title ${label}`);
        expectField(
          await create({ description: text }),
          'description',
          Messages.textNotVisible,
          `description ${label}`,
        );
      }
      expect(await venueCount()).toBe(before);
      const files = fs.readdirSync(path.join(context.dataDir, 'uploads', 'venues'), { recursive: true });
      expect(files.filter((file) => String(file).endsWith('.webp'))).toHaveLength(venue.images.length * 2);
    });

    it("refuses them in people's names (sign-up, profile, customer settings) and review remarks", async () => {
      const before = await userCount();
      for (const name of [`Eve ${overrides[4]}Tester`, invisibles[1]!]) {
        const message = name.includes(overrides[4]!) ? Messages.textDirectionControls : Messages.textNotVisible;
        expectField(
          await app.inject({
            method: 'POST',
            url: '/api/v1/customer/register/public',
            payload: formDataOf(registrationFields({ name })),
          }),
          'name',
          message,
          `sign-up ${JSON.stringify(name)}`,
        );
        expectField(
          await app.inject({
            method: 'PUT',
            url: '/api/v1/user/profile/update',
            headers: guest.auth,
            payload: formDataOf({ displayName: name }),
          }),
          'displayName',
          message,
          `profile ${JSON.stringify(name)}`,
        );
        expectField(
          await app.inject({ method: 'PUT', url: '/api/v1/customer/update', headers: guest.auth, payload: { name } }),
          'name',
          message,
          `customer settings ${JSON.stringify(name)}`,
        );
        expectField(
          await app.inject({
            method: 'POST',
            url: `/api/v1/review/${venue.uuid}/create`,
            headers: guest.auth,
            payload: { rating: 4, remarks: name },
          }),
          'remarks',
          message,
          `review ${JSON.stringify(name)}`,
        );
      }
      expect(await userCount()).toBe(before);
      expect((await queryRows<{ n: number }>(deps.db, sql`select count(*)::int as n from reviews`))[0]!.n).toBe(0);
      // Right-to-left scripts, their marks and joiners inside visible text stay allowed.
      const kept = 'سارة\u200F Cohen 👩\u200D👩\u200D👧';
      const renamed = await app.inject({
        method: 'PUT',
        url: '/api/v1/customer/update',
        headers: guest.auth,
        payload: { name: kept },
      });
      expect(renamed.statusCode, renamed.body).toBe(200);
      const profile = await app.inject({ method: 'GET', url: '/api/v1/customer/view', headers: guest.auth });
      expect(profile.json().data.name).toBe(kept);
    });
  });

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
