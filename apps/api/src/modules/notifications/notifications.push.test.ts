import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { jwtVerify } from 'jose';
import { afterAll, describe, expect, it } from 'vitest';
import { NotificationMessages, PushMessageSchema } from '@app/contract';
import { createTestApp } from '../../../test/app.ts';
import { openSecondHandle } from '../../../test/database.ts';
import {
  bookableVenue,
  bookingBody,
  confirmBooking,
  createCustomer,
  dateIn,
  paidBooking,
  requestBooking,
  shortDay,
} from '../../../test/bookings.ts';
import { createHost } from '../../../test/venues.ts';
import { ConfigError, loadConfig } from '../../config.ts';
import { queryRows } from '../../db/client.ts';
import { loadVapidKeys } from '../../lib/push.ts';
import { createJobRunner } from '../../jobs/queue.ts';
import { createNotificationsService, PUSH_JOB } from './notifications.service.ts';

const VAPID_SUBJECT = 'mailto:ops@spaces.example.test';

/** A throw-away certificate for 127.0.0.1, made with the machine's openssl. */
function selfSignedCertificate() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'push-tls-'));
  const keyFile = path.join(dir, 'key.pem');
  const certFile = path.join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=IP:127.0.0.1,DNS:localhost',
      '-days',
      '1',
      '-keyout',
      keyFile,
      '-out',
      certFile,
    ],
    { stdio: 'ignore' },
  );
  const tls = { key: fs.readFileSync(keyFile), cert: fs.readFileSync(certFile) };
  fs.rmSync(dir, { recursive: true, force: true });
  return tls;
}

interface PushRequest {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A push service stand-in over HTTPS: records each request and answers with the status chosen per path. */
async function startPushService(tls: { key: Buffer; cert: Buffer }) {
  const requests: PushRequest[] = [];
  const statusOf = new Map<string, number>();
  const delaysOf = new Map<string, number[]>();
  const server = https.createServer(tls, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const requestPath = request.url ?? '/';
      requests.push({ path: requestPath, headers: request.headers, body: Buffer.concat(chunks) });
      // Answered after the next of the path's delays, as a push service under load takes its time.
      const delay = delaysOf.get(requestPath)?.shift() ?? 0;
      setTimeout(() => response.writeHead(statusOf.get(requestPath) ?? 201).end(), delay);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    requests,
    answer: (requestPath: string, status: number) => statusOf.set(requestPath, status),
    /** The path's next requests are answered after these many milliseconds, one each. */
    delay: (requestPath: string, delays: number[]) => delaysOf.set(requestPath, delays),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** What a browser holds for one subscription: its P-256 key pair and 16-byte auth secret. */
function browserSubscription(endpoint: string) {
  const ecdh = crypto.createECDH('prime256v1');
  ecdh.generateKeys();
  const authSecret = crypto.randomBytes(16);
  return {
    ecdh,
    authSecret,
    body: {
      endpoint,
      expirationTime: null,
      keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: authSecret.toString('base64url') },
    },
  };
}

const hkdf = (ikm: Buffer, salt: Buffer, info: Buffer, length: number) =>
  Buffer.from(crypto.hkdfSync('sha256', ikm, salt, info, length));

/** RFC 8291 (Web Push message encryption) over RFC 8188 aes128gcm, as the browser decrypts it. */
function decryptPushBody(body: Buffer, browser: ReturnType<typeof browserSubscription>) {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const keyIdLength = body[20]!;
  const serverPublicKey = body.subarray(21, 21 + keyIdLength);
  const record = body.subarray(21 + keyIdLength);
  expect(keyIdLength).toBe(65);
  expect(record.length).toBeLessThanOrEqual(recordSize);

  const sharedSecret = browser.ecdh.computeSecret(serverPublicKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), browser.ecdh.getPublicKey(), serverPublicKey]);
  const ikm = hkdf(sharedSecret, browser.authSecret, keyInfo, 32);
  const contentKey = hkdf(ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16);
  const nonce = hkdf(ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12);
  const decipher = crypto.createDecipheriv('aes-128-gcm', contentKey, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  let end = padded.length - 1;
  while (end > 0 && padded[end] === 0) end--;
  expect(padded[end]).toBe(2); // the last record's delimiter
  return JSON.parse(padded.subarray(0, end).toString('utf8')) as unknown;
}

/** The VAPID header is `vapid t=<ES256 JWT>, k=<public key>`; the JWT must verify with that key for the endpoint's origin. */
async function verifyVapid(header: string | undefined, origin: string) {
  const match = /^vapid t=([^,]+), k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  expect(match, `authorization header: ${header}`).not.toBeNull();
  const [, token, publicKey] = match!;
  const raw = Buffer.from(publicKey!, 'base64url');
  const key = crypto.createPublicKey({
    format: 'jwk',
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33, 65).toString('base64url'),
    },
  });
  const { payload } = await jwtVerify(token!, key, { audience: origin, algorithms: ['ES256'] });
  return { publicKey: publicKey!, subject: payload.sub };
}

describe('Web Push', async () => {
  const tls = selfSignedCertificate();
  const pushService = await startPushService(tls);
  // Trusts exactly this certificate; TLS checks stay on.
  const pushAgent = new https.Agent({ ca: tls.cert, keepAlive: false });
  const context = await createTestApp({ env: { VAPID_SUBJECT }, overrides: { pushAgent } });
  const { app, deps } = context;
  afterAll(async () => {
    pushAgent.destroy();
    await pushService.close();
  });
  const host = await createHost(context);
  const subscribe = (auth: Record<string, string>, body: unknown) =>
    app.inject({ method: 'POST', url: '/api/v1/notification/push/subscribe', headers: auth, payload: body as object });
  const subscriptionRows = () =>
    queryRows<{ user_id: string; endpoint: string; p256dh: string }>(
      deps.db,
      sql`select user_id, endpoint, p256dh from push_subscriptions order by created_at`,
    );
  const notifyDirectly = (userId: string, venueTitle = 'Koi Pond') => {
    const { notify } = createNotificationsService({ db: deps.db, publicUrl: deps.config.publicUrl, push: deps.push });
    return deps.db.transaction((tx) =>
      notify(tx, { userId, type: 'listing_approved', data: { venueId: crypto.randomUUID(), venueTitle } }),
    );
  };
  const pushesTo = (endpoint: string, browser: ReturnType<typeof browserSubscription>) =>
    pushService.requests
      .filter((request) => request.path === new URL(endpoint).pathname)
      .map((request) => PushMessageSchema.parse(decryptPushBody(request.body, browser)));
  const pushJobsTo = (endpoint: string) =>
    queryRows<{ attempts: number; done_at: string | null; last_error: string | null }>(
      deps.db,
      sql`select attempts, done_at, last_error from jobs where kind = 'push' and payload->>'endpoint' = ${endpoint} order by id`,
    );

  it('gives the VAPID key, stores one subscription per endpoint, moves it between accounts only with its keys, and unsubscribes', async () => {
    const first = await createCustomer(context);
    const second = await createCustomer(context);
    const key = await app.inject({ method: 'GET', url: '/api/v1/notification/push/key', headers: first.auth });
    const stored = JSON.parse(fs.readFileSync(path.join(context.dataDir, 'vapid.json'), 'utf8'));
    expect(key.json()).toEqual({ data: { publicKey: stored.publicKey } });
    expect(Buffer.from(stored.publicKey, 'base64url')).toHaveLength(65);

    const endpoint = `${pushService.origin}/push/shared-browser`;
    const before = await subscriptionRows();
    const browser = browserSubscription(endpoint);
    const created = await subscribe(first.auth, browser.body);
    expect(created.statusCode).toBe(200);
    expect(created.json().data).toEqual({ endpoint, subscribed: true });
    const renewed = browserSubscription(endpoint);
    expect((await subscribe(first.auth, renewed.body)).statusCode).toBe(200);
    let rows = (await subscriptionRows()).filter((row) => row.endpoint === endpoint);
    expect(rows).toEqual([{ user_id: first.user.id, endpoint, p256dh: renewed.body.keys.p256dh }]);

    // Someone who only knows the endpoint cannot take the subscription: without its keys the answer is 409.
    const stranger = browserSubscription(endpoint);
    const taken = await subscribe(second.auth, stranger.body);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(NotificationMessages.pushEndpointTaken);
    rows = (await subscriptionRows()).filter((row) => row.endpoint === endpoint);
    expect(rows).toEqual([{ user_id: first.user.id, endpoint, p256dh: renewed.body.keys.p256dh }]);
    // The same browser (same keys) after another person logs in on it: the subscription moves to them.
    expect((await subscribe(second.auth, renewed.body)).statusCode).toBe(200);
    rows = (await subscriptionRows()).filter((row) => row.endpoint === endpoint);
    expect(rows.map((row) => row.user_id)).toEqual([second.user.id]);

    const notMine = await app.inject({
      method: 'DELETE',
      url: '/api/v1/notification/push/subscribe',
      headers: first.auth,
      payload: { endpoint },
    });
    expect(notMine.statusCode).toBe(200);
    expect((await subscriptionRows()).filter((row) => row.endpoint === endpoint)).toHaveLength(1);
    const removed = await app.inject({
      method: 'DELETE',
      url: '/api/v1/notification/push/subscribe',
      headers: second.auth,
      payload: { endpoint },
    });
    expect(removed.json().data).toEqual({ endpoint, subscribed: false });
    expect(await subscriptionRows()).toEqual(before);

    for (const invalid of [
      { ...browser.body, endpoint: 'http://push.example.test/x' },
      { ...browser.body, keys: { p256dh: 'short', auth: browser.body.keys.auth } },
      { endpoint },
    ]) {
      expect((await subscribe(first.auth, invalid)).statusCode).toBe(400);
    }
  });

  it('sends each notification encrypted for the browser, with TTL and a VAPID signature it can check', async () => {
    const guest = await createCustomer(context);
    const endpoint = `${pushService.origin}/push/${guest.user.id}`;
    const browser = browserSubscription(endpoint);
    expect((await subscribe(guest.auth, browser.body)).statusCode).toBe(200);
    const venue = await bookableVenue(context, host, { title: 'Secret Garden' });
    const booking = await requestBooking(context, guest.auth, bookingBody(venue.uuid, dateIn(context, 3)));
    // The first push is slow to be taken: the second must still arrive after it.
    pushService.delay(`/push/${guest.user.id}`, [300]);
    await deps.jobs.drain();
    expect((await confirmBooking(context, guest.auth, booking.uuid)).statusCode).toBe(200);
    await deps.jobs.drain();

    const received = pushService.requests.filter((request) => request.path === `/push/${guest.user.id}`);
    expect(received).toHaveLength(2);
    expect(pushesTo(endpoint, browser)).toEqual([
      expect.objectContaining({ type: 'booking_requested', link: `/mybookings?booking=${booking.uuid}` }),
      {
        type: 'booking_confirmed',
        title: 'Booking confirmed',
        body: `Your booking of "Secret Garden" on ${shortDay(dateIn(context, 3))}, 10 AM–12 PM is confirmed. Amount paid: $40.00.`,
        link: `/mybookings?booking=${booking.uuid}`,
      },
    ]);
    const [request] = received;
    expect(request!.headers['content-encoding']).toBe('aes128gcm');
    expect(request!.headers.ttl).toBe(String(24 * 3600));
    const vapid = await verifyVapid(request!.headers.authorization as string, pushService.origin);
    expect(vapid.subject).toBe(VAPID_SUBJECT);
    const key = await app.inject({ method: 'GET', url: '/api/v1/notification/push/key', headers: guest.auth });
    expect(vapid.publicKey).toBe(key.json().data.publicKey);
    expect((await pushJobsTo(endpoint)).every((job) => job.done_at !== null)).toBe(true);
  });

  it('drops the push asking for payment when the booking was paid before it went out', async () => {
    const guest = await createCustomer(context);
    const endpoint = `${pushService.origin}/push/paid-first/${guest.user.id}`;
    const browser = browserSubscription(endpoint);
    expect((await subscribe(guest.auth, browser.body)).statusCode).toBe(200);
    const venue = await bookableVenue(context, host, { title: 'Quick Court' });
    await paidBooking(context, guest.auth, venue.uuid, dateIn(context, 4));
    await deps.jobs.drain();

    expect(pushesTo(endpoint, browser).map((message) => message.type)).toEqual(['booking_confirmed']);
    // Handled, not failed: it is not tried again.
    const jobs = await pushJobsTo(endpoint);
    expect(jobs).toHaveLength(2);
    expect(jobs.every((job) => job.done_at !== null && job.last_error === null)).toBe(true);
    // The email asking for payment still goes, before the confirmation's.
    const emails = await queryRows<{ subject: string }>(
      deps.db,
      sql`select payload->>'subject' as subject from jobs where kind = 'email' and payload->>'to' = ${guest.user.email}
        order by id`,
    );
    expect(emails.map((email) => email.subject)).toEqual([
      expect.stringMatching(/complete your payment/i),
      expect.stringMatching(/confirmed/i),
    ]);
  });

  it("delivers a browser's pushes in the order they were written, with several runners on several connections", async () => {
    const guest = await createCustomer(context);
    const endpoint = `${pushService.origin}/push/ordered/${guest.user.id}`;
    const browser = browserSubscription(endpoint);
    expect((await subscribe(guest.auth, browser.body)).statusCode).toBe(200);
    const titles = Array.from({ length: 12 }, (_, n) => `Pond ${n + 1}`);
    for (const title of titles) await notifyDirectly(guest.user.id, title);
    // Uneven answers, so a push sent later would arrive earlier if two were in flight at once.
    pushService.delay(
      new URL(endpoint).pathname,
      titles.map((_, n) => (n * 37) % 90),
    );
    // On PostgreSQL the other runners use pools of their own, as other processes would.
    const second = context.deps.database.driver === 'pglite' ? undefined : await openSecondHandle(deps.database);
    try {
      const runners = [0, 1].map(() => {
        const db = second?.db ?? deps.db;
        const { deliverPush } = createNotificationsService({ db, publicUrl: deps.config.publicUrl, push: deps.push });
        return createJobRunner({ db, handlers: { [PUSH_JOB]: deliverPush }, log: deps.log, batchSize: 3 });
      });
      await Promise.all([deps.jobs.drain(), ...runners.map((runner) => runner.drain())]);
    } finally {
      await second?.close();
    }
    expect(pushesTo(endpoint, browser).map((message) => message.body)).toEqual(
      titles.map((title) => expect.stringContaining(`"${title}"`)),
    );
  });

  it('forgets a subscription the push service reports gone (410) and retries other failures', async () => {
    const guest = await createCustomer(context);
    const gone = `${pushService.origin}/gone/${guest.user.id}`;
    const flaky = `${pushService.origin}/flaky/${guest.user.id}`;
    pushService.answer(new URL(gone).pathname, 410);
    pushService.answer(new URL(flaky).pathname, 503);
    expect((await subscribe(guest.auth, browserSubscription(gone).body)).statusCode).toBe(200);
    const flakyBrowser = browserSubscription(flaky);
    expect((await subscribe(guest.auth, flakyBrowser.body)).statusCode).toBe(200);

    await notifyDirectly(guest.user.id);
    await deps.jobs.drain();
    expect((await subscriptionRows()).map((row) => row.endpoint)).not.toContain(gone);
    expect((await subscriptionRows()).map((row) => row.endpoint)).toContain(flaky);
    expect(await pushJobsTo(gone)).toEqual([expect.objectContaining({ attempts: 1, done_at: expect.anything() })]);
    const [waiting] = await pushJobsTo(flaky);
    expect(waiting).toMatchObject({ attempts: 1, done_at: null, last_error: expect.stringContaining('503') });

    pushService.answer(new URL(flaky).pathname, 201);
    await deps.db.execute(sql`update jobs set run_at = now() where kind = 'push' and done_at is null`);
    await deps.jobs.drain();
    expect(await pushJobsTo(flaky)).toEqual([expect.objectContaining({ attempts: 2, done_at: expect.anything() })]);
    const attempts = pushService.requests.filter((request) => request.path === new URL(flaky).pathname);
    expect(attempts).toHaveLength(2);
    expect(decryptPushBody(attempts[1]!.body, flakyBrowser)).toMatchObject({ type: 'listing_approved' });
  });

  it('generates the VAPID keys once into DATA_DIR (owner-only) and reuses them; configured keys win', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vapid-'));
    try {
      const first = loadVapidKeys(dataDir);
      const file = path.join(dataDir, 'vapid.json');
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      expect(loadVapidKeys(dataDir)).toEqual(first);
      expect(Buffer.from(first.privateKey, 'base64url')).toHaveLength(32);
      const configured = { publicKey: 'configured-public', privateKey: 'configured-private' };
      expect(loadVapidKeys(dataDir, configured)).toEqual(configured);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
    const config = loadConfig({
      VAPID_PUBLIC_KEY: 'pub',
      VAPID_PRIVATE_KEY: 'priv',
      VAPID_SUBJECT: 'https://ops.example',
    });
    expect(config.vapid).toEqual({ keys: { publicKey: 'pub', privateKey: 'priv' }, subject: 'https://ops.example' });
    expect(loadConfig({}).vapid).toEqual({ keys: undefined, subject: 'mailto:support@hourlyspaces.local' });
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: 'pub' })).toThrow(ConfigError);
    expect(() => loadConfig({ VAPID_SUBJECT: 'ops@example.com' })).toThrow(/VAPID_SUBJECT/);
  });
});
