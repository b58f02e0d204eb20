import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { liveSectionPurchase } from '../../../../contract/live';
import { apiFetch } from '../../../lib/api-client';
import { invalidateWallet } from '../../../lib/queries/invalidate-wallet';
import { liveKeys } from '../../../lib/queries/live-keys';

export type LiveSectionPurchase = z.infer<typeof liveSectionPurchase>;

/** Buys a live section (all its sessions) with points: 402 `Insufficient points`, 409 `Section already purchased`. */
export function buyLiveSection(sectionId: number): Promise<LiveSectionPurchase> {
  return apiFetch<LiveSectionPurchase>('/points/buy-live-section', { method: 'POST', body: { sectionId } });
}

export function useBuyLiveSection(sectionId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => buyLiveSection(sectionId),
    onSuccess: (result) => {
      void invalidateWallet(queryClient, result.balance);
      return queryClient.invalidateQueries({ queryKey: liveKeys.all });
    },
  });
}
