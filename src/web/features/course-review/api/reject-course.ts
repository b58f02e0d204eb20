import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CourseSummary } from '../../../../contract/courses';
import { apiFetch } from '../../../lib/api-client';
import { afterReview } from './review-actions';

/** Rejects with a reason the professor reads; the time is recorded. */
export function rejectCourse({ id, reason }: { id: number; reason: string }): Promise<CourseSummary> {
  return apiFetch<CourseSummary>(`/courses/${id}/reject`, { method: 'PUT', body: { reason } });
}

export function useRejectCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectCourse,
    onSuccess: (course) => afterReview(queryClient, course),
  });
}
