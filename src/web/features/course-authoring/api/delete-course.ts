import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** Refused with 409 while the course has buyers. */
export function deleteCourse(id: number): Promise<{ message: string }> {
  return apiFetch<{ message: string }>(`/courses/${id}`, { method: 'DELETE' });
}

export function useDeleteCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCourse,
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: ['courses', 'detail', id] });
      void queryClient.invalidateQueries({ queryKey: ['courses', 'mine'] });
    },
  });
}
