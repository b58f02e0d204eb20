/**
 * Every page of the app on a 390 × 844 phone, for the role it is made for: no page may be wider than the
 * screen (a table scrolls inside its own region, never the page). The pages come from the one registry the
 * server also answers from (src/contract/pages.ts), so a new page is checked without touching this file — and
 * a registry entry the web router does not serve fails here with its not-found page.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import arCommon from '../src/web/locales/ar/common.json';
import { webPages, type PageAccess } from '../src/contract/pages';
import { ACCOUNTS } from './support/accounts';
import { apiOk } from './support/api';
import { launchBrowser, openPage, PHONE, type Session } from './support/browser';
import { loginToken } from './support/sign-in';

let browser: Browser;
const tokens: Partial<Record<Exclude<PageAccess, 'public'>, string>> = {};
/** A value for each path parameter, per page: a demo record the page's role may open. */
const samples = new Map<string, string>();

const get = <T>(path: string, token?: string) => apiOk<T>('GET', path, token ?? null);

beforeAll(async () => {
  browser = await launchBrowser();
  tokens.admin = await loginToken(ACCOUNTS.admin2);
  tokens.professor = await loginToken(ACCOUNTS.professor2);
  tokens.student = await loginToken(ACCOUNTS.student);

  const approved = await get<{ courses: { id: number }[] }>('/courses?limit=1');
  const own = await get<{ courses: { id: number }[] }>(
    '/courses?mine=true&status=all&limit=1',
    tokens.professor,
  );
  const quizzes = await get<{ quizzes: { id: number; status: string }[] }>(
    '/quizzes/my-quizzes',
    tokens.professor,
  );
  const results = await get<{ attempts: { id: number }[] }>('/quizzes/professor/results', tokens.professor);
  const quiz = quizzes.quizzes.find((q) => q.status === 'approved') ?? quizzes.quizzes[0];
  expect(approved.courses.length * own.courses.length).toBeGreaterThan(0);
  expect(quiz, 'a demo quiz of the demo professor').toBeDefined();
  expect(results.attempts.length, 'a demo attempt at his quizzes').toBeGreaterThan(0);

  samples.set('/coursesList/courses/:id', String(approved.courses[0]!.id));
  samples.set('/admin/courses/:courseId', String(approved.courses[0]!.id));
  samples.set('/quiz/:quizId', String(quiz!.id));
  samples.set('/professor/courses/:id', String(own.courses[0]!.id));
  samples.set('/professor/comments/:courseId', String(own.courses[0]!.id));
  samples.set('/professor/edit-quiz/:id', String(quiz!.id));
  samples.set('/professor/results/:attemptId', String(results.attempts[0]!.id));
  // Live teaching: the demo's upcoming session the demo student bought, and its approved live section.
  const bought = await get<{ sessions: { id: number; status: string }[] }>(
    '/points/my-live-sessions',
    tokens.student,
  );
  const sections = await get<{ id: number }[]>('/live-sections');
  const upcoming = bought.sessions.find((s) => s.status === 'scheduled') ?? bought.sessions[0];
  expect(upcoming, 'a demo live session the demo student bought').toBeDefined();
  expect(sections.length, 'a demo live section').toBeGreaterThan(0);
  samples.set('/streaming/:id', String(upcoming!.id));
  samples.set('/TTHLanguages/livesection/:id', String(sections[0]!.id));
  // Private classes: a demo teacher's public profile.
  const teachers = await get<{ professors: { id: number }[] }>('/professors?limit=1');
  expect(teachers.professors.length, 'a demo teacher profile').toBeGreaterThan(0);
  samples.set('/teachers/:id', String(teachers.professors[0]!.id));
  samples.set(
    '/admin/users/:id',
    String((await get<{ user: { id: number } }>('/auth/me', tokens.student)).user.id),
  );
});

afterAll(async () => {
  await browser?.close();
});

/** The page's address with its parameter filled from the samples; a parameter without one fails the test. */
function addressOf(pattern: string): string {
  if (!pattern.includes(':')) return pattern;
  const value = samples.get(pattern);
  expect(value, `no sample value for ${pattern}: add one in phone-layout.e2e.ts`).toBeDefined();
  return pattern.replace(/:[A-Za-z]+/, value!);
}

async function phoneSession(access: PageAccess): Promise<Session> {
  const session = await openPage(browser, { viewport: PHONE, isMobile: true });
  const token = access === 'public' ? undefined : tokens[access];
  if (token) {
    await session.page.goto('/login');
    await session.page.evaluate((value) => window.localStorage.setItem('token', value), token);
  }
  return session;
}

/** How far the page reaches past the screen's right or left edge, in CSS pixels (0 when it fits). */
function overflow(page: Page): Promise<{ excess: number; culprits: string[] }> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const excess = Math.max(0, document.documentElement.scrollWidth - width);
    const culprits: string[] = [];
    if (excess > 0) {
      // Inside a scrolling (or clipping) region an element may be as wide as it likes.
      const clipped = (element: Element) => {
        for (let up = element.parentElement; up && up !== document.body; up = up.parentElement) {
          if (getComputedStyle(up).overflowX !== 'visible') return true;
        }
        return false;
      };
      const sticksOut = (element: Element) => {
        const box = element.getBoundingClientRect();
        return box.width > 1 && (box.right > width + 1 || box.left < -1) && !clipped(element);
      };
      // The innermost elements that stick out: their containers only grew around them.
      for (const element of Array.from(document.querySelectorAll('body *'))) {
        if (sticksOut(element) && !Array.from(element.children).some(sticksOut)) {
          const id = element.id ? `#${element.id}` : '';
          const classes =
            typeof element.className === 'string' ? element.className.split(' ').slice(0, 3) : [];
          culprits.push(`${element.tagName.toLowerCase()}${id}.${classes.join('.')}`);
          if (culprits.length === 5) break;
        }
      }
    }
    return { excess, culprits };
  });
}

const roles: PageAccess[] = ['public', 'student', 'professor', 'admin'];

describe('on a 390 px phone', () => {
  it.each(roles)('every %s page fits the screen', async (access) => {
    const pages = webPages.filter((p) => p.access === access);
    expect(pages.length).toBeGreaterThan(3);
    const { page, context, pageErrors } = await phoneSession(access);
    const tooWide: string[] = [];
    for (const entry of pages) {
      const address = addressOf(entry.path);
      const response = await page.goto(address);
      expect(response?.status(), address).toBe(200);
      await page.locator('h1').first().waitFor();
      await page.waitForFunction(() => !document.querySelector('[role="status"] svg.animate-spin'));
      expect(
        await page.getByRole('heading', { level: 1, name: arCommon.notFound.title }).count(),
        `${address} shows the not-found page: is it in the web router?`,
      ).toBe(0);
      const { excess, culprits } = await overflow(page);
      if (excess > 0) tooWide.push(`${address}: ${excess}px wider (${culprits.join(', ')})`);
    }
    expect(tooWide).toEqual([]);
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
