import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { commentKeys } from '../../../lib/queries/comment-keys';

export function deleteComment(courseId: number, commentId: number): Promise<{ message: string }> {
  return apiFetch<{ message: string }>(`/courses/${courseId}/comments/${commentId}`, { method: 'DELETE' });
}

export function useDeleteComment(courseId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (commentId: number) => deleteComment(courseId, commentId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: commentKeys.course(courseId) }),
  });
}
