import type { SidebarCounts } from '../../../contract/realtime';
import type { Db } from '../../db/client';
import { pendingCoursesCount } from '../courses/index';
import { liveSessionsCount, pendingSectionsCount } from '../live/index';
import { pendingQuizzesCount } from '../quizzes/index';

/** What the admin sidebar counts: the same queries as its polled calls (`/admin/live-sessions-count`, …). */
export async function adminCounts(db: Db): Promise<SidebarCounts> {
  const [pendingCourses, sessions, pendingLiveSections, quizzes] = await Promise.all([
    pendingCoursesCount(db),
    liveSessionsCount(db),
    pendingSectionsCount(db),
    pendingQuizzesCount(db),
  ]);
  return {
    pendingCourses,
    pendingLiveSessions: sessions.pending,
    pendingLiveSections,
    pendingQuizzes: quizzes.pending,
  };
}
