import { asc, eq, sql } from 'drizzle-orm';
import type { Question } from '../../../contract/quizzes';
import { QUIZ_NOT_FOUND } from '../../../contract/quizzes';
import type { DbOrTx } from '../../db/client';
import { preparedStatement } from '../../db/prepared';
import { quizQuestions, quizzes } from '../../db/schema/quizzes';
import { forbidden, notFound } from '../../errors';
import type { AuthUser } from '../../plugins/access';

/** A quiz's row and questions for its staff's checks and changes (their lists: staff-quizzes.read-model.ts). */

export type QuizRow = typeof quizzes.$inferSelect;

export async function getQuizRow(db: DbOrTx, id: number): Promise<QuizRow> {
  const [row] = await db.select().from(quizzes).where(eq(quizzes.id, id)).limit(1);
  if (!row) throw notFound(QUIZ_NOT_FOUND);
  return row;
}

export const NOT_YOUR_QUIZ = 'You can only change your own quizzes';

/** The quiz's professor or an admin; anyone else is refused. */
export async function assertCanManage(db: DbOrTx, actor: AuthUser, id: number): Promise<QuizRow> {
  const row = await getQuizRow(db, id);
  if (actor.role !== 'admin' && row.createdBy !== actor.id) throw forbidden(NOT_YOUR_QUIZ);
  return row;
}

/** The questions of the quizzes in the `ids` parameter, built once (db/prepared.ts). */
const questionsAmong = preparedStatement('quiz_questions_among', (db, name) =>
  db
    .select()
    .from(quizQuestions)
    .where(sql`${quizQuestions.quizId} = any(${sql.placeholder('ids')}::int[])`)
    .orderBy(asc(quizQuestions.quizId), asc(quizQuestions.position), asc(quizQuestions.id))
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
