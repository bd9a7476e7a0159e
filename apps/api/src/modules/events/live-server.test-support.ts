import crypto from 'node:crypto';
import pg from 'pg';
import { expect } from 'vitest';
import { startServer, type ServerProcess } from '../../../test/net.ts';
import { bookingBody } from '../../../test/bookings.ts';
import { connectSse, type SseConnection, type SseFrameRead } from './sse-client.test-support.ts';

/*
 * Real API processes for the live-event fault tests: `node --import tsx src/server.ts` on a PostgreSQL database the
 * test made (its fixtures written by an in-process app on the same database, whose JWT secret the processes share),
 * plain HTTP, and the database's own view of their connections.
 */

export const newJwtSecret = () => crypto.randomBytes(32).toString('hex');

/** `EVENTS_TEST_LOG=info` (or another level) shows the servers' own logs. */
const serverLog = process.env.EVENTS_TEST_LOG;

/** How long a test's servers may take to start (beforeAll's timeout): tsx compiles the API on a loaded machine. */
export const SERVER_START_MS = 180_000;

/** A production API process on `databaseUrl`, once /health/ready answers 200. */
export function startApi(label: string, databaseUrl: string, jwtSecret: string) {
  return startServer({
    label: `events-${label}`,
    timeoutMs: SERVER_START_MS - 30_000,
    env: {
      DATABASE_URL: databaseUrl,
      JWT_SECRET: jwtSecret,
      DEMO_DATA: 'false',
      STRIPE_SECRET_KEY: '',
      AUTH_RATE_LIMIT: '10000',
      BOOKING_RATE_LIMIT: '10000',
      LOG_LEVEL: serverLog ?? 'warn',
    },
    ready: async (url) => (await fetch(`${url}/api/v1/health/ready`)).ok,
    echo: Boolean(serverLog),
  });
}

/** One connection of the test's own to `databaseUrl` (not through the app), for pg_stat_activity and faults. */
export async function adminConnection(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  client.on('error', () => undefined);
  await client.connect();
  return client;
}

/** The database name of a connection URL. */
export const databaseNameOf = (databaseUrl: string) => decodeURIComponent(new URL(databaseUrl).pathname.slice(1));

/**
 * The backends of `database` that listen for live events (the events hub's own connection of each process: its
 * application_name, or, on a build without one, its last statement).
 */
export async function listenerBackends(admin: pg.Client, database: string): Promise<number[]> {
  const { rows } = await admin.query<{ pid: number }>(
    `select pid from pg_stat_activity
     where datname = $1 and pid <> pg_backend_pid()
       and (application_name = 'hourly-events' or query like 'LISTEN %')`,
    [database],
  );
  return rows.map((row) => row.pid);
}

/**
 * pg_terminate_backend on the listening backends of `database` (only that database), once there is one (up to 5 s:
 * a hub that has just recovered may still be connecting); returns how many.
 */
export async function terminateListeners(admin: pg.Client, database: string) {
  let pids = await listenerBackends(admin, database);
  for (const deadline = Date.now() + 5000; pids.length === 0 && Date.now() < deadline;) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    pids = await listenerBackends(admin, database);
  }
  await admin.query('select pg_terminate_backend(pid) from unnest($1::int[]) as pid', [pids]);
  return pids.length;
}

/** Every other backend of `database` too (the processes' pools): only ever the test's own database. */
export async function terminateAllBackends(admin: pg.Client, database: string) {
  await admin.query(
    `select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()`,
    [database],
  );
}

/** GET /api/v1/health/ready: status and body. */
export async function readiness(server: Pick<ServerProcess, 'url'>) {
  const response = await fetch(`${server.url}/api/v1/health/ready`);
  return { status: response.status, data: ((await response.json()) as { data: Record<string, string> }).data };
}

/** A combined stream of the user on `server`, once its `retry:` frame has arrived. */
export async function openStream(server: Pick<ServerProcess, 'url'>, accessToken: string): Promise<SseConnection> {
  const connection = await connectSse(`${server.url}/api/v1/event/restricted/subscribe`, {
    authorization: `Bearer ${accessToken}`,
  });
  expect(connection.response.status).toBe(200);
  await connection.waitFor((frame) => frame.retry !== undefined, 10_000);
  return connection;
}

/** A booking request through the API; resolves with the booking's id once it has answered 201. */
export async function requestBookingOver(
  server: Pick<ServerProcess, 'url'>,
  accessToken: string,
  venueId: string,
  date: string,
  intervals: string[],
) {
  const response = await fetch(`${server.url}/api/v1/reservation/request`, {
    method: 'POST',
    headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
    body: JSON.stringify(bookingBody(venueId, date, intervals)),
  });
  const body = (await response.json()) as { data: { uuid: string } };
  expect(response.status, JSON.stringify(body)).toBe(201);
  return body.data.uuid;
}

/** Pays a held booking with the test-mode card (so the customer's unpaid holds stay under the cap). */
export async function confirmBookingOver(server: Pick<ServerProcess, 'url'>, accessToken: string, id: string) {
  const response = await fetch(`${server.url}/api/v1/reservation/confirm/${id}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ stripetoken: 'tok_visa' }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
}

/** The frame of `type` about booking `reservationId` on `stream`, within `timeoutMs` (already there or later). */
export function bookingFrame(
  stream: SseConnection,
  type: string,
  reservationId: string,
  timeoutMs: number,
): Promise<SseFrameRead> {
  return stream.waitFor(
    (frame) =>
      frame.event === type &&
      frame.data !== undefined &&
      (JSON.parse(frame.data) as { reservationId?: string }).reservationId === reservationId,
    timeoutMs,
  );
}

/** Resolves true when `stream` has ended within `ms`. */
export const endsWithin = (stream: SseConnection, ms: number) =>
  Promise.race([
    stream.ended.then(() => true),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms)),
  ]);
