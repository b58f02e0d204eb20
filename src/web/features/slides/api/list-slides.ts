import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Slide } from '../../../../contract/slides';
import { apiFetch } from '../../../lib/api-client';
import { siteKeys } from '../../../lib/queries/site-keys';

/** Every slide in its order, inactive and expired ones included (admin). */
export function listSlides(): Promise<Slide[]> {
  return apiFetch<Slide[]>('/slides');
}

export function slidesQuery() {
  return queryOptions({ queryKey: siteKeys.slideList(), queryFn: listSlides });
}

export function useSlides() {
  return useQuery(slidesQuery());
}
