import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PointTransaction } from '../../../../contract/points';
import { apiFetch } from '../../../lib/api-client';
import { pointsKeys } from '../../../lib/queries/points-keys';

/** How often the success page asks again while the payment is still pending. */
export const PENDING_POLL_MS = 2000;

export function getPaymentTransaction(id: number): Promise<PointTransaction> {
  return apiFetch<PointTransaction>(`/payments/transaction/${id}`);
}

export function paymentTransactionQuery(id: number) {
  return queryOptions({
    queryKey: pointsKeys.payment(id),
    queryFn: () => getPaymentTransaction(id),
    staleTime: 0,
    // The provider's confirmation may arrive a moment after the browser comes back.
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? PENDING_POLL_MS : false),
  });
}

/** One card purchase, re-read every 2 s while it is pending. */
export function usePaymentTransaction(id: number | null) {
  return useQuery({ ...paymentTransactionQuery(id ?? 0), enabled: id !== null });
}
