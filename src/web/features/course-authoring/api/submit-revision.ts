import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CourseRevision } from '../../../../contract/course-revisions';
import { apiFetch } from '../../../lib/api-client';
import { invalidateCourse } from '../../../lib/queries/invalidate-course';

/** Sends the draft revision to the admins' queue, with a note for the reviewer (a reply to a rejection). */
export function submitRevision({ id, note }: { id: number; note: string }): Promise<CourseRevision> {
  return apiFetch<CourseRevision>(`/courses/${id}/revision/submit`, {
    method: 'POST',
    body: note.trim() ? { note: note.trim() } : {},
  });
}

export function useSubmitRevision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitRevision,
    onSuccess: (revision) => void invalidateCourse(queryClient, revision.courseId),
  });
}
