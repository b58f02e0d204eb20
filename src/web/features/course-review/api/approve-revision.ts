import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CourseSummary } from '../../../../contract/courses';
import { apiFetch } from '../../../lib/api-client';
import { invalidateCourse } from '../../../lib/queries/invalidate-course';

/** Puts the submitted revision in place of the published version, at once for every buyer. */
export function approveRevision(id: number): Promise<CourseSummary> {
  return apiFetch<CourseSummary>(`/courses/${id}/revision/approve`, { method: 'PUT' });
}

export function useApproveRevision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveRevision,
    onSuccess: (course) => void invalidateCourse(queryClient, course.id),
  });
}
