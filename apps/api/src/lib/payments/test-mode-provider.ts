import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import Stripe from 'stripe';
import { systemClock, type Clock } from '../clock.ts';
import {
  MINIMUM_CHARGE_CENTS,
  PaymentProviderError,
  idempotencyMismatchMessage,
  type ChargeInput,
  type ChargeResult,
  type ConnectedAccountCountry,
  type PaymentDetails,
  type PaymentProvider,
  type PaymentStatus,
  type RefundResult,
} from './payment-provider.ts';
import { outcomeOfTestSource, testCardToToken } from './test-cards.ts';
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
}

/** The test-mode provider's 3-D Secure page (as Stripe test mode shows one): Complete or Fail authentication. */
export const TEST_AUTHENTICATION_PATH = '/payment/test-mode/authenticate';

export function isTestPaymentProvider(provider: PaymentProvider): provider is TestPaymentProvider {
  return provider.kind === 'test';
}

interface StoredPayment {
  id: string;
  amountCents: number;
  status: PaymentStatus;
  metadata: Record<string, string>;
  refundedCents: number;
}

interface StoredAccount {
  id: string;
  country: ConnectedAccountCountry;
  email: string;
  detailsSubmitted: boolean;
  payoutsEnabled: boolean;
}

interface IdempotencyRecord {
  endpoint: string;
  fingerprint: string;
  result: unknown;
}

interface TestModeState {
  webhookSecret: string;
  payments: Record<string, StoredPayment>;
  accounts: Record<string, StoredAccount>;
  idempotency: Record<string, IdempotencyRecord>;
}

const randomHex = (bytes: number) => crypto.randomBytes(bytes).toString('hex');
const newId = (prefix: string) => `${prefix}_test_${randomHex(12)}`;

function loadState(stateFile: string | undefined, webhookSecret: string | undefined): TestModeState {
  if (stateFile) {
    try {
      return JSON.parse(fs.readFileSync(stateFile, 'utf8')) as TestModeState;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  return { webhookSecret: webhookSecret ?? `whsec_test_${randomHex(24)}`, payments: {}, accounts: {}, idempotency: {} };
}

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
 * Stripe test mode in memory: same tokens, messages, codes and id shapes, no network.
 * `stateFile` keeps payments and connected accounts across restarts (they are referenced from the database).
 */
export function createTestPaymentProvider(options: {
  publicUrl: string;
  clock?: Clock;
  stateFile?: string;
  webhookSecret?: string;
}): TestPaymentProvider {
  const clock = options.clock ?? systemClock;
  const publicUrl = options.publicUrl.replace(/\/+$/, '');
  const state = loadState(options.stateFile, options.webhookSecret);

  function save() {
    if (!options.stateFile) return;
    fs.mkdirSync(path.dirname(options.stateFile), { recursive: true });
    const temporary = `${options.stateFile}.${process.pid}.tmp`;
    fs.writeFileSync(temporary, JSON.stringify(state), { mode: 0o600 });
    fs.renameSync(temporary, options.stateFile);
  }

  /** Replays the stored result for a key, like Stripe; a key reused with other parameters is an error. */
  function idempotent<T>(endpoint: string, key: string, params: unknown, run: () => T): T {
    assertIdempotencyKey(key);
    const fingerprint = canonicalJson(params);
    const existing = state.idempotency[key];
    if (existing) {
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
      return structuredClone(existing.result) as T;
    }
    const result = run();
    state.idempotency[key] = { endpoint, fingerprint, result: structuredClone(result) };
    save();
    return result;
  }

  function findPayment(paymentId: string) {
    const payment = state.payments[paymentId];
    if (!payment) {
      throw new PaymentProviderError('NOT_FOUND', `No such payment_intent: '${paymentId}'`, 'resource_missing');
    }
    return payment;
  }

  function findAccount(accountId: string, noun = 'account') {
    const account = state.accounts[accountId];
    if (!account) throw new PaymentProviderError('NOT_FOUND', `No such ${noun}: '${accountId}'`, 'resource_missing');
    return account;
  }

  function runCharge(input: ChargeInput): ChargeResult {
    assertAmount(input.amountCents);
    if (input.amountCents < MINIMUM_CHARGE_CENTS) {
      return { status: 'declined', code: 'amount_too_small', message: 'Amount must be at least $0.50 usd' };
    }
    if (input.amountCents > MAXIMUM_CHARGE_CENTS) {
      return { status: 'declined', code: 'amount_too_large', message: 'Amount must be no more than $999,999.99' };
    }
    const outcome = outcomeOfTestSource(input.source);
    if (!outcome) {
      const noun = input.source.startsWith('pm_') ? 'PaymentMethod' : 'token';
      return { status: 'declined', code: 'resource_missing', message: `No such ${noun}: '${input.source}'` };
    }
    const payment: StoredPayment = {
      id: newId('pi'),
      amountCents: input.amountCents,
      metadata: { ...input.metadata },
      refundedCents: 0,
      status:
        outcome.kind === 'succeeds' ? 'succeeded' : outcome.kind === 'requires_action' ? 'requires_action' : 'failed',
    };
    state.payments[payment.id] = payment;
    switch (outcome.kind) {
      case 'succeeds':
        return { status: 'succeeded', paymentId: payment.id, amountCents: payment.amountCents };
      case 'requires_action':
        return {
          status: 'requires_action',
          paymentId: payment.id,
          clientSecret: `${payment.id}_secret_${randomHex(12)}`,
          redirectUrl: `${publicUrl}${TEST_AUTHENTICATION_PATH}/${payment.id}`,
        };
      case 'declined':
        return {
          status: 'declined',
          code: outcome.code,
          ...(outcome.declineCode ? { declineCode: outcome.declineCode } : {}),
          message: outcome.message,
          paymentId: payment.id,
        };
    }
  }

  function runRefund(input: { paymentId: string; amountCents: number }): RefundResult {
    assertAmount(input.amountCents);
    if (input.amountCents < 1) throw new Error('A refund amount must be a positive integer of cents');
    const payment = findPayment(input.paymentId);
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
    payment.refundedCents += input.amountCents;
    return { status: 'succeeded', refundId: newId('re') };
  }

  return {
    kind: 'test',

    async charge(input) {
      const { idempotencyKey, ...params } = input;
      return idempotent('/v1/payment_intents', idempotencyKey, params, () => runCharge(input));
    },

    async refund(input) {
      const { idempotencyKey, ...params } = input;
      return idempotent('/v1/refunds', idempotencyKey, params, () => runRefund(input));
    },

    async retrievePayment(paymentId) {
      const payment = findPayment(paymentId);
      return { status: payment.status, amountCents: payment.amountCents, metadata: { ...payment.metadata } };
    },

    async createConnectedAccount(input) {
      const { idempotencyKey, ...params } = input;
      return idempotent('/v1/accounts', idempotencyKey, params, () => {
        const account: StoredAccount = {
          id: newId('acct'),
          country: input.country,
          email: input.email,
          detailsSubmitted: false,
          payoutsEnabled: false,
        };
        state.accounts[account.id] = account;
        return { accountId: account.id };
      });
    },

    async createOnboardingLink(input) {
      const account = findAccount(input.accountId);
      const url = new URL(`${publicUrl}/payment/stripe/onboarding/test-complete`);
      url.searchParams.set('account', account.id);
      return { url: url.toString() };
    },

    async retrieveAccount(accountId) {
      const account = findAccount(accountId);
      return { payoutsEnabled: account.payoutsEnabled, detailsSubmitted: account.detailsSubmitted };
    },

    async transfer(input) {
      const { idempotencyKey, ...params } = input;
      return idempotent('/v1/transfers', idempotencyKey, params, () => {
        assertAmount(input.amountCents);
        if (input.amountCents < 1) throw new Error('A transfer amount must be a positive integer of cents');
        const account = findAccount(input.destinationAccountId, 'destination');
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
      return verifyWebhook(rawBody, signatureHeader, state.webhookSecret, clock.now().getTime());
    },

    async completeTestOnboarding(accountId) {
      const account = findAccount(accountId);
      account.detailsSubmitted = true;
      account.payoutsEnabled = true;
      save();
      return { payoutsEnabled: true, detailsSubmitted: true };
    },

    async completeTestAction(paymentId, actionOptions = {}) {
      const payment = findPayment(paymentId);
      if (payment.status !== 'requires_action') {
        throw new PaymentProviderError(
          'CONFLICT',
          `This PaymentIntent's status is ${payment.status}, it does not require an action.`,
          'payment_intent_unexpected_state',
        );
      }
      payment.status = actionOptions.succeed === false ? 'failed' : 'succeeded';
      save();
      return { status: payment.status, amountCents: payment.amountCents, metadata: { ...payment.metadata } };
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
        secret: state.webhookSecret,
        timestamp: created,
      });
      return { rawBody, signatureHeader };
    },

    testCardToToken,
  };
}
