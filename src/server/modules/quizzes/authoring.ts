import { count, eq } from 'drizzle-orm';
import type { Question, QuestionInput, Quiz, QuizBody, QuizPatch } from '../../../contract/quizzes';
import type { Db, DbOrTx } from '../../db/client';
import { quizAttempts, quizQuestions, quizzes } from '../../db/schema/quizzes';
import { forbidden } from '../../errors';
import type { AuthUser } from '../../plugins/access';
import { getCourseRow } from '../courses/index';
import { getQuiz } from './staff-quizzes.read-model';
import { assertCanManage, questionsOf, type QuizRow } from './staff-view';

/**
 * Writing quizzes. A professor writes them on their own courses only; a new quiz, and a change to what decides
 * a score (questions, passing score, time limit, attempts), waits for an admin's approval again.
 */

async function insertQuestions(tx: DbOrTx, quizId: number, questions: QuestionInput[]) {
  await tx.insert(quizQuestions).values(
    questions.map((q, position) => ({
      quizId,
      position,
      question: q.question,
      type: q.type,
      options: q.type === 'multiple-choice' ? q.options : [],
      correctAnswer: q.correctAnswer,
      points: q.points,
      explanation: q.explanation,
    })),
  );
}

export async function createQuiz(db: Db, professor: AuthUser, input: QuizBody): Promise<Quiz> {
  const course = await getCourseRow(db, input.course_id);
  if (course.createdBy !== professor.id) throw forbidden('You can only add quizzes to your own courses');
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(quizzes)
      .values({
        courseId: course.id,
        createdBy: professor.id,
        title: input.title,
        description: input.description,
        timeLimit: input.time_limit,
        passingScore: input.passing_score,
        maxAttempts: input.max_attempts,
      })
      .returning({ id: quizzes.id });
    await insertQuestions(tx, row!.id, input.questions);
    return row!.id;
  });
  return getQuiz(db, professor, id);
}

/** The fields that decide a score, in a form two versions can be compared by. */
const questionKey = (q: Omit<Question, 'id'> | QuestionInput) =>
  JSON.stringify([
    q.type,
    q.question,
    q.type === 'multiple-choice' ? q.options : [],
    q.correctAnswer,
    q.points,
    q.explanation,
  ]);

function changesScoring(row: QuizRow, current: Question[], patch: QuizPatch) {
  const differs = <T>(next: T | undefined, now: T) => next !== undefined && next !== now;
  return (
    differs(patch.time_limit, row.timeLimit) ||
    differs(patch.passing_score, row.passingScore) ||
    differs(patch.max_attempts, row.maxAttempts) ||
    (patch.questions !== undefined &&
      JSON.stringify(patch.questions.map(questionKey)) !== JSON.stringify(current.map(questionKey)))
  );
}

/**
 * Edits a quiz (its professor or an admin). Attempts keep the questions they were started with, so replacing the
 * questions never rescores an attempt. A professor's change to the scoring, or any edit of a rejected quiz,
 * sends it back to review; an admin's edit keeps its status.
 */
export async function updateQuiz(db: Db, actor: AuthUser, id: number, patch: QuizPatch): Promise<Quiz> {
  const row = await assertCanManage(db, actor, id);
  const current = (await questionsOf(db, [id])).get(id) ?? [];
  const scoring = changesScoring(row, current, patch);
  const edited = Object.entries(patch).some(([key, value]) => key !== 'is_active' && value !== undefined);
  const backToReview = actor.role !== 'admin' && (scoring || (row.status === 'rejected' && edited));
  await db.transaction(async (tx) => {
    await tx
      .update(quizzes)
      .set({
        title: patch.title ?? row.title,
        description: patch.description ?? row.description,
        timeLimit: patch.time_limit ?? row.timeLimit,
        passingScore: patch.passing_score ?? row.passingScore,
        maxAttempts: patch.max_attempts ?? row.maxAttempts,
        isActive: patch.is_active ?? row.isActive,
        updatedAt: new Date(),
        ...(backToReview
          ? { status: 'pending' as const, rejectionReason: null, reviewedBy: null, reviewedAt: null }
          : {}),
      })
      .where(eq(quizzes.id, id));
    if (patch.questions && scoring) {
      await tx.delete(quizQuestions).where(eq(quizQuestions.quizId, id));
      await insertQuestions(tx, id, patch.questions);
    }
  });
  return getQuiz(db, actor, id);
}

/**
 * Deletes a quiz (its professor or an admin). A quiz somebody has attempted is only deactivated, so the
 * students' results and the professor's statistics stay.
 */
export async function deleteQuiz(db: Db, actor: AuthUser, id: number) {
  await assertCanManage(db, actor, id);
  return db.transaction(async (tx) => {
    // Lock the quiz so an attempt cannot start between the count and the delete.
    await tx.select({ id: quizzes.id }).from(quizzes).where(eq(quizzes.id, id)).for('update');
    const [attempts] = await tx.select({ n: count() }).from(quizAttempts).where(eq(quizAttempts.quizId, id));
    if ((attempts?.n ?? 0) > 0) {
      await tx.update(quizzes).set({ isActive: false, updatedAt: new Date() }).where(eq(quizzes.id, id));
      return { message: 'Quiz deactivated: it has attempts, so its results are kept', deleted: false };
    }
    await tx.delete(quizzes).where(eq(quizzes.id, id));
    return { message: 'Quiz deleted', deleted: true };
  });
}
