import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database.ts';
import { queryRows } from '../../db/client.ts';
import { findEventsForReplay, loadEventsByIds, loadRecentEvents } from './store.ts';

describe('events store', async () => {
  const database = await createTestDatabase();
  afterAll(() => database.close());

  it('gives events in id order where the ids gain a digit (…98, 99, 100, 101…), as text would not', async () => {
    const [user] = await queryRows<{ id: string }>(
      database.db,
      sql`insert into users (display_name, email, phone, password_hash)
        values ('Events Orderer', 'events-orderer@example.test', '+15550101', 'not-a-hash') returning id`,
    );
    await database.db.execute(sql`select setval(pg_get_serial_sequence('events', 'id'), 95)`);
    const ids = (
      await queryRows<{ id: string }>(
        database.db,
        sql`insert into events (user_id, type, payload)
          select ${user!.id}::uuid, 'notification', jsonb_build_object('n', n) from generate_series(1, 10) n
          returning id::text`,
      )
    ).map((row) => row.id);
    expect(ids).toEqual(['96', '97', '98', '99', '100', '101', '102', '103', '104', '105']);
    const idsOf = (events: Array<{ id: string }>) => events.map((event) => event.id);
    expect(idsOf(await loadEventsByIds(database.db, ['101', '99', '100', '98']))).toEqual(['98', '99', '100', '101']);
    expect(
      idsOf(await loadRecentEvents(database.db, { userIds: [user!.id], withinMs: 60_000, afterId: '97', limit: 4 })),
    ).toEqual(['98', '99', '100', '101']);
    expect(
      idsOf(await findEventsForReplay(database.db, { userId: user!.id, afterId: '97', windowMs: 60_000, limit: 4 })),
    ).toEqual(['98', '99', '100', '101']);
  });
});
