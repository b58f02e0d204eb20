import { describe, expect, it } from 'vitest';
import type { CourseQuiz, ProfessorResults } from '../../../contract/quizzes';
import { buildUser } from '../../test/helper';
import {
  admin,
  answersFor,
  approvedCourse,
  approvedQuiz,
  buyCourse,
  buyer,
  courseId,
  createQuiz,
  deadlinePassed,
  get,
  otherProf,
  prof,
  RIGHT,
  save,
  started,
  stranger,
  submit,
  t,
  useQuizFixtures,
} from './quiz-fixtures';

useQuizFixtures();

describe('a course’s quizzes', () => {
  it('lists approved, active quizzes with the caller’s attempts used and best score', async () => {
    const quiz = await approvedQuiz({ title: 'Listed' });
    const pending = await createQuiz({ title: 'Pending' });
    const a = await started(buyer, quiz.id);
    await submit(buyer, a.attempt.id, answersFor(a, [1, true]));
    const b = await started(buyer, quiz.id);
    const res = await get(`/api/quizzes/courses/${courseId}/quizzes`, buyer.token);
    expect(res.statusCode).toBe(200);
    const quizzes: CourseQuiz[] = res.json().quizzes;
    expect(quizzes.find((q) => q.id === pending.id)).toBeUndefined();
    expect(quizzes.find((q) => q.id === quiz.id)).toEqual({
      id: quiz.id,
      course_id: courseId,
      course_title: 'Analyse',
      title: 'Listed',
      description: 'Vérifiez vos acquis',
      time_limit: 30,
      passing_score: 50,
      max_attempts: 3,
      is_active: true,
      question_count: 3,
      total_points: 10,
      attempts_used: 2,
      best_score: 50,
      passed: true,
      open_attempt_id: b.attempt.id,
    });
    expect(JSON.stringify(res.json())).not.toContain('correctAnswer');
  });

  it('is for owners of the course, its professor and admins; others get 403, a hidden course 404', async () => {
    const url = `/api/quizzes/courses/${courseId}/quizzes`;
    expect((await get(url, prof.token)).statusCode).toBe(200);
    expect((await get(url, admin.token)).statusCode).toBe(200);
    expect((await get(url, stranger.token)).statusCode).toBe(403);
    expect((await get(url, otherProf.token)).statusCode).toBe(403);
    const pendingCourse = await t.request({
      method: 'POST',
      url: '/api/courses',
      token: prof.token,
      payload: { title: 'Brouillon', sections: [{ title: 'S', blocks: [{ type: 'text', content: 'x' }] }] },
    });
    const hidden = await get(`/api/quizzes/courses/${pendingCourse.json().id}/quizzes`, stranger.token);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual({ error: 'Course not found' });
  });

  it('gives the intro of a quiz with the caller’s past attempts', async () => {
    const quiz = await approvedQuiz();
    const a = await started(buyer, quiz.id);
    await submit(buyer, a.attempt.id, answersFor(a, RIGHT));
    const res = await get(`/api/quizzes/${quiz.id}/overview`, buyer.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: quiz.id,
      attempts_used: 1,
      best_score: 100,
      open_attempt_id: null,
    });
    expect(res.json().attempts).toEqual([
      expect.objectContaining({ id: a.attempt.id, status: 'submitted', score: 10, percentage: 100 }),
    ]);
    expect((await get(`/api/quizzes/${quiz.id}/overview`, stranger.token)).statusCode).toBe(403);
  });
});

describe('professor results', () => {
  it('summarises the closed attempts of the professor’s own quizzes with student names and emails', async () => {
    const course = await approvedCourse(otherProf);
    const quiz = await approvedQuiz({ course_id: course, title: 'Results quiz' }, otherProf);
    const [amina, karim] = [await buildUser(t, 'student'), await buildUser(t, 'student')];
    await buyCourse(amina, course);
    await buyCourse(karim, course);
    const a = await started(amina, quiz.id);
    await submit(amina, a.attempt.id, answersFor(a, RIGHT));
    const k = await started(karim, quiz.id);
    await save(karim, k.attempt.id, answersFor(k, [1]));
    await deadlinePassed(k.attempt.id, 60);
    const open = await started(amina, quiz.id);

    const res = await get('/api/quizzes/professor/results', otherProf.token);
    expect(res.statusCode, res.body).toBe(200);
    const body: ProfessorResults = res.json();
    // Karim's overdue attempt is closed by this read; Amina's open one is not counted.
    expect(body).toMatchObject({ total_attempts: 2, average_score: 60, passed_attempts: 1 });
    expect(body.attempts).toHaveLength(2);
    expect(body.attempts.map((x) => x.id)).not.toContain(open.attempt.id);
    // 100 % and 20 %: one attempt in the top tenth, one in 20–29 %.
    expect(body.distribution).toEqual([0, 0, 1, 0, 0, 0, 0, 0, 0, 1]);
    expect(body.pagination).toEqual({ page: 1, limit: 20, total: 2, totalPages: 1 });
    const mine = body.quizzes.find((q) => q.id === quiz.id)!;
    expect(mine).toEqual({
      id: quiz.id,
      title: 'Results quiz',
      course_title: 'Analyse',
      status: 'approved',
      passing_score: 50,
      total_attempts: 2,
      average_score: 60,
      passed_attempts: 1,
    });

    // One quiz, a page at a time: the same attempts, newest first, one per page.
    const pages = [1, 2].map((page) =>
      get(`/api/quizzes/professor/results?quizId=${quiz.id}&page=${page}&limit=1`, otherProf.token),
    );
    const [first, second] = (await Promise.all(pages)).map((r) => {
      expect(r.statusCode, r.body).toBe(200);
      return r.json() as ProfessorResults;
    });
    expect(first!).toMatchObject({ total_attempts: 2, average_score: 60, passed_attempts: 1 });
    expect(first!.pagination).toEqual({ page: 1, limit: 1, total: 2, totalPages: 2 });
    expect([...first!.attempts, ...second!.attempts].map((x) => x.id)).toEqual(
      body.attempts.map((x) => x.id),
    );
    expect(body.attempts).toContainEqual(
      expect.objectContaining({
        id: a.attempt.id,
        quizId: quiz.id,
        quizTitle: 'Results quiz',
        studentName: amina.user.name,
        studentEmail: amina.user.email,
        score: 10,
        totalPoints: 10,
        percentage: 100,
        passed: true,
      }),
    );
    expect(body.attempts).toContainEqual(
      expect.objectContaining({
        id: k.attempt.id,
        status: 'expired',
        score: 2,
        percentage: 20,
        passed: false,
      }),
    );
    expect(body.quizzes.every((q) => q.id !== undefined)).toBe(true);

    const theirs: ProfessorResults = (await get('/api/quizzes/professor/results', prof.token)).json();
    expect(theirs.quizzes.find((q) => q.id === quiz.id)).toBeUndefined();
    expect(theirs.attempts.find((x) => x.quizId === quiz.id)).toBeUndefined();
    // Another professor's quiz is not his to read, nor one that does not exist.
    for (const url of [`?quizId=${quiz.id}`, '?quizId=2147483647']) {
      const refused = await get(`/api/quizzes/professor/results${url}`, prof.token);
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual({ error: 'Quiz not found' });
    }
    expect((await get('/api/quizzes/professor/results?limit=101', prof.token)).statusCode).toBe(400);
    const everyone: ProfessorResults = (
      await get(`/api/quizzes/professor/results?quizId=${quiz.id}`, admin.token)
    ).json();
    expect(everyone).toMatchObject({ total_attempts: 2, passed_attempts: 1 });
    expect((await get('/api/quizzes/professor/results', buyer.token)).statusCode).toBe(403);
  });
});
