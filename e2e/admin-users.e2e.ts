/**
 * The admin users pages in a real browser against the real server: the admin finds a new student by part of their
 * email, suspends them (the student's sign-in is refused with the suspension message), reactivates them (the
 * student signs in again), and the account's audit log shows both changes with the admin's name. Both pages pass
 * axe at 1280 and 390 px (photographed at both), and neither is wider than a 390 px phone.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import arUsersAdmin from '../src/web/locales/ar/users-admin.json';
import { DASHBOARDS, uniqueEmail } from './support/accounts';
import {
  DESKTOP,
  PHONE,
  baseURL,
  expectNoAxeViolations,
  launchBrowser,
  openPage,
  screenshot,
  waitForApp,
  waitForToastsToClose,
} from './support/browser';
import { ar } from './support/locale';
import { signInThroughForm } from './support/sign-in';

let browser: Browser;
const t = arUsersAdmin;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** A student registered through the API, as someone signing up would be. */
async function registerStudent(name: string, email: string, password: string): Promise<void> {
  const response = await fetch(`${baseURL()}/api/auth/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ name, email, password }),
  });
  expect(response.status).toBe(201);
}

/** Axe at the desktop and phone widths; on the phone the page must not scroll sideways. */
async function checkBothWidths(page: Page, label: string, picture: string) {
  await waitForToastsToClose(page);
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

async function studentSignInError(email: string, password: string): Promise<string> {
  const { page, context } = await openPage(browser);
  await page.goto('/login');
  await waitForApp(page);
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('form button[type="submit"]').click();
  const text = await page.getByRole('alert').filter({ hasText: /\S/ }).first().innerText();
  await context.close();
  return text;
}

describe('the admin users pages', () => {
  it('finds a student by part of the email, suspends and reactivates them, and logs both', async () => {
    const stamp = Date.now().toString(36);
    const name = `Salim Haddad ${stamp}`;
    const email = uniqueEmail(`salim${stamp}`);
    const password = 'Salim#Pass2026';
    await registerStudent(name, email, password);

    const { page, context } = await openPage(browser);
    await signInThroughForm(page, 'admin', `**${DASHBOARDS.admin}`, '/schoolhouse/login');
    await page.getByRole('link', { name: ar.staffArea.staffNav.users }).click();
    await page.waitForURL('**/admin/users');
    await page.getByRole('heading', { level: 1, name: t.list.title }).waitFor();
    await waitForApp(page);
    await checkBothWidths(page, '/admin/users', 'admin-users');

    // Part of the address, typed: the list follows once typing stops.
    await page.getByLabel(t.list.search).fill(`salim${stamp}`);
    await page.waitForURL((url) => url.searchParams.get('q') === `salim${stamp}`);
    const row = page.getByRole('link', { name, exact: true });
    await row.waitFor();
    await page.getByText(t.list.count_one, { exact: true }).waitFor();
    expect(await page.getByRole('table').getByRole('link').count()).toBe(1);
    await row.click();
    await page.getByRole('heading', { level: 1, name }).waitFor();
    await waitForApp(page);
    await page.getByText(t.audit.empty).waitFor();
    await checkBothWidths(page, '/admin/users/{id}', 'admin-user');

    // Suspend, with a reason.
    await page.getByRole('button', { name: t.actions.suspend, exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(t.confirm.suspend.reason).fill('Shared the account');
    await dialog.getByRole('button', { name: t.confirm.suspend.confirm, exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: t.actions.reactivate, exact: true }).waitFor();

    expect(await studentSignInError(email, password)).toContain(ar.errors['This account is suspended']);

    // Reactivate.
    await page.getByRole('button', { name: t.actions.reactivate, exact: true }).click();
    await dialog.getByRole('button', { name: t.confirm.reactivate.confirm, exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: t.actions.suspend, exact: true }).waitFor();

    const log = page.getByRole('list', { name: t.audit.title });
    await log.getByText(t.audit.action.reactivated).waitFor();
    const entries = log.getByRole('listitem');
    expect(await entries.count()).toBe(2);
    expect(await entries.nth(0).innerText()).toContain(t.audit.action.reactivated);
    expect(await entries.nth(1).innerText()).toContain(t.audit.action.suspended);
    expect(await entries.nth(1).innerText()).toContain('Shared the account');
    expect(await log.innerText()).toContain('مدير المنصة');
    await checkBothWidths(page, '/admin/users/{id} with its audit log', 'admin-user-audit');

    // The student signs in again.
    const student = await openPage(browser);
    await signInThroughForm(student.page, { email, password }, `**${DASHBOARDS.student}`);
    await student.context.close();
    await context.close();
  });
});
