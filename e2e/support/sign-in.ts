import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { ACCOUNTS, type AccountName } from './accounts';
import { api } from './api';
import { waitForApp } from './browser';

/** Signs in through the API (no page): the access token. Logins are throttled per account: use it sparingly. */
export async function loginToken(
  account: AccountName | { email: string; password: string },
): Promise<string> {
  const { email, password } = typeof account === 'string' ? ACCOUNTS[account] : account;
  const answer = await api<{ token: string }>('POST', '/auth/login', null, { email, password });
  expect(answer.status, `login of ${email}`).toBe(200);
  return answer.body.token;
}

/**
 * Signs in through the login page like a person would: fills the form and waits to land on `expectedPath`.
 * `loginPath` picks the student or the staff login.
 */
export async function signInThroughForm(
  page: Page,
  account: AccountName | { email: string; password: string },
  expectedPath: string | RegExp | ((url: URL) => boolean),
  loginPath = '/login',
): Promise<void> {
  const { email, password } = typeof account === 'string' ? ACCOUNTS[account] : account;
  if (!page.url().includes(loginPath)) await page.goto(loginPath);
  await waitForApp(page);
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL(expectedPath);
  // The login form goes away once the page signed into has rendered.
  await page.locator('input[name="password"]').waitFor({ state: 'detached' });
  await waitForApp(page);
}
