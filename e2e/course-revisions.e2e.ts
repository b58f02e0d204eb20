/**
 * Issue 16 in a real browser: a professor fixes a typo in a published course that a student bought. The fix
 * is a draft revision (the student keeps reading the published text), sent for review; the admin opens it
 * from the review queue and reads a one-word diff, approves it, and the student reads the fix. axe on the
 * professor's course page with its revision and on the admin's review of it. Everyone signs up or signs in
 * through the API (logins are throttled per account) and the pages get the token the app stores.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import arAuthoring from '../src/web/locales/ar/authoring.json';
import arContent from '../src/web/locales/ar/course-content.json';
import arReview from '../src/web/locales/ar/review.json';
import { uniqueEmail } from './support/accounts';
import { api, apiOk } from './support/api';
import { expectNoAxeViolations, launchBrowser, openPage, waitForApp, type Session } from './support/browser';
import { capture } from './support/capture';
import { fill } from './support/locale';
import { loginToken } from './support/sign-in';

const TYPO = 'الاعداد';
const FIXED = 'الأعداد';
const TEXT = (word: string) => `الدالة الأسية متزايدة تماما على مجموعة ${word} الحقيقية.`;

let browser: Browser;
let professor: Session;
let admin: Session;
let student: Session;
let tokens: { professor: string; admin: string; student: string };

async function signUp(role: 'student' | 'professor', name: string) {
  const answer = await api<{ token: string; user: { id: number } }>('POST', '/auth/register', null, {
    name,
    email: uniqueEmail(role),
    password: 'MasarRevision#2026',
    role,
  });
  expect(answer.status).toBe(201);
  return answer.body;
}

/** The app reads its token from storage at start: a page signed in without the login form. */
async function useToken(page: Page, token: string) {
  await page.goto('/');
  await page.evaluate((value) => window.localStorage.setItem('token', value), token);
}

beforeAll(async () => {
  browser = await launchBrowser();
  [professor, admin, student] = await Promise.all([openPage(browser), openPage(browser), openPage(browser)]);
  const [prof, learner, adminToken] = await Promise.all([
    signUp('professor', 'نادية بوزيد'),
    signUp('student', 'رياض مسعودي'),
    loginToken('admin2'),
  ]);
  tokens = { professor: prof.token, admin: adminToken, student: learner.token };
  await useToken(professor.page, tokens.professor);
  await useToken(admin.page, tokens.admin);
  await useToken(student.page, tokens.student);
  // A student owns it: an admin gives the points, the student buys.
  const funded = await api('PUT', '/points/balance', adminToken, { user_id: learner.user.id, points: 5000 });
  expect(funded.status).toBe(200);
});

afterAll(async () => {
  await browser?.close();
});

describe('a typo fixed in a published course', () => {
  it('is reviewed as a one-word diff, approved, and read by the student', async () => {
    const materials = await apiOk<{ id: number }[]>('GET', '/courses/materials/list', tokens.professor);
    const materialId = materials[0]!.id;
    const title = `الدوال الأسية ${Date.now().toString(36)}`;
    const created = await apiOk<{ id: number }>('POST', '/courses', tokens.professor, {
      title,
      description: 'درس قصير',
      sections: [{ title: 'تعريف', blocks: [{ type: 'text', title: 'الخاصية', content: TEXT(TYPO) }] }],
      material_id: materialId,
      price: 100,
    });
    await apiOk('PUT', `/courses/${created.id}/assign-material-admin`, tokens.admin, {
      material_id: materialId,
    });
    await apiOk('POST', '/points/buy-course', tokens.student, { courseId: created.id });

    // ── The professor fixes the word in the editor and sends the change for review ──
    const { page } = professor;
    await page.goto(`/professor/courses/${created.id}?edit=1`);
    await waitForApp(page);
    const text = page.getByLabel(arAuthoring.editor.blockText, { exact: true });
    expect(await text.inputValue()).toBe(TEXT(TYPO));
    await text.fill(TEXT(FIXED));
    await page.getByRole('button', { name: arAuthoring.editor.saveDraft }).click();
    const panel = page.getByRole('region', { name: arContent.revision.status.draft });
    await panel.waitFor();
    await panel.locator('ins', { hasText: FIXED }).waitFor();
    await expectNoAxeViolations(page, '/professor/courses/{id} with a draft revision');
    await panel.getByRole('button', { name: arAuthoring.revision.submit }).click();
    await page.getByText(arAuthoring.revision.submitted).first().waitFor();

    // The student still reads the published text while it waits.
    const reading = async () =>
      (
        await apiOk<{ sections: { blocks: { content: string | null }[] }[] }>(
          'GET',
          `/courses/${created.id}`,
          tokens.student,
        )
      ).sections[0]!.blocks[0]!.content;
    expect(await reading()).toBe(TEXT(TYPO));

    // ── The admin finds it in the queue and reads one word changed ──
    const adminPage = admin.page;
    await adminPage.goto('/admin/pending');
    await waitForApp(adminPage);
    await adminPage.getByRole('link', { name: new RegExp(title) }).click();
    await adminPage.getByRole('heading', { level: 2, name: title }).waitFor();
    const removed = adminPage.locator('del');
    const added = adminPage.locator('ins');
    await added.first().waitFor();
    expect(await removed.count()).toBe(1);
    expect(await added.count()).toBe(1);
    expect((await removed.textContent())?.trim()).toContain(TYPO);
    expect((await added.textContent())?.trim()).toContain(FIXED);
    // The paragraph reads right to left like the text it shows.
    expect(await added.evaluate((el) => getComputedStyle(el.closest('p[dir="auto"]')!).direction)).toBe(
      'rtl',
    );
    await expectNoAxeViolations(adminPage, '/admin/pending?course={id}&kind=revision');
    await capture(adminPage, 'admin-revision-diff', { waitForApp: true });
    await adminPage.getByRole('button', { name: arReview.revision.approve }).click();
    await adminPage.getByText(fill(arReview.revision.approved, { title })).first().waitFor();

    // ── The student reads the fix ──
    expect(await reading()).toBe(TEXT(FIXED));
    const studentPage = student.page;
    await studentPage.goto(`/coursesList/courses/${created.id}`);
    await studentPage.getByRole('heading', { level: 1, name: title }).waitFor();
    await studentPage.getByText(TEXT(FIXED)).waitFor();
    expect(await studentPage.getByText(TEXT(TYPO)).count()).toBe(0);
    expect([...professor.pageErrors, ...admin.pageErrors, ...student.pageErrors]).toEqual([]);
  });
});
