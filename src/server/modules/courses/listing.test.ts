import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { courses } from '../../db/schema/courses';
import {
  admin,
  approvedCourse,
  buyer,
  courseJson,
  materialId,
  prof,
  submit,
  t,
  useCourseFixtures,
} from '../../test/course-fixtures';
import { countCourses } from './course-summary.read-model';

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
    for (let page = 1; page <= all.pagination.totalPages * 2; page += 1) {
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
