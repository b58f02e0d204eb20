import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Balance } from '../../../contract/points';
import { apiFetch } from '../api-client';
import { pointsKeys } from './points-keys';

export function getBalance(): Promise<Balance> {
  return apiFetch<Balance>('/points/balance');
}

export function balanceQuery() {
  // A balance changes with every purchase or top-up elsewhere: re-read it whenever a page asks.
  return queryOptions({ queryKey: pointsKeys.balance(), queryFn: getBalance, staleTime: 0 });
}

/** The signed-in user's points; `enabled` lets the header and the buy panel ask only for students. */
export function useBalance(enabled = true) {
  return useQuery({ ...balanceQuery(), enabled });
}
