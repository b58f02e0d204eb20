import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CourseSummary } from '../../../../contract/courses';
import { apiFetch } from '../../../lib/api-client';
import { invalidateCourse } from '../../../lib/queries/invalidate-course';

/** Puts the course under an existing material, which approves it. */
export function assignMaterial({
  id,
  materialId,
}: {
  id: number;
  materialId: number;
}): Promise<CourseSummary> {
  return apiFetch<CourseSummary>(`/courses/${id}/assign-material-admin`, {
    method: 'PUT',
    body: { material_id: materialId },
  });
}

export function useAssignMaterial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignMaterial,
    // Not awaited: the caller's own success handling (toast, leaving the queue) runs at once.
    onSuccess: (course) => void invalidateCourse(queryClient, course.id),
  });
}
