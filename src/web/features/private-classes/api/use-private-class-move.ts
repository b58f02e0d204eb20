import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PayResult, PrivateClass } from '../../../../contract/private-classes';
import { apiFetch } from '../../../lib/api-client';
import { invalidateWallet } from '../../../lib/queries/invalidate-wallet';
import { liveKeys } from '../../../lib/queries/live-keys';
import { privateClassKeys } from '../../../lib/queries/private-class-keys';

export type PrivateClassMove =
  | { kind: 'confirm'; id: number; schedule: { startsAt: string }[] }
  | { kind: 'reject'; id: number; reason: string }
  | { kind: 'cancel'; id: number; reason: string }
  | { kind: 'pay'; id: number };

/**
 * The four moves of a request: PUT …/confirm {schedule}, PUT …/reject {reason}, POST …/cancel {reason} and
 * POST …/pay. Each answers the class as it now is (pay adds the new balance); a refusal (409, 402) keeps it.
 */
export function movePrivateClass(move: PrivateClassMove): Promise<PrivateClass | PayResult> {
  const url = `/private-classes/${move.id}/${move.kind}`;
  switch (move.kind) {
    case 'confirm':
      return apiFetch<PrivateClass>(url, { method: 'PUT', body: { schedule: move.schedule } });
    case 'reject':
      return apiFetch<PrivateClass>(url, { method: 'PUT', body: { reason: move.reason } });
    case 'cancel':
      return apiFetch<PrivateClass>(url, { method: 'POST', body: { reason: move.reason } });
    case 'pay':
      return apiFetch<PayResult>(url, { method: 'POST' });
  }
}

export function usePrivateClassMove() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: movePrivateClass,
    onSettled: async (result, _error, move) => {
      // Paying and cancelling move points; both change the live sessions the class became.
      if (move.kind === 'pay' || move.kind === 'cancel') {
        await invalidateWallet(queryClient, result && 'balance' in result ? result.balance : undefined);
        void queryClient.invalidateQueries({ queryKey: liveKeys.all });
      }
      await queryClient.invalidateQueries({ queryKey: privateClassKeys.all });
    },
  });
}
