import { describe, expect, it, vi } from 'vitest';
import type { MailMessage } from '../../plugins/mail';
import { courseEnrollments } from '../../db/schema/enrollments';
import { DEFAULT_UPLOAD_QUOTAS } from '../../../contract/settings';
import { MP4, PDF, PNG, multipartBody } from '../../test/files';
import {
  admin,
  approvedCourse,
  buyer,
  materialId,
  otherProf,
  prof,
  storedCourseFiles,
  stranger,
  t,
  useCourseFixtures,
} from '../../test/course-fixtures';
import { EVENTUALLY } from '../../test/helper';

const mail: MailMessage[] = [];
useCourseFixtures({
  overrides: { mailer: { send: async (m) => void mail.push(m), close: () => undefined } },
});

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const request = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object) =>
  t.request({ method, url, token, ...(payload ? { payload } : {}) });

/** An approved course of `prof` that `buyer` owns. */
async function ownedCourse() {
  const course = await approvedCourse();
  await t.ctx.db
    .insert(courseEnrollments)
    .values({ userId: buyer.user.id, courseId: course.id, pricePaid: 3000 });
  return course as Json;
}

/** The edit a professor sends: the course as the editor holds it, with `change` applied. */
function editOf(course: Json, change: (draft: Json) => void = () => undefined) {
  const draft: Json = {
    title: course.title,
    description: course.description,
    sections: course.sections.map((s: Json) => ({
      id: s.id,
      title: s.title,
      blocks: s.blocks.map((b: Json) => ({ id: b.id, type: b.type, title: b.title, content: b.content })),
    })),
  };
  change(draft);
  return draft;
}

async function uploadToBlock(courseId: number, blockId: number, content: Buffer, filename: string) {
  const { payload, headers } = multipartBody([{ name: 'file', content, filename }]);
  return t.request({
    method: 'PUT',
    url: `/api/courses/${courseId}/blocks/${blockId}/file`,
    token: prof.token,
    payload,
    headers,
  });
}

const submitRevision = (id: number, note?: string) =>
  request('POST', `/api/courses/${id}/revision/submit`, prof.token, note ? { note } : {});

describe('course revisions', () => {
  it('a buyer keeps reading the published content and files while a revision is draft, pending or rejected, then reads the new version', async () => {
    const course = await ownedCourse();
    const textBlock = course.sections[0].blocks[0];
    const pdfBlock = course.sections[0].blocks[1];
    const edit = editOf(course, (d) => {
      d.title = 'الدوال الأسية — مصححة';
      d.sections[0].blocks[0].content = 'الدالة الأسية هي الدالة التي...';
    });
    const saved = await request('PUT', `/api/courses/${course.id}`, prof.token, edit);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ kind: 'revision', status: 'draft', title: 'الدوال الأسية — مصححة' });
    // The PDF is replaced in the draft through the per-block route.
    const replaced = await uploadToBlock(course.id, pdfBlock.id, PDF, 'ملخص-جديد.pdf');
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json().sections[0].blocks[1]).toMatchObject({
      id: pdfBlock.id,
      fileName: 'ملخص-جديد.pdf',
    });

    const readAsBuyer = async () => {
      const res = await request('GET', `/api/courses/${course.id}`, buyer.token);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      const file = await request('GET', body.sections[0].blocks[1].fileUrl);
      expect(file.statusCode).toBe(200);
      const listed = (await request('GET', `/api/courses?materialId=${materialId}&limit=100`)).json();
      return {
        title: body.title,
        status: body.status,
        text: body.sections[0].blocks[0].content,
        fileName: body.sections[0].blocks[1].fileName,
        revision: body.revision,
        listed: listed.courses.some((c: Json) => c.id === course.id),
      };
    };
    const published = {
      title: course.title,
      status: 'approved',
      text: textBlock.content,
      fileName: 'ملخص.pdf',
      revision: null,
      listed: true,
    };
    expect(await readAsBuyer()).toEqual(published);

    expect((await submitRevision(course.id, 'صححت خطأ في التعريف')).json()).toMatchObject({
      status: 'pending',
      note: 'صححت خطأ في التعريف',
    });
    expect(await readAsBuyer()).toEqual(published);

    const rejected = await request('PUT', `/api/courses/${course.id}/revision/reject`, admin.token, {
      reason: 'الملف غير واضح',
      reasons: ['media_quality'],
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json()).toMatchObject({
      status: 'rejected',
      rejectionReasons: ['media_quality'],
      rejectionComment: 'الملف غير واضح',
    });
    expect(await readAsBuyer()).toEqual(published);
    // The professor sees it on the course, with the reasons on the revision.
    const asOwner = (await request('GET', `/api/courses/${course.id}`, prof.token)).json();
    expect(asOwner.revision).toMatchObject({ status: 'rejected', rejectedAt: expect.any(String) });

    expect((await submitRevision(course.id, 'أعدت رفع الملف')).statusCode).toBe(200);
    const approved = await request('PUT', `/api/courses/${course.id}/revision/approve`, admin.token);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'approved', title: 'الدوال الأسية — مصححة' });
    expect(await readAsBuyer()).toEqual({
      title: 'الدوال الأسية — مصححة',
      status: 'approved',
      text: 'الدالة الأسية هي الدالة التي...',
      fileName: 'ملخص-جديد.pdf',
      revision: null,
      listed: true,
    });
    // Block ids survive approval (progress and comments keyed by them stay).
    const after = (await request('GET', `/api/courses/${course.id}`, buyer.token)).json();
    expect(after.sections.flatMap((s: Json) => s.blocks.map((b: Json) => b.id))).toEqual(
      course.sections.flatMap((s: Json) => s.blocks.map((b: Json) => b.id)),
    );
    expect((await request('GET', `/api/courses/${course.id}/revision`, prof.token)).statusCode).toBe(404);
  });

  it('approval swaps atomically: every read during it sees all of the old version or all of the new', async () => {
    const course = await ownedCourse();
    const edit = editOf(course, (d) => {
      d.title = 'NEW title';
      for (const s of d.sections) for (const b of s.blocks) b.title = 'NEW block';
      d.sections.push({
        title: 'NEW section',
        blocks: [{ type: 'text', title: 'NEW block', content: 'NEW' }],
      });
    });
    expect((await request('PUT', `/api/courses/${course.id}`, prof.token, edit)).statusCode).toBe(200);
    expect((await submitRevision(course.id)).statusCode).toBe(200);
    const reads = Array.from({ length: 12 }, (_, i) =>
      new Promise((r) => setTimeout(r, i * 3)).then(() =>
        request('GET', `/api/courses/${course.id}`, buyer.token),
      ),
    );
    const approve = request('PUT', `/api/courses/${course.id}/revision/approve`, admin.token);
    const [approved, ...seen] = await Promise.all([approve, ...reads]);
    expect(approved!.statusCode).toBe(200);
    expect(seen).toHaveLength(12);
    for (const res of seen) {
      const body = res.json();
      const titles = body.sections.flatMap((s: Json) => s.blocks.map((b: Json) => b.title));
      const isNew = body.title === 'NEW title';
      expect(body.sections).toHaveLength(isNew ? 3 : 2);
      expect(titles.every((title: string) => (title === 'NEW block') === isNew)).toBe(true);
    }
  });

  it('discarding a revision removes only its own files; the published ones stay and are served', async () => {
    const course = await ownedCourse();
    const pdfBlock = course.sections[0].blocks[1];
    const before = await storedCourseFiles();
    expect((await uploadToBlock(course.id, pdfBlock.id, PDF, 'draft.pdf')).statusCode).toBe(200);
    // Replacing the draft's file again drops the first draft file at once.
    expect((await uploadToBlock(course.id, pdfBlock.id, PDF, 'draft-2.pdf')).statusCode).toBe(200);
    expect(await storedCourseFiles()).toHaveLength(before.length + 1);
    // The draft's file is not an orphan for the admin's file scan.
    const scan = (await request('GET', '/api/courses/admin/scan-files', admin.token)).json();
    expect(scan.orphaned).toEqual([]);
    expect((await request('DELETE', `/api/courses/${course.id}/revision`, otherProf.token)).statusCode).toBe(
      403,
    );
    const discarded = await request('DELETE', `/api/courses/${course.id}/revision`, prof.token);
    expect(discarded.statusCode).toBe(204);
    expect(await storedCourseFiles()).toEqual(before);
    const body = (await request('GET', `/api/courses/${course.id}`, buyer.token)).json();
    expect(body.sections[0].blocks[1].fileName).toBe('ملخص.pdf');
    expect((await request('GET', body.sections[0].blocks[1].fileUrl)).statusCode).toBe(200);
    expect((await request('DELETE', `/api/courses/${course.id}/revision`, prof.token)).json()).toEqual({
      error: 'This course has no revision',
    });
  });

  it('only the owner and admins read a revision; the rules of each step answer with clear errors', async () => {
    const course = await ownedCourse();
    expect((await request('PUT', `/api/courses/${course.id}`, prof.token, editOf(course))).statusCode).toBe(
      200,
    );
    for (const token of [otherProf.token]) {
      const res = await request('GET', `/api/courses/${course.id}/revision`, token);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'Course not found' });
    }
    for (const token of [buyer.token, stranger.token]) {
      expect((await request('GET', `/api/courses/${course.id}/revision`, token)).statusCode).toBe(403);
    }
    expect((await request('GET', `/api/courses/${course.id}/revision`, admin.token)).statusCode).toBe(200);
    // Nothing changed yet: there is nothing to submit.
    const empty = await submitRevision(course.id);
    expect(empty.statusCode).toBe(409);
    expect(empty.json()).toEqual({ error: 'This revision changes nothing yet' });
    // Prices and catalogue paths stay the admins' decisions.
    const repriced = await request('PUT', `/api/courses/${course.id}`, prof.token, {
      ...editOf(course),
      price: 10,
    });
    expect(repriced.statusCode).toBe(403);
    expect(repriced.json().error).toMatch(/set by an administrator/);
    // Not waiting for review: neither approved nor rejected.
    const early = await request('PUT', `/api/courses/${course.id}/revision/approve`, admin.token);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ error: 'This revision is not waiting for review' });
    const edit = editOf(course, (d) => (d.description = 'وصف جديد'));
    expect((await request('PUT', `/api/courses/${course.id}`, prof.token, edit)).statusCode).toBe(200);
    expect((await submitRevision(course.id)).statusCode).toBe(200);
    expect((await submitRevision(course.id)).json()).toEqual({
      error: 'This revision is already waiting for review',
    });
    const noReason = await request('PUT', `/api/courses/${course.id}/revision/reject`, admin.token, {
      reasons: ['other'],
    });
    expect(noReason.statusCode).toBe(400);
    const badReason = await request('PUT', `/api/courses/${course.id}/revision/reject`, admin.token, {
      reason: 'not this',
      reasons: ['spelling'],
    });
    expect(badReason.statusCode).toBe(400);
    expect((await request('GET', `/api/courses/${course.id}/revision`, prof.token)).json().status).toBe(
      'pending',
    );
    // A stranger's id in the draft is refused.
    const foreign = editOf(course, (d) => (d.sections[0].blocks[0].id = 999_999));
    const refused = await request('PUT', `/api/courses/${course.id}`, prof.token, foreign);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatch(/not a block of this course/);
    // Editing a submitted revision takes it back to draft: an admin approves only what they read.
    expect((await request('PUT', `/api/courses/${course.id}`, prof.token, edit)).json().status).toBe('draft');
  });

  it('the queue holds new courses and revisions with their age; counts, notifications and history follow', async () => {
    const course = await ownedCourse();
    const count = async () =>
      (await request('GET', '/api/courses/admin/review-queue?limit=100', admin.token)).json();
    const before = await count();
    const edit = editOf(course, (d) => (d.sections[0].title = 'مقدمة عامة'));
    expect((await request('PUT', `/api/courses/${course.id}`, prof.token, edit)).statusCode).toBe(200);
    expect((await count()).pagination.total).toBe(before.pagination.total);
    expect((await submitRevision(course.id, 'غيرت العنوان')).statusCode).toBe(200);
    const queue = await count();
    expect(queue.pagination.total).toBe(before.pagination.total + 1);
    expect(queue.items.filter((i: Json) => i.courseId === course.id)).toEqual([
      {
        courseId: course.id,
        kind: 'revision',
        title: course.title,
        professorName: 'Samir Benali',
        cover_url: null,
        submittedAt: expect.any(String),
        note: 'غيرت العنوان',
      },
    ]);
    expect((await request('GET', '/api/courses/admin/review-queue', prof.token)).statusCode).toBe(403);

    const diff = (await request('GET', `/api/courses/${course.id}/revision`, admin.token)).json().diff;
    expect(diff.changes).toBe(1);
    expect(diff.sections[0].titleChange.words).toEqual([
      { value: 'مقدمة ', added: false, removed: false },
      { value: 'عامة', added: true, removed: false },
    ]);

    mail.length = 0;
    const rejected = await request('PUT', `/api/courses/${course.id}/revision/reject`, admin.token, {
      reason: 'العنوان غير مناسب',
      reasons: ['incomplete', 'other'],
    });
    expect(rejected.statusCode).toBe(200);
    expect((await count()).pagination.total).toBe(before.pagination.total);
    await t.ctx.events.settled();
    await new Promise((r) => setTimeout(r, 50));
    const notes = (await request('GET', '/api/notifications', prof.token)).json();
    expect(notes.notifications[0]).toMatchObject({ type: 'course_rejected', read: false });
    expect(notes.notifications[0].message).toContain('العنوان غير مناسب');
    await vi.waitFor(() => expect(mail.map((m) => m.to)).toEqual([prof.user.email]), EVENTUALLY);
    expect(mail[0]!.text).toContain(`/professor/courses/${course.id}`);

    expect((await submitRevision(course.id, 'عدلت كما طلبتم')).statusCode).toBe(200);
    expect((await request('PUT', `/api/courses/${course.id}/revision/approve`, admin.token)).statusCode).toBe(
      200,
    );
    await new Promise((r) => setTimeout(r, 50));
    const approvedNote = (await request('GET', '/api/notifications', prof.token)).json().notifications[0];
    expect(approvedNote).toMatchObject({ type: 'course_approved' });

    const history = await request('GET', `/api/courses/${course.id}/reviews`, prof.token);
    expect(history.statusCode).toBe(200);
    expect(
      history.json().reviews.map((r: Json) => [r.kind, r.action, r.actorName, r.reasons, r.comment]),
    ).toEqual([
      ['revision', 'approved', admin.user.name, [], null],
      ['revision', 'submitted', 'Samir Benali', [], 'عدلت كما طلبتم'],
      ['revision', 'rejected', admin.user.name, ['incomplete', 'other'], 'العنوان غير مناسب'],
      ['revision', 'submitted', 'Samir Benali', [], 'غيرت العنوان'],
      ['course', 'approved', admin.user.name, [], null],
      ['course', 'submitted', 'Samir Benali', [], null],
    ]);
    expect((await request('GET', `/api/courses/${course.id}/reviews`, otherProf.token)).statusCode).toBe(404);
  });

  it('a draft cover waits for approval; a new block gets its final id and its file by the per-block route', async () => {
    const course = await ownedCourse();
    const { payload, headers } = multipartBody([{ name: 'cover', content: PNG, filename: 'cover.png' }]);
    const cover = await t.request({
      method: 'PUT',
      url: `/api/courses/${course.id}/cover`,
      token: prof.token,
      payload,
      headers,
    });
    expect(cover.statusCode).toBe(200);
    expect((await request('GET', `/api/courses/${course.id}`)).json().cover_url).toBeNull();
    const edit = editOf(course, (d) => d.sections[1].blocks.push({ type: 'pdf', title: 'ملحق' }));
    const saved = (await request('PUT', `/api/courses/${course.id}`, prof.token, edit)).json();
    const added = saved.sections[1].blocks[1];
    expect(added).toMatchObject({ type: 'pdf', title: 'ملحق', fileUrl: null });
    expect((await uploadToBlock(course.id, added.id, PDF, 'annex.pdf')).statusCode).toBe(200);
    const draft = (await request('GET', `/api/courses/${course.id}/revision`, prof.token)).json();
    expect(draft.diff.cover).toEqual({ before: null, after: cover.json().cover_url });
    const file = draft.diff.sections[1].blocks[1];
    expect(file).toMatchObject({ id: added.id, status: 'added' });
    const preview = await request('GET', draft.sections[1].blocks[1].fileUrl);
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('application/pdf');
    // A buyer's grant does not open the draft's files.
    expect(
      (await request('GET', `/api/courses/${course.id}/revision/files/${added.id}`, buyer.token)).statusCode,
    ).toBe(404);
    expect((await submitRevision(course.id)).statusCode).toBe(200);
    expect((await request('PUT', `/api/courses/${course.id}/revision/approve`, admin.token)).statusCode).toBe(
      200,
    );
    const published = (await request('GET', `/api/courses/${course.id}`, buyer.token)).json();
    expect(published.cover_url).toBe(cover.json().cover_url);
    expect(published.sections[1].blocks[1]).toMatchObject({ id: added.id, fileName: 'annex.pdf' });
    expect((await request('GET', published.sections[1].blocks[1].fileUrl)).statusCode).toBe(200);
  });

  it('deleting a course removes its draft files too', async () => {
    const course = await ownedCourse();
    expect((await uploadToBlock(course.id, course.sections[0].blocks[1].id, PDF, 'x.pdf')).statusCode).toBe(
      200,
    );
    const before = await storedCourseFiles();
    const res = await request('DELETE', `/api/courses/${course.id}`, admin.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(await storedCourseFiles()).toHaveLength(before.length - 3);
  });

  it("a draft's own files count toward the bytes a professor may hold", async () => {
    const course = await ownedCourse();
    const videoBlock = course.sections[1].blocks[0];
    const video = Buffer.concat([MP4, Buffer.alloc(700 * 1024 - MP4.length, 1)]);
    const quotas = (payload: object) => request('PUT', '/api/admin/upload-quotas', admin.token, payload);
    expect((await quotas({ total_mb: 1, daily_mb: 100, files_per_request: 10 })).statusCode).toBe(200);
    try {
      expect((await uploadToBlock(course.id, videoBlock.id, video, 'v1.mp4')).statusCode).toBe(200);
      const over = await uploadToBlock(course.id, videoBlock.id, video, 'v2.mp4');
      expect(over.statusCode).toBe(413);
    } finally {
      expect((await quotas(DEFAULT_UPLOAD_QUOTAS)).statusCode).toBe(200);
    }
  });
});
