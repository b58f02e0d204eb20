/**
 * Buying a course from its page: a student with no points sees the content locked and how many
 * points are missing, with the way to top up; once funded (an admin balance correction) they buy it through
 * the confirm dialog and the content (a text block and the PDF frame) opens in place, the balance lowered by
 * the price; a balance spent meanwhile is refused inside the dialog (402). axe and screenshots of both states. The student registers through the API (no login, which is
 * throttled per account, and no demo account other files change); the admin logs in once.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import arContent from '../src/web/locales/ar/course-content.json';
import arCourse from '../src/web/locales/ar/course.json';
import { uniqueEmail } from './support/accounts';
import { api } from './support/api';
import {
  expectNoAxeViolations,
  launchBrowser,
  openPage,
  screenshot,
  waitForApp,
  type Session,
} from './support/browser';
import { capture } from './support/capture';
import { fill } from './support/locale';
import { loginToken } from './support/sign-in';

const COURSE_TITLE = 'الميكانيك: قوانين نيوتن وحركة الأجسام';
const TEXT_CONTENT = 'في معلم غاليلي: مجموع القوى الخارجية = m · a.';
const PDF_NAME = 'بطاقة تلخيصية.pdf';
const LEFT_AFTER = 250;

let browser: Browser;
let student: Session;
let studentToken = '';
let studentId = 0;

beforeAll(async () => {
  browser = await launchBrowser();
  student = await openPage(browser);
  // Registering answers with the session (and sets the refresh cookie in this browser context).
  const response = await student.page.request.post('/api/auth/register', {
    data: { name: 'سارة بن يحيى', email: uniqueEmail('buyer'), password: 'MasarBuyer#2026' },
  });
  expect(response.status(), await response.text()).toBe(201);
  const auth = (await response.json()) as { token: string; user: { id: number } };
  studentToken = auth.token;
  studentId = auth.user.id;
  await student.page.goto('/');
  await student.page.evaluate((token) => window.localStorage.setItem('token', token), studentToken);
});

afterAll(async () => {
  await browser?.close();
});

describe('buying a course from its page', () => {
  it('shows a student without points what is missing, then buys through the dialog and opens the content', async () => {
    const { page, pageErrors } = student;

    const found = await api<{ courses: { id: number; title: string; price: number | null }[] }>(
      'GET',
      `/courses?search=${encodeURIComponent('الميكانيك')}&limit=10`,
      null,
    );
    const course = found.body.courses.find((c) => c.title === COURSE_TITLE);
    expect(course?.price, 'the demo course has a price').toBeGreaterThan(0);
    const { id, price } = course as { id: number; price: number };

    // ── Locked, with the shortfall and the way to top up ──
    await page.goto(`/coursesList/courses/${id}`);
    await page.getByRole('heading', { level: 1, name: COURSE_TITLE }).waitFor();
    await waitForApp(page);
    const aside = page.getByRole('complementary');
    const buy = aside.getByRole('button', { name: arCourse.buy.button });
    await buy.waitFor();
    expect(await buy.isDisabled()).toBe(true);
    const topUp = aside.getByRole('link', { name: arCourse.buy.topUp });
    expect(await topUp.getAttribute('href')).toBe('/points');
    expect(await buy.getAttribute('aria-describedby')).toBeTruthy();
    expect(await page.getByText(arContent.block.locked).count()).toBeGreaterThan(0);
    expect(await page.getByText(TEXT_CONTENT).count()).toBe(0);
    expect(await page.locator('iframe').count()).toBe(0);
    await capture(page, 'course-buy-locked');

    // ── Funded by an admin correction, the student buys it ──
    const adminToken = await loginToken('admin');
    const funded = await api('PUT', '/points/balance', adminToken, {
      user_id: studentId,
      points: price + LEFT_AFTER,
    });
    expect(funded.status).toBe(200);

    await page.reload();
    await page.getByRole('heading', { level: 1, name: COURSE_TITLE }).waitFor();
    await waitForApp(page);
    await aside.getByRole('link', { name: arCourse.buy.topUp }).waitFor({ state: 'detached' });
    expect(await buy.isDisabled()).toBe(false);
    await buy.click();

    const dialog = page.getByRole('dialog', { name: arCourse.buy.confirmTitle });
    await dialog.waitFor();
    await dialog.getByText(COURSE_TITLE).waitFor();
    await expectNoAxeViolations(page, 'the purchase dialog');
    await screenshot(page, 'course-buy-dialog-desktop');

    // The balance drops meanwhile (spent in another tab): the refusal says so inside the dialog.
    const setBalance = async (points: number) =>
      expect((await api('PUT', '/points/balance', adminToken, { user_id: studentId, points })).status).toBe(
        200,
      );
    await setBalance(0);
    await dialog.getByRole('button', { name: arCourse.buy.confirm }).click();
    await dialog.getByRole('alert').getByText(arCourse.buy.insufficient).waitFor();
    expect(await dialog.getByRole('link', { name: arCourse.buy.topUp }).getAttribute('href')).toBe('/points');
    await setBalance(price + LEFT_AFTER);
    await dialog.getByRole('button', { name: arCourse.buy.confirm }).click();

    // ── The content opens in place ──
    await page.getByText(arCourse.buy.bought).waitFor();
    await dialog.waitFor({ state: 'detached' });
    await aside.getByText(arCourse.access.owned).waitFor();
    await page.getByText(TEXT_CONTENT).waitFor();
    const frame = page.locator(`iframe[title="${fill(arContent.block.pdfTitle, { name: PDF_NAME })}"]`);
    await frame.waitFor();
    const src = (await frame.getAttribute('src')) ?? '';
    expect(src).toMatch(/^\/api\/courses\/\d+\/files\/\d+\?t=/);
    const pdf = await page.request.get(src);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('outline-title');
    expect(page.url()).toMatch(new RegExp(`/coursesList/courses/${id}$`));

    const balance = await api<{ balance: number }>('GET', '/points/balance', studentToken);
    expect(balance.body.balance).toBe(LEFT_AFTER);
    const again = await api<{ error: string }>('POST', '/points/buy-course', studentToken, { courseId: id });
    expect(again.status).toBe(409);

    await capture(page, 'course-buy-open');
    expect(pageErrors).toEqual([]);
  });
});
