import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { QuizPage } from '../../../../contract/quizzes';
import { apiFetch } from '../../../lib/api-client';
import { quizKeys } from '../../../lib/queries/quiz-keys';

export const MY_QUIZZES_PAGE_SIZE = 20;

/** The professor's quizzes, newest first, a page at a time; the page shown stays while the next one loads. */
export function useMyQuizzes(page: number) {
  return useQuery({
    queryKey: quizKeys.mine(page),
    queryFn: () => apiFetch<QuizPage>(`/quizzes/my-quizzes?page=${page}&limit=${MY_QUIZZES_PAGE_SIZE}`),
    placeholderData: keepPreviousData,
  });
}
