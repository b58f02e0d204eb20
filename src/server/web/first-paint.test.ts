/**
 * The first paint the server writes into the course and catalogue pages (decision 100): the header bar and the
 * heading, in the reader's language, with every inserted text escaped and no script that runs. The HTML is read
 * back with a real HTML parser (jsdom), so "escaped" means the browser shows exactly the text that was written.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { FIRST_PAINT_ID, FIRST_PAGE_DATA_ID } from '../../contract/first-page-data';
import { COURSE_COVER_SIZES, SLIDE_IMAGE_SIZES } from '../../contract/image-variants';
import { slides } from '../db/schema/slides';
import { writeSetting } from '../modules/settings/index';
import { admin, courseJson, materialId, prof, submit, t, useCourseFixtures } from '../test/course-fixtures';
import { MP4, multipartBody, PNG, type Part } from '../test/files';
import { escapeHtml } from './first-paint';

const INDEX_HTML =
  '<!doctype html><html lang="ar" dir="rtl"><head><title>مسار</title></head>' +
  '<body><div id="root"></div><script type="module" src="/assets/index-Ab12Cd34.js"></script></body></html>';

// jsdom (the web tests' DOM) ships no types of its own; only its HTML parser is used here.
const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
  JSDOM: new (html: string) => { window: Window & typeof globalThis };
};

useCourseFixtures({
  configure: async (config) => {
    await mkdir(config.webDir, { recursive: true });
    await writeFile(path.join(config.webDir, 'index.html'), INDEX_HTML);
  },
});

/** An approved course in the fixtures' material, written by the professor with these texts. */
async function approved(texts: { title: string; description?: string }): Promise<number> {
  const res = await submit(prof.token, {
    ...courseJson({ title: texts.title, description: texts.description ?? 'وصف' }),
    sections: [{ title: 'مقدمة', blocks: [{ type: 'text', title: 'تعريف', content: 'نص' }] }],
  });
  expect(res.statusCode).toBe(201);
  const id = res.json().id as number;
  const assign = await t.request({
    method: 'PUT',
    url: `/api/courses/${id}/assign-material`,
    token: admin.token,
    payload: { material_id: materialId },
  });
  expect(assign.statusCode).toBe(200);
  return id;
}

async function page(url: string, cookie?: string) {
  const res = await t.request({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  expect(res.statusCode).toBe(200);
  const { document } = new JSDOM(res.body).window;
  return { res, document, firstPaint: document.getElementById(FIRST_PAINT_ID) };
}

describe('the first paint of the course page', () => {
  it("shows the header bar and the course's heading before an empty, hidden #root", async () => {
    const id = await approved({ title: 'الدوال الأسية', description: 'درس شامل للبكالوريا' });
    const { res, document, firstPaint } = await page(`/coursesList/courses/${id}`);
    expect(res.headers.vary).toMatch(/Cookie/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(firstPaint?.getAttribute('dir')).toBe('rtl');
    // One heading, one banner, one main landmark, then the app's root, empty and hidden until it takes over.
    expect(document.querySelectorAll('h1')).toHaveLength(1);
    expect(firstPaint?.querySelector('h1')?.textContent).toBe('الدوال الأسية');
    expect(firstPaint?.querySelector('h1')?.getAttribute('dir')).toBe('auto');
    expect(firstPaint?.querySelectorAll('header')).toHaveLength(1);
    expect(firstPaint?.querySelectorAll('main')).toHaveLength(1);
    expect(firstPaint?.querySelector('main p')?.textContent).toBe('درس شامل للبكالوريا');
    // Who teaches it and its size, as the page says them (one section, one block).
    const facts = Array.from(firstPaint?.querySelectorAll('main dl dd') ?? []).map((dd) => dd.textContent);
    expect(facts).toEqual(['Samir Benali', 'الأقسام: 1 · العناصر: 1']);
    const root = document.getElementById('root');
    expect(root?.hidden).toBe(true);
    expect(root?.childNodes).toHaveLength(0);
    expect(firstPaint?.nextElementSibling).toBe(root);
    // The catalogue path as the React page links it, in Arabic.
    const trail = Array.from(firstPaint?.querySelectorAll('main nav a') ?? []).map((a) => a.textContent);
    expect(trail).toEqual(['الدروس', 'التعليم الثانوي', 'السنة الثالثة ثانوي', 'علوم تجريبية', 'الرياضيات']);
    // The header's links, the search form working without the app.
    const nav = Array.from(firstPaint?.querySelectorAll('header nav a') ?? []);
    expect(nav.map((a) => a.getAttribute('href'))).toEqual([
      '/TTHCourses',
      '/TTHLanguages',
      '/TTHLiveClasses',
      '/TTHPrivateClasses',
    ]);
    expect(nav.some((a) => a.hasAttribute('aria-current'))).toBe(false);
    expect(firstPaint?.querySelector('header form')?.getAttribute('action')).toBe('/search');
    expect(firstPaint?.querySelector('header input')?.getAttribute('name')).toBe('q');
    // Nothing that runs: the only scripts are the JSON the CSP never executes and the entry by its address.
    const scripts = Array.from(document.querySelectorAll('script')).map((s) => ({
      type: s.getAttribute('type'),
      src: s.getAttribute('src'),
    }));
    expect(scripts).toEqual([
      { type: 'application/json', src: null },
      { type: 'module', src: '/assets/index-Ab12Cd34.js' },
    ]);
    expect(firstPaint?.querySelectorAll('[style], [onclick], [onload]')).toHaveLength(0);
  });

  it('escapes a title and a description a professor wrote as markup', async () => {
    const title = '</h1><script>alert(1)</script><img src=x onerror=alert(2)> "quoted" & \'single\'';
    const description = '<b>bold</b> & <a href="javascript:alert(3)">link</a>';
    const id = await approved({ title, description });
    const { res, document, firstPaint } = await page(`/coursesList/courses/${id}`);
    expect(res.body).not.toContain('<script>alert(1)');
    expect(res.body).not.toContain('<img src=x');
    expect(res.body).not.toContain('<b>bold</b>');
    // The browser reads back exactly what was written, as text.
    expect(firstPaint?.querySelector('h1')?.textContent).toBe(title);
    expect(firstPaint?.querySelector('main p')?.textContent).toBe(description);
    expect(document.querySelectorAll('img, b, a[href^="javascript"]')).toHaveLength(0);
    expect(document.querySelectorAll('script')).toHaveLength(2);
    expect(JSON.parse(document.getElementById(FIRST_PAGE_DATA_ID)?.textContent ?? '{}').course.title).toBe(
      title,
    );
  });

  it('keeps a title mixing Arabic and Latin as written, its direction left to the browser', async () => {
    const title = 'مدخل إلى Python 3 وقواعد SQL — الجزء 2';
    const id = await approved({ title });
    const { firstPaint } = await page(`/coursesList/courses/${id}`);
    const heading = firstPaint?.querySelector('h1');
    expect(heading?.textContent).toBe(title);
    expect(heading?.getAttribute('dir')).toBe('auto');
    expect(escapeHtml(title)).toBe(title);
  });

  it("is written in the reader's language: the cookie, else the platform's default", async () => {
    const id = await approved({ title: 'Les fonctions exponentielles' });
    const french = await page(`/coursesList/courses/${id}`, 'lang=fr');
    expect(french.document.documentElement.lang).toBe('fr');
    expect(french.document.documentElement.dir).toBe('ltr');
    expect(french.firstPaint?.getAttribute('lang')).toBe('fr');
    expect(french.firstPaint?.querySelector('header nav a')?.textContent).toBe('Cours');
    expect(french.firstPaint?.querySelector('main nav a')?.textContent).toBe('Cours');
    const data = JSON.parse(french.document.getElementById(FIRST_PAGE_DATA_ID)?.textContent ?? '{}');
    expect(data.language).toBe('fr');

    const setDefault = async (language: string) =>
      expect(
        (
          await t.request({
            method: 'PUT',
            url: '/api/admin/settings',
            token: admin.token,
            payload: { default_language: language },
          })
        ).statusCode,
      ).toBe(200);
    // The default is kept, not read per page: one written behind the API's back is not seen...
    expect((await page(`/coursesList/courses/${id}`)).document.documentElement.lang).toBe('ar');
    await writeSetting(t.ctx.db, 'default_language', 'fr');
    expect((await page('/login')).document.documentElement.lang).toBe('ar');
    // ...one saved by an admin is, on the next page.
    await setDefault('en');
    try {
      const english = await page(`/coursesList/courses/${id}`);
      expect(english.document.documentElement.lang).toBe('en');
      expect(english.firstPaint?.querySelector('header nav a')?.textContent).toBe('Courses');
      // A cookie the app did not write (or an old one) falls back to the default too.
      const unknown = await page('/TTHCourses', 'lang=xx');
      expect(unknown.document.documentElement.lang).toBe('en');
      // The reader's own choice wins over the default.
      const arabic = await page('/TTHCourses', 'lang=ar');
      expect(arabic.document.documentElement.lang).toBe('ar');
      expect(arabic.firstPaint?.querySelector('h1')?.textContent).toBe('الدروس');
    } finally {
      await setDefault('ar');
    }
  });
});

describe('the first paint of the catalogue', () => {
  it("shows the catalogue's heading in Arabic by default, its header link marked as the current page", async () => {
    for (const url of ['/TTHCourses', '/TTHCourses?level=1&year=2']) {
      const { document, firstPaint } = await page(url);
      expect(document.documentElement.lang).toBe('ar');
      expect(document.querySelectorAll('h1')).toHaveLength(1);
      expect(firstPaint?.querySelector('h1')?.textContent).toBe('الدروس');
      expect(firstPaint?.querySelector('main form[role="search"]')?.getAttribute('aria-label')).toBe(
        'ابحث في الدروس',
      );
      const current = firstPaint?.querySelector('header nav a[aria-current="page"]');
      expect(current?.getAttribute('href')).toBe('/TTHCourses');
      expect(document.getElementById('root')?.hidden).toBe(true);
      expect(document.getElementById(FIRST_PAGE_DATA_ID)).toBeNull();
    }
    const english = await page('/TTHCourses', 'lang=en');
    expect(english.firstPaint?.querySelector('h1')?.textContent).toBe('Courses');
    expect(english.firstPaint?.getAttribute('dir')).toBe('ltr');
  });

  it('is not written on other pages, nor for a course a visitor may not see', async () => {
    const pending = await submit(prof.token, {
      ...courseJson(),
      sections: [{ title: 'مقدمة', blocks: [{ type: 'text', title: 'تعريف', content: 'نص' }] }],
    });
    for (const url of [
      '/TTHLanguages',
      '/register',
      '/schoolhouse',
      '/schoolhouse/login',
      `/coursesList/courses/${pending.json().id}`,
    ]) {
      const res = await t.request({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain(FIRST_PAINT_ID);
      expect(res.body).toContain('<div id="root"></div>');
    }
  });
});

/** What every first paint holds: one h1, one banner, one main landmark, nothing that runs, then the hidden root. */
function expectFirstPaintFrame(document: Document, firstPaint: HTMLElement | null) {
  expect(firstPaint).not.toBeNull();
  expect(document.querySelectorAll('h1')).toHaveLength(1);
  expect(firstPaint?.querySelectorAll('header')).toHaveLength(1);
  expect(firstPaint?.querySelectorAll('main')).toHaveLength(1);
  const root = document.getElementById('root');
  expect(root?.hidden).toBe(true);
  expect(root?.childNodes).toHaveLength(0);
  expect(firstPaint?.nextElementSibling).toBe(root);
  expect(Array.from(document.querySelectorAll('script')).map((s) => s.getAttribute('src'))).toEqual([
    '/assets/index-Ab12Cd34.js',
  ]);
  expect(firstPaint?.querySelectorAll('[style], [onclick], [onload], style')).toHaveLength(0);
  expect(document.getElementById(FIRST_PAGE_DATA_ID)).toBeNull();
}

describe('the first paint of home', () => {
  it("shows the slides' held box and the hero up to its heading, in the reader's language", async () => {
    const { res, document, firstPaint } = await page('/');
    expect(res.headers.vary).toMatch(/Cookie/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(document.documentElement.lang).toBe('ar');
    expectFirstPaintFrame(document, firstPaint);
    expect(firstPaint?.querySelector('h1')?.textContent).toBe('مسارك نحو النجاح، خطوة بخطوة.');
    // The slides' box is held above the hero, as React holds it while the slides are read.
    const main = firstPaint?.querySelector('main');
    expect(main?.firstElementChild?.getAttribute('aria-hidden')).toBe('true');
    expect(main?.querySelector('section h1')).not.toBeNull();
    // Nothing marks a page in the header: home is none of its links.
    expect(firstPaint?.querySelector('header nav a[aria-current]')).toBeNull();

    // Escaped, and read back as written (an apostrophe in French).
    const french = await page('/', 'lang=fr');
    expect(french.res.body).toContain('l&#39;université');
    expect(french.firstPaint?.querySelector('main section h1 + p')?.textContent).toBe(
      "Matières scolaires du primaire à l'université, langues niveau par niveau, cours en direct et quiz avec des professeurs qualifiés — tout au même endroit.",
    );

    const english = await page('/', 'lang=en');
    expect(english.document.documentElement.lang).toBe('en');
    expect(english.firstPaint?.querySelector('h1')?.textContent).toBe(
      'Your path to success, one step at a time.',
    );
  });

  it('promises no button that depends on the session: register and log in hold their place, invisible', async () => {
    const { firstPaint } = await page('/');
    const buttons = Array.from(firstPaint?.querySelectorAll('main section a') ?? []);
    expect(buttons.map((a) => a.getAttribute('href'))).toEqual(['/register', '/login']);
    for (const button of buttons) expect(button.classList.contains('invisible')).toBe(true);
    // No link in the page (besides the header's) a visitor could see that a signed-in reader should not.
    expect(firstPaint?.querySelectorAll('main a:not(.invisible)')).toHaveLength(0);
  });
});

describe('the first paint of the sign-in page', () => {
  it('shows the card with its heading and a placeholder where the form will be, and no form', async () => {
    for (const url of ['/login', '/login?next=%2Fdashboard']) {
      const { document, firstPaint } = await page(url);
      expectFirstPaintFrame(document, firstPaint);
      expect(firstPaint?.querySelector('h1')?.textContent).toBe('مرحبًا بعودتك');
      // Only the header's search form: the sign-in form needs the app, so nothing asks for a password yet.
      expect(
        Array.from(firstPaint?.querySelectorAll('form') ?? []).map((f) => f.getAttribute('role')),
      ).toEqual(['search']);
      expect(firstPaint?.querySelectorAll('input[type="password"], input[type="email"]')).toHaveLength(0);
    }
    const french = await page('/login', 'lang=fr');
    expect(french.document.documentElement.dir).toBe('ltr');
    expect(french.firstPaint?.querySelector('h1')?.textContent).toBe('Bon retour parmi nous');
  });
});

/** The `<link rel="preload" as="image">` elements of a page's head. */
function imagePreloads(document: Document) {
  return Array.from(document.head.querySelectorAll('link[rel="preload"][as="image"]')).map((link) => ({
    href: link.getAttribute('href'),
    srcset: link.getAttribute('imagesrcset'),
    sizes: link.getAttribute('imagesizes'),
    priority: link.getAttribute('fetchpriority'),
  }));
}

/** The WebP copies' `srcset` the app's `<img>` gives a stored image (`contract/image-variants.ts`). */
const srcsetOf = (url: string) =>
  [320, 640, 1280].map((w) => `${url.replace(/\.png$/, '')}-${w}.webp ${w}w`).join(', ');

function inlinedData(document: Document) {
  const element = document.getElementById(FIRST_PAGE_DATA_ID);
  return element
    ? (JSON.parse(element.textContent ?? '') as { kind: string; slides?: { id: number }[] })
    : null;
}

async function slideRequest(
  method: 'POST' | 'PUT',
  url: string,
  fields: Record<string, unknown>,
  media: Part | null = { name: 'media', content: PNG, filename: 'slide.png' },
) {
  const parts: Part[] = Object.entries(fields).map(([name, value]) => ({
    name,
    value: typeof value === 'string' ? value : JSON.stringify(value),
  }));
  const { payload, headers } = multipartBody(media ? [...parts, media] : parts);
  const res = await t.request({ method, url, token: admin.token, payload, headers });
  expect(res.statusCode, res.body).toBe(method === 'POST' ? 201 : 200);
  return res.json() as { id: number; image_url: string | null };
}

const newSlide = (fields: Record<string, unknown>, media?: Part | null) =>
  slideRequest(
    'POST',
    '/api/slides',
    { title: { ar: 'شريحة' }, target_audience_roles: ['student'], ...fields },
    media,
  );

describe("home's first slide, named in the HTML (decision 100)", () => {
  it("preloads the first active slide of visitors with the carousel's srcset and sizes, and inlines the list", async () => {
    // No slide at all: nothing preloaded, nothing inlined (the app asks, as before).
    let home = await page('/');
    expect(imagePreloads(home.document)).toEqual([]);
    expect(inlinedData(home.document)).toBeNull();

    // A professors' slide is not what a visitor sees: still nothing.
    await newSlide({ target_audience_roles: ['professor'] });
    home = await page('/');
    expect(imagePreloads(home.document)).toEqual([]);
    expect(inlinedData(home.document)).toBeNull();

    const first = await newSlide({ order: 10 });
    const second = await newSlide({ order: 20, target_audience_roles: ['student', 'professor'] });
    home = await page('/');
    expect(imagePreloads(home.document)).toEqual([
      {
        href: first.image_url,
        srcset: srcsetOf(first.image_url!),
        sizes: SLIDE_IMAGE_SIZES,
        priority: 'high',
      },
    ]);
    // The list exactly as a visitor's GET /api/slides/active answers it, for the carousel's query.
    const visitors = await t.request({ method: 'GET', url: '/api/slides/active?role=student' });
    expect(inlinedData(home.document)).toEqual({ kind: 'home', slides: visitors.json() });
    expect(inlinedData(home.document)?.slides?.map((s) => s.id)).toEqual([first.id, second.id]);
    // Still no script that runs: the JSON element and the entry.
    expect(Array.from(home.document.querySelectorAll('script')).map((s) => s.getAttribute('type'))).toEqual([
      'application/json',
      'module',
    ]);

    // Other pages name no slide.
    expect(imagePreloads((await page('/login')).document)).toEqual([]);
    expect(imagePreloads((await page('/TTHCourses')).document)).toEqual([]);

    // With data saver on (the browser's header, or the app's cookie) the app loads the smallest copy: no preload.
    const saving = await t.request({ method: 'GET', url: '/', headers: { 'save-data': 'on' } });
    expect(saving.body).not.toContain('rel="preload"');
    expect((await page('/', 'data-saver=on')).res.body).not.toContain('rel="preload"');
    expect(imagePreloads((await page('/', 'data-saver=off')).document)).toHaveLength(1);
  });

  it("draws the first slide as the carousel's first frame does: image, overlay, texts in the page's language", async () => {
    const drawn = await newSlide({
      order: 1,
      title: { ar: 'دروس <جديدة>', fr: 'Nouveaux cours' },
      description: { ar: 'كل أسبوع' },
      cta_text: { ar: 'اكتشف', fr: 'Découvrir' },
      cta_link: '/TTHCourses',
      overlay_color: '#102030',
      overlay_opacity: 0.4,
      alt_text: 'طلاب',
    });
    const slideBox = (document: Document) =>
      document.querySelector('#masar-first-paint main')?.firstElementChild ?? null;

    const { document } = await page('/');
    const box = slideBox(document);
    const image = box?.querySelector('img');
    expect(image?.getAttribute('src')).toBe(drawn.image_url);
    expect(image?.getAttribute('srcset')).toBe(srcsetOf(drawn.image_url!));
    expect(image?.getAttribute('sizes')).toBe(SLIDE_IMAGE_SIZES);
    expect(image?.getAttribute('alt')).toBe('طلاب');
    // The overlay in the slide's colour and opacity, without an inline style (the CSP allows none).
    const overlay = box?.querySelector('svg rect');
    expect(overlay?.getAttribute('fill')).toBe('#102030');
    expect(overlay?.getAttribute('fill-opacity')).toBe('0.4');
    expect(box?.querySelector('[style]')?.outerHTML).toBeUndefined();
    // Its texts, escaped, and its call to action.
    expect(box?.querySelector('h2')?.textContent).toBe('دروس <جديدة>');
    expect(box?.querySelector('h2 + p')?.textContent).toBe('كل أسبوع');
    const cta = box?.querySelector('a');
    expect(cta?.getAttribute('href')).toBe('/TTHCourses');
    expect(cta?.textContent).toBe('اكتشف');
    // The hero follows, its heading the page's only h1.
    expect(document.querySelectorAll('#masar-first-paint h1')).toHaveLength(1);

    // In French: the French texts, as the carousel reads them from the slide.
    const french = slideBox((await page('/', 'lang=fr')).document);
    expect(french?.querySelector('h2')?.textContent).toBe('Nouveaux cours');
    expect(french?.querySelector('a')?.textContent).toBe('Découvrir');
    // With data saver on, the smallest copy only.
    const saving = slideBox((await page('/', 'data-saver=on')).document)?.querySelector('img');
    expect(saving?.getAttribute('src')).toBe(srcsetOf(drawn.image_url!).split(' ')[0]);
    expect(saving?.hasAttribute('srcset')).toBe(false);

    // A video first: the held box, as before.
    const video = await newSlide({ order: 0 }, { name: 'media', content: MP4, filename: 'clip.mp4' });
    const held = slideBox((await page('/')).document);
    expect(held?.getAttribute('aria-hidden')).toBe('true');
    expect(held?.querySelector('img')?.outerHTML).toBeUndefined();
    for (const id of [video.id, drawn.id]) {
      const removed = await t.request({ method: 'DELETE', url: `/api/slides/${id}`, token: admin.token });
      expect(removed.statusCode).toBe(200);
    }
  });

  it('follows every slide write at once: added first, edited, moved, deactivated, deleted', async () => {
    const named = async () => imagePreloads((await page('/')).document).map((p) => p.href);
    const listed = async () => inlinedData((await page('/')).document)?.slides?.map((s) => s.id) ?? [];
    const before = await listed();
    expect(before.length).toBeGreaterThan(0);

    // Added in front.
    const front = await newSlide({ order: 5 });
    expect(await named()).toEqual([front.image_url]);
    expect(await listed()).toEqual([front.id, ...before]);

    // Its image replaced.
    const edited = await slideRequest('PUT', `/api/slides/${front.id}`, {});
    expect(edited.image_url).not.toBe(front.image_url);
    expect(await named()).toEqual([edited.image_url]);

    // Moved behind the others.
    await slideRequest('PUT', `/api/slides/${front.id}`, { order: 99 }, null);
    expect(await listed()).toEqual([...before, front.id]);
    expect(await named()).not.toEqual([edited.image_url]);

    // A video first: the list is inlined, no image is preloaded.
    const video = await newSlide({ order: 0 }, { name: 'media', content: MP4, filename: 'clip.mp4' });
    expect(await listed()).toEqual([video.id, ...before, front.id]);
    expect(await named()).toEqual([]);

    // Deactivated, then deleted: gone from the page.
    await slideRequest('PUT', `/api/slides/${video.id}`, { is_active: false }, null);
    expect(await listed()).toEqual([...before, front.id]);
    const deleted = await t.request({ method: 'DELETE', url: `/api/slides/${front.id}`, token: admin.token });
    expect(deleted.statusCode).toBe(200);
    expect(await listed()).toEqual(before);

    // None left active for visitors: nothing named, nothing inlined.
    for (const id of before) {
      await slideRequest('PUT', `/api/slides/${id}`, { is_active: false }, null);
    }
    const home = await page('/');
    expect(imagePreloads(home.document)).toEqual([]);
    expect(inlinedData(home.document)).toBeNull();
  });

  it('reads the kept list, not the database, on every page; a public-data change drops it', async () => {
    const listed = async () => inlinedData((await page('/')).document)?.slides?.map((s) => s.id) ?? [];
    const others = await listed();
    const shown = await newSlide({ order: 0 });
    expect(await listed()).toEqual([shown.id, ...others]);
    // Changed behind the server's back (no write through the API, so no event): the page still names it.
    await t.ctx.db.update(slides).set({ isActive: false }).where(eq(slides.id, shown.id));
    expect(imagePreloads((await page('/')).document).map((p) => p.href)).toEqual([shown.image_url]);
    // The event every slide write publishes (on every instance) drops it.
    t.ctx.events.publish({ type: 'public-data.changed' });
    await t.ctx.events.settled();
    expect(await listed()).toEqual(others);
    expect(imagePreloads((await page('/')).document).map((p) => p.href)).not.toContain(shown.image_url);
  });
});

describe("a course page's cover", () => {
  /** The images the first paint draws, with what picks their file. */
  const drawn = (firstPaint: Element | null) =>
    Array.from(firstPaint?.querySelectorAll('img') ?? []).map((img) => ({
      src: img.getAttribute('src'),
      srcset: img.getAttribute('srcset'),
      sizes: img.getAttribute('sizes'),
    }));

  it("is drawn in the first paint with the app's srcset and sizes, and not preloaded", async () => {
    const bare = await approved({ title: 'بلا غلاف' });
    expect(drawn((await page(`/coursesList/courses/${bare}`)).firstPaint)).toEqual([]);

    const id = await approved({ title: 'بغلاف' });
    const cover = multipartBody([{ name: 'cover', content: PNG, filename: 'cover.png' }]);
    const res = await t.request({
      method: 'PUT',
      url: `/api/courses/${id}/cover`,
      token: admin.token,
      ...cover,
    });
    expect(res.statusCode, res.body).toBe(200);
    const coverUrl = (await t.request({ method: 'GET', url: `/api/courses/${id}` })).json()
      .cover_url as string;
    expect(coverUrl).toMatch(/^\/api\/files\//);

    const course = await page(`/coursesList/courses/${id}`);
    expect(drawn(course.firstPaint)).toEqual([
      { src: coverUrl, srcset: srcsetOf(coverUrl), sizes: COURSE_COVER_SIZES },
    ]);
    expect(course.firstPaint?.querySelector('img')?.getAttribute('alt')).toBe('');
    // A preload still waited for the app to draw the image, and Lighthouse's largest paint came later.
    expect(imagePreloads(course.document)).toEqual([]);

    // With data saver on, its smallest copy, as the app's image then loads.
    for (const saving of [
      await t.request({ method: 'GET', url: `/coursesList/courses/${id}`, headers: { 'save-data': 'on' } }),
      (await page(`/coursesList/courses/${id}`, 'data-saver=on')).res,
    ]) {
      const { document } = new JSDOM(saving.body).window;
      expect(drawn(document.getElementById(FIRST_PAINT_ID))).toEqual([
        { src: coverUrl.replace(/\.png$/, '-320.webp'), srcset: null, sizes: null },
      ]);
    }
  });
});
