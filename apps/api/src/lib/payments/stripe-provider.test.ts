import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterEach, describe, expect, it } from 'vitest';
import { AppError } from '../errors.ts';
import { PROVIDER_UNAVAILABLE_MESSAGE, PaymentProviderError } from './payment-provider.ts';
import { createStripeProvider, type StripeProviderOptions } from './stripe-provider.ts';

interface RecordedRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  form: Record<string, string>;
}

type Reply = { status: number; body: unknown; headers?: Record<string, string> } | 'hang';

/** A local stand-in for api.stripe.com: records each request and answers with the handler's reply. */
async function startStandIn(handler: (request: RecordedRequest, index: number) => Reply) {
  const requests: RecordedRequest[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stand-in');
      const source = req.method === 'GET' ? url.searchParams : new URLSearchParams(body);
      const recorded: RecordedRequest = {
        method: req.method ?? '',
        path: url.pathname,
        headers: req.headers,
        form: Object.fromEntries(source.entries()),
      };
      requests.push(recorded);
      const reply = handler(recorded, requests.length - 1);
      if (reply === 'hang') return;
      res.writeHead(reply.status, {
        'content-type': 'application/json',
        'request-id': `req_${requests.length}`,
        ...reply.headers,
      });
      res.end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
});

async function providerWith(
  handler: (request: RecordedRequest, index: number) => Reply,
  options: Partial<StripeProviderOptions> = {},
) {
  const standIn = await startStandIn(handler);
  closers.push(standIn.close);
  const provider = createStripeProvider({
    secretKey: 'sk_test_standin',
    webhookSecret: 'whsec_standin',
    host: '127.0.0.1',
    port: standIn.port,
    protocol: 'http',
    ...options,
  });
  return { provider, requests: standIn.requests };
}

const paymentIntent = (overrides: Record<string, unknown> = {}) => ({
  id: 'pi_3Standin',
  object: 'payment_intent',
  amount: 2500,
  amount_received: 2500,
  currency: 'usd',
  status: 'succeeded',
  client_secret: 'pi_3Standin_secret_abc',
  confirmation_method: 'automatic',
  capture_method: 'automatic',
  livemode: false,
  last_payment_error: null,
  next_action: null,
  latest_charge: 'ch_3Standin',
  payment_method: 'pm_1Standin',
  allowed_payment_method_types: ['card'],
  payment_method_types: ['card'],
  metadata: { reservationId: 'r-1', kind: 'booking' },
  ...overrides,
});

const chargeInput = {
  amountCents: 2500,
  currency: 'usd' as const,
  source: 'tok_visa',
  idempotencyKey: 'reservation-r-1',
  description: 'Backyard studio (2026-05-01)',
  metadata: { reservationId: 'r-1', kind: 'booking' },
};

async function expectAppError(promise: Promise<unknown>, code: string, message?: string) {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).code).toBe(code);
  if (message) expect((error as AppError).message).toBe(message);
  return error as AppError;
}

describe('Stripe provider: charges', () => {
  it('creates and confirms a PaymentIntent from a token, sending the idempotency key as a header', async () => {
    const { provider, requests } = await providerWith(() => ({ status: 200, body: paymentIntent() }));
    const result = await provider.charge({
      ...chargeInput,
      customerEmail: 'guest@example.com',
      returnUrl: 'https://spaces.example.com/mybookings',
    });

    expect(result).toEqual({ status: 'succeeded', paymentId: 'pi_3Standin', amountCents: 2500 });
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request!.method).toBe('POST');
    expect(request!.path).toBe('/v1/payment_intents');
    expect(request!.headers['idempotency-key']).toBe('reservation-r-1');
    expect(request!.headers.authorization).toBe('Bearer sk_test_standin');
    expect(request!.headers['stripe-version']).toBe(Stripe.API_VERSION);
    expect(request!.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(request!.form).toEqual({
      amount: '2500',
      currency: 'usd',
      confirm: 'true',
      'allowed_payment_method_types[0]': 'card',
      'payment_method_data[type]': 'card',
      'payment_method_data[card][token]': 'tok_visa',
      description: 'Backyard studio (2026-05-01)',
      'metadata[reservationId]': 'r-1',
      'metadata[kind]': 'booking',
      receipt_email: 'guest@example.com',
      return_url: 'https://spaces.example.com/mybookings',
    });
  });

  it('passes a payment method id as payment_method', async () => {
    const { provider, requests } = await providerWith(() => ({ status: 200, body: paymentIntent() }));
    await provider.charge({ ...chargeInput, source: 'pm_card_visa' });
    expect(requests[0]!.form.payment_method).toBe('pm_card_visa');
    expect(Object.keys(requests[0]!.form).some((key) => key.startsWith('payment_method_data'))).toBe(false);
    expect(requests[0]!.form.return_url).toBeUndefined();
  });

  it('returns the client secret when 3-D Secure is required', async () => {
    const { provider } = await providerWith(() => ({
      status: 200,
      body: paymentIntent({
        status: 'requires_action',
        amount_received: 0,
        client_secret: 'pi_3Standin_secret_3ds',
        next_action: {
          type: 'use_stripe_sdk',
          use_stripe_sdk: { type: 'three_d_secure_redirect', stripe_js: 'https://hooks.stripe.com/3d_secure_2/hosted' },
        },
      }),
    }));
    expect(await provider.charge({ ...chargeInput, source: 'tok_threeDSecure2Required' })).toEqual({
      status: 'requires_action',
      paymentId: 'pi_3Standin',
      clientSecret: 'pi_3Standin_secret_3ds',
    });
  });

  it('turns a 402 card error into a declined result with the code, decline code and message', async () => {
    const { provider, requests } = await providerWith(() => ({
      status: 402,
      body: {
        error: {
          type: 'card_error',
          code: 'card_declined',
          decline_code: 'insufficient_funds',
          message: 'Your card has insufficient funds.',
          charge: 'ch_3Declined',
          doc_url: 'https://stripe.com/docs/error-codes/card-declined',
          payment_intent: paymentIntent({
            id: 'pi_3Declined',
            status: 'requires_payment_method',
            amount_received: 0,
            last_payment_error: {
              type: 'card_error',
              code: 'card_declined',
              decline_code: 'insufficient_funds',
              message: 'Your card has insufficient funds.',
            },
          }),
        },
      },
    }));
    expect(await provider.charge({ ...chargeInput, source: 'tok_chargeDeclinedInsufficientFunds' })).toEqual({
      status: 'declined',
      code: 'card_declined',
      declineCode: 'insufficient_funds',
      message: 'Your card has insufficient funds.',
      paymentId: 'pi_3Declined',
    });
    expect(requests).toHaveLength(1);
  });

  it('treats an unknown token and a too small amount as declines, not failures', async () => {
    const { provider } = await providerWith((request) => ({
      status: 400,
      body: {
        error:
          request.form.amount === '10'
            ? {
                type: 'invalid_request_error',
                code: 'amount_too_small',
                param: 'amount',
                message: 'Amount must be at least $0.50 usd',
              }
            : {
                type: 'invalid_request_error',
                code: 'resource_missing',
                param: 'payment_method_data[card][token]',
                message: "No such token: 'tok_nope'",
              },
      },
    }));
    expect(await provider.charge({ ...chargeInput, source: 'tok_nope' })).toEqual({
      status: 'declined',
      code: 'resource_missing',
      message: "No such token: 'tok_nope'",
    });
    expect(await provider.charge({ ...chargeInput, amountCents: 10 })).toEqual({
      status: 'declined',
      code: 'amount_too_small',
      message: 'Amount must be at least $0.50 usd',
    });
  });

  it("reports Stripe's idempotency error as a conflict", async () => {
    const message =
      "Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than 'reservation-r-1' if you meant to execute a different request.";
    const { provider } = await providerWith(() => ({
      status: 400,
      body: { error: { type: 'idempotency_error', message } },
    }));
    const error = await expectAppError(provider.charge({ ...chargeInput, amountCents: 9900 }), 'CONFLICT', message);
    expect((error as PaymentProviderError).providerCode).toBe('idempotency_error');
  });

  it('retries a 500 and succeeds, reusing the same idempotency key', async () => {
    const { provider, requests } = await providerWith((_request, index) =>
      index === 0
        ? { status: 500, body: { error: { type: 'api_error', message: 'Something went wrong on our end.' } } }
        : { status: 200, body: paymentIntent() },
    );
    expect(await provider.charge(chargeInput)).toMatchObject({ status: 'succeeded', paymentId: 'pi_3Standin' });
    expect(requests).toHaveLength(2);
    expect(requests.map((request) => request.headers['idempotency-key'])).toEqual([
      'reservation-r-1',
      'reservation-r-1',
    ]);
    expect(requests[1]!.form).toEqual(requests[0]!.form);
  });

  it('gives up on a persistent 503 after two retries with SERVICE_UNAVAILABLE', async () => {
    const { provider, requests } = await providerWith(() => ({
      status: 503,
      body: { error: { type: 'api_error', message: 'Service unavailable' } },
    }));
    const error = await expectAppError(
      provider.charge(chargeInput),
      'SERVICE_UNAVAILABLE',
      PROVIDER_UNAVAILABLE_MESSAGE,
    );
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect(requests).toHaveLength(3);
    expect(new Set(requests.map((request) => request.headers['idempotency-key']))).toEqual(
      new Set(['reservation-r-1']),
    );
  });

  it('gives up on a server that never answers within the configured timeout', async () => {
    const timeoutMs = 200;
    const { provider, requests } = await providerWith(() => 'hang', { timeoutMs });
    const started = Date.now();
    await expectAppError(provider.charge(chargeInput), 'SERVICE_UNAVAILABLE', PROVIDER_UNAVAILABLE_MESSAGE);
    const elapsed = Date.now() - started;
    expect(requests).toHaveLength(3);
    // 3 attempts of 200 ms plus the SDK's two backoff pauses (0.5–1 s each).
    expect(elapsed).toBeGreaterThanOrEqual(3 * timeoutMs);
    expect(elapsed).toBeLessThan(3 * timeoutMs + 2 * 1000 + 1000);
  });

  it('reports a refused connection as SERVICE_UNAVAILABLE', async () => {
    const unreachable = createStripeProvider({
      secretKey: 'sk_test_x',
      host: '127.0.0.1',
      port: 1,
      protocol: 'http',
      maxNetworkRetries: 0,
    });
    await expectAppError(unreachable.charge(chargeInput), 'SERVICE_UNAVAILABLE', PROVIDER_UNAVAILABLE_MESSAGE);
  });
});

describe('Stripe provider: refunds and payments', () => {
  it('refunds part of a PaymentIntent with the idempotency key', async () => {
    const { provider, requests } = await providerWith(() => ({
      status: 200,
      body: {
        id: 're_3Standin',
        object: 'refund',
        amount: 1250,
        currency: 'usd',
        payment_intent: 'pi_3Standin',
        status: 'succeeded',
        reason: 'requested_by_customer',
      },
    }));
    expect(
      await provider.refund({
        paymentId: 'pi_3Standin',
        amountCents: 1250,
        idempotencyKey: 'refund-t-1',
        reason: 'requested_by_customer',
      }),
    ).toEqual({ status: 'succeeded', refundId: 're_3Standin' });
    expect(requests[0]!.path).toBe('/v1/refunds');
    expect(requests[0]!.headers['idempotency-key']).toBe('refund-t-1');
    expect(requests[0]!.form).toEqual({
      payment_intent: 'pi_3Standin',
      amount: '1250',
      reason: 'requested_by_customer',
    });
  });

  it('keeps a free-text refund reason in metadata and maps a pending refund', async () => {
    const { provider, requests } = await providerWith(() => ({
      status: 200,
      body: { id: 're_3Pending', object: 'refund', amount: 500, payment_intent: 'pi_3Standin', status: 'pending' },
    }));
    expect(
      await provider.refund({
        paymentId: 'pi_3Standin',
        amountCents: 500,
        idempotencyKey: 'refund-t-2',
        reason: 'listing removed',
      }),
    ).toEqual({ status: 'pending', refundId: 're_3Pending' });
    expect(requests[0]!.form).toEqual({
      payment_intent: 'pi_3Standin',
      amount: '500',
      'metadata[reason]': 'listing removed',
    });
  });

  it('reports a refund larger than what is left as a conflict with Stripe’s message', async () => {
    const { provider } = await providerWith(() => ({
      status: 400,
      body: {
        error: {
          type: 'invalid_request_error',
          param: 'amount',
          message: 'Refund amount ($30.00) is greater than unrefunded amount on charge ($25.00)',
        },
      },
    }));
    await expectAppError(
      provider.refund({ paymentId: 'pi_3Standin', amountCents: 3000, idempotencyKey: 'refund-t-3' }),
      'CONFLICT',
      'Refund amount ($30.00) is greater than unrefunded amount on charge ($25.00)',
    );
  });

  it('retrieves a PaymentIntent and maps its status', async () => {
    const { provider, requests } = await providerWith((request) =>
      request.path.endsWith('pi_missing')
        ? {
            status: 404,
            body: {
              error: {
                type: 'invalid_request_error',
                code: 'resource_missing',
                param: 'intent',
                message: "No such payment_intent: 'pi_missing'",
              },
            },
          }
        : { status: 200, body: paymentIntent({ status: 'requires_payment_method', amount_received: 0 }) },
    );
    expect(await provider.retrievePayment('pi_3Standin')).toEqual({
      status: 'failed',
      amountCents: 2500,
      metadata: { reservationId: 'r-1', kind: 'booking' },
    });
    expect(requests[0]).toMatchObject({ method: 'GET', path: '/v1/payment_intents/pi_3Standin' });
    await expectAppError(provider.retrievePayment('pi_missing'), 'NOT_FOUND', "No such payment_intent: 'pi_missing'");
  });
});

describe('Stripe provider: manual capture (request to book)', () => {
  const unexpectedState = (status: string) => ({
    status: 400,
    body: {
      error: {
        type: 'invalid_request_error',
        code: 'payment_intent_unexpected_state',
        message: `This PaymentIntent could not be captured because it has a status of ${status}.`,
      },
    },
  });

  it('authorises with capture_method=manual and answers authorized for requires_capture', async () => {
    const { provider, requests } = await providerWith(() => ({
      status: 200,
      body: paymentIntent({ status: 'requires_capture', amount_received: 0, amount_capturable: 2500 }),
    }));
    const result = await provider.charge({ ...chargeInput, captureMethod: 'manual' });
    expect(result).toEqual({ status: 'authorized', paymentId: 'pi_3Standin', amountCents: 2500 });
    expect(requests[0]!.form.capture_method).toBe('manual');
    // An ordinary charge does not send it.
    await provider.charge(chargeInput);
    expect(requests[1]!.form.capture_method).toBeUndefined();
  });

  it('captures and cancels with the idempotency key; retrieves requires_capture as it is', async () => {
    const { provider, requests } = await providerWith((request) => {
      if (request.path.endsWith('/capture')) return { status: 200, body: paymentIntent() };
      if (request.path.endsWith('/cancel')) return { status: 200, body: paymentIntent({ status: 'canceled' }) };
      return { status: 200, body: paymentIntent({ status: 'requires_capture', amount_received: 0 }) };
    });
    expect(await provider.capture({ paymentId: 'pi_3Standin', idempotencyKey: 'capture-pi_3Standin' })).toEqual({
      status: 'succeeded',
      amountCents: 2500,
    });
    expect(requests[0]).toMatchObject({ method: 'POST', path: '/v1/payment_intents/pi_3Standin/capture' });
    expect(requests[0]!.headers['idempotency-key']).toBe('capture-pi_3Standin');
    expect(await provider.cancelAuthorization({ paymentId: 'pi_3Standin', idempotencyKey: 'release-1' })).toEqual({
      status: 'canceled',
    });
    expect(requests[1]).toMatchObject({ method: 'POST', path: '/v1/payment_intents/pi_3Standin/cancel' });
    expect(requests[1]!.headers['idempotency-key']).toBe('release-1');
    expect((await provider.retrievePayment('pi_3Standin')).status).toBe('requires_capture');
  });

  it('answers a capture refused as unexpected as done when the intent is captured already, else the conflict', async () => {
    let intentStatus = 'succeeded';
    const { provider } = await providerWith((request) =>
      request.method === 'GET'
        ? { status: 200, body: paymentIntent({ status: intentStatus }) }
        : unexpectedState(intentStatus),
    );
    expect(await provider.capture({ paymentId: 'pi_3Standin', idempotencyKey: 'k-1' })).toEqual({
      status: 'succeeded',
      amountCents: 2500,
    });
    intentStatus = 'canceled';
    const error = await expectAppError(
      provider.capture({ paymentId: 'pi_3Standin', idempotencyKey: 'k-2' }),
      'CONFLICT',
    );
    expect((error as PaymentProviderError).providerCode).toBe('payment_intent_unexpected_state');
    expect(await provider.cancelAuthorization({ paymentId: 'pi_3Standin', idempotencyKey: 'k-3' })).toEqual({
      status: 'canceled',
    });
  });
});

describe('Stripe provider: Connect', () => {
  it('creates an Express account with card payments and transfers requested', async () => {
    const { provider, requests } = await providerWith(() => ({
      status: 200,
      body: {
        id: 'acct_1Standin',
        object: 'account',
        type: 'express',
        country: 'IT',
        email: 'host@example.com',
        charges_enabled: false,
        payouts_enabled: false,
        details_submitted: false,
        capabilities: { card_payments: 'inactive', transfers: 'inactive' },
      },
    }));
    expect(
      await provider.createConnectedAccount({ country: 'IT', email: 'host@example.com', idempotencyKey: 'host-h-1' }),
    ).toEqual({
      accountId: 'acct_1Standin',
    });
    expect(requests[0]!.path).toBe('/v1/accounts');
    expect(requests[0]!.headers['idempotency-key']).toBe('host-h-1');
    expect(requests[0]!.form).toEqual({
      type: 'express',
      country: 'IT',
      email: 'host@example.com',
      'capabilities[card_payments][requested]': 'true',
      'capabilities[transfers][requested]': 'true',
    });
  });

  it('creates an onboarding link', async () => {
    const { provider, requests } = await providerWith(() => ({
      status: 200,
      body: {
        object: 'account_link',
        created: 1777777777,
        expires_at: 1777778077,
        url: 'https://connect.stripe.com/setup/e/acct_1Standin/abc',
      },
    }));
    expect(
      await provider.createOnboardingLink({
        accountId: 'acct_1Standin',
        refreshUrl: 'https://spaces.example.com/payout/refresh',
        returnUrl: 'https://spaces.example.com/payout/done',
      }),
    ).toEqual({ url: 'https://connect.stripe.com/setup/e/acct_1Standin/abc' });
    expect(requests[0]!.path).toBe('/v1/account_links');
    expect(requests[0]!.form).toEqual({
      account: 'acct_1Standin',
      type: 'account_onboarding',
      refresh_url: 'https://spaces.example.com/payout/refresh',
      return_url: 'https://spaces.example.com/payout/done',
    });
  });

  it('reads whether an account can receive payouts', async () => {
    const { provider, requests } = await providerWith(() => ({
      status: 200,
      body: {
        id: 'acct_1Standin',
        object: 'account',
        type: 'express',
        payouts_enabled: true,
        details_submitted: true,
        charges_enabled: true,
      },
    }));
    expect(await provider.retrieveAccount('acct_1Standin')).toEqual({ payoutsEnabled: true, detailsSubmitted: true });
    expect(requests[0]).toMatchObject({ method: 'GET', path: '/v1/accounts/acct_1Standin' });
  });

  it('transfers a payout to the connected account with the idempotency key', async () => {
    const { provider, requests } = await providerWith(() => ({
      status: 200,
      body: {
        id: 'tr_1Standin',
        object: 'transfer',
        amount: 2250,
        currency: 'usd',
        destination: 'acct_1Standin',
        metadata: {},
      },
    }));
    expect(
      await provider.transfer({
        amountCents: 2250,
        destinationAccountId: 'acct_1Standin',
        idempotencyKey: 'payout-p-1',
        metadata: { reservationId: 'r-1' },
      }),
    ).toEqual({ transferId: 'tr_1Standin' });
    expect(requests[0]!.path).toBe('/v1/transfers');
    expect(requests[0]!.headers['idempotency-key']).toBe('payout-p-1');
    expect(requests[0]!.form).toEqual({
      amount: '2250',
      currency: 'usd',
      destination: 'acct_1Standin',
      'metadata[reservationId]': 'r-1',
    });
  });

  it('keeps Stripe’s code on a failed transfer so the payout job can wait and retry', async () => {
    const { provider } = await providerWith(() => ({
      status: 400,
      body: {
        error: {
          type: 'invalid_request_error',
          code: 'balance_insufficient',
          message: 'You have insufficient available funds in your Stripe account.',
        },
      },
    }));
    const error = await expectAppError(
      provider.transfer({
        amountCents: 2250,
        destinationAccountId: 'acct_1Standin',
        idempotencyKey: 'payout-p-2',
        metadata: {},
      }),
      'CONFLICT',
    );
    expect((error as PaymentProviderError).providerCode).toBe('balance_insufficient');
  });
});

describe('Stripe provider: webhooks', () => {
  const event = {
    id: 'evt_1Standin',
    object: 'event',
    type: 'payment_intent.succeeded',
    created: Math.floor(Date.now() / 1000),
    data: { object: paymentIntent() },
  };
  const provider = createStripeProvider({ secretKey: 'sk_test_x', webhookSecret: 'whsec_standin' });

  it('accepts a payload signed with the webhook secret', () => {
    const payload = JSON.stringify(event);
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_standin' });
    const parsed = provider.parseWebhook(Buffer.from(payload), header);
    expect(parsed).toMatchObject({ id: 'evt_1Standin', type: 'payment_intent.succeeded', objectId: 'pi_3Standin' });
    expect(parsed.object).toMatchObject({ object: 'payment_intent', amount: 2500 });
    expect(provider.parseWebhook(payload, header).id).toBe('evt_1Standin');
  });

  it('rejects a tampered payload, another secret and a missing header with BAD_REQUEST', () => {
    const payload = JSON.stringify(event);
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_standin' });
    const tampered = payload.replace('"amount":2500', '"amount":1');
    const otherSecret = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_other' });
    for (const [body, signature] of [
      [tampered, header],
      [payload, otherSecret],
      [payload, undefined],
      [payload, 't=1,v1=deadbeef'],
    ] as const) {
      expect(() => provider.parseWebhook(body, signature)).toThrow(AppError);
      try {
        provider.parseWebhook(body, signature);
      } catch (error) {
        expect((error as AppError).code).toBe('BAD_REQUEST');
      }
    }
  });

  it('rejects every webhook when no secret is configured', () => {
    const unconfigured = createStripeProvider({ secretKey: 'sk_test_x' });
    const payload = JSON.stringify(event);
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_standin' });
    expect(() => unconfigured.parseWebhook(payload, header)).toThrow('Webhook signing secret is not configured');
  });
});
