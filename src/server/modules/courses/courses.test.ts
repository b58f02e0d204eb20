import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseEnrollments } from '../../db/schema/enrollments';
import { MP4, multipartBody, PDF, PNG } from '../../test/files';
import { buildUser, createTestApp, type TestApp, type TestUser } from '../../test/helper';

let t: TestApp;
let admin: TestUser;
let prof: TestUser;
let otherProf: TestUser;
let buyer: TestUser;
let stranger: TestUser;
let materialId: number;
let materialPrice: number;
let languageLevelId: number;

beforeAll(async () => {
  t = await createTestApp();
  [admin, prof, otherProf, buyer, stranger] = await Promise.all([
    buildUser(t, 'admin'),
    buildUser(t, 'professor', { name: 'Samir Benali' }),
    buildUser(t, 'professor'),
    buildUser(t, 'student'),
    buildUser(t, 'student'),
  ]);
  const post = async (url: string, payload: object) =>
    (await t.request({ method: 'POST', url, payload, token: admin.token })).json();
  const level = await post('/api/levels', { name: 'التعليم الثانوي' });
  const year = await post('/api/years', { name: 'السنة الثالثة ثانوي', levelId: level.id });
  const spec = await post('/api/specialities', { name: 'علوم تجريبية', yearId: year.id });
  const material = await post('/api/materials', { name: 'الرياضيات', specialityId: spec.id, price: 3000 });
  materialId = material.id;
  materialPrice = material.price;
  const lang = await post('/api/languages', { name: 'Français', code: 'fr' });
  languageLevelId = (await post('/api/language-levels', { name: 'B1', language_id: lang.id })).id;
});
afterAll(async () => {
  await t.close();
});

const courseJson = (overrides: Record<string, unknown> = {}) => ({
  title: 'الدوال الأسية',
  description: 'درس شامل للبكالوريا',
  sections: [
    {
      title: 'مقدمة',
      blocks: [
        { type: 'text', title: 'تعريف', content: 'الدالة الأسية هي...' },
        { type: 'pdf', title: 'ملخص', fileField: 'summary' },
      ],
    },
    { title: 'تمارين', blocks: [{ type: 'video', title: 'حل تمرين', fileField: 'video1' }] },
  ],
  material_id: materialId,
  ...overrides,
});

async function submit(
  token: string,
  json: object,
  files: { name: string; content: Buffer; filename?: string }[] = [],
) {
  const { payload, headers } = multipartBody([
    { name: 'data', value: JSON.stringify(json) },
    ...files.map((f) => ({ name: f.name, content: f.content, filename: f.filename ?? `${f.name}.bin` })),
  ]);
  return t.request({ method: 'POST', url: '/api/courses', token, payload, headers });
}

async function approvedCourse() {
  const res = await submit(prof.token, courseJson(), [
    { name: 'summary', content: PDF, filename: 'ملخص.pdf' },
    { name: 'video1', content: MP4, filename: 'exercise.mp4' },
  ]);
  expect(res.statusCode, res.body).toBe(201);
  const course = res.json();
  const approved = await t.request({
    method: 'PUT',
    url: `/api/courses/${course.id}/approve`,
    token: admin.token,
  });
  expect(approved.statusCode).toBe(200);
  return course;
}

const storedCourseFiles = async () =>
  (await readdir(path.join(t.config.dataDir, 'uploads', 'courses')).catch(() => [])).filter(
    (f) => !f.endsWith('.part'),
  );

describe('submitting a course', () => {
  it('a professor submits a course with files (multipart); it is pending with its files stored', async () => {
    const res = await submit(prof.token, courseJson(), [
      { name: 'summary', content: PDF, filename: 'ملخص.pdf' },
      { name: 'video1', content: MP4, filename: 'exercise.mp4' },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const course = res.json();
    expect(course).toMatchObject({
      title: 'الدوال الأسية',
      status: 'pending',
      createdBy: prof.user.id,
      professorName: 'Samir Benali',
      ownPrice: null,
      price: materialPrice,
      materialPath: { materialId, materialName: 'الرياضيات', specialityName: 'علوم تجريبية', price: 3000 },
      languagePath: null,
      sectionsCount: 2,
      blocksCount: 3,
      canAccessContent: true,
      purchased: false,
    });
    const pdf = course.sections[0].blocks[1];
    expect(pdf).toMatchObject({
      type: 'pdf',
      fileType: 'application/pdf',
      fileSize: PDF.length,
      fileName: 'ملخص.pdf',
    });
    expect(pdf.fileUrl).toMatch(new RegExp(`^/api/courses/${course.id}/files/${pdf.id}\\?t=`));
    const file = await t.request({ method: 'GET', url: pdf.fileUrl, token: prof.token });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toMatch(/^inline; filename=/);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.rawPayload.equals(PDF)).toBe(true);
  });

  it('accepts plain JSON with text blocks and a proposed price', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/courses',
      token: prof.token,
      payload: {
        title: 'Grammaire B1',
        sections: [{ title: 'Le subjonctif', blocks: [{ type: 'text', content: 'Il faut que…' }] }],
        language_level_id: languageLevelId,
        price: 1500,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      ownPrice: 1500,
      price: 1500,
      languagePath: { languageLevelName: 'B1' },
    });
  });

  it('refuses students and admins (only professors submit)', async () => {
    expect((await submit(buyer.token, courseJson())).statusCode).toBe(403);
    expect((await submit(admin.token, courseJson())).statusCode).toBe(403);
    expect((await t.request({ method: 'POST', url: '/api/courses', payload: courseJson() })).statusCode).toBe(
      401,
    );
  });

  it('refuses a file whose bytes are not its block’s type, and keeps nothing', async () => {
    const before = await storedCourseFiles();
    const fake = await submit(prof.token, courseJson(), [
      {
        name: 'summary',
        content: Buffer.from('<html><script>alert(1)</script></html>'),
        filename: 'notes.pdf',
      },
      { name: 'video1', content: MP4 },
    ]);
    expect(fake.statusCode).toBe(415);
    expect(fake.json().error).toMatch(/Unsupported file type/);
    const mismatch = await submit(prof.token, courseJson(), [
      { name: 'summary', content: PNG, filename: 'summary.pdf' },
      { name: 'video1', content: MP4 },
    ]);
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().error).toMatch(/^sections\.0\.blocks\.1\.fileField: a pdf block does not accept/);
    expect(await storedCourseFiles()).toEqual(before);
  });

  it('refuses an oversize file with 413', async () => {
    const json = courseJson({ sections: [{ title: 'S', blocks: [{ type: 'image', fileField: 'img' }] }] });
    const big = Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024 + 1)]);
    const res = await submit(prof.token, json, [{ name: 'img', content: big, filename: 'big.png' }]);
    expect(res.statusCode).toBe(413);
  });

  it('validates the course and names the field', async () => {
    const noTitle = await submit(prof.token, courseJson({ title: '' }), []);
    expect(noTitle.statusCode).toBe(400);
    expect(noTitle.json().error).toMatch(/^title: /);
    const missingFile = await submit(prof.token, courseJson(), [{ name: 'summary', content: PDF }]);
    expect(missingFile.statusCode).toBe(400);
    expect(missingFile.json().error).toMatch(/fileField: no file was sent in part "video1"/);
    const badPath = await submit(prof.token, courseJson({ material_id: 999999 }), []);
    expect(badPath.statusCode).toBe(404);
    expect(badPath.json()).toEqual({ error: 'Material not found' });
  });
});

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
});

describe('listing', () => {
  it('lists approved courses publicly, filterable by material; other statuses are for admins', async () => {
    const course = await approvedCourse();
    const list = (
      await t.request({ method: 'GET', url: `/api/courses?materialId=${materialId}&limit=50` })
    ).json();
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
    expect(res.courses.every((c: { title: string }) => c.title.includes('الأسية'))).toBe(true);
  });
});

describe('editing and deleting', () => {
  it('only the owner edits; an approved course goes back to review, kept files stay and dropped ones go', async () => {
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
    expect(updated).toMatchObject({ title: 'الدوال الأسية — نسخة محسنة', status: 'pending', blocksCount: 1 });
    const kept = updated.sections[0].blocks[0];
    expect(kept).toMatchObject({ type: 'pdf', fileName: 'ملخص.pdf' });
    expect((await t.request({ method: 'GET', url: kept.fileUrl, token: prof.token })).statusCode).toBe(200);
    // The video was dropped: its file is gone from storage.
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
