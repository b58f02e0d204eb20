import { useQuery } from '@tanstack/react-query';
import type { QuizList } from '../../../../contract/quizzes';
import { apiFetch } from '../../../lib/api-client';
import { quizKeys } from '../../../lib/queries/quiz-keys';

export function useMyQuizzes() {
  return useQuery({ queryKey: quizKeys.mine(), queryFn: () => apiFetch<QuizList>('/quizzes/my-quizzes') });
}
