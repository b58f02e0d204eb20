import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_UPLOAD_QUOTAS } from '../../../contract/settings';
import { MP4, multipartBody, PDF } from '../../test/files';
import {
  admin,
  courseJson,
  otherProf,
  prof,
  storedCourseFiles,
  submit,
  t,
  useCourseFixtures,
} from '../../test/course-fixtures';

useCourseFixtures();

const MB = 1024 * 1024;
/** A video of about `mb` megabytes: a real MP4 header, then padding. */
const video = (mb: number) => Buffer.concat([MP4, Buffer.alloc(Math.round(mb * MB) - MP4.length, 1)]);
const videoCourse = () =>
  courseJson({ sections: [{ title: 'درس', blocks: [{ type: 'video', title: 'فيديو', fileField: 'v' }] }] });

const setQuotas = (payload: object, token = admin.token) =>
  t.request({ method: 'PUT', url: '/api/admin/upload-quotas', token, payload });

afterEach(async () => {
  expect((await setQuotas(DEFAULT_UPLOAD_QUOTAS)).statusCode).toBe(200);
});

describe('upload quota settings', () => {
  it('admins read the defaults and change them; bad values are refused and change nothing', async () => {
    const read = async () =>
      (await t.request({ method: 'GET', url: '/api/admin/upload-quotas', token: admin.token })).json();
    expect(await read()).toEqual(DEFAULT_UPLOAD_QUOTAS);
    const bad = await setQuotas({ total_mb: 0, daily_mb: 10, files_per_request: 5 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/^total_mb: /);
    expect(await read()).toEqual(DEFAULT_UPLOAD_QUOTAS);
    const quotas = { total_mb: 300, daily_mb: 20, files_per_request: 5 };
    expect((await setQuotas(quotas)).json()).toEqual(quotas);
    expect(await read()).toEqual(quotas);
  });

  it('only admins manage them', async () => {
    expect((await setQuotas({ total_mb: 1, daily_mb: 1, files_per_request: 1 }, prof.token)).statusCode).toBe(
      403,
    );
    const get = await t.request({ method: 'GET', url: '/api/admin/upload-quotas', token: prof.token });
    expect(get.statusCode).toBe(403);
  });
});

describe('what a professor may upload', () => {
  it('a file that would pass the total a professor may hold is refused with 413, and nothing is kept', async () => {
    await setQuotas({ total_mb: 1, daily_mb: 100, files_per_request: 10 });
    const before = await storedCourseFiles();
    const res = await submit(prof.token, videoCourse(), [
      { name: 'v', content: video(1.2), filename: 'v.mp4' },
    ]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error: 'Upload quota exceeded: your courses may hold at most 1 MB' });
    expect(await storedCourseFiles()).toEqual(before);
    const mine = await t.request({ method: 'GET', url: '/api/courses?status=pending', token: admin.token });
    expect(mine.json().courses.filter((c: { title: string }) => c.title === 'الدوال الأسية')).toHaveLength(0);
  });

  it('the daily quota counts every upload of the last 24 hours, on every upload route, per professor', async () => {
    await setQuotas({ total_mb: 100, daily_mb: 1, files_per_request: 10 });
    const first = await submit(prof.token, videoCourse(), [
      { name: 'v', content: video(0.6), filename: 'v.mp4' },
    ]);
    expect(first.statusCode, first.body).toBe(201);
    const course = first.json();

    const second = await submit(prof.token, videoCourse(), [
      { name: 'v', content: video(0.6), filename: 'v.mp4' },
    ]);
    expect(second.statusCode).toBe(413);
    expect(second.json()).toEqual({ error: 'Upload quota exceeded: at most 1 MB a day' });

    // Replacing the video's file is an upload too.
    const blockId = course.sections[0].blocks[0].id as number;
    const { payload, headers } = multipartBody([{ name: 'file', content: video(0.6), filename: 'v2.mp4' }]);
    const replace = await t.request({
      method: 'PUT',
      url: `/api/courses/${course.id}/blocks/${blockId}/file`,
      token: prof.token,
      payload,
      headers,
    });
    expect(replace.statusCode).toBe(413);
    expect(replace.json().error).toBe('Upload quota exceeded: at most 1 MB a day');

    // Another professor has a quota of their own.
    const other = await submit(otherProf.token, videoCourse(), [
      { name: 'v', content: video(0.6), filename: 'v.mp4' },
    ]);
    expect(other.statusCode, other.body).toBe(201);
  });

  it('a request with more files than allowed is refused with 413 and keeps none of them', async () => {
    await setQuotas({ total_mb: 100, daily_mb: 100, files_per_request: 1 });
    const before = await storedCourseFiles();
    const res = await submit(prof.token, courseJson(), [
      { name: 'summary', content: PDF, filename: 'a.pdf' },
      { name: 'video1', content: MP4, filename: 'b.mp4' },
    ]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error: 'At most 1 files can be sent in one request' });
    expect(await storedCourseFiles()).toEqual(before);
  });
});
