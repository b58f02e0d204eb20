import { useQuery } from '@tanstack/react-query';
import type { ProfessorResults } from '../../../../contract/quizzes';
import { apiFetch } from '../../../lib/api-client';
import { quizKeys } from '../../../lib/queries/quiz-keys';

/** Closed attempts of the professor's quizzes, per quiz and all together. */
export function useProfessorResults() {
  return useQuery({
    queryKey: quizKeys.professorResults(),
    queryFn: () => apiFetch<ProfessorResults>('/quizzes/professor/results'),
  });
}
