import {
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  inArray,
  isNull,
  max,
  ne,
  or,
  sql,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import type { MyStudent, MyStudentList, MyStudentsQuery } from '../../../contract/dashboards';
import { percentOf } from '../../../contract/progress';
import type { Db } from '../../db/client';
import { pageCarryingTotal } from '../../db/pagination';
import { preparedPage, type PageWindow } from '../../db/prepared';
import { courseBlocks, courses } from '../../db/schema/courses';
import { courseEnrollments } from '../../db/schema/enrollments';
import { liveSectionPurchases, liveSections, liveSessionPurchases, liveSessions } from '../../db/schema/live';
import { privateClasses } from '../../db/schema/private-classes';
import { quizAttempts, quizzes } from '../../db/schema/quizzes';
import { languageLevels, materials } from '../../db/schema/structure';
import { users } from '../../db/schema/users';
import { completedBlocksByUser } from '../progress/index';
import { boughtPrivateClass, professorBuyers } from './buyers.read-model';
import { containsPattern } from '../../db/like';

/** How many students a professor has (`search` filters them by name or email). */
function studentsCount(db: Db, professor: number | SQLWrapper, search?: SQL) {
  const buyers = professorBuyers(db, professor);
  return db
    .select({ total: sql<number>`count(distinct ${users.id})::int` })
    .from(buyers)
    .innerJoin(users, eq(users.id, buyers.userId))
    .where(search);
}

/**
 * A page of a professor's students, latest purchase first, each row carrying the list's total: a window over the
 * grouped rows (one per student) counts them before the page is cut, so the purchases are read once for the
 * page and its total, in one round trip. A count of its own (an InitPlan) read them all a second time: with 300
 * students, 1.9 ms of a 4.2 ms statement. Without a search the purchases are grouped by buyer and the page cut
 * before the buyers' names are read (twenty lookups); a search filters on the names, so it joins them first.
 */
function studentsPage(db: Db, professor: number | SQLWrapper, window: PageWindow, search?: SQL) {
  const buyers = professorBuyers(db, professor);
  const last = max(buyers.at);
  const total = sql<number>`count(*) over ()`.mapWith(Number);
  if (search) {
    return db
      .select({ id: users.id, name: users.name, email: users.email, last, total })
      .from(buyers)
      .innerJoin(users, eq(users.id, buyers.userId))
      .where(search)
      .groupBy(users.id, users.name, users.email)
      .orderBy(desc(last), asc(users.id))
      .limit(window.limit)
      .offset(window.offset);
  }
  const page = db
    .select({ userId: buyers.userId, last: last.as('last'), total: total.as('total') })
    .from(buyers)
    .groupBy(buyers.userId)
    .orderBy(desc(last), asc(buyers.userId))
    .limit(window.limit)
    .offset(window.offset)
    .as('page');
  return db
    .select({ id: users.id, name: users.name, email: users.email, last: page.last, total: page.total })
    .from(page)
    .innerJoin(users, eq(users.id, page.userId))
    .orderBy(desc(page.last), asc(users.id));
}

/**
 * The list as the page first asks for it (no search), prepared once: its union of four joins took PostgreSQL
 * 2.2 ms to plan against 0.4 ms to run, for the page and again for its count, on every request. The professor's
 * id is read through a subquery so that the plan made once is kept (decision 127).
 */
const unsearchedPage = preparedPage('my_students', (db, name, window) =>
  studentsPage(db, sql`(select ${sql.placeholder('professorId')}::int)`, window).prepare(name),
);

/**
 * `GET /professor/my-students`: the people who bought any of the professor's courses, sessions, sections or
 * private classes — his own students only — latest purchase first, with what they bought, their progress and
 * quiz results.
 */
export async function myStudents(
  db: Db,
  professorId: number,
  query: MyStudentsQuery,
): Promise<MyStudentList> {
  const search = query.search
    ? or(ilike(users.name, containsPattern(query.search)), ilike(users.email, containsPattern(query.search)))
    : undefined;
  const { rows, pagination } = await pageCarryingTotal(
    query,
    (window) =>
      search
        ? studentsPage(db, professorId, window, search)
        : unsearchedPage(db, window).execute({ professorId, ...window }),
    // A page past the last has no row to carry the total.
    async () => (await studentsCount(db, professorId, search))[0]?.total ?? 0,
  );
  return { students: await detailsOf(db, professorId, rows), pagination };
}

type StudentRow = { id: number; name: string; email: string; last: Date | string | null };

/** What each listed student bought of the professor's, their progress and quiz results: six queries. */
async function detailsOf(db: Db, professorId: number, rows: StudentRow[]): Promise<MyStudent[]> {
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return [];
  const [enrolled, seats, sections, classes, quiz] = await Promise.all([
    db
      .select({
        userId: courseEnrollments.userId,
        id: courses.id,
        title: courses.title,
        total: sql<number>`(select count(*)::int from ${courseBlocks} as blocks where blocks.course_id = "courses"."id")`,
      })
      .from(courseEnrollments)
      .innerJoin(courses, eq(courses.id, courseEnrollments.courseId))
      .where(and(eq(courses.createdBy, professorId), inArray(courseEnrollments.userId, ids)))
      .orderBy(asc(courses.title)),
    db
      .select({ userId: liveSessionPurchases.userId, id: liveSessions.id, title: liveSessions.title })
      .from(liveSessionPurchases)
      .innerJoin(liveSessions, eq(liveSessions.id, liveSessionPurchases.sessionId))
      .where(
        and(
          eq(liveSessions.professorId, professorId),
          isNull(liveSessionPurchases.refundedAt),
          isNull(liveSessions.individualStudentId),
          inArray(liveSessionPurchases.userId, ids),
        ),
      )
      .orderBy(asc(liveSessions.scheduledAt)),
    db
      .select({ userId: liveSectionPurchases.userId, id: liveSections.id, title: liveSections.title })
      .from(liveSectionPurchases)
      .innerJoin(liveSections, eq(liveSections.id, liveSectionPurchases.sectionId))
      .where(and(eq(liveSections.professorId, professorId), inArray(liveSectionPurchases.userId, ids))),
    db
      .select({
        userId: privateClasses.studentId,
        id: privateClasses.id,
        subject: sql<string | null>`coalesce(${materials.name}, ${languageLevels.name})`,
        sessionsCount: privateClasses.sessionsCount,
        status: privateClasses.status,
      })
      .from(privateClasses)
      .leftJoin(materials, eq(materials.id, privateClasses.materialId))
      .leftJoin(languageLevels, eq(languageLevels.id, privateClasses.languageLevelId))
      .where(
        and(
          eq(privateClasses.professorId, professorId),
          boughtPrivateClass,
          inArray(privateClasses.studentId, ids),
        ),
      )
      .orderBy(asc(privateClasses.paidAt), asc(privateClasses.id)),
    db
      .select({
        userId: quizAttempts.studentId,
        attempts: count(),
        passed: sql<number>`(count(*) filter (where ${quizAttempts.passed}))::int`,
        average: sql<
          number | null
        >`round(avg(${quizAttempts.score} * 100.0 / nullif(${quizAttempts.totalPoints}, 0)))::int`,
      })
      .from(quizAttempts)
      .innerJoin(quizzes, eq(quizzes.id, quizAttempts.quizId))
      .where(
        and(
          eq(quizzes.createdBy, professorId),
          inArray(quizAttempts.studentId, ids),
          ne(quizAttempts.status, 'open'),
        ),
      )
      .groupBy(quizAttempts.studentId),
  ]);
  const completed = await completedBlocksByUser(db, [...new Set(enrolled.map((row) => row.id))], ids);
  return rows.map((row) => {
    const attempts = quiz.find((q) => q.userId === row.id);
    return {
      id: row.id,
      name: row.name,
      email: row.email,
      lastPurchaseAt: new Date(row.last ?? 0).toISOString(),
      courses: enrolled
        .filter((course) => course.userId === row.id)
        .map((course) => ({
          id: course.id,
          title: course.title,
          percentage: percentOf(
            Math.min(completed.get(`${row.id}:${course.id}`) ?? 0, Number(course.total)),
            Number(course.total),
          ),
        })),
      sessions: seats.filter((s) => s.userId === row.id).map(({ id, title }) => ({ id, title })),
      sections: sections.filter((s) => s.userId === row.id).map(({ id, title }) => ({ id, title })),
      privateClasses: classes
        .filter((c) => c.userId === row.id)
        .map(({ id, subject, sessionsCount, status }) => ({
          id,
          subject,
          sessionsCount,
          status: status as 'scheduled' | 'completed' | 'cancelled',
        })),
      quizzes: {
        attempts: Number(attempts?.attempts ?? 0),
        passed: Number(attempts?.passed ?? 0),
        averageScore:
          attempts?.average === null || attempts?.average === undefined ? null : Number(attempts.average),
      },
    };
  });
}

const CSV_LIMIT = 5_000;

/** The same list (same search) as CSV for a spreadsheet, up to 5,000 students, newest purchase first. */
export async function myStudentsCsv(db: Db, professorId: number, search: string): Promise<string> {
  const pages: MyStudent[] = [];
  for (let page = 1; page <= CSV_LIMIT / 100; page += 1) {
    const { students, pagination } = await myStudents(db, professorId, { page, limit: 100, search });
    pages.push(...students);
    if (page >= pagination.totalPages) break;
  }
  const header = [
    'name',
    'email',
    'last_purchase',
    'courses',
    'sessions',
    'sections',
    'private_classes',
    'quiz_attempts',
    'quiz_passed',
    'quiz_average',
  ];
  const lines = pages.map((s) =>
    [
      s.name,
      s.email,
      s.lastPurchaseAt,
      s.courses.map((c) => `${c.title} (${c.percentage}%)`).join('; '),
      s.sessions.map((x) => x.title).join('; '),
      s.sections.map((x) => x.title).join('; '),
      s.privateClasses.map((c) => `${c.subject ?? `#${c.id}`} × ${c.sessionsCount} (${c.status})`).join('; '),
      String(s.quizzes.attempts),
      String(s.quizzes.passed),
      s.quizzes.averageScore === null ? '' : String(s.quizzes.averageScore),
    ]
      .map(csvCell)
      .join(','),
  );
  // A byte-order mark, so spreadsheet programs read the Arabic names as UTF-8.
  return `\uFEFF${[header.join(','), ...lines].join('\r\n')}\r\n`;
}

/** Quoted when needed; a leading `=`, `+`, `-` or `@` is defused so a spreadsheet never runs a name as a formula. */
function csvCell(value: string): string {
  const safe = /^[=+\-@]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) || safe !== value ? `"${safe.replaceAll('"', '""')}"` : safe;
}
