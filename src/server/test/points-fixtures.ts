import { afterAll, beforeAll } from 'vitest';
import { buildUser, createTestApp, type TestApp, type TestUser } from './helper';

/**
 * The world the points tests share: one app per test file, an admin, a professor with a priced material, and
 * two students. The bindings are filled by `usePointsFixtures`.
 */
export let t: TestApp;
export let admin: TestUser;
export let prof: TestUser;
export let student: TestUser;
export let other: TestUser;
export let materialId: number;

export function usePointsFixtures() {
  beforeAll(async () => {
    t = await createTestApp();
    [admin, prof, student, other] = await Promise.all([
      buildUser(t, 'admin'),
      buildUser(t, 'professor', { name: 'Nadia Haddad' }),
      buildUser(t, 'student'),
      buildUser(t, 'student'),
    ]);
    const level = await post('/api/levels', { name: 'L' }, admin.token);
    const year = await post('/api/years', { name: 'Y', levelId: level.json().id }, admin.token);
    materialId = (
      await post('/api/materials', { name: 'M', yearId: year.json().id, price: 1200 }, admin.token)
    ).json().id;
  });
  afterAll(async () => {
    await t.close();
  });
}

export function post(url: string, payload: object, token?: string) {
  return t.request({ method: 'POST', url, payload, token });
}
export const get = (url: string, token?: string) => t.request({ method: 'GET', url, token });
export const balanceOf = async (token: string) =>
  (await get('/api/points/balance', token)).json().balance as number;
/** Sets a user's balance through the admin correction. */
export const fund = (userId: number, points: number) =>
  t.request({
    method: 'PUT',
    url: '/api/points/balance',
    token: admin.token,
    payload: { user_id: userId, points },
  });

/** A text-only course of `prof` on the material, approved; `price` is its own price. */
export async function approvedCourse(price?: number) {
  const res = await post(
    '/api/courses',
    {
      title: 'Cours',
      sections: [{ title: 'S', blocks: [{ type: 'text', content: 'secret content' }] }],
      material_id: materialId,
      ...(price !== undefined ? { price } : {}),
    },
    prof.token,
  );
  const id = res.json().id as number;
  await t.request({ method: 'PUT', url: `/api/courses/${id}/approve`, token: admin.token });
  return id;
}

export async function newPackage(points = 1000, price = 1000) {
  return (await post('/api/points/packages', { name: `Pack ${points}`, points, price }, admin.token)).json();
}
