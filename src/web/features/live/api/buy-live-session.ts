import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LiveSessionPurchase } from '../../../../contract/live';
import { apiFetch } from '../../../lib/api-client';
import { ApiError } from '../../../lib/http';
import { invalidateWallet } from '../../../lib/queries/invalidate-wallet';
import { liveKeys } from '../../../lib/queries/live-keys';

/**
 * Buys a seat with points at the price the student was shown: 409 `Price changed` when it moved meanwhile,
 * 402 `Insufficient points`, 409 `Session already purchased` or `Session is full`.
 */
export function buyLiveSession(sessionId: number, amountPaid: number): Promise<LiveSessionPurchase> {
  return apiFetch<LiveSessionPurchase>(`/live-sessions/${sessionId}/purchase`, {
    method: 'POST',
    body: { amount_paid: amountPaid },
  });
}

export function useBuyLiveSession(sessionId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (amountPaid: number) => buyLiveSession(sessionId, amountPaid),
    onSuccess: (result) => {
      void invalidateWallet(queryClient, result.balance);
      return queryClient.invalidateQueries({ queryKey: liveKeys.all });
    },
    onError: (error) => {
      // Repriced, full or bought elsewhere: what the page shows is out of date.
      if (error instanceof ApiError && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: liveKeys.all });
      }
    },
  });
}
