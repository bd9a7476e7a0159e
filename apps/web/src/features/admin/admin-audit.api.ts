import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../lib/api.ts';
import { adminKeys } from './queries.ts';

export interface AuditFilters {
  action?: string;
  targetType?: string;
  targetId?: string;
  actor?: string;
  from?: string;
  to?: string;
  page: number;
  limit: number;
}

export const fetchAudit = (filters: AuditFilters, signal?: AbortSignal) =>
  apiCall('GET /admin/audit', { query: { ...filters }, signal });

/** GET /admin/audit: admin actions, newest first. */
export const useAudit = (filters: AuditFilters) =>
  useQuery({
    queryKey: adminKeys.auditList(filters),
    queryFn: ({ signal }) => fetchAudit(filters, signal),
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
