import type { DbOrTx } from '../../db/client';
import { forbidden, notFound } from '../../errors';
import type { AuthUser } from '../../plugins/access';
import {
  COURSE_NOT_FOUND,
  courseWithAccess,
  resolveCoursePrice,
  type CourseAccess,
  type CourseRow,
} from '../courses/index';

/**
 * Who may see and take a course's quizzes: whoever may read its content (students who own it, its professor,
 * admins), and every signed-in user when the approved course is free. Throws 404 when the course is not even
 * visible to them, 403 when it is but they do not own it.
 */
export async function assertQuizReader(db: DbOrTx, viewer: AuthUser, courseId: number) {
  const { row, access } = await courseWithAccess(db, viewer, courseId);
  return allowQuizReader(db, row, access);
}

/** The same rule, once the course and the viewer's access to it are read. */
export async function allowQuizReader(db: DbOrTx, course: CourseRow, access: CourseAccess) {
  if (access.content) return course;
  if (course.status === 'approved' && (await resolveCoursePrice(db, course)) === 0) return course;
  if (!access.outline) throw notFound(COURSE_NOT_FOUND);
  throw forbidden('Buy this course to take its quizzes');
}
