import { describe, expect, it } from 'vitest';
import { courseEnrollments } from '../../db/schema/enrollments';
import { multipartBody, PDF, PNG } from '../../test/files';
import {
  admin,
  approvedCourse,
  buyer,
  courseJson,
  materialId,
  otherProf,
  prof,
  storedCourseFiles,
  submit,
  t,
  useCourseFixtures,
} from '../../test/course-fixtures';

useCourseFixtures();

describe('editing and deleting', () => {
  it('only the owner edits; an approved course is edited through its revision, its dropped files go on approval', async () => {
    const course = await approvedCourse();
    const pdfBlock = course.sections[0].blocks[1];
    const edit = {
      title: 'الدوال الأسية — نسخة محسنة',
      sections: [{ title: 'مقدمة', blocks: [{ id: pdfBlock.id, type: 'pdf', title: 'ملخص' }] }],
      material_id: materialId,
    };
    const foreign = await t.request({
      method: 'PUT',
      url: `/api/courses/${course.id}`,
      token: otherProf.token,
      payload: edit,
    });
    expect(foreign.statusCode).toBe(403);
    expect(
      (
        await t.request({
          method: 'PUT',
          url: `/api/courses/${course.id}`,
          token: admin.token,
          payload: edit,
        })
      ).statusCode,
    ).toBe(403);

    const filesBefore = await storedCourseFiles();
    const res = await t.request({
      method: 'PUT',
      url: `/api/courses/${course.id}`,
      token: prof.token,
      payload: edit,
    });
    expect(res.statusCode, res.body).toBe(200);
    const updated = res.json();
    expect(updated).toMatchObject({ kind: 'revision', title: 'الدوال الأسية — نسخة محسنة', status: 'draft' });
    expect(updated.sections).toHaveLength(1);
    const kept = updated.sections[0].blocks[0];
    expect(kept).toMatchObject({ id: pdfBlock.id, type: 'pdf', fileName: 'ملخص.pdf' });
    expect((await t.request({ method: 'GET', url: kept.fileUrl, token: prof.token })).statusCode).toBe(200);
    // The published course still holds the video: nothing is removed before approval.
    expect(await storedCourseFiles()).toHaveLength(filesBefore.length);
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
    expect(approved.json()).toMatchObject({
      title: 'الدوال الأسية — نسخة محسنة',
      status: 'approved',
      blocksCount: 1,
    });
    // The video was dropped: its file is gone from storage once the revision is in place.
    expect(await storedCourseFiles()).toHaveLength(filesBefore.length - 1);
  });

  it('refuses to reuse another course’s block', async () => {
    const a = await approvedCourse();
    const mine = await submit(
      prof.token,
      courseJson({ sections: [{ title: 'S', blocks: [{ type: 'text', content: 'x' }] }] }),
    );
    const res = await t.request({
      method: 'PUT',
      url: `/api/courses/${mine.json().id}`,
      token: prof.token,
      payload: {
        title: 'Steal',
        sections: [{ title: 'S', blocks: [{ id: a.sections[0].blocks[1].id, type: 'pdf' }] }],
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/not a block of this course/);
  });

  it('deletes a course and its files; not someone else’s; with buyers only by an admin, who refunds them', async () => {
    const course = await approvedCourse();
    const before = await storedCourseFiles();
    expect(
      (await t.request({ method: 'DELETE', url: `/api/courses/${course.id}`, token: otherProf.token }))
        .statusCode,
    ).toBe(403);
    expect(
      (await t.request({ method: 'DELETE', url: `/api/courses/${course.id}`, token: buyer.token }))
        .statusCode,
    ).toBe(403);
    const res = await t.request({ method: 'DELETE', url: `/api/courses/${course.id}`, token: prof.token });
    expect(res.statusCode).toBe(200);
    expect(await storedCourseFiles()).toHaveLength(before.length - 2);
    expect(
      (await t.request({ method: 'GET', url: `/api/courses/${course.id}`, token: admin.token })).statusCode,
    ).toBe(404);

    const sold = await approvedCourse();
    await t.ctx.db
      .insert(courseEnrollments)
      .values({ userId: buyer.user.id, courseId: sold.id, pricePaid: 3000 });
    // Its professor cannot delete a course somebody bought.
    const refused = await t.request({ method: 'DELETE', url: `/api/courses/${sold.id}`, token: prof.token });
    expect(refused.statusCode).toBe(409);
    expect(
      (await t.request({ method: 'GET', url: `/api/courses/${sold.id}`, token: buyer.token })).statusCode,
    ).toBe(200);
    // An admin can: every buyer is refunded in the same transaction.
    const removed = await t.request({ method: 'DELETE', url: `/api/courses/${sold.id}`, token: admin.token });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().message).toMatch(/1 buyer\(s\) refunded/);
    expect(
      (await t.request({ method: 'GET', url: '/api/points/balance', token: buyer.token })).json(),
    ).toEqual({ balance: 3000 });
  });

  it('uploads a cover (images only) and a block file later', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/courses',
      token: prof.token,
      payload: {
        title: 'Later files',
        sections: [{ title: 'S', blocks: [{ type: 'pdf', title: 'Notes' }] }],
      },
    });
    const course = res.json();
    const cover = multipartBody([{ name: 'cover', content: PNG, filename: 'cover.png' }]);
    const coverRes = await t.request({
      method: 'PUT',
      url: `/api/courses/${course.id}/cover`,
      token: prof.token,
      ...cover,
    });
    expect(coverRes.statusCode).toBe(200);
    expect(coverRes.json().cover_url).toMatch(/^\/api\/files\/covers\/[0-9a-f-]{36}\.png$/);
    expect((await t.request({ method: 'GET', url: coverRes.json().cover_url })).headers['content-type']).toBe(
      'image/png',
    );
    const notImage = multipartBody([{ name: 'cover', content: PDF, filename: 'cover.png' }]);
    expect(
      (
        await t.request({
          method: 'PUT',
          url: `/api/courses/${course.id}/cover`,
          token: prof.token,
          ...notImage,
        })
      ).statusCode,
    ).toBe(415);
    expect(
      (
        await t.request({
          method: 'PUT',
          url: `/api/courses/${course.id}/cover`,
          token: otherProf.token,
          ...cover,
        })
      ).statusCode,
    ).toBe(403);

    const block = course.sections[0].blocks[0];
    const file = multipartBody([{ name: 'file', content: PDF, filename: 'notes.pdf' }]);
    const attached = await t.request({
      method: 'PUT',
      url: `/api/courses/${course.id}/blocks/${block.id}/file`,
      token: prof.token,
      ...file,
    });
    expect(attached.statusCode, attached.body).toBe(200);
    expect(attached.json().sections[0].blocks[0]).toMatchObject({
      fileType: 'application/pdf',
      fileName: 'notes.pdf',
    });
  });
});
