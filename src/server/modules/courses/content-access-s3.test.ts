import { afterAll, describe, expect, it } from 'vitest';
import { courseEnrollments } from '../../db/schema/enrollments';
import { MP4, PDF } from '../../test/files';
import { approvedCourse, buyer, prof, stranger, t, useCourseFixtures } from '../../test/course-fixtures';
import { startS3TestServer } from '../../test/s3-test-server';
import { COURSE_FOLDER } from './authoring';

/**
 * Paid course files kept in an S3-compatible bucket (s3rver) are served the way local ones are (decision 080):
 * streamed through the API after the same grant and entitlement checks, with byte ranges read from the bucket.
 */
let s3: Awaited<ReturnType<typeof startS3TestServer>> | undefined;
useCourseFixtures({
  configure: async (config) => {
    s3 = await startS3TestServer('masar-courses');
    config.storage = {
      kind: 's3',
      bucket: s3.env.S3_BUCKET,
      region: s3.env.S3_REGION,
      endpoint: s3.env.S3_ENDPOINT,
      accessKeyId: s3.env.S3_ACCESS_KEY_ID,
      secretAccessKey: s3.env.S3_SECRET_ACCESS_KEY,
      forcePathStyle: true,
    };
  },
});
afterAll(async () => {
  await s3?.close();
});

describe('paid course files on S3', () => {
  it('are stored in the bucket and served only with a grant and an entitlement', async () => {
    expect(t.config.storage.kind).toBe('s3');
    const course = await approvedCourse();
    const pdfBlock = course.sections[0].blocks[1];
    // Both files of the course went to the bucket (the test server keeps nothing on the local disk).
    expect((await t.ctx.storage.list(COURSE_FOLDER)).length).toBeGreaterThanOrEqual(2);
    const direct = `/api/courses/${course.id}/files/${pdfBlock.id}`;
    for (const token of [undefined, stranger.token, buyer.token]) {
      expect((await t.request({ method: 'GET', url: direct, token })).statusCode).toBe(403);
    }

    await t.ctx.db
      .insert(courseEnrollments)
      .values({ userId: buyer.user.id, courseId: course.id, pricePaid: 3000 });
    const asBuyer = (
      await t.request({ method: 'GET', url: `/api/courses/${course.id}`, token: buyer.token })
    ).json();
    const pdf = await t.request({ method: 'GET', url: asBuyer.sections[0].blocks[1].fileUrl });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['x-content-type-options']).toBe('nosniff');
    expect(pdf.rawPayload.equals(PDF)).toBe(true);

    // The entitlement is checked again on every request, also for a file in the bucket.
    await t.ctx.db.delete(courseEnrollments);
    expect((await t.request({ method: 'GET', url: asBuyer.sections[0].blocks[1].fileUrl })).statusCode).toBe(
      403,
    );
  });

  it('serves byte ranges of a video from the bucket, and refuses a range past its end', async () => {
    const course = await approvedCourse();
    const video = course.sections[1].blocks[0];
    const url = `/api/courses/${course.id}/files/${video.id}`;
    const res = await t.request({ method: 'GET', url, token: prof.token, headers: { range: 'bytes=4-19' } });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-type']).toBe('video/mp4');
    expect(res.headers['content-range']).toBe(`bytes 4-19/${MP4.length}`);
    expect(res.rawPayload.equals(MP4.subarray(4, 20))).toBe(true);

    const past = await t.request({
      method: 'GET',
      url,
      token: prof.token,
      headers: { range: `bytes=${MP4.length + 10}-` },
    });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${MP4.length}`);
  });
});
