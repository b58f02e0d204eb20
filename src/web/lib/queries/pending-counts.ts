import { queryOptions } from '@tanstack/react-query';
import type { CourseList } from '../../../contract/courses';
import type { LiveSection, LiveSessionsCount } from '../../../contract/live';
import type { PendingQuizzesCount } from '../../../contract/quizzes';
import { apiFetch } from '../api-client';
import { courseKeys } from './course-keys';
import { liveKeys } from './live-keys';
import { quizKeys } from './quiz-keys';

/** How often the admin sidebar's waiting counts are read again while the page is open. */
export const PENDING_COURSES_POLL_MS = 5_000;
export const PENDING_QUIZZES_POLL_MS = 10_000;
export const LIVE_SESSIONS_COUNT_POLL_MS = 10_000;
export const PENDING_LIVE_SECTIONS_POLL_MS = 5_000;

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

/** Live sessions waiting for approval (the count also gives those not ended and the total). */
export function liveSessionsCountQuery() {
  return queryOptions({
    queryKey: liveKeys.sessionsCount(),
    queryFn: () => apiFetch<LiveSessionsCount>('/admin/live-sessions-count'),
    select: (data) => Number(data.pending) || 0,
    refetchInterval: LIVE_SESSIONS_COUNT_POLL_MS,
  });
}

/**
 * The live sections waiting for review: the admin's queue reads the list, the sidebar badge its length
 * (polled with the pending courses, every 5 s).
 */
export function pendingLiveSectionsQuery() {
  return queryOptions({
    queryKey: liveKeys.pendingSections(),
    queryFn: () => apiFetch<LiveSection[]>('/admin/live-sections/pending'),
    refetchInterval: PENDING_LIVE_SECTIONS_POLL_MS,
  });
}
