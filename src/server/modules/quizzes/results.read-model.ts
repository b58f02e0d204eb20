import { desc, eq, inArray, ne, and } from 'drizzle-orm';
import type { AttemptResults, ProfessorResults, ResultAttempt } from '../../../contract/quizzes';
import { ATTEMPT_STILL_OPEN } from '../../../contract/quizzes';
import type { Db } from '../../db/client';
import { quizAttempts, quizzes } from '../../db/schema/quizzes';
import { users } from '../../db/schema/users';
import { conflict, forbidden } from '../../errors';
import type { AuthUser } from '../../plugins/access';
import { getCourseSummaries } from '../courses/index';
import { closeIfOverdue, closeOverdueAttempts, getAttemptRow } from './attempts';
import { percentageOf, scoreAttempt } from './scoring';
import { extend } from '../../objects';

/** Results with the names of the students who earned them. */

/**
 * One attempt's results, right answers and explanations included: for its student once it is closed, the
 * quiz's professor and admins. Anyone else is refused.
 */
export async function getAttemptResults(
  db: Db,
  viewer: AuthUser,
  attemptId: number,
  now = new Date(),
): Promise<AttemptResults> {
  const first = await getAttemptRow(db, attemptId);
  const [quiz] = await db.select().from(quizzes).where(eq(quizzes.id, first.quizId));
  const allowed = viewer.role === 'admin' || viewer.id === first.studentId || viewer.id === quiz?.createdBy;
  if (!quiz || !allowed) throw forbidden('You cannot read the results of this attempt');
  const row = (await closeIfOverdue(db, attemptId, now)) ? await getAttemptRow(db, attemptId) : first;
  if (row.status === 'open') throw conflict(ATTEMPT_STILL_OPEN);
  const [student] = await db.select({ name: users.name }).from(users).where(eq(users.id, row.studentId));
  const scored = scoreAttempt(row.questions, row.answers, row.passingScore);
  return extend(scored, {
    id: row.id,
    quizId: quiz.id,
    quizTitle: quiz.title,
    passingScore: row.passingScore,
    studentId: row.studentId,
    studentName: student?.name ?? '',
    status: row.status,
    startedAt: row.startedAt.toISOString(),
    deadline: row.deadline.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
    timeSpent: row.timeSpent,
  });
}

const average = (values: number[]) =>
  values.length ? Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 10) / 10 : 0;

function totals(attempts: ResultAttempt[]) {
  return {
    total_attempts: attempts.length,
    average_score: average(attempts.map((a) => a.percentage)),
    passed_attempts: attempts.filter((a) => a.passed).length,
  };
}

/** The closed attempts of a professor's quizzes (every quiz, for an admin), per quiz and all together. */
export async function professorResults(
  db: Db,
  viewer: AuthUser,
  now = new Date(),
): Promise<ProfessorResults> {
  const quizRows = await db
    .select()
    .from(quizzes)
    .where(viewer.role === 'admin' ? undefined : eq(quizzes.createdBy, viewer.id))
    .orderBy(desc(quizzes.createdAt), desc(quizzes.id));
  const ids = quizRows.map((q) => q.id);
  await closeOverdueAttempts(db, { quizIds: ids }, now);
  const [rows, courses] = await Promise.all([
    ids.length
      ? db
          .select({ attempt: quizAttempts, studentName: users.name, studentEmail: users.email })
          .from(quizAttempts)
          .innerJoin(users, eq(users.id, quizAttempts.studentId))
          .where(and(inArray(quizAttempts.quizId, ids), ne(quizAttempts.status, 'open')))
          .orderBy(desc(quizAttempts.completedAt), desc(quizAttempts.id))
      : [],
    getCourseSummaries(db, [...new Set(quizRows.map((q) => q.courseId))]),
  ]);
  const courseTitle = new Map(courses.map((c) => [c.id, c.title]));
  const quizTitle = new Map(quizRows.map((q) => [q.id, q.title]));
  const attempts = rows.map(({ attempt: a, studentName, studentEmail }) => ({
    id: a.id,
    quizId: a.quizId,
    quizTitle: quizTitle.get(a.quizId) ?? '',
    studentId: a.studentId,
    studentName,
    studentEmail,
    score: a.score ?? 0,
    totalPoints: a.totalPoints,
    percentage: percentageOf(a.score ?? 0, a.totalPoints),
    passed: a.passed === true,
    status: a.status,
    startedAt: a.startedAt.toISOString(),
    completedAt: a.completedAt?.toISOString() ?? null,
    timeSpent: a.timeSpent,
  }));
  return extend(totals(attempts), {
    attempts,
    quizzes: quizRows.map((q) => {
      const own = attempts.filter((a) => a.quizId === q.id);
      return {
        id: q.id,
        title: q.title,
        course_title: courseTitle.get(q.courseId) ?? '',
        status: q.status,
        passing_score: q.passingScore,
        ...totals(own),
        attempts: own,
      };
    }),
  });
}
