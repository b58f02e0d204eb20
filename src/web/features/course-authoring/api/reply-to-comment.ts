import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Comment } from '../../../../contract/courses';
import { apiFetch } from '../../../lib/api-client';
import { commentKeys } from '../../../lib/queries/comment-keys';

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
    // The inbox and the course page's own thread both show the reply.
    onSuccess: (_reply, { courseId }) =>
      void Promise.all([
        queryClient.invalidateQueries({ queryKey: commentKeys.professor() }),
        queryClient.invalidateQueries({ queryKey: commentKeys.course(courseId) }),
      ]),
  });
}
