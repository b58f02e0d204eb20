import { describe, expect, it } from 'vitest';
import type { Quiz } from '../../../contract/quizzes';
import {
  admin,
  approvedCourse,
  approvedQuiz,
  buyer,
  courseId,
  createQuiz,
  get,
  otherProf,
  post,
  prof,
  quizJson,
  started,
  t,
  useQuizFixtures,
} from './quiz-fixtures';

useQuizFixtures();

const put = (id: number, payload: object, token = prof.token) =>
  t.request({ method: 'PUT', url: `/api/quizzes/${id}`, token, payload });
const approve = (id: number) =>
  t.request({ method: 'PATCH', url: `/api/quizzes/admin/quizzes/${id}/approve`, token: admin.token });
const reject = (id: number, payload: object) =>
  t.request({ method: 'PATCH', url: `/api/quizzes/admin/quizzes/${id}/reject`, token: admin.token, payload });

describe('writing a quiz', () => {
  it('creates a pending quiz with its questions in order on the professor’s own course', async () => {
    const res = await post('/api/quizzes', quizJson(), prof.token);
    expect(res.statusCode, res.body).toBe(201);
    const quiz: Quiz = res.json();
    expect(quiz).toMatchObject({
      course_id: courseId,
      course_title: 'Analyse',
      title: 'Les fonctions exponentielles',
      time_limit: 30,
      passing_score: 50,
      max_attempts: 3,
      status: 'pending',
      is_approved: false,
      is_active: true,
      created_by: prof.user.id,
      professor_name: 'Samir Benali',
      material_name: 'Maths',
      year_name: '3AS',
      level_name: 'Secondaire',
      speciality_name: null,
      attempts_count: 0,
    });
    expect(quiz.questions).toHaveLength(3);
    expect(quiz.questions.map((q) => q.correctAnswer)).toEqual([1, true, 0]);
    expect(quiz.questions[1]).toMatchObject({ type: 'true-false', options: [], points: 3 });
  });

  it('refuses a course of another professor (403) and a missing course (404)', async () => {
    const other = await post('/api/quizzes', quizJson(), otherProf.token);
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({ error: 'You can only add quizzes to your own courses' });
    const missing = await post('/api/quizzes', quizJson({ course_id: 999_999 }), prof.token);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'Course not found' });
  });

  it.each([
    [{ time_limit: 0 }, 'time_limit'],
    [{ time_limit: 301 }, 'time_limit'],
    [{ passing_score: 101 }, 'passing_score'],
    [{ max_attempts: 21 }, 'max_attempts'],
    [{ questions: [] }, 'questions'],
    [
      {
        questions: [{ type: 'multiple-choice', question: 'Q', options: ['a'], correctAnswer: 0, points: 1 }],
      },
      'questions.0.options',
    ],
    [
      {
        questions: [
          { type: 'multiple-choice', question: 'Q', options: ['a', 'b'], correctAnswer: 2, points: 1 },
        ],
      },
      'questions.0.correctAnswer',
    ],
    [{ questions: [{ type: 'true-false', question: 'Q', correctAnswer: 1, points: 1 }] }, 'questions.0'],
    [{ questions: [{ type: 'true-false', question: 'Q', correctAnswer: true, points: 0 }] }, 'questions.0'],
  ])('refuses %j (400 naming %s)', async (overrides, field) => {
    const res = await post('/api/quizzes', quizJson(overrides), prof.token);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error).toMatch(new RegExp(`^${field.replaceAll('.', '\\.')}`));
  });

  it('lists the professor’s own courses to attach a quiz to', async () => {
    const res = await get('/api/quizzes/professor/courses', prof.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().courses).toContainEqual({ id: courseId, title: 'Analyse', status: 'approved' });
    const others = (await get('/api/quizzes/professor/courses', otherProf.token)).json().courses;
    expect(others.map((c: { id: number }) => c.id)).not.toContain(courseId);
  });

  it('lists my quizzes with is_approved, status and attempt counts; another professor’s are not there', async () => {
    const quiz = await approvedQuiz({ title: 'Listed quiz' });
    const attempt = await started(buyer, quiz.id);
    await post(`/api/quizzes/attempts/${attempt.attempt.id}/submit`, { answers: [] }, buyer.token);
    const mine = (await get('/api/quizzes/my-quizzes', prof.token)).json().quizzes as Quiz[];
    const listed = mine.find((q) => q.id === quiz.id);
    expect(listed).toMatchObject({ is_approved: true, status: 'approved', attempts_count: 1 });
    expect(mine.every((q) => q.created_by === prof.user.id)).toBe(true);
    const theirs = (await get('/api/quizzes/my-quizzes', otherProf.token)).json().quizzes as Quiz[];
    expect(theirs.find((q) => q.id === quiz.id)).toBeUndefined();

    // A page at a time, newest first: two pages of one hold the two newest, then the total is his count.
    const before = (await get('/api/quizzes/my-quizzes', prof.token)).json().pagination.total as number;
    const newer = await approvedQuiz({ title: 'Newest quiz' });
    const pages = await Promise.all(
      [1, 2].map(async (page) => {
        const res = await get(`/api/quizzes/my-quizzes?page=${page}&limit=1`, prof.token);
        expect(res.statusCode, res.body).toBe(200);
        return res.json() as { quizzes: Quiz[]; pagination: { total: number; totalPages: number } };
      }),
    );
    expect(pages.map((p) => p.quizzes.map((q) => q.id))).toEqual([[newer.id], [quiz.id]]);
    expect(pages[0]!.pagination).toMatchObject({ page: 1, limit: 1, total: before + 1 });
    // Each row carries its own questions; an attempt still open is not counted.
    expect(pages.map((p) => p.quizzes[0]!.questions.map((q) => q.question))).toEqual([
      newer.questions.map((q) => q.question),
      quiz.questions.map((q) => q.question),
    ]);
    await started(buyer, newer.id);
    const open = (await get('/api/quizzes/my-quizzes?page=1&limit=1', prof.token)).json().quizzes as Quiz[];
    expect(open[0]).toMatchObject({ id: newer.id, attempts_count: 0 });
    // Past the last page: no row to carry the total, which is counted apart.
    const past = await get(`/api/quizzes/my-quizzes?page=${before + 5}&limit=1`, prof.token);
    expect(past.json()).toMatchObject({ quizzes: [], pagination: { total: before + 1 } });
    expect((await get('/api/quizzes/my-quizzes?limit=0', prof.token)).statusCode).toBe(400);
  });
});

describe('editing and deleting', () => {
  it('a title change keeps an approved quiz approved; a change to the questions or scoring sends it back', async () => {
    const quiz = await approvedQuiz();
    const renamed = await put(quiz.id, { title: 'Nouveau titre' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ title: 'Nouveau titre', status: 'approved' });

    const rescored = await put(quiz.id, { passing_score: 80 });
    expect(rescored.json()).toMatchObject({ passing_score: 80, status: 'pending', is_approved: false });

    await approve(quiz.id);
    const questions = quizJson().questions.slice(0, 2);
    const edited = await put(quiz.id, { questions });
    expect(edited.json().status).toBe('pending');
    expect(edited.json().questions).toHaveLength(2);
  });

  it('sending the same questions again changes nothing', async () => {
    const quiz = await approvedQuiz();
    const res = await put(quiz.id, { questions: quizJson().questions });
    expect(res.json().status).toBe('approved');
    expect(res.json().questions.map((q: { id: number }) => q.id)).toEqual(quiz.questions.map((q) => q.id));
  });

  it('an edit of a rejected quiz goes back to review; an admin’s edit keeps the status', async () => {
    const quiz = await createQuiz();
    await reject(quiz.id, { reason: 'Trop court' });
    const fixed = await put(quiz.id, { description: 'Plus de détails' });
    expect(fixed.json()).toMatchObject({ status: 'pending', rejection_reason: null });
    await approve(quiz.id);
    const byAdmin = await put(quiz.id, { passing_score: 60 }, admin.token);
    expect(byAdmin.json()).toMatchObject({ status: 'approved', passing_score: 60 });
  });

  it('only the owner or an admin edits or deletes (403 for another professor)', async () => {
    const quiz = await createQuiz();
    const edit = await put(quiz.id, { title: 'Pirate' }, otherProf.token);
    expect(edit.statusCode).toBe(403);
    expect(edit.json()).toEqual({ error: 'You can only change your own quizzes' });
    const del = await t.request({ method: 'DELETE', url: `/api/quizzes/${quiz.id}`, token: otherProf.token });
    expect(del.statusCode).toBe(403);
    expect((await get(`/api/quizzes/${quiz.id}`, otherProf.token)).statusCode).toBe(403);
    expect((await get(`/api/quizzes/${quiz.id}`, admin.token)).statusCode).toBe(200);
  });

  it('deletes a quiz nobody attempted; deactivates one with attempts so results stay', async () => {
    const fresh = await createQuiz();
    const gone = await t.request({ method: 'DELETE', url: `/api/quizzes/${fresh.id}`, token: prof.token });
    expect(gone.json()).toEqual({ message: 'Quiz deleted', deleted: true });
    expect((await get(`/api/quizzes/${fresh.id}`, prof.token)).statusCode).toBe(404);

    const taken = await approvedQuiz();
    const attempt = await started(buyer, taken.id);
    await post(`/api/quizzes/attempts/${attempt.attempt.id}/submit`, { answers: [] }, buyer.token);
    const kept = await t.request({ method: 'DELETE', url: `/api/quizzes/${taken.id}`, token: admin.token });
    expect(kept.statusCode).toBe(200);
    expect(kept.json().deleted).toBe(false);
    expect((await get(`/api/quizzes/${taken.id}`, prof.token)).json()).toMatchObject({ is_active: false });
    expect((await get(`/api/quizzes/attempts/${attempt.attempt.id}/results`, buyer.token)).statusCode).toBe(
      200,
    );
  });
});

describe('admin review', () => {
  it('lists pending quizzes with the course’s catalogue names and the right answers', async () => {
    const quiz = await createQuiz({ title: 'En attente' });
    const res = await get('/api/quizzes/admin/quizzes', admin.token);
    expect(res.statusCode).toBe(200);
    const listed = (res.json().quizzes as Quiz[]).find((q) => q.id === quiz.id);
    expect(listed).toMatchObject({
      status: 'pending',
      course_title: 'Analyse',
      professor_name: 'Samir Benali',
      material_name: 'Maths',
      year_name: '3AS',
      level_name: 'Secondaire',
    });
    expect(listed!.questions[0]!.correctAnswer).toBe(1);
    expect((res.json().quizzes as Quiz[]).every((q) => q.status === 'pending')).toBe(true);
  });

  it('names a language course’s language and level in both lists, and no school path', async () => {
    const language = (await post('/api/languages', { name: 'Français', code: 'fr' }, admin.token)).json();
    const level = (
      await post('/api/language-levels', { name: 'B1', language_id: language.id }, admin.token)
    ).json();
    const course = await approvedCourse(prof, { title: 'Le passé composé', language_level_id: level.id });
    const quiz = await createQuiz({ course_id: course, title: 'Les temps' });
    const names = {
      course_title: 'Le passé composé',
      language_name: 'Français',
      language_level_name: 'B1',
      material_name: null,
      year_name: null,
      level_name: null,
    };
    const mine = (await get('/api/quizzes/my-quizzes', prof.token)).json().quizzes as Quiz[];
    expect(mine.find((q) => q.id === quiz.id)).toMatchObject(names);
    const queue = (await get('/api/quizzes/admin/quizzes', admin.token)).json().quizzes as Quiz[];
    expect(queue.find((q) => q.id === quiz.id)).toMatchObject(names);
    expect((await get(`/api/quizzes/${quiz.id}`, prof.token)).json()).toMatchObject(names);
  });

  it('pages the queue, oldest first, with the total of the filter', async () => {
    const created = [await createQuiz(), await createQuiz(), await createQuiz()];
    const { pending } = (await get('/api/admin/pending-quizzes-count', admin.token)).json();
    expect(pending).toBeGreaterThanOrEqual(3);
    const lastPage = Math.ceil(pending / 2);
    const res = await get(`/api/quizzes/admin/quizzes?limit=2&page=${lastPage}`, admin.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().pagination).toEqual({ page: lastPage, limit: 2, total: pending, totalPages: lastPage });
    const onLastPage = (res.json().quizzes as Quiz[]).map((q) => q.id);
    expect(onLastPage).toHaveLength(pending % 2 === 0 ? 2 : 1);
    // The newest is last in the queue.
    expect(onLastPage.at(-1)).toBe(created[2]!.id);
    const first = await get('/api/quizzes/admin/quizzes?limit=2&page=1', admin.token);
    expect((first.json().quizzes as Quiz[]).map((q) => q.id)).not.toContain(created[2]!.id);
    const all = await get('/api/quizzes/admin/quizzes?status=all&limit=100', admin.token);
    expect(all.json().pagination.total).toBeGreaterThanOrEqual(pending);
    expect((await get('/api/quizzes/admin/quizzes?limit=101', admin.token)).statusCode).toBe(400);
    expect((await get('/api/quizzes/admin/quizzes?page=0', admin.token)).statusCode).toBe(400);
  });

  it('approves; rejects only with a reason', async () => {
    const quiz = await createQuiz();
    const noReason = await reject(quiz.id, {});
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error).toMatch(/^reason/);
    const rejected = await reject(quiz.id, { reason: 'Questions ambiguës' });
    expect(rejected.json()).toMatchObject({ status: 'rejected', rejection_reason: 'Questions ambiguës' });
    const approved = await approve(quiz.id);
    expect(approved.json()).toMatchObject({ status: 'approved', is_approved: true, rejection_reason: null });
    expect((await approve(999_999)).statusCode).toBe(404);
  });

  it('counts pending quizzes and all quizzes', async () => {
    const before = (await get('/api/admin/pending-quizzes-count', admin.token)).json();
    await createQuiz();
    const after = await get('/api/admin/pending-quizzes-count', admin.token);
    expect(after.statusCode).toBe(200);
    expect(after.json()).toEqual({ pending: before.pending + 1, total: before.total + 1 });
    expect((await get('/api/admin/pending-quizzes-count', prof.token)).statusCode).toBe(403);
  });

  it('a quiz of a course the professor does not own stays theirs only (a second course)', async () => {
    const otherCourse = await approvedCourse(otherProf);
    const res = await post('/api/quizzes', quizJson({ course_id: otherCourse }), prof.token);
    expect(res.statusCode).toBe(403);
  });
});
