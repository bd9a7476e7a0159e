import http from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer, type ServerProcess } from '../../../test/net.ts';
import { spawnedServerDatabase } from '../../../test/server-database.ts';

/*
 * Issue 41 item 5: one failed login a second from rotating 127.0.0.x addresses kept the owner at 0 of 12 logins with
 * the right password, since every source shared the account's all-sources wait. A real server process with
 * TRUST_PROXY off, so the source is the socket's own address; every request leaves from a chosen loopback address
 * (all of 127.0.0.0/8 is loopback on Linux). On PostgreSQL with TEST_DATABASE_URL, on PGlite without.
 */

const PASSWORD = 'Quiet-Harbor-31';
const EMAIL = 'owner-under-attack@example.com';
/** The owner's usual address, and the guesser's: a new address for every guess. */
const HOME = '127.0.0.2';
const NEWCOMER = '127.0.0.3';
const guesserAddress = (index: number) => `127.0.1.${(index % 250) + 1}`;
const GUESS_EVERY_MS = 100;
const OWNER_ATTEMPTS = 12;
const OWNER_EVERY_MS = 1000;

/** POST /auth/login over a fresh connection that leaves from `localAddress`. */
function login(server: ServerProcess, localAddress: string, password: string) {
  const body = JSON.stringify({ userName: EMAIL, password });
  return new Promise<{ status: number; retryAfter?: number }>((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port: server.port,
        localAddress,
        agent: false,
        method: 'POST',
        path: '/api/v1/auth/login',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (response) => {
        response.resume();
        response.on('end', () => {
          const retryAfter = response.headers['retry-after'];
          resolve({ status: response.statusCode ?? 0, retryAfter: retryAfter ? Number(retryAfter) : undefined });
        });
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Wrong guesses every GUESS_EVERY_MS, each from a new address, until stopped; counts what the server answered. */
function startGuessing(server: ServerProcess) {
  const counts = { failed: 0, waiting: 0 };
  const waiters: Array<{ failures: number; resolve: () => void }> = [];
  let running = true;
  const done = (async () => {
    for (let guess = 0; running; guess++) {
      const answer = await login(server, guesserAddress(guess), `Wrong-Guess-${guess}`);
      if (answer.status === 401) counts.failed += 1;
      else if (answer.status === 429) counts.waiting += 1;
      else throw new Error(`a guess answered ${answer.status}`);
      for (const waiter of waiters.filter((item) => counts.failed >= item.failures)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve();
      }
      await sleep(GUESS_EVERY_MS);
    }
  })();
  return {
    counts,
    /** Resolves right after the guess that made `failures` failures was answered. */
    failures: (failures: number) =>
      new Promise<void>((resolve) => (counts.failed >= failures ? resolve() : waiters.push({ failures, resolve }))),
    stop: async () => {
      running = false;
      await done;
    },
  };
}

describe(`login throttle with a guesser on rotating addresses (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  const cleanups: Array<() => Promise<unknown>> = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  });

  it('lets the owner in from an address that signed in before, while a first-time address still waits', async () => {
    const database = await spawnedServerDatabase();
    cleanups.push(database.drop);
    const server = await startServer({
      label: 'login-sources',
      timeoutMs: 90_000,
      env: { DEMO_DATA: 'false', TRUST_PROXY: 'false', AUTH_RATE_LIMIT: '100000', ...database.env },
    });
    cleanups.push(() => server.stop({ signal: 'SIGKILL' }));

    const form = new FormData();
    for (const [key, value] of Object.entries({
      name: 'Olive Owner',
      email: EMAIL,
      phone: '+15553039090',
      password: PASSWORD,
      latitude: '41.88',
      longitude: '-87.63',
      address: 'Chicago, IL 60601, US',
    }))
      form.append(key, value);
    const registered = await fetch(`${server.url}/api/v1/customer/register/public`, { method: 'POST', body: form });
    expect(registered.status).toBe(201);
    // The owner has signed in from home before.
    expect((await login(server, HOME, PASSWORD)).status).toBe(200);

    const guesser = startGuessing(server);
    cleanups.push(guesser.stop);
    // Past 20 failures from all sources, every source waits 1 s, 2 s, 4 s … after the latest failure.
    await guesser.failures(20);
    const newcomer = (async () => {
      // Right after the 23rd failure the account's wait is 8 s: an address that never signed in is answered 429.
      await guesser.failures(23);
      return login(server, NEWCOMER, PASSWORD);
    })();
    const owner: number[] = [];
    for (let attempt = 0; attempt < OWNER_ATTEMPTS; attempt++) {
      owner.push((await login(server, HOME, PASSWORD)).status);
      await sleep(OWNER_EVERY_MS);
    }
    const first = await newcomer;
    await guesser.stop();

    const ownerIn = owner.filter((status) => status === 200).length;
    console.log(
      `owner from ${HOME}: ${ownerIn} of ${OWNER_ATTEMPTS} logins in ${(OWNER_ATTEMPTS * OWNER_EVERY_MS) / 1000} s; ` +
        `guesses: ${guesser.counts.failed} failed, ${guesser.counts.waiting} told to wait; newcomer: ${first.status}`,
    );
    expect(owner).toEqual(Array(OWNER_ATTEMPTS).fill(200));
    expect(first.status).toBe(429);
    expect(first.retryAfter).toBeGreaterThanOrEqual(1);
    // The guesser was slowed all along: past the 20 free failures, the waits kept it to a few more.
    expect(guesser.counts.failed).toBeLessThan(30);
    expect(guesser.counts.waiting).toBeGreaterThan(0);
  }, 180_000);
});
