import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { invalidateCourse } from '../../../lib/queries/invalidate-course';

/** Drops the draft revision and the files only it held; the published course is untouched. */
export function discardRevision(id: number): Promise<void> {
  return apiFetch<void>(`/courses/${id}/revision`, { method: 'DELETE' });
}

export function useDiscardRevision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: discardRevision,
    onSuccess: (_result, id) => void invalidateCourse(queryClient, id),
  });
}
