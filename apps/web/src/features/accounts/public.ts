/** What other features may use of accounts: turning the signed-in customer into a host (SPEC §4 Become host). */
export { becomeHost } from './accounts.api.ts';
