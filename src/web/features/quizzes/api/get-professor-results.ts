import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ProfessorResults } from '../../../../contract/quizzes';
import { apiFetch } from '../../../lib/api-client';
import { quizKeys } from '../../../lib/queries/quiz-keys';

export const RESULTS_PAGE_SIZE = 20;

/**
 * The closed attempts of the professor's quizzes, or of one of them: their totals and score distribution, one
 * page of them, and every quiz with its own totals. The page shown stays while the next one loads.
 */
export function useProfessorResults(quizId: number | null, page: number) {
  return useQuery({
    queryKey: quizKeys.professorResults(quizId, page),
    queryFn: () => {
      const params = new URLSearchParams({ page: String(page), limit: String(RESULTS_PAGE_SIZE) });
      if (quizId !== null) params.set('quizId', String(quizId));
      return apiFetch<ProfessorResults>(`/quizzes/professor/results?${params.toString()}`);
    },
    placeholderData: keepPreviousData,
  });
}
