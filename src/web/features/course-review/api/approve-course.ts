import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CourseSummary } from '../../../../contract/courses';
import { apiFetch } from '../../../lib/api-client';
import { afterReview } from './review-actions';

/** Approves as it is; refused (409) while the course has no path. */
export function approveCourse(id: number): Promise<CourseSummary> {
  return apiFetch<CourseSummary>(`/courses/${id}/approve`, { method: 'PUT' });
}

export function useApproveCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveCourse,
    onSuccess: (course) => afterReview(queryClient, course),
  });
}
