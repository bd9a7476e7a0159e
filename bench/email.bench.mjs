// Email delivery: how fast one API process's job runner sends a backlog of queued emails over real SMTP.
// A real SMTP server (smtp-server) runs in this process and answers like a remote relay: every new connection
// waits BENCH_SMTP_CONNECT_MS (TCP, TLS and AUTH to a provider; default 30) and every message BENCH_SMTP_DATA_MS
// (default 15). BENCH_EMAILS (default 600) email jobs are queued at once, as a burst of bookings would, and the
// bench reports the time until the last is done, emails a second and the connections the API opened.
// Always PostgreSQL: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test).
import fs from 'node:fs';
import os from 'node:os';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { benchDatabase, freePort, startServer, table, temporaryDataDir } from './lib.mjs';

process.env.BENCH_DATABASE_URL ||= 'postgres://postgres@127.0.0.1:5432/test';
const emails = Number(process.env.BENCH_EMAILS ?? 600);
const connectMs = Number(process.env.BENCH_SMTP_CONNECT_MS ?? 30);
const dataMs = Number(process.env.BENCH_SMTP_DATA_MS ?? 15);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

let received = 0;
let connections = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  closeTimeout: 100,
  onConnect(_session, callback) {
    connections += 1;
    sleep(connectMs).then(() => callback());
  },
  onData(stream, _session, callback) {
    stream.resume();
    stream.on('end', () =>
      sleep(dataMs).then(() => {
        received += 1;
        callback();
      }),
    );
  },
});
const smtpPort = await freePort();
await new Promise((resolve) => smtp.listen(smtpPort, '127.0.0.1', resolve));

const dataDir = temporaryDataDir('email');
const database = await benchDatabase('email');
const server = await startServer({
  dataDir,
  env: { ...database.env, SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, MAIL_FROM: 'Bench <bench@example.com>' },
});
const db = new pg.Client({ connectionString: database.env.DATABASE_URL });
await db.connect();
let result;
try {
  // The server's own start-up mail (none today) is not counted.
  await sleep(1500);
  const before = received;
  connections = 0;
  const started = performance.now();
  // One statement, as bookings queue them: the job runner's poll (every second) picks them up.
  await db.query(
    `insert into jobs (kind, payload)
     select 'email', jsonb_build_object('to', 'guest' || n || '@example.com', 'subject', 'Booking ' || n,
       'text', 'Your booking ' || n || ' is confirmed.', 'html', '<p>Your booking ' || n || ' is confirmed.</p>')
     from generate_series(1, $1) as n`,
    [emails],
  );
  const deadline = Date.now() + 600_000;
  for (;;) {
    const { rows } = await db.query(`select count(*)::int as left from jobs where kind = 'email' and done_at is null`);
    if (rows[0].left === 0) break;
    if (Date.now() > deadline) throw new Error(`${rows[0].left} emails still queued after 10 minutes`);
    await sleep(50);
  }
  const seconds = (performance.now() - started) / 1000;
  if (received - before !== emails) throw new Error(`the SMTP server got ${received - before} of ${emails} emails`);
  result = {
    emails,
    'SMTP connect / message': `${connectMs} / ${dataMs} ms`,
    'all delivered after': `${seconds.toFixed(2)} s`,
    'emails/s': (emails / seconds).toFixed(1),
    'connections opened': connections,
  };
} finally {
  await db.end();
  await server.stop();
  await new Promise((resolve) => smtp.close(resolve));
  fs.rmSync(dataDir, { recursive: true, force: true });
  await database.drop();
}
console.log(
  `\nEmail delivery by one API process (PostgreSQL), load average ${os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')}\n`,
);
table([result]);
