import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CODES_TEXT } from '../../../contract/settings';
import { buildAdmin, buildStudent, createTestApp, type TestApp, type TestUser } from '../../test/helper';

let t: TestApp;
let admin: TestUser;
let student: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  [admin, student] = await Promise.all([buildAdmin(t), buildStudent(t)]);
});
afterAll(async () => {
  await t.close();
});

const read = () => t.request({ method: 'GET', url: '/api/settings/points-codes-text' });
const write = (payload: object, token?: string) =>
  t.request({ method: 'PUT', url: '/api/admin/points-codes-text', token, payload });

describe('where top-up codes come from', () => {
  it('is readable by anyone, with a default in each language until an admin writes it', async () => {
    const res = await read();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual(DEFAULT_CODES_TEXT);
    expect(Object.values(res.json() as Record<string, string>).every((text) => text.length > 20)).toBe(true);
    expect(Object.keys(res.json())).toHaveLength(3);
  });

  it('is written by admins only, trimmed, in all three languages', async () => {
    const text = {
      ar: '  تُباع الرموز في مكتبة النجاح بوهران.  ',
      fr: 'Codes vendus à la librairie En-Najah, Oran.',
      en: 'Codes are sold at En-Najah bookshop, Oran.',
    };
    expect((await write(text)).statusCode).toBe(401);
    const refused = await write(text, student.token);
    expect(refused.statusCode).toBe(403);
    expect((await read()).json()).toEqual(DEFAULT_CODES_TEXT);

    const saved = await write(text, admin.token);
    expect(saved.statusCode, saved.body).toBe(200);
    const expected = { ...text, ar: 'تُباع الرموز في مكتبة النجاح بوهران.' };
    expect(saved.json()).toEqual(expected);
    expect((await read()).json()).toEqual(expected);
  });

  it('refuses a missing language or an overlong text and keeps what was there', async () => {
    const before = (await read()).json();
    const blank = await write({ ar: 'نص', fr: '   ', en: 'Text' }, admin.token);
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ error: 'fr: Write the text in each language' });
    const missing = await write({ ar: 'نص', fr: 'Texte' }, admin.token);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toMatch(/^en: /);
    const long = await write({ ar: 'نص', fr: 'Texte', en: 'x'.repeat(601) }, admin.token);
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({ error: 'en: At most 600 characters' });
    expect((await read()).json()).toEqual(before);
  });
});
