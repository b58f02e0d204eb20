import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseEnrollments } from '../../db/schema/enrollments';
import { buildUser, createTestApp, type TestApp, type TestUser } from '../../test/helper';

let t: TestApp;
let admin: TestUser;
let prof: TestUser;
let otherProf: TestUser;
let buyer: TestUser;
let stranger: TestUser;
let courseId: number;
let sectionId: number;
let materialId: number;

beforeAll(async () => {
  t = await createTestApp();
  [admin, prof, otherProf, buyer, stranger] = await Promise.all([
    buildUser(t, 'admin'),
    buildUser(t, 'professor'),
    buildUser(t, 'professor'),
    buildUser(t, 'student', { name: 'Amine Bouzid' }),
    buildUser(t, 'student'),
  ]);
  const post = async (url: string, payload: object, token = admin.token) =>
    (await t.request({ method: 'POST', url, payload, token })).json();
  const level = await post('/api/levels', { name: 'L' });
  const year = await post('/api/years', { name: 'Y', levelId: level.id });
  const material = await post('/api/materials', { name: 'M', yearId: year.id, price: 100 });
  const course = await post(
    '/api/courses',
    {
      title: 'Physique',
      sections: [{ title: 'Ondes', blocks: [{ type: 'text', content: 'x' }] }],
      material_id: material.id,
    },
    prof.token,
  );
  courseId = course.id;
  sectionId = course.sections[0].id;
  materialId = material.id;
  await t.request({ method: 'PUT', url: `/api/courses/${courseId}/approve`, token: admin.token });
  await t.ctx.db.insert(courseEnrollments).values({ userId: buyer.user.id, courseId, pricePaid: 100 });
});
afterAll(async () => {
  await t.close();
});

const comment = (token: string | undefined, payload: object) =>
  t.request({ method: 'POST', url: `/api/courses/${courseId}/comments`, token, payload });

describe('course comments', () => {
  it('a buyer comments on a section with a rating; everyone reads it', async () => {
    const res = await comment(buyer.token, { body: 'شرح ممتاز', section_id: sectionId, rating: 5 });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      body: 'شرح ممتاز',
      rating: 5,
      sectionId,
      userName: 'Amine Bouzid',
      replies: [],
    });
    const list = (await t.request({ method: 'GET', url: `/api/courses/${courseId}/comments` })).json();
    expect(list.comments[0].body).toBe('شرح ممتاز');
    expect(list).toMatchObject({ averageRating: 5, ratingsCount: 1, pagination: { total: 1, page: 1 } });
  });

  it('refuses students who do not own the course, other professors and anonymous callers', async () => {
    expect((await comment(stranger.token, { body: 'spam' })).statusCode).toBe(403);
    expect((await comment(otherProf.token, { body: 'spam' })).statusCode).toBe(403);
    expect((await comment(undefined, { body: 'spam' })).statusCode).toBe(401);
  });

  it('lets the owner and admins comment but not rate; refuses a section of another course and empty text', async () => {
    expect((await comment(prof.token, { body: 'Merci à tous' })).statusCode).toBe(201);
    const rated = await comment(prof.token, { body: 'x', rating: 5 });
    expect(rated.statusCode).toBe(400);
    expect(rated.json().error).toMatch(/^rating: /);
    expect((await comment(buyer.token, { body: 'x', section_id: 999999 })).statusCode).toBe(400);
    const empty = await comment(buyer.token, { body: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toMatch(/^body: /);
    expect((await comment(buyer.token, { body: 'x', rating: 6 })).statusCode).toBe(400);
  });

  it('the professor replies; unanswered comments come first on their page', async () => {
    const first = (await comment(buyer.token, { body: 'سؤال: كيف نحسب الطول الموجي؟' })).json();
    const second = (await comment(buyer.token, { body: 'سؤال آخر' })).json();
    const reply = await t.request({
      method: 'POST',
      url: `/api/courses/${courseId}/comments/${first.id}/replies`,
      token: prof.token,
      payload: { body: 'λ = v / f' },
    });
    expect(reply.statusCode).toBe(201);
    expect(reply.json().replies).toEqual([
      expect.objectContaining({ body: 'λ = v / f', userId: prof.user.id }),
    ]);

    const foreign = await t.request({
      method: 'POST',
      url: `/api/courses/${courseId}/comments/${first.id}/replies`,
      token: otherProf.token,
      payload: { body: 'not mine' },
    });
    expect(foreign.statusCode).toBe(403);
    const byStudent = await t.request({
      method: 'POST',
      url: `/api/courses/${courseId}/comments/${first.id}/replies`,
      token: buyer.token,
      payload: { body: 'me too' },
    });
    expect(byStudent.statusCode).toBe(403);

    const page = await t.request({
      method: 'GET',
      url: '/api/comments/professor?limit=50',
      token: prof.token,
    });
    expect(page.statusCode).toBe(200);
    const items = page.json().comments as { id: number; answered: boolean; courseTitle: string }[];
    // Unanswered questions come first, then the answered ones.
    const firstAnswered = items.findIndex((c) => c.answered);
    expect(firstAnswered).toBeGreaterThan(0);
    expect(items.filter((c) => c.answered)).toHaveLength(items.length - firstAnswered);
    expect(items.slice(firstAnswered).every((c) => c.answered)).toBe(true);
    expect(items.find((c) => c.id === second.id)).toMatchObject({ answered: false, courseTitle: 'Physique' });
    expect(items.find((c) => c.id === first.id)).toMatchObject({ answered: true });
    // The total counts his courses' questions only, as the list does.
    expect(page.json().pagination.total).toBe(items.length);
    const other = await t.request({ method: 'GET', url: '/api/comments/professor', token: otherProf.token });
    expect(other.json().comments).toEqual([]);
    expect(other.json().pagination.total).toBe(0);
    expect(
      (await t.request({ method: 'GET', url: '/api/comments/professor', token: buyer.token })).statusCode,
    ).toBe(403);
  });

  it('pages comments with their replies and figures in one statement, each as it reads on its own', async () => {
    const list = async (query: string, id = courseId) => {
      const res = await t.request({ method: 'GET', url: `/api/courses/${id}/comments?${query}` });
      expect(res.statusCode).toBe(200);
      return res.json();
    };
    const before = await list('limit=2');
    const older = (await comment(buyer.token, { body: 'Première question' })).json();
    const newer = (await comment(buyer.token, { body: 'Deuxième question' })).json();
    const reply = (body: string) =>
      t.request({
        method: 'POST',
        url: `/api/courses/${courseId}/comments/${older.id}/replies`,
        token: prof.token,
        payload: { body },
      });
    expect((await reply('Réponse 1')).statusCode).toBe(201);
    // The reply's answer is the comment read on its own (its replies by a query of their own).
    const alone = (await reply('Réponse 2')).json();
    expect(alone.replies.map((r: { body: string }) => r.body)).toEqual(['Réponse 1', 'Réponse 2']);

    const first = await list('limit=2');
    expect(first.comments.map((c: { id: number }) => c.id)).toEqual([newer.id, older.id]);
    // Replies carried as JSON read exactly as the comment read on its own: order, names, times to the ms.
    expect(first.comments[1]).toEqual(alone);
    expect(first.comments[0]).toEqual({ ...newer, replies: [] });
    const total = before.pagination.total + 2;
    expect(first.pagination).toEqual({ page: 1, limit: 2, total, totalPages: Math.ceil(total / 2) });
    expect(first).toMatchObject({ averageRating: before.averageRating, ratingsCount: before.ratingsCount });
    expect(before.ratingsCount).toBeGreaterThan(0);

    // A page past the last has no comment to carry the figures: they are counted on their own.
    const past = await list(`limit=2&page=${Math.ceil(total / 2) + 1}`);
    expect(past.comments).toEqual([]);
    expect(past).toMatchObject({
      pagination: { total, totalPages: Math.ceil(total / 2) },
      averageRating: before.averageRating,
      ratingsCount: before.ratingsCount,
    });

    // A course without comments: an empty first page, no average.
    const quiet = (
      await t.request({
        method: 'POST',
        url: '/api/courses',
        token: prof.token,
        payload: {
          title: 'Optique',
          sections: [{ title: 'Lentilles', blocks: [{ type: 'text', content: 'x' }] }],
          material_id: materialId,
        },
      })
    ).json();
    const approved = await t.request({
      method: 'PUT',
      url: `/api/courses/${quiet.id}/approve`,
      token: admin.token,
    });
    expect(approved.statusCode).toBe(200);
    expect(await list('limit=2', quiet.id)).toEqual({
      comments: [],
      pagination: { page: 1, limit: 2, total: 0, totalPages: 0 },
      averageRating: null,
      ratingsCount: 0,
    });
  });

  it('authors and admins delete comments; nobody else', async () => {
    const mine = (await comment(buyer.token, { body: 'to delete' })).json();
    expect(
      (
        await t.request({
          method: 'DELETE',
          url: `/api/courses/${courseId}/comments/${mine.id}`,
          token: stranger.token,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await t.request({
          method: 'DELETE',
          url: `/api/courses/${courseId}/comments/${mine.id}`,
          token: buyer.token,
        })
      ).statusCode,
    ).toBe(200);
    const other = (await comment(buyer.token, { body: 'moderated' })).json();
    expect(
      (
        await t.request({
          method: 'DELETE',
          url: `/api/courses/${courseId}/comments/${other.id}`,
          token: admin.token,
        })
      ).statusCode,
    ).toBe(200);
  });
});
