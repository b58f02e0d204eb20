/**
 * Screenshots for people to look at (e2e/artifacts, git-ignored): home in Arabic, login, and each role's
 * dashboard, on a 1280 px desktop and a 390 px phone. Each page also passes axe at both widths.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { DASHBOARDS, type AccountName } from './support/accounts';
import {
  DESKTOP,
  waitForToastsToClose,
  PHONE,
  expectNoAxeViolations,
  launchBrowser,
  openPage,
  screenshot,
  waitForApp,
} from './support/browser';
import { signInThroughForm } from './support/sign-in';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

async function capture(page: Page, name: string) {
  await page.setViewportSize(DESKTOP);
  await waitForApp(page);
  await waitForToastsToClose(page);
  await screenshot(page, `${name}-desktop`);
  await page.setViewportSize(PHONE);
  await page.waitForTimeout(100);
  await screenshot(page, `${name}-phone`);
  await expectNoAxeViolations(page, `${name} at 390 px`);
  await page.setViewportSize(DESKTOP);
}

describe('screenshots', () => {
  it('of the public pages', async () => {
    const { page, context } = await openPage(browser);
    for (const [name, path] of [
      ['home-ar', '/'],
      ['login', '/login'],
      ['register', '/register'],
      ['schoolhouse', '/schoolhouse'],
      ['schoolhouse-login', '/schoolhouse/login'],
      ['not-found', '/no-such-page'],
    ] as const) {
      await page.goto(path);
      await waitForApp(page);
      await capture(page, name);
    }
    await context.close();
  });

  it.each([
    ['student', 'student', DASHBOARDS.student],
    ['professor', 'professor', DASHBOARDS.professor],
    ['admin', 'admin', DASHBOARDS.admin],
  ] as [string, AccountName, string][])('of the %s dashboard', async (role, account, path) => {
    const { page, context } = await openPage(browser);
    await signInThroughForm(page, account, `**${path}`, role === 'student' ? '/login' : '/schoolhouse/login');
    await page.locator('section[aria-labelledby="profile-card-title"]').waitFor();
    await capture(page, `dashboard-${role}`);
    await context.close();
  });
});
