import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Comment } from '../../../../contract/courses';
import { apiFetch } from '../../../lib/api-client';

export interface ReplyInput {
  courseId: number;
  commentId: number;
  body: string;
}

export function replyToComment({ courseId, commentId, body }: ReplyInput): Promise<Comment> {
  return apiFetch<Comment>(`/courses/${courseId}/comments/${commentId}/replies`, {
    method: 'POST',
    body: { body },
  });
}

export function useReplyToComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replyToComment,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['comments', 'professor'] }),
  });
}
