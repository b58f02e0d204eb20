import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { redeemResult } from '../../../../contract/points';
import { apiFetch } from '../../../lib/api-client';
import { invalidateWallet } from '../../../lib/queries/invalidate-wallet';

export type RedeemResult = z.infer<typeof redeemResult>;

/** `code` already normalised (upper case, no spaces or dashes). */
export function redeemCode(code: string): Promise<RedeemResult> {
  return apiFetch<RedeemResult>('/points/codes/redeem', { method: 'POST', body: { code } });
}

export function useRedeemCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: redeemCode,
    onSuccess: (result) => {
      void invalidateWallet(queryClient, result.balance);
    },
  });
}
