import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { enqueueJob, type JobHandler } from './queue.ts';
import type { EmailMessage, Mailer } from '../lib/mailer.ts';
import type { SmsMessage, SmsSender } from '../lib/sms.ts';

/** The lane of the emails to one address: they arrive in the order they were queued. */
export const emailLane = (address: string) => `email:${address.toLowerCase()}`;
/** `emailLane` in SQL, for a statement that queues emails itself. */
export const emailLaneSql = (address: SQL) => sql`'email:' || lower(${address})`;

/** Emails and SMS are queued in the caller's transaction and delivered after commit, with retries, in order per recipient. */
export const queueEmail = (executor: Executor, message: EmailMessage) =>
  enqueueJob(executor, 'email', { ...message }, { lane: emailLane(message.to) });
export const queueSms = (executor: Executor, message: SmsMessage) =>
  enqueueJob(executor, 'sms', { ...message }, { lane: `sms:${message.to}` });

export function createDeliveryHandlers(mailer: Mailer, sms: SmsSender): Record<string, JobHandler> {
  return {
    email: (payload) => mailer.send(payload as unknown as EmailMessage),
    sms: (payload) => sms.send(payload as unknown as SmsMessage),
  };
}
