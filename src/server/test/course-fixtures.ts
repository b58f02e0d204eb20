import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import { MP4, multipartBody, PDF } from './files';
import { buildUser, createTestApp, type TestApp, type TestUser } from './helper';

/**
 * The world the course tests share: one app per test file, two professors, a buyer, a stranger, and a
 * catalogue with a priced material and a language level. The bindings are filled by `useCourseFixtures`.
 */
export let t: TestApp;
export let admin: TestUser;
export let prof: TestUser;
export let otherProf: TestUser;
export let buyer: TestUser;
export let stranger: TestUser;
export let materialId: number;
export let materialPrice: number;
export let languageLevelId: number;

/** `options` go to `createTestApp` (a test that also needs a built web app writes one with `configure`). */
export function useCourseFixtures(options?: Parameters<typeof createTestApp>[0]) {
  beforeAll(async () => {
    t = await createTestApp(options);
    [admin, prof, otherProf, buyer, stranger] = await Promise.all([
      buildUser(t, 'admin'),
      buildUser(t, 'professor', { name: 'Samir Benali' }),
      buildUser(t, 'professor'),
      buildUser(t, 'student'),
      buildUser(t, 'student'),
    ]);
    const post = async (url: string, payload: object) =>
      (await t.request({ method: 'POST', url, payload, token: admin.token })).json();
    const level = await post('/api/levels', { name: 'التعليم الثانوي' });
    const year = await post('/api/years', { name: 'السنة الثالثة ثانوي', levelId: level.id });
    const spec = await post('/api/specialities', { name: 'علوم تجريبية', yearId: year.id });
    const material = await post('/api/materials', { name: 'الرياضيات', specialityId: spec.id, price: 3000 });
    materialId = material.id;
    materialPrice = material.price;
    const lang = await post('/api/languages', { name: 'Français', code: 'fr' });
    languageLevelId = (await post('/api/language-levels', { name: 'B1', language_id: lang.id })).id;
  });
  afterAll(async () => {
    await t.close();
  });
}

export const courseJson = (overrides: Record<string, unknown> = {}) => ({
  title: 'الدوال الأسية',
  description: 'درس شامل للبكالوريا',
  sections: [
    {
      title: 'مقدمة',
      blocks: [
        { type: 'text', title: 'تعريف', content: 'الدالة الأسية هي...' },
        { type: 'pdf', title: 'ملخص', fileField: 'summary' },
      ],
    },
    { title: 'تمارين', blocks: [{ type: 'video', title: 'حل تمرين', fileField: 'video1' }] },
  ],
  material_id: materialId,
  ...overrides,
});

/** Submits a course as multipart: the JSON in `data`, each file in its own part. */
export async function submit(
  token: string,
  json: object,
  files: { name: string; content: Buffer; filename?: string }[] = [],
) {
  const { payload, headers } = multipartBody([
    { name: 'data', value: JSON.stringify(json) },
    ...files.map((f) => ({ name: f.name, content: f.content, filename: f.filename ?? `${f.name}.bin` })),
  ]);
  return t.request({ method: 'POST', url: '/api/courses', token, payload, headers });
}

/** A course of `prof` with a text, a PDF and a video block, approved on the material. */
export async function approvedCourse() {
  const res = await submit(prof.token, courseJson(), [
    { name: 'summary', content: PDF, filename: 'ملخص.pdf' },
    { name: 'video1', content: MP4, filename: 'exercise.mp4' },
  ]);
  expect(res.statusCode, res.body).toBe(201);
  const course = res.json();
  const approved = await t.request({
    method: 'PUT',
    url: `/api/courses/${course.id}/approve`,
    token: admin.token,
  });
  expect(approved.statusCode).toBe(200);
  return course;
}

export const storedCourseFiles = async () =>
  (await readdir(path.join(t.config.dataDir, 'uploads', 'courses')).catch(() => [])).filter(
    (f) => !f.endsWith('.part'),
  );

/** A professor's private-class offer (`PUT /professor/private-class-settings`): Sundays 08:00–20:00 in Algiers. */
export const privateClassOffer = (fields: object = {}) => ({
  enabled: true,
  price_per_session: 1000,
  session_minutes: 60,
  timezone: 'Africa/Algiers',
  availability: [{ weekday: 0, from: '08:00', to: '20:00' }],
  material_ids: [materialId],
  language_level_ids: [],
  bio: '',
  ...fields,
});
