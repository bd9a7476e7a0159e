import Stripe from 'stripe';
import {
  PaymentProviderError,
  providerUnavailable,
  type ChargeResult,
  type PaymentProvider,
  type PaymentStatus,
  type RefundResult,
} from './payment-provider.ts';
import { assertAmount, assertIdempotencyKey } from './validation.ts';
import { verifyWebhook } from './webhook-signature.ts';

export interface StripeProviderOptions {
  secretKey: string;
  webhookSecret?: string;
  /** For a local stand-in in tests; Stripe's API otherwise. */
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
  /** Per attempt; with 2 retries and backoff a call gives up after about 3 × timeout + 3 s. */
  timeoutMs?: number;
  maxNetworkRetries?: number;
}

/** Errors the customer can fix with another card; Stripe reports them as invalid requests rather than declines. */
const DECLINE_LIKE_REQUEST_CODES = new Set([
  'resource_missing',
  'amount_too_small',
  'amount_too_large',
  'token_already_used',
  'payment_method_unactivated',
  'payment_method_not_available',
  'payment_method_unexpected_state',
  'card_decline_rate_limit_exceeded',
]);

const REFUND_REASONS = new Set(['duplicate', 'fraudulent', 'requested_by_customer']);

function statusOfPaymentIntent(status: Stripe.PaymentIntent.Status): PaymentStatus {
  switch (status) {
    case 'succeeded':
      return 'succeeded';
    case 'requires_action':
    case 'requires_confirmation':
      return 'requires_action';
    case 'requires_capture':
      return 'requires_capture';
    case 'processing':
      return 'processing';
    case 'canceled':
      return 'canceled';
    default:
      return 'failed';
  }
}

function refundStatus(status: string | null): RefundResult['status'] {
  if (status === 'succeeded') return 'succeeded';
  if (status === 'pending' || status === 'requires_action') return 'pending';
  return 'failed';
}

/** Outages become a 503 for the customer; our own mistakes (bad key, bad parameters) stay errors that get logged. */
function toAppError(error: unknown): unknown {
  const errors = Stripe.errors;
  if (
    error instanceof errors.StripeConnectionError ||
    error instanceof errors.StripeAPIError ||
    error instanceof errors.StripeRateLimitError
  ) {
    return providerUnavailable();
  }
  if (error instanceof errors.StripeIdempotencyError) {
    return new PaymentProviderError('CONFLICT', error.message, 'idempotency_error');
  }
  if (error instanceof errors.StripeInvalidRequestError || error instanceof errors.StripeCardError) {
    if (error.code === 'resource_missing') return new PaymentProviderError('NOT_FOUND', error.message, error.code);
    return new PaymentProviderError('CONFLICT', error.message, error.code);
  }
  return error;
}

async function call<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    throw toAppError(error);
  }
}

export function createStripeProvider(options: StripeProviderOptions): PaymentProvider {
  const stripe = new Stripe(options.secretKey, {
    apiVersion: Stripe.API_VERSION,
    maxNetworkRetries: options.maxNetworkRetries ?? 2,
    timeout: options.timeoutMs ?? 10_000,
    telemetry: false,
    ...(options.host ? { host: options.host } : {}),
    ...(options.port ? { port: options.port } : {}),
    ...(options.protocol ? { protocol: options.protocol } : {}),
  });

  /**
   * A capture or cancel that Stripe refuses because the intent is past it (`payment_intent_unexpected_state`) answers
   * as done when the intent is already `wanted` (an earlier call, another key, did it); any other state is an error.
   */
  async function settledOr(
    wanted: 'succeeded' | 'canceled',
    paymentId: string,
    request: () => Promise<Stripe.PaymentIntent>,
  ): Promise<Stripe.PaymentIntent> {
    try {
      return await call(request);
    } catch (error) {
      if (!(error instanceof PaymentProviderError) || error.providerCode !== 'payment_intent_unexpected_state') {
        throw error;
      }
      const intent = await call(() => stripe.paymentIntents.retrieve(paymentId));
      if (intent.status === wanted) return intent;
      throw error;
    }
  }

  return {
    kind: 'stripe',

    async charge(input): Promise<ChargeResult> {
      assertAmount(input.amountCents);
      assertIdempotencyKey(input.idempotencyKey);
      // Legacy card tokens are accepted by PaymentIntents through payment_method_data[card][token].
      const paymentMethod: Partial<Stripe.PaymentIntentCreateParams> = input.source.startsWith('tok_')
        ? {
            payment_method_data: {
              type: 'card',
              card: { token: input.source },
            } as Stripe.PaymentIntentCreateParams.PaymentMethodData,
          }
        : { payment_method: input.source };
      const params: Stripe.PaymentIntentCreateParams = {
        amount: input.amountCents,
        currency: input.currency,
        confirm: true,
        // The pinned API version (v23, 2026-09-30) renamed payment_method_types to allowed_payment_method_types.
        allowed_payment_method_types: ['card'],
        ...paymentMethod,
        description: input.description,
        metadata: input.metadata,
        ...(input.customerEmail ? { receipt_email: input.customerEmail } : {}),
        ...(input.returnUrl ? { return_url: input.returnUrl } : {}),
        ...(input.captureMethod === 'manual' ? { capture_method: 'manual' as const } : {}),
      };
      let intent: Stripe.PaymentIntent;
      try {
        intent = await stripe.paymentIntents.create(params, { idempotencyKey: input.idempotencyKey });
      } catch (error) {
        if (
          error instanceof Stripe.errors.StripeCardError ||
          (error instanceof Stripe.errors.StripeInvalidRequestError && DECLINE_LIKE_REQUEST_CODES.has(error.code ?? ''))
        ) {
          return {
            status: 'declined',
            code: error.code ?? 'card_declined',
            ...(error.decline_code ? { declineCode: error.decline_code } : {}),
            message: error.message,
            ...(error.payment_intent?.id ? { paymentId: error.payment_intent.id } : {}),
          };
        }
        throw toAppError(error);
      }
      switch (intent.status) {
        case 'succeeded':
          return { status: 'succeeded', paymentId: intent.id, amountCents: intent.amount_received || intent.amount };
        case 'requires_capture':
          return { status: 'authorized', paymentId: intent.id, amountCents: intent.amount_capturable || intent.amount };
        // A processing card payment is settled the same way as one awaiting 3-D Secure: by webhook or retrievePayment.
        case 'requires_action':
        case 'processing':
          return {
            status: 'requires_action',
            paymentId: intent.id,
            clientSecret: intent.client_secret ?? '',
            ...(intent.next_action?.redirect_to_url?.url
              ? { redirectUrl: intent.next_action.redirect_to_url.url }
              : {}),
          };
        default: {
          const failure = intent.last_payment_error;
          return {
            status: 'declined',
            code: failure?.code ?? 'card_declined',
            ...(failure?.decline_code ? { declineCode: failure.decline_code } : {}),
            message: failure?.message ?? 'Your card was declined.',
            paymentId: intent.id,
          };
        }
      }
    },

    async refund(input) {
      assertAmount(input.amountCents);
      assertIdempotencyKey(input.idempotencyKey);
      const reason = input.reason && REFUND_REASONS.has(input.reason) ? input.reason : undefined;
      const refund = await call(() =>
        stripe.refunds.create(
          {
            payment_intent: input.paymentId,
            amount: input.amountCents,
            ...(reason ? { reason: reason as Stripe.RefundCreateParams.Reason } : {}),
            ...(input.reason && !reason ? { metadata: { reason: input.reason } } : {}),
          },
          { idempotencyKey: input.idempotencyKey },
        ),
      );
      return { status: refundStatus(refund.status), refundId: refund.id };
    },

    async capture(input) {
      assertIdempotencyKey(input.idempotencyKey);
      const intent = await settledOr('succeeded', input.paymentId, () =>
        stripe.paymentIntents.capture(input.paymentId, {}, { idempotencyKey: input.idempotencyKey }),
      );
      return { status: 'succeeded' as const, amountCents: intent.amount_received || intent.amount };
    },

    async cancelAuthorization(input) {
      assertIdempotencyKey(input.idempotencyKey);
      await settledOr('canceled', input.paymentId, () =>
        stripe.paymentIntents.cancel(input.paymentId, {}, { idempotencyKey: input.idempotencyKey }),
      );
      return { status: 'canceled' as const };
    },

    async retrievePayment(paymentId) {
      const intent = await call(() => stripe.paymentIntents.retrieve(paymentId));
      return {
        status: statusOfPaymentIntent(intent.status),
        amountCents: intent.amount,
        metadata: { ...intent.metadata },
      };
    },

    async createConnectedAccount(input) {
      assertIdempotencyKey(input.idempotencyKey);
      const account = await call(() =>
        stripe.accounts.create(
          {
            type: 'express',
            country: input.country,
            email: input.email,
            capabilities: { card_payments: { requested: true }, transfers: { requested: true } },
          },
          { idempotencyKey: input.idempotencyKey },
        ),
      );
      return { accountId: account.id };
    },

    async createOnboardingLink(input) {
      const link = await call(() =>
        stripe.accountLinks.create({
          account: input.accountId,
          type: 'account_onboarding',
          refresh_url: input.refreshUrl,
          return_url: input.returnUrl,
        }),
      );
      return { url: link.url };
    },

    async retrieveAccount(accountId) {
      const account = await call(() => stripe.accounts.retrieve(accountId));
      return { payoutsEnabled: Boolean(account.payouts_enabled), detailsSubmitted: Boolean(account.details_submitted) };
    },

    async transfer(input) {
      assertAmount(input.amountCents);
      assertIdempotencyKey(input.idempotencyKey);
      const transfer = await call(() =>
        stripe.transfers.create(
          {
            amount: input.amountCents,
            currency: 'usd',
            destination: input.destinationAccountId,
            metadata: input.metadata,
          },
          { idempotencyKey: input.idempotencyKey },
        ),
      );
      return { transferId: transfer.id };
    },

    parseWebhook(rawBody, signatureHeader) {
      return verifyWebhook(rawBody, signatureHeader, options.webhookSecret);
    },
  };
}
