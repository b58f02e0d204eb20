import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseEnrollments } from '../../db/schema/enrollments';
import { buildUser, createTestApp, type TestApp, type TestUser } from '../../test/helper';

// One buyer cannot drive a course's average: one rating per buyer and course, and comments come in no burst.
let t: TestApp;
let buyer: TestUser;
let other: TestUser;
let courseId: number;

beforeAll(async () => {
  t = await createTestApp();
  const [admin, prof] = await Promise.all([buildUser(t, 'admin'), buildUser(t, 'professor')]);
  [buyer, other] = await Promise.all([buildUser(t, 'student'), buildUser(t, 'student')]);
  const post = async (url: string, payload: object, token = admin.token) =>
    (await t.request({ method: 'POST', url, payload, token })).json();
  const level = await post('/api/levels', { name: 'L' });
  const year = await post('/api/years', { name: 'Y', levelId: level.id });
  const material = await post('/api/materials', { name: 'M', yearId: year.id, price: 100 });
  const course = await post(
    '/api/courses',
    {
      title: 'Physique',
      sections: [{ title: 'S', blocks: [{ type: 'text', content: 'x' }] }],
      material_id: material.id,
    },
    prof.token,
  );
  courseId = course.id;
  await t.request({ method: 'PUT', url: `/api/courses/${courseId}/approve`, token: admin.token });
  await t.ctx.db.insert(courseEnrollments).values([
    { userId: buyer.user.id, courseId, pricePaid: 100 },
    { userId: other.user.id, courseId, pricePaid: 100 },
  ]);
});
afterAll(async () => {
  await t.close();
});

const comment = (token: string, payload: object) =>
  t.request({ method: 'POST', url: `/api/courses/${courseId}/comments`, token, payload });
const stats = async () =>
  (await t.request({ method: 'GET', url: `/api/courses/${courseId}/comments?limit=100` })).json();

describe('ratings', () => {
  it('a new rating from the same buyer replaces the old one', async () => {
    expect((await comment(other.token, { body: 'meh', rating: 1 })).statusCode).toBe(201);
    for (const rating of [5, 5, 5, 4]) {
      expect((await comment(buyer.token, { body: `again ${rating}`, rating })).statusCode).toBe(201);
    }
    const list = await stats();
    expect(list.ratingsCount).toBe(2);
    expect(list.averageRating).toBe(2.5);
    // The earlier comments stay, without their rating.
    const mine = list.comments.filter((c: { userId: number }) => c.userId === buyer.user.id);
    expect(mine).toHaveLength(4);
    expect(mine.filter((c: { rating: number | null }) => c.rating !== null)).toEqual([
      expect.objectContaining({ body: 'again 4', rating: 4 }),
    ]);
  });

  it('two ratings sent at once still leave one', async () => {
    const results = await Promise.all([
      comment(other.token, { body: 'a', rating: 2 }),
      comment(other.token, { body: 'b', rating: 3 }),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([201, 201]);
    expect((await stats()).ratingsCount).toBe(2);
  });

  it('comments without a rating are throttled per author', async () => {
    const limit = t.config.rateLimits.commentPerUser.max;
    const writer = await buildUser(t, 'student');
    await t.ctx.db.insert(courseEnrollments).values({ userId: writer.user.id, courseId, pricePaid: 100 });
    for (let i = 0; i < limit; i++)
      expect((await comment(writer.token, { body: `n${i}` })).statusCode).toBe(201);
    expect((await comment(writer.token, { body: 'one more' })).statusCode).toBe(429);
  });
});
