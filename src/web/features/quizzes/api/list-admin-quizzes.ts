import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { QuizPage, QuizStatus } from '../../../../contract/quizzes';
import { apiFetch } from '../../../lib/api-client';
import { quizKeys } from '../../../lib/queries/quiz-keys';

/** Quizzes on one review-queue page. */
export const ADMIN_QUIZZES_PAGE_SIZE = 10;

/** The review queue (pending by default), one page at a time, with the right answers for the preview. */
export function useAdminQuizzes(status: QuizStatus | 'all', page: number) {
  return useQuery({
    queryKey: quizKeys.admin(status, page),
    queryFn: () =>
      apiFetch<QuizPage>(
        `/quizzes/admin/quizzes?status=${status}&page=${page}&limit=${ADMIN_QUIZZES_PAGE_SIZE}`,
      ),
    placeholderData: keepPreviousData,
  });
}
