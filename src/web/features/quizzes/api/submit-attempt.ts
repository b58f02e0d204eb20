import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Answer, AttemptScore } from '../../../../contract/quizzes';
import { apiFetch } from '../../../lib/api-client';
import { quizKeys } from '../../../lib/queries/quiz-keys';

export function submitAttempt({
  attemptId,
  answers,
}: {
  attemptId: number;
  answers: Answer[];
}): Promise<AttemptScore> {
  return apiFetch<AttemptScore>(`/quizzes/attempts/${attemptId}/submit`, {
    method: 'POST',
    body: { answers },
  });
}

export function useSubmitAttempt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitAttempt,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: quizKeys.all }),
  });
}
