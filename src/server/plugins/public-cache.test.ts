/**
 * The public-read cache: anonymous reads are kept and revalidate with ETag, signed-in reads only where the answer
 * is the anonymous one (the catalogue and course list for students and professors, never for admins), and
 * every write path that changes what it holds drops it — on this instance at once and, through Redis, on the
 * others. Each write path below is a real call through the API.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  admin,
  approvedCourse,
  buyer,
  courseJson,
  languageLevelId,
  materialId,
  otherProf,
  privateClassOffer,
  prof,
  submit,
  t,
  useCourseFixtures,
} from '../test/course-fixtures';
import { multipartBody, PNG } from '../test/files';
import { createTestApp, type TestApp } from '../test/helper';

useCourseFixtures();

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, token?: string, payload?: object) =>
  t.request({ method, url, token, ...(payload ? { payload } : {}) });
/** Sets the buyer's balance through the admin correction. */
const fund = (userId: number) =>
  call('PUT', '/api/points/balance', admin.token, { user_id: userId, points: 100_000 });
const anonymous = (url: string, headers: Record<string, string> = {}) =>
  t.request({ method: 'GET', url, headers });

/** Reads `url` until it is served from the cache (the second read at the latest). */
async function primed(url: string) {
  await anonymous(url);
  const hit = await anonymous(url);
  expect(hit.statusCode, hit.body).toBe(200);
  expect(hit.headers['x-cache'], url).toBe('hit');
  return hit.json();
}

/** Primes the reads, runs the write (expecting success), and proves each read is computed again. */
async function expectDropped(urls: string[], write: () => Promise<{ statusCode: number; body: string }>) {
  for (const url of urls) await primed(url);
  const res = await write();
  expect(res.statusCode, res.body).toBeLessThan(300);
  for (const url of urls) expect((await anonymous(url)).headers['x-cache'], url).toBe('miss');
}

describe('what is kept', () => {
  it('keeps an anonymous read, answers the same body, and revalidates with ETag and 304', async () => {
    const first = await anonymous('/api/structure/tree');
    expect(first.headers['x-cache']).toBe('miss');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');
    const second = await anonymous('/api/structure/tree');
    expect(second.headers['x-cache']).toBe('hit');
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(etag);
    const revalidated = await anonymous('/api/structure/tree', { 'if-none-match': etag });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
  });

  it('sends a large kept answer compressed as the client asks, and plain to one that does not', async () => {
    for (let i = 0; i < 30; i += 1) {
      await call('POST', '/api/levels', admin.token, { name: `مستوى التعليم رقم ${i}` });
    }
    // Computed, then kept: both name each header the answer varies by once, compressed on the fly or not.
    const vary = ['accept-encoding', 'accept-language', 'authorization'];
    const computed = await anonymous('/api/structure/tree', { 'accept-encoding': 'br, gzip' });
    expect(computed.headers['x-cache']).toBe('miss');
    expect(computed.headers['content-encoding']).toBe('br');
    expect(String(computed.headers.vary).toLowerCase().split(/,\s*/)).toEqual(vary);
    await primed('/api/structure/tree');
    const br = await anonymous('/api/structure/tree', { 'accept-encoding': 'br, gzip' });
    expect(br.headers['x-cache']).toBe('hit');
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary).toLowerCase().split(/,\s*/)).toEqual(vary);
    const gzip = await anonymous('/api/structure/tree', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await anonymous('/api/structure/tree');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json().levels.length).toBeGreaterThanOrEqual(30);
  });

  it('computes a burst of reads of one address once, the others wait and get the kept answer', async () => {
    const url = '/api/structure/tree?lang=en';
    const answers = await Promise.all(Array.from({ length: 20 }, () => anonymous(url)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    expect(answers.filter((a) => a.headers['x-cache'] === 'miss')).toHaveLength(1);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
  });

  it('keeps one answer per language', async () => {
    await primed('/api/structure/tree?lang=fr');
    const arabic = await anonymous('/api/structure/tree?lang=ar');
    expect(arabic.headers['x-cache']).toBe('miss');
  });

  it('never serves a signed-in caller from the cache, nor a paid block to a visitor', async () => {
    const course = await approvedCourse();
    const url = `/api/courses/${course.id}`;
    const kept = await primed(url);
    expect(kept.canAccessContent).toBe(false);
    for (const section of kept.sections) {
      for (const block of section.blocks) expect(block).toMatchObject({ content: null, locked: true });
    }
    await fund(buyer.user.id);
    const bought = await call('POST', '/api/points/buy-course', buyer.token, { courseId: course.id });
    expect(bought.statusCode, bought.body).toBe(200);
    const asBuyer = await call('GET', url, buyer.token);
    expect(asBuyer.headers['x-cache']).toBeUndefined();
    expect(asBuyer.json().canAccessContent).toBe(true);
    expect(asBuyer.json().sections[0].blocks[0].content).toBe('الدالة الأسية هي...');
    // The visitor's kept answer is still the locked outline.
    expect((await anonymous(url)).json().sections[0].blocks[0].content).toBeNull();
  });

  it('serves students and professors the kept catalogue and course list, never an admin nor anyone’s own courses', async () => {
    await approvedCourse();
    const reads = ['/api/structure/tree', '/api/homepage-materials', '/api/courses?limit=5'];
    for (const url of reads) {
      const kept = await primed(url);
      for (const caller of [buyer, prof]) {
        const res = await call('GET', url, caller.token);
        expect(res.statusCode, res.body).toBe(200);
        expect(res.headers['x-cache'], `${url} as ${caller.user.role}`).toBe('hit');
        expect(res.json()).toEqual(kept);
      }
      const asAdmin = await call('GET', url, admin.token);
      expect(asAdmin.statusCode).toBe(200);
      expect(asAdmin.headers['x-cache'], `${url} as admin`).toBeUndefined();
    }
    // A signed-in student's miss fills the entry a visitor is then served.
    expect((await call('GET', '/api/courses?limit=7', buyer.token)).headers['x-cache']).toBe('miss');
    expect((await anonymous('/api/courses?limit=7')).headers['x-cache']).toBe('hit');
    // A professor's own courses are read for them every time, and hold only theirs.
    for (let i = 0; i < 2; i += 1) {
      const mine = await call('GET', '/api/courses?mine=true', prof.token);
      expect(mine.statusCode, mine.body).toBe(200);
      expect(mine.headers['x-cache']).toBeUndefined();
      expect(mine.json().courses.length).toBeGreaterThan(0);
      for (const course of mine.json().courses) expect(course.createdBy).toBe(prof.user.id);
    }
  });

  it('does not keep a list sorted by purchases, which every sale changes', async () => {
    await anonymous('/api/courses?sort=popular');
    expect((await anonymous('/api/courses?sort=popular')).headers['x-cache']).toBeUndefined();
  });

  it('keeps nothing that failed', async () => {
    await anonymous('/api/courses/999999');
    const again = await anonymous('/api/courses/999999');
    expect(again.statusCode).toBe(404);
    expect(again.headers['x-cache']).toBeUndefined();
  });
});

describe('every write that changes public data drops it', () => {
  const tree = '/api/structure/tree';
  const courses = () => `/api/courses?materialId=${materialId}`;

  it('catalogue: levels, years, specialities, materials (create, edit, delete)', async () => {
    let level = { id: 0 };
    await expectDropped([tree, '/api/levels'], async () => {
      const res = await call('POST', '/api/levels', admin.token, { name: 'مستوى جديد' });
      level = res.json();
      return res;
    });
    expect((await anonymous('/api/levels')).json()).toContainEqual({ id: level.id, name: 'مستوى جديد' });
    await expectDropped([tree, '/api/levels'], () =>
      call('PUT', `/api/levels/${level.id}`, admin.token, { name: 'مستوى معدل' }),
    );
    expect((await anonymous('/api/levels')).json()).toContainEqual({ id: level.id, name: 'مستوى معدل' });
    let year = { id: 0 };
    await expectDropped([tree], async () => {
      const res = await call('POST', '/api/years', admin.token, { name: 'سنة', levelId: level.id });
      year = res.json();
      return res;
    });
    await expectDropped([tree], () => call('PUT', `/api/years/${year.id}`, admin.token, { name: 'سنة 2' }));
    let spec = { id: 0 };
    await expectDropped([tree], async () => {
      const res = await call('POST', '/api/structure/specialities', admin.token, {
        name: 'شعبة',
        yearId: year.id,
      });
      spec = res.json();
      return res;
    });
    await expectDropped([tree], () =>
      call('PUT', `/api/specialities/${spec.id}`, admin.token, { name: 'شعبة 2' }),
    );
    let material = { id: 0 };
    await expectDropped([tree], async () => {
      const res = await call('POST', '/api/materials', admin.token, {
        name: 'مادة',
        specialityId: spec.id,
        price: 100,
      });
      material = res.json();
      return res;
    });
    await expectDropped([tree], () => call('DELETE', `/api/materials/${material.id}`, admin.token));
    await expectDropped([tree], () => call('DELETE', `/api/specialities/${spec.id}`, admin.token));
    await expectDropped([tree], () => call('DELETE', `/api/years/${year.id}`, admin.token));
    await expectDropped([tree, '/api/levels'], () => call('DELETE', `/api/levels/${level.id}`, admin.token));
    expect((await anonymous('/api/levels')).json()).not.toContainEqual(expect.objectContaining(level));
  });

  it("a material's price: the course list shows the new price", async () => {
    const course = await approvedCourse();
    await expectDropped([courses(), `/api/courses/${course.id}`], () =>
      call('PUT', `/api/materials/${materialId}`, admin.token, { price: 4321 }),
    );
    expect((await anonymous(`/api/courses/${course.id}`)).json().price).toBe(4321);
  });

  it('languages and language levels (create, edit, reorder, delete)', async () => {
    let lang = { id: 0 };
    await expectDropped([tree, '/api/languages'], async () => {
      const res = await call('POST', '/api/languages', admin.token, { name: 'English', code: 'en' });
      lang = res.json();
      return res;
    });
    await expectDropped([tree], () =>
      call('PUT', `/api/languages/${lang.id}`, admin.token, { name: 'Anglais' }),
    );
    const levels: { id: number }[] = [];
    for (const name of ['A1', 'A2']) {
      await expectDropped([tree], async () => {
        const res = await call('POST', '/api/language-levels', admin.token, { name, language_id: lang.id });
        levels.push(res.json());
        return res;
      });
    }
    await expectDropped([tree], () =>
      call('PUT', `/api/language-levels/${levels[0]!.id}`, admin.token, { name: 'A1+' }),
    );
    await expectDropped([tree], () =>
      call('POST', '/api/language-levels/reorder', admin.token, {
        language_id: lang.id,
        ids: [levels[1]!.id, levels[0]!.id],
      }),
    );
    for (const level of levels) {
      await expectDropped([tree], () => call('DELETE', `/api/language-levels/${level.id}`, admin.token));
    }
    await expectDropped([tree], () => call('DELETE', `/api/languages/${lang.id}`, admin.token));
  });

  it("the home page's materials (create, edit, delete)", async () => {
    const url = '/api/homepage-materials';
    let entry = { id: 0 };
    await expectDropped([url], async () => {
      const res = await call('POST', url, admin.token, {
        name_ar: 'الرياضيات',
        name_fr: 'Mathématiques',
        name_en: 'Mathematics',
        target_type: 'language_level',
        target_id: languageLevelId,
      });
      entry = res.json();
      return res;
    });
    await expectDropped([url], () => call('PUT', `${url}/${entry.id}`, admin.token, { name_ar: 'رياضيات' }));
    await expectDropped([url], () => call('DELETE', `${url}/${entry.id}`, admin.token));
  });

  it('a course: submitted, approved, priced, moved, revised, deleted', async () => {
    const submitted = await submit(prof.token, textCourse('دروس الاحتمالات'));
    expect(submitted.statusCode, submitted.body).toBe(201);
    const id = submitted.json().id as number;
    const detail = `/api/courses/${id}`;
    await expectDropped([courses()], () => call('PUT', `${detail}/approve`, admin.token));
    expect((await anonymous(courses())).json().courses.map((c: { id: number }) => c.id)).toContain(id);
    await expectDropped([courses(), detail, `${detail}/path`], () =>
      call('PUT', `${detail}/price`, admin.token, { price: 777 }),
    );
    expect((await anonymous(detail)).json().price).toBe(777);
    await expectDropped([detail], () =>
      call('POST', '/api/courses/language-course-price', admin.token, {
        course_id: id,
        language_level_id: languageLevelId,
        price: 500,
      }),
    );
    await expectDropped([detail, `${detail}/path`], () =>
      call('PUT', `${detail}/assign-material-admin`, admin.token, { material_id: materialId }),
    );
    await primed(detail);
    // An edit of a published course is a draft revision (decision 040): visitors keep the published version.
    const { payload, headers } = await editPayload(id);
    const edit = await t.request({ method: 'PUT', url: detail, token: prof.token, payload, headers });
    expect(edit.statusCode, edit.body).toBe(200);
    expect((await anonymous(detail)).json().title).toBe('دروس الاحتمالات');
    const submittedRevision = await call('POST', `${detail}/revision/submit`, prof.token, {});
    expect(submittedRevision.statusCode, submittedRevision.body).toBe(200);
    // Approving it puts the new version in place: the kept copies go, and visitors read the new title.
    await expectDropped([detail, courses()], () => call('PUT', `${detail}/revision/approve`, admin.token));
    expect((await anonymous(detail)).json().title).toBe('دروس الاحتمالات (مراجعة)');
    await expectDropped([courses()], () => call('DELETE', detail, admin.token));
    expect((await anonymous(detail)).statusCode).toBe(404);
  });

  it("a professor's name, on every course of theirs", async () => {
    const course = await approvedCourse();
    const detail = `/api/courses/${course.id}`;
    await expectDropped([detail, courses()], () =>
      call('PUT', `/api/users/${prof.user.id}`, prof.token, { name: 'Samir B.' }),
    );
    expect((await anonymous(detail)).json().professorName).toBe('Samir B.');
  });

  it('a comment changes no public read', async () => {
    const course = await approvedCourse();
    await fund(buyer.user.id);
    await call('POST', '/api/points/buy-course', buyer.token, { courseId: course.id });
    const detail = `/api/courses/${course.id}`;
    await primed(detail);
    const comment = await call('POST', `${detail}/comments`, buyer.token, { body: 'شكرا' });
    expect(comment.statusCode, comment.body).toBe(201);
    expect((await anonymous(detail)).headers['x-cache']).toBe('hit');
  });
});

describe("the teachers' list", () => {
  const teachers = '/api/professors';
  /** `TEACHERS_KEPT_MS` (modules/professors/routes.ts; a plugin's test imports no module). */
  const KEPT_MS = 60_000;
  const profile = (id: number) => `/api/professors/${id}`;
  const cardOf = async (id: number) =>
    (
      (await anonymous(teachers)).json().professors as {
        id: number;
        private_classes: boolean;
        avatar_url: string | null;
        next_slots: string[];
      }[]
    ).find((p) => p.id === id);

  it('is kept for visitors, students and professors, never for an admin, and a minute at most', async () => {
    await approvedCourse();
    await primed(teachers);
    await primed(profile(prof.user.id));
    expect((await t.request({ method: 'GET', url: teachers, token: buyer.token })).headers['x-cache']).toBe(
      'hit',
    );
    expect((await t.request({ method: 'GET', url: teachers, token: prof.token })).headers['x-cache']).toBe(
      'hit',
    );
    const asAdmin = await t.request({ method: 'GET', url: teachers, token: admin.token });
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.headers['x-cache']).toBeUndefined();
    // Its offered times move with the clock and with sessions booked anywhere: served a minute at most.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + KEPT_MS - 2_000);
      expect((await anonymous(teachers)).headers['x-cache']).toBe('hit');
      expect((await anonymous(profile(prof.user.id))).headers['x-cache']).toBe('hit');
      vi.setSystemTime(Date.now() + 4_000);
      expect((await anonymous(teachers)).headers['x-cache']).toBe('miss');
      expect((await anonymous(profile(prof.user.id))).headers['x-cache']).toBe('miss');
    } finally {
      vi.useRealTimers();
    }
  });

  it("is dropped by every write that changes a card: the offer, the platform's, a picture, a suspension", async () => {
    const kept = () => [teachers, profile(prof.user.id)];
    await expectDropped(kept(), () =>
      call('PUT', '/api/professor/private-class-settings', otherProf.token, privateClassOffer()),
    );
    expect(await cardOf(otherProf.user.id)).toMatchObject({ private_classes: true });

    const platform = (await call('GET', '/api/private-classes/settings', admin.token)).json();
    await expectDropped(kept(), () =>
      call('PUT', '/api/private-classes/settings', admin.token, { ...platform, enabled: false }),
    );
    expect(await cardOf(otherProf.user.id)).toMatchObject({ private_classes: false });
    await expectDropped(kept(), () =>
      call('PUT', '/api/private-classes/settings', admin.token, { ...platform, enabled: true }),
    );
    expect(await cardOf(otherProf.user.id)).toMatchObject({ private_classes: true });

    const picture = multipartBody([{ name: 'avatar', filename: 'me.png', content: PNG, type: 'image/png' }]);
    await expectDropped(kept(), () =>
      t.request({
        method: 'POST',
        url: `/api/users/${otherProf.user.id}/avatar`,
        token: otherProf.token,
        ...picture,
      }),
    );
    expect((await cardOf(otherProf.user.id))?.avatar_url).toMatch(/^\//);

    // A live session takes a professor's time: the offered times and the profile's sessions follow at once.
    const inThreeDays = new Date(Date.now() + 3 * 86_400_000).toISOString();
    let sessionId = 0;
    await expectDropped(kept(), async () => {
      const res = await call('POST', `/api/professors/${prof.user.id}/live-sessions`, prof.token, {
        title: 'Révisions',
        scheduledAt: inThreeDays,
        duration: 60,
        maxAttendees: 30,
        price: 0,
      });
      sessionId = res.json().id;
      return res;
    });
    await expectDropped(kept(), () =>
      call('PATCH', `/api/live-sessions/${sessionId}/admin`, admin.token, { isApproved: true }),
    );
    expect((await anonymous(profile(prof.user.id))).json().live_sessions).toEqual([
      expect.objectContaining({ id: sessionId, title: 'Révisions' }),
    ]);
    // A seat sold changes no public read.
    for (const url of kept()) await primed(url);
    const seat = await call('POST', '/api/points/buy-live-session', buyer.token, { sessionId });
    expect(seat.statusCode, seat.body).toBeLessThan(300);
    for (const url of kept()) expect((await anonymous(url)).headers['x-cache'], url).toBe('hit');
    // A private class scheduled, then paid, takes the professor's time too.
    const asked = await call('POST', '/api/private-classes', buyer.token, {
      professor_id: otherProf.user.id,
      material_id: materialId,
      sessions_count: 1,
      phone: '0555123456',
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const [slot] = (await cardOf(otherProf.user.id))!.next_slots;
    await expectDropped(kept(), () =>
      call('PUT', `/api/private-classes/${asked.json().id}/confirm`, otherProf.token, {
        schedule: [{ startsAt: slot }],
      }),
    );
    // Paid, its session is on the professor's calendar: the time it took is offered no more.
    await fund(buyer.user.id);
    await expectDropped(kept(), () =>
      call('POST', `/api/private-classes/${asked.json().id}/pay`, buyer.token),
    );
    expect((await cardOf(otherProf.user.id))!.next_slots).not.toContain(slot);

    await expectDropped(kept(), () =>
      call('POST', `/api/users/${otherProf.user.id}/suspend`, admin.token, { reason: 'test' }),
    );
    expect(await cardOf(otherProf.user.id)).toBeUndefined();
    await expectDropped(kept(), () =>
      call('POST', `/api/users/${otherProf.user.id}/reactivate`, admin.token),
    );
    expect(await cardOf(otherProf.user.id)).toBeDefined();
  });
});

describe('the live sections list', () => {
  const sections = '/api/live-sections';
  const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

  it('is kept for every caller but admins, dropped by section and session writes, kept by a seat sold', async () => {
    const session = await call('POST', `/api/professors/${prof.user.id}/live-sessions`, prof.token, {
      title: 'Séance 1',
      scheduledAt: inDays(4),
      duration: 60,
      maxAttendees: 30,
      price: 0,
    });
    expect(session.statusCode, session.body).toBe(201);
    const sessionId = session.json().id as number;
    const approved = await call('PATCH', `/api/live-sessions/${sessionId}/admin`, admin.token, {
      isApproved: true,
    });
    expect(approved.statusCode, approved.body).toBe(200);

    await primed(sections);
    expect((await t.request({ method: 'GET', url: sections, token: buyer.token })).headers['x-cache']).toBe(
      'hit',
    );
    expect(
      (await t.request({ method: 'GET', url: sections, token: admin.token })).headers['x-cache'],
    ).toBeUndefined();

    let sectionId = 0;
    await expectDropped([sections], async () => {
      const res = await call('POST', '/api/professor/live-sections', prof.token, {
        title: 'Cycle de révision',
        price: 100,
        sessionIds: [sessionId],
        material_id: materialId,
      });
      sectionId = res.json().id;
      return res;
    });
    await expectDropped([sections], () =>
      call('PUT', `/api/admin/live-sections/${sectionId}/approve`, admin.token),
    );
    const listed = (await anonymous(sections)).json() as { id: number; sessionIds: number[] }[];
    expect(listed.find((x) => x.id === sectionId)).toMatchObject({ sessionIds: [sessionId] });

    await expectDropped([sections], () =>
      call('PATCH', `/api/live-sessions/${sessionId}`, prof.token, { scheduledAt: inDays(5) }),
    );
    await primed(sections);
    const seat = await call('POST', '/api/points/buy-live-session', buyer.token, { sessionId });
    expect(seat.statusCode, seat.body).toBeLessThan(300);
    expect((await anonymous(sections)).headers['x-cache']).toBe('hit');
  });
});

const textCourse = (title: string) => ({
  ...courseJson({ title }),
  sections: [{ title: 'مقدمة', blocks: [{ type: 'text', title: 'تعريف', content: 'نص' }] }],
});

/** The course as its professor edits it: same JSON, a new title, as multipart like the web app sends. */
async function editPayload(id: number) {
  const current = (await call('GET', `/api/courses/${id}`, prof.token)).json();
  const json = textCourse('دروس الاحتمالات (مراجعة)');
  expect(current.id).toBe(id);
  const boundary = 'masar-test-boundary';
  const payload =
    `--${boundary}\r\nContent-Disposition: form-data; name="data"\r\n\r\n${JSON.stringify(json)}\r\n` +
    `--${boundary}--\r\n`;
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)('two instances through Redis (needs TEST_REDIS_URL)', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await createTestApp({ env: { REDIS_URL: redisUrl! } });
    b = await createTestApp({ env: { REDIS_URL: redisUrl! } });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it('a write on one instance drops the cached reads of the other', async () => {
    const read = () => b.request({ method: 'GET', url: '/api/structure/tree' });
    await read();
    expect((await read()).headers['x-cache']).toBe('hit');
    const adminToken = (await import('../test/helper')).buildAdmin;
    const token = (await adminToken(a)).token;
    const created = await a.request({
      method: 'POST',
      url: '/api/levels',
      token,
      payload: { name: 'مستوى' },
    });
    expect(created.statusCode).toBe(201);
    await expect.poll(async () => (await read()).headers['x-cache'], { timeout: 5_000 }).toBe('miss');
  });
});
