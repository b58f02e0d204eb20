import { eq, sql, type SQL } from 'drizzle-orm';
import type { ProfessorDashboardStats } from '../../../contract/dashboards';
import type { Db } from '../../db/client';
import { preparedStatement } from '../../db/prepared';
import { users } from '../../db/schema/users';
import { unansweredCommentsQuery } from '../comments/index';
import { pendingPrivateClassRequestsQuery } from '../private-classes/index';
import { professorStudents } from '../../db/schema/professor-students';
import { isoDay, REPORT_ZONE, startOfMonth, startOfWeek } from '../../report-calendar';
import { toDashboardSession, upcomingSessionsJson } from './sessions.read-model';

const WEEKS = 12;
const SESSIONS = 5;

interface Figures {
  count: number;
  gross: number;
  earnings: number;
}

/**
 * `GET /professor/dashboard/stats`, the page a professor lands on, in one prepared statement: each figure a
 * column of the professor's own row (a count, or a JSON object or array built by its own subquery over the
 * professor's rows), one round trip instead of eight queries built per request (docs/performance.md, "Pages of
 * lists in one statement"). The month and week bounds are the request's, as placeholders.
 */
const statsStatement = preparedStatement('professor_dashboard', (db, name) => {
  // The professor's id behind a subquery: PostgreSQL plans with it unknown, so the plan made once is kept
  // (a generic plan). As a plain parameter, a professor with fewer private classes than the average looked
  // cheaper to plan for each call, and planning cost 1.1 ms of the 1.7 ms a call took at 100,000 courses;
  // the plan kept runs in 0.35 ms (docs/performance.md, "Pages of lists in one statement").
  // The month and week bounds too: with their values known, a ledger of sales spread over the year made the
  // months' share of a professor's rows look small enough to plan for on every call again (1.5-2.9 ms of bind,
  // docs/performance.md, "A professor's dashboard planned once").
  const professor = sql`(select ${sql.placeholder('professorId')}::int)`;
  const thisMonth = sql`(select ${sql.placeholder('thisMonth')}::timestamptz)`;
  const lastMonth = sql`(select ${sql.placeholder('lastMonth')}::timestamptz)`;
  const firstWeek = sql`(select ${sql.placeholder('firstWeek')}::timestamptz)`;
  // Sales (refunds are not sales), points paid and the professor's share, over the earnings rows of a period.
  const figures = (period: SQL) => sql`json_build_object(
      'count', (count(*) filter (where ${period} and e.gross > 0))::int,
      'gross', (coalesce(sum(e.gross) filter (where ${period}), 0))::int,
      'earnings', (coalesce(sum(e.amount) filter (where ${period}), 0))::int)`;
  const inThisMonth = sql`e.created_at >= ${thisMonth}`;
  const inLastMonth = sql`e.created_at < ${thisMonth}`;
  const privateClass = sql`e.kind = 'private_class'`;
  return db
    .select({
      courses: sql<Record<string, number> | null>`(select json_object_agg(c.status, c.n)
        from (select status, count(*)::int as n from courses where created_by = ${professor} group by status) c)`,
      // His students as kept by the purchases' triggers (decision 132): his index entries, not his sales.
      students: sql<number>`(select count(*) from ${professorStudents}
        where ${professorStudents.professorId} = ${professor})`.mapWith(Number),
      sales: sql<{
        thisMonth: Figures;
        lastMonth: Figures;
        privateThisMonth: Figures;
        privateLastMonth: Figures;
      }>`(select json_build_object(
          'thisMonth', ${figures(inThisMonth)},
          'lastMonth', ${figures(inLastMonth)},
          'privateThisMonth', ${figures(sql`${inThisMonth} and ${privateClass}`)},
          'privateLastMonth', ${figures(sql`${inLastMonth} and ${privateClass}`)})
        from professor_earnings e where e.professor_id = ${professor} and e.created_at >= ${lastMonth})`,
      quiz: sql<{ attempts: number; average: number | null }>`(select json_build_object(
          'attempts', count(*)::int,
          'average', round(avg(qa.score * 100.0 / qa.total_points))::int)
        from quiz_attempts qa join quizzes q on q.id = qa.quiz_id
        where q.created_by = ${professor} and qa.status <> 'open' and qa.score is not null
          and qa.total_points > 0)`,
      upcomingSessions: upcomingSessionsJson(sql`live_sessions.professor_id = ${professor}`, SESSIONS),
      unansweredComments: sql<number>`(${unansweredCommentsQuery(db, professor)})`.mapWith(Number),
      salesByWeek: sql<(Figures & { week: string })[]>`(select coalesce(json_agg(json_build_object(
          'week', w.week, 'count', w.count, 'gross', w.gross, 'earnings', w.earnings) order by w.week), '[]')
        from (select to_char(date_trunc('week', e.created_at at time zone ${REPORT_ZONE}), 'YYYY-MM-DD') as week,
                     (count(*) filter (where e.gross > 0))::int as count,
                     coalesce(sum(e.gross), 0)::int as gross,
                     coalesce(sum(e.amount), 0)::int as earnings
              from professor_earnings e
              where e.professor_id = ${professor} and e.created_at >= ${firstWeek}
              group by 1) w)`,
      pendingPrivateClasses: sql<number>`(${pendingPrivateClassRequestsQuery(db, professor)})`.mapWith(
        Number,
      ),
    })
    .from(users)
    .where(eq(users.id, professor))
    .prepare(name);
});

export async function professorDashboardStats(
  db: Db,
  professorId: number,
  now = new Date(),
): Promise<ProfessorDashboardStats> {
  const firstWeek = startOfWeek(now, WEEKS - 1);
  const [row] = await statsStatement(db).execute({
    professorId,
    thisMonth: startOfMonth(now).toISOString(),
    lastMonth: startOfMonth(now, 1).toISOString(),
    firstWeek: firstWeek.toISOString(),
  });
  const byStatus = row?.courses ?? {};
  const statusCount = (status: string) => Number(byStatus[status] ?? 0);
  return {
    today: isoDay(now),
    courses: {
      pending: statusCount('pending'),
      approved: statusCount('approved'),
      rejected: statusCount('rejected'),
      total: Object.values(byStatus).reduce((sum, n) => sum + Number(n), 0),
    },
    students: row?.students ?? 0,
    sales: {
      thisMonth: numbers(row?.sales.thisMonth),
      lastMonth: numbers(row?.sales.lastMonth),
    },
    privateClassSales: {
      thisMonth: numbers(row?.sales.privateThisMonth),
      lastMonth: numbers(row?.sales.privateLastMonth),
    },
    pendingPrivateClasses: row?.pendingPrivateClasses ?? 0,
    averageQuizScore: row?.quiz.average ?? null,
    quizAttempts: row?.quiz.attempts ?? 0,
    upcomingSessions: (row?.upcomingSessions ?? []).map(toDashboardSession),
    unansweredComments: row?.unansweredComments ?? 0,
    salesByWeek: (row?.salesByWeek ?? [])
      .filter((week) => week.week >= isoDay(firstWeek))
      .map((week) => ({
        week: week.week,
        count: Number(week.count),
        gross: Number(week.gross),
        earnings: Number(week.earnings),
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
