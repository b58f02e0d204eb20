import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CourseList } from '../../../../contract/courses';
import { apiFetch } from '../../../lib/api-client';

export const COURSES_PAGE_SIZE = 12;

export type CourseFilter = { materialId: number } | { languageLevelId: number };

export function getCourses(filter: CourseFilter, page: number): Promise<CourseList> {
  const params = new URLSearchParams({ page: String(page), limit: String(COURSES_PAGE_SIZE) });
  for (const [name, value] of Object.entries(filter)) params.set(name, String(value));
  return apiFetch<CourseList>(`/courses?${params.toString()}`);
}

/** The approved courses of one material or one language level, a page at a time. */
export function coursesQuery(filter: CourseFilter, page: number) {
  return queryOptions({
    queryKey: ['courses', 'list', filter, page],
    queryFn: () => getCourses(filter, page),
  });
}

export function useCourses(filter: CourseFilter | null, page: number) {
  return useQuery({
    ...coursesQuery(filter ?? { materialId: 0 }, page),
    enabled: filter !== null,
    placeholderData: keepPreviousData,
  });
}
