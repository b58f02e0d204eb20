/** Who may see which area: signed-out visitors go to login and back, roles stay in their own area. */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DASHBOARDS } from './support/accounts';
import { expectNoAxeViolations, launchBrowser, openPage, waitForApp } from './support/browser';
import { ar } from './support/locale';
import { signInThroughForm } from './support/sign-in';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const pathOf = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};

describe('signed-out visitors', () => {
  it('are sent from /profile to the login page and back after logging in', async () => {
    const { page, context } = await openPage(browser);
    await page.goto('/profile');
    await page.waitForURL('**/login?next=%2Fprofile');
    await signInThroughForm(page, 'student', (url) => url.pathname === '/profile');
    await page.getByRole('heading', { level: 2, name: ar.users.edit.title }).waitFor();
    await expectNoAxeViolations(page, '/profile');
    await context.close();
  });

  it('are sent from the staff areas to the staff login', async () => {
    const { page, context } = await openPage(browser);
    await page.goto('/admin/dashboard');
    await page.waitForURL('**/schoolhouse/login?next=%2Fadmin%2Fdashboard');
    await waitForApp(page);
    await page.getByRole('heading', { level: 1, name: ar.auth.login.staffTitle }).waitFor();
    await expectNoAxeViolations(page, '/schoolhouse/login');

    await page.goto('/professor/dashboard');
    await page.waitForURL('**/schoolhouse/login?next=%2Fprofessor%2Fdashboard');
    await context.close();
  });
});

describe('a student', () => {
  it('is turned back from the admin and professor areas with a toast', async () => {
    const { page, context } = await openPage(browser);
    await signInThroughForm(page, 'student', `**${DASHBOARDS.student}`);

    await page.goto('/admin/dashboard');
    await page.waitForURL(`**${DASHBOARDS.student}`);
    await page.getByText(ar.common.guard.notYourArea).waitFor();

    await page.goto('/professor/dashboard');
    await page.waitForURL(`**${DASHBOARDS.student}`);
    await waitForApp(page);
    expect(pathOf(page.url())).toBe(DASHBOARDS.student);

    // Signed in already: the login page sends them on.
    await page.goto('/login');
    await page.waitForURL(`**${DASHBOARDS.student}`);
    await context.close();
  });
});

describe('staff', () => {
  it('an admin logs in at the staff entry and lands on the admin dashboard', async () => {
    const { page, context } = await openPage(browser);
    await page.goto('/schoolhouse');
    await waitForApp(page);
    await expectNoAxeViolations(page, '/schoolhouse');
    await page.getByRole('link', { name: ar.auth.schoolhouse.signIn }).click();
    await signInThroughForm(page, 'admin', `**${DASHBOARDS.admin}`, '/schoolhouse/login');

    const sidebar = page.getByRole('navigation', { name: ar.staffArea.staff.navigation });
    const current = sidebar.getByRole('link', { name: ar.staffArea.staffNav.dashboard });
    expect(await current.getAttribute('aria-current')).toBe('page');
    await expectNoAxeViolations(page, DASHBOARDS.admin);

    // Not the professor area, and /admin itself opens the dashboard.
    await page.goto('/professor/dashboard');
    await page.waitForURL(`**${DASHBOARDS.admin}`);
    await page.goto('/admin');
    await page.waitForURL(`**${DASHBOARDS.admin}`);

    // An unknown staff page is a not-found page inside the staff layout, with a 404 status.
    const unknown = await page.goto('/admin/no-such-page');
    expect(unknown?.status()).toBe(404);
    await waitForApp(page);
    await page.getByRole('heading', { level: 1, name: ar.common.notFound.title }).waitFor();
    await sidebar.waitFor();
    await expectNoAxeViolations(page, '/admin/no-such-page');
    await context.close();
  });

  it('a professor lands on the professor dashboard, also from the public login', async () => {
    const { page, context } = await openPage(browser);
    await signInThroughForm(page, 'professor', `**${DASHBOARDS.professor}`);
    await page.getByRole('navigation', { name: ar.staffArea.staff.navigation }).waitFor();
    await expectNoAxeViolations(page, DASHBOARDS.professor);
    await page.goto('/admin/dashboard');
    await page.waitForURL(`**${DASHBOARDS.professor}`);
    await page.getByText(ar.common.guard.notYourArea).waitFor();
    await context.close();
  });

  it('on a phone, the staff sidebar opens as a dialog', async () => {
    const { page, context } = await openPage(browser, {
      viewport: { width: 390, height: 844 },
      isMobile: true,
    });
    await signInThroughForm(page, 'professor', `**${DASHBOARDS.professor}`);
    await page.getByRole('button', { name: ar.common.nav.openMenu }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('link', { name: ar.staffArea.staffNav.dashboard }).waitFor();
    await expectNoAxeViolations(page, 'the staff menu on a phone');
    await dialog.getByRole('button', { name: ar.common.nav.closeMenu }).click();
    await dialog.waitFor({ state: 'detached' });
    await context.close();
  });
});
