import { and, asc, desc, eq, ilike, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { MyStudent, MyStudentList, MyStudentsQuery } from '../../../contract/dashboards';
import { percentOf } from '../../../contract/progress';
import type { Db } from '../../db/client';
import { pageCarryingTotal } from '../../db/pagination';
import { preparedPage, type PageWindow } from '../../db/prepared';
import { courseBlocks, courses } from '../../db/schema/courses';
import { liveSectionPurchases, liveSections, liveSessionPurchases, liveSessions } from '../../db/schema/live';
import { privateClasses } from '../../db/schema/private-classes';
import { quizAttempts, quizzes } from '../../db/schema/quizzes';
import { languageLevels, materials } from '../../db/schema/structure';
import { users } from '../../db/schema/users';
import { blockProgress } from '../../db/schema/progress';
import { professorStudents } from '../../db/schema/professor-students';
import { boughtPrivateClass } from './buyers.read-model';
import { containsPattern } from '../../db/like';

/** How many students a professor has (`search` filters them by name or email). */
function studentsCount(db: Db, professor: number, search?: SQL) {
  const mine = eq(professorStudents.professorId, professor);
  const count = db.select({ total: sql<number>`count(*)::int` }).from(professorStudents);
  return search
    ? count.innerJoin(users, eq(users.id, professorStudents.studentId)).where(and(mine, search))
    : count.where(mine);
}

/** What each student's row carries as JSON: what they bought of the professor's, progress and quiz results. */
interface StudentDetails {
  courses: { id: number; title: string; total: number; done: number }[];
  sessions: { id: number; title: string }[];
  sections: { id: number; title: string }[];
  classes: { id: number; subject: string | null; sessionsCount: number; status: string }[];
  quiz: { attempts: number; passed: number; average: number | null };
}

/**
 * The detail columns of a student's row (decision 127: each list a JSON column built by its own subquery over the
 * student's rows and their indexes): the professor's courses they own (`ownedCourses`, the ids their page row
 * gathered from their enrolments in his courses, so a student who also bought thousands of other courses costs
 * no more than one who bought only his), with the course's blocks and the ones they completed; the seats (not
 * refunded, not a private class's) and sections they hold; their paid private classes; and their submitted
 * attempts at his quizzes.
 */
function detailColumns(professor: number | SQLWrapper, student: SQLWrapper, ownedCourses: SQLWrapper) {
  return {
    courses: sql<StudentDetails['courses']>`(select coalesce(json_agg(json_build_object(
        'id', c.id, 'title', c.title,
        'total', (select count(*) from ${courseBlocks} b where b.course_id = c.id),
        'done', (select count(*) from ${blockProgress} p
                 where p.user_id = ${student} and p.course_id = c.id and p.completed_at is not null))
        order by c.title), '[]'::json)
      from ${courses} c where c.id = any(${ownedCourses}))`,
    sessions: sql<
      StudentDetails['sessions']
    >`(select coalesce(json_agg(json_build_object('id', s.id, 'title', s.title)
        order by s.scheduled_at, s.id), '[]'::json)
      from ${liveSessionPurchases} sp join ${liveSessions} s on s.id = sp.session_id
      where sp.user_id = ${student} and s.professor_id = ${professor} and sp.refunded_at is null
        and s.individual_student_id is null)`,
    sections: sql<
      StudentDetails['sections']
    >`(select coalesce(json_agg(json_build_object('id', l.id, 'title', l.title)
        order by l.id), '[]'::json)
      from ${liveSectionPurchases} lp join ${liveSections} l on l.id = lp.section_id
      where lp.user_id = ${student} and l.professor_id = ${professor})`,
    classes: sql<StudentDetails['classes']>`(select coalesce(json_agg(json_build_object(
        'id', ${privateClasses.id}, 'subject', coalesce(${materials.name}, ${languageLevels.name}),
        'sessionsCount', ${privateClasses.sessionsCount}, 'status', ${privateClasses.status})
        order by ${privateClasses.paidAt}, ${privateClasses.id}), '[]'::json)
      from ${privateClasses}
      left join ${materials} on ${materials.id} = ${privateClasses.materialId}
      left join ${languageLevels} on ${languageLevels.id} = ${privateClasses.languageLevelId}
      where ${privateClasses.studentId} = ${student} and ${privateClasses.professorId} = ${professor}
        and ${boughtPrivateClass})`,
    quiz: sql<StudentDetails['quiz']>`(select json_build_object('attempts', count(*),
        'passed', count(*) filter (where a.passed),
        'average', round(avg(a.score * 100.0 / nullif(a.total_points, 0)))::int)
      from ${quizAttempts} a join ${quizzes} q on q.id = a.quiz_id
      where a.student_id = ${student} and q.created_by = ${professor} and a.status <> 'open')`,
  };
}

/**
 * A page of a professor's students, latest purchase first, in one statement: his rows of `professor_students`
 * (kept by the purchases' triggers, decision 132) in their index's order, the list's total a window over them,
 * cut to the page before anything else is read, then each student's name and details (decision 127). A search
 * filters the rows on the students' names, so it joins them before the cut. What the page reads follows his
 * students, not his catalogue or his sales.
 */
function studentsPage(db: Db, professor: number | SQLWrapper, window: PageWindow, search?: SQL) {
  const mine = eq(professorStudents.professorId, professor);
  const rows = db
    .select({
      userId: professorStudents.studentId,
      last: professorStudents.lastPurchaseAt,
      total: sql<number>`count(*) over ()`.as('total'),
      // His courses this student owns.
      courseIds: professorStudents.courseIds,
    })
    .from(professorStudents);
  const page = (
    search
      ? rows.innerJoin(users, eq(users.id, professorStudents.studentId)).where(and(mine, search))
      : rows.where(mine)
  )
    .orderBy(desc(professorStudents.lastPurchaseAt), asc(professorStudents.studentId))
    .limit(window.limit)
    .offset(window.offset)
    .as('page');
  return db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      last: page.last,
      total: sql<number>`${page.total}`.mapWith(Number),
      ...detailColumns(professor, users.id, page.courseIds),
    })
    .from(page)
    .innerJoin(users, eq(users.id, page.userId))
    .orderBy(desc(page.last), asc(users.id));
}

/**
 * The list as the page first asks for it (no search), prepared once (decision 127: a statement of several
 * subqueries is planned once, not on every request). The professor's id is read through a subquery so that the
 * plan made once is kept.
 */
const unsearchedPage = preparedPage('my_students', (db, name, window) =>
  studentsPage(db, sql`(select ${sql.placeholder('professorId')}::int)`, window).prepare(name),
);

/**
 * `GET /professor/my-students`: the people who bought any of the professor's courses, sessions, sections or
 * private classes — his own students only — latest purchase first, with what they bought, their progress and
 * quiz results, in one round trip.
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
  return { students: rows.map(toStudent), pagination };
}

function toStudent(
  row: { id: number; name: string; email: string; last: Date | string | null } & StudentDetails,
): MyStudent {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    lastPurchaseAt: new Date(row.last ?? 0).toISOString(),
    courses: row.courses.map((course) => ({
      id: course.id,
      title: course.title,
      percentage: percentOf(Math.min(Number(course.done), Number(course.total)), Number(course.total)),
    })),
    sessions: row.sessions,
    sections: row.sections,
    privateClasses: row.classes.map(({ id, subject, sessionsCount, status }) => ({
      id,
      subject,
      sessionsCount,
      status: status as 'scheduled' | 'completed' | 'cancelled',
    })),
    quizzes: {
      attempts: Number(row.quiz.attempts),
      passed: Number(row.quiz.passed),
      averageScore: row.quiz.average === null ? null : Number(row.quiz.average),
    },
  };
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
