/**
 * What other features may use of accounts: turning the signed-in customer into a host
 * (docs/product/rules.md#states-and-transitions Become host), and reloading the signed-in user (after payouts onboarding).
 */
export { becomeHost } from './accounts.api.ts';
export { refreshSessionUser } from './session.api.ts';
