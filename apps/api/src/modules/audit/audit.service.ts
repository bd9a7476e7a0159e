import type { AuditEntry } from '@app/contract';
import type { Database, Executor } from '../../db/client.ts';
import * as repository from './audit.repository.ts';

export type { AuditRecord } from './audit.repository.ts';

/**
 * The admin audit trail. Services that change data on an admin's behalf call `record` with their own transaction,
 * so an action and its entry commit or roll back together.
 */
export function createAuditService(deps: { db: Database }) {
  return {
    record: (executor: Executor, entry: repository.AuditRecord) => repository.insertAuditEntry(executor, entry),

    async list(query: repository.AuditFilter & { page: number; limit: number }) {
      const { rows, total } = await repository.listAuditEntries(
        deps.db,
        query,
        query.limit,
        (query.page - 1) * query.limit,
      );
      return {
        data: rows.map((row): AuditEntry => ({
          uuid: row.id,
          at: new Date(row.created_at).toISOString(),
          actor: row.actor_id
            ? { uuid: row.actor_id, displayName: row.actor_name ?? '', email: row.actor_email ?? '' }
            : null,
          action: row.action as AuditEntry['action'],
          targetType: row.target_type as AuditEntry['targetType'],
          targetId: row.target_id,
          targetLabel: row.target_label,
          reason: row.reason,
          details: row.details ?? {},
        })),
        count: total,
      };
    },
  };
}
export type AuditService = ReturnType<typeof createAuditService>;
