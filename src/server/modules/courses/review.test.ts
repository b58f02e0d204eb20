import { describe, expect, it } from 'vitest';
import { PDF } from '../../test/files';
import {
  admin,
  approvedCourse,
  buyer,
  languageLevelId,
  materialId,
  materialPrice,
  otherProf,
  prof,
  t,
  useCourseFixtures,
} from '../../test/course-fixtures';

useCourseFixtures();

describe('admin review and paths', () => {
  async function pending() {
    const res = await t.request({
      method: 'POST',
      url: '/api/courses',
      token: prof.token,
      payload: { title: 'To review', sections: [{ title: 'S', blocks: [{ type: 'text', content: 'x' }] }] },
    });
    return res.json().id as number;
  }

  it('rejects with a reason and a time; the professor sees it; resubmitting clears it', async () => {
    const id = await pending();
    const noReason = await t.request({
      method: 'PUT',
      url: `/api/courses/${id}/reject`,
      token: admin.token,
      payload: {},
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error).toMatch(/^reason: /);
    const res = await t.request({
      method: 'PUT',
      url: `/api/courses/${id}/reject`,
      token: admin.token,
      payload: { reason: 'الفيديو غير واضح' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'rejected',
      rejectionReason: 'الفيديو غير واضح',
      reviewedBy: admin.user.id,
    });
    expect(res.json().rejectedAt).toEqual(expect.any(String));
    const resubmitted = await t.request({
      method: 'PUT',
      url: `/api/courses/${id}`,
      token: prof.token,
      payload: {
        title: 'To review v2',
        sections: [{ title: 'S', blocks: [{ type: 'text', content: 'y' }] }],
      },
    });
    expect(resubmitted.json()).toMatchObject({ status: 'pending', rejectionReason: null, rejectedAt: null });
  });

  it('approving needs a path; assigning a material as admin approves', async () => {
    const id = await pending();
    const early = await t.request({ method: 'PUT', url: `/api/courses/${id}/approve`, token: admin.token });
    expect(early.statusCode).toBe(409);
    const assigned = await t.request({
      method: 'PUT',
      url: `/api/courses/${id}/assign-material-admin`,
      token: admin.token,
      payload: { material_id: materialId },
    });
    expect(assigned.statusCode).toBe(200);
    expect(assigned.json()).toMatchObject({
      status: 'approved',
      price: materialPrice,
      materialPath: { materialId },
    });
    const path = (await t.request({ method: 'GET', url: `/api/courses/${id}/path` })).json();
    expect(path).toMatchObject({ courseId: id, price: materialPrice, languagePath: null });
  });

  it('the owner picks a material without approving; a student or another professor cannot', async () => {
    const id = await pending();
    const own = await t.request({
      method: 'PUT',
      url: `/api/courses/${id}/assign-material`,
      token: prof.token,
      payload: { material_id: materialId },
    });
    expect(own.json()).toMatchObject({ status: 'pending', materialPath: { materialId } });
    const other = await t.request({
      method: 'PUT',
      url: `/api/courses/${id}/assign-material`,
      token: otherProf.token,
      payload: { material_id: materialId },
    });
    expect(other.statusCode).toBe(403);
    const student = await t.request({
      method: 'PUT',
      url: `/api/courses/${id}/assign-material`,
      token: buyer.token,
      payload: { material_id: materialId },
    });
    expect(student.statusCode).toBe(403);
  });

  it('creates a material and assigns it in one step', async () => {
    const id = await pending();
    const year = (await t.request({ method: 'GET', url: `/api/materials/${materialId}` })).json().yearId;
    const res = await t.request({
      method: 'PUT',
      url: `/api/courses/${id}/create-material`,
      token: admin.token,
      payload: { name: 'الإحصاء', yearId: year, price: 2000 },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'approved',
      price: 2000,
      materialPath: { materialName: 'الإحصاء' },
    });
  });

  it('a language course is approved with its level and price; price resolution prefers the course’s own price', async () => {
    const id = await pending();
    const path = await t.request({
      method: 'PUT',
      url: `/api/courses/${id}/language-path`,
      token: admin.token,
      payload: { language_level_id: languageLevelId },
    });
    expect(path.json()).toMatchObject({
      status: 'pending',
      languagePath: { languageLevelId, price: null },
      price: null,
    });
    const priced = await t.request({
      method: 'POST',
      url: '/api/courses/language-course-price',
      token: admin.token,
      payload: { course_id: id, language_level_id: languageLevelId, price: 1800 },
    });
    expect(priced.json()).toMatchObject({ status: 'approved', price: 1800, languagePath: { price: 1800 } });
    const own = await t.request({
      method: 'PUT',
      url: `/api/courses/${id}/price`,
      token: admin.token,
      payload: { price: 900 },
    });
    expect(own.json()).toMatchObject({ ownPrice: 900, price: 900 });

    const other = await pending();
    const both = await t.request({
      method: 'PUT',
      url: `/api/courses/${other}/assign-language-admin`,
      token: admin.token,
      payload: { language_level_id: languageLevelId, price: 0 },
    });
    expect(both.json()).toMatchObject({ status: 'approved', price: 0 });
    const bad = await t.request({
      method: 'PUT',
      url: `/api/courses/${other}/assign-language-admin`,
      token: admin.token,
      payload: { language_level_id: languageLevelId, price: -5 },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('lists materials with their paths for the path selector', async () => {
    const res = await t.request({ method: 'GET', url: '/api/courses/materials/list', token: prof.token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toContainEqual(
      expect.objectContaining({
        id: materialId,
        levelName: 'التعليم الثانوي',
        specialityName: 'علوم تجريبية',
      }),
    );
  });

  it('scan-files reports missing and orphaned files', async () => {
    const course = await approvedCourse();
    const pdfKey = (await t.ctx.db.query.courseBlocks.findFirst({
      where: (b, { eq }) => eq(b.id, course.sections[0].blocks[1].id),
    }))!.fileKey!;
    await t.ctx.storage.delete(pdfKey);
    await t.ctx.storage.put('courses/00000000-0000-4000-8000-000000000000.pdf', PDF);
    const res = await t.request({ method: 'GET', url: '/api/courses/admin/scan-files', token: admin.token });
    expect(res.statusCode).toBe(200);
    expect(res.json().missing).toContainEqual(
      expect.objectContaining({ courseId: course.id, kind: 'block', key: pdfKey }),
    );
    expect(res.json().orphaned).toContainEqual({
      key: 'courses/00000000-0000-4000-8000-000000000000.pdf',
      size: PDF.length,
    });
    expect(
      (await t.request({ method: 'GET', url: '/api/courses/admin/scan-files', token: prof.token }))
        .statusCode,
    ).toBe(403);
  });
});
