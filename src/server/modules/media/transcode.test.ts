import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseEnrollments } from '../../db/schema/enrollments';
import { PDF } from '../../test/files';
import { buildUser, createTestApp, type TestApp, type TestUser } from '../../test/helper';
import { multipartBody } from '../../test/files';

/**
 * Transcoding with the system's ffmpeg (CI installs Debian's). The test makes its own short video with ffmpeg's
 * test source rather than carrying a binary in the repository.
 */
let video: Buffer;
beforeAll(() => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'masar-video-'));
  const file = path.join(dir, 'lesson.mp4');
  execFileSync('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', 'testsrc=duration=6:size=1280x720:rate=24'],
    ...['-f', 'lavfi', '-i', 'sine=frequency=440:duration=6'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', file],
  ]);
  video = readFileSync(file);
  rmSync(dir, { recursive: true, force: true });
});

async function world(env: Record<string, string> = {}) {
  const t = await createTestApp({ env });
  const [admin, prof, buyer] = await Promise.all([
    buildUser(t, 'admin'),
    buildUser(t, 'professor'),
    buildUser(t, 'student'),
  ]);
  const { payload, headers } = multipartBody([
    {
      name: 'data',
      value: JSON.stringify({
        title: 'الحركة المستقيمة',
        description: 'درس مصور',
        sections: [
          {
            title: 'الدرس',
            blocks: [
              { type: 'video', title: 'الشرح', fileField: 'v' },
              { type: 'pdf', title: 'ملخص', fileField: 's' },
            ],
          },
        ],
      }),
    },
    { name: 'v', content: video, filename: 'lesson.mp4' },
    { name: 's', content: PDF, filename: 'summary.pdf' },
  ]);
  const created = await t.request({
    method: 'POST',
    url: '/api/courses',
    token: prof.token,
    payload,
    headers,
  });
  expect(created.statusCode, created.body).toBe(201);
  const course = created.json();
  await t.ctx.db
    .insert(courseEnrollments)
    .values({ userId: buyer.user.id, courseId: course.id, pricePaid: 0 });
  return { t, admin, prof, buyer, courseId: course.id as number };
}

const readCourse = async (t: TestApp, id: number, who: TestUser) =>
  (await t.request({ method: 'GET', url: `/api/courses/${id}`, token: who.token })).json();

describe('with ffmpeg', () => {
  let w: Awaited<ReturnType<typeof world>>;
  beforeAll(async () => {
    w = await world();
  });
  afterAll(async () => {
    await w.t.close();
  });

  it('marks a new video processing, then carries 360p and 720p renditions, an HLS ladder and a poster', async () => {
    const before = (await readCourse(w.t, w.courseId, w.buyer)).sections[0].blocks[0];
    expect(before).toMatchObject({
      type: 'video',
      processing: true,
      variants: [],
      hlsUrl: null,
      posterUrl: null,
    });
    expect(before.fileUrl).toMatch(/\?t=/);

    // The scan queues the video; the transcoding job runs once.
    expect((await w.t.ctx.jobs.runDue()).failed).toBe(0);
    expect(await w.t.ctx.jobs.runDue()).toEqual({ ran: 1, failed: 0 });

    const block = (await readCourse(w.t, w.courseId, w.buyer)).sections[0].blocks[0];
    expect(block.processing).toBe(false);
    expect(block.variants).toHaveLength(2);
    expect(block.variants.map((v: { height: number }) => v.height)).toEqual([360, 720]);
    const [v360, v720] = block.variants;
    expect(v360.size).toBeGreaterThan(1000);
    expect(v360.size).toBeLessThan(v720.size);

    // Each rendition is an H.264/AAC MP4 with its index first (fast start), served with byte ranges.
    const mp4 = await w.t.request({ method: 'GET', url: v360.url });
    expect(mp4.statusCode).toBe(200);
    expect(mp4.headers['content-type']).toBe('video/mp4');
    expect(Number(mp4.headers['content-length'])).toBe(v360.size);
    const head = mp4.rawPayload.subarray(0, 200).toString('latin1');
    expect(head.indexOf('moov')).toBeGreaterThan(0);
    expect(head.indexOf('moov')).toBeLessThan(head.indexOf('mdat') === -1 ? 200 : head.indexOf('mdat'));
    const range = await w.t.request({ method: 'GET', url: v720.url, headers: { range: 'bytes=0-99' } });
    expect(range.statusCode).toBe(206);

    // The master playlist lists both rungs; every URL in a playlist carries a grant.
    const master = await w.t.request({ method: 'GET', url: block.hlsUrl });
    expect(master.statusCode).toBe(200);
    expect(master.headers['content-type']).toMatch(/application\/vnd\.apple\.mpegurl/);
    const lines = master.body.split('\n');
    expect(lines[0]).toBe('#EXTM3U');
    expect(master.body).toMatch(/RESOLUTION=640x360/);
    expect(master.body).toMatch(/RESOLUTION=1280x720/);
    const rung = lines.find((l) => l.startsWith('h360.m3u8?t='))!;
    const base = block.hlsUrl.split('master.m3u8')[0];
    const playlist = await w.t.request({ method: 'GET', url: base + rung });
    expect(playlist.statusCode).toBe(200);
    expect(playlist.body).toMatch(/#EXT-X-ENDLIST/);
    const segment = playlist.body.split('\n').find((l) => /^h360_\d{3}\.ts\?t=/.test(l))!;
    const ts = await w.t.request({ method: 'GET', url: base + segment });
    expect(ts.statusCode).toBe(200);
    expect(ts.headers['content-type']).toBe('video/mp2t');
    expect(ts.rawPayload[0]).toBe(0x47); // an MPEG-TS sync byte

    const poster = await w.t.request({ method: 'GET', url: block.posterUrl });
    expect(poster.statusCode).toBe(200);
    expect(poster.headers['content-type']).toBe('image/jpeg');

    // The offline pack keeps the data-saver rendition.
    const pack = (
      await w.t.request({ method: 'GET', url: `/api/courses/${w.courseId}/offline`, token: w.buyer.token })
    ).json();
    const kept = pack.files.find((f: { type: string }) => f.type === 'video');
    expect(kept).toMatchObject({ size: v360.size });
    expect(kept.url).toMatch(/\/media\/v360\.mp4\?t=/);

    // The admin's course-files page says transcoding is on.
    const status = await w.t.request({ method: 'GET', url: '/api/admin/media/status', token: w.admin.token });
    expect(status.json()).toMatchObject({ transcoding: true, pending: 0, failed: 0 });
    expect(status.json().ffmpegVersion).toMatch(/^ffmpeg version/);
  }, 120_000);

  it('serves renditions only to readers of the course', async () => {
    const block = (await readCourse(w.t, w.courseId, w.buyer)).sections[0].blocks[0];
    const path = block.variants[0].url.split('?')[0];
    const stranger = await buildUser(w.t, 'student');
    expect((await w.t.request({ method: 'GET', url: path })).statusCode).toBe(404);
    expect((await w.t.request({ method: 'GET', url: path, token: stranger.token })).statusCode).toBe(404);
    expect((await w.t.request({ method: 'GET', url: path, token: w.buyer.token })).statusCode).toBe(200);
    expect(
      (
        await w.t.request({
          method: 'GET',
          url: `${path.replace('v360.mp4', '..%2Fx.mp4')}`,
          token: w.buyer.token,
        })
      ).statusCode,
    ).toBe(400);
    await w.t.ctx.db.delete(courseEnrollments);
    expect((await w.t.request({ method: 'GET', url: block.variants[0].url })).statusCode).toBe(404);
  });
});

describe('without ffmpeg', () => {
  it('serves the original, never marks it processing, and tells the admin transcoding is off', async () => {
    const w = await world({ FFMPEG_PATH: '/nonexistent/ffmpeg' });
    try {
      await w.t.ctx.jobs.runDue();
      await w.t.ctx.jobs.runDue();
      const block = (await readCourse(w.t, w.courseId, w.buyer)).sections[0].blocks[0];
      expect(block).toMatchObject({ processing: false, variants: [], hlsUrl: null, posterUrl: null });
      const original = await w.t.request({ method: 'GET', url: block.fileUrl });
      expect(original.statusCode).toBe(200);
      expect(original.rawPayload.equals(video)).toBe(true);
      const status = await w.t.request({
        method: 'GET',
        url: '/api/admin/media/status',
        token: w.admin.token,
      });
      expect(status.json()).toEqual({ transcoding: false, ffmpegVersion: null, pending: 0, failed: 0 });
      const pack = (
        await w.t.request({ method: 'GET', url: `/api/courses/${w.courseId}/offline`, token: w.buyer.token })
      ).json();
      expect(pack.files.find((f: { type: string }) => f.type === 'video').size).toBe(video.length);
    } finally {
      await w.t.close();
    }
  });
});
