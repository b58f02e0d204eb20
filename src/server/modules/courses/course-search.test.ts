import { sql } from 'drizzle-orm';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { foldSearchText } from '../../../contract/search';
import {
  admin,
  courseJson,
  languageLevelId,
  materialId,
  otherProf,
  prof,
  t,
  useCourseFixtures,
} from '../../test/course-fixtures';
import { migrationsFolder } from '../../db/client';
import { buildUser } from '../../test/helper';
import { searchFoldingPairs } from '../../test/search-pairs';
import { refreshCourseSearch } from './search-index';

useCourseFixtures();

interface Listed {
  id: number;
  title: string;
  status: string;
  price: number | null;
  createdBy: number;
}
const textOnly = [{ title: 'S', blocks: [{ type: 'text', content: 'x' }] }];

/** A course of `token`'s professor, approved on the fixture material unless told otherwise. */
async function course(
  title: string,
  options: { description?: string; token?: string; price?: number; approve?: boolean } = {},
): Promise<number> {
  const res = await t.request({
    method: 'POST',
    url: '/api/courses',
    token: options.token ?? prof.token,
    payload: courseJson({
      title,
      description: options.description ?? '',
      sections: textOnly,
      ...(options.price !== undefined ? { price: options.price } : {}),
    }),
  });
  expect(res.statusCode, res.body).toBe(201);
  const id: number = res.json().id;
  if (options.approve !== false) {
    const approved = await t.request({
      method: 'PUT',
      url: `/api/courses/${id}/approve`,
      token: admin.token,
    });
    expect(approved.statusCode, approved.body).toBe(200);
  }
  return id;
}

async function search(params: Record<string, string | number>, token?: string) {
  const query = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]));
  const res = await t.request({ method: 'GET', url: `/api/courses?${query.toString()}`, token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { courses: Listed[]; pagination: { total: number; totalPages: number; page: number } };
}

const pairCourses = new Map<string, number>();
beforeAll(async () => {
  for (const pair of searchFoldingPairs) pairCourses.set(pair.rule, await course(pair.stored));
});

describe('course search folding', () => {
  it.each(searchFoldingPairs)('$rule: "$typed" finds "$stored"', async ({ rule, typed }) => {
    const found = await search({ q: typed, limit: 50 });
    expect(found.courses.length).toBeGreaterThan(0);
    expect(found.courses.map((c) => c.id)).toContain(pairCourses.get(rule));
  });

  it('the SQL folding masar_fold agrees with foldSearchText on every text of the table', async () => {
    const texts = searchFoldingPairs.flatMap((p) => [p.typed, p.stored]);
    texts.push('  Œuvre\u00a0\tÉTÉ ', 'مقدّمة', 'ذهب دهب', '');
    for (const text of texts) {
      const { rows } = await t.ctx.db.execute<{ folded: string }>(sql`select masar_fold(${text}) as folded`);
      expect(rows[0]?.folded, text).toBe(foldSearchText(text));
    }
  });

  it('stores the same folded title the database would compute', async () => {
    const { rows } = await t.ctx.db.execute<{ n: number }>(
      sql`select count(*)::int as n from courses where search_title <> masar_fold(title)`,
    );
    expect(rows[0]?.n).toBe(0);
    const { rows: all } = await t.ctx.db.execute<{ n: number }>(
      sql`select count(*)::int as n from courses where search_title = ''`,
    );
    expect(all[0]?.n).toBe(0);
  });

  it('finds every word in any order across title, professor and catalogue path', async () => {
    const id = pairCourses.get('tatweel')!;
    // "ثانوي" and "رياضيات" come from the path (السنة الثالثة ثانوي › الرياضيات), "العربية" from the title.
    const found = await search({ q: 'رياضيات العربيه ثانوي', limit: 50 });
    expect(found.courses.map((c) => c.id)).toEqual([id]);
    const byProfessor = await search({ q: 'benali العربية', limit: 50 });
    expect(byProfessor.courses.map((c) => c.id)).toEqual([id]);
    const missing = await search({ q: 'العربية كيمياء', limit: 50 });
    expect(missing.pagination.total).toBe(0);
    expect(missing.courses).toHaveLength(0);
  });
});

describe('ranking, approval and pages', () => {
  it('puts title matches before description matches, whatever their age', async () => {
    const inTitle = await course('المتتاليات العددية');
    const inDescription = await course('تمارين محلولة', { description: 'تمارين على المتتاليات العددية' });
    const found = await search({ q: 'المتتاليات' });
    expect(found.courses.map((c) => c.id)).toEqual([inTitle, inDescription]);
    // Newest first when asked: the description match was made last.
    const newest = await search({ q: 'المتتاليات', sort: 'newest' });
    expect(newest.courses.map((c) => c.id)).toEqual([inDescription, inTitle]);
  });

  it('finds only approved courses for the public, and pages through them', async () => {
    const approved = await Promise.all([1, 2, 3].map((n) => course(`خوارزميات الجزء ${n}`)));
    await course('خوارزميات مسودة', { approve: false });
    const page1 = await search({ q: 'خوارزميات', limit: 2 });
    // Ranked by relevance: pages by number only, so no keyset cursors (decision 122).
    expect(page1.pagination).toEqual({
      page: 1,
      limit: 2,
      total: 3,
      totalPages: 2,
      next_cursor: null,
      prev_cursor: null,
    });
    expect(page1.courses).toHaveLength(2);
    expect(page1.courses.every((c) => c.status === 'approved')).toBe(true);
    const page2 = await search({ q: 'خوارزميات', limit: 2, page: 2 });
    expect(page2.courses).toHaveLength(1);
    expect([...page1.courses, ...page2.courses].map((c) => c.id).sort()).toEqual([...approved].sort());
    // The pending one is found by its own professor and by admins only.
    const asAdmin = await search({ q: 'خوارزميات', status: 'all' }, admin.token);
    expect(asAdmin.pagination.total).toBe(4);
  });
});

describe('filters', () => {
  let free: number;
  let paid: number;
  let language: number;
  let otherProfs: number;
  beforeAll(async () => {
    free = await course('ميكانيك مجانية', { price: 0 });
    paid = await course('ميكانيك متقدمة', { price: 2000 });
    otherProfs = await course('ميكانيك تحليلية', { token: otherProf.token });
    language = await course('ميكانيك اللغة', { approve: false });
    const placed = await t.request({
      method: 'POST',
      url: '/api/courses/language-course-price',
      token: admin.token,
      payload: { course_id: language, language_level_id: languageLevelId, price: 500 },
    });
    expect(placed.statusCode, placed.body).toBe(200);
  });
  const ids = (list: { courses: Listed[] }) => list.courses.map((c) => c.id).sort((a, b) => a - b);

  it('filters by path, level and language', async () => {
    expect(ids(await search({ q: 'ميكانيك', path: 'language' }))).toEqual([language]);
    expect(ids(await search({ q: 'ميكانيك', path: 'material' }))).toEqual(
      [free, paid, otherProfs].sort((a, b) => a - b),
    );
    const levelId = (
      await t.request({ method: 'GET', url: '/api/courses/materials/list', token: admin.token })
    )
      .json()
      .find((m: { id: number }) => m.id === materialId).levelId;
    expect(ids(await search({ q: 'ميكانيك', levelId }))).toEqual(
      [free, paid, otherProfs].sort((a, b) => a - b),
    );
    expect((await search({ q: 'ميكانيك', levelId: levelId + 1000 })).courses).toHaveLength(0);
  });

  it('filters by the price a student pays, free or not', async () => {
    const freeOnly = await search({ q: 'ميكانيك', free: 'true' });
    expect(freeOnly.courses).toHaveLength(1);
    expect(freeOnly.courses.every((c) => c.price === 0)).toBe(true);
    expect(ids(freeOnly)).toEqual([free]);
    // 500 (language price) and 2000 (own price) fall in 100..2500; the material's 3000 does not.
    expect(ids(await search({ q: 'ميكانيك', priceMin: 100, priceMax: 2500 }))).toEqual(
      [paid, language].sort((a, b) => a - b),
    );
    const paying = await search({ q: 'ميكانيك', free: 'false', priceMin: 2500 });
    expect(paying.courses).toHaveLength(1);
    expect(paying.courses.every((c) => c.price === 3000)).toBe(true);
    expect(ids(paying)).toEqual([otherProfs]);
  });

  it('filters by professor', async () => {
    const theirs = await search({ q: 'ميكانيك', professorId: otherProf.user.id });
    expect(ids(theirs)).toEqual([otherProfs]);
    expect(theirs.courses.every((c) => c.createdBy === otherProf.user.id)).toBe(true);
  });

  it('refuses a bad filter value', async () => {
    const res = await t.request({ method: 'GET', url: '/api/courses?priceMin=-1' });
    expect(res.statusCode).toBe(400);
    const sort = await t.request({ method: 'GET', url: '/api/courses?sort=cheapest' });
    expect(sort.statusCode).toBe(400);
  });

  it('sorts by how many bought a course', async () => {
    const [a, b] = await Promise.all([buildUser(t, 'student'), buildUser(t, 'student')]);
    const mostBought = await course('ميكانيك شعبية', { price: 0 });
    for (const student of [a, b]) {
      const bought = await t.request({
        method: 'POST',
        url: '/api/points/buy-course',
        token: student.token,
        payload: { courseId: mostBought },
      });
      expect(bought.statusCode, bought.body).toBeLessThan(300);
    }
    const bought = await t.request({
      method: 'POST',
      url: '/api/points/buy-course',
      token: a.token,
      payload: { courseId: free },
    });
    expect(bought.statusCode, bought.body).toBeLessThan(300);
    const popular = await search({ q: 'ميكانيك', sort: 'popular' });
    expect(popular.courses.length).toBe(5);
    expect(popular.courses.slice(0, 2).map((c) => c.id)).toEqual([mostBought, free]);
  });
});

describe('the backfill', () => {
  it("the migration's backfill writes what the courses module wrote for every course above (both paths)", async () => {
    const migration = await readFile(path.join(migrationsFolder, '0005_course-search.sql'), 'utf8');
    const backfill = migration.split('--> statement-breakpoint').at(-1)!;
    expect(backfill).toContain('UPDATE "courses"');
    const snapshot = async () =>
      (
        await t.ctx.db.execute<{ id: number; search_title: string; search_text: string }>(
          sql`select id, search_title, search_text from courses order by id`,
        )
      ).rows;
    const written = await snapshot();
    expect(written.length).toBeGreaterThanOrEqual(searchFoldingPairs.length);
    await t.ctx.db.execute(sql`update courses set search_title = '', search_text = ''`);
    await t.ctx.db.execute(sql.raw(backfill));
    expect(await snapshot()).toEqual(written);
  });
});

describe('course search after a rename (migration 0008)', () => {
  const put = async (url: string, payload: object) => {
    const res = await t.request({ method: 'PUT', url, payload, token: admin.token });
    expect(res.statusCode, res.body).toBe(200);
  };
  const post = async (url: string, payload: object) => {
    const res = await t.request({ method: 'POST', url, payload, token: admin.token });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number };
  };
  const storedText = async (id: number) => {
    const { rows } = await t.ctx.db.execute<{ search_text: string }>(
      sql`select search_text from courses where id = ${id}`,
    );
    return rows[0]!.search_text;
  };

  it('finds a course by the new names of its professor and path, never by the old, as a course write would fold them', async () => {
    const teacher = await buildUser(t, 'professor', { name: 'Karim Haddad' });
    const level = await post('/api/levels', { name: 'التعليم المتوسط' });
    const year = await post('/api/years', { name: 'السنة الرابعة متوسط', levelId: level.id });
    const material = await post('/api/materials', { name: 'الفيزياء', yearId: year.id, price: 1000 });
    const res = await t.request({
      method: 'POST',
      url: '/api/courses',
      token: teacher.token,
      payload: courseJson({ title: 'الحركة المستقيمة', material_id: material.id, sections: textOnly }),
    });
    expect(res.statusCode, res.body).toBe(201);
    const id: number = res.json().id;
    expect(
      (await t.request({ method: 'PUT', url: `/api/courses/${id}/approve`, token: admin.token })).statusCode,
    ).toBe(200);
    const untouched = pairCourses.get('tatweel')!;
    const untouchedText = await storedText(untouched);

    await put(`/api/materials/${material.id}`, { name: 'العلوم الفيزيائية' });
    await put(`/api/levels/${level.id}`, { name: 'الطور المتوسط' });
    await put(`/api/users/${teacher.user.id}`, { name: 'Karim Zeroual' });

    for (const q of ['العلوم الفيزيائيه', 'الطور المتوسط', 'zeroual الحركة']) {
      expect(
        (await search({ q, limit: 50 })).courses.map((c) => c.id),
        q,
      ).toEqual([id]);
    }
    for (const q of ['haddad الحركة', 'التعليم المتوسط الحركة']) {
      expect((await search({ q, limit: 50 })).pagination.total, q).toBe(0);
    }
    // The trigger folds exactly what the courses module writes on an edit, and leaves other courses alone.
    const refolded = await storedText(id);
    await refreshCourseSearch(t.ctx.db, id);
    expect(await storedText(id)).toBe(refolded);
    expect(await storedText(untouched)).toBe(untouchedText);
  });
});
