import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CourseProgress } from '../../../../contract/progress';
import { apiFetch } from '../../../lib/api-client';
import { dashboardKeys } from '../../../lib/queries/dashboard-keys';

export function getCourseProgress(courseId: number): Promise<CourseProgress> {
  return apiFetch<CourseProgress>(`/courses/${courseId}/progress`);
}

export function courseProgressQuery(courseId: number) {
  return queryOptions({
    queryKey: dashboardKeys.progress(courseId),
    queryFn: () => getCourseProgress(courseId),
  });
}

/** The reader's progress in a course; only asked for by readers the server lets into the content. */
export function useCourseProgress(courseId: number, enabled: boolean) {
  return useQuery({ ...courseProgressQuery(courseId), enabled });
}
