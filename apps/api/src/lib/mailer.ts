import nodemailer from 'nodemailer';
import type { Outbox } from './outbox.ts';

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** A one-time code the message carries (written to the outbox for development). */
  code?: string;
  replyTo?: string;
}

export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(message: EmailMessage): Promise<void>;
  close(): Promise<void>;
}

/**
 * Pooled by default (`pool=true` unless the URL says otherwise): up to 5 connections stay open and are reused, so a
 * message costs no TCP, TLS and AUTH handshakes of its own, and the job runner's messages go out side by side.
 */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const pooled = /[?&]pool=/.test(smtpUrl) ? smtpUrl : `${smtpUrl}${smtpUrl.includes('?') ? '&' : '?'}pool=true`;
  const transport = nodemailer.createTransport(pooled);
  return {
    kind: 'smtp',
    async send(message) {
      await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        replyTo: message.replyTo,
      });
    },
    async close() {
      transport.close();
    },
  };
}

export function createOutboxMailer(outbox: Outbox): Mailer {
  return {
    kind: 'outbox',
    async send(message) {
      await outbox.append({
        channel: 'email',
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.code ? { code: message.code } : {}),
      });
    },
    async close() {},
  };
}
