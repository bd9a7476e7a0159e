import { sql } from 'drizzle-orm';

/* What other modules read of the site's content (this module owns `policies` and `contact_requests`). */

/** How many contact requests no admin has marked handled yet. */
export const unhandledContactCount = sql`(select count(*)::int from contact_requests where handled_at is null)`;
