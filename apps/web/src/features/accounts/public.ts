/** What other features may use of accounts: turning the signed-in customer into a host (docs/product/rules.md#states-and-transitions Become host). */
export { becomeHost } from './accounts.api.ts';
