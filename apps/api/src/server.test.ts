import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { spawnServer, startServer } from '../test/net.ts';
import { Messages } from '@app/contract';
import { parseOutbox } from './lib/outbox.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- plain fetch answers are untyped here */
/** The black-box run of the Foundation issue: a real process, plain HTTP, codes read from DATA_DIR/outbox.jsonl. */
describe('the server as a black box', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'blackbox-'));
  const running: ChildProcess[] = [];
  afterAll(() => {
    for (const child of running) child.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('signs up, verifies from the outbox, logs in, renews, updates the profile, logs out, and stops on SIGTERM', async () => {
    const server = await startServer({ dataDir, timeoutMs: 90_000, env: { LOG_LEVEL: 'info', DEMO_DATA: 'false' } });
    running.push(server.child);
    const baseUrl = server.url;

    const second = await spawnServer({ dataDir, env: { LOG_LEVEL: 'info' } });
    running.push(second.child);
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/in use by process/);

    const ready = await fetch(`${baseUrl}/api/v1/health/ready`);
    expect(((await ready.json()) as any).data.database).toBe('up');

    const form = new FormData();
    for (const [key, value] of Object.entries({
      name: 'Black Box',
      email: 'blackbox@example.com',
      phone: '(+1) 555 303 4040',
      password: 'Quiet-Harbor-31',
      latitude: '41.88',
      longitude: '-87.63',
      zipcode: '60601',
      gender: '3',
      address: 'Chicago, IL 60601, US',
      registerAsHost: 'false',
    })) {
      form.append(key, value);
    }
    const registered = await fetch(`${baseUrl}/api/v1/customer/register/public`, { method: 'POST', body: form });
    expect(registered.status).toBe(201);
    const { user } = ((await registered.json()) as any).data;

    const readCode = async (destination: string) => {
      for (let attempt = 0; attempt < 50; attempt++) {
        const file = path.join(dataDir, 'outbox.jsonl');
        if (fs.existsSync(file)) {
          const match = parseOutbox(fs.readFileSync(file, 'utf8'))
            .reverse()
            .find((line) => line.to === destination && line.code);
          if (match) return match.code as string;
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`no code for ${destination}`);
    };
    const json = { 'content-type': 'application/json' };
    for (const [kind, destination] of [
      ['email', 'blackbox@example.com'],
      ['phone', '+15553034040'],
    ] as const) {
      const response = await fetch(`${baseUrl}/api/v1/user/verification/token/validate`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({
          userId: user.uuid,
          verificationId: user.verifications[kind].uuid,
          token: await readCode(destination),
        }),
      });
      expect(response.status).toBe(200);
    }
    expect(server.output()).not.toMatch(/"code":"\d{6}"/);

    const loggedIn = await fetch(`${baseUrl}/api/v1/auth/login`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ userName: 'blackbox@example.com', password: 'Quiet-Harbor-31' }),
    });
    const session = ((await loggedIn.json()) as any).data;
    expect(session.user).toMatchObject({ emailVerified: true, phoneVerified: true });

    const renewed = await fetch(`${baseUrl}/api/v1/auth/token/access/renew`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${session.tokens.refresh.value}` },
    });
    expect(renewed.status).toBe(200);
    const tokens = ((await renewed.json()) as any).data.tokens;
    const auth = { authorization: `Bearer ${tokens.access.value}` };

    const profileForm = new FormData();
    profileForm.append('displayName', 'Black Box Renamed');
    const updated = await fetch(`${baseUrl}/api/v1/user/profile/update`, {
      method: 'PUT',
      headers: auth,
      body: profileForm,
    });
    expect(updated.status).toBe(200);
    expect(((await updated.json()) as any).data.user.displayName).toBe('Black Box Renamed');

    const loggedOut = await fetch(`${baseUrl}/api/v1/auth/logout`, { method: 'POST', headers: auth });
    expect(((await loggedOut.json()) as any).message).toBe(Messages.logoutSuccessful);
    expect((await fetch(`${baseUrl}/api/v1/customer/view`, { headers: auth })).status).toBe(401);

    expect(server.output()).not.toContain(session.tokens.access.value);
    expect(server.output()).not.toContain('Quiet-Harbor-31');

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'pglite.lock'))).toBe(false);
  }, 150_000);

  it('stops within a second or two on SIGTERM with idle, half-open and in-flight connections, finishing the request', async () => {
    const shutdownDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shutdown-'));
    // A fresh process migrates its database first, which a machine running other suites alongside can slow to a minute.
    const server = await startServer({
      dataDir: shutdownDir,
      timeoutMs: 90_000,
      env: { LOG_LEVEL: 'info', DEMO_DATA: 'false' },
    });
    running.push(server.child);
    const { port } = server;
    const connect = async () => {
      const socket = net.connect(port, '127.0.0.1');
      socket.on('error', () => undefined);
      await new Promise((resolve) => socket.once('connect', resolve));
      return socket;
    };
    // A kept-alive connection after a finished request, one that never sent a byte, one with half a request line.
    const agent = new http.Agent({ keepAlive: true });
    await new Promise((resolve, reject) =>
      http
        .get({ host: '127.0.0.1', port, path: '/api/v1/health', agent }, (response) => {
          response.resume();
          response.on('end', resolve);
        })
        .on('error', reject),
    );
    const silent = await connect();
    const halfOpen = await connect();
    halfOpen.write('GET /api/v1/health HTTP/1.1\r\nHost: x\r\n');
    // And a request in flight: its body arrives after the signal.
    const inFlight = await connect();
    let answer = '';
    inFlight.on('data', (chunk) => (answer += chunk));
    const body = JSON.stringify({ userName: 'nobody@example.com', password: 'not-the-password' });
    inFlight.write(
      `POST /api/v1/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 12)}`,
    );
    // One more request on a new connection, answered: the server has accepted and read everything sent before it.
    const synced = await new Promise<number>((resolve, reject) =>
      http
        .get({ host: '127.0.0.1', port, path: '/api/v1/health', agent: false }, (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode ?? 0));
        })
        .on('error', reject),
    );
    expect(synced).toBe(200);

    const signalledAt = Date.now();
    server.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 300));
    inFlight.write(body.slice(12));
    const code = await server.exited;
    const stoppedInMs = Date.now() - signalledAt;
    expect(code).toBe(0);
    expect(stoppedInMs).toBeLessThan(3_000);
    expect(answer).toMatch(/^HTTP\/1\.1 401 /);
    expect(server.output()).toContain('"msg":"stopped"');
    expect(fs.existsSync(path.join(shutdownDir, 'pglite.lock'))).toBe(false);
    for (const socket of [silent, halfOpen, inFlight]) socket.destroy();
    agent.destroy();
    fs.rmSync(shutdownDir, { recursive: true, force: true });
  }, 150_000);

  it('is ready only once its demo data is in: readiness answers 503 "starting" until then', async () => {
    const demoDir = fs.mkdtempSync(path.join(os.tmpdir(), 'readiness-'));
    const server = await spawnServer({ dataDir: demoDir, env: { DEMO_DATA: 'true' } });
    running.push(server.child);
    const seen = new Set<string>();
    let listings = 0;
    try {
      const deadline = Date.now() + 120_000;
      while (Date.now() < deadline && server.child.exitCode === null) {
        const answer = await fetch(`${server.url}/api/v1/health/ready`).catch(() => undefined);
        if (answer) {
          const { data } = (await answer.json()) as any;
          seen.add(`${answer.status} ${data.status}`);
          if (answer.status === 200) {
            const page = await fetch(`${server.url}/api/v1/venue/viewall/public?limit=1&page=1`);
            listings = ((await page.json()) as any).count;
            break;
          }
        }
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    } finally {
      await server.stop();
      fs.rmSync(demoDir, { recursive: true, force: true });
    }
    expect(seen).toContain('503 starting');
    expect(seen).toContain('200 ready');
    expect(listings).toBeGreaterThan(0);
  }, 150_000);
});
