import crypto from 'node:crypto';
import Stripe from 'stripe';
import { systemClock, type Clock } from '../clock.ts';
import {
  MINIMUM_CHARGE_CENTS,
  PaymentProviderError,
  idempotencyMismatchMessage,
  type ChargeInput,
  type ChargeResult,
  type PaymentDetails,
  type PaymentProvider,
  type RefundResult,
} from './payment-provider.ts';
import { outcomeOfTestSource, testCardToToken } from './test-cards.ts';
import {
  createMemoryTestModeStore,
  type TestModeChargeWrite,
  type TestModePayment,
  type TestModeIdempotencyRecord,
  type TestModeStore,
  type TestModeStoreTx,
} from './test-mode-store.ts';
import { verifyWebhook } from './webhook-signature.ts';
import { assertAmount, assertIdempotencyKey, formatUsd, MAXIMUM_CHARGE_CENTS } from './validation.ts';

export interface TestPaymentProvider extends PaymentProvider {
  readonly kind: 'test';
  /** What the local onboarding page calls: the account becomes able to receive payouts. */
  completeTestOnboarding(accountId: string): Promise<{ payoutsEnabled: boolean; detailsSubmitted: boolean }>;
  /** Finishes a 3-D Secure challenge: the payment succeeds, or fails when `succeed` is false. */
  completeTestAction(paymentId: string, options?: { succeed?: boolean }): Promise<PaymentDetails>;
  /** Signs an event the way Stripe does, for tests and local tools that post to the webhook route. */
  signTestWebhook(input: { type: string; object: { id: string } & Record<string, unknown>; id?: string }): {
    rawBody: string;
    signatureHeader: string;
  };
  testCardToToken(cardNumber: string): string | undefined;
  /**
   * A charge decided without writing it: its result, and what the store must record for it (`recordOnce`'s
   * arguments). Until that write commits, the charge does not exist; once it has, `charge` with the same key replays
   * it. For a caller that writes it in its own statement on the store's database.
   */
  stageCharge(input: ChargeInput): { result: ChargeResult; write: TestModeChargeWrite };
}

/** The test-mode provider's 3-D Secure page (as Stripe test mode shows one): Complete or Fail authentication. */
export const TEST_AUTHENTICATION_PATH = '/payment/test-mode/authenticate';

export function isTestPaymentProvider(provider: PaymentProvider): provider is TestPaymentProvider {
  return provider.kind === 'test';
}

const randomHex = (bytes: number) => crypto.randomBytes(bytes).toString('hex');
/**
 * 24 random hex digits from a v4 UUID without its version and variant digits: Node draws UUIDs from a buffer it fills
 * 128 at a time, where `randomBytes` asked the system for every id (1 % of the API's time in the booking bench).
 */
const randomHex24 = () => {
  const hex = crypto.randomUUID().replaceAll('-', '');
  return hex.slice(0, 12) + hex.slice(13, 16) + hex.slice(17, 26);
};
const newId = (prefix: string) => `${prefix}_test_${randomHex24()}`;

const CHARGE_ENDPOINT = '/v1/payment_intents';

/** A fresh signing secret for a store that has none yet. */
export const newTestWebhookSecret = () => `whsec_test_${randomHex(24)}`;

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * Stripe test mode without the network: same tokens, messages, codes and id shapes. Payments, connected accounts and
 * idempotency records live in `store` (the database in the app, so they survive restarts and are shared by every
 * API process); without one, in memory.
 */
export function createTestPaymentProvider(options: {
  publicUrl: string;
  clock?: Clock;
  store?: TestModeStore;
  webhookSecret?: string;
}): TestPaymentProvider {
  const clock = options.clock ?? systemClock;
  const publicUrl = options.publicUrl.replace(/\/+$/, '');
  const store = options.store ?? createMemoryTestModeStore();
  const webhookSecret = options.webhookSecret ?? newTestWebhookSecret();

  /** The stored result of a key given again; a key reused for another endpoint or other parameters is an error. */
  function replay<T>(existing: TestModeIdempotencyRecord, endpoint: string, key: string, fingerprint: string): T {
    if (existing.endpoint !== endpoint) {
      throw new PaymentProviderError(
        'CONFLICT',
        `Keys for idempotent requests can only be used for the same endpoint they were first used for ('${existing.endpoint}' vs '${endpoint}'). Try using a key other than '${key}' if you meant to execute a different request.`,
        'idempotency_error',
      );
    }
    if (existing.fingerprint !== fingerprint) {
      throw new PaymentProviderError('CONFLICT', idempotencyMismatchMessage(key), 'idempotency_error');
    }
    return existing.result as T;
  }

  /** Replays the stored result for a key, like Stripe; a key reused with other parameters is an error. */
  async function idempotent<T>(
    endpoint: string,
    key: string,
    params: unknown,
    run: (tx: TestModeStoreTx) => Promise<T>,
  ): Promise<T> {
    assertIdempotencyKey(key);
    const fingerprint = canonicalJson(params);
    return store.transaction(
      async (tx) => {
        const existing = await tx.getIdempotencyRecord(key);
        if (existing) return replay<T>(existing, endpoint, key, fingerprint);
        const result = await run(tx);
        await tx.putIdempotencyRecord(key, { endpoint, fingerprint, result });
        return result;
      },
      { lockKey: key },
    );
  }

  const paymentMissing = (paymentId: string) =>
    new PaymentProviderError('NOT_FOUND', `No such payment_intent: '${paymentId}'`, 'resource_missing');
  const accountMissing = (accountId: string, noun = 'account') =>
    new PaymentProviderError('NOT_FOUND', `No such ${noun}: '${accountId}'`, 'resource_missing');

  async function findPayment(paymentId: string) {
    const payment = await store.getPayment(paymentId);
    if (!payment) throw paymentMissing(paymentId);
    return payment;
  }

  async function findAccount(accountId: string, noun = 'account') {
    const account = await store.getAccount(accountId);
    if (!account) throw accountMissing(accountId, noun);
    return account;
  }

  /** What a charge does, and the payment it creates (none when the request is refused before one exists). */
  function decideCharge(input: ChargeInput): { result: ChargeResult; payment?: TestModePayment } {
    assertAmount(input.amountCents);
    if (input.amountCents < MINIMUM_CHARGE_CENTS) {
      return { result: { status: 'declined', code: 'amount_too_small', message: 'Amount must be at least $0.50 usd' } };
    }
    if (input.amountCents > MAXIMUM_CHARGE_CENTS) {
      return {
        result: { status: 'declined', code: 'amount_too_large', message: 'Amount must be no more than $999,999.99' },
      };
    }
    const outcome = outcomeOfTestSource(input.source);
    if (!outcome) {
      const noun = input.source.startsWith('pm_') ? 'PaymentMethod' : 'token';
      return {
        result: { status: 'declined', code: 'resource_missing', message: `No such ${noun}: '${input.source}'` },
      };
    }
    const manual = input.captureMethod === 'manual';
    const payment: TestModePayment = {
      id: newId('pi'),
      amountCents: input.amountCents,
      metadata: { ...input.metadata },
      refundedCents: 0,
      status:
        outcome.kind === 'succeeds'
          ? manual
            ? 'requires_capture'
            : 'succeeded'
          : outcome.kind === 'requires_action'
            ? 'requires_action'
            : 'failed',
      ...(manual ? { captureMethod: 'manual' as const } : {}),
    };
    switch (outcome.kind) {
      case 'succeeds':
        return {
          payment,
          result: {
            status: manual ? 'authorized' : 'succeeded',
            paymentId: payment.id,
            amountCents: payment.amountCents,
          },
        };
      case 'requires_action':
        return {
          payment,
          result: {
            status: 'requires_action',
            paymentId: payment.id,
            clientSecret: `${payment.id}_secret_${randomHex24()}`,
            redirectUrl: `${publicUrl}${TEST_AUTHENTICATION_PATH}/${payment.id}`,
          },
        };
      case 'declined':
        return {
          payment,
          result: {
            status: 'declined',
            code: outcome.code,
            ...(outcome.declineCode ? { declineCode: outcome.declineCode } : {}),
            message: outcome.message,
            paymentId: payment.id,
          },
        };
    }
  }

  function stageCharge(input: ChargeInput) {
    const { idempotencyKey: key, ...params } = input;
    assertIdempotencyKey(key);
    const { result, payment } = decideCharge(input);
    const record = { endpoint: CHARGE_ENDPOINT, fingerprint: canonicalJson(params), result };
    return { result, write: { key, record, payments: payment ? [payment] : [] } };
  }

  async function runRefund(
    tx: TestModeStoreTx,
    input: { paymentId: string; amountCents: number },
  ): Promise<RefundResult> {
    assertAmount(input.amountCents);
    if (input.amountCents < 1) throw new Error('A refund amount must be a positive integer of cents');
    const payment = await tx.getPaymentForUpdate(input.paymentId);
    if (!payment) throw paymentMissing(input.paymentId);
    if (payment.status !== 'succeeded') {
      throw new PaymentProviderError(
        'CONFLICT',
        `This PaymentIntent (${payment.id}) does not have a successful charge to refund.`,
        'charge_not_refundable',
      );
    }
    const remaining = payment.amountCents - payment.refundedCents;
    if (remaining === 0) {
      throw new PaymentProviderError(
        'CONFLICT',
        `Charge for ${payment.id} has already been refunded.`,
        'charge_already_refunded',
      );
    }
    if (input.amountCents > remaining) {
      throw new PaymentProviderError(
        'CONFLICT',
        `Refund amount (${formatUsd(input.amountCents)}) is greater than unrefunded amount on charge (${formatUsd(remaining)})`,
        'amount_too_large',
      );
    }
    await tx.putPayment({ ...payment, refundedCents: payment.refundedCents + input.amountCents });
    return { status: 'succeeded', refundId: newId('re') };
  }

  /** Stripe's refusal of a capture or cancel in the wrong state. */
  const unexpectedState = (payment: TestModePayment, action: 'capture' | 'cancel') =>
    new PaymentProviderError(
      'CONFLICT',
      action === 'capture'
        ? `This PaymentIntent could not be captured because it has a status of ${payment.status}. Only a PaymentIntent with one of the following statuses may be captured: requires_capture.`
        : `You cannot cancel this PaymentIntent because it has a status of ${payment.status}. Only a PaymentIntent with one of the following statuses may be canceled: requires_payment_method, requires_capture, requires_confirmation, requires_action, processing.`,
      'payment_intent_unexpected_state',
    );

  return {
    kind: 'test',

    async charge(input) {
      // A charge only creates: its payment is stored with the key's record in one step, or not at all when the key
      // was used before (then the stored result is replayed). One statement on the database, and every booking pays.
      const { result, write } = stageCharge(input);
      const existing = await store.recordOnce(write.key, write.record, write.payments);
      return existing ? replay<ChargeResult>(existing, CHARGE_ENDPOINT, write.key, write.record.fingerprint) : result;
    },

    stageCharge,

    async refund(input) {
      const { idempotencyKey, ...params } = input;
      return idempotent('/v1/refunds', idempotencyKey, params, (tx) => runRefund(tx, input));
    },

    async capture(input) {
      const { idempotencyKey, ...params } = input;
      return idempotent(`${CHARGE_ENDPOINT}/capture`, idempotencyKey, params, async (tx) => {
        const payment = await tx.getPaymentForUpdate(input.paymentId);
        if (!payment) throw paymentMissing(input.paymentId);
        // Captured before (another key): done, as Stripe's retrieve would show.
        if (payment.status === 'succeeded' && payment.captureMethod === 'manual') {
          return { status: 'succeeded' as const, amountCents: payment.amountCents };
        }
        if (payment.status !== 'requires_capture') throw unexpectedState(payment, 'capture');
        await tx.putPayment({ ...payment, status: 'succeeded' });
        return { status: 'succeeded' as const, amountCents: payment.amountCents };
      });
    },

    async cancelAuthorization(input) {
      const { idempotencyKey, ...params } = input;
      return idempotent(`${CHARGE_ENDPOINT}/cancel`, idempotencyKey, params, async (tx) => {
        const payment = await tx.getPaymentForUpdate(input.paymentId);
        if (!payment) throw paymentMissing(input.paymentId);
        if (payment.status === 'canceled') return { status: 'canceled' as const };
        if (payment.status !== 'requires_capture' && payment.status !== 'requires_action') {
          throw unexpectedState(payment, 'cancel');
        }
        await tx.putPayment({ ...payment, status: 'canceled' });
        return { status: 'canceled' as const };
      });
    },

    async retrievePayment(paymentId) {
      const payment = await findPayment(paymentId);
      return { status: payment.status, amountCents: payment.amountCents, metadata: payment.metadata };
    },

    async createConnectedAccount(input) {
      const { idempotencyKey, ...params } = input;
      return idempotent('/v1/accounts', idempotencyKey, params, async (tx) => {
        const accountId = newId('acct');
        await tx.putAccount({
          id: accountId,
          country: input.country,
          email: input.email,
          detailsSubmitted: false,
          payoutsEnabled: false,
        });
        return { accountId };
      });
    },

    async createOnboardingLink(input) {
      const account = await findAccount(input.accountId);
      const url = new URL(`${publicUrl}/payment/stripe/onboarding/test-complete`);
      url.searchParams.set('account', account.id);
      return { url: url.toString() };
    },

    async retrieveAccount(accountId) {
      const account = await findAccount(accountId);
      return { payoutsEnabled: account.payoutsEnabled, detailsSubmitted: account.detailsSubmitted };
    },

    async transfer(input) {
      const { idempotencyKey, ...params } = input;
      return idempotent('/v1/transfers', idempotencyKey, params, async (tx) => {
        assertAmount(input.amountCents);
        if (input.amountCents < 1) throw new Error('A transfer amount must be a positive integer of cents');
        const account = await tx.getAccount(input.destinationAccountId);
        if (!account) throw accountMissing(input.destinationAccountId, 'destination');
        if (!account.payoutsEnabled) {
          throw new PaymentProviderError(
            'CONFLICT',
            'Your destination account needs to have at least one of the following capabilities enabled: transfers, crypto_transfers, legacy_payments',
            'insufficient_capabilities_for_transfer',
          );
        }
        return { transferId: newId('tr') };
      });
    },

    parseWebhook(rawBody, signatureHeader) {
      return verifyWebhook(rawBody, signatureHeader, webhookSecret, clock.now().getTime());
    },

    async completeTestOnboarding(accountId) {
      await store.transaction(async (tx) => {
        const account = await tx.getAccount(accountId);
        if (!account) throw accountMissing(accountId);
        await tx.putAccount({ ...account, detailsSubmitted: true, payoutsEnabled: true });
      });
      return { payoutsEnabled: true, detailsSubmitted: true };
    },

    async completeTestAction(paymentId, actionOptions = {}) {
      return store.transaction(async (tx) => {
        const payment = await tx.getPaymentForUpdate(paymentId);
        if (!payment) throw paymentMissing(paymentId);
        if (payment.status !== 'requires_action') {
          throw new PaymentProviderError(
            'CONFLICT',
            `This PaymentIntent's status is ${payment.status}, it does not require an action.`,
            'payment_intent_unexpected_state',
          );
        }
        const authorised = payment.captureMethod === 'manual' ? 'requires_capture' : 'succeeded';
        const status = actionOptions.succeed === false ? 'failed' : authorised;
        await tx.putPayment({ ...payment, status });
        return { status, amountCents: payment.amountCents, metadata: payment.metadata };
      });
    },

    signTestWebhook(input) {
      const created = Math.floor(clock.now().getTime() / 1000);
      const event = {
        id: input.id ?? newId('evt'),
        object: 'event',
        api_version: Stripe.API_VERSION,
        created,
        livemode: false,
        type: input.type,
        data: { object: input.object },
      };
      const rawBody = JSON.stringify(event);
      const signatureHeader = Stripe.webhooks.generateTestHeaderString({
        payload: rawBody,
        secret: webhookSecret,
        timestamp: created,
      });
      return { rawBody, signatureHeader };
    },

    testCardToToken,
  };
}
