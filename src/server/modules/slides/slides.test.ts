import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { slideDailyStats } from '../../db/schema/slides';
import { MP4, multipartBody, PDF, PNG, type Part } from '../../test/files';
import {
  buildAdmin,
  buildProfessor,
  buildStudent,
  createTestApp,
  type TestApp,
  type TestUser,
} from '../../test/helper';
import { activeSlides } from './slides';

let t: TestApp;
let admin: TestUser;
let student: TestUser;
let prof: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  [admin, student, prof] = await Promise.all([buildAdmin(t), buildStudent(t), buildProfessor(t)]);
});
afterAll(async () => {
  await t.close();
});
afterEach(() => {
  vi.restoreAllMocks();
});

type Fields = Record<string, unknown>;

function form(fields: Fields, media: Part | null = { name: 'media', content: PNG, filename: 'a.png' }) {
  const parts: Part[] = Object.entries(fields).map(([name, value]) => ({
    name,
    value: typeof value === 'string' ? value : JSON.stringify(value),
  }));
  return multipartBody(media ? [...parts, media] : parts);
}

async function createSlide(fields: Fields, media?: Part | null, token = admin.token) {
  const { payload, headers } = form(
    { title: { ar: 'شريحة' }, target_audience_roles: ['student'], ...fields },
    media,
  );
  return t.request({ method: 'POST', url: '/api/slides', token, payload, headers });
}

async function made(fields: Fields) {
  const res = await createSlide(fields);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; image_url: string; video_url: string | null; order: number };
}

const active = async (token?: string, role?: string) => {
  const res = await t.request({
    method: 'GET',
    url: `/api/slides/active${role ? `?role=${role}` : ''}`,
    token,
  });
  expect(res.statusCode).toBe(200);
  return (res.json() as { id: number }[]).map((s) => s.id);
};

const storedSlideFiles = async () =>
  (await readdir(path.join(t.config.dataDir, 'uploads', 'slides')).catch(() => [])).filter(
    (f) => !f.endsWith('.part'),
  );

const iso = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

describe('making slides', () => {
  it('an admin creates a slide from a multipart form; one language fills the others; the media is served', async () => {
    const res = await createSlide({
      title: { fr: 'Rentrée' },
      description: { ar: 'وصف', en: 'About' },
      cta_text: { ar: 'سجّل' },
      cta_link: '/register',
      duration: 6,
      transition: 'slide',
      overlay_color: '#1E293B',
      overlay_opacity: 0.5,
      alt_text: 'Pupils in a classroom',
      target_audience_roles: ['student', 'professor', 'student'],
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      title: { ar: 'Rentrée', fr: 'Rentrée', en: 'Rentrée' },
      description: { ar: 'وصف', fr: 'وصف', en: 'About' },
      cta_text: { ar: 'سجّل', fr: 'سجّل', en: 'سجّل' },
      cta_link: '/register',
      media_type: 'image',
      video_url: null,
      duration: 6,
      transition: 'slide',
      overlay_color: '#1e293b',
      overlay_opacity: 0.5,
      alt_text: 'Pupils in a classroom',
      target_audience_roles: ['student', 'professor'],
      is_active: true,
      views: 0,
      clicks: 0,
      start_date: null,
      end_date: null,
    });
    expect(body.image_url).toMatch(/^\/api\/files\/slides\/[0-9a-f-]{36}\.png$/);
    const file = await t.request({ method: 'GET', url: body.image_url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    // Its WebP copies for srcset (issue 21), served beside it.
    for (const width of [320, 640, 1280]) {
      const copy = await t.request({
        method: 'GET',
        url: body.image_url.replace(/\.png$/, `-${width}.webp`),
      });
      expect(copy.statusCode, `${width}`).toBe(200);
      expect(copy.headers['content-type']).toBe('image/webp');
    }
    const one = await t.request({ method: 'GET', url: `/api/slides/${body.id}`, token: admin.token });
    expect(one.json()).toEqual(body);
  });

  it('takes a video, checked by its bytes', async () => {
    const res = await createSlide({}, { name: 'media', content: MP4, filename: 'clip.mp4' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ media_type: 'video', image_url: null });
    expect(res.json().video_url).toMatch(/\.mp4$/);
  });

  it('refuses bad media, a missing file or bad fields, and keeps no file', async () => {
    const before = await storedSlideFiles();
    const pdf = await createSlide({}, { name: 'media', content: PDF, filename: 'x.png', type: 'image/png' });
    expect(pdf.statusCode).toBe(415);
    expect(pdf.json().error).toMatch(/^Unsupported file type; allowed: png, jpg, webp, gif, mp4, webm$/);
    const none = await createSlide({}, null);
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ error: 'media: an image or video file is required' });
    const badTitle = await createSlide({ title: { ar: '  ' } });
    expect(badTitle.statusCode).toBe(400);
    expect(badTitle.json()).toEqual({ error: 'title: Write it in at least one language' });
    const noRoles = await createSlide({ target_audience_roles: [] });
    expect(noRoles.json()).toEqual({ error: 'target_audience_roles: Choose at least one audience' });
    const badJson = await createSlide({ title: '{oops' });
    expect(badJson.json()).toEqual({ error: 'title: must be JSON' });
    const badLink = await createSlide({ cta_link: 'javascript:alert(1)' });
    expect(badLink.json().error).toMatch(/^cta_link: /);
    const dates = await createSlide({ start_date: iso(60_000), end_date: iso(0) });
    expect(dates.json()).toEqual({ error: 'end_date: must be after start_date' });
    // A PNG by its signature that no decoder can read: refused, and neither it nor a copy is kept.
    const broken = Buffer.concat([PNG.subarray(0, 16), Buffer.alloc(64, 7)]);
    const unreadable = await createSlide({}, { name: 'media', content: broken, filename: 'b.png' });
    expect(unreadable.statusCode).toBe(415);
    expect(unreadable.json()).toEqual({ error: 'The image could not be read' });
    const wrongPart = await createSlide({}, { name: 'image', content: PNG, filename: 'a.png' });
    expect(wrongPart.json()).toEqual({ error: 'image: send the file in the part "media"' });
    expect(await storedSlideFiles()).toEqual(before);
  });

  it('only admins write or list slides', async () => {
    expect((await createSlide({}, undefined, student.token)).statusCode).toBe(403);
    expect((await createSlide({}, undefined, prof.token)).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: '/api/slides', token: prof.token })).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: '/api/slides' })).statusCode).toBe(401);
  });

  it('an update changes only what is sent; new media replaces the old file', async () => {
    const s = await made({ alt_text: 'old' });
    const oldFile = s.image_url.split('/').pop()!;
    const { payload, headers } = form(
      { alt_text: 'new' },
      { name: 'media', content: MP4, filename: 'v.mp4' },
    );
    const res = await t.request({
      method: 'PUT',
      url: `/api/slides/${s.id}`,
      token: admin.token,
      payload,
      headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ alt_text: 'new', media_type: 'video', title: { ar: 'شريحة' } });
    const oldId = oldFile.replace(/\.png$/, '');
    expect((await storedSlideFiles()).filter((f) => f.startsWith(oldId))).toEqual([]);
    const missing = form({ alt_text: 'x' }, null);
    const gone = await t.request({
      method: 'PUT',
      url: '/api/slides/999999',
      token: admin.token,
      ...missing,
    });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ error: 'Slide not found' });
  });

  it('deleting a slide removes its media', async () => {
    const s = await made({});
    const file = s.image_url.split('/').pop()!;
    const id = file.replace(/\.png$/, '');
    expect((await storedSlideFiles()).filter((f) => f.startsWith(id)).sort()).toEqual(
      [file, `${id}-1280.webp`, `${id}-320.webp`, `${id}-640.webp`].sort(),
    );
    const res = await t.request({ method: 'DELETE', url: `/api/slides/${s.id}`, token: admin.token });
    expect(res.statusCode).toBe(200);
    expect((await storedSlideFiles()).filter((f) => f.startsWith(id))).toEqual([]);
    const again = await t.request({ method: 'DELETE', url: `/api/slides/${s.id}`, token: admin.token });
    expect(again.json()).toEqual({ error: 'Slide not found' });
  });
});

describe('which slides a viewer sees', () => {
  it('active, inside its dates, aimed at the viewer role; visitors see student slides', async () => {
    const forStudents = await made({ target_audience_roles: ['student'] });
    const forProfs = await made({ target_audience_roles: ['professor'] });
    const forBoth = await made({ target_audience_roles: ['student', 'professor'] });
    const inactive = await made({ is_active: false });
    const notYet = await made({ start_date: iso(60_000) });
    const started = await made({ start_date: iso(-1000), end_date: iso(60_000) });
    const ended = await made({ start_date: iso(-120_000), end_date: iso(-1000) });

    const visitor = await active();
    expect(visitor).toEqual(expect.arrayContaining([forStudents.id, forBoth.id, started.id]));
    for (const hidden of [forProfs.id, inactive.id, notYet.id, ended.id])
      expect(visitor).not.toContain(hidden);
    // A visitor cannot ask for another audience's slides.
    expect(await active(undefined, 'professor')).toEqual(visitor);
    expect(await active(student.token, 'professor')).toEqual(visitor);

    const professor = await active(prof.token);
    expect(professor).toContain(forProfs.id);
    expect(professor).toContain(forBoth.id);
    expect(professor).not.toContain(forStudents.id);
    expect(await active(admin.token, 'professor')).toEqual(professor);
  });

  it('is inclusive at the start and exclusive at the end', async () => {
    const start = new Date(Date.now() + 3_600_000);
    const end = new Date(start.getTime() + 3_600_000);
    const s = await made({ start_date: start.toISOString(), end_date: end.toISOString() });
    const ids = async (now: Date) => (await activeSlides(t.ctx, 'student', now)).map((x) => x.id);
    expect(await ids(new Date(start.getTime() - 1))).not.toContain(s.id);
    expect(await ids(start)).toContain(s.id);
    expect(await ids(new Date(end.getTime() - 1))).toContain(s.id);
    expect(await ids(end)).not.toContain(s.id);
  });

  it('comes in the slides order', async () => {
    const list = (await t.request({ method: 'GET', url: '/api/slides/active' })).json() as {
      order: number;
    }[];
    expect(list.length).toBeGreaterThan(1);
    expect(list.map((s) => s.order)).toEqual([...list.map((s) => s.order)].sort((a, b) => a - b));
  });
});

describe("a visitor's active slides, kept (decision 070)", () => {
  const visitorRead = async () => {
    const res = await t.request({ method: 'GET', url: '/api/slides/active?role=student' });
    expect(res.statusCode).toBe(200);
    return { cache: res.headers['x-cache'], ids: (res.json() as { id: number }[]).map((s) => s.id) };
  };
  const primed = async () => {
    await visitorRead();
    const hit = await visitorRead();
    expect(hit.cache).toBe('hit');
    return hit.ids;
  };

  it('are read again after every slide write: create, edit, reorder, delete', async () => {
    await primed();
    const s = await made({});
    const created = await visitorRead();
    expect(created.cache).toBe('miss');
    expect(created.ids).toContain(s.id);

    await primed();
    const { payload, headers } = form({ is_active: false }, null);
    const edit = await t.request({
      method: 'PUT',
      url: `/api/slides/${s.id}`,
      token: admin.token,
      payload,
      headers,
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const edited = await visitorRead();
    expect(edited.cache).toBe('miss');
    expect(edited.ids).not.toContain(s.id);

    const other = await made({});
    const listed = await primed();
    const reorder = await t.request({
      method: 'POST',
      url: '/api/slides/reorder',
      token: admin.token,
      payload: { slides: [{ id: other.id, order: 0 }] },
    });
    expect(reorder.statusCode, reorder.body).toBe(200);
    const reordered = await visitorRead();
    expect(reordered.cache).toBe('miss');
    expect(reordered.ids.indexOf(other.id)).toBeLessThan(listed.indexOf(other.id));

    await primed();
    const removed = await t.request({ method: 'DELETE', url: `/api/slides/${other.id}`, token: admin.token });
    expect(removed.statusCode).toBe(200);
    const afterDelete = await visitorRead();
    expect(afterDelete.cache).toBe('miss');
    expect(afterDelete.ids).not.toContain(other.id);
  });

  it('are not served past the next end date among the slides', async () => {
    const end = Date.now() + 1_500;
    const s = await made({ end_date: new Date(end).toISOString() });
    await visitorRead();
    const before = await visitorRead();
    expect(before.cache).toBe('hit');
    expect(before.ids).toContain(s.id);
    // Once the end date has passed, the kept answer (which still lists the slide) is not served.
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, end - Date.now()) + 50));
    const after = await visitorRead();
    expect(after.cache).toBe('miss');
    expect(after.ids).not.toContain(s.id);
  });

  it('are never served to a signed-in reader', async () => {
    await primed();
    const res = await t.request({ method: 'GET', url: '/api/slides/active', token: student.token });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-cache']).toBeUndefined();
  });
});

describe('reordering', () => {
  it('applies every new order at once, or none when one id is unknown', async () => {
    const a = await made({});
    const b = await made({});
    const res = await t.request({
      method: 'POST',
      url: '/api/slides/reorder',
      token: admin.token,
      payload: {
        slides: [
          { id: a.id, order: 900 },
          { id: b.id, order: 899 },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json() as { id: number; order: number }[];
    expect(list.find((s) => s.id === a.id)?.order).toBe(900);
    expect(list.findIndex((s) => s.id === b.id)).toBeLessThan(list.findIndex((s) => s.id === a.id));

    const refused = await t.request({
      method: 'POST',
      url: '/api/slides/reorder',
      token: admin.token,
      payload: {
        slides: [
          { id: a.id, order: 1 },
          { id: 999999, order: 2 },
        ],
      },
    });
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ error: 'Slide not found' });
    const after = (await t.request({ method: 'GET', url: `/api/slides/${a.id}`, token: admin.token })).json();
    expect(after.order).toBe(900);

    const twice = await t.request({
      method: 'POST',
      url: '/api/slides/reorder',
      token: admin.token,
      payload: {
        slides: [
          { id: a.id, order: 1 },
          { id: a.id, order: 2 },
        ],
      },
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toEqual({ error: 'slides: A slide is listed twice' });
  });
});

describe('views and clicks', () => {
  const view = (id: number, headers: Record<string, string> = {}, token?: string) =>
    t.request({ method: 'POST', url: `/api/slides/${id}/view`, headers, token });
  const click = (id: number, token?: string) =>
    t.request({ method: 'POST', url: `/api/slides/${id}/click`, token, payload: { userAgent: 'test' } });
  const totals = async (id: number) => {
    const s = (await t.request({ method: 'GET', url: `/api/slides/${id}`, token: admin.token })).json();
    return { views: s.views, clicks: s.clicks };
  };

  it('counts once per viewer per slide per minute', async () => {
    const s = await made({});
    const phone = { 'user-agent': 'Phone A' };
    expect((await view(s.id, phone)).json()).toEqual({ counted: true });
    expect((await view(s.id, phone)).json()).toEqual({ counted: false });
    // Another browser, a signed-in student, the student again: two more.
    expect((await view(s.id, { 'user-agent': 'Phone B' })).json()).toEqual({ counted: true });
    expect((await view(s.id, {}, student.token)).json()).toEqual({ counted: true });
    expect((await view(s.id, { 'user-agent': 'Other' }, student.token)).json()).toEqual({ counted: false });
    expect((await click(s.id, student.token)).json()).toEqual({ counted: true });
    expect((await click(s.id, student.token)).json()).toEqual({ counted: false });
    expect(await totals(s.id)).toEqual({ views: 3, clicks: 1 });

    const later = Date.now() + 61_000;
    vi.spyOn(Date, 'now').mockReturnValue(later);
    expect((await view(s.id, phone)).json()).toEqual({ counted: true });
    expect((await click(s.id, student.token)).json()).toEqual({ counted: true });
    vi.restoreAllMocks();
    expect(await totals(s.id)).toEqual({ views: 4, clicks: 2 });
  });

  it('an unknown slide is a 404, counted or not', async () => {
    for (let i = 0; i < 2; i += 1) {
      const res = await view(999999);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'Slide not found' });
    }
  });

  it('analytics: totals, click-through rate and one entry per day, empty days as zeros', async () => {
    const s = await made({});
    const algiersDay = (offsetDays: number) =>
      new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Algiers' }).format(
        new Date(Date.now() + offsetDays * 86_400_000),
      );
    await t.ctx.db.insert(slideDailyStats).values([
      { slideId: s.id, day: algiersDay(-2), views: 10, clicks: 2 },
      { slideId: s.id, day: algiersDay(-10), views: 100, clicks: 50 },
    ]);
    await view(s.id, { 'user-agent': 'today' });
    await click(s.id);

    const week = await t.request({ method: 'GET', url: `/api/slides/${s.id}/analytics`, token: admin.token });
    expect(week.statusCode, week.body).toBe(200);
    const body = week.json();
    expect(body.period).toBe('7d');
    expect(body.series).toHaveLength(7);
    expect(body.series[0].date).toBe(algiersDay(-6));
    expect(body.series[6]).toEqual({ date: algiersDay(0), views: 1, clicks: 1 });
    expect(body.series[4]).toEqual({ date: algiersDay(-2), views: 10, clicks: 2 });
    expect(body.series.filter((d: { views: number }) => d.views === 0)).toHaveLength(5);
    expect(body).toMatchObject({ views: 11, clicks: 3, ctr: 27.27 });

    const month = (
      await t.request({ method: 'GET', url: `/api/slides/${s.id}/analytics?period=30d`, token: admin.token })
    ).json();
    expect(month.series).toHaveLength(30);
    expect(month).toMatchObject({ views: 111, clicks: 53 });

    const bad = await t.request({
      method: 'GET',
      url: `/api/slides/${s.id}/analytics?period=1y`,
      token: admin.token,
    });
    expect(bad.statusCode).toBe(400);
    const student403 = await t.request({
      method: 'GET',
      url: `/api/slides/${s.id}/analytics`,
      token: student.token,
    });
    expect(student403.statusCode).toBe(403);
    const none = await t.request({ method: 'GET', url: '/api/slides/999999/analytics', token: admin.token });
    expect(none.json()).toEqual({ error: 'Slide not found' });
  });
});
