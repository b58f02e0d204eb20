import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../api-client';
import { forgetCourse } from './invalidate-course';

/** Deletes a course and its files; the server refuses (409) while a professor's course has buyers. */
export function deleteCourse(id: number): Promise<{ message: string }> {
  return apiFetch<{ message: string }>(`/courses/${id}`, { method: 'DELETE' });
}

export function useDeleteCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCourse,
    onSuccess: (_result, id) => forgetCourse(queryClient, id),
  });
}
