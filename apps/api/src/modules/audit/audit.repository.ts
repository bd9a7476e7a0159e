import { sql, type SQL } from 'drizzle-orm';
import type { AuditAction, AuditTargetType } from '@app/contract';
import { queryRows, type Executor } from '../../db/client.ts';
import { auditLog } from '../../db/schema.ts';
import { accountOf } from '../accounts/accounts.parts.ts';

export interface AuditRecord {
  actorId: string;
  action: AuditAction;
  targetType: AuditTargetType;
  targetId: string;
  targetLabel: string;
  reason?: string | null;
  details?: Record<string, unknown>;
}

export async function insertAuditEntry(executor: Executor, entry: AuditRecord) {
  await executor.insert(auditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    targetLabel: entry.targetLabel,
    reason: entry.reason ?? null,
    details: entry.details ?? {},
  });
}

export interface AuditFilter {
  action?: string;
  targetType?: string;
  targetId?: string;
  actor?: string;
  /** Inclusive UTC dates. */
  from?: string;
  to?: string;
}

export interface AuditRow {
  id: string;
  created_at: Date | string;
  actor_id: string | null;
  actor_name: string | null;
  actor_email: string | null;
  action: string;
  target_type: string;
  target_id: string;
  target_label: string;
  reason: string | null;
  details: Record<string, unknown>;
  total_count: number | string;
}

export async function listAuditEntries(executor: Executor, filter: AuditFilter, limit: number, offset: number) {
  const conditions: SQL[] = [sql`true`];
  if (filter.action) conditions.push(sql`a.action = ${filter.action}`);
  if (filter.targetType) conditions.push(sql`a.target_type = ${filter.targetType}`);
  if (filter.targetId) conditions.push(sql`a.target_id = ${filter.targetId}`);
  if (filter.actor) conditions.push(sql`a.actor_id = ${filter.actor}`);
  if (filter.from) conditions.push(sql`a.created_at >= ${filter.from}::date`);
  if (filter.to) conditions.push(sql`a.created_at < ${filter.to}::date + 1`);
  const rows = await queryRows<AuditRow>(
    executor,
    sql`select a.id, a.created_at, a.actor_id, u.display_name as actor_name, u.email as actor_email, a.action,
        a.target_type, a.target_id, a.target_label, a.reason, a.details, count(*) over () as total_count
      from audit_log a left join lateral ${accountOf(sql`a.actor_id`)} u on true
      where ${sql.join(conditions, sql` and `)}
      order by a.created_at desc, a.id desc limit ${limit} offset ${offset}`,
  );
  return { rows, total: Number(rows[0]?.total_count ?? 0) };
}
