import { describe, expect, it } from 'vitest';
import { courseEnrollments } from '../../db/schema/enrollments';
import { MP4, PDF } from '../../test/files';
import {
  admin,
  approvedCourse,
  buyer,
  courseJson,
  materialId,
  otherProf,
  prof,
  stranger,
  submit,
  t,
  useCourseFixtures,
} from '../../test/course-fixtures';

useCourseFixtures();

describe('protected content', () => {
  it('shows the outline to anyone once approved, and content only to owner, admins and buyers', async () => {
    const course = await approvedCourse();
    const url = `/api/courses/${course.id}`;
    const pdfBlock = course.sections[0].blocks[1];
    const fileUrl = `/api/courses/${course.id}/files/${pdfBlock.id}`;

    for (const token of [undefined, stranger.token, otherProf.token]) {
      const res = await t.request({ method: 'GET', url, token });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.canAccessContent).toBe(false);
      expect(body.sections[0].blocks[0]).toMatchObject({
        type: 'text',
        title: 'تعريف',
        content: null,
        locked: true,
      });
      expect(body.sections[0].blocks[1]).toMatchObject({
        fileUrl: null,
        fileType: 'application/pdf',
        locked: true,
      });
      const file = await t.request({ method: 'GET', url: fileUrl, token });
      expect(file.statusCode).toBe(403);
      expect(file.json().error).toMatch(/Buy this course/);
    }

    await t.ctx.db
      .insert(courseEnrollments)
      .values({ userId: buyer.user.id, courseId: course.id, pricePaid: 3000 });
    const asBuyer = (await t.request({ method: 'GET', url, token: buyer.token })).json();
    expect(asBuyer).toMatchObject({ canAccessContent: true, purchased: true });
    expect(asBuyer.sections[0].blocks[0].content).toBe('الدالة الأسية هي...');
    expect((await t.request({ method: 'GET', url: fileUrl, token: buyer.token })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: fileUrl, token: admin.token })).statusCode).toBe(200);
  });

  it('file URLs carry a grant for their reader alone, usable without a bearer header (video, img, iframe)', async () => {
    const course = await approvedCourse();
    await t.ctx.db
      .insert(courseEnrollments)
      .values({ userId: buyer.user.id, courseId: course.id, pricePaid: 3000 });
    const asBuyer = (
      await t.request({ method: 'GET', url: `/api/courses/${course.id}`, token: buyer.token })
    ).json();
    const pdfUrl: string = asBuyer.sections[0].blocks[1].fileUrl;
    const videoUrl: string = asBuyer.sections[1].blocks[0].fileUrl;
    expect((await t.request({ method: 'GET', url: pdfUrl })).statusCode).toBe(200);

    const grant = new URL(pdfUrl, 'http://x').searchParams.get('t')!;
    const videoPath = videoUrl.split('?')[0];
    // A grant is for one block: it does not open another.
    expect((await t.request({ method: 'GET', url: `${videoPath}?t=${grant}` })).statusCode).toBe(403);
    // A grant is not an access token, and an access token is not a grant.
    expect((await t.request({ method: 'GET', url: '/api/auth/me', token: grant })).statusCode).toBe(401);
    expect((await t.request({ method: 'GET', url: `${videoPath}?t=${buyer.token}` })).statusCode).toBe(403);
    // A forged grant opens nothing.
    expect((await t.request({ method: 'GET', url: `${pdfUrl}x` })).statusCode).toBe(403);
    // Losing the course ends the grant at once: the route re-checks the entitlement.
    await t.ctx.db.delete(courseEnrollments);
    expect((await t.request({ method: 'GET', url: pdfUrl })).statusCode).toBe(403);
  });

  it('serves byte ranges of a video', async () => {
    const course = await approvedCourse();
    const video = course.sections[1].blocks[0];
    const res = await t.request({
      method: 'GET',
      url: `/api/courses/${course.id}/files/${video.id}`,
      token: prof.token,
      headers: { range: 'bytes=0-15' },
    });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-type']).toBe('video/mp4');
    expect(res.headers['content-range']).toBe(`bytes 0-15/${MP4.length}`);
    expect(res.rawPayload.equals(MP4.subarray(0, 16))).toBe(true);
  });

  it('hides pending and rejected courses from everyone but their professor and admins', async () => {
    const res = await submit(
      prof.token,
      courseJson({ sections: [{ title: 'S', blocks: [{ type: 'text', content: 'x' }] }] }),
    );
    const id = res.json().id;
    expect((await t.request({ method: 'GET', url: `/api/courses/${id}` })).statusCode).toBe(404);
    expect(
      (await t.request({ method: 'GET', url: `/api/courses/${id}`, token: stranger.token })).json(),
    ).toEqual({
      error: 'Course not found',
    });
    expect(
      (await t.request({ method: 'GET', url: `/api/courses/${id}`, token: otherProf.token })).statusCode,
    ).toBe(404);
    expect(
      (await t.request({ method: 'GET', url: `/api/courses/${id}`, token: prof.token })).statusCode,
    ).toBe(200);
    expect(
      (await t.request({ method: 'GET', url: `/api/courses/${id}`, token: admin.token })).statusCode,
    ).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/courses/999999' })).json()).toEqual({
      error: 'Course not found',
    });
  });

  it('an edit of an approved course leaves it on sale: the buyer reads the published content, others the outline', async () => {
    const course = await approvedCourse();
    await t.ctx.db
      .insert(courseEnrollments)
      .values({ userId: buyer.user.id, courseId: course.id, pricePaid: 3000 });
    const edited = await t.request({
      method: 'PUT',
      url: `/api/courses/${course.id}`,
      token: prof.token,
      payload: {
        title: 'Revised',
        sections: [{ title: 'S', blocks: [{ type: 'text', content: 'revised content' }] }],
        material_id: materialId,
      },
    });
    expect(edited.json()).toMatchObject({ kind: 'revision', status: 'draft' });
    const asBuyer = await t.request({ method: 'GET', url: `/api/courses/${course.id}`, token: buyer.token });
    expect(asBuyer.statusCode).toBe(200);
    expect(asBuyer.json()).toMatchObject({ status: 'approved', canAccessContent: true, purchased: true });
    expect(asBuyer.json().sections[0].blocks[0].content).toBe(course.sections[0].blocks[0].content);
    for (const token of [undefined, stranger.token]) {
      const res = await t.request({ method: 'GET', url: `/api/courses/${course.id}`, token });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ title: course.title, canAccessContent: false, revision: null });
    }
  });

  it('a course file answers 404 to whoever may not see the course, 403 to whoever may not open it', async () => {
    const res = await submit(prof.token, courseJson(), [
      { name: 'summary', content: PDF, filename: 'notes.pdf' },
      { name: 'video1', content: MP4 },
    ]);
    const pending = res.json();
    const fileUrl = `/api/courses/${pending.id}/files/${pending.sections[0].blocks[1].id}`;
    for (const token of [undefined, stranger.token, otherProf.token]) {
      const file = await t.request({ method: 'GET', url: fileUrl, token });
      expect(file.statusCode).toBe(404);
      expect(file.json()).toEqual({ error: 'Course not found' });
    }
    expect((await t.request({ method: 'GET', url: fileUrl, token: prof.token })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: fileUrl, token: admin.token })).statusCode).toBe(200);
    // A block without a file has nothing to serve.
    const textBlock = `/api/courses/${pending.id}/files/${pending.sections[0].blocks[0].id}`;
    const none = await t.request({ method: 'GET', url: textBlock, token: prof.token });
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ error: 'File not found' });
  });

  it('a grant opens its own course only, even for a reader of both courses', async () => {
    const [a, b] = [await approvedCourse(), await approvedCourse()];
    await t.ctx.db.insert(courseEnrollments).values([
      { userId: buyer.user.id, courseId: a.id, pricePaid: 3000 },
      { userId: buyer.user.id, courseId: b.id, pricePaid: 3000 },
    ]);
    const asBuyer = (
      await t.request({ method: 'GET', url: `/api/courses/${a.id}`, token: buyer.token })
    ).json();
    const pdfUrl: string = asBuyer.sections[0].blocks[1].fileUrl;
    const [pathA, query] = pdfUrl.split('?');
    expect((await t.request({ method: 'GET', url: pdfUrl })).statusCode).toBe(200);
    // The same block id under the other course's path: the grant names course A, so it is no grant here.
    const crossed = await t.request({
      method: 'GET',
      url: `${pathA!.replace(`/courses/${a.id}/`, `/courses/${b.id}/`)}?${query}`,
    });
    expect(crossed.statusCode).toBe(403);
    expect(crossed.json().error).toMatch(/Buy this course/);
  });
});
