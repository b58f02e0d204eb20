import { and, desc, eq, getTableColumns, inArray, sql, type Placeholder } from 'drizzle-orm';
import type { CourseQuiz, QuizOverview } from '../../../contract/quizzes';
import { QUIZ_NOT_FOUND } from '../../../contract/quizzes';
import type { Db } from '../../db/client';
import { preparedStatement } from '../../db/prepared';
import { quizAttempts, quizzes } from '../../db/schema/quizzes';
import { notFound } from '../../errors';
import type { AuthUser } from '../../plugins/access';
import { COURSE_NOT_FOUND, courseAccessFrom } from '../courses/index';
import { closeOverdueAttempts, isOverdue } from './attempts';
import { readCourseQuizList, type ListedAttempt, type ListedQuiz } from './course-quizzes.read-model';
import { percentageOf } from './scoring';
import { allowQuizReader, assertQuizReader } from './take-access';
import { extend } from '../../objects';

/** Quizzes as a student finds them: a course's approved, active quizzes with the caller's own progress. */

/**
 * A quiz row with its question count and total points, read in the same query. The subqueries name their
 * columns in full: Drizzle leaves a one-table select's columns unqualified, which inside a subquery on
 * `quiz_questions` would mean its own `id`.
 */
const quizWithTotals = extend(getTableColumns(quizzes), {
  questionCount: sql<number>`(select count(*)::int from quiz_questions qq where qq.quiz_id = "quizzes"."id")`,
  totalPoints: sql<number>`(select coalesce(sum(qq.points), 0)::int from quiz_questions qq where qq.quiz_id = "quizzes"."id")`,
});

/**
 * The caller's attempts as read, unless one is open past its deadline and grace: those are closed first (as
 * the deadline job would) and the attempts read again. The common case costs no query here.
 */
async function settled<A extends ListedAttempt>(
  db: Db,
  viewer: AuthUser,
  rows: A[],
  read: () => Promise<A[]>,
  now: Date,
): Promise<A[]> {
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

function withProgress<A extends ListedAttempt>(
  courseTitle: string,
  rows: ListedQuiz[],
  attempts: A[],
): (CourseQuiz & { attemptRows: A[] })[] {
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
 * The caller's attempts at a course's visible quizzes, read again after overdue ones were closed (the list reads
 * them first with everything else, `course-quizzes.read-model.ts`). Built once (db/prepared.ts).
 */
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
 * The course, the caller's ownership, the quizzes (with their totals) and the caller's attempts at them are one
 * statement; nothing read is answered unless the check passes.
 */
export async function listCourseQuizzes(db: Db, viewer: AuthUser, courseId: number, now = new Date()) {
  const found = await readCourseQuizList(db, courseId, viewer.id);
  if (!found) throw notFound(COURSE_NOT_FOUND);
  const course = await allowQuizReader(
    db,
    found.course,
    courseAccessFrom(viewer, found.course, found.purchased),
  );
  const readAttempts = () => courseQuizAttempts(db).execute({ studentId: viewer.id, courseId });
  const attempts = await settled(db, viewer, found.attempts, readAttempts, now);
  const list = withProgress(course.title, found.quizzes, attempts);
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
  return extend(rest, {
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
  });
}
