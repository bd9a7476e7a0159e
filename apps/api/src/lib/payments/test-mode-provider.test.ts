import { describe, expect, it } from 'vitest';
import { createManualClock } from '../clock.ts';
import { AppError } from '../errors.ts';
import { onboardedTestAccount, testCharge, testKey } from '../../../test/payments.ts';
import { PaymentProviderError, idempotencyMismatchMessage } from './payment-provider.ts';
import { TEST_CARD_TOKENS, testCardToToken } from './test-cards.ts';
import { createTestPaymentProvider, isTestPaymentProvider, newTestWebhookSecret } from './test-mode-provider.ts';
import { createMemoryTestModeStore } from './test-mode-store.ts';

const publicUrl = 'http://localhost:3000';
const key = testKey;
const charge = testCharge;

async function caught(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (failure: unknown) => failure,
  );
  expect(error).toBeInstanceOf(PaymentProviderError);
  return error as PaymentProviderError;
}

describe('test-mode provider: charges', () => {
  it.each(['tok_visa', 'tok_mastercard', 'tok_amex', 'pm_card_visa', 'pm_card_mastercard'])(
    '%s succeeds',
    async (source) => {
      const provider = createTestPaymentProvider({ publicUrl });
      const result = await provider.charge(charge({ source }));
      expect(result).toEqual({
        status: 'succeeded',
        paymentId: expect.stringMatching(/^pi_test_[0-9a-f]{24}$/),
        amountCents: 2500,
      });
      if (result.status !== 'succeeded') return;
      expect(await provider.retrievePayment(result.paymentId)).toEqual({
        status: 'succeeded',
        amountCents: 2500,
        metadata: { reservationId: 'r-1', kind: 'booking' },
      });
    },
  );

  it.each([
    ['tok_chargeDeclined', 'card_declined', 'generic_decline', 'Your card was declined.'],
    ['tok_chargeDeclinedInsufficientFunds', 'card_declined', 'insufficient_funds', 'Your card has insufficient funds.'],
    ['tok_chargeDeclinedExpiredCard', 'expired_card', undefined, 'Your card has expired.'],
    ['tok_chargeDeclinedIncorrectCvc', 'incorrect_cvc', undefined, "Your card's security code is incorrect."],
    ['tok_chargeDeclinedFraudulent', 'card_declined', 'fraudulent', 'Your card was declined.'],
    ['tok_chargeDeclinedLostCard', 'card_declined', 'lost_card', 'Your card was declined.'],
    ['tok_chargeDeclinedStolenCard', 'card_declined', 'stolen_card', 'Your card was declined.'],
    [
      'tok_chargeDeclinedProcessingError',
      'processing_error',
      undefined,
      'An error occurred while processing your card. Try again in a little bit.',
    ],
    ['tok_chargeDeclinedSomethingNew', 'card_declined', 'generic_decline', 'Your card was declined.'],
    ['pm_card_chargeDeclined', 'card_declined', 'generic_decline', 'Your card was declined.'],
    [
      'pm_card_chargeDeclinedInsufficientFunds',
      'card_declined',
      'insufficient_funds',
      'Your card has insufficient funds.',
    ],
  ])('%s is declined with code %s / %s', async (source, code, declineCode, message) => {
    const provider = createTestPaymentProvider({ publicUrl });
    const result = await provider.charge(charge({ source }));
    expect(result).toEqual({
      status: 'declined',
      code,
      ...(declineCode ? { declineCode } : {}),
      message,
      paymentId: expect.stringMatching(/^pi_test_/),
    });
    if (result.status === 'declined') expect((await provider.retrievePayment(result.paymentId!)).status).toBe('failed');
  });

  it.each(['tok_threeDSecure2Required', 'pm_card_threeDSecure2Required'])(
    '%s requires action until completed',
    async (source) => {
      const provider = createTestPaymentProvider({ publicUrl });
      const result = await provider.charge(charge({ source }));
      expect(result.status).toBe('requires_action');
      if (result.status !== 'requires_action') return;
      expect(result.clientSecret).toMatch(new RegExp(`^${result.paymentId}_secret_[0-9a-f]+$`));
      expect((await provider.retrievePayment(result.paymentId)).status).toBe('requires_action');

      expect(await provider.completeTestAction(result.paymentId)).toMatchObject({
        status: 'succeeded',
        amountCents: 2500,
      });
      expect((await provider.retrievePayment(result.paymentId)).status).toBe('succeeded');
      expect((await caught(provider.completeTestAction(result.paymentId))).code).toBe('CONFLICT');
    },
  );

  it('fails a payment whose 3-D Secure challenge fails', async () => {
    const provider = createTestPaymentProvider({ publicUrl });
    const result = await provider.charge(charge({ source: 'tok_threeDSecure2Required' }));
    if (result.status !== 'requires_action') throw new Error('expected requires_action');
    expect((await provider.completeTestAction(result.paymentId, { succeed: false })).status).toBe('failed');
  });

  it.each([
    ['tok_unknown', "No such token: 'tok_unknown'"],
    ['not-a-token', "No such token: 'not-a-token'"],
    ['tok_chargeDecline', "No such token: 'tok_chargeDecline'"],
    ['pm_1Nope', "No such PaymentMethod: 'pm_1Nope'"],
  ])('%s is declined as a missing resource', async (source, message) => {
    const provider = createTestPaymentProvider({ publicUrl });
    expect(await provider.charge(charge({ source }))).toEqual({
      status: 'declined',
      code: 'resource_missing',
      message,
    });
  });

  it("enforces Stripe's minimum charge of 50 cents and integer amounts", async () => {
    const provider = createTestPaymentProvider({ publicUrl });
    expect(await provider.charge(charge({ amountCents: 49 }))).toEqual({
      status: 'declined',
      code: 'amount_too_small',
      message: 'Amount must be at least $0.50 usd',
    });
    expect(await provider.charge(charge({ amountCents: 50 }))).toMatchObject({ status: 'succeeded', amountCents: 50 });
    await expect(provider.charge(charge({ amountCents: 12.5 }))).rejects.toThrow('Invalid integer: 12.5');
  });
});

describe('test-mode provider: idempotency', () => {
  it('replays the first result for the same key and parameters (no double charge)', async () => {
    const provider = createTestPaymentProvider({ publicUrl });
    const input = charge();
    const first = await provider.charge(input);
    const second = await provider.charge({ ...input, metadata: { kind: 'booking', reservationId: 'r-1' } });
    expect(second).toEqual(first);
    if (first.status !== 'succeeded') throw new Error('expected success');
    // One payment only: refunding its whole amount once leaves nothing for a second refund.
    await provider.refund({ paymentId: first.paymentId, amountCents: 2500, idempotencyKey: key() });
    expect(
      (await caught(provider.refund({ paymentId: first.paymentId, amountCents: 1, idempotencyKey: key() })))
        .providerCode,
    ).toBe('charge_already_refunded');
  });

  it('replays a decline too, and refuses the same key with another amount or another card', async () => {
    const provider = createTestPaymentProvider({ publicUrl });
    const input = charge({ source: 'tok_chargeDeclined' });
    const first = await provider.charge(input);
    expect(await provider.charge(input)).toEqual(first);

    const otherAmount = await caught(provider.charge({ ...input, amountCents: 3000 }));
    expect(otherAmount.code).toBe('CONFLICT');
    expect(otherAmount.message).toBe(idempotencyMismatchMessage(input.idempotencyKey));
    expect(otherAmount.providerCode).toBe('idempotency_error');
    expect((await caught(provider.charge({ ...input, source: 'tok_visa' }))).code).toBe('CONFLICT');
  });

  it('stages a charge without writing it; once its write is stored, charge replays it', async () => {
    const store = createMemoryTestModeStore();
    const provider = createTestPaymentProvider({ publicUrl, store });
    const input = charge();
    const { result, write } = provider.stageCharge(input);
    if (result.status !== 'succeeded') throw new Error('expected success');
    expect(write).toEqual({
      key: input.idempotencyKey,
      record: { endpoint: '/v1/payment_intents', fingerprint: expect.any(String), result },
      payments: [
        {
          id: result.paymentId,
          amountCents: 2500,
          status: 'succeeded',
          metadata: input.metadata,
          refundedCents: 0,
        },
      ],
    });
    // Not written: the payment does not exist yet.
    expect((await caught(provider.retrievePayment(result.paymentId))).providerCode).toBe('resource_missing');
    expect(await store.recordOnce(write.key, write.record, write.payments)).toBeUndefined();
    expect(await provider.charge(input)).toEqual(result);
    expect((await provider.retrievePayment(result.paymentId)).status).toBe('succeeded');
    // A staged decline records the failed payment under its key, as a charge does.
    const declined = provider.stageCharge(charge({ source: 'tok_chargeDeclined' }));
    expect(declined.result).toMatchObject({ status: 'declined', code: 'card_declined' });
    expect(declined.write.payments).toMatchObject([{ status: 'failed' }]);
  });

  it('refuses a key first used on another endpoint', async () => {
    const provider = createTestPaymentProvider({ publicUrl });
    const input = charge();
    const result = await provider.charge(input);
    if (result.status !== 'succeeded') throw new Error('expected success');
    const error = await caught(
      provider.refund({ paymentId: result.paymentId, amountCents: 100, idempotencyKey: input.idempotencyKey }),
    );
    expect(error.message).toContain(
      "can only be used for the same endpoint they were first used for ('/v1/payment_intents' vs '/v1/refunds')",
    );
  });
});

describe('test-mode provider: authorise, then capture or cancel (manual capture)', () => {
  it('authorises without charging; capture takes the amount once, and a refund may follow', async () => {
    const provider = createTestPaymentProvider({ publicUrl });
    const result = await provider.charge(charge({ captureMethod: 'manual' }));
    expect(result).toEqual({ status: 'authorized', paymentId: expect.stringMatching(/^pi_test_/), amountCents: 2500 });
    if (result.status !== 'authorized') return;
    expect((await provider.retrievePayment(result.paymentId)).status).toBe('requires_capture');
    // Nothing to refund before the capture.
    expect(
      (await caught(provider.refund({ paymentId: result.paymentId, amountCents: 100, idempotencyKey: key() })))
        .providerCode,
    ).toBe('charge_not_refundable');
    const capture = { paymentId: result.paymentId, idempotencyKey: key() };
    expect(await provider.capture(capture)).toEqual({ status: 'succeeded', amountCents: 2500 });
    expect(await provider.capture(capture)).toEqual({ status: 'succeeded', amountCents: 2500 });
    expect(await provider.capture({ ...capture, idempotencyKey: key() })).toEqual({
      status: 'succeeded',
      amountCents: 2500,
    });
    expect((await provider.retrievePayment(result.paymentId)).status).toBe('succeeded');
    // A captured payment cannot be cancelled, only refunded.
    const refused = await caught(provider.cancelAuthorization({ paymentId: result.paymentId, idempotencyKey: key() }));
    expect(refused.providerCode).toBe('payment_intent_unexpected_state');
    expect(refused.message).toContain('because it has a status of succeeded');
    await provider.refund({ paymentId: result.paymentId, amountCents: 2500, idempotencyKey: key() });
  });

  it('cancels an authorisation: nothing is charged and it can no longer be captured', async () => {
    const provider = createTestPaymentProvider({ publicUrl });
    const result = await provider.charge(charge({ captureMethod: 'manual' }));
    if (result.status !== 'authorized') throw new Error(result.status);
    expect(await provider.cancelAuthorization({ paymentId: result.paymentId, idempotencyKey: key() })).toEqual({
      status: 'canceled',
    });
    expect(await provider.cancelAuthorization({ paymentId: result.paymentId, idempotencyKey: key() })).toEqual({
      status: 'canceled',
    });
    expect((await provider.retrievePayment(result.paymentId)).status).toBe('canceled');
    const refused = await caught(provider.capture({ paymentId: result.paymentId, idempotencyKey: key() }));
    expect(refused.providerCode).toBe('payment_intent_unexpected_state');
    expect(refused.message).toContain('because it has a status of canceled');
    expect((await caught(provider.capture({ paymentId: 'pi_test_missing', idempotencyKey: key() }))).code).toBe(
      'NOT_FOUND',
    );
  });

  it('declines with the same test cards, and a 3-D Secure card is authorised once the challenge passes', async () => {
    const provider = createTestPaymentProvider({ publicUrl });
    const declined = await provider.charge(charge({ captureMethod: 'manual', source: 'tok_chargeDeclined' }));
    expect(declined).toMatchObject({ status: 'declined', code: 'card_declined' });
    const challenged = await provider.charge(charge({ captureMethod: 'manual', source: 'tok_threeDSecure2Required' }));
    if (challenged.status !== 'requires_action') throw new Error(challenged.status);
    expect((await provider.completeTestAction(challenged.paymentId)).status).toBe('requires_capture');
    expect(await provider.capture({ paymentId: challenged.paymentId, idempotencyKey: key() })).toEqual({
      status: 'succeeded',
      amountCents: 2500,
    });
  });
});

describe('test-mode provider: refunds', () => {
  it('refunds up to the charged amount, in parts, and no more', async () => {
    const provider = createTestPaymentProvider({ publicUrl });
    const result = await provider.charge(charge());
    if (result.status !== 'succeeded') throw new Error('expected success');
    const paymentId = result.paymentId;

    const firstKey = key();
    const first = await provider.refund({
      paymentId,
      amountCents: 1000,
      idempotencyKey: firstKey,
      reason: 'requested_by_customer',
    });
    expect(first).toEqual({ status: 'succeeded', refundId: expect.stringMatching(/^re_test_[0-9a-f]{24}$/) });
    expect(
      await provider.refund({
        paymentId,
        amountCents: 1000,
        idempotencyKey: firstKey,
        reason: 'requested_by_customer',
      }),
    ).toEqual(first);

    const tooMuch = await caught(provider.refund({ paymentId, amountCents: 2000, idempotencyKey: key() }));
    expect(tooMuch.code).toBe('CONFLICT');
    expect(tooMuch.message).toBe('Refund amount ($20.00) is greater than unrefunded amount on charge ($15.00)');

    expect((await provider.refund({ paymentId, amountCents: 1500, idempotencyKey: key() })).status).toBe('succeeded');
    expect((await caught(provider.refund({ paymentId, amountCents: 1, idempotencyKey: key() }))).providerCode).toBe(
      'charge_already_refunded',
    );
  });

  it('refuses to refund a declined or unknown payment', async () => {
    const provider = createTestPaymentProvider({ publicUrl });
    const declined = await provider.charge(charge({ source: 'tok_chargeDeclined' }));
    if (declined.status !== 'declined') throw new Error('expected a decline');
    expect(
      (await caught(provider.refund({ paymentId: declined.paymentId!, amountCents: 100, idempotencyKey: key() }))).code,
    ).toBe('CONFLICT');
    const unknown = await caught(
      provider.refund({ paymentId: 'pi_test_missing', amountCents: 100, idempotencyKey: key() }),
    );
    expect(unknown.code).toBe('NOT_FOUND');
    expect(unknown.message).toBe("No such payment_intent: 'pi_test_missing'");
    expect((await caught(provider.retrievePayment('pi_test_missing'))).code).toBe('NOT_FOUND');
  });
});

describe('test-mode provider: payout accounts', () => {
  it('onboards through the local page and then accepts transfers', async () => {
    const provider = createTestPaymentProvider({ publicUrl: 'http://localhost:3000/' });
    const accountKey = key();
    const { accountId } = await provider.createConnectedAccount({
      country: 'IT',
      email: 'host@example.com',
      idempotencyKey: accountKey,
    });
    expect(accountId).toMatch(/^acct_test_[0-9a-f]{24}$/);
    expect(
      await provider.createConnectedAccount({ country: 'IT', email: 'host@example.com', idempotencyKey: accountKey }),
    ).toEqual({ accountId });

    const { url } = await provider.createOnboardingLink({
      accountId,
      refreshUrl: 'http://localhost:3000/refresh',
      returnUrl: 'http://localhost:3000/return',
    });
    expect(url).toBe(`http://localhost:3000/payment/stripe/onboarding/test-complete?account=${accountId}`);
    expect(await provider.retrieveAccount(accountId)).toEqual({ payoutsEnabled: false, detailsSubmitted: false });

    const transfer = {
      amountCents: 2250,
      destinationAccountId: accountId,
      idempotencyKey: key(),
      metadata: { reservationId: 'r-1' },
    };
    const early = await caught(provider.transfer(transfer));
    expect(early.code).toBe('CONFLICT');
    expect(early.providerCode).toBe('insufficient_capabilities_for_transfer');

    expect(await provider.completeTestOnboarding(accountId)).toEqual({ payoutsEnabled: true, detailsSubmitted: true });
    expect(await provider.retrieveAccount(accountId)).toEqual({ payoutsEnabled: true, detailsSubmitted: true });

    const done = await provider.transfer(transfer);
    expect(done.transferId).toMatch(/^tr_test_[0-9a-f]{24}$/);
    expect(await provider.transfer(transfer)).toEqual(done);
  });

  it('does not know accounts it did not create', async () => {
    const provider = createTestPaymentProvider({ publicUrl });
    expect((await caught(provider.retrieveAccount('acct_test_missing'))).code).toBe('NOT_FOUND');
    expect((await caught(provider.completeTestOnboarding('acct_test_missing'))).code).toBe('NOT_FOUND');
    expect(
      (
        await caught(
          provider.createOnboardingLink({
            accountId: 'acct_test_missing',
            refreshUrl: publicUrl,
            returnUrl: publicUrl,
          }),
        )
      ).code,
    ).toBe('NOT_FOUND');
    const transfer = await caught(
      provider.transfer({
        amountCents: 100,
        destinationAccountId: 'acct_test_missing',
        idempotencyKey: key(),
        metadata: {},
      }),
    );
    expect(transfer.message).toBe("No such destination: 'acct_test_missing'");
  });
});

describe('test-mode provider: test cards', () => {
  it.each([
    ['4242424242424242', 'tok_visa'],
    ['4242 4242 4242 4242', 'tok_visa'],
    ['5555-5555-5555-4444', 'tok_mastercard'],
    ['4000000000000002', 'tok_chargeDeclined'],
    ['4000000000009995', 'tok_chargeDeclinedInsufficientFunds'],
    ['4000000000000069', 'tok_chargeDeclinedExpiredCard'],
    ['4000000000000127', 'tok_chargeDeclinedIncorrectCvc'],
    ['4000002500003155', 'tok_threeDSecure2Required'],
    ['4000000000003220', 'tok_threeDSecure2Required'],
  ])('maps %s to %s', (cardNumber, token) => {
    expect(testCardToToken(cardNumber)).toBe(token);
    expect(createTestPaymentProvider({ publicUrl }).testCardToToken(cardNumber)).toBe(token);
  });

  it('knows no other numbers', () => {
    expect(testCardToToken('4111111111111112')).toBeUndefined();
    expect(testCardToToken('')).toBeUndefined();
  });

  it('maps every listed card to a token the provider understands', async () => {
    const provider = createTestPaymentProvider({ publicUrl });
    for (const token of new Set(Object.values(TEST_CARD_TOKENS))) {
      const result = await provider.charge(charge({ source: token }));
      expect(result.status === 'declined' ? result.code : result.status).not.toBe('resource_missing');
    }
  });
});

describe('test-mode provider: webhooks', () => {
  it('round-trips an event signed with its own secret', () => {
    const provider = createTestPaymentProvider({ publicUrl });
    const { rawBody, signatureHeader } = provider.signTestWebhook({
      type: 'payment_intent.succeeded',
      object: { id: 'pi_test_abc', object: 'payment_intent', amount: 2500 },
    });
    expect(signatureHeader).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    const event = provider.parseWebhook(Buffer.from(rawBody), signatureHeader);
    expect(event).toEqual({
      id: expect.stringMatching(/^evt_test_/),
      type: 'payment_intent.succeeded',
      objectId: 'pi_test_abc',
      object: { id: 'pi_test_abc', object: 'payment_intent', amount: 2500 },
    });
  });

  it('rejects a tampered body, another provider’s signature, a missing header and an old event', () => {
    const clock = createManualClock(new Date('2026-05-01T10:00:00Z'));
    const provider = createTestPaymentProvider({ publicUrl, clock });
    const other = createTestPaymentProvider({ publicUrl, clock });
    const { rawBody, signatureHeader } = provider.signTestWebhook({
      type: 'account.updated',
      object: { id: 'acct_test_abc' },
    });
    const expectBadRequest = (run: () => unknown) => {
      try {
        run();
      } catch (error) {
        expect(error).toBeInstanceOf(AppError);
        expect((error as AppError).code).toBe('BAD_REQUEST');
        return;
      }
      throw new Error('expected the webhook to be rejected');
    };
    expectBadRequest(() => provider.parseWebhook(rawBody.replace('acct_test_abc', 'acct_test_xyz'), signatureHeader));
    expectBadRequest(() => other.parseWebhook(rawBody, signatureHeader));
    expectBadRequest(() => provider.parseWebhook(rawBody, undefined));
    expect(provider.parseWebhook(rawBody, signatureHeader).objectId).toBe('acct_test_abc');
    clock.advance(10 * 60_000);
    expectBadRequest(() => provider.parseWebhook(rawBody, signatureHeader));
  });
});

describe('test-mode provider: state store', () => {
  it('keeps payments, accounts, idempotency and the webhook secret across restarts', async () => {
    const store = createMemoryTestModeStore();
    const webhookSecret = await store.webhookSecret(newTestWebhookSecret());
    const before = createTestPaymentProvider({ publicUrl, store, webhookSecret });
    const input = charge();
    const paid = await before.charge(input);
    const accountId = await onboardedTestAccount(before);
    const webhook = before.signTestWebhook({ type: 'payment_intent.succeeded', object: { id: 'pi_test_abc' } });

    const after = createTestPaymentProvider({
      publicUrl,
      store,
      webhookSecret: await store.webhookSecret(newTestWebhookSecret()),
    });
    expect(await after.charge(input)).toEqual(paid);
    if (paid.status !== 'succeeded') throw new Error('expected success');
    expect((await after.retrievePayment(paid.paymentId)).status).toBe('succeeded');
    expect(await after.retrieveAccount(accountId)).toEqual({ payoutsEnabled: true, detailsSubmitted: true });
    expect(after.parseWebhook(webhook.rawBody, webhook.signatureHeader).objectId).toBe('pi_test_abc');
  });

  it('is recognised as the test provider', () => {
    expect(isTestPaymentProvider(createTestPaymentProvider({ publicUrl }))).toBe(true);
  });
});
