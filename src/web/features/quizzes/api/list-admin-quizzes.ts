import { useQuery } from '@tanstack/react-query';
import type { QuizList, QuizStatus } from '../../../../contract/quizzes';
import { apiFetch } from '../../../lib/api-client';
import { quizKeys } from '../../../lib/queries/quiz-keys';

/** The review queue (pending by default), with the right answers for the preview. */
export function useAdminQuizzes(status: QuizStatus | 'all') {
  return useQuery({
    queryKey: quizKeys.admin(status),
    queryFn: () => apiFetch<QuizList>(`/quizzes/admin/quizzes?status=${status}`),
  });
}
