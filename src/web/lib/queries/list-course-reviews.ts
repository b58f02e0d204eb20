import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CourseReviewHistory } from '../../../contract/course-revisions';
import { apiFetch } from '../api-client';
import { courseKeys } from './course-keys';

export function listCourseReviews(id: number): Promise<CourseReviewHistory> {
  return apiFetch<CourseReviewHistory>(`/courses/${id}/reviews`);
}

/** Every submission and decision on a course (its professor and admins), newest first. */
export function useCourseReviews(id: number) {
  return useQuery(
    queryOptions({ queryKey: courseKeys.reviews(id), queryFn: () => listCourseReviews(id), enabled: id > 0 }),
  );
}
