import { and, count, desc, eq, gte, sql } from 'drizzle-orm';
import type { AdminDashboard } from '../../../contract/dashboards';
import type { Db } from '../../db/client';
import { courses } from '../../db/schema/courses';
import { pointTransactions, professorEarnings } from '../../db/schema/points';
import { users } from '../../db/schema/users';
import { isoDay, REPORT_ZONE, startOfDay, startOfMonth } from '../../report-calendar';
import { extend } from '../../objects';

const DAYS = 30;

/**
 * The review queues, in one query of six counts, each over its own status index (kept between the writes that
 * change them by `admin-figures.ts`, decision 129). Each count is the sidebar's own definition
 * (`pendingCoursesCount`, `liveSessionsCount().pending`, `pendingSectionsCount`, `pendingQuizzesCount().pending`,
 * the private-class list's `status=pending`); `dashboards.test.ts` proves they agree.
 */
export async function reviewQueues(db: Db): Promise<AdminDashboard['pending']> {
  const result = await db.execute<{
    courses: number;
    live_sessions: number;
    live_sections: number;
    quizzes: number;
    private_classes: number;
  }>(sql`select
      (select count(*) from courses where status = 'pending')
        + (select count(*) from course_revisions where status = 'pending') as courses,
      (select count(*) from live_sessions
        where not is_approved and status not in ('ended', 'cancelled')) as live_sessions,
      (select count(*) from live_sections where status = 'pending') as live_sections,
      (select count(*) from quizzes where status = 'pending') as quizzes,
      (select count(*) from private_classes where status = 'pending') as private_classes`);
  const row = result.rows[0];
  return {
    courses: Number(row?.courses ?? 0),
    liveSections: Number(row?.live_sections ?? 0),
    liveSessions: Number(row?.live_sessions ?? 0),
    quizzes: Number(row?.quizzes ?? 0),
    privateClasses: Number(row?.private_classes ?? 0),
  };
}

/**
 * Everything on `GET /admin/dashboard` but the review queues: aggregates over all users and the whole ledger,
 * which the route keeps for a few seconds (`admin-figures.ts`, decision 123).
 */
export type AdminFigures = Omit<AdminDashboard, 'pending'>;

/**
 * Accounts, this month's money and sales, the last 30 days' best sellers and a daily series — seven queries run
 * together. Sales count and sum the professors' earnings rows like the earnings report; points sold are
 * completed card purchases like its top-ups.
 */
export async function adminFigures(db: Db, now = new Date()): Promise<AdminFigures> {
  const month = startOfMonth(now);
  const since = startOfDay(now, DAYS - 1);
  const week = new Date(now.getTime() - 7 * 86_400_000);
  const sales = sql<number>`(count(*) filter (where ${professorEarnings.gross} > 0))::int`;
  const gross = sql<number>`coalesce(sum(${professorEarnings.gross}), 0)::int`;
  const earningsDay = sql<string>`to_char(${professorEarnings.createdAt} at time zone ${REPORT_ZONE}, 'YYYY-MM-DD')`;
  const signupDay = sql<string>`to_char(${users.createdAt} at time zone ${REPORT_ZONE}, 'YYYY-MM-DD')`;
  const topUpDay = sql<string>`to_char(${pointTransactions.createdAt} at time zone ${REPORT_ZONE}, 'YYYY-MM-DD')`;
  const cardPurchases = and(
    eq(pointTransactions.kind, 'purchase'),
    eq(pointTransactions.status, 'completed'),
  );

  const [
    byRole,
    [newUsers],
    [monthTopUps],
    monthSales,
    topCourses,
    topProfessors,
    [dailySales, dailySignups, dailyTopUps],
  ] = await Promise.all([
    db.select({ role: users.role, n: count() }).from(users).groupBy(users.role),
    db.select({ n: count() }).from(users).where(gte(users.createdAt, week)),
    db
      .select({
        points: sql<number>`coalesce(sum(${pointTransactions.amount}), 0)::int`,
        dzd: sql<number>`coalesce(sum(${pointTransactions.amountDzd}), 0)::int`,
      })
      .from(pointTransactions)
      .where(and(cardPurchases, gte(pointTransactions.createdAt, month))),
    db
      .select({ kind: professorEarnings.kind, sales, gross })
      .from(professorEarnings)
      .where(gte(professorEarnings.createdAt, month))
      .groupBy(professorEarnings.kind),
    db
      .select({ id: courses.id, title: courses.title, professorName: users.name, sales, gross })
      .from(professorEarnings)
      .innerJoin(courses, eq(courses.id, professorEarnings.courseId))
      .innerJoin(users, eq(users.id, courses.createdBy))
      .where(and(eq(professorEarnings.kind, 'course'), gte(professorEarnings.createdAt, since)))
      .groupBy(courses.id, courses.title, users.name)
      .orderBy(desc(gross), desc(sales), courses.id)
      .limit(5),
    db
      .select({ id: users.id, name: users.name, sales, gross })
      .from(professorEarnings)
      .innerJoin(users, eq(users.id, professorEarnings.professorId))
      .where(gte(professorEarnings.createdAt, since))
      .groupBy(users.id, users.name)
      .orderBy(desc(gross), desc(sales), users.id)
      .limit(5),
    Promise.all([
      db
        .select({ date: earningsDay, sales, gross })
        .from(professorEarnings)
        .where(gte(professorEarnings.createdAt, since))
        .groupBy(earningsDay),
      db
        .select({ date: signupDay, n: count() })
        .from(users)
        .where(gte(users.createdAt, since))
        .groupBy(signupDay),
      db
        .select({ date: topUpDay, dzd: sql<number>`coalesce(sum(${pointTransactions.amountDzd}), 0)::int` })
        .from(pointTransactions)
        .where(and(cardPurchases, gte(pointTransactions.createdAt, since)))
        .groupBy(topUpDay),
    ]),
  ]);

  const role = (name: string) => Number(byRole.find((row) => row.role === name)?.n ?? 0);
  const kind = (name: string) => monthSales.find((row) => row.kind === name);
  const days = new Map<string, AdminDashboard['daily'][number]>();
  const day = (date: string) => {
    const existing = days.get(date) ?? { date, sales: 0, gross: 0, signups: 0, revenueDzd: 0 };
    days.set(date, existing);
    return existing;
  };
  for (const row of dailySales)
    Object.assign(day(row.date), { sales: Number(row.sales), gross: Number(row.gross) });
  for (const row of dailySignups) day(row.date).signups = Number(row.n);
  for (const row of dailyTopUps) day(row.date).revenueDzd = Number(row.dzd);
  return {
    today: isoDay(now),
    users: {
      student: role('student'),
      professor: role('professor'),
      admin: role('admin'),
      total: byRole.reduce((sum, row) => sum + Number(row.n), 0),
      newThisWeek: Number(newUsers?.n ?? 0),
    },
    month: {
      from: isoDay(month),
      pointsSold: Number(monthTopUps?.points ?? 0),
      revenueDzd: Number(monthTopUps?.dzd ?? 0),
      courseSales: Number(kind('course')?.sales ?? 0),
      courseGross: Number(kind('course')?.gross ?? 0),
      sessionSales: Number(kind('live_session')?.sales ?? 0),
      sessionGross: Number(kind('live_session')?.gross ?? 0),
      privateClassSales: Number(kind('private_class')?.sales ?? 0),
      privateClassGross: Number(kind('private_class')?.gross ?? 0),
    },
    topCourses: topCourses.map((row) => extend(row, { sales: Number(row.sales), gross: Number(row.gross) })),
    topProfessors: topProfessors.map((row) =>
      extend(row, {
        sales: Number(row.sales),
        gross: Number(row.gross),
      }),
    ),
    daily: [...days.values()]
      .filter((row) => row.date >= isoDay(since))
      .sort((a, b) => a.date.localeCompare(b.date)),
  };
}
