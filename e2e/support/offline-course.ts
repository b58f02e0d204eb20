/**
 * A course of its own for the offline tests (issue 21), made through the API as people would: an admin
 * creates a professor, who submits a course with a text block and a PDF (optionally a video); the admin
 * approves it; a student registered in the page's browser context is funded and buys it.
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { uniqueEmail } from './accounts';
import { api, apiOk } from './api';
import { baseURL } from './browser';
import { loginToken } from './sign-in';

export const OFFLINE_TEXT = 'السرعة المتوسطة هي حاصل قسمة المسافة على المدة.';
export const PDF_BYTES = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

export interface OfflineWorld {
  courseId: number;
  title: string;
  adminToken: string;
  studentToken: string;
}

export async function courseForOffline(
  page: Page,
  options: { title: string; video?: Buffer } = { title: 'الحركة المستقيمة المنتظمة' },
): Promise<OfflineWorld> {
  const adminToken = await loginToken('admin2');
  const professor = { email: uniqueEmail('offline.prof'), password: 'MasarOffline#2026' };
  await apiOk('POST', '/users', adminToken, { name: 'نور الهدى قاسمي', ...professor, role: 'professor' });
  const profToken = await loginToken(professor);
  const [material] = await apiOk<{ id: number }[]>('GET', '/courses/materials/list', profToken);
  const blocks = [
    { type: 'text', title: 'تعريف', content: OFFLINE_TEXT },
    { type: 'pdf', title: 'ملخص الدرس', fileField: 'summary' },
    ...(options.video ? [{ type: 'video', title: 'شرح مصور', fileField: 'lesson' }] : []),
  ];
  const form = new FormData();
  form.append(
    'data',
    JSON.stringify({
      title: options.title,
      description: 'درس للقراءة دون اتصال',
      sections: [{ title: 'الدرس', blocks }],
      material_id: material!.id,
    }),
  );
  form.append('summary', new Blob([new Uint8Array(PDF_BYTES)], { type: 'application/pdf' }), 'summary.pdf');
  if (options.video)
    form.append('lesson', new Blob([new Uint8Array(options.video)], { type: 'video/mp4' }), 'lesson.mp4');
  const created = await fetch(`${baseURL()}/api/courses`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${profToken}` },
    body: form,
  });
  expect(created.status, await created.clone().text()).toBe(201);
  const courseId = ((await created.json()) as { id: number }).id;
  await apiOk('PUT', `/courses/${courseId}/approve`, adminToken);

  // The student registers in the page's own context (the refresh cookie lands there), is funded, and buys.
  const response = await page.request.post('/api/auth/register', {
    data: { name: 'ياسين مرابط', email: uniqueEmail('offline.student'), password: 'MasarOffline#2026' },
  });
  expect(response.status(), await response.text()).toBe(201);
  const auth = (await response.json()) as { token: string; user: { id: number } };
  await apiOk('PUT', '/points/balance', adminToken, { user_id: auth.user.id, points: 100_000 });
  const bought = await api('POST', '/points/buy-course', auth.token, { courseId });
  expect(bought.status, JSON.stringify(bought.body)).toBeLessThan(300);
  await page.goto('/');
  await page.evaluate((token) => window.localStorage.setItem('token', token), auth.token);
  return { courseId, title: options.title, adminToken, studentToken: auth.token };
}

/** Waits until the service worker controls the page (it registers once the first page is shown). */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {
    timeout: 30_000,
  });
}
