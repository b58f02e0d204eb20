import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { ACCOUNTS, type AccountName } from './accounts';
import { api } from './api';
import { waitForApp } from './browser';

/**
 * Signs in through the API (no page): the access token. Logins are throttled per account (ten per quarter
 * hour), and the whole browser suite runs longer than that, so a token is kept in a file of the run and
 * reused by every spec for ten minutes (it lives fifteen) while the server still takes it. Specs that test signing in use the form instead.
 */
export async function loginToken(
  account: AccountName | { email: string; password: string },
): Promise<string> {
  const { email, password } = typeof account === 'string' ? ACCOUNTS[account] : account;
  const cache = tokenCacheFile();
  const kept = readTokens(cache)[email];
  // A kept token is checked first: a spec may have signed the account out everywhere since.
  if (kept && Date.now() - kept.at < TOKEN_REUSE_MS) {
    if ((await api('GET', '/auth/me', kept.token)).status === 200) return kept.token;
  }
  const answer = await api<{ token: string }>('POST', '/auth/login', null, { email, password });
  expect(answer.status, `login of ${email}`).toBe(200);
  writeFileSync(
    cache,
    JSON.stringify({ ...readTokens(cache), [email]: { token: answer.body.token, at: Date.now() } }),
  );
  return answer.body.token;
}

const TOKEN_REUSE_MS = 10 * 60_000;

/** One cache per test run: in the test server's own data folder, removed with it. */
function tokenCacheFile(): string {
  return join(inject('dataDir'), 'e2e-tokens.json');
}

function readTokens(file: string): Record<string, { token: string; at: number }> {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Record<string, { token: string; at: number }>;
  } catch {
    return {};
  }
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
