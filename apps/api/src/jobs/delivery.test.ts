import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../test/net.ts';
import { closeSmtp, decodeQuotedPrintable, startSmtp, type ReceivedMail } from '../../test/smtp.ts';
import { createTestApp } from '../../test/app.ts';
import { registrationFields, formDataOf } from '../../test/accounts.ts';
import { queryRows } from '../db/client.ts';
import { createSmtpMailer } from '../lib/mailer.ts';

describe('email delivery over real SMTP', async () => {
  const port = await freePort();
  const received: ReceivedMail[] = [];
  let smtp = await startSmtp(port, received);
  const context = await createTestApp({
    env: { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Hourly Spaces <no-reply@example.com>' },
  });
  const { app, deps } = context;
  afterAll(() => closeSmtp(smtp));
  const signUp = (fields: Record<string, string>) =>
    app.inject({ method: 'POST', url: '/api/v1/customer/register/public', payload: formDataOf(fields) });

  it('sends the verification email through SMTP with the code in it', async () => {
    const fields = registrationFields();
    expect((await signUp(fields)).statusCode).toBe(201);
    await deps.jobs.drain();
    const mail = received.find((message) => message.to.includes(fields.email));
    expect(mail).toBeDefined();
    const text = decodeQuotedPrintable(mail!.raw);
    expect(text).toMatch(/Subject: Hourly Spaces: your verification code/);
    expect(text).toMatch(/From: Hourly Spaces <no-reply@example.com>/);
    expect(text).toMatch(/code to verify your email address is \d{6}/);
    expect(await deps.outbox.read()).toHaveLength(1); // only the SMS went to the outbox
  });

  it('keeps the message while SMTP is down and delivers it exactly once when it is back', async () => {
    await closeSmtp(smtp);
    const fields = registrationFields();
    expect((await signUp(fields)).statusCode).toBe(201);
    await deps.jobs.drain();
    const [pending] = await queryRows<{ attempts: number; last_error: string | null; done_at: string | null }>(
      deps.db,
      sql`select attempts, last_error, done_at from jobs where kind = 'email' and payload->>'to' = ${fields.email}`,
    );
    expect(pending).toMatchObject({ attempts: 1, done_at: null });
    expect(pending!.last_error).toBeTruthy();
    expect(received.some((message) => message.to.includes(fields.email))).toBe(false);

    smtp = await startSmtp(port, received);
    await deps.db.execute(sql`update jobs set run_at = now() where done_at is null`);
    await deps.jobs.drain();
    await deps.jobs.drain();
    expect(received.filter((message) => message.to.includes(fields.email))).toHaveLength(1);
    const [done] = await queryRows<{ done_at: string | null }>(
      deps.db,
      sql`select done_at from jobs where kind = 'email' and payload->>'to' = ${fields.email}`,
    );
    expect(done!.done_at).not.toBeNull();
  });

  it('sends through a pool of at most 5 reused connections, not one connection a message', async () => {
    const poolPort = await freePort();
    const pooled: ReceivedMail[] = [];
    const connections: string[] = [];
    const server = await startSmtp(poolPort, pooled, connections);
    const mailer = createSmtpMailer(`smtp://127.0.0.1:${poolPort}`, 'Hourly Spaces <no-reply@example.com>');
    try {
      const send = (index: number) =>
        mailer.send({ to: `guest${index}@example.com`, subject: `Message ${index}`, text: `Body ${index}` });
      await Promise.all(Array.from({ length: 12 }, (_, index) => send(index)));
      expect(pooled).toHaveLength(12);
      expect(connections.length).toBeGreaterThan(1);
      expect(connections.length).toBeLessThanOrEqual(5);
      const opened = connections.length;
      await Promise.all(Array.from({ length: 6 }, (_, index) => send(12 + index)));
      expect(pooled).toHaveLength(18);
      expect(connections).toHaveLength(opened);
    } finally {
      await mailer.close();
      await closeSmtp(server);
    }
  });
});
