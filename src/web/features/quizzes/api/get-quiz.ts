import { useQuery } from '@tanstack/react-query';
import type { Quiz } from '../../../../contract/quizzes';
import { apiFetch } from '../../../lib/api-client';
import { quizKeys } from '../../../lib/queries/quiz-keys';

/** A quiz with its right answers, for its professor and admins. */
export function useQuiz(id: number) {
  return useQuery({
    queryKey: quizKeys.detail(id),
    queryFn: () => apiFetch<Quiz>(`/quizzes/${id}`),
    enabled: Number.isSafeInteger(id) && id > 0,
  });
}
