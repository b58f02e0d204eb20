import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Balance } from '../../../../contract/points';
import { apiFetch } from '../../../lib/api-client';

export function getBalance(): Promise<Balance> {
  return apiFetch<Balance>('/points/balance');
}

/** The same key the wallet pages and the account menu use, so a purchase here refreshes them all. */
export const balanceQueryKey = ['points', 'balance'] as const;

export function balanceQuery() {
  // A balance changes with every purchase or top-up elsewhere: re-read it rather than trust a cache.
  return queryOptions({ queryKey: balanceQueryKey, queryFn: getBalance, staleTime: 0 });
}

/** The signed-in student's points; `enabled` keeps visitors and staff from asking. */
export function useBalance(enabled: boolean) {
  return useQuery({ ...balanceQuery(), enabled });
}
