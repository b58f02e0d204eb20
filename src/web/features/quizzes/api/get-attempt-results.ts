import { useQuery } from '@tanstack/react-query';
import type { AttemptResults } from '../../../../contract/quizzes';
import { apiFetch } from '../../../lib/api-client';
import { quizKeys } from '../../../lib/queries/quiz-keys';

/** A closed attempt's results with the right answers and explanations. */
export function useAttemptResults(attemptId: number | null) {
  return useQuery({
    queryKey: quizKeys.attemptResults(attemptId ?? 0),
    queryFn: () => apiFetch<AttemptResults>(`/quizzes/attempts/${attemptId}/results`),
    enabled: attemptId !== null,
  });
}
