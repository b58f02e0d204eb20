/**
 * Set-up shared by the live teaching specs: pages signed in with a token, a student registered and funded
 * through the API (so no demo account's sign-in is spent), the Jitsi room's stand-in, and the staff pages'
 * buttons named by action and title.
 */
import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { LiveSession } from '../../src/contract/live';
import { uniqueEmail } from './accounts';
import { apiOk } from './api';
import { openPage, waitForApp, type Session } from './browser';
import { escapeRegExp } from './locale';

/** The embedded default room: a Jitsi room named after the session (the server's JITSI_BASE_URL). */
export const JITSI = 'https://meet.jit.si/';

/** A new context whose app is signed in with `token` (stored as the app stores it after a sign-in). */
export async function sessionWith(browser: Browser, token: string): Promise<Session> {
  const session = await openPage(browser);
  await session.page.goto('/');
  await session.page.evaluate((value) => window.localStorage.setItem('token', value), token);
  return session;
}

/** Jitsi is not reachable from the test machine: its pages are answered by a small stand-in. */
export async function standInJitsi(page: Page): Promise<void> {
  await page.route(`${JITSI}**`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="en"><title>Meeting</title><main aria-label="Jitsi"><h1>Meeting room</h1></main></html>',
    }),
  );
}

export interface FundedStudent {
  id: number;
  name: string;
  email: string;
  password: string;
  token: string;
}

/** Registers a new student through the API and sets their balance to `points` (an admin's correction). */
export async function fundedStudent(
  adminToken: string,
  name: string,
  points: number,
): Promise<FundedStudent> {
  const account = { name, email: uniqueEmail('live.student'), password: 'MasarLive#2026' };
  const registered = await apiOk<{ user: { id: number }; token: string }>(
    'POST',
    '/auth/register',
    null,
    account,
  );
  await apiOk('PUT', '/points/balance', adminToken, { user_id: registered.user.id, points });
  return { ...account, id: registered.user.id, token: registered.token };
}

/** The one session of `professorId` with this title, read through the API. */
export async function sessionTitled(professorId: number, token: string, title: string): Promise<LiveSession> {
  const list = await apiOk<{ sessions: LiveSession[] }>(
    'GET',
    `/professors/${professorId}/live-sessions?limit=50`,
    token,
  );
  const found = list.sessions.filter((s) => s.title === title);
  expect(found).toHaveLength(1);
  return found[0]!;
}

/** The professor's card for a session on /professor/live-sessions (or a student's card on their pages). */
export const sessionCard = (page: Page, title: string) =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) });

/** A staff button or link named by its action and the session's title, read after it for screen readers. */
export const named = (label: string, title: string) => ({
  name: new RegExp(`^${escapeRegExp(label)}\\s?: ${escapeRegExp(title)}$`),
});

/** Opens a page and waits for its heading and for nothing in it to be loading. */
export async function openAt(page: Page, path: string, heading: string): Promise<void> {
  await page.goto(path);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  await waitForApp(page);
}

/** `days` from now at 18:30 in the browser's zone, as a `datetime-local` input takes it. */
export function localDateTimeIn(days: number): string {
  const date = new Date(Date.now() + days * 24 * 3600_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T18:30`;
}

/** The number in a text, whatever digits the locale writes it with (Arabic-Indic or Latin). */
export function numberIn(text: string | null): number {
  const latin = (text ?? '').replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660)).replace(/[^\d]/g, '');
  return Number(latin);
}
