import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { quizKeys } from '../../../lib/queries/quiz-keys';

/** Deletes a quiz, or deactivates it when students have attempted it (`deleted: false`). */
export function deleteQuiz(id: number): Promise<{ message: string; deleted: boolean }> {
  return apiFetch(`/quizzes/${id}`, { method: 'DELETE' });
}

export function useDeleteQuiz() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteQuiz,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: quizKeys.all }),
  });
}
