import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ReviewQueue } from '../../../contract/course-revisions';
import type { UnansweredCommentsCount } from '../../../contract/courses';
import type { LiveSection, LiveSessionsCount, PendingSectionsCount } from '../../../contract/live';
import type { PendingQuizzesCount } from '../../../contract/quizzes';
import type { SidebarCounts } from '../../../contract/realtime';
import { apiFetch } from '../api-client';
import { commentKeys } from './comment-keys';
import { courseKeys } from './course-keys';
import { liveKeys } from './live-keys';
import { privateClassKeys } from './private-class-keys';
import { quizKeys } from './quiz-keys';

/**
 * How often the admin sidebar's waiting counts are read again while the page is open and the socket is down;
 * while it is up the server pushes them (`counts` events, `writeSidebarCounts`). The cache holds the number.
 */
export const PENDING_COURSES_POLL_MS = 5_000;
export const PENDING_QUIZZES_POLL_MS = 10_000;
export const LIVE_SESSIONS_COUNT_POLL_MS = 10_000;
export const PENDING_LIVE_SECTIONS_POLL_MS = 5_000;
export const UNANSWERED_COMMENTS_POLL_MS = 10_000;
export const PENDING_PRIVATE_CLASSES_POLL_MS = 10_000;

/** `pushed`: the socket is up, so the count arrives by itself and is not polled. */
const poll = (pushed: boolean, ms: number) => (pushed ? false : ms);

/** Courses waiting for review: the review queue's total, read from a one-row page. */
export function pendingCoursesCountQuery(pushed = false) {
  return queryOptions({
    queryKey: courseKeys.pendingCount(),
    queryFn: async () =>
      // The review queue: new courses and submitted revisions, what the pushed count counts too.
      Number((await apiFetch<ReviewQueue>('/courses/admin/review-queue?page=1&limit=1')).pagination.total) ||
      0,
    refetchInterval: poll(pushed, PENDING_COURSES_POLL_MS),
  });
}

/** Quizzes waiting for review. */
export function pendingQuizzesCountQuery(pushed = false) {
  return queryOptions({
    queryKey: quizKeys.pendingCount(),
    queryFn: async () =>
      Number((await apiFetch<PendingQuizzesCount>('/admin/pending-quizzes-count')).pending) || 0,
    refetchInterval: poll(pushed, PENDING_QUIZZES_POLL_MS),
  });
}

/** Live sessions waiting for approval. */
export function liveSessionsCountQuery(pushed = false) {
  return queryOptions({
    queryKey: liveKeys.sessionsCount(),
    queryFn: async () =>
      Number((await apiFetch<LiveSessionsCount>('/admin/live-sessions-count')).pending) || 0,
    refetchInterval: poll(pushed, LIVE_SESSIONS_COUNT_POLL_MS),
  });
}

/** The review queue's page size on the admin's live sessions page. */
export const PENDING_SECTIONS_PAGE_SIZE = 20;

/** One page of the live sections waiting for review, oldest first. */
export function pendingLiveSectionsQuery(page: number) {
  return queryOptions({
    queryKey: [...liveKeys.pendingSections(), page],
    queryFn: () =>
      apiFetch<LiveSection[]>(
        `/admin/live-sections/pending?page=${page}&limit=${PENDING_SECTIONS_PAGE_SIZE}`,
      ),
    placeholderData: keepPreviousData,
    refetchInterval: PENDING_LIVE_SECTIONS_POLL_MS,
  });
}

/** How many live sections wait (the sidebar badge, and the queue's page count). */
export function pendingLiveSectionsCountQuery(pushed = false) {
  return queryOptions({
    queryKey: liveKeys.pendingSectionsCount(),
    queryFn: async () =>
      Number((await apiFetch<PendingSectionsCount>('/admin/live-sections/pending-count')).count) || 0,
    refetchInterval: poll(pushed, PENDING_LIVE_SECTIONS_POLL_MS),
  });
}

/** Comments on the professor's courses waiting for his answer (his sidebar's comments link). */
export function unansweredCommentsCountQuery(pushed = false) {
  return queryOptions({
    queryKey: commentKeys.unansweredCount(),
    queryFn: async () =>
      Number((await apiFetch<UnansweredCommentsCount>('/comments/professor/unanswered-count')).count) || 0,
    refetchInterval: poll(pushed, UNANSWERED_COMMENTS_POLL_MS),
  });
}

/** Private-class requests waiting for the professor's answer (0 for anyone else, as the server says). */
export function pendingPrivateClassesCountQuery(pushed = false) {
  return queryOptions({
    queryKey: privateClassKeys.pendingCount(),
    queryFn: async () =>
      Number((await apiFetch<{ count: number }>('/professor/pending-private-classes-count')).count) || 0,
    refetchInterval: poll(pushed, PENDING_PRIVATE_CLASSES_POLL_MS),
  });
}

/** Every sidebar count's key, to read them again after a reconnect. */
export const sidebarCountKeys = [
  courseKeys.pendingCount(),
  quizKeys.pendingCount(),
  liveKeys.sessionsCount(),
  liveKeys.pendingSectionsCount(),
  commentKeys.unansweredCount(),
  privateClassKeys.pendingCount(),
] as const;

/**
 * A `counts` event: each value the server sent goes into its badge's cache (keys the role does not see are
 * absent and left alone); a queue whose count changed is read again if it is on screen.
 */
export function writeSidebarCounts(queryClient: QueryClient, counts: SidebarCounts): void {
  const write = (key: readonly unknown[], value: number | undefined, list?: readonly unknown[]) => {
    if (value === undefined) return;
    const before = queryClient.getQueryData<number>(key);
    queryClient.setQueryData<number>(key, value);
    if (list && before !== undefined && before !== value) {
      // Every page of the queue on screen (its key is the list's, then the page).
      void queryClient.invalidateQueries({ queryKey: list, refetchType: 'active' });
    }
  };
  write(courseKeys.pendingCount(), counts.pendingCourses);
  write(quizKeys.pendingCount(), counts.pendingQuizzes);
  write(liveKeys.sessionsCount(), counts.pendingLiveSessions);
  write(liveKeys.pendingSectionsCount(), counts.pendingLiveSections, liveKeys.pendingSections());
  write(commentKeys.unansweredCount(), counts.unansweredComments);
  write(privateClassKeys.pendingCount(), counts.pendingPrivateClasses);
}
