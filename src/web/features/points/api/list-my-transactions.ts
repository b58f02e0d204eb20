import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { TRANSACTIONS_PAGE_SIZE, type TransactionList } from '../../../../contract/points';
import { apiFetch } from '../../../lib/api-client';
import { pointsKeys } from '../../../lib/queries/points-keys';

/** The signed-in user's own ledger, newest first. */
export function listMyTransactions(page: number, limit = TRANSACTIONS_PAGE_SIZE): Promise<TransactionList> {
  return apiFetch<TransactionList>(`/points/transactions?page=${page}&limit=${limit}`);
}

export function myTransactionsQuery(page: number, limit = TRANSACTIONS_PAGE_SIZE) {
  return queryOptions({
    queryKey: pointsKeys.myTransactions(page, limit),
    queryFn: () => listMyTransactions(page, limit),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useMyTransactions(page: number, limit = TRANSACTIONS_PAGE_SIZE) {
  return useQuery(myTransactionsQuery(page, limit));
}
