import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** Deletes a course and its files (buyers are refunded first, per the domain rules). */
export function deleteCourse(id: number): Promise<{ message: string }> {
  return apiFetch<{ message: string }>(`/courses/${id}`, { method: 'DELETE' });
}

export function useDeleteCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCourse,
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: ['courses', 'detail', id] });
      void queryClient.invalidateQueries({ queryKey: ['courses', 'pending'] });
      void queryClient.invalidateQueries({ queryKey: ['courses', 'admin-list'] });
    },
  });
}
