/**
 * Learning on a weak connection (issue 21): a student keeps a bought course, loses the network (Playwright's
 * offline mode), reloads, and still reads its text and its PDF, marked as the copy on this device; the course is
 * then refunded (the admin deletes it) and, back online, the copy is removed. axe on the course page with the
 * keep panel open and on the offline copy.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import arOffline from '../src/web/locales/ar/offline.json';
import { api } from './support/api';
import { expectNoAxeViolations, launchBrowser, openPage, waitForApp, type Session } from './support/browser';
import { capture } from './support/capture';
import {
  courseForOffline,
  OFFLINE_TEXT,
  waitForServiceWorker,
  type OfflineWorld,
} from './support/offline-course';

let browser: Browser;
let student: Session;
let world: OfflineWorld;

beforeAll(async () => {
  browser = await launchBrowser();
  student = await openPage(browser);
  world = await courseForOffline(student.page, { title: 'الحركة المستقيمة المنتظمة' });
});

afterAll(async () => {
  await browser?.close();
});

const keptRecords = (session: Session) =>
  session.page.evaluate(() => Object.keys(JSON.parse(localStorage.getItem('masar.offline.kept') ?? '{}')));

describe('a course kept for offline reading', () => {
  it('opens with no connection, text and PDF, and is removed once the course is refunded', async () => {
    const { page, context } = student;
    await page.goto(`/coursesList/courses/${world.courseId}`);
    await page.getByRole('heading', { level: 1, name: world.title }).waitFor();
    await waitForApp(page);
    await page.getByText(OFFLINE_TEXT).waitFor();
    await waitForServiceWorker(page);

    // Keep it: the choice says what it takes, then the course says it is kept and how much space it uses.
    await page.getByRole('button', { name: arOffline.keep.start }).click();
    const choice = page.getByRole('group', { name: arOffline.keep.legend });
    await choice.waitFor();
    await expectNoAxeViolations(page, 'keep for offline choice');
    await choice.getByRole('button', { name: /^حفظ/ }).click();
    const kept = page.getByRole('status').filter({ hasText: 'محفوظة على هذا الجهاز' });
    await kept.waitFor();
    expect(await keptRecords(student)).toEqual([String(world.courseId)]);
    await capture(page, 'course-kept-offline');

    // No network: the page reloads from the device and reads the kept copy.
    await context.setOffline(true);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: world.title }).waitFor();
    await page.getByText(OFFLINE_TEXT).waitFor();
    await page.getByText(arOffline.kept.offlineBody).waitFor();
    const frame = page.locator('iframe');
    await frame.waitFor();
    const pdfUrl = (await frame.getAttribute('src'))!;
    const pdfHead = await page.evaluate(async (url) => {
      const response = await fetch(url);
      return { status: response.status, start: (await response.text()).slice(0, 8) };
    }, pdfUrl);
    expect(pdfHead).toEqual({ status: 200, start: '%PDF-1.4' });
    await expectNoAxeViolations(page, 'course read offline');
    await capture(page, 'course-read-offline');

    // The access ends (the admin deletes the course: its buyers are refunded) while the device is away.
    const deleted = await api<{ message: string }>('DELETE', `/courses/${world.courseId}`, world.adminToken);
    expect(deleted.body.message).toBe('Course deleted; 1 buyer(s) refunded');

    // Back online, the kept copy is checked and removed: files, the course and its record.
    await context.setOffline(false);
    await page.goto('/');
    await waitForApp(page);
    await page.waitForFunction(
      () => Object.keys(JSON.parse(localStorage.getItem('masar.offline.kept') ?? '{}')).length === 0,
      undefined,
      { timeout: 20_000 },
    );
    const cached = await page.evaluate(async () => {
      const cache = await caches.open('masar-offline-v1');
      return (await cache.keys()).map((request) => new URL(request.url).pathname);
    });
    expect(cached).toEqual([]);
    expect(student.pageErrors).toEqual([]);
  }, 120_000);
});
