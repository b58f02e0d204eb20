import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, createTestApp, type TestApp, type TestUser } from '../../test/helper';

// Prices and paths cannot move under the buyer's feet: the buyer states the price they saw, the owner cannot
// move an approved course to another (differently priced) path, and exports cannot smuggle formulas.
let t: TestApp;
let admin: TestUser;
let prof: TestUser;
let student: TestUser;
let cheap: { id: number; price: number };
let dear: { id: number; price: number };
let levelId: number;

beforeAll(async () => {
  t = await createTestApp();
  [admin, prof, student] = await Promise.all([
    buildUser(t, 'admin'),
    buildUser(t, 'professor'),
    buildUser(t, 'student'),
  ]);
  const post = async (url: string, payload: object, token = admin.token) =>
    (await t.request({ method: 'POST', url, payload, token })).json();
  const level = await post('/api/levels', { name: 'L' });
  const year = await post('/api/years', { name: 'Y', levelId: level.id });
  cheap = await post('/api/materials', { name: 'Cheap', yearId: year.id, price: 100 });
  dear = await post('/api/materials', { name: 'Dear', yearId: year.id, price: 900 });
  const lang = await post('/api/languages', { name: 'Français', code: 'fr' });
  levelId = (await post('/api/language-levels', { name: 'B1', language_id: lang.id })).id;
  await t.request({
    method: 'PUT',
    url: '/api/points/balance',
    token: admin.token,
    payload: { user_id: student.user.id, points: 5000 },
  });
});
afterAll(async () => {
  await t.close();
});

async function approvedCourse() {
  const res = await t.request({
    method: 'POST',
    url: '/api/courses',
    token: prof.token,
    payload: {
      title: 'Cours',
      sections: [{ title: 'S', blocks: [{ type: 'text', content: 'x' }] }],
      material_id: cheap.id,
    },
  });
  const id = res.json().id as number;
  await t.request({ method: 'PUT', url: `/api/courses/${id}/approve`, token: admin.token });
  return id;
}

describe('catalogue paths of an approved course', () => {
  it('are the admin’s: the owner gets 403 and the course keeps its path and price', async () => {
    const id = await approvedCourse();
    for (const [url, payload] of [
      [`/api/courses/${id}/assign-material`, { material_id: dear.id }],
      [`/api/courses/${id}/language-path`, { language_level_id: levelId }],
    ] as const) {
      const res = await t.request({ method: 'PUT', url, token: prof.token, payload });
      expect(res.statusCode, url).toBe(403);
    }
    const course = (await t.request({ method: 'GET', url: `/api/courses/${id}` })).json();
    expect(course.price).toBe(cheap.price);
    const byAdmin = await t.request({
      method: 'PUT',
      url: `/api/courses/${id}/assign-material`,
      token: admin.token,
      payload: { material_id: dear.id },
    });
    expect(byAdmin.statusCode).toBe(200);
  });

  it('the owner still chooses one while the course awaits review', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/courses',
      token: prof.token,
      payload: { title: 'Pending', sections: [{ title: 'S', blocks: [{ type: 'text', content: 'x' }] }] },
    });
    const moved = await t.request({
      method: 'PUT',
      url: `/api/courses/${res.json().id}/assign-material`,
      token: prof.token,
      payload: { material_id: dear.id },
    });
    expect(moved.statusCode).toBe(200);
  });
});

describe('buying at the price the buyer saw', () => {
  it('a course: 409 Price changed with the new price, nothing charged; the right price buys', async () => {
    const id = await approvedCourse();
    await t.request({
      method: 'PUT',
      url: `/api/courses/${id}/assign-material`,
      token: admin.token,
      payload: { material_id: dear.id },
    });
    const before = (
      await t.request({ method: 'GET', url: '/api/points/balance', token: student.token })
    ).json();
    const stale = await t.request({
      method: 'POST',
      url: '/api/points/buy-course',
      token: student.token,
      payload: { courseId: id, expectedPrice: cheap.price },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ error: 'Price changed', price: dear.price });
    const after = (
      await t.request({ method: 'GET', url: '/api/points/balance', token: student.token })
    ).json();
    expect(after.balance).toBe(before.balance);
    const bought = await t.request({
      method: 'POST',
      url: '/api/points/buy-course',
      token: student.token,
      payload: { courseId: id, expectedPrice: dear.price },
    });
    expect(bought.statusCode).toBe(200);
    expect(bought.json().price_paid).toBe(dear.price);
  });

  it('a points package by card, on both purchase routes', async () => {
    const pkg = (
      await t.request({
        method: 'POST',
        url: '/api/points/packages',
        token: admin.token,
        payload: { name: 'Pack', points: 1000, price: 1200 },
      })
    ).json();
    for (const url of ['/api/points/purchase', '/api/payments/create-checkout']) {
      const stale = await t.request({
        method: 'POST',
        url,
        token: student.token,
        payload: { packageId: pkg.id, expectedPrice: 1000 },
      });
      expect(stale.statusCode, url).toBe(409);
      expect(stale.json()).toEqual({ error: 'Price changed', price: 1200 });
      const ok = await t.request({
        method: 'POST',
        url,
        token: student.token,
        payload: { packageId: pkg.id, expectedPrice: 1200 },
      });
      expect(ok.statusCode, url).toBe(200);
    }
  });
});

describe('course updates', () => {
  it('one existing block sent twice is 400', async () => {
    const created = await t.request({
      method: 'POST',
      url: '/api/courses',
      token: prof.token,
      payload: { title: 'Dup', sections: [{ title: 'S', blocks: [{ type: 'text', content: 'x' }] }] },
    });
    const course = created.json();
    const blockId = course.sections[0].blocks[0].id;
    const res = await t.request({
      method: 'PUT',
      url: `/api/courses/${course.id}`,
      token: prof.token,
      payload: {
        title: 'Dup',
        sections: [
          { title: 'S', blocks: [{ id: blockId, type: 'text', content: 'x' }] },
          { title: 'T', blocks: [{ id: blockId, type: 'text', content: 'y' }] },
        ],
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/appears twice/);
  });
});

describe('CSV exports', () => {
  it('write a cell that starts like a formula as text', async () => {
    const pkg = (
      await t.request({
        method: 'POST',
        url: '/api/points/packages',
        token: admin.token,
        payload: { name: '=HYPERLINK("http://evil.test","x")', points: 10, price: 0 },
      })
    ).json();
    const made = await t.request({
      method: 'POST',
      url: '/api/points/codes',
      token: admin.token,
      payload: { count: 1, packageId: pkg.id },
    });
    expect(made.statusCode, made.body).toBe(201);
    const csv = await t.request({
      method: 'GET',
      url: `/api/points/codes?format=csv&batch=${made.json().batch}`,
      token: admin.token,
    });
    expect(csv.statusCode).toBe(200);
    const row = csv.body.split('\r\n')[1]!;
    expect(row).toContain(`"'=HYPERLINK(""http://evil.test"",""x"")"`);
    expect(row).not.toMatch(/(^|,)"?[=+@-]/);
  });
});
