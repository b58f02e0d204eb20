import { describe, expect, it } from 'vitest';
import { MP4, PDF, PNG } from '../../test/files';
import {
  admin,
  buyer,
  courseJson,
  languageLevelId,
  materialId,
  materialPrice,
  prof,
  storedCourseFiles,
  submit,
  t,
  useCourseFixtures,
} from '../../test/course-fixtures';

useCourseFixtures();

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
