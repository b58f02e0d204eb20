import { and, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { AttemptResults, ProfessorResults, ProfessorResultsQuery } from '../../../contract/quizzes';
import { ATTEMPT_STILL_OPEN, QUIZ_NOT_FOUND } from '../../../contract/quizzes';
import type { Db } from '../../db/client';
import { paginate } from '../../db/pagination';
import { courses } from '../../db/schema/courses';
import { quizAttempts, quizzes } from '../../db/schema/quizzes';
import { users } from '../../db/schema/users';
import { conflict, forbidden, notFound } from '../../errors';
import type { AuthUser } from '../../plugins/access';
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

/** An attempt's percentage as `percentageOf` makes it (tenths, half up), in SQL: totals and buckets in one place. */
const percentage = sql<string>`(case when ${quizAttempts.totalPoints} = 0 then 0
  else round(coalesce(${quizAttempts.score}, 0) * 1000.0 / ${quizAttempts.totalPoints}) / 10 end)`;

/** Totals from a count of closed attempts, the sum of their percentages and how many passed. */
function totals(n: number, percentageSum: number, passed: number) {
  return {
    total_attempts: n,
    average_score: n ? Math.round((percentageSum / n) * 10) / 10 : 0,
    passed_attempts: passed,
  };
}

/**
 * The closed attempts of a professor's quizzes (every quiz, for an admin), or of one of them (`quizId`): their
 * totals and score distribution counted by PostgreSQL, one page of them newest first, and every quiz with its
 * own totals for the page's choice. Sent whole, as it was, the answer held every attempt twice (once per quiz)
 * and grew without bound with his students' work.
 */
export async function professorResults(
  db: Db,
  viewer: AuthUser,
  query: ProfessorResultsQuery,
  now = new Date(),
): Promise<ProfessorResults> {
  const ownQuizzes = viewer.role === 'admin' ? undefined : eq(quizzes.createdBy, viewer.id);
  const quizRows = await db
    .select({
      id: quizzes.id,
      title: quizzes.title,
      courseTitle: courses.title,
      status: quizzes.status,
      passingScore: quizzes.passingScore,
    })
    .from(quizzes)
    .leftJoin(courses, eq(courses.id, quizzes.courseId))
    .where(ownQuizzes)
    .orderBy(desc(quizzes.createdAt), desc(quizzes.id));
  const chosen = query.quizId === undefined ? undefined : quizRows.find((q) => q.id === query.quizId);
  if (query.quizId !== undefined && !chosen) throw notFound(QUIZ_NOT_FOUND);
  const ids = quizRows.map((q) => q.id);
  await closeOverdueAttempts(db, viewer.role === 'admin' ? {} : { quizIds: ids }, now);

  const closed = ne(quizAttempts.status, 'open');
  const ofTheirQuizzes = and(ownQuizzes && inArray(quizAttempts.quizId, ids), closed);
  const inScope = chosen ? and(eq(quizAttempts.quizId, chosen.id), closed) : ofTheirQuizzes;
  const [perQuiz, buckets] = ids.length
    ? await Promise.all([
        db
          .select({
            quizId: quizAttempts.quizId,
            n: count(),
            percentageSum: sql<number>`coalesce(sum(${percentage}), 0)`.mapWith(Number),
            passed: sql<number>`count(*) filter (where ${quizAttempts.passed})`.mapWith(Number),
          })
          .from(quizAttempts)
          .where(ofTheirQuizzes)
          .groupBy(quizAttempts.quizId),
        db
          .select({ bucket: sql<number>`least(9, floor(${percentage} / 10))`.mapWith(Number), n: count() })
          .from(quizAttempts)
          .where(inScope)
          .groupBy(sql`1`),
      ])
    : [[], []];
  const byQuiz = new Map(perQuiz.map((q) => [q.quizId, q]));
  const scope = chosen ? [byQuiz.get(chosen.id)].filter((q) => q !== undefined) : perQuiz;
  const all = totals(
    scope.reduce((n, q) => n + q.n, 0),
    scope.reduce((sum, q) => sum + q.percentageSum, 0),
    scope.reduce((n, q) => n + q.passed, 0),
  );
  const distribution = Array<number>(10).fill(0);
  for (const b of buckets) distribution[b.bucket] = b.n;

  const { rows, pagination } = await paginate(
    query,
    ({ limit, offset }) =>
      all.total_attempts === 0
        ? Promise.resolve([])
        : db
            .select({
              id: quizAttempts.id,
              quizId: quizAttempts.quizId,
              studentId: quizAttempts.studentId,
              studentName: users.name,
              studentEmail: users.email,
              score: quizAttempts.score,
              totalPoints: quizAttempts.totalPoints,
              passed: quizAttempts.passed,
              status: quizAttempts.status,
              startedAt: quizAttempts.startedAt,
              completedAt: quizAttempts.completedAt,
              timeSpent: quizAttempts.timeSpent,
            })
            .from(quizAttempts)
            .innerJoin(users, eq(users.id, quizAttempts.studentId))
            .where(inScope)
            .orderBy(desc(quizAttempts.completedAt), desc(quizAttempts.id))
            .limit(limit)
            .offset(offset),
    Promise.resolve([{ total: all.total_attempts }]),
  );
  const quizTitle = new Map(quizRows.map((q) => [q.id, q.title]));
  return extend(all, {
    distribution,
    attempts: rows.map((a) => ({
      id: a.id,
      quizId: a.quizId,
      quizTitle: quizTitle.get(a.quizId) ?? '',
      studentId: a.studentId,
      studentName: a.studentName,
      studentEmail: a.studentEmail,
      score: a.score ?? 0,
      totalPoints: a.totalPoints,
      percentage: percentageOf(a.score ?? 0, a.totalPoints),
      passed: a.passed === true,
      status: a.status,
      startedAt: a.startedAt.toISOString(),
      completedAt: a.completedAt?.toISOString() ?? null,
      timeSpent: a.timeSpent,
    })),
    pagination,
    quizzes: quizRows.map((q) => {
      const own = byQuiz.get(q.id);
      return extend(
        {
          id: q.id,
          title: q.title,
          course_title: q.courseTitle ?? '',
          status: q.status,
          passing_score: q.passingScore,
        },
        totals(own?.n ?? 0, own?.percentageSum ?? 0, own?.passed ?? 0),
      );
    }),
  });
}
