import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { bookableVenue, confirmBooking, dateIn, newCustomerHold } from '../../../test/bookings.ts';
import { createHost } from '../../../test/venues.ts';
import { queryRows, type Database } from '../../db/client.ts';

/*
 * Decision 026: once a confirm has claimed its booking, what it writes after the charge (the confirmation, with the
 * charge itself in test mode, or the decline) waits for a connection ahead of new work. The app's `ahead` handle here is
 * the test database's, watched: each statement and transaction sent through it is written down.
 */
describe('the statements of a payment go ahead of new work', async () => {
  const sentAhead: string[] = [];
  const sentInTurn: string[] = [];
  /** The events hub's NOTIFY statements (decision 029), apart: they follow a statement once it has committed. */
  const announcements: string[] = [];
  const isAnnouncement = (text: string) => text.includes('pg_notify');
  const dialect = new PgDialect();
  const watched = (db: Database, sent: string[]) =>
    new Proxy(db, {
      get(target, property, receiver) {
        if (property === 'execute') {
          return (query: SQL) => {
            const text = dialect.sqlToQuery(query).sql;
            (isAnnouncement(text) ? announcements : sent).push(text);
            return target.execute(query);
          };
        }
        if (property === 'transaction') {
          return (...args: Parameters<Database['transaction']>) => {
            sent.push('transaction');
            return target.transaction(...args);
          };
        }
        return Reflect.get(target, property, receiver) as unknown;
      },
    });
  const context = await createTestApp({
    wrapDatabase: (database) => ({
      ...database,
      db: watched(database.db, sentInTurn),
      ahead: watched(database.ahead, sentAhead),
    }),
  });
  const host = await createHost(context);
  const venue = await bookableVenue(context, host);
  let day = 2;
  const hold = () => newCustomerHold(context, venue.uuid, dateIn(context, day++));
  const statusOf = async (id: string) =>
    (await queryRows<{ status: number }>(context.deps.db, sql`select status from reservations where id = ${id}`))[0]!
      .status;
  beforeEach(() => {
    sentAhead.length = 0;
    sentInTurn.length = 0;
    announcements.length = 0;
  });

  it('a booking request sends nothing ahead: it is new work', async () => {
    await hold();
    expect(sentAhead).toEqual([]);
  });

  it('a confirm claims its booking in turn, then charges and confirms it ahead, in one statement', async () => {
    const { customer, booking } = await hold();
    sentAhead.length = 0;
    const paid = await confirmBooking(context, customer.auth, booking.uuid);
    expect(paid.statusCode).toBe(200);
    expect(sentAhead).toHaveLength(1);
    expect(sentAhead[0]).toContain('insert into test_mode_idempotency');
    expect(sentAhead[0]).toMatch(/update reservations set status = \$\d+/);
    expect(sentAhead.join('\n')).not.toContain('payment_attempt = payment_attempt + 1');
    expect(await statusOf(booking.uuid)).toBe(2);
  });

  it('a declined card’s record and the claim’s end go ahead too', async () => {
    const { customer, booking } = await hold();
    sentAhead.length = 0;
    const declined = await confirmBooking(context, customer.auth, booking.uuid, 'tok_chargeDeclined');
    expect(declined.statusCode).toBe(402);
    expect(sentAhead).toContain('transaction');
    expect(sentAhead.at(-1)).toMatch(/update reservations set payment_locked_until = null/);
    expect(sentAhead.join('\n')).not.toContain('payment_attempt = payment_attempt + 1');
    expect(await statusOf(booking.uuid)).toBe(1);
  });

  // The claim is a lease no one else reads after a crash: its commit need not wait for the WAL to reach the disk (the
  // confirmation's commit, later in the WAL, flushes it anyway). The hold and the confirmation, which answer the
  // customer and carry the money, wait for theirs.
  it('only the claim commits without waiting for the WAL', async () => {
    const { customer, booking } = await hold();
    const paid = await confirmBooking(context, customer.auth, booking.uuid);
    expect(paid.statusCode).toBe(200);
    const lazily = (text: string) => text.includes("set_config('synchronous_commit', 'off', true)");
    const claim = sentInTurn.filter((text) => text.includes('payment_attempt = payment_attempt + 1'));
    expect(claim).toHaveLength(1);
    expect(lazily(claim[0]!)).toBe(true);
    const holdStatement = sentInTurn.filter((text) => text.includes('insert into reservations'));
    expect(holdStatement).toHaveLength(1);
    expect(lazily(holdStatement[0]!)).toBe(false);
    expect(sentAhead).toHaveLength(1);
    expect(lazily(sentAhead[0]!)).toBe(false);
  });

  // Decision 029: the hold and the confirmation return what they wrote to announce, and the events hub announces it
  // once they have committed, in a NOTIFY statement of its own, so their commits do not queue for the notification
  // queue's lock.
  it('the hold and the confirmation announce their events after they commit, not in their own statements', async () => {
    const { customer, booking } = await hold();
    const paid = await confirmBooking(context, customer.auth, booking.uuid);
    expect(paid.statusCode).toBe(200);
    const holdStatement = sentInTurn.filter((text) => text.includes('insert into reservations'));
    const confirmation = sentAhead.filter((text) => text.includes('confirmed as ('));
    expect(holdStatement).toHaveLength(1);
    expect(confirmation).toHaveLength(1);
    for (const text of [...holdStatement, ...confirmation]) {
      expect(text).not.toContain('pg_notify');
      expect(text).toContain('array_agg(id::text');
    }
    await expect.poll(() => announcements.length).toBeGreaterThanOrEqual(1);
    for (const text of announcements) expect(text).toContain("set_config('synchronous_commit', 'off', true)");
  });
});
