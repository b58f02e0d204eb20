import type { AppLanguage } from '../../../contract/languages';
import { and, asc, count, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { AdminQuizzesQuery, MyQuizzesQuery, Question, Quiz } from '../../../contract/quizzes';
import { QUIZ_NOT_FOUND } from '../../../contract/quizzes';
import type { DbOrTx } from '../../db/client';
import { boundedCount, paginate } from '../../db/pagination';
import { preparedStatement } from '../../db/prepared';
import { quizAttempts, quizQuestions, quizzes } from '../../db/schema/quizzes';
import { forbidden, notFound } from '../../errors';
import type { AuthUser } from '../../plugins/access';
import { getCourseSummaries } from '../courses/index';

/** Quizzes as their professor and admins see them: right answers, explanations, the course's catalogue path. */

export type QuizRow = typeof quizzes.$inferSelect;

export async function getQuizRow(db: DbOrTx, id: number): Promise<QuizRow> {
  const [row] = await db.select().from(quizzes).where(eq(quizzes.id, id)).limit(1);
  if (!row) throw notFound(QUIZ_NOT_FOUND);
  return row;
}

/** The quiz's professor or an admin; anyone else is refused. */
export async function assertCanManage(db: DbOrTx, actor: AuthUser, id: number): Promise<QuizRow> {
  const row = await getQuizRow(db, id);
  if (actor.role !== 'admin' && row.createdBy !== actor.id)
    throw forbidden('You can only change your own quizzes');
  return row;
}

/** Statements of the staff's quiz lists built once (db/prepared.ts): `quizId` among the `ids` parameter. */
const ofQuizzes = (quizId: typeof quizQuestions.quizId | typeof quizAttempts.quizId) =>
  sql`${quizId} = any(${sql.placeholder('ids')}::int[])`;
const questionsAmong = preparedStatement('quiz_questions_among', (db, name) =>
  db
    .select()
    .from(quizQuestions)
    .where(ofQuizzes(quizQuestions.quizId))
    .orderBy(asc(quizQuestions.quizId), asc(quizQuestions.position), asc(quizQuestions.id))
    .prepare(name),
);
const attemptCountsAmong = preparedStatement('quiz_attempt_counts_among', (db, name) =>
  db
    .select({ quizId: quizAttempts.quizId, n: count() })
    .from(quizAttempts)
    .where(and(ofQuizzes(quizAttempts.quizId), ne(quizAttempts.status, 'open')))
    .groupBy(quizAttempts.quizId)
    .prepare(name),
);

export async function questionsOf(db: DbOrTx, quizIds: number[]): Promise<Map<number, Question[]>> {
  const rows = quizIds.length ? await questionsAmong(db).execute({ ids: quizIds }) : [];
  const byQuiz = new Map<number, Question[]>(quizIds.map((id) => [id, []]));
  for (const q of rows) {
    byQuiz.get(q.quizId)!.push({
      id: q.id,
      question: q.question,
      type: q.type,
      options: q.options,
      correctAnswer: q.correctAnswer,
      points: q.points,
      explanation: q.explanation,
    });
  }
  return byQuiz;
}

/** Staff DTOs in three small queries whatever their number: questions, attempt counts, course summaries. */
async function toQuizDtos(db: DbOrTx, rows: QuizRow[], language: AppLanguage = 'ar'): Promise<Quiz[]> {
  const ids = rows.map((r) => r.id);
  const [questions, counts, courses] = await Promise.all([
    questionsOf(db, ids),
    ids.length ? attemptCountsAmong(db).execute({ ids }) : [],
    getCourseSummaries(db, [...new Set(rows.map((r) => r.courseId))], language),
  ]);
  const attempts = new Map(counts.map((c) => [c.quizId, c.n]));
  const courseById = new Map(courses.map((c) => [c.id, c]));
  return rows.map((r) => {
    const course = courseById.get(r.courseId);
    return {
      id: r.id,
      course_id: r.courseId,
      course_title: course?.title ?? '',
      title: r.title,
      description: r.description,
      created_by: r.createdBy,
      professor_name: course?.professorName ?? '',
      created_at: r.createdAt.toISOString(),
      updated_at: r.updatedAt.toISOString(),
      time_limit: r.timeLimit,
      passing_score: r.passingScore,
      max_attempts: r.maxAttempts,
      status: r.status,
      is_approved: r.status === 'approved',
      is_active: r.isActive,
      rejection_reason: r.rejectionReason,
      questions: questions.get(r.id) ?? [],
      material_name: course?.materialPath?.materialName ?? null,
      speciality_name: course?.materialPath?.specialityName ?? null,
      year_name: course?.materialPath?.yearName ?? null,
      level_name: course?.materialPath?.levelName ?? null,
      language_name: course?.languagePath?.languageName ?? null,
      language_level_name: course?.languagePath?.languageLevelName ?? null,
      attempts_count: attempts.get(r.id) ?? 0,
    };
  });
}

export async function getQuiz(
  db: DbOrTx,
  actor: AuthUser,
  id: number,
  language: AppLanguage = 'ar',
): Promise<Quiz> {
  const row = await assertCanManage(db, actor, id);
  return (await toQuizDtos(db, [row], language))[0]!;
}

/** A professor's own quizzes, newest first, a page at a time (`quizzes_created_by_idx`). */
export async function listMyQuizzes(
  db: DbOrTx,
  professor: AuthUser,
  query: MyQuizzesQuery,
  language: AppLanguage,
) {
  const mine = eq(quizzes.createdBy, professor.id);
  const { rows, pagination } = await paginate(
    query,
    ({ limit, offset }) =>
      db
        .select()
        .from(quizzes)
        .where(mine)
        .orderBy(desc(quizzes.createdAt), desc(quizzes.id))
        .limit(limit)
        .offset(offset),
    db.select({ total: count() }).from(quizzes).where(mine),
  );
  return { quizzes: await toQuizDtos(db, rows, language), pagination };
}

/** The review queue: oldest first, so nothing waits for ever. */
export async function listAdminQuizzes(db: DbOrTx, query: AdminQuizzesQuery, language: AppLanguage) {
  const where: SQL | undefined = query.status === 'all' ? undefined : eq(quizzes.status, query.status);
  const { rows, pagination } = await paginate(
    query,
    ({ limit, offset }) =>
      db
        .select()
        .from(quizzes)
        .where(where)
        .orderBy(asc(quizzes.createdAt), asc(quizzes.id))
        .limit(limit)
        .offset(offset),
    boundedCount(db, quizzes, where).then((total) => [{ total }]),
  );
  return { quizzes: await toQuizDtos(db, rows, language), pagination };
}
