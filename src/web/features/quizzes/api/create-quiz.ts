import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Quiz, QuizBody } from '../../../../contract/quizzes';
import { apiFetch } from '../../../lib/api-client';
import { quizKeys } from '../../../lib/queries/quiz-keys';

export function createQuiz(body: QuizBody): Promise<Quiz> {
  return apiFetch<Quiz>('/quizzes', { method: 'POST', body });
}

export function useCreateQuiz() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createQuiz,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: quizKeys.all }),
  });
}
