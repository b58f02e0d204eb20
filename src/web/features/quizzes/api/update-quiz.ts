import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Quiz, QuizPatch } from '../../../../contract/quizzes';
import { apiFetch } from '../../../lib/api-client';
import { quizKeys } from '../../../lib/queries/quiz-keys';

export function updateQuiz({ id, patch }: { id: number; patch: QuizPatch }): Promise<Quiz> {
  return apiFetch<Quiz>(`/quizzes/${id}`, { method: 'PUT', body: patch });
}

export function useUpdateQuiz() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateQuiz,
    onSuccess: (quiz) => {
      queryClient.setQueryData(quizKeys.detail(quiz.id), quiz);
      void queryClient.invalidateQueries({ queryKey: quizKeys.all });
    },
  });
}
