import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Quiz } from '../../../../contract/quizzes';
import { apiFetch } from '../../../lib/api-client';
import { quizKeys } from '../../../lib/queries/quiz-keys';

export function approveQuiz(id: number): Promise<Quiz> {
  return apiFetch<Quiz>(`/quizzes/admin/quizzes/${id}/approve`, { method: 'PATCH' });
}

export function rejectQuiz({ id, reason }: { id: number; reason: string }): Promise<Quiz> {
  return apiFetch<Quiz>(`/quizzes/admin/quizzes/${id}/reject`, { method: 'PATCH', body: { reason } });
}

/** Approve or reject from the review queue; every quiz list and the pending count follow. */
export function useReviewQuiz() {
  const queryClient = useQueryClient();
  const onSuccess = () => void queryClient.invalidateQueries({ queryKey: quizKeys.all });
  return {
    approve: useMutation({ mutationFn: approveQuiz, onSuccess }),
    reject: useMutation({ mutationFn: rejectQuiz, onSuccess }),
  };
}
