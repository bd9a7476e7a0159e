import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, repoRoot, startServer as startProcess } from '../scripts/server-process.mjs';

export { freePort, repoRoot };

export const temporaryDataDir = (label) => fs.mkdtempSync(path.join(os.tmpdir(), `bench-${label}-`));

/**
 * Starts the API as `npm start` would (production mode) and resolves once /health answers (and `ready`, if given).
 * `nodeFlags` go before the script (e.g. `--cpu-prof`).
 */
export async function startServer({ dataDir, env = {}, nodeFlags = [], ready }) {
  const server = await startProcess({
    label: 'bench',
    dataDir,
    env,
    nodeFlags,
    ready,
    echo: 'stderr',
    timeoutMs: 600_000,
  });
  return { ...server, baseUrl: server.url };
}

export const formatMs = (value) => `${value.toFixed(1)} ms`;

export function table(rows) {
  const widths = Object.keys(rows[0]).map((key) => Math.max(key.length, ...rows.map((row) => String(row[key]).length)));
  const line = (cells) => `| ${cells.map((cell, index) => String(cell).padEnd(widths[index])).join(' | ')} |`;
  console.log(line(Object.keys(rows[0])));
  console.log(line(widths.map((width) => '-'.repeat(width))));
  for (const row of rows) console.log(line(Object.values(row)));
}

/** A fresh database on the server named by BENCH_DATABASE_URL (dropped by the returned cleanup), or none for PGlite. */
export async function benchDatabase(label) {
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (!serverUrl) return { env: {}, drop: async () => {}, kind: 'PGlite' };
  const { default: pg } = await import('pg');
  const name = `bench_${label}_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    kind: 'PostgreSQL',
    env: { DATABASE_URL: url.toString() },
    drop: async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/**
 * `BENCH_USE_DATABASE=postgres://…/name`: an existing, migrated database (e.g. one kept by `search` with
 * `BENCH_KEEP=1`), used as it is and never dropped. Otherwise a fresh one, as `benchDatabase`.
 */
export async function reusableBenchDatabase(label) {
  const existing = process.env.BENCH_USE_DATABASE;
  if (!existing) return benchDatabase(label);
  return { kind: 'PostgreSQL', env: { DATABASE_URL: existing }, drop: async () => {}, reused: true };
}

/** A JSON API caller for one server that throws on any non-2xx answer. */
export function apiClient(baseUrl) {
  return async function api(path, init = {}) {
    const response = await fetch(`${baseUrl}${path}`, init);
    const body = await response.json();
    if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${JSON.stringify(body)}`);
    return body;
  };
}

/** Creates a parking listing (slot category) with three generated images through the API, and approves it. */
export async function createApprovedParkingListing(api, auth, fields) {
  const { default: sharp } = await import('sharp');
  const parking = (await api('/api/v1/category/viewall/public')).data.find((category) => category.slots);
  const form = new FormData();
  for (const [key, value] of Object.entries({
    status: '1',
    categoryId: parking.uuid,
    amenityIds: '[]',
    guestLimit: '{"adults":4,"children":2,"infants":1}',
    ...fields,
  })) {
    form.append(key, value);
  }
  for (let index = 0; index < 3; index++) {
    const image = await sharp({
      create: { width: 400, height: 300, channels: 3, background: { r: 60 + index * 40, g: 120, b: 180 } },
    })
      .png()
      .toBuffer();
    form.append('images', new Blob([image]), `lot-${index}.png`);
  }
  const venue = (await api('/api/v1/venue/create', { method: 'POST', headers: auth, body: form })).data;
  await api(`/api/v1/admin/venue/${venue.uuid}/approve`, { method: 'PUT', headers: auth });
  return venue;
}

export const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

/** Nearest-rank percentile of a sorted array (a real percentile of the recorded latencies). */
export const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] : NaN;

/** Runs `work` over `items` with at most `limit` in flight. */
export async function mapLimit(items, limit, work) {
  const results = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await work(items[index], index);
      }
    }),
  );
  return results;
}

/**
 * Inserts `count` verified customers straight into `users` (one shared argon2id hash of `password`, computed once)
 * on the database the API has migrated, then logs each in through POST /api/v1/auth/login (the server needs
 * AUTH_RATE_LIMIT raised). Resolves with their user ids and access tokens, in insertion order.
 */
export async function insertAndLogInUsers({ databaseUrl, baseUrl, count, password, label = 'customer' }) {
  const [{ hash }, { default: pg }] = await Promise.all([import('@node-rs/argon2'), import('pg')]);
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  let users;
  const hashStarted = performance.now();
  const passwordHash = await hash(password, { algorithm: 2 });
  const hashMs = performance.now() - hashStarted;
  try {
    ({ rows: users } = await db.query(
      `insert into users (display_name, email, phone, password_hash, email_verified, phone_verified)
       select 'Bench ' || initcap($3::text) || ' ' || n, 'bench-' || $3::text || '-' || n || '@example.com',
              '+1555' || lpad(n::text, 7, '0'), $1, true, true
       from generate_series(1, $2::int) as n
       returning id, email`,
      [passwordHash, count, label],
    ));
  } finally {
    await db.end();
  }
  users.sort((a, b) => a.email.localeCompare(b.email, 'en', { numeric: true }));
  const api = apiClient(baseUrl);
  const loginStarted = performance.now();
  const tokens = await mapLimit(users, 4, async (user) => {
    const body = await api('/api/v1/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userName: user.email, password }),
    });
    return body.data.tokens.access.value;
  });
  return {
    users: users.map((user, index) => ({ id: user.id, email: user.email, accessToken: tokens[index] })),
    hashMs,
    loginSeconds: (performance.now() - loginStarted) / 1000,
  };
}
