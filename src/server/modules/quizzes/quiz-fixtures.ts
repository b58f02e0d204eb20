import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import type { Quiz, StartedAttempt } from '../../../contract/quizzes';
import { quizAttempts } from '../../db/schema/quizzes';
import { buildUser, createTestApp, type TestApp, type TestUser } from '../../test/helper';

/**
 * The world the quiz tests share: one app per test file, an admin, the course's professor and another one, a
 * buyer of the course and a student who owns nothing. The bindings are filled by `useQuizFixtures`.
 */
export let t: TestApp;
export let admin: TestUser;
export let prof: TestUser;
export let otherProf: TestUser;
export let buyer: TestUser;
export let stranger: TestUser;
export let materialId: number;
/** An approved course of `prof`, priced, that `buyer` bought. */
export let courseId: number;

export function useQuizFixtures() {
  beforeAll(async () => {
    t = await createTestApp();
    [admin, prof, otherProf, buyer, stranger] = await Promise.all([
      buildUser(t, 'admin'),
      buildUser(t, 'professor', { name: 'Samir Benali' }),
      buildUser(t, 'professor'),
      buildUser(t, 'student', { name: 'Amine Bouzid' }),
      buildUser(t, 'student'),
    ]);
    const level = await post('/api/levels', { name: 'Secondaire' }, admin.token);
    const year = await post('/api/years', { name: '3AS', levelId: level.json().id }, admin.token);
    materialId = (
      await post('/api/materials', { name: 'Maths', yearId: year.json().id, price: 500 }, admin.token)
    ).json().id;
    courseId = await approvedCourse();
    await buyCourse(buyer, courseId);
  });
  afterAll(async () => {
    await t.close();
  });
}

export const post = (url: string, payload: object, token?: string) =>
  t.request({ method: 'POST', url, payload, token });
export const get = (url: string, token?: string) => t.request({ method: 'GET', url, token });

/**
 * An approved text-only course of `owner`, on the material unless `fields` name a language level; `fields.price`
 * is its own price (0 = free), `fields.title` its title.
 */
export async function approvedCourse(
  owner = prof,
  fields: { title?: string; price?: number; language_level_id?: number } = {},
): Promise<number> {
  const res = await post(
    '/api/courses',
    {
      title: 'Analyse',
      sections: [{ title: 'S', blocks: [{ type: 'text', content: 'x' }] }],
      ...(fields.language_level_id === undefined ? { material_id: materialId } : {}),
      ...fields,
    },
    owner.token,
  );
  expect(res.statusCode, res.body).toBe(201);
  const approved = await t.request({
    method: 'PUT',
    url: `/api/courses/${res.json().id}/approve`,
    token: admin.token,
  });
  expect(approved.statusCode, approved.body).toBe(200);
  return res.json().id;
}

export async function buyCourse(student: TestUser, id: number) {
  await t.request({
    method: 'PUT',
    url: '/api/points/balance',
    token: admin.token,
    payload: { user_id: student.user.id, points: 10_000 },
  });
  const res = await post('/api/points/buy-course', { courseId: id }, student.token);
  expect(res.statusCode, res.body).toBe(200);
}

/** Three questions worth 2 + 3 + 5 points: right answers 1, true and 0. */
export const quizJson = (overrides: Record<string, unknown> = {}) => ({
  course_id: courseId,
  title: 'Les fonctions exponentielles',
  description: 'Vérifiez vos acquis',
  time_limit: 30,
  passing_score: 50,
  max_attempts: 3,
  questions: [
    {
      type: 'multiple-choice',
      question: 'La dérivée de exp(x) ?',
      options: ['0', 'exp(x)', 'x exp(x)'],
      correctAnswer: 1,
      points: 2,
      explanation: 'exp est sa propre dérivée.',
    },
    {
      type: 'true-false',
      question: 'exp(0) = 1',
      correctAnswer: true,
      points: 3,
      explanation: 'Toute puissance zéro vaut 1.',
    },
    {
      type: 'multiple-choice',
      question: 'ln(1) ?',
      options: ['0', '1'],
      correctAnswer: 0,
      points: 5,
      explanation: 'e^0 = 1.',
    },
  ],
  ...overrides,
});

export async function createQuiz(overrides: Record<string, unknown> = {}, owner = prof): Promise<Quiz> {
  const res = await post('/api/quizzes', quizJson(overrides), owner.token);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

export async function approvedQuiz(overrides: Record<string, unknown> = {}, owner = prof): Promise<Quiz> {
  const quiz = await createQuiz(overrides, owner);
  const res = await t.request({
    method: 'PATCH',
    url: `/api/quizzes/admin/quizzes/${quiz.id}/approve`,
    token: admin.token,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

export const start = (student: TestUser, quizId: number) =>
  post('/api/quizzes/attempts/start', { quizId }, student.token);

export async function started(student: TestUser, quizId: number): Promise<StartedAttempt> {
  const res = await start(student, quizId);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

type Given = { questionId: number; answer: number | boolean }[];
export const save = (student: TestUser, attemptId: number, answers: Given) =>
  t.request({
    method: 'PUT',
    url: `/api/quizzes/attempts/${attemptId}/answers`,
    token: student.token,
    payload: { answers },
  });
export const submit = (student: TestUser, attemptId: number, answers: Given) =>
  post(`/api/quizzes/attempts/${attemptId}/submit`, { answers }, student.token);

/** Moves an attempt back in time, as if it had started `minutesAgo` minutes ago. */
export async function backdate(attemptId: number, minutesAgo: number) {
  await t.ctx.db
    .update(quizAttempts)
    .set({
      startedAt: sql`${quizAttempts.startedAt} - make_interval(mins => ${minutesAgo})`,
      deadline: sql`${quizAttempts.deadline} - make_interval(mins => ${minutesAgo})`,
    })
    .where(eq(quizAttempts.id, attemptId));
}
/** Puts an attempt's deadline `seconds` seconds before now. */
export async function deadlinePassed(attemptId: number, seconds: number) {
  await t.ctx.db
    .update(quizAttempts)
    .set({ deadline: new Date(Date.now() - seconds * 1000) })
    .where(eq(quizAttempts.id, attemptId));
}

/** The right answers of `quizJson`'s questions, by position. */
export const RIGHT = [1, true, 0] as const;
export const answersFor = (started: StartedAttempt, values: readonly (number | boolean)[]) =>
  values.map((answer, i) => ({ questionId: started.quiz.questions[i]!.id, answer }));
