import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { StartedAttempt } from '../../../contract/quizzes';
import { quizAttempts } from '../../db/schema/quizzes';
import { buildUser } from '../../test/helper';
import {
  admin,
  answersFor,
  approvedCourse,
  approvedQuiz,
  buyer,
  createQuiz,
  deadlinePassed,
  get,
  prof,
  RIGHT,
  save,
  start,
  started,
  stranger,
  submit,
  t,
  useQuizFixtures,
} from './quiz-fixtures';

useQuizFixtures();

/** Every key and value anywhere in a JSON value, so a right answer cannot hide in a nested field. */
function walk(value: unknown, visit: (key: string, value: unknown) => void, key = '') {
  visit(key, value);
  if (Array.isArray(value)) value.forEach((v, i) => walk(v, visit, String(i)));
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(v, visit, k);
}

describe('starting an attempt', () => {
  it('answers 201 with the deadline and the questions, and no right answer or explanation anywhere', async () => {
    const quiz = await approvedQuiz();
    const res = await start(buyer, quiz.id);
    expect(res.statusCode, res.body).toBe(201);
    const body: StartedAttempt = res.json();
    const started = Date.parse(body.attempt.startedAt);
    expect(Date.parse(body.attempt.deadline) - started).toBe(30 * 60_000);
    expect(body.attempt.answers).toEqual([]);
    expect(body.quiz).toMatchObject({ id: quiz.id, title: quiz.title, time_limit: 30 });
    expect(body.quiz.questions.map((q) => Object.keys(q).sort())).toEqual(
      Array(3).fill(['id', 'options', 'points', 'question', 'type']),
    );
    const keys: string[] = [];
    const texts: unknown[] = [];
    walk(body, (k, v) => {
      keys.push(k.toLowerCase());
      texts.push(v);
    });
    expect(keys.filter((k) => /correct|explanation|solution|right/.test(k))).toEqual([]);
    for (const q of quiz.questions) expect(texts).not.toContain(q.explanation);
    expect(res.body).not.toContain('correctAnswer');
  });

  it('returns the open attempt (200) instead of using another one', async () => {
    const quiz = await approvedQuiz({ max_attempts: 1 });
    const first = await started(buyer, quiz.id);
    await save(buyer, first.attempt.id, answersFor(first, [1]));
    const again = await start(buyer, quiz.id);
    expect(again.statusCode).toBe(200);
    expect(again.json().attempt).toMatchObject({
      id: first.attempt.id,
      deadline: first.attempt.deadline,
      answers: answersFor(first, [1]),
    });
  });

  it('refuses past max_attempts with 409 Maximum attempts reached', async () => {
    const quiz = await approvedQuiz({ max_attempts: 2 });
    for (let i = 0; i < 2; i++) {
      const a = await started(buyer, quiz.id);
      expect((await submit(buyer, a.attempt.id, [])).statusCode).toBe(200);
    }
    const third = await start(buyer, quiz.id);
    expect(third.statusCode).toBe(409);
    expect(third.json()).toEqual({ error: 'Maximum attempts reached' });
  });

  it('refuses a student who does not own the course (403), and opens a free course to everyone', async () => {
    const quiz = await approvedQuiz();
    const res = await start(stranger, quiz.id);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'Buy this course to take its quizzes' });
    const freeCourse = await approvedCourse(prof, { price: 0 });
    const freeQuiz = await approvedQuiz({ course_id: freeCourse });
    expect((await start(stranger, freeQuiz.id)).statusCode).toBe(201);
  });

  it('answers 404 for a pending, a rejected, an inactive or a missing quiz', async () => {
    const pending = await createQuiz();
    expect((await start(buyer, pending.id)).json()).toEqual({ error: 'Quiz not found' });
    const rejected = await createQuiz();
    await t.request({
      method: 'PATCH',
      url: `/api/quizzes/admin/quizzes/${rejected.id}/reject`,
      token: admin.token,
      payload: { reason: 'Non' },
    });
    expect((await start(buyer, rejected.id)).statusCode).toBe(404);
    const inactive = await approvedQuiz();
    await t.request({
      method: 'PUT',
      url: `/api/quizzes/${inactive.id}`,
      token: prof.token,
      payload: { is_active: false },
    });
    expect((await start(buyer, inactive.id)).statusCode).toBe(404);
    expect((await start(buyer, 999_999)).statusCode).toBe(404);
  });

  it('is for students only', async () => {
    const quiz = await approvedQuiz();
    const res = await t.request({
      method: 'POST',
      url: '/api/quizzes/attempts/start',
      token: prof.token,
      payload: { quizId: quiz.id },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('saving and submitting', () => {
  it('saves answers as they are given; the submit completes them and scores every question', async () => {
    const quiz = await approvedQuiz();
    const a = await started(buyer, quiz.id);
    const saved = await save(buyer, a.attempt.id, answersFor(a, [1, false]));
    expect(saved.statusCode, saved.body).toBe(200);
    // A later save replaces the answer to the same question and keeps the others.
    const again = await save(buyer, a.attempt.id, [{ questionId: a.quiz.questions[1]!.id, answer: true }]);
    expect(again.json().answers).toEqual(answersFor(a, [1, true]));
    // Question 3 unanswered: 2 + 3 of 10 points.
    const res = await submit(buyer, a.attempt.id, []);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ score: 5, totalPoints: 10, percentage: 50, passed: true });
  });

  it('passes at exactly the passing score and fails below it', async () => {
    const quiz = await approvedQuiz({ passing_score: 51 });
    const a = await started(buyer, quiz.id);
    expect((await submit(buyer, a.attempt.id, answersFor(a, [1, true, 1]))).json()).toEqual({
      score: 5,
      totalPoints: 10,
      percentage: 50,
      passed: false,
    });
    const b = await started(buyer, quiz.id);
    expect((await submit(buyer, b.attempt.id, answersFor(b, RIGHT))).json()).toMatchObject({
      score: 10,
      percentage: 100,
      passed: true,
    });
  });

  it('refuses a second submit with 409 Attempt already submitted, and a save after it', async () => {
    const quiz = await approvedQuiz();
    const a = await started(buyer, quiz.id);
    await submit(buyer, a.attempt.id, answersFor(a, RIGHT));
    const twice = await submit(buyer, a.attempt.id, answersFor(a, RIGHT));
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ error: 'Attempt already submitted' });
    expect((await save(buyer, a.attempt.id, answersFor(a, [0]))).json()).toEqual({
      error: 'Attempt already submitted',
    });
  });

  it('refuses answers naming a question of another quiz or an option out of range (400)', async () => {
    const quiz = await approvedQuiz();
    const other = await approvedQuiz();
    const a = await started(buyer, quiz.id);
    const foreign = await submit(buyer, a.attempt.id, [{ questionId: other.questions[0]!.id, answer: 1 }]);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toEqual({
      error: `answers: question ${other.questions[0]!.id} is not part of this quiz`,
    });
    const outOfRange = await save(buyer, a.attempt.id, answersFor(a, [3]));
    expect(outOfRange.statusCode).toBe(400);
    expect(outOfRange.json().error).toBe(`answers: question ${a.quiz.questions[0]!.id} has no option 3`);
    const wrongKind = await save(buyer, a.attempt.id, [{ questionId: a.quiz.questions[1]!.id, answer: 0 }]);
    expect(wrongKind.statusCode).toBe(400);
    // Nothing was recorded by the refused calls.
    expect((await start(buyer, quiz.id)).json().attempt.answers).toEqual([]);
  });

  it('only the attempt’s student saves or submits it', async () => {
    const quiz = await approvedQuiz();
    const a = await started(buyer, quiz.id);
    const other = await buildUser(t, 'student');
    expect((await save(other, a.attempt.id, [])).statusCode).toBe(403);
    expect((await submit(other, a.attempt.id, [])).statusCode).toBe(403);
    expect((await submit(buyer, 999_999, [])).statusCode).toBe(404);
  });
});

describe('deadlines', () => {
  it('accepts a submit within the 30 s of grace after the deadline', async () => {
    const quiz = await approvedQuiz();
    const a = await started(buyer, quiz.id);
    await deadlinePassed(a.attempt.id, 20);
    const res = await submit(buyer, a.attempt.id, answersFor(a, RIGHT));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().score).toBe(10);
  });

  it('refuses a late submit with 409 Time limit exceeded and scores the last saved answers', async () => {
    const quiz = await approvedQuiz();
    const a = await started(buyer, quiz.id);
    await save(buyer, a.attempt.id, answersFor(a, [1]));
    await deadlinePassed(a.attempt.id, 31);
    const late = await submit(buyer, a.attempt.id, answersFor(a, RIGHT));
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ error: 'Time limit exceeded' });
    const results = await get(`/api/quizzes/attempts/${a.attempt.id}/results`, buyer.token);
    expect(results.json()).toMatchObject({ status: 'expired', score: 2, totalPoints: 10, passed: false });
    expect((await submit(buyer, a.attempt.id, [])).json()).toEqual({ error: 'Time limit exceeded' });
    expect((await save(buyer, a.attempt.id, [])).json()).toEqual({ error: 'Time limit exceeded' });
  });

  it('the deadline job closes an attempt the student never came back to, from its saved answers', async () => {
    const quiz = await approvedQuiz({ time_limit: 1 });
    const a = await started(buyer, quiz.id);
    await save(buyer, a.attempt.id, answersFor(a, RIGHT));
    // Not yet due: the job leaves it open.
    await t.ctx.jobs.runDue({ now: new Date(Date.parse(a.attempt.deadline) + 10_000) });
    const [open] = await t.ctx.db.select().from(quizAttempts).where(eq(quizAttempts.id, a.attempt.id));
    expect(open!.status).toBe('open');
    await t.ctx.jobs.runDue({ now: new Date(Date.parse(a.attempt.deadline) + 60_000) });
    const [closed] = await t.ctx.db.select().from(quizAttempts).where(eq(quizAttempts.id, a.attempt.id));
    expect(closed).toMatchObject({ status: 'expired', score: 10, passed: true, timeSpent: 60 });
    expect(closed!.completedAt!.toISOString()).toBe(a.attempt.deadline);
  });

  it('the first read closes an overdue attempt: the quiz list, then a new start counts it', async () => {
    const quiz = await approvedQuiz({ max_attempts: 2 });
    const a = await started(buyer, quiz.id);
    await save(buyer, a.attempt.id, answersFor(a, [1, true]));
    await deadlinePassed(a.attempt.id, 120);
    const list = await get(`/api/quizzes/courses/${quiz.course_id}/quizzes`, buyer.token);
    const listed = list.json().quizzes.find((q: { id: number }) => q.id === quiz.id);
    expect(listed).toMatchObject({ attempts_used: 1, best_score: 50, open_attempt_id: null, passed: true });
    const next = await start(buyer, quiz.id);
    expect(next.statusCode).toBe(201);
    expect(next.json().attempt.id).not.toBe(a.attempt.id);
  });
});

describe('results', () => {
  it('shows the student their answers, the right answers, points earned and explanations once closed', async () => {
    const quiz = await approvedQuiz();
    const a = await started(buyer, quiz.id);
    const early = await get(`/api/quizzes/attempts/${a.attempt.id}/results`, buyer.token);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ error: 'Attempt is still open' });
    await submit(buyer, a.attempt.id, answersFor(a, [1, false]));
    const res = await get(`/api/quizzes/attempts/${a.attempt.id}/results`, buyer.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: a.attempt.id,
      quizId: quiz.id,
      score: 2,
      totalPoints: 10,
      percentage: 20,
      passed: false,
      status: 'submitted',
      studentName: 'Amine Bouzid',
    });
    expect(res.json().questions).toEqual([
      expect.objectContaining({ answer: 1, correctAnswer: 1, correct: true, pointsEarned: 2 }),
      expect.objectContaining({ answer: false, correctAnswer: true, correct: false, pointsEarned: 0 }),
      expect.objectContaining({ answer: null, correctAnswer: 0, correct: false, explanation: 'e^0 = 1.' }),
    ]);
  });

  it('are readable by the quiz’s professor and admins; another student or professor gets 403', async () => {
    const quiz = await approvedQuiz();
    const a = await started(buyer, quiz.id);
    await submit(buyer, a.attempt.id, []);
    const url = `/api/quizzes/attempts/${a.attempt.id}/results`;
    expect((await get(url, prof.token)).statusCode).toBe(200);
    expect((await get(url, admin.token)).statusCode).toBe(200);
    const otherStudent = await buildUser(t, 'student');
    const refused = await get(url, otherStudent.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: 'You cannot read the results of this attempt' });
    expect((await get(url, stranger.token)).statusCode).toBe(403);
    const otherProf = await buildUser(t, 'professor');
    expect((await get(url, otherProf.token)).statusCode).toBe(403);
  });

  it('keeps an attempt’s questions as they were when it started, whatever edits follow', async () => {
    const quiz = await approvedQuiz();
    const a = await started(buyer, quiz.id);
    await t.request({
      method: 'PUT',
      url: `/api/quizzes/${quiz.id}`,
      token: prof.token,
      payload: { questions: [{ type: 'true-false', question: 'New', correctAnswer: false, points: 1 }] },
    });
    const res = await submit(buyer, a.attempt.id, answersFor(a, RIGHT));
    expect(res.json()).toMatchObject({ score: 10, totalPoints: 10 });
  });
});
