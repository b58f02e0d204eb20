/**
 * /admin/jobs in a real browser against the real server: the admin opens it from the sidebar and sees the jobs the
 * server runs on a clock (started with the server), named in Arabic, with their schedule and counts per status;
 * a count filters the list and the filter is kept in the address. The page passes axe at 1280 and 390 px and is
 * no wider than a phone.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import arJobs from '../src/web/locales/ar/jobs.json';
import { DASHBOARDS } from './support/accounts';
import {
  DESKTOP,
  PHONE,
  expectNoAxeViolations,
  launchBrowser,
  screenshot,
  waitForApp,
} from './support/browser';
import { ar } from './support/locale';
import { sessionWith } from './support/live';
import { loginToken } from './support/sign-in';

let browser: Browser;
const t = arJobs;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

async function checkBothWidths(page: Page, label: string, picture: string) {
  await expectNoAxeViolations(page, `${label} at 1280 px`);
  await screenshot(page, `${picture}-desktop`);
  await page.setViewportSize(PHONE);
  await page.waitForTimeout(100);
  await screenshot(page, `${picture}-phone`);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `${label} width on a phone`).toBeLessThanOrEqual(PHONE.width);
  await expectNoAxeViolations(page, `${label} at 390 px`);
  await page.setViewportSize(DESKTOP);
}

describe('the admin jobs page', () => {
  it('lists the scheduled jobs with their names, schedules and counts, and filters by status', async () => {
    // Signed in by token (the sign-in form has its own specs): logins are throttled per account.
    const { page, context } = await sessionWith(browser, await loginToken('admin2'));
    await page.goto(DASHBOARDS.admin);
    await waitForApp(page);
    await page.getByRole('link', { name: ar.staffArea.staffNav.jobs }).click();
    await page.waitForURL('**/admin/jobs');
    await page.getByRole('heading', { level: 1, name: t.list.title }).waitFor();
    await waitForApp(page);

    // The recurring jobs exist from the server's first poll: each is shown by what it does, with its interval.
    const jobs = page.getByRole('list', { name: t.list.title });
    const reminders = jobs.getByRole('listitem').filter({ hasText: t.names.live_send_reminders });
    await reminders.waitFor();
    expect(await reminders.innerText()).toContain(t.every.minutes_one);
    expect(await reminders.innerText()).toContain('live.send-reminders');
    const cleanUp = jobs.getByRole('listitem').filter({ hasText: t.names.auth_clean_expired_tokens });
    expect(await cleanUp.innerText()).toContain('كل 6 ساعات');
    expect(await jobs.getByRole('listitem').count()).toBeGreaterThanOrEqual(4);
    await checkBothWidths(page, '/admin/jobs', 'admin-jobs');

    // The "waiting" count filters the list: recurring jobs wait for their next run.
    const counts = page.getByRole('list', { name: t.counts.label });
    const waiting = counts.getByRole('button', { name: new RegExp(t.counts.pending) }).first();
    await waiting.click();
    await page.waitForURL((url) => url.searchParams.get('status') === 'pending');
    // The button follows the address on the render after it changes: asked again until then.
    await expect.poll(() => waiting.getAttribute('aria-pressed')).toBe('true');
    // The previous list stays on screen (marked busy) until the filtered one arrives.
    await page.locator(`section[aria-label="${t.list.title}"][aria-busy="false"]`).waitFor();
    await reminders.waitFor();
    const statuses = await jobs.getByRole('listitem').allInnerTexts();
    expect(statuses.length).toBeGreaterThanOrEqual(4);
    expect(
      statuses.every((text) => text.includes(t.status.pending) || text.includes(t.status.retrying)),
    ).toBe(true);

    // "Failed" shows none on a healthy server, said plainly.
    await counts.getByRole('button', { name: new RegExp(t.counts.failed) }).click();
    await page.waitForURL((url) => url.searchParams.get('status') === 'failed');
    await page.getByText(t.list.empty).waitFor();
    await checkBothWidths(page, '/admin/jobs?status=failed', 'admin-jobs-failed');
    await context.close();
  });
});
