/** Registering, logging in and out, and resetting a forgotten password through the emailed link. */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ACCOUNTS, uniqueEmail } from './support/accounts';
import { api } from './support/api';
import { expectNoAxeViolations, launchBrowser, openPage, storedToken, waitForApp } from './support/browser';
import { accountMenuName, ar, fill } from './support/locale';
import { outboxFiles, waitForLinkInEmail } from './support/outbox';
import { signInThroughForm } from './support/sign-in';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('registration', () => {
  it('validates the form, creates a student account and lands on the student dashboard', async () => {
    const { page, context, pageErrors } = await openPage(browser);
    await page.goto('/register');
    await waitForApp(page);
    await page.getByRole('heading', { level: 1, name: ar.auth.register.title }).waitFor();
    await expectNoAxeViolations(page, '/register');

    // Nothing filled in: the contract's own rules are shown, translated, next to each field.
    await page.locator('form button[type="submit"]').click();
    await page.getByText(ar.errors['Name must be at least 2 characters']).waitFor();
    await page.getByText(ar.errors['Enter a valid email address']).waitFor();
    expect(await page.locator('[aria-invalid="true"]').count()).toBe(3);
    await expectNoAxeViolations(page, '/register with errors');

    const email = uniqueEmail('lina');
    await page.locator('input[name="name"]').fill('Lina Bensalem');
    await page.locator('input[name="email"]').fill(email);
    await page.locator('input[name="password"]').fill('Lina#Password1');
    await page.locator('form button[type="submit"]').click();
    await page.waitForURL('**/TTHStudentDashboard');
    await waitForApp(page);

    await page
      .getByRole('heading', { level: 1, name: fill(ar.users.dashboard.greeting, { name: 'Lina Bensalem' }) })
      .waitFor();
    await page.getByText(email).first().waitFor();
    expect(await storedToken(page)).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(await page.evaluate(() => localStorage.getItem('userRole'))).toBe('student');
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('registers a professor, who lands on the professor dashboard', async () => {
    const { page, context } = await openPage(browser);
    await page.goto('/register?role=professor');
    await waitForApp(page);
    expect(await page.locator('input[name="role"][value="professor"]').isChecked()).toBe(true);
    await page.locator('input[name="name"]').fill('Sofiane Kaci');
    await page.locator('input[name="email"]').fill(uniqueEmail('sofiane'));
    await page.locator('input[name="password"]').fill('Sofiane#Password1');
    await page.locator('form button[type="submit"]').click();
    await page.waitForURL('**/professor/dashboard');
    await waitForApp(page);
    await page
      .getByRole('heading', { level: 1, name: fill(ar.users.dashboard.greeting, { name: 'Sofiane Kaci' }) })
      .waitFor();
    await context.close();
  });

  it("shows the server's refusal for an email that is already registered", async () => {
    const { page, context } = await openPage(browser);
    await page.goto('/register');
    await waitForApp(page);
    await page.locator('input[name="name"]').fill('Amine Again');
    await page.locator('input[name="email"]').fill(ACCOUNTS.student.email);
    await page.locator('input[name="password"]').fill('Another#Password1');
    await page.locator('form button[type="submit"]').click();
    await page.getByRole('alert').getByText(ar.errors['Email already registered']).waitFor();
    expect(new URL(page.url()).pathname).toBe('/register');
    await context.close();
  });
});

describe('logging in and out', () => {
  it('refuses wrong credentials with a readable message', async () => {
    const { page, context } = await openPage(browser);
    await page.goto('/login');
    await waitForApp(page);
    await expectNoAxeViolations(page, '/login');
    await page.locator('input[name="email"]').fill(ACCOUNTS.student.email);
    await page.locator('input[name="password"]').fill('not-the-password');
    await page.locator('form button[type="submit"]').click();
    await page.getByRole('alert').getByText(ar.errors['Invalid credentials']).waitFor();
    await expectNoAxeViolations(page, '/login with an error');
    expect(await storedToken(page)).toBeNull();
    await context.close();
  });

  it('logs a student in, then out from the account menu', async () => {
    const { page, context } = await openPage(browser);
    await page.goto('/');
    await waitForApp(page);
    await page.getByRole('banner').getByRole('link', { name: ar.common.nav.signIn }).click();
    await page.waitForURL('**/login');
    await signInThroughForm(page, 'student', '**/TTHStudentDashboard');
    await expectNoAxeViolations(page, '/TTHStudentDashboard');

    await page.getByRole('banner').getByRole('button', { name: accountMenuName }).click();
    const menu = page.getByRole('menu');
    await menu.getByRole('menuitem', { name: ar.common.nav.dashboard }).waitFor();
    await expectNoAxeViolations(page, 'the account menu');
    await menu.getByRole('menuitem', { name: ar.common.nav.signOut }).click();

    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('banner').getByRole('link', { name: ar.common.nav.signIn }).waitFor();
    expect(await storedToken(page)).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('userRole'))).toBeNull();

    // The refresh cookie was revoked too: a reload stays signed out.
    await page.reload();
    await waitForApp(page);
    await page.getByRole('banner').getByRole('link', { name: ar.common.nav.signIn }).waitFor();
    await context.close();
  });

  it('keeps its token for its quarter hour on a device whose clock runs three hours ahead', async () => {
    const { page, context, pageErrors } = await openPage(browser);
    // The device's clock, three hours ahead of the server's, and running.
    await page.clock.install({ time: Date.now() + 3 * 3600_000 });
    const refreshes: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/auth/refresh-token') refreshes.push(request.method());
    });
    await signInThroughForm(page, 'student', '**/TTHStudentDashboard');
    // Compared with the device's clock, each new token looked expired and was refreshed at once, in a loop.
    await page.waitForTimeout(3_000);
    expect(refreshes).toEqual([]);
    await page.getByRole('banner').getByRole('button', { name: accountMenuName }).waitFor();
    expect(await storedToken(page)).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});

/**
 * Gives a demo account its seeded password back through a second emailed link (by the API, no page): the other
 * browser test files sign in with these accounts, in whatever order they run.
 */
async function restorePassword(
  account: { email: string; password: string },
  platform: 'tth' | 'schoolhouse',
): Promise<void> {
  const dataDir = inject('dataDir');
  const seen = new Set(outboxFiles(dataDir));
  const asked = await api('POST', '/auth/forgot-password', null, { email: account.email, platform });
  expect(asked.status).toBe(200);
  const link = await waitForLinkInEmail(
    dataDir,
    account.email,
    /https?:\/\/[^\s"'<>]+\/reset-password\?token=[\w.~%-]+/,
    seen,
  );
  const token = new URL(link).searchParams.get('token') ?? '';
  const reset = await api('POST', '/auth/reset-password', null, { token, newPassword: account.password });
  expect(reset.status, JSON.stringify(reset.body)).toBe(200);
}

describe('forgotten password', () => {
  it('resets it through the emailed link, then logs in with the new password', async () => {
    const dataDir = inject('dataDir');
    const account = ACCOUNTS.student3;
    const seen = new Set(outboxFiles(dataDir));
    const { page, context } = await openPage(browser);

    await page.goto('/login');
    await waitForApp(page);
    await page.getByRole('link', { name: ar.auth.login.forgot }).click();
    await page.waitForURL('**/forgot-password');
    await waitForApp(page);
    await expectNoAxeViolations(page, '/forgot-password');
    await page.locator('input[name="email"]').fill(account.email);
    await page.locator('form button[type="submit"]').click();
    await page.getByText(ar.auth.forgot.sentTitle).waitFor();
    await expectNoAxeViolations(page, '/forgot-password after sending');

    const link = await waitForLinkInEmail(
      dataDir,
      account.email,
      /https?:\/\/[^\s"'<>]+\/reset-password\?token=[\w.~%-]+/,
      seen,
    );
    expect(link.startsWith(`${inject('baseURL')}/reset-password?token=`)).toBe(true);

    await page.goto(link);
    await waitForApp(page);
    await page.getByText(account.email).waitFor();
    await expectNoAxeViolations(page, '/reset-password');

    await page.locator('input[name="new-password"]').fill('Karim#NewPassword1');
    await page.locator('input[name="confirm-password"]').fill('Karim#Different1');
    await page.locator('form button[type="submit"]').click();
    await page.getByText(ar.auth.reset.mismatch).waitFor();

    await page.locator('input[name="confirm-password"]').fill('Karim#NewPassword1');
    await page.locator('form button[type="submit"]').click();
    await page.waitForURL((url) => url.pathname === '/login');
    await waitForApp(page);
    expect(await page.locator('input[name="email"]').inputValue()).toBe(account.email);

    await signInThroughForm(
      page,
      { email: account.email, password: 'Karim#NewPassword1' },
      '**/TTHStudentDashboard',
    );

    // The link is single-use.
    const again = await browser.newContext({ baseURL: inject('baseURL') });
    const second = await again.newPage();
    await second.goto(link);
    await second.getByText(ar.auth.reset.invalidTitle).waitFor();
    await again.close();
    await context.close();
    await restorePassword(account, 'tth');
  });

  it('sends staff a link back to the staff space', async () => {
    const dataDir = inject('dataDir');
    const email = 'prof.haddad@masar.dz';
    const seen = new Set(outboxFiles(dataDir));
    const { page, context } = await openPage(browser);

    await page.goto('/schoolhouse/login');
    await waitForApp(page);
    await page.getByRole('link', { name: ar.auth.login.forgot }).click();
    await page.waitForURL('**/schoolhouse/forgot-password');
    await waitForApp(page);
    await expectNoAxeViolations(page, '/schoolhouse/forgot-password');
    await page.locator('input[name="email"]').fill(email);
    await page.locator('form button[type="submit"]').click();
    await page.getByText(ar.auth.forgot.sentTitle).waitFor();

    const link = await waitForLinkInEmail(
      dataDir,
      email,
      /https?:\/\/[^\s"'<>]+\/schoolhouse\/reset-password\?token=[\w.~%-]+/,
      seen,
    );
    await page.goto(link);
    await waitForApp(page);
    await page.getByText(email).waitFor();
    await expectNoAxeViolations(page, '/schoolhouse/reset-password');
    await page.locator('input[name="new-password"]').fill('Haddad#NewPassword1');
    await page.locator('input[name="confirm-password"]').fill('Haddad#NewPassword1');
    await page.locator('form button[type="submit"]').click();
    await page.waitForURL((url) => url.pathname === '/schoolhouse/login');
    await signInThroughForm(
      page,
      { email, password: 'Haddad#NewPassword1' },
      '**/professor/dashboard',
      '/schoolhouse/login',
    );
    await context.close();
    await restorePassword({ email, password: 'MasarProf#2026' }, 'schoolhouse');
  });

  it('explains an invalid or missing reset link', async () => {
    const { page, context } = await openPage(browser);
    for (const path of [
      '/reset-password?token=not-a-real-token',
      '/reset-password',
      '/schoolhouse/reset-password',
    ]) {
      await page.goto(path);
      await waitForApp(page);
      await page.getByText(ar.auth.reset.invalidTitle).waitFor();
      await expectNoAxeViolations(page, path);
    }
    await context.close();
  });
});
