import { and, asc, eq, inArray, lt, type SQL } from 'drizzle-orm';
import type { Answer, AttemptScore, OpenAttempt, StartedAttempt } from '../../../contract/quizzes';
import {
  ATTEMPT_ALREADY_SUBMITTED,
  ATTEMPT_NOT_FOUND,
  MAX_ATTEMPTS_REACHED,
  QUIZ_NOT_FOUND,
  SUBMIT_GRACE_SECONDS,
  TIME_LIMIT_EXCEEDED,
} from '../../../contract/quizzes';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { isForeignKeyViolation } from '../../db/errors';
import { type AttemptAnswer, quizAttempts, quizQuestions, quizzes } from '../../db/schema/quizzes';
import { conflict, forbidden, notFound } from '../../errors';
import type { AuthUser } from '../../plugins/access';
import type { Jobs } from '../../plugins/jobs';
import { checkAnswers, mergeAnswers, scoreAttempt, toStudentQuestion } from './scoring';
import { assertQuizReader } from './take-access';

/**
 * Timed attempts. The server records the start and the deadline; answers are saved as they are given; an
 * attempt is closed exactly once — by its submission, or after its deadline (plus the grace) from its last
 * saved answers, whichever comes first (docs/decisions: quiz deadlines). Every close locks the attempt row and
 * updates it only while it is still open, so a submit racing the deadline job scores it once.
 */

export type AttemptRow = typeof quizAttempts.$inferSelect;
export const CLOSE_ATTEMPT_JOB = 'quizzes.close-attempt';

const GRACE_MS = SUBMIT_GRACE_SECONDS * 1000;
/** Past its deadline and the submit grace: an open attempt here is closed as it was. */
export const isOverdue = (row: Pick<AttemptRow, 'deadline'>, now: Date) =>
  now.getTime() > row.deadline.getTime() + GRACE_MS;

export async function getAttemptRow(db: DbOrTx, id: number): Promise<AttemptRow> {
  const [row] = await db.select().from(quizAttempts).where(eq(quizAttempts.id, id)).limit(1);
  if (!row) throw notFound(ATTEMPT_NOT_FOUND);
  return row;
}

async function lockAttempt(tx: Tx, id: number): Promise<AttemptRow> {
  const [row] = await tx.select().from(quizAttempts).where(eq(quizAttempts.id, id)).for('update');
  if (!row) throw notFound(ATTEMPT_NOT_FOUND);
  return row;
}

/** Scores and closes a locked, open attempt; an expired one counts its time up to the deadline. */
async function close(
  tx: Tx,
  row: AttemptRow,
  how: 'submitted' | 'expired',
  answers: AttemptAnswer[],
  now: Date,
): Promise<AttemptScore> {
  const { questions: _perQuestion, ...score } = scoreAttempt(row.questions, answers, row.passingScore);
  const completedAt = how === 'expired' ? row.deadline : now;
  const [closed] = await tx
    .update(quizAttempts)
    .set({
      status: how,
      answers,
      score: score.score,
      passed: score.passed,
      completedAt,
      timeSpent: Math.max(0, Math.round((completedAt.getTime() - row.startedAt.getTime()) / 1000)),
    })
    .where(and(eq(quizAttempts.id, row.id), eq(quizAttempts.status, 'open')))
    .returning({ id: quizAttempts.id });
  // The row is locked by the caller, so it cannot have closed meanwhile; a miss would mean two scorings.
  if (!closed) throw conflict(ATTEMPT_ALREADY_SUBMITTED);
  return score;
}

/** Closes one attempt whose deadline and grace have passed; false when it was already closed or is not due. */
export async function closeIfOverdue(db: Db, attemptId: number, now = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(quizAttempts).where(eq(quizAttempts.id, attemptId)).for('update');
    if (!row || row.status !== 'open' || !isOverdue(row, now)) return false;
    await close(tx, row, 'expired', row.answers, now);
    return true;
  });
}

/**
 * Closes the overdue open attempts a read is about to show (a student's, or those of some quizzes), so nobody
 * sees an attempt open past its time even when the deadline job has not run yet.
 */
export async function closeOverdueAttempts(
  db: Db,
  filter: { studentId?: number; quizIds?: number[] },
  now = new Date(),
): Promise<number> {
  if (filter.quizIds?.length === 0) return 0;
  const conditions: SQL[] = [
    eq(quizAttempts.status, 'open'),
    lt(quizAttempts.deadline, new Date(now.getTime() - GRACE_MS)),
  ];
  if (filter.studentId !== undefined) conditions.push(eq(quizAttempts.studentId, filter.studentId));
  if (filter.quizIds) conditions.push(inArray(quizAttempts.quizId, filter.quizIds));
  const due = await db
    .select({ id: quizAttempts.id })
    .from(quizAttempts)
    .where(and(...conditions));
  let closed = 0;
  for (const { id } of due) if (await closeIfOverdue(db, id, now)) closed++;
  return closed;
}

const toOpenAttempt = (row: AttemptRow, now: Date): OpenAttempt => ({
  id: row.id,
  startedAt: row.startedAt.toISOString(),
  deadline: row.deadline.toISOString(),
  serverTime: now.toISOString(),
  answers: row.answers,
});

/**
 * Starts an attempt, or returns the one still open (`created: false`) without using another. Two unique indexes
 * hold the count under concurrent starts: one open attempt per student and quiz, and attempt numbers 1..max.
 * A start that loses the race inserts nothing (ON CONFLICT DO NOTHING waits for the winner) and returns the
 * winner's attempt.
 */
export async function startAttempt(
  ctx: { db: Db; jobs: Pick<Jobs, 'enqueue'> },
  student: AuthUser,
  quizId: number,
  now = new Date(),
): Promise<{ created: boolean; body: StartedAttempt }> {
  const { db } = ctx;
  const [quiz] = await db.select().from(quizzes).where(eq(quizzes.id, quizId)).limit(1);
  if (!quiz || quiz.status !== 'approved' || !quiz.isActive) throw notFound(QUIZ_NOT_FOUND);
  await assertQuizReader(db, student, quiz.courseId);
  await closeOverdueAttempts(db, { studentId: student.id, quizIds: [quizId] }, now);
  const questions = (
    await db
      .select()
      .from(quizQuestions)
      .where(eq(quizQuestions.quizId, quizId))
      .orderBy(asc(quizQuestions.position), asc(quizQuestions.id))
  ).map((q) => ({
    id: q.id,
    question: q.question,
    type: q.type,
    options: q.options,
    correctAnswer: q.correctAnswer,
    points: q.points,
    explanation: q.explanation,
  }));
  const respond = (created: boolean, row: AttemptRow) => ({
    created,
    body: {
      attempt: toOpenAttempt(row, now),
      quiz: {
        id: quiz.id,
        title: quiz.title,
        time_limit: quiz.timeLimit,
        passing_score: quiz.passingScore,
        questions: row.questions.map(toStudentQuestion),
      },
    },
  });
  // A lost race is retried: the winner's attempt is then open (returned), or closed already (counted).
  for (let round = 0; round < 3; round++) {
    // One statement, one snapshot: the open attempt and the count can never disagree.
    const mine = await db
      .select()
      .from(quizAttempts)
      .where(and(eq(quizAttempts.quizId, quizId), eq(quizAttempts.studentId, student.id)));
    const open = mine.find((a) => a.status === 'open');
    if (open) return respond(false, open);
    const attemptNumber = mine.length + 1;
    if (attemptNumber > quiz.maxAttempts) throw conflict(MAX_ATTEMPTS_REACHED);
    const deadline = new Date(now.getTime() + quiz.timeLimit * 60_000);
    const created = await db
      .transaction(async (tx) => {
        const [row] = await tx
          .insert(quizAttempts)
          .values({
            quizId,
            studentId: student.id,
            attemptNumber,
            questions,
            totalPoints: questions.reduce((sum, q) => sum + q.points, 0),
            passingScore: quiz.passingScore,
            startedAt: now,
            deadline,
          })
          .onConflictDoNothing()
          .returning();
        if (row) {
          // Closes the attempt once its time and grace are over, even if the student never comes back.
          await ctx.jobs.enqueue(
            tx,
            CLOSE_ATTEMPT_JOB,
            { attemptId: row.id },
            { runAt: new Date(deadline.getTime() + GRACE_MS + 1000), key: `quiz-attempt-close:${row.id}` },
          );
        }
        return row;
      })
      .catch((error: unknown) => {
        // The quiz was deleted while this start was on its way.
        if (isForeignKeyViolation(error)) throw notFound(QUIZ_NOT_FOUND);
        throw error;
      });
    if (created) return respond(true, created);
  }
  throw conflict('The attempt could not be started; please try again');
}

/** The owner's attempt, locked; a closed or overdue one is refused (an overdue one is closed first). */
async function withOpenAttempt<T>(
  db: Db,
  student: AuthUser,
  attemptId: number,
  now: Date,
  work: (tx: Tx, row: AttemptRow) => Promise<T>,
): Promise<T> {
  const outcome = await db.transaction(async (tx): Promise<{ refused: string } | { done: T }> => {
    const row = await lockAttempt(tx, attemptId);
    if (row.studentId !== student.id) throw forbidden('This attempt is not yours');
    if (row.status === 'submitted') return { refused: ATTEMPT_ALREADY_SUBMITTED };
    if (row.status === 'expired') return { refused: TIME_LIMIT_EXCEEDED };
    if (isOverdue(row, now)) {
      // Closed from its last saved answers, and committed, before the refusal is answered.
      await close(tx, row, 'expired', row.answers, now);
      return { refused: TIME_LIMIT_EXCEEDED };
    }
    return { done: await work(tx, row) };
  });
  if ('refused' in outcome) throw conflict(outcome.refused);
  return outcome.done;
}

async function questionsForChecking(db: Db, student: AuthUser, attemptId: number) {
  const row = await getAttemptRow(db, attemptId);
  if (row.studentId !== student.id) throw forbidden('This attempt is not yours');
  return row.questions;
}

/** Saves progress: the answers given replace earlier ones for the same questions. */
export async function saveAnswers(
  db: Db,
  student: AuthUser,
  attemptId: number,
  answers: Answer[],
  now = new Date(),
) {
  const checked = checkAnswers(await questionsForChecking(db, student, attemptId), answers);
  return withOpenAttempt(db, student, attemptId, now, async (tx, row) => {
    const merged = mergeAnswers(row.answers, checked);
    await tx
      .update(quizAttempts)
      .set({ answers: merged, answersSavedAt: now })
      .where(eq(quizAttempts.id, row.id));
    return { id: row.id, answers: merged, savedAt: now.toISOString() };
  });
}

/** Submits: the answers sent complete those saved before; the attempt is scored and closed once. */
export async function submitAttempt(
  db: Db,
  student: AuthUser,
  attemptId: number,
  answers: Answer[],
  now = new Date(),
): Promise<AttemptScore> {
  const checked = checkAnswers(await questionsForChecking(db, student, attemptId), answers);
  return withOpenAttempt(db, student, attemptId, now, (tx, row) =>
    close(tx, row, 'submitted', mergeAnswers(row.answers, checked), now),
  );
}
