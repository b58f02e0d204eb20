import { afterAll, beforeAll, expect } from 'vitest';
import type { Quiz, StartedAttempt } from '../../contract/quizzes';
import { buildUser, createTestApp, type TestApp, type TestUser } from './helper';

/**
 * The world the dashboard tests share: one app per test file, an admin and a priced material (500 points).
 * Courses, quizzes and purchases are made through the API by the helpers below, each for its own professor, so
 * every figure a test checks comes from rows it built. The bindings are filled by `useDashboardFixtures`.
 */
export let t: TestApp;
export let admin: TestUser;
export let materialId: number;
export const MATERIAL_PRICE = 500;

export function useDashboardFixtures() {
  beforeAll(async () => {
    // Private-class moves mail after their commit; a mailer that keeps nothing leaves no outbox file being
    // written while the app's data directory is removed at the end.
    t = await createTestApp({
      overrides: { mailer: { send: async () => undefined, close: () => undefined } },
    });
    admin = await buildUser(t, 'admin');
    const level = await post('/api/levels', { name: 'Secondaire' }, admin.token);
    const year = await post('/api/years', { name: '3AS', levelId: level.json().id }, admin.token);
    materialId = (
      await post(
        '/api/materials',
        { name: 'Maths', yearId: year.json().id, price: MATERIAL_PRICE },
        admin.token,
      )
    ).json().id;
  });
  afterAll(async () => {
    await t.close();
  });
}

export const post = (url: string, payload: object, token?: string) =>
  t.request({ method: 'POST', url, payload, token });
export const get = (url: string, token?: string) => t.request({ method: 'GET', url, token });

/** An approved one-block text course of `owner` on the material. */
export async function approvedCourse(owner: TestUser): Promise<number> {
  const res = await post(
    '/api/courses',
    {
      title: 'Analyse',
      sections: [{ title: 'S', blocks: [{ type: 'text', content: 'x' }] }],
      material_id: materialId,
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

/** Sets the student's balance to 10,000 points and buys the course. */
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

/** An approved quiz on the course: three questions worth 2 + 3 + 5 points, right answers 1, true and 0. */
export async function approvedQuiz(courseId: number, owner: TestUser): Promise<Quiz> {
  const res = await post(
    '/api/quizzes',
    {
      course_id: courseId,
      title: 'Les fonctions exponentielles',
      description: '',
      time_limit: 30,
      passing_score: 50,
      max_attempts: 3,
      questions: [
        {
          type: 'multiple-choice',
          question: 'exp’ ?',
          options: ['0', 'exp', 'x'],
          correctAnswer: 1,
          points: 2,
          explanation: '',
        },
        { type: 'true-false', question: 'exp(0) = 1', correctAnswer: true, points: 3, explanation: '' },
        {
          type: 'multiple-choice',
          question: 'ln(1) ?',
          options: ['0', '1'],
          correctAnswer: 0,
          points: 5,
          explanation: '',
        },
      ],
    },
    owner.token,
  );
  expect(res.statusCode, res.body).toBe(201);
  const approved = await t.request({
    method: 'PATCH',
    url: `/api/quizzes/admin/quizzes/${res.json().id}/approve`,
    token: admin.token,
  });
  expect(approved.statusCode, approved.body).toBe(200);
  return approved.json();
}

/** Starts an attempt and submits the answers given by position (a number is an option, a boolean true/false). */
export async function answerQuiz(student: TestUser, quizId: number, values: readonly (number | boolean)[]) {
  const start = await post('/api/quizzes/attempts/start', { quizId }, student.token);
  expect(start.statusCode, start.body).toBe(201);
  const attempt = start.json() as StartedAttempt;
  const answers = values.map((answer, i) => ({ questionId: attempt.quiz.questions[i]!.id, answer }));
  const res = await post(`/api/quizzes/attempts/${attempt.attempt.id}/submit`, { answers }, student.token);
  expect(res.statusCode, res.body).toBe(200);
}
