import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../lib/api.ts';

export const dashboardKey = ['admin', 'dashboard'] as const;

export const fetchDashboard = (signal?: AbortSignal) =>
  apiCall('GET /admin/dashboard', { signal }).then((body) => body.data);

/** The dashboard's figures; the page shows its own error state with Retry. */
export const useDashboard = () =>
  useQuery({ queryKey: dashboardKey, queryFn: ({ signal }) => fetchDashboard(signal), meta: { silent: true } });
