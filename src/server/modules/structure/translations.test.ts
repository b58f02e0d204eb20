import { describe, expect, it } from 'vitest';
import {
  admin,
  approvedCourse,
  buyer,
  languageLevelId,
  materialId,
  t,
  useCourseFixtures,
} from '../../test/course-fixtures';

useCourseFixtures();

type Method = 'GET' | 'POST' | 'PUT';
const call = (
  method: Method,
  url: string,
  options: { payload?: object; token?: string; lang?: string } = {},
) =>
  t.request({
    method,
    url,
    ...(options.token ? { token: options.token } : {}),
    ...(options.payload ? { payload: options.payload } : {}),
    headers: options.lang ? { 'accept-language': options.lang } : {},
  });
const asAdmin = async (method: Method, url: string, payload: object) => {
  const res = await call(method, url, { payload, token: admin.token });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json();
};

describe('Translations read per language with fallback', () => {
  it('names a level in the caller’s language: ?lang= first, then Accept-Language, else Arabic', async () => {
    const level = await asAdmin('POST', '/api/levels', {
      name: 'التعليم المتوسط',
      translations: { fr: { name: 'Enseignement moyen' } },
    });
    const url = `/api/levels/${level.id}`;
    expect((await call('GET', url, { lang: 'fr-DZ,fr;q=0.9' })).json().name).toBe('Enseignement moyen');
    // No English: Arabic.
    expect((await call('GET', url, { lang: 'en' })).json().name).toBe('التعليم المتوسط');
    expect((await call('GET', url)).json()).toEqual({ id: level.id, name: 'التعليم المتوسط' });
    // q-values: French is preferred over English here.
    expect((await call('GET', url, { lang: 'en;q=0.4, fr;q=0.8' })).json().name).toBe('Enseignement moyen');
    // ?lang= wins over the header, on the list and the /structure prefix too.
    expect((await call('GET', `${url}?lang=ar`, { lang: 'fr' })).json().name).toBe('التعليم المتوسط');
    const list = (await call('GET', '/api/structure/levels?lang=fr')).json();
    expect(list.find((l: { id: number }) => l.id === level.id)).toEqual({
      id: level.id,
      name: 'Enseignement moyen',
    });
  });

  it('gives admins the node whole (Arabic name and every translation), whatever their language', async () => {
    const translations = { fr: { name: 'Secondaire' }, en: { name: 'Secondary school' } };
    const level = await asAdmin('POST', '/api/levels', { name: 'الثانوي', translations });
    const res = await call('GET', `/api/levels/${level.id}`, { token: admin.token, lang: 'fr' });
    expect(res.json()).toEqual({ id: level.id, name: 'الثانوي', translations });
    const tree = (await call('GET', '/api/structure/tree', { token: admin.token, lang: 'fr' })).json();
    expect(tree.levels.find((l: { id: number }) => l.id === level.id)).toMatchObject({
      name: 'الثانوي',
      translations,
    });
    // Editing replaces the translations.
    const edited = await asAdmin('PUT', `/api/levels/${level.id}`, {
      translations: { en: { name: 'Upper secondary' } },
    });
    expect(edited).toEqual({
      id: level.id,
      name: 'الثانوي',
      translations: { en: { name: 'Upper secondary' } },
    });
    expect((await call('GET', `/api/levels/${level.id}?lang=fr`)).json().name).toBe('الثانوي');
    expect((await call('GET', `/api/levels/${level.id}?lang=en`)).json().name).toBe('Upper secondary');
  });

  it('translates the tree and language levels with their descriptions, falling back per field', async () => {
    const language = await asAdmin('POST', '/api/languages', {
      name: 'الإسبانية',
      code: 'es',
      translations: { fr: { name: 'Espagnol' }, en: { name: 'Spanish' } },
    });
    const a1 = await asAdmin('POST', '/api/language-levels', {
      name: 'A1 — مبتدئ',
      description: 'التعريف بالنفس.',
      language_id: language.id,
      translations: {
        fr: { name: 'A1 — Débutant', description: 'Se présenter.' },
        en: { name: 'A1 — Beginner' },
      },
    });
    const fr = (await call('GET', `/api/languages/${language.id}/levels`, { lang: 'fr' })).json();
    expect(fr).toEqual([
      {
        id: a1.id,
        name: 'A1 — Débutant',
        description: 'Se présenter.',
        language_id: language.id,
        order: 0,
        is_active: true,
      },
    ]);
    // An English name without an English description: the description stays Arabic.
    const en = (await call('GET', `/api/language-levels/${a1.id}`, { lang: 'en' })).json();
    expect(en).toMatchObject({ name: 'A1 — Beginner', description: 'التعريف بالنفس.' });

    const tree = (await call('GET', '/api/structure/tree?lang=en')).json();
    const spanish = tree.languages.find((l: { id: number }) => l.id === language.id);
    expect(spanish).toMatchObject({ name: 'Spanish', levels: [{ id: a1.id, name: 'A1 — Beginner' }] });
    expect(spanish.levels).toHaveLength(1);
    expect(JSON.stringify(tree)).not.toContain('"translations"');
  });

  it('names a course’s material and language paths in the reader’s language; the title stays as written', async () => {
    const material = (await call('GET', `/api/materials/${materialId}`)).json();
    const year = (await call('GET', `/api/years/${material.yearId}`)).json();
    await asAdmin('PUT', `/api/materials/${materialId}`, {
      translations: { fr: { name: 'Mathématiques' }, en: { name: 'Mathematics' } },
    });
    await asAdmin('PUT', `/api/years/${year.id}`, { translations: { fr: { name: '3e année secondaire' } } });
    const course = await approvedCourse();

    const detail = (await call('GET', `/api/courses/${course.id}`, { lang: 'fr' })).json();
    expect(detail.title).toBe('الدوال الأسية');
    expect(detail.materialPath).toMatchObject({
      materialName: 'Mathématiques',
      yearName: '3e année secondaire',
      // Not translated: Arabic.
      levelName: 'التعليم الثانوي',
      specialityName: 'علوم تجريبية',
    });
    const list = (await call('GET', `/api/courses?lang=en&materialId=${materialId}`)).json();
    expect(list.courses).toHaveLength(1);
    expect(list.courses[0].materialPath).toMatchObject({
      materialName: 'Mathematics',
      yearName: 'السنة الثالثة ثانوي',
    });
    const path = (await call('GET', `/api/courses/${course.id}/path?lang=fr`)).json();
    expect(path.materialPath.materialName).toBe('Mathématiques');
    const options = (
      await call('GET', '/api/courses/materials/list', { token: admin.token, lang: 'en' })
    ).json();
    expect(options.find((o: { id: number }) => o.id === materialId)).toMatchObject({ name: 'Mathematics' });

    const level = (await call('GET', `/api/language-levels/${languageLevelId}`)).json();
    await asAdmin('PUT', `/api/language-levels/${languageLevelId}`, {
      translations: { fr: { name: 'B1 — Intermédiaire' } },
    });
    await asAdmin('PUT', `/api/languages/${level.language_id}`, { translations: { en: { name: 'French' } } });
    const submitted = await asAdmin('PUT', `/api/courses/${course.id}/assign-language-admin`, {
      language_level_id: languageLevelId,
      price: 900,
    });
    expect(submitted.id).toBe(course.id);
    const fr = (await call('GET', `/api/courses/${course.id}?lang=fr`)).json();
    expect(fr.languagePath).toMatchObject({
      languageLevelName: 'B1 — Intermédiaire',
      languageName: 'Français',
    });
    const en = (await call('GET', `/api/courses/${course.id}?lang=en`)).json();
    expect(en.languagePath).toMatchObject({ languageLevelName: 'B1', languageName: 'French' });
  });

  it('names point packages for buyers in their language and gives the admin list whole', async () => {
    const translations = { fr: { name: 'Pack 700 points' }, en: { name: '700-point pack' } };
    const pkg = await asAdmin('POST', '/api/points/packages', {
      name: 'باقة 700 نقطة',
      translations,
      points: 700,
      price: 700,
    });
    expect(pkg).toMatchObject({ name: 'باقة 700 نقطة', translations });
    const fr = (await call('GET', '/api/points/packages', { token: buyer.token, lang: 'fr' })).json();
    const mine = fr.filter((p: { id: number }) => p.id === pkg.id);
    expect(mine).toHaveLength(1);
    expect(mine[0].name).toBe('Pack 700 points');
    expect(mine[0]).not.toHaveProperty('translations');
    expect(
      (await call('GET', '/api/points/packages?lang=ar')).json().find((p: { id: number }) => p.id === pkg.id)
        .name,
    ).toBe('باقة 700 نقطة');
    const all = (await call('GET', '/api/points/packages/all', { token: admin.token, lang: 'en' })).json();
    expect(all.find((p: { id: number }) => p.id === pkg.id)).toMatchObject({
      name: 'باقة 700 نقطة',
      translations,
    });
  });

  it('accepts French and English only, each name under the Arabic name’s limit', async () => {
    const bad = [
      { name: 'x', translations: { de: { name: 'Deutsch' } } },
      { name: 'x', translations: { fr: { name: '   ' } } },
      { name: 'x', translations: { en: { name: 'e'.repeat(121) } } },
      { name: 'x', translations: { fr: { label: 'Niveau' } } },
    ];
    for (const payload of bad) {
      const res = await call('POST', '/api/levels', { payload, token: admin.token });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error).toMatch(/^translations/);
    }
    const longPackage = await call('POST', '/api/points/packages', {
      token: admin.token,
      payload: { name: 'p', points: 1, price: 1, translations: { fr: { name: 'p'.repeat(101) } } },
    });
    expect(longPackage.statusCode).toBe(400);
  });
});
