import { and, count, countDistinct, eq, gte, isNotNull, ne, sql, type SQL } from 'drizzle-orm';
import type { ProfessorDashboardStats } from '../../../contract/dashboards';
import type { Db } from '../../db/client';
import { courses } from '../../db/schema/courses';
import { professorEarnings } from '../../db/schema/points';
import { quizAttempts, quizzes } from '../../db/schema/quizzes';
import { unansweredCommentsCount } from '../comments/index';
import { pendingPrivateClassesCount } from '../private-classes/index';
import { professorBuyers } from './buyers.read-model';
import { isoDay, startOfMonth, startOfWeek } from './period';
import { professorUpcomingSessions } from './sessions.read-model';

const WEEKS = 12;

/** `GET /professor/dashboard/stats`: the professor's own figures from real rows, in eight queries run together. */
export async function professorDashboardStats(
  db: Db,
  professorId: number,
  now = new Date(),
): Promise<ProfessorDashboardStats> {
  const thisMonth = startOfMonth(now);
  const lastMonth = startOfMonth(now, 1);
  const firstWeek = startOfWeek(now, WEEKS - 1);
  const inThisMonth = sql`${professorEarnings.createdAt} >= ${thisMonth.toISOString()}::timestamptz`;
  const inLastMonth = sql`${professorEarnings.createdAt} < ${thisMonth.toISOString()}::timestamptz`;
  const figures = (period: SQL) => ({
    count: sql<number>`(count(*) filter (where ${period} and ${professorEarnings.gross} > 0))::int`,
    gross: sql<number>`(coalesce(sum(${professorEarnings.gross}) filter (where ${period}), 0))::int`,
    earnings: sql<number>`(coalesce(sum(${professorEarnings.amount}) filter (where ${period}), 0))::int`,
  });
  const privateClass = sql`${professorEarnings.kind} = 'private_class'`;
  const week = sql<string>`to_char(date_trunc('week', ${professorEarnings.createdAt} at time zone 'UTC'), 'YYYY-MM-DD')`;
  const buyers = professorBuyers(db, professorId);

  const [
    byStatus,
    [students],
    [sales],
    [quiz],
    upcomingSessions,
    unansweredComments,
    byWeek,
    pendingPrivateClasses,
  ] = await Promise.all([
    db
      .select({ status: courses.status, n: count() })
      .from(courses)
      .where(eq(courses.createdBy, professorId))
      .groupBy(courses.status),
    db.select({ n: countDistinct(buyers.userId) }).from(buyers),
    db
      .select({
        thisMonth: figures(inThisMonth),
        lastMonth: figures(inLastMonth),
        privateThisMonth: figures(sql`${inThisMonth} and ${privateClass}`),
        privateLastMonth: figures(sql`${inLastMonth} and ${privateClass}`),
      })
      .from(professorEarnings)
      .where(
        and(eq(professorEarnings.professorId, professorId), gte(professorEarnings.createdAt, lastMonth)),
      ),
    db
      .select({
        attempts: count(),
        average: sql<
          number | null
        >`round(avg(${quizAttempts.score} * 100.0 / ${quizAttempts.totalPoints}))::int`,
      })
      .from(quizAttempts)
      .innerJoin(quizzes, eq(quizzes.id, quizAttempts.quizId))
      .where(
        and(
          eq(quizzes.createdBy, professorId),
          ne(quizAttempts.status, 'open'),
          isNotNull(quizAttempts.score),
          sql`${quizAttempts.totalPoints} > 0`,
        ),
      ),
    professorUpcomingSessions(db, professorId, 5),
    unansweredCommentsCount(db, professorId),
    db
      .select({
        week,
        count: sql<number>`(count(*) filter (where ${professorEarnings.gross} > 0))::int`,
        gross: sql<number>`coalesce(sum(${professorEarnings.gross}), 0)::int`,
        earnings: sql<number>`coalesce(sum(${professorEarnings.amount}), 0)::int`,
      })
      .from(professorEarnings)
      .where(and(eq(professorEarnings.professorId, professorId), gte(professorEarnings.createdAt, firstWeek)))
      .groupBy(week)
      .orderBy(week),
    pendingPrivateClassesCount(db, { id: professorId, role: 'professor' }),
  ]);
  const statusCount = (status: string) => Number(byStatus.find((row) => row.status === status)?.n ?? 0);
  return {
    today: isoDay(now),
    courses: {
      pending: statusCount('pending'),
      approved: statusCount('approved'),
      rejected: statusCount('rejected'),
      total: byStatus.reduce((sum, row) => sum + Number(row.n), 0),
    },
    students: Number(students?.n ?? 0),
    sales: {
      thisMonth: numbers(sales?.thisMonth),
      lastMonth: numbers(sales?.lastMonth),
    },
    privateClassSales: {
      thisMonth: numbers(sales?.privateThisMonth),
      lastMonth: numbers(sales?.privateLastMonth),
    },
    pendingPrivateClasses,
    averageQuizScore: quiz?.average === null || quiz?.average === undefined ? null : Number(quiz.average),
    quizAttempts: Number(quiz?.attempts ?? 0),
    upcomingSessions,
    unansweredComments,
    salesByWeek: byWeek
      .filter((row) => row.week >= isoDay(firstWeek))
      .map((row) => ({
        week: row.week,
        count: Number(row.count),
        gross: Number(row.gross),
        earnings: Number(row.earnings),
      })),
  };
}

function numbers(row: { count: number; gross: number; earnings: number } | undefined) {
  return {
    count: Number(row?.count ?? 0),
    gross: Number(row?.gross ?? 0),
    earnings: Number(row?.earnings ?? 0),
  };
}
