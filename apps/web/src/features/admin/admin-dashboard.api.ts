import type { Dashboard } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { adminKeys } from './queries.ts';

export const fetchDashboard = (signal?: AbortSignal) =>
  api<{ data: Dashboard }>('/admin/dashboard', { signal }).then((body) => body.data);

/** The dashboard's figures; the page shows its own error state with Retry. */
export const useDashboard = () =>
  useQuery({ queryKey: adminKeys.dashboard, queryFn: ({ signal }) => fetchDashboard(signal), meta: { silent: true } });
