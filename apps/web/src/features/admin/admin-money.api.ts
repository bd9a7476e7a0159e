import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiCall, ApiError, freshAccessToken, routeUrl } from '../../lib/api.ts';
import { adminKeys } from './queries.ts';

export interface LedgerFilters {
  period: 'day' | 'month';
  from?: string;
  to?: string;
}

export const fetchLedger = (filters: LedgerFilters, signal?: AbortSignal) =>
  apiCall('GET /admin/ledger', { query: { ...filters }, signal }).then((body) => body.data);

/** GET /admin/ledger: money by day or month, the totals and the ledger check. */
export const useLedger = (filters: LedgerFilters) =>
  useQuery({
    queryKey: adminKeys.ledger(filters),
    queryFn: ({ signal }) => fetchLedger(filters, signal),
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });

const fileNameOf = (disposition: string | null, fallback: string) =>
  /filename="?([^";]+)"?/i.exec(disposition ?? '')?.[1] ?? fallback;

/**
 * GET /admin/ledger/export as a file: the download needs the session's bearer token, so it is fetched, then handed to
 * the browser as an object URL behind a temporary `a[download]`.
 */
export async function downloadLedgerCsv(filters: LedgerFilters) {
  const token = await freshAccessToken();
  const response = await fetch(routeUrl('GET /admin/ledger/export', { query: { ...filters } }), {
    headers: { accept: 'text/csv', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { message?: string; details?: unknown };
    throw new ApiError(response.status, body.message ?? `Export failed (${response.status})`, body.details);
  }
  const blob = await response.blob();
  const name = fileNameOf(
    response.headers.get('content-disposition'),
    `ledger-${filters.period}-${filters.from ?? 'start'}-${filters.to ?? 'today'}.csv`,
  );
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next turn: the click has started the download by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
  return name;
}
