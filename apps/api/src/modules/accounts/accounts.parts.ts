import { sql, type SQL } from 'drizzle-orm';

/*
 * What other modules read of accounts, as pieces of their own statements (this module owns `users`). A subquery over
 * one account's key is joined `join lateral … on true`: PostgreSQL pulls it up into a plain join on the key, so the
 * statement is planned as if it joined the table.
 */

/** What another module may read of an account. */
const accountColumns = sql`id, display_name, email, phone, designation, address, status, is_host, is_admin,
  email_verified, phone_verified, created_at`;

/** The account `userId` names: one row, or none. */
export const accountOf = (userId: SQL) =>
  sql`(select ${accountColumns} from users account where account.id = ${userId})`;

/**
 * `accountOf`, its row locked until the transaction ends. NO KEY UPDATE: it serialises what is done on the account's
 * behalf without blocking the foreign-key checks of rows that point at it.
 */
export const lockedAccountOf = (userId: SQL) =>
  sql`(select ${accountColumns} from users account where account.id = ${userId} for no key update)`;

/** Every account, for the admin console's lists and figures. */
export const everyAccount = sql`(select ${accountColumns} from users)`;

/**
 * Whether the account `userId` names is blocked. Blocked accounts are few and `users_blocked_idx` holds only them,
 * so a statement that tests many keys hashes them once instead of looking each key up.
 */
export const accountBlocked = (userId: SQL) =>
  sql`exists (select 1 from users blocked where blocked.id = ${userId} and blocked.status <> 1)`;
