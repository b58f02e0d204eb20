import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RejectionReasonCode } from '../../../../contract/course-revisions';
import type { CourseSummary } from '../../../../contract/courses';
import { apiFetch } from '../../../lib/api-client';
import { invalidateCourse } from '../../../lib/queries/invalidate-course';

/** Rejects with a reason the professor reads and the checklist's reasons; the time is recorded. */
export function rejectCourse({
  id,
  reason,
  reasons = [],
}: {
  id: number;
  reason: string;
  reasons?: RejectionReasonCode[];
}): Promise<CourseSummary> {
  return apiFetch<CourseSummary>(`/courses/${id}/reject`, { method: 'PUT', body: { reason, reasons } });
}

export function useRejectCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectCourse,
    // Not awaited: the caller's own success handling (toast, leaving the queue) runs at once.
    onSuccess: (course) => void invalidateCourse(queryClient, course.id),
  });
}
