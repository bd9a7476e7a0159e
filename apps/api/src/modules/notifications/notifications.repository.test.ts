import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase, rowsReadBySeqScan, serverUrlOf } from '../../../test/database.ts';
import { openDatabase, queryRows } from '../../db/client.ts';
import { insertNotifications, type NotificationToWrite } from './notifications.repository.ts';

/** A connection's generic plan is a PostgreSQL matter: PGlite plans every statement afresh. */
describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('notifications repository on PostgreSQL', async () => {
  const database = await createTestDatabase();
  afterAll(() => database.close());

  it('looks each recipient up by key, never by reading every user, however many users there are', async () => {
    const people = await queryRows<{ id: string }>(
      database.db,
      sql`insert into users (display_name, email, phone, password_hash)
        select 'Person ' || n, 'person' || n || '@example.test', '+1555' || lpad(n::text, 7, '0'), 'not-a-hash'
        from generate_series(1, 2000) n
        returning id`,
    );
    // Not analysed yet, as after a burst of sign-ups: the plan must not depend on the statistics being fresh.
    const notice = (userId: string): NotificationToWrite => ({
      values: {
        userId,
        type: 'booking',
        title: 'Booked',
        body: 'Your booking is confirmed.',
        link: '/bookings',
        data: {},
      },
      email: { subject: 'Booked', text: ['Hi ', ', booked.'], html: ['<p>Hi ', ', booked.</p>'] },
    });
    // One connection, so the statement it prepares and the plan it keeps are on it.
    const single = await openDatabase({ databaseUrl: serverUrlOf(database)!, poolSize: 1 });
    try {
      // More statements than PostgreSQL's five custom plans, each telling two people, as a confirmed booking does.
      for (let round = 0; round < 8; round++) {
        const written = await insertNotifications(
          single.db,
          [notice(people[round]!.id), notice(people[round + 100]!.id)],
          { type: 'notification' },
        );
        expect(written).toHaveLength(2);
      }
      const before = await rowsReadBySeqScan(database, single, 'users');
      const written = await insertNotifications(single.db, [notice(people[1500]!.id), notice(people[1600]!.id)], {
        type: 'notification',
      });
      expect(written.map((row) => row.userId)).toEqual([people[1500]!.id, people[1600]!.id]);
      expect((await rowsReadBySeqScan(database, single, 'users')) - before).toBeLessThan(100);
    } finally {
      await single.close();
    }
  });
});
