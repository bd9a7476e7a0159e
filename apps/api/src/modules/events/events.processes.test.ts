import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EventStreamLimits, Messages } from '@app/contract';
import { createTestApp, type TestContext } from '../../../test/app.ts';
import { serverUrlOf } from '../../../test/database.ts';
import { createUser } from '../../../test/factories.ts';
import type { ServerProcess } from '../../../test/net.ts';
import { endsWithin, newJwtSecret, openStream, SERVER_START_MS, startApi } from './live-server.test-support.ts';
import { connectSse, type SseConnection } from './sse-client.test-support.ts';

/*
 * Issue 41, item 7: two real API processes on one PostgreSQL database. Blocking an account ends its live streams on
 * both at once; the cap of 20 live streams per user holds across both, and a killed process's streams stop counting.
 */

const CAP = EventStreamLimits.maxStreamsPerUser;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('live streams across two real processes (PostgreSQL)', () => {
  const jwtSecret = newJwtSecret();
  let context: TestContext;
  let a: ServerProcess;
  let b: ServerProcess;
  const streams: SseConnection[] = [];

  beforeAll(async () => {
    context = await createTestApp({ env: { JWT_SECRET: jwtSecret }, reference: false });
    const databaseUrl = serverUrlOf(context.deps.database)!;
    [a, b] = await Promise.all([startApi('a', databaseUrl, jwtSecret), startApi('b', databaseUrl, jwtSecret)]);
  }, SERVER_START_MS);
  afterAll(async () => {
    for (const stream of streams) stream.close();
    await Promise.all([a?.stop(), b?.stop()]);
    await context?.close();
  });

  const open = async (server: ServerProcess, accessToken: string) => {
    const stream = await openStream(server, accessToken);
    streams.push(stream);
    return stream;
  };
  /** One more stream of the user on `server`, whatever it answers (kept open if it is one; closed after the file). */
  const attemptStream = async (server: ServerProcess, accessToken: string) => {
    const stream = await connectSse(`${server.url}/api/v1/event/restricted/subscribe`, {
      authorization: `Bearer ${accessToken}`,
    });
    streams.push(stream);
    return stream;
  };
  /** One more stream of the user on `server`, answered without waiting for frames. */
  const tryOpen = (server: ServerProcess, accessToken: string) =>
    fetch(`${server.url}/api/v1/event/restricted/subscribe`, {
      headers: { accept: 'text/event-stream', authorization: `Bearer ${accessToken}` },
    });

  it("ends a blocked account's live streams at once on every process, and no one else's", async () => {
    const admin = await createUser(context.deps, { isAdmin: true, displayName: 'Stream Admin' });
    const blocked = await createUser(context.deps, { displayName: 'Soon Blocked' });
    const bystander = await createUser(context.deps, { displayName: 'Bystander' });
    const onA = [await open(a, blocked.accessToken), await open(a, blocked.accessToken)];
    const onB = [await open(b, blocked.accessToken), await open(b, blocked.accessToken)];
    const others = [await open(a, bystander.accessToken), await open(b, bystander.accessToken)];

    const response = await fetch(`${a.url}/api/v1/admin/user/${blocked.user.id}/block`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${admin.accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ reason: 'stream test' }),
    });
    expect(response.status, await response.clone().text()).toBe(200);
    const blockedAt = Date.now();
    const ended = await Promise.all([...onA, ...onB].map((stream) => endsWithin(stream, 2000)));
    expect(ended).toEqual([true, true, true, true]);
    expect(Date.now() - blockedAt).toBeLessThan(2000);
    expect(await Promise.all(others.map((stream) => endsWithin(stream, 300)))).toEqual([false, false]);
    // And it cannot open a new one.
    expect((await tryOpen(b, blocked.accessToken)).status).toBe(403);
  });

  it(`holds the cap of ${CAP} live streams per user across processes; a killed process's streams stop counting`, async () => {
    const { accessToken } = await createUser(context.deps, { displayName: 'Many Tabs' });
    const onA: SseConnection[] = [];
    for (let index = 0; index < CAP / 2; index++) onA.push(await open(a, accessToken));
    for (let index = 0; index < CAP / 2; index++) await open(b, accessToken);
    for (const server of [a, b]) {
      const refused = await tryOpen(server, accessToken);
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toBe('30');
      expect(((await refused.json()) as { message: string }).message).toBe(Messages.tooManyEventStreams);
    }
    // Closing one on A makes room on B.
    onA.pop()!.close();
    let reopened: SseConnection | undefined;
    for (let attempt = 0; attempt < 50 && reopened?.response.status !== 200; attempt++) {
      await sleep(100);
      reopened = await attemptStream(b, accessToken);
    }
    expect(reopened!.response.status).toBe(200);

    // B (11 of them) dies without a word: its streams stop counting, and A takes the user's remaining 11.
    await b.stop({ signal: 'SIGKILL' });
    const expected = CAP - onA.length;
    let admitted = 0;
    const deadline = Date.now() + 10_000;
    while (admitted < expected && Date.now() < deadline) {
      const answer = await attemptStream(a, accessToken);
      if (answer.response.status === 200) admitted++;
      else await sleep(200);
    }
    expect(admitted).toBe(expected);
    expect((await tryOpen(a, accessToken)).status).toBe(429);
  });
});
