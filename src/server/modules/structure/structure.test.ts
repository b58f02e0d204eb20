import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, createTestApp, type TestApp } from '../../test/helper';

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

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, payload?: unknown, token?: string) =>
  t.request({ method, url, token, ...(payload === undefined ? {} : { payload: payload as object }) });
/** Creates as the admin, who gets the node whole; returns it as a reader sees it (no `translations`). */
const create = async (url: string, payload: unknown) => {
  const res = await call('POST', url, payload, admin);
  expect(res.statusCode, res.body).toBe(201);
  // Home-page entries hold their three languages in columns of their own.
  if (url.includes('homepage-materials')) return res.json();
  const { translations, ...asRead } = res.json();
  expect(translations).toEqual((payload as { translations?: unknown }).translations ?? {});
  return asRead;
};

describe('material path', () => {
  it('builds level → year → speciality → material and reads it back on both prefixes', async () => {
    const level = await create('/api/levels', { name: '  التعليم الثانوي  ' });
    expect(level).toEqual({ id: level.id, name: 'التعليم الثانوي' });
    const year = await create('/api/years', { name: 'السنة الثالثة ثانوي', levelId: level.id });
    expect(year).toEqual({ id: year.id, name: 'السنة الثالثة ثانوي', levelId: level.id });
    const spec = await create('/api/structure/specialities', { name: 'علوم تجريبية', yearId: year.id });
    expect(spec).toEqual({ id: spec.id, name: 'علوم تجريبية', yearId: year.id });
    const math = await create('/api/materials', { name: 'الرياضيات', specialityId: spec.id, price: 3000 });
    expect(math).toEqual({
      id: math.id,
      name: 'الرياضيات',
      specialityId: spec.id,
      yearId: year.id,
      price: 3000,
    });

    for (const prefix of ['/api', '/api/structure']) {
      expect((await call('GET', `${prefix}/years?levelId=${level.id}`)).json()).toEqual([year]);
      expect((await call('GET', `${prefix}/levels/${level.id}/years`)).json()).toEqual([year]);
      expect((await call('GET', `${prefix}/specialities?yearId=${year.id}`)).json()).toEqual([spec]);
      expect((await call('GET', `${prefix}/years/${year.id}/specialities`)).json()).toEqual([spec]);
      expect((await call('GET', `${prefix}/materials?specialityId=${spec.id}`)).json()).toEqual([math]);
      expect((await call('GET', `${prefix}/specialities/${spec.id}/materials`)).json()).toEqual([math]);
      expect((await call('GET', `${prefix}/materials/${math.id}`)).json()).toEqual(math);
      expect((await call('GET', `${prefix}/levels`)).json()).toContainEqual(level);
    }
  });

  it('hangs a material directly under a year', async () => {
    const level = await create('/api/levels', { name: 'التعليم الابتدائي' });
    const year = await create('/api/years', { name: 'السنة الأولى ابتدائي', levelId: level.id });
    const arabic = await create('/api/materials', { name: 'اللغة العربية', yearId: year.id, price: 1200 });
    expect(arabic).toMatchObject({ specialityId: null, yearId: year.id, price: 1200 });
    expect((await call('GET', `/api/materials?yearId=${year.id}`)).json()).toEqual([arabic]);
    expect((await call('GET', `/api/years/${year.id}/materials`)).json()).toEqual([arabic]);
  });

  it('requires the parent when listing, with the specification’s messages', async () => {
    for (const [url, message] of [
      ['/api/years', 'levelId is required'],
      ['/api/specialities', 'yearId is required'],
      ['/api/materials', 'specialityId is required'],
      ['/api/language-levels', 'languageId is required'],
      ['/api/structure/years', 'levelId is required'],
    ] as const) {
      const res = await call('GET', url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toEqual({ error: message });
    }
  });

  it('answers 404 for unknown ids and unknown parents', async () => {
    expect((await call('GET', '/api/levels/999999')).json()).toEqual({ error: 'Level not found' });
    expect((await call('GET', '/api/levels/999999/years')).statusCode).toBe(404);
    expect((await call('GET', '/api/years?levelId=999999')).statusCode).toBe(404);
    expect((await call('GET', '/api/materials/999999')).json()).toEqual({ error: 'Material not found' });
    expect((await call('PUT', '/api/specialities/999999', { name: 'x' }, admin)).statusCode).toBe(404);
    expect((await call('DELETE', '/api/years/999999', undefined, admin)).statusCode).toBe(404);
    const orphan = await call('POST', '/api/years', { name: 'Lost', levelId: 999999 }, admin);
    expect(orphan.statusCode).toBe(404);
    expect(orphan.json()).toEqual({ error: 'Level not found' });
  });

  it('validates names and prices, naming the field, and changes nothing', async () => {
    const before = (await call('GET', '/api/levels')).json().length;
    const blank = await call('POST', '/api/levels', { name: '   ' }, admin);
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error).toMatch(/^name: /);
    expect((await call('GET', '/api/levels')).json()).toHaveLength(before);

    const level = await create('/api/levels', { name: 'Niveau' });
    const year = await create('/api/years', { name: 'Année', levelId: level.id });
    for (const price of [-1, 10.5, '100']) {
      const res = await call('POST', '/api/materials', { name: 'X', yearId: year.id, price }, admin);
      expect(res.statusCode, String(price)).toBe(400);
      expect(res.json().error).toMatch(/^price: /);
    }
    const noParent = await call('POST', '/api/materials', { name: 'X', price: 10 }, admin);
    expect(noParent.statusCode).toBe(400);
    expect(noParent.json().error).toMatch(/^yearId: /);
  });

  it('refuses a speciality of another year', async () => {
    const level = await create('/api/levels', { name: 'L' });
    const y1 = await create('/api/years', { name: 'Y1', levelId: level.id });
    const y2 = await create('/api/years', { name: 'Y2', levelId: level.id });
    const spec = await create('/api/specialities', { name: 'S', yearId: y1.id });
    const res = await call(
      'POST',
      '/api/materials',
      { name: 'M', specialityId: spec.id, yearId: y2.id },
      admin,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/^specialityId: /);
  });

  it('renames, reprices and moves', async () => {
    const level = await create('/api/levels', { name: 'Moyen' });
    const year = await create('/api/years', { name: '4AM', levelId: level.id });
    const m = await create('/api/materials', { name: 'Math', yearId: year.id, price: 100 });
    const res = await call('PUT', `/api/materials/${m.id}`, { name: 'Mathématiques', price: 2500 }, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...m, name: 'Mathématiques', price: 2500, translations: {} });
    const spec = await create('/api/specialities', { name: 'Sciences', yearId: year.id });
    const moved = await call('PUT', `/api/materials/${m.id}`, { specialityId: spec.id }, admin);
    expect(moved.json()).toMatchObject({ specialityId: spec.id, yearId: year.id });
    expect(
      (await call('PUT', `/api/levels/${level.id}`, { name: 'Enseignement moyen' }, admin)).json(),
    ).toEqual({
      id: level.id,
      name: 'Enseignement moyen',
      translations: {},
    });
  });

  it('refuses to delete a node with children (409) and deletes it once empty', async () => {
    const level = await create('/api/levels', { name: 'To delete' });
    const year = await create('/api/years', { name: 'Y', levelId: level.id });
    const spec = await create('/api/specialities', { name: 'S', yearId: year.id });
    const m = await create('/api/materials', { name: 'M', specialityId: spec.id });

    const levelRes = await call('DELETE', `/api/levels/${level.id}`, undefined, admin);
    expect(levelRes.statusCode).toBe(409);
    expect(levelRes.json().error).toMatch(/still has years/);
    expect((await call('DELETE', `/api/years/${year.id}`, undefined, admin)).statusCode).toBe(409);
    expect((await call('DELETE', `/api/specialities/${spec.id}`, undefined, admin)).statusCode).toBe(409);
    // Nothing changed.
    expect((await call('GET', `/api/materials/${m.id}`)).statusCode).toBe(200);

    expect((await call('DELETE', `/api/materials/${m.id}`, undefined, admin)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/specialities/${spec.id}`, undefined, admin)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/years/${year.id}`, undefined, admin)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/structure/levels/${level.id}`, undefined, admin)).statusCode).toBe(
      200,
    );
    expect((await call('GET', `/api/levels/${level.id}`)).statusCode).toBe(404);
  });

  it('lets only admins write (student 403, anonymous 401)', async () => {
    expect((await call('POST', '/api/levels', { name: 'x' }, student)).statusCode).toBe(403);
    expect((await call('POST', '/api/levels', { name: 'x' })).statusCode).toBe(401);
    expect((await call('PUT', '/api/structure/materials/1', { price: 0 }, student)).statusCode).toBe(403);
  });
});

describe('language path', () => {
  it('creates languages with unique codes and levels in order', async () => {
    const fr = await create('/api/languages', { name: 'Français', code: 'FR', flag: '🇫🇷' });
    expect(fr).toEqual({ id: fr.id, name: 'Français', code: 'fr', flag: '🇫🇷', is_active: true });
    const dup = await call('POST', '/api/languages', { name: 'French', code: 'fr' }, admin);
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toEqual({ error: 'A language with this code already exists' });
    const bad = await call('POST', '/api/languages', { name: 'X', code: 'french!' }, admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/^code: /);

    const a1 = await create('/api/language-levels', {
      name: 'A1',
      description: 'Débutant',
      language_id: fr.id,
    });
    const a2 = await create('/api/language-levels', { name: 'A2', language_id: fr.id });
    const b1 = await create('/api/structure/language-levels', { name: 'B1', language_id: fr.id });
    expect(a1).toEqual({
      id: a1.id,
      name: 'A1',
      description: 'Débutant',
      language_id: fr.id,
      order: 0,
      is_active: true,
    });
    expect([a1.order, a2.order, b1.order]).toEqual([0, 1, 2]);

    for (const url of [
      `/api/language-levels?languageId=${fr.id}`,
      `/api/languages/${fr.id}/levels`,
      `/api/structure/languages/${fr.id}/levels`,
      `/api/structure/language-levels?languageId=${fr.id}`,
    ]) {
      expect(
        (await call('GET', url)).json().map((l: { name: string }) => l.name),
        url,
      ).toEqual(['A1', 'A2', 'B1']);
    }
  });

  it('reorders a language’s levels and refuses a partial list', async () => {
    const en = await create('/api/languages', { name: 'English', code: 'en' });
    const ids: number[] = [];
    for (const name of ['A1', 'A2', 'B1'])
      ids.push((await create('/api/language-levels', { name, language_id: en.id })).id);
    const reordered = await call(
      'POST',
      '/api/language-levels/reorder',
      { language_id: en.id, ids: [ids[2], ids[0], ids[1]] },
      admin,
    );
    expect(reordered.statusCode).toBe(200);
    expect(reordered.json().map((l: { name: string; order: number }) => [l.name, l.order])).toEqual([
      ['B1', 0],
      ['A1', 1],
      ['A2', 2],
    ]);
    const partial = await call(
      'POST',
      '/api/language-levels/reorder',
      { language_id: en.id, ids: [ids[0]] },
      admin,
    );
    expect(partial.statusCode).toBe(400);
    expect((await call('GET', `/api/languages/${en.id}/levels`)).json()[0].name).toBe('B1');
  });

  it('hides inactive languages and levels from everyone but admins', async () => {
    const de = await create('/api/languages', { name: 'Deutsch', code: 'de', is_active: false });
    const es = await create('/api/languages', { name: 'Español', code: 'es' });
    const hidden = await create('/api/language-levels', { name: 'C2', language_id: es.id, is_active: false });
    await create('/api/language-levels', { name: 'A1', language_id: es.id });

    const publicList = (await call('GET', '/api/languages')).json().map((l: { code: string }) => l.code);
    expect(publicList).toContain('es');
    expect(publicList).not.toContain('de');
    expect(
      (await call('GET', '/api/languages', undefined, admin)).json().map((l: { code: string }) => l.code),
    ).toContain('de');
    expect((await call('GET', `/api/languages/${de.id}`)).statusCode).toBe(404);
    expect((await call('GET', `/api/languages/${de.id}/levels`)).statusCode).toBe(404);
    expect(
      (await call('GET', `/api/languages/${es.id}/levels`)).json().map((l: { name: string }) => l.name),
    ).toEqual(['A1']);
    expect((await call('GET', `/api/language-levels/${hidden.id}`)).statusCode).toBe(404);
    expect((await call('GET', `/api/language-levels/${hidden.id}`, undefined, admin)).statusCode).toBe(200);

    const activated = await call('PUT', `/api/languages/${de.id}`, { is_active: true }, admin);
    expect(activated.json().is_active).toBe(true);
    expect((await call('GET', `/api/languages/${de.id}`)).statusCode).toBe(200);
  });

  it('refuses to delete a language that still has levels', async () => {
    const it_ = await create('/api/languages', { name: 'Italiano', code: 'it' });
    const lvl = await create('/api/language-levels', { name: 'A1', language_id: it_.id });
    expect((await call('DELETE', `/api/languages/${it_.id}`, undefined, admin)).statusCode).toBe(409);
    expect((await call('DELETE', `/api/language-levels/${lvl.id}`, undefined, admin)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/languages/${it_.id}`, undefined, admin)).statusCode).toBe(200);
  });
});

describe('GET /structure/tree', () => {
  it('returns the whole catalogue, nested, matching the flat lists', async () => {
    const level = await create('/api/levels', { name: 'Tree level' });
    const year = await create('/api/years', { name: 'Tree year', levelId: level.id });
    const spec = await create('/api/specialities', { name: 'Tree spec', yearId: year.id });
    const inSpec = await create('/api/materials', { name: 'In spec', specialityId: spec.id, price: 5 });
    const direct = await create('/api/materials', { name: 'Direct', yearId: year.id, price: 7 });
    const res = await call('GET', '/api/structure/tree');
    expect(res.statusCode).toBe(200);
    const node = res.json().levels.find((l: { id: number }) => l.id === level.id);
    expect(node).toEqual({
      ...level,
      years: [{ ...year, specialities: [{ ...spec, materials: [inSpec] }], materials: [direct] }],
    });
    const languages = res.json().languages;
    expect(languages.length).toBeGreaterThan(0);
    expect(languages).toHaveLength((await call('GET', '/api/languages')).json().length);
    expect(languages.every((l: { is_active: boolean }) => l.is_active)).toBe(true);
  });

  it('shows the public only active languages and levels; admins see them all', async () => {
    const hidden = await create('/api/languages', { name: 'Svenska', code: 'sv', is_active: false });
    const shown = await create('/api/languages', { name: 'Nederlands', code: 'nl' });
    const a1 = await create('/api/language-levels', { name: 'A1', language_id: shown.id });
    await create('/api/language-levels', { name: 'C2', language_id: shown.id, is_active: false });
    await create('/api/language-levels', { name: 'A1', language_id: hidden.id });
    const codes = (tree: { languages: { code: string }[] }) => tree.languages.map((l) => l.code);

    const publicTree = (await call('GET', '/api/structure/tree')).json();
    expect(codes(publicTree)).toContain('nl');
    expect(codes(publicTree)).not.toContain('sv');
    const publicNl = publicTree.languages.find((l: { id: number }) => l.id === shown.id);
    expect(publicNl.levels).toEqual([a1]);
    const activeCount = (await call('GET', '/api/languages')).json().length;
    expect(publicTree.languages).toHaveLength(activeCount);

    const adminTree = (await call('GET', '/api/structure/tree', undefined, admin)).json();
    expect(codes(adminTree)).toEqual(expect.arrayContaining(['nl', 'sv']));
    expect(adminTree.languages.find((l: { id: number }) => l.id === shown.id).levels).toHaveLength(2);
    expect(adminTree.languages).toHaveLength(publicTree.languages.length + 1);
  });
});

describe('homepage materials', () => {
  it('admins create entries pointing at a level or a language; the public sees active ones in order', async () => {
    const level = await create('/api/levels', { name: 'Secondaire' });
    const lang = await create('/api/languages', { name: 'Türkçe', code: 'tr' });
    const lvl = await create('/api/language-levels', { name: 'A1', language_id: lang.id });
    const second = await create('/api/homepage-materials', {
      name_ar: 'التعليم الثانوي',
      name_fr: 'Secondaire',
      name_en: 'Secondary',
      target_type: 'level',
      target_id: level.id,
      order: 2,
    });
    expect(second).toMatchObject({
      target_type: 'level',
      target_id: level.id,
      language_id: null,
      is_active: true,
    });
    const first = await create('/api/homepage-materials', {
      name_ar: 'التركية A1',
      name_fr: 'Turc A1',
      name_en: 'Turkish A1',
      target_type: 'language_level',
      target_id: lvl.id,
      order: 1,
    });
    expect(first).toMatchObject({ target_type: 'language_level', target_id: lvl.id, language_id: lang.id });
    const hidden = await create('/api/homepage-materials', {
      name_ar: 'مخفي',
      name_fr: 'Caché',
      name_en: 'Hidden',
      target_type: 'language',
      target_id: lang.id,
      is_active: false,
    });

    const list = (await call('GET', '/api/homepage-materials')).json();
    expect(list.map((e: { id: number }) => e.id)).toEqual([first.id, second.id]);
    const all = (await call('GET', '/api/homepage-materials/all', undefined, admin)).json();
    expect(all.map((e: { id: number }) => e.id)).toContain(hidden.id);

    // Deactivating the language hides the entry that points into it.
    await call('PUT', `/api/languages/${lang.id}`, { is_active: false }, admin);
    expect((await call('GET', '/api/homepage-materials')).json().map((e: { id: number }) => e.id)).toEqual([
      second.id,
    ]);

    const moved = await call(
      'PUT',
      `/api/homepage-materials/${second.id}`,
      { order: 0, name_en: 'High school' },
      admin,
    );
    expect(moved.json()).toMatchObject({ order: 0, name_en: 'High school' });
    // A level on the home page cannot be deleted from under it.
    await call('DELETE', `/api/homepage-materials/${first.id}`, undefined, admin);
    const blocked = await call('DELETE', `/api/levels/${level.id}`, undefined, admin);
    expect(blocked.statusCode).toBe(409);
    expect((await call('DELETE', `/api/homepage-materials/${second.id}`, undefined, admin)).statusCode).toBe(
      200,
    );
    expect((await call('DELETE', `/api/levels/${level.id}`, undefined, admin)).statusCode).toBe(200);
  });

  it("takes {name, translations} as the other catalogue names do and reads in the caller's language", async () => {
    const level = await create('/api/levels', { name: 'التعليم المتوسط' });
    const entry = await create('/api/homepage-materials', {
      name: 'التعليم المتوسط',
      description: 'أربع سنوات',
      translations: { fr: { name: 'Moyen', description: 'Quatre années' }, en: { name: 'Middle school' } },
      target_type: 'level',
      target_id: level.id,
    });
    expect(entry).toMatchObject({
      name: 'التعليم المتوسط',
      name_ar: 'التعليم المتوسط',
      name_fr: 'Moyen',
      name_en: 'Middle school',
      description_fr: 'Quatre années',
      description_en: null,
      translations: {
        fr: { name: 'Moyen', description: 'Quatre années' },
        en: { name: 'Middle school', description: null },
      },
    });
    const read = async (query: string, headers: Record<string, string> = {}) => {
      const res = await t.request({ method: 'GET', url: `/api/homepage-materials${query}`, headers });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { id: number; name: string; description: string | null }[]).find(
        (e) => e.id === entry.id,
      );
    };
    expect(await read('?lang=fr')).toMatchObject({ name: 'Moyen', description: 'Quatre années' });
    expect(await read('', { 'accept-language': 'en-GB,en;q=0.9' })).toMatchObject({
      name: 'Middle school',
      description: 'أربع سنوات',
    });
    expect(await read('')).toMatchObject({ name: 'التعليم المتوسط', description: 'أربع سنوات' });

    // Only Arabic: French readers get Arabic; a later PUT adds French alone and keeps the rest.
    const arabicOnly = await create('/api/homepage-materials', {
      name: 'اللغات',
      target_type: 'level',
      target_id: level.id,
    });
    expect(await read('?lang=fr')).toMatchObject({ name: 'Moyen' });
    const frenchLater = await call(
      'PUT',
      `/api/homepage-materials/${arabicOnly.id}?lang=fr`,
      { translations: { fr: { name: 'Langues' } } },
      admin,
    );
    expect(frenchLater.statusCode, frenchLater.body).toBe(200);
    expect(frenchLater.json()).toMatchObject({
      name: 'Langues',
      name_ar: 'اللغات',
      name_fr: 'Langues',
      name_en: '',
    });
    const english = (await call('GET', '/api/homepage-materials?lang=en')).json() as {
      id: number;
      name: string;
    }[];
    expect(english.find((e) => e.id === arabicOnly.id)?.name).toBe('اللغات');

    const nameless = await call(
      'POST',
      '/api/homepage-materials',
      { translations: { fr: { name: 'Sans arabe' } }, target_type: 'level', target_id: level.id },
      admin,
    );
    expect(nameless.statusCode).toBe(400);
    expect(nameless.json()).toEqual({ error: 'name: Name is required' });
    for (const id of [entry.id, arabicOnly.id]) {
      expect((await call('DELETE', `/api/homepage-materials/${id}`, undefined, admin)).statusCode).toBe(200);
    }
  });

  it('refuses a missing target, a bad type and non-admins', async () => {
    const body = { name_ar: 'أ', name_fr: 'A', name_en: 'A', target_type: 'level', target_id: 999999 };
    expect((await call('POST', '/api/homepage-materials', body, admin)).json()).toEqual({
      error: 'Level not found',
    });
    const badType = await call('POST', '/api/homepage-materials', { ...body, target_type: 'planet' }, admin);
    expect(badType.statusCode).toBe(400);
    expect(badType.json().error).toMatch(/^target_type: /);
    expect((await call('POST', '/api/homepage-materials', body, student)).statusCode).toBe(403);
    expect((await call('GET', '/api/homepage-materials/all', undefined, student)).statusCode).toBe(403);
    expect((await call('DELETE', '/api/homepage-materials/999999', undefined, admin)).statusCode).toBe(404);
  });
});
