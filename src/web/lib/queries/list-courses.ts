import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CourseList } from '../../../contract/courses';
import { apiFetch } from '../api-client';
import { courseKeys, type CourseListParams } from './course-keys';

/** `GET /courses` with the given filters; empty values are left out of the query string. */
export function listCourses(params: CourseListParams): Promise<CourseList> {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') query.set(name, String(value));
  }
  return apiFetch<CourseList>(`/courses?${query.toString()}`);
}

/** One page of courses; the previous page stays on screen while the next one loads. */
export function coursesQuery(params: CourseListParams) {
  return queryOptions({
    queryKey: courseKeys.list(params),
    queryFn: () => listCourses(params),
    placeholderData: keepPreviousData,
  });
}

export function useCourses(
  params: CourseListParams,
  options: { enabled?: boolean; staleTime?: number } = {},
) {
  return useQuery({ ...coursesQuery(params), ...options });
}
