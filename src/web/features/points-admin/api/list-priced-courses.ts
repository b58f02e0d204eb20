import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CourseList } from '../../../../contract/courses';
import { apiFetch } from '../../../lib/api-client';

export interface PricedCoursesFilter {
  /** `language`: language courses only; undefined: every course. */
  path?: 'language' | undefined;
  search: string;
  page: number;
}

/** Courses of every status, for setting prices (admin). */
export function listPricedCourses(filter: PricedCoursesFilter): Promise<CourseList> {
  const params = new URLSearchParams({ status: 'all', page: String(filter.page) });
  if (filter.path) params.set('path', filter.path);
  if (filter.search.trim()) params.set('search', filter.search.trim());
  return apiFetch<CourseList>(`/courses?${params.toString()}`);
}

export function pricedCoursesQuery(filter: PricedCoursesFilter) {
  return queryOptions({
    queryKey: ['points-admin', 'courses', filter],
    queryFn: () => listPricedCourses(filter),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function usePricedCourses(filter: PricedCoursesFilter) {
  return useQuery(pricedCoursesQuery(filter));
}
