import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { professorCommentList } from '../../../../contract/courses';
import { apiFetch } from '../../../lib/api-client';
import { commentKeys } from '../../../lib/queries/comment-keys';

export type ProfessorCommentList = z.infer<typeof professorCommentList>;
export type ProfessorComment = ProfessorCommentList['comments'][number];

export function listProfessorComments(page: number, courseId: number | null): Promise<ProfessorCommentList> {
  const query = new URLSearchParams({ page: String(page) });
  if (courseId !== null) query.set('courseId', String(courseId));
  return apiFetch<ProfessorCommentList>(`/comments/professor?${query.toString()}`);
}

export function professorCommentsQuery(page: number, courseId: number | null) {
  return queryOptions({
    queryKey: commentKeys.professorPage(courseId, page),
    queryFn: () => listProfessorComments(page, courseId),
    placeholderData: keepPreviousData,
  });
}

/** Comments on the professor's courses (or one course), unanswered first. */
export function useProfessorComments(page: number, courseId: number | null) {
  return useQuery(professorCommentsQuery(page, courseId));
}
