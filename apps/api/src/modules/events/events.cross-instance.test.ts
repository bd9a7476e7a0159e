import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { closeDeps, createDeps, type Deps } from '../../deps.ts';
import { createTestApp, type TestContext } from '../../../test/app.ts';
import { openSecondHandle } from '../../../test/database.ts';
import { bearer, createUser } from '../../../test/factories.ts';
import { publishEvent } from './index.ts';
import { createServices } from '../services.ts';
import { connectSse, type SseConnection } from './sse-client.test-support.ts';

/**
 * Two app instances on one PostgreSQL database: LISTEN/NOTIFY carries an event caused on one
 * instance to the streams held by the other. Needs a server (PGlite is one process), so it runs
 * only with TEST_DATABASE_URL and is reported as skipped otherwise.
 */
describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('live events across instances (PostgreSQL)', () => {
  const jwtSecret = crypto.randomBytes(32).toString('hex');
  let instanceA: TestContext;
  let depsB: Deps;
  let appB: App;
  let dataDirB: string;
  let urlA: string;
  let urlB: string;
  const open: SseConnection[] = [];

  beforeAll(async () => {
    instanceA = await createTestApp({ env: { JWT_SECRET: jwtSecret }, reference: false });
    urlA = await instanceA.app.listen({ port: 0, host: '127.0.0.1' });
    dataDirB = fs.mkdtempSync(path.join(os.tmpdir(), 'api-test-b-'));
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDirB,
      LOG_LEVEL: 'silent',
      DEMO_DATA: 'false',
      JWT_SECRET: jwtSecret,
    });
    depsB = await createDeps(config, {
      database: await openSecondHandle(instanceA.deps.database),
      clock: instanceA.clock,
    });
    appB = await buildApp(depsB, createServices(depsB));
    urlB = await appB.listen({ port: 0, host: '127.0.0.1' });
  });
  afterEach(() => {
    for (const connection of open.splice(0)) connection.close();
  });
  afterAll(async () => {
    await appB?.close();
    if (depsB) await closeDeps(depsB);
    if (dataDirB) fs.rmSync(dataDirB, { recursive: true, force: true });
    await instanceA?.close();
  });

  const connect = async (url: string, headers: Record<string, string>) => {
    const connection = await connectSse(url, headers);
    open.push(connection);
    expect(connection.response.status).toBe(200);
    await connection.waitFor((frame) => frame.retry !== undefined);
    return connection;
  };

  it('delivers an event published on instance A to a stream on instance B, and back', async () => {
    const { user, accessToken } = await createUser(instanceA.deps);
    const onB = await connect(`${urlB}/api/v1/event/restricted/subscribe/payment_required`, bearer(accessToken));
    const onA = await connect(`${urlA}/api/v1/event/restricted/subscribe`, bearer(accessToken));
    expect(depsB.events.mode).toBe('listen');

    const reservationId = crypto.randomUUID();
    const fromA = await instanceA.deps.db.transaction((tx) =>
      publishEvent(tx, { userId: user.id, type: 'payment_required', payload: { amount: 75, reservationId } }),
    );
    const received = await onB.nextEvent();
    expect(received.id).toBe(fromA.id);
    expect(received.event).toBeUndefined();
    expect(JSON.parse(received.data!)).toEqual({ amount: 75, reservationId });
    expect(await onA.nextEvent()).toMatchObject({ id: fromA.id, event: 'payment_required' });

    const fromB = await publishEvent(depsB.db, { userId: user.id, type: 'notification', payload: { from: 'B' } });
    expect(await onA.nextEvent()).toMatchObject({ id: fromB.id, event: 'notification' });
    expect(await onB.eventsWithin(200)).toEqual([]);
  });

  it('does not lose an event whose transaction commits after a later id', async () => {
    const { user, accessToken } = await createUser(instanceA.deps);
    const onB = await connect(`${urlB}/api/v1/event/restricted/subscribe`, bearer(accessToken));

    let releaseFirst!: () => void;
    const firstMayCommit = new Promise<void>((resolve) => (releaseFirst = resolve));
    let firstInserted!: () => void;
    const firstHasId = new Promise<void>((resolve) => (firstInserted = resolve));
    const first = instanceA.deps.db.transaction(async (tx) => {
      const event = await publishEvent(tx, { userId: user.id, type: 'notification', payload: { order: 'first' } });
      firstInserted();
      await firstMayCommit;
      return event;
    });
    await firstHasId;
    const second = await publishEvent(instanceA.deps.db, {
      userId: user.id,
      type: 'notification',
      payload: { order: 'second' },
    });
    expect((await onB.nextEvent()).id).toBe(second.id);
    releaseFirst();
    const firstEvent = await first;
    expect(BigInt(firstEvent.id)).toBeLessThan(BigInt(second.id));
    expect((await onB.nextEvent()).id).toBe(firstEvent.id);
  });

  it('replays on instance B what was published on instance A', async () => {
    const { user, accessToken } = await createUser(instanceA.deps);
    const marker = await publishEvent(instanceA.deps.db, {
      userId: user.id,
      type: 'reservation_failed',
      payload: { reservationId: 'a', message: 'm' },
    });
    const later = await publishEvent(instanceA.deps.db, {
      userId: user.id,
      type: 'reservation_failed',
      payload: { reservationId: 'b', message: 'm' },
    });
    const onB = await connect(`${urlB}/api/v1/event/restricted/subscribe/reservation_failed`, {
      ...bearer(accessToken),
      'last-event-id': marker.id,
    });
    expect((await onB.nextEvent()).id).toBe(later.id);
  });
});
