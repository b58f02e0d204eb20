import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { CourseSummary, createMaterialForCourseBody } from '../../../../contract/courses';
import { apiFetch } from '../../../lib/api-client';
import { invalidateCatalogue } from '../../../lib/queries/invalidate-catalogue';

/** Creates a material (under a year or a speciality) and puts the course under it, which approves it. */
export function createMaterialForCourse({
  id,
  body,
}: {
  id: number;
  body: z.input<typeof createMaterialForCourseBody>;
}): Promise<CourseSummary> {
  return apiFetch<CourseSummary>(`/courses/${id}/create-material`, { method: 'PUT', body });
}

export function useCreateMaterialForCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMaterialForCourse,
    onSuccess: () => {
      // A new material joins the tree, the browsing lists and the material options.
      // Not awaited: the caller's own success handling (toast, leaving the queue) runs at once.
      void invalidateCatalogue(queryClient);
    },
  });
}
