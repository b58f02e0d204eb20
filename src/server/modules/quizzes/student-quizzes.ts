import { and, asc, desc, eq, getTableColumns, inArray, sql, type Placeholder } from 'drizzle-orm';
import type { CourseQuiz, QuizOverview } from '../../../contract/quizzes';
import { QUIZ_NOT_FOUND } from '../../../contract/quizzes';
import type { Db } from '../../db/client';
import { preparedStatement } from '../../db/prepared';
import { quizAttempts, quizzes } from '../../db/schema/quizzes';
import { notFound } from '../../errors';
import type { AuthUser } from '../../plugins/access';
import { closeOverdueAttempts, isOverdue } from './attempts';
import { percentageOf } from './scoring';
import { assertQuizReader } from './take-access';

/** Quizzes as a student finds them: a course's approved, active quizzes with the caller's own progress. */

/**
 * A quiz row with its question count and total points, read in the same query. The subqueries name their
 * columns in full: Drizzle leaves a one-table select's columns unqualified, which inside a subquery on
 * `quiz_questions` would mean its own `id`.
 */
const quizWithTotals = {
  ...getTableColumns(quizzes),
  questionCount: sql<number>`(select count(*)::int from quiz_questions qq where qq.quiz_id = "quizzes"."id")`,
  totalPoints: sql<number>`(select coalesce(sum(qq.points), 0)::int from quiz_questions qq where qq.quiz_id = "quizzes"."id")`,
};
type QuizRow = typeof quizzes.$inferSelect & { questionCount: number; totalPoints: number };
type AttemptRow = typeof quizAttempts.$inferSelect;

/**
 * The caller's attempts as read, unless one is open past its deadline and grace: those are closed first (as
 * the deadline job would) and the attempts read again. The common case costs no query here.
 */
async function settled(
  db: Db,
  viewer: AuthUser,
  rows: AttemptRow[],
  read: () => Promise<AttemptRow[]>,
  now: Date,
): Promise<AttemptRow[]> {
  const overdue = [
    ...new Set(rows.filter((a) => a.status === 'open' && isOverdue(a, now)).map((a) => a.quizId)),
  ];
  if (overdue.length === 0) return rows;
  await closeOverdueAttempts(db, { studentId: viewer.id, quizIds: overdue }, now);
  return read();
}

/** The caller's attempts at the quizzes `ids`, newest first. */
const attemptsAt = (db: Db, viewer: AuthUser, ids: number[]) => () =>
  db
    .select()
    .from(quizAttempts)
    .where(and(eq(quizAttempts.studentId, viewer.id), inArray(quizAttempts.quizId, ids)))
    .orderBy(desc(quizAttempts.startedAt), desc(quizAttempts.id));

function withProgress(
  courseTitle: string,
  rows: QuizRow[],
  attempts: AttemptRow[],
): (CourseQuiz & { attemptRows: AttemptRow[] })[] {
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
      question_count: r.questionCount,
      total_points: r.totalPoints,
      attempts_used: mine.length,
      best_score: best,
      passed: closed.some((a) => a.passed === true),
      open_attempt_id: mine.find((a) => a.status === 'open')?.id ?? null,
      attemptRows: closed,
    };
  });
}

const visible = (courseId: number | Placeholder) =>
  and(eq(quizzes.courseId, courseId), eq(quizzes.status, 'approved'), eq(quizzes.isActive, true));

/**
 * A course's visible quizzes with their totals, and the caller's attempts at them: the list's two reads, built
 * once (db/prepared.ts), since a student opens a course's quizzes often.
 */
const courseQuizzes = preparedStatement('course_quizzes', (db, name) =>
  db
    .select(quizWithTotals)
    .from(quizzes)
    .where(visible(sql.placeholder('courseId')))
    .orderBy(asc(quizzes.createdAt), asc(quizzes.id))
    .prepare(name),
);
const courseQuizAttempts = preparedStatement('course_quiz_attempts', (db, name) =>
  db
    .select()
    .from(quizAttempts)
    .where(
      and(
        eq(quizAttempts.studentId, sql.placeholder('studentId')),
        inArray(
          quizAttempts.quizId,
          db
            .select({ id: quizzes.id })
            .from(quizzes)
            .where(visible(sql.placeholder('courseId'))),
        ),
      ),
    )
    .orderBy(desc(quizAttempts.startedAt), desc(quizAttempts.id))
    .prepare(name),
);

/**
 * A course's approved, active quizzes, for students who own it (or when it is free), its professor and admins.
 * The access check, the quizzes (with their totals) and the caller's attempts at the course's quizzes are read
 * together; nothing read is answered unless the check passes.
 */
export async function listCourseQuizzes(db: Db, viewer: AuthUser, courseId: number, now = new Date()) {
  const readAttempts = () => courseQuizAttempts(db).execute({ studentId: viewer.id, courseId });
  const [course, rows, attempts] = await Promise.all([
    assertQuizReader(db, viewer, courseId),
    courseQuizzes(db).execute({ courseId }),
    readAttempts(),
  ]);
  const list = withProgress(course.title, rows, await settled(db, viewer, attempts, readAttempts, now));
  return { quizzes: list.map(({ attemptRows: _rows, ...q }) => q) };
}

/** One quiz's intro: its rules, the caller's attempts left and past results, and an open attempt to resume. */
export async function quizOverview(
  db: Db,
  viewer: AuthUser,
  quizId: number,
  now = new Date(),
): Promise<QuizOverview> {
  const [row] = await db.select(quizWithTotals).from(quizzes).where(eq(quizzes.id, quizId)).limit(1);
  if (!row || row.status !== 'approved' || !row.isActive) throw notFound(QUIZ_NOT_FOUND);
  const course = await assertQuizReader(db, viewer, row.courseId);
  const readAttempts = attemptsAt(db, viewer, [row.id]);
  const [quiz] = withProgress(
    course.title,
    [row],
    await settled(db, viewer, await readAttempts(), readAttempts, now),
  );
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
