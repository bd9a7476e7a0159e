import crypto from 'node:crypto';
import { Limits, Messages, VerificationType } from '@app/contract';
import type { Executor } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError, badRequest, tooManyRequests } from '../../lib/errors.ts';
import { queueEmail, queueSms } from '../../jobs/delivery.ts';
import * as repository from './accounts.repository.ts';
import { codeMessage } from './accounts.messages.ts';

export interface VerificationDeps {
  clock: Clock;
  codeSecret: Buffer;
}

export type Purpose = (typeof VerificationType)[keyof typeof VerificationType];

export interface IssueCodeInput {
  userId: string | null;
  purpose: Purpose;
  destination: string;
  /** Registration sends its first two codes without the per-destination rate limit. */
  enforceRateLimit?: boolean;
  recipientName?: string;
}

const MINUTE = 60_000;

/** One-time codes (docs/product/rules.md#accounts-and-codes): 6 digits, 10 minutes, 5 attempts, newest only, rate-limited sends. */
export function createVerificationService(deps: VerificationDeps) {
  const hashCode = (verificationId: string, code: string) =>
    crypto.createHmac('sha256', deps.codeSecret).update(`${verificationId}:${code}`).digest('hex');

  async function assertSendAllowed(executor: Executor, destination: string, now: Date) {
    const history = await repository.sendHistory(executor, destination, new Date(now.getTime() - 60 * MINUTE));
    if (history.latest && now.getTime() - history.latest.getTime() < Limits.otpResendSeconds * 1000) {
      const wait = Limits.otpResendSeconds - (now.getTime() - history.latest.getTime()) / 1000;
      throw tooManyRequests(Messages.otpResendTooSoon, wait);
    }
    if (history.count >= Limits.otpMaxSendsPerHour) throw tooManyRequests(Messages.otpHourlyLimit, 3600);
  }

  /**
   * Stores a new code and queues its message in the caller's transaction. A record without a user
   * (forgot-password for an unknown account) is stored but never sent, so both cases look alike.
   */
  async function issueCode(executor: Executor, input: IssueCodeInput) {
    const now = deps.clock.now();
    if (input.enforceRateLimit !== false) await assertSendAllowed(executor, input.destination, now);
    const id = crypto.randomUUID();
    const code = crypto
      .randomInt(0, 10 ** Limits.otpLength)
      .toString()
      .padStart(Limits.otpLength, '0');
    await repository.insertVerification(executor, {
      id,
      userId: input.userId,
      purpose: input.purpose,
      destination: input.destination,
      codeHash: hashCode(id, code),
      expiresAt: new Date(now.getTime() + Limits.otpLifetimeMinutes * MINUTE),
      sentAt: now,
      createdAt: now,
    });
    if (input.userId) {
      const message = codeMessage(input.purpose, code, input.recipientName);
      if (input.destination.includes('@')) {
        await queueEmail(executor, {
          to: input.destination,
          subject: message.subject,
          text: message.text,
          html: message.html,
          code,
        });
      } else {
        await queueSms(executor, { to: input.destination, text: message.sms, code });
      }
    }
    return { verificationId: id };
  }

  /**
   * Checks a code. Wrong codes use up one of the attempts even when the caller's transaction
   * fails, so the attempt is taken on `executor` outside any rollback (callers pass the database).
   */
  async function checkCode(executor: Executor, input: { userId: string; verificationId: string; token: string }) {
    const now = deps.clock.now();
    const record = await repository.findVerification(executor, input.verificationId);
    if (!record || !record.userId || record.userId !== input.userId || !record.codeHash) {
      throw badRequest(Messages.otpInvalid, { token: [Messages.otpInvalid] });
    }
    if (record.verifiedAt || record.consumedAt) throw badRequest(Messages.otpInvalid, { token: [Messages.otpInvalid] });
    const latestId = await repository.findLatestVerificationId(executor, record.userId, record.purpose);
    if (latestId !== record.id) throw badRequest(Messages.otpSuperseded, { token: [Messages.otpSuperseded] });
    if (record.expiresAt && record.expiresAt.getTime() <= now.getTime()) {
      throw badRequest(Messages.otpExpired, { token: [Messages.otpExpired] });
    }
    const attempt = await repository.takeVerificationAttempt(executor, record.id, Limits.otpMaxAttempts);
    if (attempt === undefined) throw new AppError('TOO_MANY_REQUESTS', Messages.otpTooManyAttempts);
    const expected = Buffer.from(record.codeHash, 'hex');
    const actual = Buffer.from(hashCode(record.id, input.token), 'hex');
    if (!crypto.timingSafeEqual(expected, actual)) {
      if (attempt >= Limits.otpMaxAttempts) throw new AppError('TOO_MANY_REQUESTS', Messages.otpTooManyAttempts);
      throw badRequest(Messages.otpInvalid, { token: [Messages.otpInvalid] });
    }
    await repository.markVerificationVerified(executor, record.id, now);
    return record;
  }

  return { issueCode, checkCode };
}
export type VerificationService = ReturnType<typeof createVerificationService>;
