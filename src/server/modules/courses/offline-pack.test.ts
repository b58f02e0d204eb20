import { afterEach, describe, expect, it, vi } from 'vitest';
import { OFFLINE_PACK_DAYS } from '../../../contract/media';
import { courseEnrollments } from '../../db/schema/enrollments';
import { MP4, PDF } from '../../test/files';
import {
  admin,
  approvedCourse,
  buyer,
  otherProf,
  prof,
  stranger,
  t,
  useCourseFixtures,
} from '../../test/course-fixtures';

useCourseFixtures();

const DAY_MS = 24 * 60 * 60_000;

async function boughtCourse() {
  const course = await approvedCourse();
  await t.ctx.db
    .insert(courseEnrollments)
    .values({ userId: buyer.user.id, courseId: course.id, pricePaid: 3000 });
  return course;
}

const pack = (id: number, token?: string) =>
  t.request({ method: 'GET', url: `/api/courses/${id}/offline`, token });

afterEach(() => {
  vi.useRealTimers();
});

describe('GET /api/courses/{id}/offline', () => {
  it('lists the files a buyer may keep, with grants valid until expiresAt (14 days)', async () => {
    const course = await boughtCourse();
    const before = Date.now();
    const res = await pack(course.id, buyer.token);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.version).toMatch(/^[0-9a-f]{16}$/);
    const expiresAt = Date.parse(body.expiresAt);
    expect(expiresAt).toBeGreaterThanOrEqual(before + OFFLINE_PACK_DAYS * DAY_MS - 1000);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + OFFLINE_PACK_DAYS * DAY_MS);
    const [pdfBlock] = course.sections[0].blocks.slice(1);
    const videoBlock = course.sections[1].blocks[0];
    expect(body.files).toHaveLength(2);
    expect(body.files).toEqual([
      { blockId: pdfBlock.id, url: expect.stringMatching(/\?t=/), size: PDF.length, type: 'pdf' },
      { blockId: videoBlock.id, url: expect.stringMatching(/\?t=/), size: MP4.length, type: 'video' },
    ]);
    // Each URL opens its file with no bearer token: that is how the device downloads it.
    const pdf = await t.request({ method: 'GET', url: body.files[0].url });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.equals(PDF)).toBe(true);
  });

  it('answers 401 to visitors, 403 to those without the course, 404 for an unknown course, and a pack to owner and admins', async () => {
    const course = await boughtCourse();
    expect((await pack(course.id)).statusCode).toBe(401);
    for (const who of [stranger, otherProf]) {
      const res = await pack(course.id, who.token);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: 'Buy this course to open its content' });
    }
    expect((await pack(999_999, buyer.token)).json()).toEqual({ error: 'Course not found' });
    for (const who of [prof, admin]) expect((await pack(course.id, who.token)).statusCode).toBe(200);
  });

  it('grants end when the pack expires, and at once when the course is refunded', async () => {
    const course = await boughtCourse();
    const { files } = (await pack(course.id, buyer.token)).json();
    const url: string = files[0].url;
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + (OFFLINE_PACK_DAYS * DAY_MS - 60_000) });
    expect((await t.request({ method: 'GET', url })).statusCode).toBe(200);
    vi.setSystemTime(Date.now() + 2 * 60_000);
    const expired = await t.request({ method: 'GET', url });
    expect(expired.statusCode).toBe(403);
    vi.useRealTimers();

    // The admin deletes the course: its buyers are refunded, the pack and its files are gone.
    const fresh = (await pack(course.id, buyer.token)).json();
    const deleted = await t.request({
      method: 'DELETE',
      url: `/api/courses/${course.id}`,
      token: admin.token,
    });
    expect(deleted.json()).toEqual({ message: 'Course deleted; 1 buyer(s) refunded' });
    expect((await pack(course.id, buyer.token)).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: fresh.files[0].url })).statusCode).toBe(404);
  });

  it('is refused when the access is revoked, and its version follows the content', async () => {
    const course = await boughtCourse();
    const first = (await pack(course.id, buyer.token)).json();
    expect((await pack(course.id, buyer.token)).json().version).toBe(first.version);

    await t.ctx.db.delete(courseEnrollments);
    expect((await pack(course.id, buyer.token)).statusCode).toBe(403);
    await t.ctx.db
      .insert(courseEnrollments)
      .values({ userId: buyer.user.id, courseId: course.id, pricePaid: 3000 });

    const edited = await t.request({
      method: 'PUT',
      url: `/api/courses/${course.id}`,
      token: prof.token,
      payload: {
        title: course.title,
        description: course.description,
        sections: [{ title: 'مقدمة', blocks: [{ type: 'text', title: 'تعريف', content: 'نص جديد' }] }],
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    // The edit of a published course is a draft (decision 040): kept copies stay valid until it is approved.
    expect((await pack(course.id, buyer.token)).json().version).toBe(first.version);
    const submitted = await t.request({
      method: 'POST',
      url: `/api/courses/${course.id}/revision/submit`,
      token: prof.token,
      payload: {},
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    const approved = await t.request({
      method: 'PUT',
      url: `/api/courses/${course.id}/revision/approve`,
      token: admin.token,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const second = (await pack(course.id, buyer.token)).json();
    expect(second.version).not.toBe(first.version);
    expect(second.files).toHaveLength(0);
  });
});
