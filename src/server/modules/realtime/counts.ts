import type { SidebarCounts } from '../../../contract/realtime';
import type { Db } from '../../db/client';
import { unansweredCommentsCount } from '../comments/index';
import { pendingCoursesCount } from '../courses/index';
import { liveSessionsCount, pendingSectionsCount } from '../live/index';
import { pendingPrivateClassesCount } from '../private-classes/index';
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

/** What a professor's sidebar counts: comments waiting for an answer, private-class requests waiting for one. */
export async function professorCounts(db: Db, professorId: number): Promise<SidebarCounts> {
  const [unansweredComments, pendingPrivateClasses] = await Promise.all([
    unansweredCommentsCount(db, professorId),
    pendingPrivateClassesCount(db, { id: professorId, role: 'professor' }),
  ]);
  return { unansweredComments, pendingPrivateClasses };
}
