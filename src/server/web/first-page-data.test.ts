/**
 * The course page's index.html carries the course as an anonymous visitor reads it, so the page's heading
 * needs no request of its own on a first load (docs/performance.md). Nothing a visitor may not read is in it.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { FIRST_PAGE_DATA_ID, FIRST_PAINT_ID } from '../../contract/first-page-data';
import {
  admin,
  approvedCourse,
  courseJson,
  prof,
  submit,
  t,
  useCourseFixtures,
} from '../test/course-fixtures';
import { brotliPage, coursePageId, gzipPage, jsonForHtml, MAX_COMPRESSED_PAGES } from './first-page-data';

const INDEX_HTML =
  '<!doctype html><html lang="ar" dir="rtl"><head><title>مسار</title></head>' +
  '<body><div id="root"></div><script type="module" src="/assets/index-Ab12Cd34.js"></script></body></html>';

useCourseFixtures({
  configure: async (config) => {
    await mkdir(config.webDir, { recursive: true });
    await writeFile(path.join(config.webDir, 'index.html'), INDEX_HTML);
  },
});

const inlined = (html: string) => {
  const match = new RegExp(`<script type="application/json" id="${FIRST_PAGE_DATA_ID}">(.*?)</script>`).exec(
    html,
  );
  return match ? JSON.parse(match[1]!) : null;
};

describe("the course page's first data", () => {
  it('inlines the course as a visitor reads it: outline without content, Arabic names', async () => {
    const course = await approvedCourse();
    const res = await t.request({ method: 'GET', url: `/coursesList/courses/${course.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    const data = inlined(res.body);
    const api = (await t.request({ method: 'GET', url: `/api/courses/${course.id}` })).json();
    expect(data).toEqual({ kind: 'course', courseId: course.id, language: 'ar', course: api });
    expect(data.course.canAccessContent).toBe(false);
    for (const section of data.course.sections) {
      for (const block of section.blocks) expect(block).toMatchObject({ content: null, fileUrl: null });
    }
    // The rest of the page is index.html as built, the data just before </head>, the first paint (decision 100,
    // first-paint.test.ts) before a hidden #root.
    expect(
      res.body
        .replace(/<script type="application\/json".*?<\/script>/, '')
        .replace(new RegExp(`<div id="${FIRST_PAINT_ID}".*?<div id="root" hidden>`), '<div id="root">'),
    ).toBe(INDEX_HTML);
  });

  it("paints from the course route's kept rows, and a change shows on the next load", async () => {
    const course = await approvedCourse();
    const page = async () =>
      inlined((await t.request({ method: 'GET', url: `/coursesList/courses/${course.id}` })).body).course;
    const before = await page();
    // Written under the cache, the change is not seen: the page was painted from the kept rows.
    await t.ctx.db.execute(sql`update courses set title = 'كُتب مباشرة' where id = ${course.id}`);
    expect((await page()).title).toBe(before.title);
    // A write through the API drops the kept rows, and the next load paints the course as it now is.
    const priced = await t.request({
      method: 'PUT',
      url: `/api/courses/${course.id}/price`,
      token: admin.token,
      payload: { price: 1234 },
    });
    expect(priced.statusCode).toBe(200);
    expect(await page()).toMatchObject({ title: 'كُتب مباشرة', price: 1234, ownPrice: 1234 });
  });

  it('inlines it on /description?id= too, compressed as the browser asks', async () => {
    const course = await approvedCourse();
    const url = `/description?id=${course.id}`;
    const br = await t.request({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/Accept-Encoding/);
    expect(inlined(brotliDecompressSync(br.rawPayload).toString()).courseId).toBe(course.id);
    const gzip = await t.request({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(inlined(gunzipSync(gzip.rawPayload).toString()).courseId).toBe(course.id);
  });

  it('inlines nothing for a course a visitor may not see, nor for other pages', async () => {
    const pending = await submit(prof.token, {
      ...courseJson(),
      sections: [{ title: 'مقدمة', blocks: [{ type: 'text', title: 'تعريف', content: 'نص' }] }],
    });
    expect(pending.statusCode).toBe(201);
    for (const url of [`/coursesList/courses/${pending.json().id}`, '/coursesList/courses/999999', '/']) {
      const res = await t.request({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain(FIRST_PAGE_DATA_ID);
    }
    expect(admin.user.role).toBe('admin');
  });

  it('cannot be closed early by a title a professor wrote', async () => {
    const course = await submit(prof.token, {
      ...courseJson({ title: '</script><script>alert(1)</script>' }),
      sections: [{ title: 'مقدمة', blocks: [{ type: 'text', title: 'تعريف', content: 'نص' }] }],
    });
    const id = course.json().id as number;
    await t.request({ method: 'PUT', url: `/api/courses/${id}/approve`, token: admin.token });
    const res = await t.request({ method: 'GET', url: `/coursesList/courses/${id}` });
    expect(res.body).not.toContain('<script>alert(1)');
    expect(inlined(res.body).course.title).toBe('</script><script>alert(1)</script>');
    expect(jsonForHtml({ a: '<\u2028\u2029' })).toBe('{"a":"\\u003c\\u2028\\u2029"}');
  });

  it('reads the course id from both addresses of the page', () => {
    expect(coursePageId('/coursesList/courses/12')).toBe(12);
    expect(coursePageId('/coursesList/courses/12/?x=1')).toBe(12);
    expect(coursePageId('/description?id=7')).toBe(7);
    expect(coursePageId('/description?id=0')).toBeNull();
    expect(coursePageId('/description?id=abc')).toBeNull();
    expect(coursePageId('/coursesList/courses/12/edit')).toBeNull();
  });
});

describe('the compressed copies of pages', () => {
  it('are made once per page text, decompress to it, and the oldest goes past the limit', () => {
    const page = (n: number) => `<!doctype html><p>${'صفحة '.repeat(50)}${n}</p>`;
    const first = brotliPage(page(0));
    expect(brotliDecompressSync(first).toString()).toBe(page(0));
    expect(brotliPage(page(0))).toBe(first);
    expect(brotliPage(page(1))).not.toBe(first);
    expect(gunzipSync(gzipPage(page(0))).toString()).toBe(page(0));
    expect(gzipPage(page(0))).toBe(gzipPage(page(0)));
    for (let n = 1; n <= MAX_COMPRESSED_PAGES; n++) brotliPage(page(n));
    const again = brotliPage(page(0));
    expect(again).not.toBe(first);
    expect(again.equals(first)).toBe(true);
  });
});
