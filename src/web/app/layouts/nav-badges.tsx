import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  liveSessionsCountQuery,
  pendingCoursesCountQuery,
  pendingLiveSectionsCountQuery,
  pendingPrivateClassesCountQuery,
  pendingQuizzesCountQuery,
  unansweredCommentsCountQuery,
} from '../../lib/queries/pending-counts';
import { useSocketConnected } from '../../lib/realtime/use-realtime';

/**
 * A sidebar link's waiting count. Screen readers hear "3 waiting" after the link's name; nothing is shown
 * at zero, and a failed read shows nothing rather than a stale number. Counts are pushed while the socket is
 * up (`app/realtime-bridge.tsx` writes them into these queries) and polled only while it is down.
 */
function CountBadge({ count }: { count: number | undefined }) {
  const { t } = useTranslation();
  if (!count) return null;
  return (
    <span className="ms-auto inline-flex min-w-6 items-center justify-center rounded-full bg-amber-100 px-2 py-0.5 text-xs font-bold text-amber-900 tabular-nums">
      <span aria-hidden="true">{count}</span>
      <span className="sr-only">{t('staff-area:staffNav.waiting', { count })}</span>
    </span>
  );
}

export function PendingCoursesBadge() {
  const query = useQuery(pendingCoursesCountQuery(useSocketConnected()));
  return <CountBadge count={query.isError ? 0 : query.data} />;
}

export function PendingQuizzesBadge() {
  const query = useQuery(pendingQuizzesCountQuery(useSocketConnected()));
  return <CountBadge count={query.isError ? 0 : query.data} />;
}

/** Live sessions waiting for approval plus live sections waiting for review. */
export function PendingLiveBadge() {
  const pushed = useSocketConnected();
  const sessions = useQuery(liveSessionsCountQuery(pushed));
  const sections = useQuery(pendingLiveSectionsCountQuery(pushed));
  const count = (sessions.isError ? 0 : (sessions.data ?? 0)) + (sections.isError ? 0 : (sections.data ?? 0));
  return <CountBadge count={count} />;
}

/** Comments on the professor's courses that wait for his answer. */
export function UnansweredCommentsBadge() {
  const query = useQuery(unansweredCommentsCountQuery(useSocketConnected()));
  return <CountBadge count={query.isError ? 0 : query.data} />;
}

/** Private-class requests waiting for the professor's answer. */
export function PendingPrivateClassesBadge() {
  const query = useQuery(pendingPrivateClassesCountQuery(useSocketConnected()));
  return <CountBadge count={query.isError ? 0 : query.data} />;
}
