import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { commentList } from '../../../../contract/courses';
import { apiFetch } from '../../../lib/api-client';
import { commentKeys } from '../../../lib/queries/comment-keys';

export type CommentList = z.infer<typeof commentList>;

export function getCourseComments(courseId: number, page: number): Promise<CommentList> {
  return apiFetch<CommentList>(`/courses/${courseId}/comments?page=${page}`);
}

export function courseCommentsQuery(courseId: number, page: number) {
  return queryOptions({
    queryKey: commentKeys.coursePage(courseId, page),
    queryFn: () => getCourseComments(courseId, page),
  });
}

export function useCourseComments(courseId: number, page: number) {
  return useQuery({ ...courseCommentsQuery(courseId, page), placeholderData: keepPreviousData });
}
