import type { Executor } from '../db/client.ts';
import { enqueueJob, type JobHandler } from './queue.ts';
import type { EmailMessage, Mailer } from '../lib/mailer.ts';
import type { SmsMessage, SmsSender } from '../lib/sms.ts';

/** Emails and SMS are queued in the caller's transaction and delivered after commit, with retries. */
export const queueEmail = (executor: Executor, message: EmailMessage) => enqueueJob(executor, 'email', { ...message });
export const queueSms = (executor: Executor, message: SmsMessage) => enqueueJob(executor, 'sms', { ...message });

export function createDeliveryHandlers(mailer: Mailer, sms: SmsSender): Record<string, JobHandler> {
  return {
    email: (payload) => mailer.send(payload as unknown as EmailMessage),
    sms: (payload) => sms.send(payload as unknown as SmsMessage),
  };
}
