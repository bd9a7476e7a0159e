import { hash } from '@node-rs/argon2';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { Messages, ReservationStatus, TransactionStatus, TransactionType } from '@app/contract';
import { startServer, type ServerProcess } from '../../test/net.ts';
import { createEmptyServerDatabase } from '../../test/server-database.ts';

const serverUrl = process.env.TEST_DATABASE_URL;
const KILLS = 10;
const KILL_GAP_MS = 300;
const PASSWORD = 'Faults-Pass-2026';
const admin = { email: 'faults-admin@example.com', password: 'Faults-Admin-2026' };

interface Answer {
  kind: 'search' | 'view' | 'login' | 'request' | 'confirm';
  status: number;
  retryAfter: string | null;
  code?: string;
  message?: string;
}

/**
 * A real API process on PostgreSQL whose database backends are ended from outside (pg_terminate_backend, as an
 * operator, a failover or a crashed backend does) while clients read, log in and book: no answer is a 500, every
 * refusal is a 503 with Retry-After or an ordinary 4xx, and nothing is half-written (docs/decisions/031).
 */
describe.runIf(Boolean(serverUrl))('backends ended under load (PostgreSQL)', () => {
  let database: Awaited<ReturnType<typeof createEmptyServerDatabase>> | undefined;
  let server: ServerProcess | undefined;
  afterAll(async () => {
    await server?.stop({ signal: 'SIGKILL' });
    await database?.drop();
  });

  it('answers every request as 2xx, an ordinary 4xx or 503 with Retry-After, and writes all or nothing', async () => {
    database = await createEmptyServerDatabase(serverUrl!);
    server = await startServer({
      timeoutMs: 120_000,
      env: {
        DATABASE_URL: database.url,
        DEMO_DATA: 'false',
        AUTH_RATE_LIMIT: '1000000',
        BOOKING_RATE_LIMIT: '1000000',
        ADMIN_EMAIL: admin.email,
        ADMIN_PASSWORD: admin.password,
        STRIPE_SECRET_KEY: '',
      },
    });
    const { url } = server;
    const api = async (path: string, init: RequestInit = {}) => {
      const response = await fetch(`${url}${path}`, init);
      const body = (await response.json()) as { data: never };
      if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(body)}`);
      return body.data;
    };
    const json = { 'content-type': 'application/json' };
    const login = async (userName: string, password: string) =>
      (
        (await api('/api/v1/auth/login', {
          method: 'POST',
          headers: json,
          body: JSON.stringify({ userName, password }),
        })) as { tokens: { access: { value: string } } }
      ).tokens.access.value;

    // A parking listing with 5 slots, open around the clock (America/Phoenix has no DST).
    const adminAuth = { authorization: `Bearer ${await login(admin.email, admin.password)}` };
    const categories = (await api('/api/v1/category/viewall/public')) as Array<{ uuid: string; slots: boolean }>;
    const form = new FormData();
    for (const [key, value] of Object.entries({
      title: 'Fault Test Parking',
      description: 'Five numbered spaces for the connection-loss test.',
      status: '1',
      rent: '6',
      slots: '5',
      categoryId: categories.find((category) => category.slots)!.uuid,
      amenityIds: '[]',
      guestLimit: '{"adults":4,"children":2,"infants":1}',
      latitude: '33.4484',
      longitude: '-112.074',
      zipcode: '85004',
      address: '1 Fault St, Phoenix, AZ 85004, US',
      timezone: 'America/Phoenix',
    })) {
      form.append(key, value);
    }
    for (let index = 0; index < 3; index++) {
      const background = { r: 60 + index * 40, g: 120, b: 180 };
      const image = await sharp({ create: { width: 400, height: 300, channels: 3, background } })
        .png()
        .toBuffer();
      form.append('images', new Blob([new Uint8Array(image)]), `lot-${index}.png`);
    }
    const venue = (await api('/api/v1/venue/create', { method: 'POST', headers: adminAuth, body: form })) as {
      uuid: string;
    };
    await api(`/api/v1/admin/venue/${venue.uuid}/approve`, { method: 'PUT', headers: adminAuth });
    await api(`/api/v1/venue/${venue.uuid}/schedule/raw/update`, {
      method: 'PUT',
      headers: { ...adminAuth, ...json },
      body: JSON.stringify({
        schedules: [{ type: 2, date: '[1,2,3,4,5,6,7]', intervals: [{ from: '00:00', to: '24:00' }] }],
        schedulingPeriod: 30,
        alterReservations: false,
      }),
    });
    const view = (await api(`/api/v1/venue/${venue.uuid}/view/public`)) as {
      schedules: Array<{
        date: string;
        intervals: Array<{ time: string; slots: Array<{ id: number; status: number }> }>;
      }>;
    };
    const free = view.schedules
      .slice(1)
      .flatMap((day) =>
        day.intervals.flatMap((interval) =>
          interval.slots
            .filter((slot) => slot.status === 1)
            .map((slot) => ({ ...slot, date: day.date, time: interval.time })),
        ),
      );

    // Customers, verified, inserted directly and logged in through the API.
    const passwordHash = await hash(PASSWORD, { algorithm: 2 });
    const customers = await database.runIn<{ email: string }>(
      `insert into users (display_name, email, phone, password_hash, email_verified, phone_verified)
       select 'Fault Customer ' || n, 'fault-' || n || '@example.com', '+1555000' || lpad(n::text, 4, '0'), $1, true, true
       from generate_series(1, 4) as n returning email`,
      [passwordHash],
    );
    const tokens = await Promise.all(customers.map((customer) => login(customer.email, PASSWORD)));

    const answers: Answer[] = [];
    const failures: string[] = [];
    const booked: Array<{ uuid: string; date: string; time: string; slot: number }> = [];
    const paid: string[] = [];
    let stop = false;
    const call = async (kind: Answer['kind'], path: string, init: RequestInit = {}) => {
      try {
        const response = await fetch(`${url}${path}`, init);
        const body = (await response.json().catch(() => ({}))) as { data?: unknown; code?: string; message?: string };
        answers.push({
          kind,
          status: response.status,
          retryAfter: response.headers.get('retry-after'),
          code: body.code,
          message: body.message,
        });
        return { status: response.status, body };
      } catch (error) {
        failures.push(`${kind}: ${(error as Error).message}`);
        return { status: 0, body: {} };
      }
    };
    const readers = Array.from({ length: 3 }, async (_, index) => {
      while (!stop) {
        if (index === 0) await call('view', `/api/v1/venue/${venue.uuid}/view/public`);
        else await call('search', '/api/v1/venue/viewall/public?limit=6&page=1');
      }
    });
    const loginLoop = (async () => {
      while (!stop) {
        await call('login', '/api/v1/auth/login', {
          method: 'POST',
          headers: json,
          body: JSON.stringify({ userName: customers[0]!.email, password: PASSWORD }),
        });
      }
    })();
    let nextHour = 0;
    const bookers = tokens.slice(1).map(async (token) => {
      const auth = { authorization: `Bearer ${token}`, ...json };
      while (!stop) {
        const hour = free[nextHour++]!;
        const requested = await call('request', '/api/v1/reservation/request', {
          method: 'POST',
          headers: auth,
          body: JSON.stringify({
            venueId: venue.uuid,
            schedules: [{ date: hour.date, intervals: [hour.time] }],
            slots: [hour.id],
            guestList: { adults: 1, children: 0, infants: 0 },
          }),
        });
        if (requested.status !== 201) continue;
        const reservation = requested.body.data as { uuid: string };
        booked.push({ uuid: reservation.uuid, date: hour.date, time: hour.time, slot: hour.id });
        // As a client told 503 and Retry-After would, it pays again (sooner than told, to keep the load up).
        for (let attempt = 0; attempt < 3; attempt++) {
          const confirmed = await call('confirm', `/api/v1/reservation/confirm/${reservation.uuid}`, {
            method: 'POST',
            headers: auth,
            body: JSON.stringify({ venueId: venue.uuid, stripetoken: 'tok_visa' }),
          });
          if (confirmed.status === 200) paid.push(reservation.uuid);
          if (confirmed.status !== 503) break;
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
      }
    });

    await new Promise((resolve) => setTimeout(resolve, 1_000));
    let ended = 0;
    for (let kill = 0; kill < KILLS; kill++) {
      ended += (await database.terminateBackends()).filter((row) => row.ended).length;
      await new Promise((resolve) => setTimeout(resolve, KILL_GAP_MS));
    }
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    stop = true;
    await Promise.all([...readers, loginLoop, ...bookers]);

    const count = (test: (answer: Answer) => boolean) => answers.filter(test).length;
    const byKind: Record<string, Record<number, number>> = {};
    for (const answer of answers) {
      const kind = (byKind[answer.kind] ??= {});
      kind[answer.status] = (kind[answer.status] ?? 0) + 1;
    }
    const summary = {
      byKind,
      requests: answers.length,
      ok: count((answer) => answer.status < 300),
      unavailable: count((answer) => answer.status === 503),
      serverErrors: count((answer) => answer.status >= 500 && answer.status !== 503),
      backendsEnded: ended,
    };
    console.log(`connection-loss run: ${JSON.stringify(summary)}`);
    expect(failures.slice(0, 5), server.output().slice(-3000)).toEqual([]);
    expect(ended).toBeGreaterThanOrEqual(KILLS);
    // Real load even on a machine running other suites (a few hundred requests when it is not).
    expect(summary.requests).toBeGreaterThan(50);
    expect(answers.filter((answer) => answer.status >= 500 && answer.status !== 503)).toEqual([]);
    for (const answer of answers.filter((each) => each.status === 503)) {
      expect(answer).toMatchObject({ code: 'SERVICE_UNAVAILABLE', message: Messages.databaseUnavailable });
      expect(Number(answer.retryAfter)).toBeGreaterThan(0);
    }
    // Ordinary refusals only: hours taken or no longer payable (409), and the cap of unpaid holds (429), which a hold
    // the client was told 503 about but that was written counts towards. No 400, 401 or 404: nothing else went wrong.
    expect(
      answers.filter((answer) => answer.status >= 400 && answer.status < 500 && ![409, 429].includes(answer.status)),
    ).toEqual([]);

    // The server is still in service: reads answer and its pool has no lost connections stuck in it.
    const after = await Promise.all(
      Array.from({ length: 12 }, () => fetch(`${url}/api/v1/venue/viewall/public?limit=6&page=1`)),
    );
    expect(after.map((response) => response.status)).toEqual(after.map(() => 200));
    expect((await fetch(`${url}/api/v1/health/ready`)).status).toBe(200);

    // All or nothing: every hold answered 201 exists with its hour-slot; every reservation has its hours; every
    // confirmed one has its succeeded charge, and every confirm answered 200 is confirmed.
    const reservations = await database.runIn<{ id: string; status: number; hours: number; charges: number }>(
      `select r.id, r.status,
              (select count(*)::int from reservation_hours h where h.reservation_id = r.id) as hours,
              (select count(*)::int from transactions t
                where t.reservation_id = r.id and t.type = $1 and t.status = $2) as charges
       from reservations r`,
      [TransactionType.CHARGE, TransactionStatus.SUCCEEDED],
    );
    const byId = new Map(reservations.map((row) => [row.id, row]));
    expect(booked.filter((hold) => !byId.has(hold.uuid))).toEqual([]);
    expect(reservations.filter((row) => row.status !== ReservationStatus.CANCELLED && row.hours !== 1)).toEqual([]);
    expect(reservations.filter((row) => (row.status === ReservationStatus.CONFIRMED) !== row.charges > 0)).toEqual([]);
    expect(paid.filter((id) => byId.get(id)?.status !== ReservationStatus.CONFIRMED)).toEqual([]);
  }, 240_000);
});
