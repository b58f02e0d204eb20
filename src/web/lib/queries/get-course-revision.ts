import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CourseRevision } from '../../../contract/course-revisions';
import { apiFetch } from '../api-client';
import { courseKeys } from './course-keys';

export function getCourseRevision(id: number): Promise<CourseRevision> {
  return apiFetch<CourseRevision>(`/courses/${id}/revision`);
}

/**
 * A course's draft revision with its diff against the published version (its professor and admins), read
 * only while the course says it has one. Its file links carry short-lived grants, like the course's.
 */
export function useCourseRevision(id: number, hasRevision: boolean) {
  return useQuery(
    queryOptions({
      queryKey: courseKeys.revision(id),
      queryFn: () => getCourseRevision(id),
      enabled: hasRevision && id > 0,
      staleTime: 60_000,
    }),
  );
}
