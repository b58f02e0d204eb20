import { eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { courses } from '../../db/schema/courses';
import {
  admin,
  approvedCourse,
  buyer,
  courseJson,
  languageLevelId,
  materialId,
  prof,
  submit,
  t,
  useCourseFixtures,
} from '../../test/course-fixtures';
import { INVALID_CURSOR } from '../../db/pagination';
import { countCourses, CURSOR_NEEDS_NEWEST } from './course-summary.read-model';

useCourseFixtures();

// A course waiting for review, beside the approved ones each test makes.
beforeAll(async () => {
  const pending = await submit(
    prof.token,
    courseJson({ sections: [{ title: 'S', blocks: [{ type: 'text', content: 'x' }] }] }),
  );
  expect(pending.statusCode, pending.body).toBe(201);
});

describe('listing', () => {
  it('lists approved courses publicly, filterable by material; other statuses are for admins', async () => {
    const course = await approvedCourse();
    const list = (
      await t.request({ method: 'GET', url: `/api/courses?materialId=${materialId}&limit=50` })
    ).json();
    expect(list.courses.length).toBeGreaterThan(0);
    expect(list.courses).toHaveLength(list.pagination.total);
    expect(list.courses.every((c: { status: string }) => c.status === 'approved')).toBe(true);
    expect(list.courses.map((c: { id: number }) => c.id)).toContain(course.id);
    // Each listed course carries its own numbers of sections and blocks.
    expect(list.courses.find((c: { id: number }) => c.id === course.id)).toMatchObject({
      sectionsCount: 2,
      blocksCount: 3,
    });
    expect(list.pagination.page).toBe(1);

    expect((await t.request({ method: 'GET', url: '/api/courses?status=pending' })).statusCode).toBe(403);
    expect(
      (await t.request({ method: 'GET', url: '/api/courses?status=pending', token: prof.token })).statusCode,
    ).toBe(403);
    const pending = await t.request({
      method: 'GET',
      url: '/api/courses?status=pending',
      token: admin.token,
    });
    expect(pending.statusCode).toBe(200);
    expect(pending.json().courses.length).toBeGreaterThan(0);
    expect(pending.json().courses).toHaveLength(pending.json().pagination.total);
    expect(pending.json().courses.every((c: { status: string }) => c.status === 'pending')).toBe(true);
    const queue = await t.request({ method: 'GET', url: '/api/courses/admin/pending', token: admin.token });
    expect(queue.json().pagination.total).toBe(pending.json().pagination.total);
  });

  it('lists a professor’s own courses with every status', async () => {
    const mine = await t.request({
      method: 'GET',
      url: '/api/courses?mine=true&limit=100',
      token: prof.token,
    });
    expect(mine.statusCode).toBe(200);
    const statuses = new Set(mine.json().courses.map((c: { status: string }) => c.status));
    expect(statuses.has('pending')).toBe(true);
    expect(mine.json().courses).toHaveLength(mine.json().pagination.total);
    expect(mine.json().courses.every((c: { createdBy: number }) => c.createdBy === prof.user.id)).toBe(true);
    expect(
      (await t.request({ method: 'GET', url: '/api/courses?mine=true', token: buyer.token })).statusCode,
    ).toBe(403);
  });

  it('walks a professor’s own list by cursor as by page number and as an admin sees it; a filter still filters', async () => {
    await approvedCourse();
    await approvedCourse();
    const get = async (url: string, token = prof.token) => {
      const res = await t.request({ method: 'GET', url, token });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as {
        courses: { id: number; status: string; materialPath: { materialId: number } | null }[];
        pagination: { page: number; total: number; next_cursor: string | null; prev_cursor: string | null };
      };
    };
    const ids = (page: Awaited<ReturnType<typeof get>>) => page.courses.map((c) => c.id);
    // The admin's view of the same courses takes the general path.
    const all = await get(`/api/courses?professorId=${prof.user.id}&status=all&limit=100`, admin.token);
    expect(all.courses.length).toBeGreaterThanOrEqual(3);
    const pages = [await get('/api/courses?mine=true&status=all&limit=2')];
    while (pages.at(-1)!.pagination.next_cursor) {
      pages.push(await get(`/api/courses?mine=true&limit=2&cursor=${pages.at(-1)!.pagination.next_cursor}`));
    }
    expect(pages.flatMap(ids)).toEqual(ids(all));
    for (const [index, page] of pages.entries()) {
      expect(page.pagination).toMatchObject({ page: index + 1, total: all.pagination.total });
      expect(ids(page)).toEqual(ids(await get(`/api/courses?mine=true&limit=2&page=${index + 1}`)));
    }
    const back = await get(`/api/courses?mine=true&limit=2&cursor=${pages.at(-1)!.pagination.prev_cursor}`);
    expect(back).toEqual(pages.at(-2));
    // Any other filter beside `mine` is applied.
    const pending = await get('/api/courses?mine=true&status=pending&limit=100');
    expect(pending.courses.length).toBeGreaterThan(0);
    expect(pending.courses.every((c) => c.status === 'pending')).toBe(true);
    const byMaterial = await get(`/api/courses?mine=true&materialId=${materialId + 1_000}&limit=100`);
    expect(byMaterial).toMatchObject({ courses: [], pagination: { total: 0 } });
  });

  it('searches titles', async () => {
    const res = (
      await t.request({ method: 'GET', url: `/api/courses?search=${encodeURIComponent('الأسية')}` })
    ).json();
    expect(res.courses.length).toBeGreaterThan(0);
    expect(res.courses).toHaveLength(res.pagination.total);
    expect(res.courses.every((c: { title: string }) => c.title.includes('الأسية'))).toBe(true);
  });
});

describe('the total of a list', () => {
  it('walks pages in order without gaps or repeats, each with the exact total', async () => {
    await Promise.all([approvedCourse(), approvedCourse(), approvedCourse()]);
    const all = (await t.request({ method: 'GET', url: '/api/courses?limit=100' })).json();
    const seen: number[] = [];
    // Every page of two, and one past the last (empty).
    for (let page = 1; page <= Math.ceil(all.pagination.total / 2) + 1; page += 1) {
      const res = (await t.request({ method: 'GET', url: `/api/courses?limit=2&page=${page}` })).json();
      expect(res.pagination.total).toBe(all.pagination.total);
      seen.push(...res.courses.map((c: { id: number }) => c.id));
    }
    expect(seen).toEqual(all.courses.map((c: { id: number }) => c.id));
  });

  it('is exact up to the bound, and beyond it an estimate no lower than the bound plus one', async () => {
    await Promise.all([approvedCourse(), approvedCourse()]);
    const approved = eq(courses.status, 'approved');
    const exact = await countCourses(t.ctx.db, approved);
    const listed = (await t.request({ method: 'GET', url: '/api/courses?limit=1' })).json();
    expect(listed.pagination.total).toBe(exact);
    expect(exact).toBeGreaterThan(1);
    const estimated = await countCourses(t.ctx.db, approved, 1);
    expect(estimated).toBeGreaterThanOrEqual(2);
    expect(Number.isInteger(estimated)).toBe(true);
  });
});

describe('pages by cursor (decision 122)', () => {
  type Page = {
    courses: { id: number; status: string }[];
    pagination: {
      page: number;
      total: number;
      totalPages: number;
      next_cursor: string | null;
      prev_cursor: string | null;
    };
  };
  // Signed in, so that the public cache (decision 070) does not answer after the direct updates below.
  const list = async (query: string, token = admin.token) => {
    const res = await t.request({ method: 'GET', url: `/api/courses?${query}`, token });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Page;
  };
  const ids = (page: Page) => page.courses.map((c) => c.id);

  /** Follows `next_cursor` from the first page to the last, then `prev_cursor` back to the first. */
  async function walk(filter: string, limit: number) {
    const forward: Page[] = [await list(`${filter}&limit=${limit}`)];
    while (forward.at(-1)!.pagination.next_cursor) {
      forward.push(await list(`${filter}&limit=${limit}&cursor=${forward.at(-1)!.pagination.next_cursor}`));
    }
    const backward: Page[] = [forward.at(-1)!];
    while (backward.at(-1)!.pagination.prev_cursor) {
      backward.push(await list(`${filter}&limit=${limit}&cursor=${backward.at(-1)!.pagination.prev_cursor}`));
    }
    return { forward, backward };
  }

  it('walks forward and back through the same pages as page numbers, ties on created_at ordered by id', async () => {
    const made = await Promise.all([approvedCourse(), approvedCourse(), approvedCourse(), approvedCourse()]);
    const madeIds = made.map((c: { id: number }) => c.id).sort((a, b) => a - b);
    // Two share one created_at to the microsecond; two more are one microsecond apart (a millisecond cursor
    // would repeat or skip them).
    await t.ctx.db
      .update(courses)
      .set({ createdAt: sql`'2030-01-01T00:00:00.123456Z'::timestamptz` })
      .where(inArray(courses.id, madeIds.slice(0, 2)));
    await t.ctx.db
      .update(courses)
      .set({ createdAt: sql`'2030-01-01T00:00:00.123457Z'::timestamptz` })
      .where(eq(courses.id, madeIds[2]!));
    await t.ctx.db
      .update(courses)
      .set({ createdAt: sql`'2030-01-01T00:00:00.123455Z'::timestamptz` })
      .where(eq(courses.id, madeIds[3]!));

    const all = await list('limit=100');
    expect(ids(all).slice(0, 4)).toEqual([madeIds[2], madeIds[1], madeIds[0], madeIds[3]]);
    const { forward, backward } = await walk('status=approved', 2);
    expect(forward.length).toBe(Math.ceil(all.pagination.total / 2));
    expect(forward[0]!.pagination.totalPages).toBe(forward.length);
    expect(forward.flatMap(ids)).toEqual(ids(all));
    for (const [index, page] of forward.entries()) {
      expect(page.pagination.page).toBe(index + 1);
      expect(page.pagination.total).toBe(all.pagination.total);
      // The page by cursor is the page by number.
      expect(ids(page)).toEqual(ids(await list(`status=approved&limit=2&page=${index + 1}`)));
    }
    expect(forward.at(-1)!.pagination.next_cursor).toBeNull();
    expect(forward[0]!.pagination.prev_cursor).toBeNull();
    expect(backward.map(ids)).toEqual([...forward].reverse().map(ids));
    expect(backward.map((p) => p.pagination.page)).toEqual(forward.map((p) => p.pagination.page).reverse());
    expect(backward.at(-1)!.pagination.prev_cursor).toBeNull();

    // A page asked by number carries the cursors of its neighbours.
    const second = await list('status=approved&limit=2&page=2');
    expect(ids(await list(`limit=2&cursor=${second.pagination.prev_cursor}`))).toEqual(ids(forward[0]!));
    expect(ids(await list(`limit=2&cursor=${second.pagination.next_cursor}`))).toEqual(ids(forward[2]!));
  });

  it('keeps the list’s filters and access rules on every page asked by cursor', async () => {
    const { forward } = await walk('status=pending', 1);
    const pending = await list('status=pending&limit=100');
    expect(pending.courses.length).toBeGreaterThan(0);
    expect(forward.flatMap(ids)).toEqual(ids(pending));
    // A cursor of the approved list used on the pending one still gets pending courses only.
    const approvedFirst = await list('limit=1');
    const mixed = await list(`status=pending&limit=100&cursor=${approvedFirst.pagination.next_cursor}`);
    expect(mixed.courses.every((c) => c.status === 'pending')).toBe(true);
    // And the review queue stays the administrators' with a cursor too.
    const refused = await t.request({
      method: 'GET',
      url: `/api/courses?status=pending&cursor=${approvedFirst.pagination.next_cursor}`,
    });
    expect(refused.statusCode).toBe(403);
  });

  it('pages one material’s and one language level’s approved courses as the general list reads them', async () => {
    const made: { id: number }[] = [];
    for (let i = 0; i < 5; i++) made.push(await approvedCourse());
    const onLevel = made.slice(0, 3).map((c) => c.id);
    await t.ctx.db
      .update(courses)
      .set({ materialId: null, languageLevelId })
      .where(inArray(courses.id, onLevel));
    for (const [filter, path] of [
      [`materialId=${materialId}`, 'material'],
      [`languageLevelId=${languageLevelId}`, 'language'],
    ] as const) {
      // With `path` the list is built for the request (the general path), without it prepared (the catalogue's).
      const general = await list(`${filter}&path=${path}&limit=100`);
      expect(general.courses.every((c) => c.status === 'approved')).toBe(true);
      const { forward, backward } = await walk(filter, 2);
      expect(forward.flatMap(ids)).toEqual(ids(general));
      expect(forward[0]!.pagination.total).toBe(general.pagination.total);
      expect(backward.map(ids)).toEqual([...forward].reverse().map(ids));
      expect(ids(await list(`${filter}&limit=2&page=2`))).toEqual(ids(forward[1]!));
    }
    const level = await list(`languageLevelId=${languageLevelId}&limit=100`);
    expect(ids(level).sort((a, b) => a - b)).toEqual(onLevel.sort((a, b) => a - b));
    const material = await list(`materialId=${materialId}&limit=100`);
    expect(ids(material)).toEqual(expect.arrayContaining(made.slice(3).map((c) => c.id)));
    expect(ids(material).some((id) => onLevel.includes(id))).toBe(false);
  });

  it('refuses a malformed or altered cursor with 400, and a cursor in a ranked order', async () => {
    const first = await list('limit=1');
    const good = first.pagination.next_cursor!;
    const decoded = Buffer.from(good, 'base64url').toString('utf8');
    const forged = (text: string) => Buffer.from(text, 'utf8').toString('base64url');
    for (const cursor of [
      'not a cursor',
      'abc',
      forged('a|2030-13-01T00:00:00.000000Z|1|2'),
      forged('a|2030-02-30T00:00:00.000000Z|1|2'),
      forged(decoded.replace(/\|\d+\|/, '|99999999999|')),
      forged(decoded.replace(/\|\d+$/, '|0')),
      forged(`${decoded}'; drop table courses; --`),
      `${good}x`.repeat(20),
    ]) {
      const res = await t.request({
        method: 'GET',
        url: `/api/courses?cursor=${encodeURIComponent(cursor)}`,
        token: admin.token,
      });
      expect(res.statusCode, cursor).toBe(400);
      expect(res.json()).toEqual({ error: INVALID_CURSOR });
    }
    const popular = await t.request({
      method: 'GET',
      url: `/api/courses?sort=popular&cursor=${good}`,
      token: admin.token,
    });
    expect(popular.statusCode).toBe(400);
    expect(popular.json()).toEqual({ error: CURSOR_NEEDS_NEWEST });
    const ranked = await list('sort=popular&limit=1');
    expect(ranked.pagination).toMatchObject({ next_cursor: null, prev_cursor: null, page: 1 });
  });
});
