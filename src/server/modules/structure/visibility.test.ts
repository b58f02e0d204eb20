import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, createTestApp, type TestApp } from '../../test/helper';

// What the public may see of the language catalogue is decided by the structure service: an inactive language
// hides itself and every level under it, even a level that is active on its own.
let t: TestApp;
let admin: string;
let student: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await buildUser(t, 'admin')).token;
  student = (await buildUser(t, 'student')).token;
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, token?: string) => t.request({ method: 'GET', url, token });
const create = async (url: string, payload: object) => {
  const res = await t.request({ method: 'POST', url, token: admin, payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number };
};

describe('language level visibility', () => {
  it('hides an active level of an inactive language from everyone but admins', async () => {
    const language = await create('/api/languages', { name: 'Italiano', code: 'it', is_active: false });
    const level = await create('/api/language-levels', { name: 'A1', language_id: language.id });

    for (const prefix of ['/api', '/api/structure']) {
      const anonymous = await get(`${prefix}/language-levels/${level.id}`);
      expect(anonymous.statusCode).toBe(404);
      expect(anonymous.json()).toEqual({ error: 'Language level not found' });
      expect((await get(`${prefix}/language-levels/${level.id}`, student)).statusCode).toBe(404);
      const asAdmin = await get(`${prefix}/language-levels/${level.id}`, admin);
      expect(asAdmin.statusCode).toBe(200);
      expect(asAdmin.json()).toMatchObject({ id: level.id, language_id: language.id, is_active: true });
    }
  });

  it('shows the same level once its language is active, and hides it again when the level is deactivated', async () => {
    const language = await create('/api/languages', { name: 'Português', code: 'pt', is_active: true });
    const level = await create('/api/language-levels', { name: 'B2', language_id: language.id });

    const visible = await get(`/api/language-levels/${level.id}`, student);
    expect(visible.statusCode).toBe(200);
    expect(visible.json()).toMatchObject({ id: level.id, name: 'B2', is_active: true });

    const off = await t.request({
      method: 'PUT',
      url: `/api/language-levels/${level.id}`,
      token: admin,
      payload: { is_active: false },
    });
    expect(off.statusCode).toBe(200);
    expect((await get(`/api/language-levels/${level.id}`)).statusCode).toBe(404);
    expect((await get(`/api/language-levels/${level.id}`, admin)).statusCode).toBe(200);
  });

  it('hides an inactive language itself from the public', async () => {
    const language = await create('/api/languages', { name: 'Русский', code: 'ru', is_active: false });
    const anonymous = await get(`/api/languages/${language.id}`);
    expect(anonymous.statusCode).toBe(404);
    expect(anonymous.json()).toEqual({ error: 'Language not found' });
    expect((await get(`/api/languages/${language.id}`, admin)).statusCode).toBe(200);
  });
});
