export * from './payment-provider.ts';
export { createStripeProvider, type StripeProviderOptions } from './stripe-provider.ts';
export {
  createTestPaymentProvider,
  isTestPaymentProvider,
  newTestWebhookSecret,
  TEST_AUTHENTICATION_PATH,
  type TestPaymentProvider,
} from './test-mode-provider.ts';
export { TEST_CARD_TOKENS, testCardToToken } from './test-cards.ts';
export {
  createMemoryTestModeStore,
  importTestModeStateFile,
  type TestModeAccount,
  type TestModeChargeWrite,
  type TestModeImport,
  type TestModeIdempotencyRecord,
  type TestModePayment,
  type TestModeStore,
  type TestModeStoreTx,
} from './test-mode-store.ts';
