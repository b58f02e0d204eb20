import { useQuery } from '@tanstack/react-query';
import type { QuizOverview } from '../../../../contract/quizzes';
import { apiFetch } from '../../../lib/api-client';
import { quizKeys } from '../../../lib/queries/quiz-keys';

/** A quiz's intro for the student: rules, attempts left, past results and an open attempt to resume. */
export function useQuizOverview(quizId: number) {
  return useQuery({
    queryKey: quizKeys.overview(quizId),
    queryFn: () => apiFetch<QuizOverview>(`/quizzes/${quizId}/overview`),
    enabled: Number.isSafeInteger(quizId) && quizId > 0,
    // The open attempt's state changes on the server (deadline): never serve a stale intro.
    staleTime: 0,
  });
}
