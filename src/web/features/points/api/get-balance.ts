import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Balance } from '../../../../contract/points';
import { apiFetch } from '../../../lib/api-client';

export function getBalance(): Promise<Balance> {
  return apiFetch<Balance>('/points/balance');
}

export const balanceQueryKey = ['points', 'balance'] as const;

export function balanceQuery() {
  // A balance changes with every purchase: re-read it whenever a page asks rather than trusting a cache.
  return queryOptions({ queryKey: balanceQueryKey, queryFn: getBalance, staleTime: 0 });
}

/** The signed-in user's points; `enabled` lets the header ask only for students. */
export function useBalance(enabled = true) {
  return useQuery({ ...balanceQuery(), enabled });
}
