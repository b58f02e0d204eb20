import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  TRANSACTIONS_PAGE_SIZE,
  type TransactionKind,
  type TransactionList,
  type TransactionStatus,
} from '../../../../contract/points';
import { apiFetch } from '../../../lib/api-client';
import { pointsKeys } from '../../../lib/queries/points-keys';

export interface TransactionsFilter {
  page: number;
  /** The keyset cursor of a neighbouring page (decision 122); the server then ignores `page`. */
  cursor?: string | undefined;
  limit?: number;
  user_id?: number | undefined;
  kind?: TransactionKind | undefined;
  status?: TransactionStatus | undefined;
}

export function listTransactions(filter: TransactionsFilter): Promise<TransactionList> {
  const params = new URLSearchParams({
    page: String(filter.page),
    limit: String(filter.limit ?? TRANSACTIONS_PAGE_SIZE),
  });
  if (filter.cursor) params.set('cursor', filter.cursor);
  if (filter.user_id) params.set('user_id', String(filter.user_id));
  if (filter.kind) params.set('kind', filter.kind);
  if (filter.status) params.set('status', filter.status);
  return apiFetch<TransactionList>(`/points/transactions?${params.toString()}`);
}

export function transactionsQuery(filter: TransactionsFilter) {
  return queryOptions({
    queryKey: pointsKeys.allTransactions(filter),
    queryFn: () => listTransactions(filter),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** Everyone's ledger rows (admin), newest first, with the filters applied by the server. */
export function useTransactions(filter: TransactionsFilter) {
  return useQuery(transactionsQuery(filter));
}
