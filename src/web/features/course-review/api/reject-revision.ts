import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CourseRevision, RejectionReasonCode } from '../../../../contract/course-revisions';
import { apiFetch } from '../../../lib/api-client';
import { invalidateCourse } from '../../../lib/queries/invalidate-course';

/** Sends the revision back with the checklist and a comment; the published version stays on sale. */
export function rejectRevision({
  id,
  reason,
  reasons,
}: {
  id: number;
  reason: string;
  reasons: RejectionReasonCode[];
}): Promise<CourseRevision> {
  return apiFetch<CourseRevision>(`/courses/${id}/revision/reject`, {
    method: 'PUT',
    body: { reason, reasons },
  });
}

export function useRejectRevision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectRevision,
    onSuccess: (revision) => void invalidateCourse(queryClient, revision.courseId),
  });
}
