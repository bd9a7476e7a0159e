import type { Outbox } from './outbox.ts';

export interface SmsMessage {
  to: string;
  text: string;
  code?: string;
}

export interface SmsSender {
  readonly kind: 'twilio' | 'outbox';
  send(message: SmsMessage): Promise<void>;
}

export async function createTwilioSender(settings: {
  accountSid: string;
  authToken: string;
  from: string;
}): Promise<SmsSender> {
  const { default: twilio } = await import('twilio');
  const client = twilio(settings.accountSid, settings.authToken);
  return {
    kind: 'twilio',
    async send(message) {
      await client.messages.create({ from: settings.from, to: message.to, body: message.text });
    },
  };
}

export function createOutboxSmsSender(outbox: Outbox): SmsSender {
  return {
    kind: 'outbox',
    async send(message) {
      await outbox.append({
        channel: 'sms',
        to: message.to,
        text: message.text,
        ...(message.code ? { code: message.code } : {}),
      });
    },
  };
}
