import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { setBalanceBody } from '../../../../contract/points';
import { apiFetch } from '../../../lib/api-client';
import { invalidateWallet } from '../../../lib/queries/invalidate-wallet';

export type SetBalanceInput = z.infer<typeof setBalanceBody>;

/** Sets a user's balance to `points`; the server records the difference as an `adjustment` row. */
export function setBalance(body: SetBalanceInput): Promise<unknown> {
  return apiFetch<unknown>('/points/balance', { method: 'PUT', body });
}

export function useSetBalance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setBalance,
    onSuccess: () => invalidateWallet(queryClient),
  });
}
