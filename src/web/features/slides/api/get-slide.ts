import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Slide } from '../../../../contract/slides';
import { apiFetch } from '../../../lib/api-client';
import { siteKeys } from '../../../lib/queries/site-keys';

export function getSlide(id: number): Promise<Slide> {
  return apiFetch<Slide>(`/slides/${id}`);
}

export function slideQuery(id: number) {
  return queryOptions({ queryKey: siteKeys.slide(id), queryFn: () => getSlide(id) });
}

export function useSlide(id: number | null) {
  return useQuery({ ...slideQuery(id ?? 0), enabled: id !== null });
}
