import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api.ts';
import { transactionKeys } from '../../../lib/query-keys.ts';
import { useSessionUser } from '../../../lib/session.ts';

export type TransactionView = 'seller' | 'customer';

/** Charges and refunds (customer) or payouts (`seller`), newest first. */
export const getTransactions = (type: TransactionView, signal?: AbortSignal) =>
  apiCall('GET /payment/transaction/viewall', { query: { type }, signal }).then((body) => body.data);

export const transactionsQuery = (type: TransactionView, userId: string | undefined) =>
  queryOptions({
    queryKey: transactionKeys.list(type, userId),
    queryFn: ({ signal }) => getTransactions(type, signal),
  });

/** Load errors are swallowed (docs/product/messages.md). */
export function useTransactions(type: TransactionView) {
  const user = useSessionUser();
  return useQuery({ ...transactionsQuery(type, user?.uuid), enabled: Boolean(user), meta: { silent: true } });
}
