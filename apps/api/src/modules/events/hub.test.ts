import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { createUser } from '../../../test/factories.ts';
import { LISTENER_APPLICATION_NAME, queryRows, type ListeningConnection } from '../../db/client.ts';
import { createEventsHub, type EventsHub } from './hub.ts';
import { publishEvent, type StoredEvent } from './store.ts';

const silentLog = { info: () => undefined, warn: () => undefined, error: () => undefined };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitForCount(received: unknown[], count: number, timeoutMs = 3000) {
  for (let waited = 0; received.length < count && waited < timeoutMs; waited += 10) await sleep(10);
  return received;
}

describe('events hub', async () => {
  const { deps } = await createTestApp({ reference: false });
  const hubs: EventsHub[] = [];
  afterAll(async () => {
    for (const hub of hubs) await hub.stop();
  });
  const newHub = (options: Partial<Parameters<typeof createEventsHub>[0]> = {}) => {
    const hub = createEventsHub({ database: deps.database, log: silentLog, ...options });
    hubs.push(hub);
    return hub;
  };

  it('listens once and hands committed events to the subscribers of their user, in id order', async () => {
    const hub = newHub();
    await hub.start();
    await hub.start();
    expect(hub.mode).toBe('listen');
    const { user } = await createUser(deps);
    const { user: other } = await createUser(deps);
    const received: StoredEvent[] = [];
    const unsubscribe = (await hub.subscribe(user.id, (event) => received.push(event)))!;

    const ids = await deps.db.transaction(async (tx) => {
      const published: string[] = [];
      for (let n = 0; n < 5; n++) {
        published.push((await publishEvent(tx, { userId: user.id, type: 'notification', payload: { n } })).id);
      }
      await publishEvent(tx, { userId: other.id, type: 'notification', payload: { n: 'other' } });
      return published;
    });
    await waitForCount(received, 5);
    await sleep(100);
    expect(received.map((event) => event.id)).toEqual(ids);
    expect(received[0]).toMatchObject({ userId: user.id, type: 'notification', payload: { n: 0 } });
    expect(Number.isNaN(Date.parse(received[0]!.createdAt))).toBe(false);

    unsubscribe();
    expect(hub.subscriberCount()).toBe(0);
    await publishEvent(deps.db, { userId: user.id, type: 'notification', payload: {} });
    await sleep(200);
    expect(received).toHaveLength(5);
  });

  it('stops delivering after stop()', async () => {
    const hub = newHub();
    await hub.start();
    const { user } = await createUser(deps);
    const received: StoredEvent[] = [];
    await hub.subscribe(user.id, (event) => received.push(event));
    await hub.stop();
    expect(hub.mode).toBe('stopped');
    await publishEvent(deps.db, { userId: user.id, type: 'notification', payload: {} });
    await sleep(200);
    expect(received).toEqual([]);
  });

  it('keeps delivering when one listener throws', async () => {
    const hub = newHub();
    await hub.start();
    const { user } = await createUser(deps);
    const received: StoredEvent[] = [];
    await hub.subscribe(user.id, () => {
      throw new Error('broken listener');
    });
    await hub.subscribe(user.id, (event) => received.push(event));
    const { id } = await publishEvent(deps.db, { userId: user.id, type: 'notification', payload: {} });
    await waitForCount(received, 1);
    expect(received.map((event) => event.id)).toEqual([id]);
  });

  it('falls back to polling the table when LISTEN is unavailable', async () => {
    const hub = newHub({
      database: {
        db: deps.db,
        ahead: deps.database.ahead,
        listen: async () => {
          throw new Error('no LISTEN here');
        },
      },
      pollMs: 30,
    });
    const { user } = await createUser(deps);
    const before = await publishEvent(deps.db, { userId: user.id, type: 'notification', payload: { before: true } });
    await hub.start();
    expect(hub.mode).toBe('poll');
    const received: StoredEvent[] = [];
    await hub.subscribe(user.id, (event) => received.push(event));
    await deps.db
      .transaction(async (tx) => {
        await publishEvent(tx, { userId: user.id, type: 'notification', payload: { rolledBack: true } });
        tx.rollback();
      })
      .catch(() => undefined);
    const { id } = await publishEvent(deps.db, {
      userId: user.id,
      type: 'payment_required',
      payload: { amount: 10, reservationId: 'r' },
    });
    await waitForCount(received, 1);
    await sleep(100);
    expect(received.map((event) => event.id)).toEqual([id]);
    expect(received.some((event) => event.id === before.id)).toBe(false);
  });

  it('listens again on a new connection when the LISTEN connection stops hearing, and replays what it missed', async () => {
    let listens = 0;
    let current: ListeningConnection | undefined;
    const hub = newHub({
      database: {
        db: deps.db,
        ahead: deps.database.ahead,
        listen: async (channel, onMessage) => {
          listens++;
          current = await deps.database.listen(channel, onMessage);
          return current;
        },
      },
      probeMs: 200,
      // Long enough that a probe slowed by a busy machine is not taken for deafness (100 ms was, in CI).
      probeTimeoutMs: 1000,
    });
    await hub.start();
    const { user } = await createUser(deps);
    const received: StoredEvent[] = [];
    let closes = 0;
    await hub.subscribe(
      user.id,
      (event) => received.push(event),
      () => closes++,
    );
    expect(listens).toBe(1);

    await current!.close(); // the connection goes deaf without telling anyone
    const missed = await publishEvent(deps.db, { userId: user.id, type: 'notification', payload: { missed: true } });
    await waitForCount(received, 1, 5000);
    expect(received.map((event) => event.id)).toEqual([missed.id]);
    expect(listens).toBe(2);
    expect(hub.mode).toBe('listen');
    const { id } = await publishEvent(deps.db, { userId: user.id, type: 'notification', payload: {} });
    await waitForCount(received, 2);
    await sleep(100);
    expect(received.map((event) => event.id)).toEqual([missed.id, id]);
    expect(closes).toBe(0);
  });

  it('listens again at once when the LISTEN connection says it broke, long before the next probe', async () => {
    let listens = 0;
    let breakConnection: ((error: unknown) => void) | undefined;
    const hub = newHub({
      database: {
        db: deps.db,
        ahead: deps.database.ahead,
        listen: async (channel, onMessage, onLost) => {
          listens++;
          breakConnection = onLost;
          return deps.database.listen(channel, onMessage);
        },
      },
      probeMs: 60_000,
    });
    await hub.start();
    const { user } = await createUser(deps);
    const received: StoredEvent[] = [];
    let closes = 0;
    await hub.subscribe(
      user.id,
      (event) => received.push(event),
      () => closes++,
    );
    const brokeAt = Date.now();
    breakConnection!(new Error('terminating connection due to administrator command'));
    expect(hub.mode).toBe('down');
    expect(hub.delivering).toBe(false);
    for (let waited = 0; hub.mode !== 'listen' && waited < 3000; waited += 10) await sleep(10);
    expect(listens).toBe(2);
    expect(hub.delivering).toBe(true);
    expect(Date.now() - brokeAt).toBeLessThan(1000);
    const { id } = await publishEvent(deps.db, { userId: user.id, type: 'notification', payload: {} });
    await waitForCount(received, 1);
    expect(received.map((event) => event.id)).toEqual([id]);
    expect(closes).toBe(0);
  });

  it('keeps trying, with a pause that grows, while it can neither listen nor read; then replays once it can', async () => {
    const attempts: number[] = [];
    let reachable = true;
    const unreachable = () => Promise.reject(new Error('connect ECONNREFUSED'));
    const hub = newHub({
      database: {
        db: new Proxy(deps.db, {
          get(target, key, receiver) {
            const value = Reflect.get(target, key, receiver);
            if (key !== 'execute') return value;
            return (query: Parameters<typeof target.execute>[0]) => (reachable ? target.execute(query) : unreachable());
          },
        }),
        ahead: deps.database.ahead,
        listen: async (channel, onMessage, onLost) => {
          attempts.push(Date.now());
          if (!reachable) return unreachable();
          return deps.database.listen(channel, onMessage, onLost);
        },
      },
      retryMaxMs: 400,
      probeMs: 60_000,
    });
    const { user } = await createUser(deps);
    reachable = false;
    await hub.start();
    expect(hub.mode).toBe('down');
    const received: StoredEvent[] = [];
    await hub.subscribe(user.id, (event) => received.push(event));
    const missed = await publishEvent(deps.db, { userId: user.id, type: 'notification', payload: { missed: true } });
    await sleep(2000);
    expect(hub.mode).toBe('down');
    // 100, 200, 400, 400 … ms apart: more than once, never stopping.
    expect(attempts.length).toBeGreaterThanOrEqual(5);
    const gaps = attempts.slice(1).map((at, index) => at - attempts[index]!);
    expect(Math.max(...gaps)).toBeLessThan(1000);
    reachable = true;
    await waitForCount(received, 1, 2000);
    expect(received.map((event) => event.id)).toEqual([missed.id]);
    expect(hub.mode).toBe('listen');
  });

  it.runIf(deps.database.driver === 'postgres')(
    'on PostgreSQL, hears events again within a second after its connection is terminated',
    async () => {
      const hub = newHub({ probeMs: 60_000 });
      await hub.start();
      const { user } = await createUser(deps);
      const received: StoredEvent[] = [];
      await hub.subscribe(user.id, (event) => received.push(event));
      await deps.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and application_name = ${LISTENER_APPLICATION_NAME}`,
      );
      await sleep(1000);
      const { id } = await publishEvent(deps.db, { userId: user.id, type: 'notification', payload: {} });
      await waitForCount(received, 1, 2000);
      expect(received.map((event) => event.id)).toEqual([id]);
      expect(hub.mode).toBe('listen');
    },
  );

  it('loads only the events of people with a stream on this process; a bare id from an older process is loaded', async () => {
    const loads: string[] = [];
    const counting = new Proxy(deps.database.db, {
      get(target, key, receiver) {
        const value = Reflect.get(target, key, receiver);
        if (key !== 'execute') return value;
        return (query: Parameters<typeof target.execute>[0]) => {
          loads.push('load');
          return target.execute(query);
        };
      },
    });
    const hub = newHub({ database: { db: counting, ahead: deps.database.ahead, listen: deps.database.listen } });
    await hub.start();
    loads.length = 0; // what starting read
    const { user: watched } = await createUser(deps);
    const { user: elsewhere } = await createUser(deps);
    const received: StoredEvent[] = [];
    await hub.subscribe(watched.id, (event) => received.push(event));

    for (let n = 0; n < 3; n++)
      await publishEvent(deps.db, { userId: elsewhere.id, type: 'notification', payload: { n } });
    await sleep(200);
    expect(loads).toEqual([]);

    const { id } = await publishEvent(deps.db, { userId: watched.id, type: 'notification', payload: { n: 'mine' } });
    await waitForCount(received, 1);
    expect(received.map((event) => event.id)).toEqual([id]);
    expect(loads).toHaveLength(1);

    // What a process of the previous release announces: the id alone.
    const [bare] = await queryRows<{ id: string }>(
      deps.db,
      sql`insert into events (user_id, type, payload) values (${watched.id}, 'notification', '{}') returning id::text as id`,
    );
    await deps.db.execute(sql`select pg_notify('app_events', ${bare!.id})`);
    await waitForCount(received, 2);
    expect(received.map((event) => event.id)).toEqual([id, bare!.id]);
  });

  /** The test database, whose `ahead` statements (the hub's announcements) go through `send`. */
  const announcingThrough = (send: (execute: () => Promise<unknown>) => Promise<unknown>) => ({
    ...deps.database,
    ahead: new Proxy(deps.database.ahead, {
      get(target, key, receiver) {
        const value = Reflect.get(target, key, receiver);
        if (key !== 'execute') return value;
        return (query: Parameters<typeof target.execute>[0]) => send(() => target.execute(query));
      },
    }),
  });
  /** A new user, and what a hub of its own hands them. */
  const listening = async () => {
    const listener = newHub();
    await listener.start();
    const { user } = await createUser(deps);
    const received: StoredEvent[] = [];
    await listener.subscribe(user.id, (event) => received.push(event));
    return { user, received };
  };

  // Decision 029: a statement run on its own returns what it wrote to announce, and its process announces it after the
  // commit. What one tick announces goes out in one NOTIFY statement, in order, and reaches every process's hub.
  it('announces committed events for the caller: one statement a tick, heard by another hub, in order', async () => {
    const statements: string[] = [];
    const announcer = newHub({
      database: announcingThrough((execute) => {
        statements.push('announce');
        return execute();
      }),
    });
    const { user, received } = await listening();
    const rows = await queryRows<{ id: string; user_id: string }>(
      deps.db,
      sql`insert into events (user_id, type, payload)
        select ${user.id}::uuid, 'notification', jsonb_build_object('n', n) from generate_series(1, 3) n
        returning id::text as id, user_id`,
    );
    const payloads = rows.map((row) => `${row.id}/${row.user_id}`);
    announcer.announce(payloads.slice(0, 1));
    announcer.announce(payloads.slice(1));
    announcer.announce([]);
    await waitForCount(received, 3);
    expect(received.map((event) => event.id)).toEqual(rows.map((row) => row.id));
    expect(statements).toEqual(['announce']);
  });

  it('logs an announcement it could not send, and goes on announcing', async () => {
    const warnings: string[] = [];
    let failing = true;
    const announcer = newHub({
      log: { ...silentLog, warn: (_fields: object, message: string) => void warnings.push(message) },
      database: announcingThrough((execute) => (failing ? Promise.reject(new Error('connection lost')) : execute())),
    });
    const { user, received } = await listening();
    // Written without a NOTIFY: only the announcements below tell anyone.
    const unannounced = async () => {
      const [row] = await queryRows<{ id: string }>(
        deps.db,
        sql`insert into events (user_id, type, payload) values (${user.id}, 'notification', '{}') returning id::text as id`,
      );
      return row!.id;
    };
    const lost = await unannounced();
    announcer.announce([`${lost}/${user.id}`]);
    await expect
      .poll(() => warnings)
      .toEqual(['events could not be announced; clients recover them by Last-Event-ID replay']);
    expect(received).toEqual([]);
    failing = false;
    const next = await unannounced();
    announcer.announce([`${next}/${user.id}`]);
    await waitForCount(received, 1);
    expect(received.map((event) => event.id)).toEqual([next]);
  });

  it('ignores notifications that are not event ids', async () => {
    const hub = newHub();
    await hub.start();
    const { user } = await createUser(deps);
    const received: StoredEvent[] = [];
    await hub.subscribe(user.id, (event) => received.push(event));
    await deps.db.execute(sql`select pg_notify('app_events', 'not-an-id'), pg_notify('app_events', '999999999999')`);
    await sleep(200);
    expect(received).toEqual([]);
  });
});
