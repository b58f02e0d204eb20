import { asc, count, desc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { AppLanguage } from '../../../contract/languages';
import type { AdminQuizzesQuery, MyQuizzesQuery, Question, Quiz } from '../../../contract/quizzes';
import { QUIZ_NOT_FOUND } from '../../../contract/quizzes';
import type { DbOrTx } from '../../db/client';
import { boundedCount, idsOnPage, pageCarryingTotal, paginate } from '../../db/pagination';
import { preparedPage, type PageWindow } from '../../db/prepared';
import { courses } from '../../db/schema/courses';
import { quizAttempts, quizQuestions, quizzes } from '../../db/schema/quizzes';
import { users } from '../../db/schema/users';
import { forbidden, notFound } from '../../errors';
import { extend } from '../../objects';
import type { AuthUser } from '../../plugins/access';
import { translatedPaths } from '../courses/index';
import { NOT_YOUR_QUIZ } from './staff-view';

/**
 * Quizzes as their professor and admins see them: right answers, explanations, the course's catalogue path.
 *
 * A quiz as its staff list reads it, in one statement: its row, its questions in order (a JSON column), its
 * closed attempts' count, and its course's title, professor and catalogue ids. The catalogue's names come
 * from the kept paths (`translatedPaths`). It was four statements after the page's own: the questions, the
 * attempt counts, and the courses' whole summaries with their section and block counts (docs/performance.md,
 * "A staff quiz list in one statement").
 */
function staffQuizzes<More extends Record<string, SQL.Aliased | SQL>>(db: DbOrTx, more: More) {
  return db
    .select(
      extend(getTableColumns(quizzes), more, {
        questions: sql<Question[]>`(select coalesce(json_agg(json_build_object(
          'id', qq.id, 'question', qq.question, 'type', qq.type, 'options', qq.options,
          'correctAnswer', qq.correct_answer, 'points', qq.points, 'explanation', qq.explanation)
          order by qq.position, qq.id), '[]') from ${quizQuestions} qq where qq.quiz_id = ${quizzes.id})`,
        attemptsCount: sql<number>`(select count(*)::int from ${quizAttempts} a
          where a.quiz_id = ${quizzes.id} and a.status <> 'open')`,
        courseTitle: courses.title,
        professorName: users.name,
        materialId: courses.materialId,
        languageLevelId: courses.languageLevelId,
      }),
    )
    .from(quizzes)
    .leftJoin(courses, eq(courses.id, quizzes.courseId))
    .leftJoin(users, eq(users.id, courses.createdBy));
}

type StaffQuizRow = Awaited<
  ReturnType<ReturnType<typeof staffQuizzes<Record<never, never>>>['execute']>
>[number];

/** The DTOs of staff rows: the course's catalogue names in the reader's language. */
async function toQuizDtos(db: DbOrTx, rows: StaffQuizRow[], language: AppLanguage): Promise<Quiz[]> {
  const ids = (key: 'materialId' | 'languageLevelId') => [
    ...new Set(rows.map((r) => r[key]).filter((id): id is number => id !== null)),
  ];
  const paths = await translatedPaths(db, ids('materialId'), ids('languageLevelId'), language);
  return rows.map((r) => {
    const material = (r.materialId !== null && paths.materials.get(r.materialId)) || null;
    const level = (r.languageLevelId !== null && paths.languageLevels.get(r.languageLevelId)) || null;
    return {
      id: r.id,
      course_id: r.courseId,
      course_title: r.courseTitle ?? '',
      title: r.title,
      description: r.description,
      created_by: r.createdBy,
      professor_name: r.professorName ?? '',
      created_at: r.createdAt.toISOString(),
      updated_at: r.updatedAt.toISOString(),
      time_limit: r.timeLimit,
      passing_score: r.passingScore,
      max_attempts: r.maxAttempts,
      status: r.status,
      is_approved: r.status === 'approved',
      is_active: r.isActive,
      rejection_reason: r.rejectionReason,
      questions: r.questions,
      material_name: material?.materialName ?? null,
      speciality_name: material?.specialityName ?? null,
      year_name: material?.yearName ?? null,
      level_name: material?.levelName ?? null,
      language_name: level?.languageName ?? null,
      language_level_name: level?.languageLevelName ?? null,
      attempts_count: r.attemptsCount,
    };
  });
}

export async function getQuiz(
  db: DbOrTx,
  actor: AuthUser,
  id: number,
  language: AppLanguage = 'ar',
): Promise<Quiz> {
  const [row] = await staffQuizzes(db, {}).where(eq(quizzes.id, id)).limit(1);
  if (!row) throw notFound(QUIZ_NOT_FOUND);
  if (actor.role !== 'admin' && row.createdBy !== actor.id) throw forbidden(NOT_YOUR_QUIZ);
  return (await toQuizDtos(db, [row], language))[0]!;
}

/**
 * A page of staff rows: the page's ids from an index (`ids`, with its LIMIT and OFFSET), then their rows by
 * primary key, so the questions and counts are built for the page's rows only.
 */
function staffQuizPage<More extends Record<string, SQL>>(
  db: DbOrTx,
  where: SQL | undefined,
  order: SQL[],
  window: PageWindow,
  more: More,
) {
  const ids = db
    .select({ id: quizzes.id })
    .from(quizzes)
    .where(where)
    .orderBy(...order)
    .limit(window.limit)
    .offset(window.offset);
  return staffQuizzes(db, more)
    .where(idsOnPage(quizzes.id, ids))
    .orderBy(...order);
}

const newestFirst = [desc(quizzes.createdAt), desc(quizzes.id)];
const oldestFirst = [asc(quizzes.createdAt), asc(quizzes.id)];
const byProfessor = eq(quizzes.createdBy, sql.placeholder('professorId'));

/** A professor's page of his quizzes, with his count of them (run once) on each row. */
const myQuizzesPage = preparedPage('my_quizzes_page', (db, name, window) =>
  staffQuizPage(db, byProfessor, newestFirst, window, {
    total: sql<number>`(select count(*)::int from ${quizzes} where ${byProfessor})`,
  }).prepare(name),
);

/** A professor's own quizzes, newest first, a page at a time (`quizzes_created_by_idx`), in one statement. */
export async function listMyQuizzes(
  db: DbOrTx,
  professor: AuthUser,
  query: MyQuizzesQuery,
  language: AppLanguage,
) {
  const { rows, pagination } = await pageCarryingTotal(
    query,
    (window) => myQuizzesPage(db, window).execute({ professorId: professor.id, ...window }),
    async () =>
      (await db.select({ total: count() }).from(quizzes).where(eq(quizzes.createdBy, professor.id)))[0]
        ?.total ?? 0,
  );
  return { quizzes: await toQuizDtos(db, rows, language), pagination };
}

/** The admin's pages, of every quiz or of one status (`quizzes_created_idx`, `quizzes_status_idx`). */
const adminQuizzesPage = {
  all: preparedPage('admin_quizzes_page_all', (db, name, window) =>
    staffQuizPage(db, undefined, oldestFirst, window, {}).prepare(name),
  ),
  ofStatus: preparedPage('admin_quizzes_page_of_status', (db, name, window) =>
    staffQuizPage(db, eq(quizzes.status, sql.placeholder('status')), oldestFirst, window, {}).prepare(name),
  ),
};

/** The review queue: oldest first, so nothing waits for ever. */
export async function listAdminQuizzes(db: DbOrTx, query: AdminQuizzesQuery, language: AppLanguage) {
  const { status } = query;
  const { rows, pagination } = await paginate(
    query,
    (window) =>
      status === 'all'
        ? adminQuizzesPage.all(db, window).execute(window)
        : adminQuizzesPage.ofStatus(db, window).execute({ status, ...window }),
    boundedCount(db, quizzes, status === 'all' ? undefined : eq(quizzes.status, status)).then((total) => [
      { total },
    ]),
  );
  return { quizzes: await toQuizDtos(db, rows, language), pagination };
}
