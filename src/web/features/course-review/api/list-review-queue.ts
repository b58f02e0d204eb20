import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ReviewQueue } from '../../../../contract/course-revisions';
import { apiFetch } from '../../../lib/api-client';
import { courseKeys } from '../../../lib/queries/course-keys';

export function listReviewQueue(page: number): Promise<ReviewQueue> {
  return apiFetch<ReviewQueue>(`/courses/admin/review-queue?page=${page}`);
}

/** New courses and submitted revisions in one queue, oldest first as the server orders them. */
export function useReviewQueue(page: number) {
  return useQuery(
    queryOptions({
      queryKey: courseKeys.reviewQueue(page),
      queryFn: () => listReviewQueue(page),
      placeholderData: keepPreviousData,
    }),
  );
}
