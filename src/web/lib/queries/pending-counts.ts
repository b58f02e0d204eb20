import { queryOptions } from '@tanstack/react-query';
import type { CourseList } from '../../../contract/courses';
import type { PendingQuizzesCount } from '../../../contract/quizzes';
import { apiFetch } from '../api-client';
import { courseKeys } from './course-keys';
import { quizKeys } from './quiz-keys';

/** How often the admin sidebar's waiting counts are read again while the page is open. */
export const PENDING_COURSES_POLL_MS = 5_000;
export const PENDING_QUIZZES_POLL_MS = 10_000;

/** Courses waiting for review: the review queue's total, read from a one-row page. */
export function pendingCoursesCountQuery() {
  return queryOptions({
    queryKey: courseKeys.pendingCount(),
    queryFn: () => apiFetch<CourseList>('/courses/admin/pending?page=1&limit=1'),
    select: (data) => data.pagination.total,
    refetchInterval: PENDING_COURSES_POLL_MS,
  });
}

/** Quizzes waiting for review. */
export function pendingQuizzesCountQuery() {
  return queryOptions({
    queryKey: quizKeys.pendingCount(),
    queryFn: () => apiFetch<PendingQuizzesCount>('/admin/pending-quizzes-count'),
    select: (data) => data.pending,
    refetchInterval: PENDING_QUIZZES_POLL_MS,
  });
}
