import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../lib/api.ts';
import { adminKeys } from './queries.ts';

export const fetchDashboard = (signal?: AbortSignal) =>
  apiCall('GET /admin/dashboard', { signal }).then((body) => body.data);

/** The dashboard's figures; the page shows its own error state with Try again. */
export const useDashboard = () =>
  useQuery({ queryKey: adminKeys.dashboard, queryFn: ({ signal }) => fetchDashboard(signal), meta: { silent: true } });
