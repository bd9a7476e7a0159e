import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EventStreamLimits, Messages, UserStatus } from '@app/contract';
import { createTestApp } from '../../../test/app.ts';
import { bearer, createUser } from '../../../test/factories.ts';
import { queryRows } from '../../db/client.ts';
import { parseLastEventId } from './events.streams.ts';
import { EVENTS_CHANNEL, publishEvent, publishEventPart, pruneEvents } from './index.ts';
import { connectSse, type SseConnection } from './sse-client.test-support.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('live event streams', async () => {
  const ctx = await createTestApp({ overrides: { eventStreams: { heartbeatMs: 50 } } });
  const { deps } = ctx;
  const baseUrl = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const typedUrl = (type: string) => `${baseUrl}/api/v1/event/restricted/subscribe/${type}`;
  const combinedUrl = `${baseUrl}/api/v1/event/restricted/subscribe`;

  const open: SseConnection[] = [];
  const connect = async (url: string, headers: Record<string, string> = {}) => {
    const connection = await connectSse(url, headers);
    open.push(connection);
    return connection;
  };
  afterEach(() => {
    for (const connection of open.splice(0)) connection.close();
  });

  const paymentRequired = (userId: string, amount = 42.5) =>
    publishEvent(deps.db, {
      userId,
      type: 'payment_required',
      payload: { amount, reservationId: crypto.randomUUID() },
    });

  it('answers 200 text/event-stream with the stream headers, uncompressed, starting with retry', async () => {
    const { accessToken } = await createUser(deps);
    const stream = await connect(typedUrl('payment_required'), {
      ...bearer(accessToken),
      'accept-encoding': 'gzip, br',
    });
    expect(stream.response.status).toBe(200);
    expect(stream.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(stream.response.headers.get('cache-control')).toBe('no-cache');
    expect(stream.response.headers.get('connection')).toBe('keep-alive');
    expect(stream.response.headers.get('x-accel-buffering')).toBe('no');
    expect(stream.response.headers.get('content-encoding')).toBeNull();
    expect(stream.response.headers.get('x-request-id')).toBeTruthy();
    const first = await stream.waitFor(() => true);
    expect(first.retry).toBe(5000);
  });

  it('keeps CORS headers on the hijacked response', async () => {
    const { accessToken } = await createUser(deps);
    const stream = await connect(combinedUrl, { ...bearer(accessToken), origin: 'http://web.example.test' });
    expect(stream.response.status).toBe(200);
    expect(stream.response.headers.get('access-control-allow-origin')).toBe('http://web.example.test');
  });

  it('delivers an event only once its transaction commits, and never for a rollback', async () => {
    const { user, accessToken } = await createUser(deps);
    const stream = await connect(typedUrl('reservation_failed'), bearer(accessToken));
    await stream.waitFor((frame) => frame.retry !== undefined);

    await expect(
      deps.db.transaction(async (tx) => {
        await publishEvent(tx, {
          userId: user.id,
          type: 'reservation_failed',
          payload: { reservationId: 'rolled-back', message: 'no' },
        });
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await stream.eventsWithin(300)).toEqual([]);

    let published = '';
    const committing = deps.db.transaction(async (tx) => {
      published = (
        await publishEvent(tx, {
          userId: user.id,
          type: 'reservation_failed',
          payload: { reservationId: 'r1', message: 'Your request could not be processed please try again' },
        })
      ).id;
      await sleep(200);
      expect(stream.frames.some((frame) => frame.data !== undefined)).toBe(false);
    });
    await committing;
    const event = await stream.nextEvent();
    expect(event.id).toBe(published);
    expect(JSON.parse(event.data!)).toEqual({
      reservationId: 'r1',
      message: 'Your request could not be processed please try again',
    });
  });

  it('writes unnamed frames on a typed stream, filtered to its type', async () => {
    const { user, accessToken } = await createUser(deps);
    const stream = await connect(typedUrl('payment_required'), bearer(accessToken));
    await stream.waitFor((frame) => frame.retry !== undefined);

    await publishEvent(deps.db, {
      userId: user.id,
      type: 'reservation_confirmed',
      payload: { reservationId: 'x', message: 'ok' },
    });
    await publishEvent(deps.db, { userId: user.id, type: 'notification', payload: { text: 'hello' } });
    const reservationId = crypto.randomUUID();
    const { id } = await publishEvent(deps.db, {
      userId: user.id,
      type: 'payment_required',
      payload: { amount: 120, reservationId },
    });

    const event = await stream.nextEvent();
    expect(event).toMatchObject({ id });
    expect(event.event).toBeUndefined();
    expect(JSON.parse(event.data!)).toEqual({ amount: 120, reservationId });
    expect(await stream.eventsWithin(200)).toEqual([]);
  });

  it('writes named frames of every type on the combined stream', async () => {
    const { user, accessToken } = await createUser(deps);
    const stream = await connect(combinedUrl, bearer(accessToken));
    await stream.waitFor((frame) => frame.retry !== undefined);

    const confirmed = await publishEvent(deps.db, {
      userId: user.id,
      type: 'reservation_confirmed',
      payload: { reservationId: 'r', message: 'done' },
    });
    const notification = await publishEvent(deps.db, {
      userId: user.id,
      type: 'notification',
      payload: { text: 'hi' },
    });

    const first = await stream.nextEvent();
    const second = await stream.nextEvent();
    expect(first).toMatchObject({ id: confirmed.id, event: 'reservation_confirmed' });
    expect(JSON.parse(first.data!)).toEqual({ reservationId: 'r', message: 'done' });
    expect(second).toMatchObject({ id: notification.id, event: 'notification' });
    expect(JSON.parse(second.data!)).toEqual({ text: 'hi' });
  });

  it("delivers only to the owner's streams, and to every open stream of the owner", async () => {
    const owner = await createUser(deps);
    const other = await createUser(deps);
    const first = await connect(typedUrl('payment_required'), bearer(owner.accessToken));
    const second = await connect(combinedUrl, bearer(owner.accessToken));
    const stranger = await connect(typedUrl('payment_required'), bearer(other.accessToken));
    const strangerCombined = await connect(combinedUrl, bearer(other.accessToken));
    for (const stream of [first, second, stranger, strangerCombined])
      await stream.waitFor((frame) => frame.retry !== undefined);

    const { id } = await paymentRequired(owner.user.id);
    expect((await first.nextEvent()).id).toBe(id);
    expect(await second.nextEvent()).toMatchObject({ id, event: 'payment_required' });
    expect(await stranger.eventsWithin(300)).toEqual([]);
    expect(await strangerCombined.eventsWithin(0)).toEqual([]);
  });

  it('sends a comment heartbeat at the configured interval', async () => {
    const { accessToken } = await createUser(deps);
    const stream = await connect(typedUrl('reservation_confirmed'), bearer(accessToken));
    await stream.waitFor((frame) => frame.comments.includes('ping'), 2000);
    await sleep(200);
    expect(stream.frames.filter((frame) => frame.comments.includes('ping')).length).toBeGreaterThanOrEqual(2);
  });

  it('replays events after Last-Event-ID before live ones, without duplicates', async () => {
    const { user, accessToken } = await createUser(deps);
    const publishConfirmed = (n: number) =>
      publishEvent(deps.db, {
        userId: user.id,
        type: 'reservation_confirmed',
        payload: { reservationId: `r${n}`, message: `m${n}` },
      });
    const first = await publishConfirmed(1);
    await paymentRequired(user.id);
    const second = await publishConfirmed(2);
    const third = await publishConfirmed(3);

    const stream = await connect(typedUrl('reservation_confirmed'), {
      ...bearer(accessToken),
      'last-event-id': first.id,
    });
    expect((await stream.nextEvent()).id).toBe(second.id);
    expect((await stream.nextEvent()).id).toBe(third.id);
    const fourth = await publishConfirmed(4);
    const live = await stream.nextEvent();
    expect(live.id).toBe(fourth.id);
    expect(JSON.parse(live.data!)).toEqual({ reservationId: 'r4', message: 'm4' });
    expect(await stream.eventsWithin(200)).toEqual([]);

    const combined = await connect(`${combinedUrl}?lastEventId=${first.id}`, bearer(accessToken));
    const replayed = [
      await combined.nextEvent(),
      await combined.nextEvent(),
      await combined.nextEvent(),
      await combined.nextEvent(),
    ];
    expect(replayed.map((frame) => frame.event)).toEqual([
      'payment_required',
      'reservation_confirmed',
      'reservation_confirmed',
      'reservation_confirmed',
    ]);
    expect(replayed.map((frame) => frame.id).slice(1)).toEqual([second.id, third.id, fourth.id]);
  });

  it('never sends an event the client already has (at or before its Last-Event-ID), though it is announced late', async () => {
    const { user, accessToken } = await createUser(deps);
    // Written without its announcement, as when a NOTIFY reaches this process only after the client reconnected.
    const part = publishEventPart(
      { userId: user.id, type: 'reservation_confirmed', payload: { reservationId: 'late', message: 'late' } },
      sql`true`,
    );
    const [row] = await queryRows<{ id: string }>(
      deps.db,
      sql`with ${part.ctes} select (select id::text from event_published) as id`,
    );
    const stream = await connect(typedUrl('reservation_confirmed'), {
      ...bearer(accessToken),
      'last-event-id': row!.id,
    });
    await deps.db.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${`${row!.id}/${user.id}`})`);
    const next = await publishEvent(deps.db, {
      userId: user.id,
      type: 'reservation_confirmed',
      payload: { reservationId: 'next', message: 'next' },
    });
    expect((await stream.nextEvent()).id).toBe(next.id);
    expect(await stream.eventsWithin(200)).toEqual([]);
  });

  it('replays only the last 10 minutes', async () => {
    const { user, accessToken } = await createUser(deps);
    // The client was connected when the three happened, as a reconnecting client is: the hub has announced them
    // all before the clock of one is turned back (a late announcement is live, not a replay, and is not aged).
    const first = await connect(typedUrl('payment_required'), bearer(accessToken));
    await first.waitFor((frame) => frame.retry !== undefined);
    const old = await paymentRequired(user.id, 1);
    const older = await paymentRequired(user.id, 2);
    const recent = await paymentRequired(user.id, 3);
    expect((await first.nextEvent()).id).toBe(old.id);
    expect((await first.nextEvent()).id).toBe(older.id);
    expect((await first.nextEvent()).id).toBe(recent.id);
    first.close();
    await deps.db.execute(
      sql`update events set created_at = now() - interval '11 minutes' where id = ${older.id}::bigint`,
    );

    const stream = await connect(typedUrl('payment_required'), { ...bearer(accessToken), 'last-event-id': old.id });
    expect((await stream.nextEvent()).id).toBe(recent.id);
    expect(await stream.eventsWithin(200)).toEqual([]);
  });

  it('accepts the access token as a query parameter (EventSource clients)', async () => {
    const { user, accessToken } = await createUser(deps);
    const stream = await connect(`${typedUrl('payment_required')}?access_token=${encodeURIComponent(accessToken)}`);
    expect(stream.response.status).toBe(200);
    await stream.waitFor((frame) => frame.retry !== undefined);
    const { id } = await paymentRequired(user.id);
    expect((await stream.nextEvent()).id).toBe(id);
  });

  it('answers 401 JSON without a valid token, 404 JSON for an unknown type, 403 for a blocked account', async () => {
    const missing = await fetch(typedUrl('payment_required'), { headers: { accept: 'text/event-stream' } });
    expect(missing.status).toBe(401);
    expect(missing.headers.get('content-type')).toMatch(/^application\/json/);
    expect(((await missing.json()) as { message: string }).message).toBeTruthy();

    const invalid = await fetch(combinedUrl, { headers: { ...bearer('not-a-token'), accept: 'text/event-stream' } });
    expect(invalid.status).toBe(401);
    await invalid.body?.cancel();
    const invalidQuery = await fetch(`${combinedUrl}?access_token=nope`);
    expect(invalidQuery.status).toBe(401);
    await invalidQuery.body?.cancel();

    const { accessToken } = await createUser(deps);
    const unknown = await fetch(typedUrl('something_else'), { headers: bearer(accessToken) });
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { message: string }).message).toBe(Messages.notFound);

    const blocked = await createUser(deps, { status: UserStatus.BLOCKED });
    const forbidden = await fetch(typedUrl('payment_required'), { headers: bearer(blocked.accessToken) });
    expect(forbidden.status).toBe(403);
    expect(((await forbidden.json()) as { data: unknown }).data).toMatchObject({ status: UserStatus.BLOCKED });
  });

  it('drops the subscription when the client goes away', async () => {
    const { user, accessToken } = await createUser(deps);
    const stream = await connect(combinedUrl, bearer(accessToken));
    await stream.waitFor((frame) => frame.retry !== undefined);
    expect(deps.events.subscriberCount(user.id)).toBe(1);
    stream.close();
    for (let waited = 0; deps.events.subscriberCount(user.id) > 0 && waited < 2000; waited += 20) await sleep(20);
    expect(deps.events.subscriberCount(user.id)).toBe(0);
  });

  it('ends the stream when the hub says so (a blocked account, a slot taken elsewhere after a reconnect)', async () => {
    const { accessToken } = await createUser(deps);
    const subscribe = vi.spyOn(deps.events, 'subscribe');
    const stream = await connect(combinedUrl, bearer(accessToken));
    await stream.waitFor((frame) => frame.retry !== undefined);
    const onClose = subscribe.mock.calls.at(-1)?.[2];
    subscribe.mockRestore();
    expect(onClose).toBeTypeOf('function');
    onClose!();
    await stream.ended;
  });

  it("ends an account's open streams when an admin blocks it, and only that account's", async () => {
    const admin = await createUser(deps, { isAdmin: true });
    const { user, accessToken } = await createUser(deps);
    const { user: other, accessToken: otherToken } = await createUser(deps);
    const streams = [
      await connect(combinedUrl, bearer(accessToken)),
      await connect(typedUrl('payment_required'), bearer(accessToken)),
    ];
    const untouched = await connect(combinedUrl, bearer(otherToken));
    for (const stream of [...streams, untouched]) await stream.waitFor((frame) => frame.retry !== undefined);
    const blocked = await fetch(`${baseUrl}/api/v1/admin/user/${user.id}/block`, {
      method: 'PUT',
      headers: bearer(admin.accessToken),
    });
    expect(blocked.status).toBe(200);
    await Promise.all(streams.map((stream) => stream.ended));
    expect(deps.events.subscriberCount(user.id)).toBe(0);
    const { id } = await publishEvent(deps.db, { userId: other.id, type: 'notification', payload: {} });
    expect((await untouched.nextEvent()).id).toBe(id);
  });

  it(`caps one user at ${EventStreamLimits.maxStreamsPerUser} open streams; closing one makes room`, async () => {
    const { accessToken } = await createUser(deps);
    const { accessToken: otherToken } = await createUser(deps);
    const streams: SseConnection[] = [];
    for (let index = 0; index < EventStreamLimits.maxStreamsPerUser; index++) {
      const stream = await connect(index % 2 ? combinedUrl : typedUrl('payment_required'), bearer(accessToken));
      expect(stream.response.status).toBe(200);
      streams.push(stream);
    }
    const refused = await fetch(combinedUrl, { headers: { accept: 'text/event-stream', ...bearer(accessToken) } });
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { message: string }).message).toBe(Messages.tooManyEventStreams);
    expect((await connect(combinedUrl, bearer(otherToken))).response.status).toBe(200);
    streams[0]!.close();
    let reopened: SseConnection | undefined;
    for (let attempt = 0; attempt < 50 && reopened?.response.status !== 200; attempt++) {
      await sleep(20);
      reopened = await connect(combinedUrl, bearer(accessToken));
    }
    expect(reopened!.response.status).toBe(200);
  });

  it('prunes events older than the given time', async () => {
    const { user } = await createUser(deps);
    const kept = await paymentRequired(user.id);
    const stale = await paymentRequired(user.id);
    await deps.db.execute(sql`update events set created_at = now() - interval '2 days' where id = ${stale.id}::bigint`);
    const deleted = await pruneEvents(deps.db, new Date(Date.now() - 24 * 60 * 60 * 1000));
    expect(deleted).toBeGreaterThanOrEqual(1);
    const rows = await deps.db.execute(sql`select id::text as id from events where user_id = ${user.id} order by id`);
    expect((rows as unknown as { rows: { id: string }[] }).rows.map((row) => row.id)).toEqual([kept.id]);
  });

  it('rejects a payload that does not match its pinned type', async () => {
    const { user } = await createUser(deps);
    await expect(
      publishEvent(deps.db, {
        userId: user.id,
        type: 'payment_required',
        // @ts-expect-error amount is a number of dollars
        payload: { amount: '12', reservationId: 'r' },
      }),
    ).rejects.toThrow();
  });
});

describe('shutting down with open streams', async () => {
  const ctx = await createTestApp({ reference: false });
  const baseUrl = await ctx.app.listen({ port: 0, host: '127.0.0.1' });

  it('ends open streams so the server closes promptly', async () => {
    const { accessToken } = await createUser(ctx.deps);
    const stream = await connectSse(`${baseUrl}/api/v1/event/restricted/subscribe`, bearer(accessToken));
    await stream.waitFor((frame) => frame.retry !== undefined);
    const started = Date.now();
    await ctx.close();
    await stream.ended;
    expect(Date.now() - started).toBeLessThan(3000);
  });
});

describe('Last-Event-ID', () => {
  it('is read as an event id without leading zeros, and anything else is ignored', () => {
    expect([
      parseLastEventId('007'),
      parseLastEventId(' 42 '),
      parseLastEventId(['9', '10']),
      parseLastEventId('0'),
    ]).toEqual(['7', '42', '9', '0']);
    expect([parseLastEventId('abc'), parseLastEventId('-1'), parseLastEventId(undefined)]).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
  });
});
