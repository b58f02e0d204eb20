import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { quizAttempts } from '../../db/schema/quizzes';
import { buildUser } from '../../test/helper';
import { closeIfOverdue } from './attempts';
import {
  answersFor,
  approvedQuiz,
  buyCourse,
  courseId,
  deadlinePassed,
  RIGHT,
  save,
  start,
  started,
  submit,
  t,
  useQuizFixtures,
} from './quiz-fixtures';

/**
 * Attempt counts and single scoring under concurrency. On PGlite (the default run) transactions serialise, so
 * these prove the rules; on the PostgreSQL server (`npm run test:pg`, in CI) the requests really race.
 */
useQuizFixtures();

async function newBuyer() {
  const student = await buildUser(t, 'student');
  await buyCourse(student, courseId);
  return student;
}

const attemptsOf = (quizId: number, studentId: number) =>
  t.ctx.db
    .select()
    .from(quizAttempts)
    .where(eq(quizAttempts.quizId, quizId))
    .then((rows) => rows.filter((r) => r.studentId === studentId));

describe('concurrent starts', () => {
  it('10 parallel starts open one attempt: one 201, nine 200 with the same attempt', async () => {
    const quiz = await approvedQuiz({ max_attempts: 3 });
    const student = await newBuyer();
    const results = await Promise.all(Array.from({ length: 10 }, () => start(student, quiz.id)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([
      200, 200, 200, 200, 200, 200, 200, 200, 200, 201,
    ]);
    expect(new Set(results.map((r) => r.json().attempt.id)).size).toBe(1);
    expect(await attemptsOf(quiz.id, student.user.id)).toHaveLength(1);
  });

  it('parallel starts after the last allowed attempt closed never open one more', async () => {
    const quiz = await approvedQuiz({ max_attempts: 2 });
    const student = await newBuyer();
    const first = await started(student, quiz.id);
    await submit(student, first.attempt.id, []);
    const results = await Promise.all(Array.from({ length: 10 }, () => start(student, quiz.id)));
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(9);
    const attempts = await attemptsOf(quiz.id, student.user.id);
    expect(attempts.map((a) => a.attemptNumber).sort()).toEqual([1, 2]);
    await submit(student, attempts.find((a) => a.status === 'open')!.id, []);
    const more = await Promise.all(Array.from({ length: 5 }, () => start(student, quiz.id)));
    expect(more.map((r) => r.statusCode)).toEqual([409, 409, 409, 409, 409]);
    expect(await attemptsOf(quiz.id, student.user.id)).toHaveLength(2);
  });
});

describe('closing once', () => {
  it('parallel submits of one attempt: one 200, the rest 409 Attempt already submitted', async () => {
    const quiz = await approvedQuiz();
    const student = await newBuyer();
    const a = await started(student, quiz.id);
    const results = await Promise.all(
      Array.from({ length: 8 }, () => submit(student, a.attempt.id, answersFor(a, RIGHT))),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    const refused = results.filter((r) => r.statusCode === 409);
    expect(refused).toHaveLength(7);
    expect(refused.every((r) => r.json().error === 'Attempt already submitted')).toBe(true);
  });

  it('a submit racing the deadline closing scores the attempt once', async () => {
    const quiz = await approvedQuiz();
    for (let round = 0; round < 5; round++) {
      const student = await newBuyer();
      const a = await started(student, quiz.id);
      await save(student, a.attempt.id, answersFor(a, [1]));
      // Inside the grace for the submit; overdue for a closer whose clock is a minute ahead.
      await deadlinePassed(a.attempt.id, 15);
      const later = new Date(Date.now() + 60_000);
      const [submits, closers] = await Promise.all([
        Promise.all([1, 2, 3].map(() => submit(student, a.attempt.id, answersFor(a, RIGHT)))),
        Promise.all([1, 2, 3].map(() => closeIfOverdue(t.ctx.db, a.attempt.id, later))),
      ]);
      const accepted = submits.filter((r) => r.statusCode === 200);
      const closedByDeadline = closers.filter(Boolean);
      expect(accepted.length + closedByDeadline.length, `round ${round}`).toBe(1);
      expect(submits.filter((r) => r.statusCode === 409)).toHaveLength(3 - accepted.length);
      const [row] = await t.ctx.db.select().from(quizAttempts).where(eq(quizAttempts.id, a.attempt.id));
      if (accepted.length) {
        expect(row).toMatchObject({ status: 'submitted', score: 10 });
        expect(accepted[0]!.json().score).toBe(10);
      } else {
        expect(row).toMatchObject({ status: 'expired', score: 2 });
      }
    }
  });
});
