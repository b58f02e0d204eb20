import type { SidebarCounts } from '../../../contract/realtime';
import type { Db } from '../../db/client';
import { unansweredCommentsCount } from '../comments/index';
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

/** What a professor's sidebar counts (pending private classes join it when private classes exist). */
export async function professorCounts(db: Db, professorId: number): Promise<SidebarCounts> {
  return { unansweredComments: await unansweredCommentsCount(db, professorId) };
}
