import { sql, TransactionRollbackError, type SQL } from 'drizzle-orm';
import { queryRows, type Database } from '../src/db/client.ts';

/**
 * The plan PostgreSQL would choose for `statement` if reading the whole table were its last resort: what the indexes
 * answer. `without`: indexes the plan must not lean on, dropped inside a transaction that always rolls back.
 */
export async function planOf(db: Database, statement: SQL, scan: 'index' | 'bitmap', without: string[] = []) {
  let plan = '';
  await db
    .transaction(async (tx) => {
      for (const index of without) await tx.execute(sql`drop index ${sql.identifier(index)}`);
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(
        scan === 'index' ? sql`set local enable_bitmapscan = off` : sql`set local enable_indexscan = off`,
      );
      const rows = await queryRows<{ 'QUERY PLAN': string }>(tx, sql`explain ${statement}`);
      plan = rows.map((row) => row['QUERY PLAN']).join('\n');
      tx.rollback();
    })
    .catch((error: unknown) => {
      if (!(error instanceof TransactionRollbackError)) throw error;
    });
  return plan;
}
