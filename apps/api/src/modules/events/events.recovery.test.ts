import type pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/app.ts';
import { createCustomer, bookableVenue, dateIn } from '../../../test/bookings.ts';
import { serverUrlOf } from '../../../test/database.ts';
import type { ServerProcess } from '../../../test/net.ts';
import { privatePostgresAvailable, startPrivatePostgres } from '../../../test/private-postgres.ts';
import { createHost } from '../../../test/venues.ts';
import { migrateDatabase, openDatabase, quoteIdentifier } from '../../db/client.ts';
import {
  adminConnection,
  bookingFrame,
  confirmBookingOver,
  databaseNameOf,
  listenerBackends,
  newJwtSecret,
  openStream,
  readiness,
  requestBookingOver,
  SERVER_START_MS,
  startApi,
  terminateAllBackends,
  terminateListeners,
} from './live-server.test-support.ts';
import type { SseConnection } from './sse-client.test-support.ts';

/*
 * Issue 41, item 3: a real API process on PostgreSQL loses its LISTEN connection (pg_terminate_backend from outside,
 * a private cluster restarted), and its hub must deliver live again by itself within 5 s of the database being
 * reachable, replaying what it missed, while /health/ready says 503 `events` for as long as it cannot deliver.
 */

const DELIVERY_MS = 5_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The first readiness answer with `status` and `events` within `timeoutMs`, or the last one seen. */
async function readinessBecomes(server: Pick<ServerProcess, 'url'>, status: number, timeoutMs: number) {
  const events = status === 200 ? 'up' : 'down';
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const answer = await readiness(server).catch(() => undefined);
    if ((answer?.status === status && answer.data.events === events) || Date.now() > deadline) return answer;
    await sleep(100);
  }
}

/** A customer with a listing to book: written by an in-process app on the database the real server uses. */
async function fixtures(context: TestContext) {
  const host = await createHost(context);
  const venue = await bookableVenue(context, host);
  const customer = await createCustomer(context);
  let day = 0;
  return {
    customer,
    /** Books and pays a new day's 10:00–12:00 through `server`; both events must reach `stream` in time. */
    async bookAndExpectOn(server: ServerProcess, stream: SseConnection, timeoutMs = DELIVERY_MS) {
      const id = await requestBookingOver(server, customer.accessToken, venue.uuid, dateIn(context, ++day), [
        '10:00',
        '11:00',
      ]);
      await bookingFrame(stream, 'payment_required', id, timeoutMs);
      await confirmBookingOver(server, customer.accessToken, id);
      await bookingFrame(stream, 'reservation_confirmed', id, timeoutMs);
      return id;
    },
  };
}

/** An event written and announced by the test's own connection, as another process would. */
async function publishDirectly(admin: pg.Client, userId: string, payload: object) {
  const { rows } = await admin.query<{ id: string }>(
    `with inserted as (insert into events (user_id, type, payload) values ($1, 'notification', $2) returning id, user_id)
     select id::text as id, pg_notify('app_events', id::text || '/' || user_id::text) from inserted`,
    [userId, JSON.stringify(payload)],
  );
  return rows[0]!.id;
}

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))(
  'live events after the LISTEN connection is lost (a real server on PostgreSQL)',
  () => {
    const jwtSecret = newJwtSecret();
    let context: TestContext;
    let server: ServerProcess;
    let admin: pg.Client;
    /** A connection to the server's own database (ALTER DATABASE cannot disallow connections to its own). */
    let serverAdmin: pg.Client;
    let database: string;
    let world: Awaited<ReturnType<typeof fixtures>>;
    const streams: SseConnection[] = [];

    beforeAll(async () => {
      context = await createTestApp({ env: { JWT_SECRET: jwtSecret } });
      const databaseUrl = serverUrlOf(context.deps.database)!;
      database = databaseNameOf(databaseUrl);
      world = await fixtures(context);
      server = await startApi('recovery', databaseUrl, jwtSecret);
      admin = await adminConnection(databaseUrl);
      serverAdmin = await adminConnection(process.env.TEST_DATABASE_URL!);
    }, SERVER_START_MS);
    const allowConnections = (allow: boolean) =>
      serverAdmin.query(`alter database ${quoteIdentifier(database)} allow_connections ${allow}`);
    afterEach(async () => {
      await allowConnections(true);
    });
    afterAll(async () => {
      for (const stream of streams) stream.close();
      await server?.stop();
      await admin?.end();
      await serverAdmin?.end();
      await context?.close();
    });

    const open = async () => {
      const stream = await openStream(server, world.customer.accessToken);
      streams.push(stream);
      return stream;
    };

    it('keeps an open stream live through three terminations of its LISTEN backend in a row, a booking after each', async () => {
      const stream = await open();
      await world.bookAndExpectOn(server, stream);
      for (let round = 1; round <= 3; round++) {
        expect(await terminateListeners(admin, database), `round ${round}: one listener to terminate`).toBe(1);
        const startedAt = Date.now();
        await world.bookAndExpectOn(server, stream);
        expect(Date.now() - startedAt).toBeLessThan(2 * DELIVERY_MS);
      }
      // The same stream all along, and a stream opened after a termination is live too.
      expect(stream.frames.filter((frame) => frame.retry !== undefined)).toHaveLength(1);
      expect(await terminateListeners(admin, database)).toBe(1);
      const fresh = await open();
      await world.bookAndExpectOn(server, fresh);
      expect((await readiness(server)).status).toBe(200);
    });

    it('answers readiness 503 `events` while it cannot deliver, then replays what it missed and is live within 5 s', async () => {
      const stream = await open();
      await world.bookAndExpectOn(server, stream);
      // No new connection to this database (only this one) succeeds, and every existing one but the test's ends.
      await allowConnections(false);
      await terminateAllBackends(admin, database);
      const down = await readinessBecomes(server, 503, 10_000);
      expect(down?.status).toBe(503);
      expect(down?.data).toMatchObject({ status: 'unavailable', events: 'down' });
      // Committed while the server cannot hear it.
      const missed = await publishDirectly(admin, world.customer.user.id, { missed: true });
      await sleep(1500);
      expect((await readiness(server)).data.events).toBe('down');
      expect(await listenerBackends(admin, database)).toEqual([]);

      await allowConnections(true);
      const reachableAt = Date.now();
      await stream.waitFor((frame) => frame.id === missed, DELIVERY_MS);
      const ready = await readinessBecomes(server, 200, DELIVERY_MS);
      expect(ready?.status).toBe(200);
      expect(ready?.data).toMatchObject({ status: 'ready', events: 'up' });
      expect(Date.now() - reachableAt).toBeLessThan(DELIVERY_MS + 1000);
      // Listening again within the same bound: a LISTEN that failed once on a loaded machine (the hub then polls, and
      // is ready) is tried again before each poll, every second.
      let listeners = await listenerBackends(admin, database);
      while (listeners.length !== 1 && Date.now() - reachableAt < DELIVERY_MS + 1000) {
        await sleep(100);
        listeners = await listenerBackends(admin, database);
      }
      expect(listeners).toHaveLength(1);
      await world.bookAndExpectOn(server, stream);
      expect(stream.frames.filter((frame) => frame.id === missed)).toHaveLength(1);
    });
  },
);

describe.runIf(Boolean(process.env.TEST_DATABASE_URL) && privatePostgresAvailable())(
  'live events across a PostgreSQL restart (a private throwaway cluster)',
  () => {
    const jwtSecret = newJwtSecret();
    let cluster: Awaited<ReturnType<typeof startPrivatePostgres>>;
    let context: TestContext;
    let server: ServerProcess;
    let world: Awaited<ReturnType<typeof fixtures>>;
    const streams: SseConnection[] = [];

    beforeAll(async () => {
      cluster = await startPrivatePostgres();
      const handle = await openDatabase({ databaseUrl: cluster.url, poolSize: 4 });
      await migrateDatabase(handle);
      context = await createTestApp({ env: { JWT_SECRET: jwtSecret }, database: handle });
      world = await fixtures(context);
      server = await startApi('restart', cluster.url, jwtSecret);
    }, SERVER_START_MS);
    afterAll(async () => {
      for (const stream of streams) stream.close();
      await server?.stop();
      await context?.close();
      cluster?.close();
    });

    it('is unready while PostgreSQL is down, and live again within 5 s of its start, with what it missed', async () => {
      const stream = await openStream(server, world.customer.accessToken);
      streams.push(stream);
      await world.bookAndExpectOn(server, stream);

      cluster.stop();
      const down = await readinessBecomes(server, 503, 10_000);
      expect(down?.status, server.output().slice(-2000)).toBe(503);
      expect(down?.data).toMatchObject({ status: 'unavailable', database: 'down', events: 'down' });
      await sleep(1000);

      cluster.start();
      const reachableAt = Date.now();
      // Written the moment the database is back, before the server can have listened again.
      const admin = await adminConnection(cluster.url);
      const missed = await publishDirectly(admin, world.customer.user.id, { afterRestart: true });
      await admin.end();
      await stream.waitFor((frame) => frame.id === missed, DELIVERY_MS);
      const ready = await readinessBecomes(server, 200, DELIVERY_MS);
      expect(ready?.data).toMatchObject({ status: 'ready', events: 'up' });
      expect(Date.now() - reachableAt).toBeLessThan(DELIVERY_MS + 1000);
      await world.bookAndExpectOn(server, stream);
      expect(stream.frames.filter((frame) => frame.retry !== undefined)).toHaveLength(1);
    });
  },
);
