import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import {
  bookableVenue,
  bookingBody,
  createCustomer,
  dateIn,
  paidBooking,
  requestBooking,
  shortDay,
} from '../../../test/bookings.ts';
import { freePort } from '../../../test/net.ts';
import { closeSmtp, parseMail, startSmtp, type ReceivedMail } from '../../../test/smtp.ts';
import { createHost } from '../../../test/venues.ts';
import { queryRows } from '../../db/client.ts';
import { escapeHtml } from '../../lib/html.ts';

const PUBLIC_URL = 'https://spaces.example.test';

describe('notification emails over real SMTP', async () => {
  const port = await freePort();
  const received: ReceivedMail[] = [];
  let smtp = await startSmtp(port, received);
  const context = await createTestApp({
    env: { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Hourly Spaces <no-reply@example.com>', PUBLIC_URL },
  });
  const { deps } = context;
  afterAll(() => closeSmtp(smtp));
  const host = await createHost(context, { displayName: 'Harper Host' });
  const mailsTo = (email: string) =>
    received.filter((mail) => mail.to.includes(email)).map((mail) => parseMail(mail.raw));

  it('sends the booking-confirmed email with its subject, text, escaped HTML and an absolute link', async () => {
    const venue = await bookableVenue(context, host, { title: 'Pool & Patio' });
    const guest = await createCustomer(context, { displayName: 'Casey <Customer>' });
    const date = dateIn(context, 3);
    const booking = await paidBooking(context, guest.auth, venue.uuid, date);
    await deps.jobs.drain();

    const confirmed = mailsTo(guest.user.email).find((mail) => mail.subject === 'Hourly Spaces: Booking confirmed');
    expect(confirmed).toBeDefined();
    expect(confirmed!.headers.from).toBe('Hourly Spaces <no-reply@example.com>');
    expect(confirmed!.text).toContain('Hi Casey <Customer>,');
    expect(confirmed!.text).toContain(
      `Your booking of "Pool & Patio" on ${shortDay(date)}, 10 AM–12 PM is confirmed. Amount paid: $40.00.`,
    );
    expect(confirmed!.text).toContain(`View my bookings: ${PUBLIC_URL}/mybookings?booking=${booking.uuid}`);
    expect(confirmed!.html).toContain('<p>Hi Casey &lt;Customer&gt;,</p>');
    expect(confirmed!.html).toContain('&quot;Pool &amp; Patio&quot;');
    expect(confirmed!.html).toContain(
      `<a href="${PUBLIC_URL}/mybookings?booking=${booking.uuid}">View my bookings</a>`,
    );

    const toHost = mailsTo(host.user.email).find((mail) => mail.subject === 'Hourly Spaces: New booking');
    expect(toHost?.text).toContain(
      `See the reservations: ${PUBLIC_URL}/view-reservations/${venue.uuid}?reservation=${booking.uuid}`,
    );
  });

  it("writes the recipient's name into the email exactly as the HTML escaper would, whatever it holds", async () => {
    const venue = await bookableVenue(context, host);
    const name = `O'Hara & "Sons" <Café> \\ %_ 💧`;
    const guest = await createCustomer(context, { displayName: name });
    await requestBooking(context, guest.auth, bookingBody(venue.uuid, dateIn(context, 5)));
    await deps.jobs.drain();
    const [mail] = mailsTo(guest.user.email);
    expect(mail?.subject).toBe('Hourly Spaces: Booking requested: complete your payment');
    expect(mail!.text).toContain(`Hi ${name},`);
    expect(mail!.html).toContain(`<p>Hi ${escapeHtml(name)},</p>`);
    expect(escapeHtml(name)).toBe('O&#39;Hara &amp; &quot;Sons&quot; &lt;Café&gt; \\ %_ 💧');
  });

  it('keeps a notification email while SMTP is down and delivers it exactly once when it is back', async () => {
    const venue = await bookableVenue(context, host);
    const guest = await createCustomer(context);
    await deps.jobs.drain();
    await closeSmtp(smtp);
    await requestBooking(context, guest.auth, bookingBody(venue.uuid, dateIn(context, 4)));
    await deps.jobs.drain();
    const jobOf = async () =>
      (
        await queryRows<{ attempts: number; last_error: string | null; done_at: string | null }>(
          deps.db,
          sql`select attempts, last_error, done_at from jobs where kind = 'email' and payload->>'to' = ${guest.user.email}`,
        )
      )[0];
    expect(await jobOf()).toMatchObject({ attempts: 1, done_at: null, last_error: expect.any(String) });
    expect(mailsTo(guest.user.email)).toEqual([]);
    const [stored] = await queryRows<{ type: string }>(
      deps.db,
      sql`select type from notifications where user_id = ${guest.user.id}`,
    );
    expect(stored?.type).toBe('booking_requested');

    smtp = await startSmtp(port, received);
    await deps.db.execute(sql`update jobs set run_at = now() where done_at is null and kind = 'email'`);
    await deps.jobs.drain();
    await deps.jobs.drain();
    const delivered = mailsTo(guest.user.email);
    expect(delivered.map((mail) => mail.subject)).toEqual(['Hourly Spaces: Booking requested: complete your payment']);
    expect(delivered[0]!.text).toContain('Pay $40.00 to confirm it.');
    expect((await jobOf())?.done_at).not.toBeNull();
  });
});
