import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { imageSrcSet, IMAGE_WIDTHS } from '../../../contract/image-variants';
import { MP4, multipartBody, PDF } from '../../test/files';
import { admin, approvedCourse, prof, t, useCourseFixtures } from '../../test/course-fixtures';

useCourseFixtures();

const picture = (format: 'png' | 'jpeg' | 'webp' | 'gif', width = 1600, height = 900) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .toFormat(format)
    .toBuffer();

async function putCover(courseId: number, content: Buffer) {
  const { payload, headers } = multipartBody([{ name: 'cover', content, filename: 'cover.bin' }]);
  return t.request({
    method: 'PUT',
    url: `/api/courses/${courseId}/cover`,
    token: prof.token,
    payload,
    headers,
  });
}

describe('WebP copies of stored images', () => {
  it.each(['png', 'jpeg', 'webp', 'gif'] as const)(
    'a %s cover keeps its original and gets WebP copies 320, 640 and 1280 px wide',
    async (format) => {
      const course = await approvedCourse();
      const original = await picture(format);
      const res = await putCover(course.id, original);
      expect(res.statusCode, res.body).toBe(200);
      const url: string = res.json().cover_url;
      const stored = await t.request({ method: 'GET', url });
      expect(stored.rawPayload.equals(original)).toBe(true);
      expect(stored.headers['cache-control']).toBe('public, max-age=31536000, immutable');

      const srcset = imageSrcSet(url)!;
      const candidates = srcset.split(', ').map((c) => c.split(' '));
      expect(candidates.map(([, w]) => w)).toEqual(IMAGE_WIDTHS.map((w) => `${w}w`));
      for (const [variantUrl, w] of candidates) {
        const copy = await t.request({ method: 'GET', url: variantUrl! });
        expect(copy.statusCode).toBe(200);
        expect(copy.headers['content-type']).toBe('image/webp');
        expect(copy.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        const meta = await sharp(copy.rawPayload).metadata();
        expect(meta.format).toBe('webp');
        expect(meta.width).toBe(Number.parseInt(w!, 10));
      }
    },
  );

  it('copies an image browsers show despite a bad checksum (a 2×2 PNG from a real tool)', async () => {
    const course = await approvedCourse();
    const tiny = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGNkaPjPwMDAxMDAwMDAAAAhWAGBWXlplQAAAABJRU5ErkJggg==',
      'base64',
    );
    const res = await putCover(course.id, tiny);
    expect(res.statusCode, res.body).toBe(200);
    const copy = await t.request({ method: 'GET', url: res.json().cover_url.replace('.png', '-320.webp') });
    expect((await sharp(copy.rawPayload).metadata()).width).toBe(2);
  });

  it('never enlarges a small image, and removes the copies with the image they belong to', async () => {
    const course = await approvedCourse();
    const first = (await putCover(course.id, await picture('png', 500, 300))).json().cover_url as string;
    const sizes = [];
    for (const w of IMAGE_WIDTHS) {
      const copy = await t.request({ method: 'GET', url: first.replace('.png', `-${w}.webp`) });
      sizes.push((await sharp(copy.rawPayload).metadata()).width);
    }
    expect(sizes).toEqual([320, 500, 500]);
    await putCover(course.id, await picture('jpeg'));
    for (const url of [first, first.replace('.png', '-320.webp')])
      expect((await t.request({ method: 'GET', url })).statusCode).toBe(404);
  });

  it("the course-files scan counts a cover's copies as the cover's, not as orphans", async () => {
    const course = await approvedCourse();
    const url: string = (await putCover(course.id, await picture('webp'))).json().cover_url;
    const uuid = url.split('/').pop()!.replace('.webp', '');
    const scan = await t.request({ method: 'GET', url: '/api/courses/admin/scan-files', token: admin.token });
    expect(scan.statusCode).toBe(200);
    const orphans = (scan.json().orphaned as { key: string }[]).filter((o) => o.key.includes(uuid));
    expect(orphans).toEqual([]);
  });

  it('refuses what is not an image by its bytes (415) and stores nothing', async () => {
    const course = await approvedCourse();
    for (const content of [PDF, MP4]) {
      const res = await putCover(course.id, content);
      expect(res.statusCode).toBe(415);
      expect(res.json().error).toMatch(/^Unsupported file type/);
    }
    // PNG magic bytes with a broken header: the type check passes, the decoder does not.
    const broken = Buffer.concat([(await picture('png')).subarray(0, 16), Buffer.alloc(200)]);
    const res = await putCover(course.id, broken);
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ error: 'The image could not be read' });
  });

  it('an avatar gets the same copies', async () => {
    const { payload, headers } = multipartBody([
      { name: 'avatar', content: await picture('jpeg', 800, 800), filename: 'me.jpg' },
    ]);
    const res = await t.request({
      method: 'POST',
      url: `/api/users/${prof.user.id}/avatar`,
      token: prof.token,
      payload,
      headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    const url: string = res.json().avatar_url;
    expect(url).toMatch(/^\/api\/files\/avatars\/.+\.jpg$/);
    const copy = await t.request({ method: 'GET', url: url.replace('.jpg', '-640.webp') });
    expect(copy.statusCode).toBe(200);
    expect((await sharp(copy.rawPayload).metadata()).width).toBe(640);
  });
});
