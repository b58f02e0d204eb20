import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CourseList } from '../../../../contract/courses';
import { apiFetch } from '../../../lib/api-client';
import { courseKeys } from '../../../lib/queries/course-keys';

export function listPendingCourses(page: number): Promise<CourseList> {
  return apiFetch<CourseList>(`/courses/admin/pending?page=${page}`);
}

export function pendingCoursesQuery(page: number) {
  return queryOptions({
    queryKey: courseKeys.pending(page),
    queryFn: () => listPendingCourses(page),
    placeholderData: keepPreviousData,
  });
}

/** The review queue: pending courses, oldest first as the server orders them. */
export function usePendingCourses(page: number) {
  return useQuery(pendingCoursesQuery(page));
}
