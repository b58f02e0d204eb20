import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { EarningsReport } from '../../../../contract/points';
import { apiFetch } from '../../../lib/api-client';
import { pointsKeys } from '../../../lib/queries/points-keys';

export interface EarningsRange {
  /** ISO dates (YYYY-MM-DD), both inclusive; empty for no bound. */
  from: string;
  to: string;
}

export function getEarnings(range: EarningsRange): Promise<EarningsReport> {
  const params = new URLSearchParams();
  if (range.from) params.set('from', range.from);
  if (range.to) params.set('to', range.to);
  const query = params.toString();
  return apiFetch<EarningsReport>(`/admin/earnings${query ? `?${query}` : ''}`);
}

export function earningsQuery(range: EarningsRange) {
  return queryOptions({
    queryKey: pointsKeys.earnings(range),
    queryFn: () => getEarnings(range),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** Sales, professors' shares and top-ups over a period (admin). */
export function useEarnings(range: EarningsRange) {
  return useQuery(earningsQuery(range));
}
