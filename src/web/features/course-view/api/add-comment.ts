import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Comment, commentBody } from '../../../../contract/courses';
import { apiFetch } from '../../../lib/api-client';
import { commentKeys } from '../../../lib/queries/comment-keys';

export type CommentBody = z.input<typeof commentBody>;

/** Refused with 403 for readers who may not see the content (only they may comment). */
export function addComment(courseId: number, body: CommentBody): Promise<Comment> {
  return apiFetch<Comment>(`/courses/${courseId}/comments`, { method: 'POST', body });
}

export function useAddComment(courseId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CommentBody) => addComment(courseId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: commentKeys.course(courseId) }),
  });
}
