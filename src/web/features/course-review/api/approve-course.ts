import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CourseSummary } from '../../../../contract/courses';
import { apiFetch } from '../../../lib/api-client';
import { invalidateCourse } from '../../../lib/queries/invalidate-course';

/** Approves as it is; refused (409) while the course has no path. */
export function approveCourse(id: number): Promise<CourseSummary> {
  return apiFetch<CourseSummary>(`/courses/${id}/approve`, { method: 'PUT' });
}

export function useApproveCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveCourse,
    // Not awaited: the caller's own success handling (toast, leaving the queue) runs at once.
    onSuccess: (course) => void invalidateCourse(queryClient, course.id),
  });
}
