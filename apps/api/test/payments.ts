import type { ChargeInput, TestPaymentProvider } from '../src/lib/payments/index.ts';

let counter = 0;
/** A fresh idempotency key for every call. */
export const testKey = () => `key-${++counter}`;

/** A 25.00 charge with tok_visa and a fresh idempotency key, as the booking flow sends one. */
export const testCharge = (overrides: Partial<ChargeInput> = {}): ChargeInput => ({
  amountCents: 2500,
  currency: 'usd',
  source: 'tok_visa',
  idempotencyKey: testKey(),
  description: 'Backyard studio',
  metadata: { reservationId: 'r-1', kind: 'booking' },
  ...overrides,
});

/** A connected account that finished the local onboarding page, so it can receive transfers. */
export async function onboardedTestAccount(provider: TestPaymentProvider) {
  const { accountId } = await provider.createConnectedAccount({
    country: 'US',
    email: 'host@example.com',
    idempotencyKey: testKey(),
  });
  await provider.completeTestOnboarding(accountId);
  return accountId;
}
