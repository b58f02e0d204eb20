import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SlideAnalytics, SlidePeriod } from '../../../../contract/slides';
import { apiFetch } from '../../../lib/api-client';
import { siteKeys } from '../../../lib/queries/site-keys';

export function getSlideAnalytics(id: number, period: SlidePeriod): Promise<SlideAnalytics> {
  return apiFetch<SlideAnalytics>(`/slides/${id}/analytics?period=${period}`);
}

export function slideAnalyticsQuery(id: number, period: SlidePeriod) {
  return queryOptions({
    queryKey: siteKeys.slideAnalytics(id, period),
    queryFn: () => getSlideAnalytics(id, period),
    // Views arrive all the time: read again after a minute rather than five.
    staleTime: 60_000,
  });
}

export function useSlideAnalytics(id: number, period: SlidePeriod) {
  return useQuery(slideAnalyticsQuery(id, period));
}
