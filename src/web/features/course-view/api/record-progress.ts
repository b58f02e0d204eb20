import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CourseProgress, ProgressBody } from '../../../../contract/progress';
import { apiFetch } from '../../../lib/api-client';
import { dashboardKeys } from '../../../lib/queries/dashboard-keys';

/** Records a tick, a PDF opened or a video's position; the answer is the course's whole progress. */
export function recordProgress(courseId: number, body: ProgressBody): Promise<CourseProgress> {
  return apiFetch<CourseProgress>(`/courses/${courseId}/progress`, { method: 'PUT', body });
}

export function useRecordProgress(courseId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProgressBody) => recordProgress(courseId, body),
    onSuccess: (progress) => {
      queryClient.setQueryData(dashboardKeys.progress(courseId), progress);
      void queryClient.invalidateQueries({ queryKey: dashboardKeys.student() });
    },
  });
}
