import { and, asc, count, desc, eq, inArray, sum } from 'drizzle-orm';
import type { CourseQuiz, QuizOverview } from '../../../contract/quizzes';
import { QUIZ_NOT_FOUND } from '../../../contract/quizzes';
import type { Db } from '../../db/client';
import { quizAttempts, quizQuestions, quizzes } from '../../db/schema/quizzes';
import { notFound } from '../../errors';
import type { AuthUser } from '../../plugins/access';
import { closeOverdueAttempts } from './attempts';
import { percentageOf } from './scoring';
import { assertQuizReader } from './take-access';

/** Quizzes as a student finds them: a course's approved, active quizzes with the caller's own progress. */

type QuizRow = typeof quizzes.$inferSelect;

async function withProgress(
  db: Db,
  viewer: AuthUser,
  courseTitle: string,
  rows: QuizRow[],
  now: Date,
): Promise<(CourseQuiz & { attemptRows: (typeof quizAttempts.$inferSelect)[] })[]> {
  const ids = rows.map((r) => r.id);
  if (ids.length === 0) return [];
  await closeOverdueAttempts(db, { studentId: viewer.id, quizIds: ids }, now);
  const [totals, attempts] = await Promise.all([
    db
      .select({ quizId: quizQuestions.quizId, n: count(), points: sum(quizQuestions.points).mapWith(Number) })
      .from(quizQuestions)
      .where(inArray(quizQuestions.quizId, ids))
      .groupBy(quizQuestions.quizId),
    db
      .select()
      .from(quizAttempts)
      .where(and(inArray(quizAttempts.quizId, ids), eq(quizAttempts.studentId, viewer.id)))
      .orderBy(desc(quizAttempts.startedAt), desc(quizAttempts.id)),
  ]);
  const totalOf = new Map(totals.map((t) => [t.quizId, t]));
  return rows.map((r) => {
    const mine = attempts.filter((a) => a.quizId === r.id);
    const closed = mine.filter((a) => a.status !== 'open');
    const best = closed.length
      ? Math.max(...closed.map((a) => percentageOf(a.score ?? 0, a.totalPoints)))
      : null;
    return {
      id: r.id,
      course_id: r.courseId,
      course_title: courseTitle,
      title: r.title,
      description: r.description,
      time_limit: r.timeLimit,
      passing_score: r.passingScore,
      max_attempts: r.maxAttempts,
      is_active: r.isActive,
      question_count: totalOf.get(r.id)?.n ?? 0,
      total_points: totalOf.get(r.id)?.points ?? 0,
      attempts_used: mine.length,
      best_score: best,
      passed: closed.some((a) => a.passed === true),
      open_attempt_id: mine.find((a) => a.status === 'open')?.id ?? null,
      attemptRows: closed,
    };
  });
}

const visible = (courseId: number) =>
  and(eq(quizzes.courseId, courseId), eq(quizzes.status, 'approved'), eq(quizzes.isActive, true));

/** A course's approved, active quizzes, for students who own it (or when it is free), its professor and admins. */
export async function listCourseQuizzes(db: Db, viewer: AuthUser, courseId: number, now = new Date()) {
  const course = await assertQuizReader(db, viewer, courseId);
  const rows = await db
    .select()
    .from(quizzes)
    .where(visible(courseId))
    .orderBy(asc(quizzes.createdAt), asc(quizzes.id));
  const list = await withProgress(db, viewer, course.title, rows, now);
  return { quizzes: list.map(({ attemptRows: _rows, ...q }) => q) };
}

/** One quiz's intro: its rules, the caller's attempts left and past results, and an open attempt to resume. */
export async function quizOverview(
  db: Db,
  viewer: AuthUser,
  quizId: number,
  now = new Date(),
): Promise<QuizOverview> {
  const [row] = await db.select().from(quizzes).where(eq(quizzes.id, quizId)).limit(1);
  if (!row || row.status !== 'approved' || !row.isActive) throw notFound(QUIZ_NOT_FOUND);
  const course = await assertQuizReader(db, viewer, row.courseId);
  const [quiz] = await withProgress(db, viewer, course.title, [row], now);
  const { attemptRows, ...rest } = quiz!;
  return {
    ...rest,
    attempts: attemptRows.map((a) => ({
      id: a.id,
      status: a.status,
      score: a.score ?? 0,
      totalPoints: a.totalPoints,
      percentage: percentageOf(a.score ?? 0, a.totalPoints),
      passed: a.passed === true,
      startedAt: a.startedAt.toISOString(),
      completedAt: a.completedAt?.toISOString() ?? null,
    })),
  };
}
