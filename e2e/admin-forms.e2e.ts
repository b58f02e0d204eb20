/**
 * Every admin form submitted empty, in Arabic: the reader is told what is missing in their language, never in
 * zod's or the server's raw English ("Invalid input: expected number, received NaN", "levelId is required").
 * The pages come from the page registry, so a new admin page with a form is checked without touching this
 * file; forms that open from a button are opened through the buttons named below.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import arCatalogue from '../src/web/locales/ar/catalogue.json';
import arPointsAdmin from '../src/web/locales/ar/points-admin.json';
import { webPages } from '../src/contract/pages';
import { ACCOUNTS } from './support/accounts';
import { apiOk } from './support/api';
import { launchBrowser, openPage, waitForApp, type Session } from './support/browser';
import { loginToken } from './support/sign-in';

/** Words of messages that only a schema or a server writes; a translated page never shows them. */
const RAW_MESSAGE =
  /\b(Invalid (input|option|date|time)|Too (small|big)|expected \w+|received \w+|is required|must be|NaN|HTTP error|Internal server error)\b/i;

/** Buttons that open a form, per page (their Arabic names, from the locale files). */
const OPENERS: Record<string, string[]> = {
  '/admin/structure': [arCatalogue.editor.addLevel, arCatalogue.editor.addLanguage],
  '/admin/homepage-materials': [arCatalogue.homepage.add],
  '/admin/points': [arPointsAdmin.packages.new],
};

const FORMS_PER_PAGE = 3;

let browser: Browser;
let token: string;
const samples = new Map<string, string>();

beforeAll(async () => {
  browser = await launchBrowser();
  token = await loginToken(ACCOUNTS.admin2);
  const course = await apiOk<{ courses: { id: number }[] }>('GET', '/courses?limit=1', null);
  const me = await apiOk<{ user: { id: number } }>('GET', '/auth/me', await loginToken(ACCOUNTS.student3));
  expect(course.courses.length).toBe(1);
  samples.set('/admin/courses/:courseId', String(course.courses[0]!.id));
  samples.set('/admin/users/:id', String(me.user.id));
});

afterAll(async () => {
  await browser?.close();
});

function addressOf(pattern: string): string | null {
  if (!pattern.includes(':')) return pattern;
  const value = samples.get(pattern);
  return value ? pattern.replace(/:[A-Za-z]+/, value) : null;
}

/** Empties every field a person types into, so the form is sent as if nothing had been written. */
async function emptyFields(form: Locator): Promise<number> {
  const fields = form.locator(
    'input:not([type=hidden]):not([type=checkbox]):not([type=radio]):not([type=file]):not([readonly]), textarea',
  );
  const count = await fields.count();
  for (let i = 0; i < count; i += 1) {
    const field = fields.nth(i);
    if ((await field.isVisible()) && (await field.isEditable())) await field.fill('');
  }
  return count;
}

/** What the reader sees of the form and the toasts after sending it. */
async function shownAfterSubmit(page: Page, form: Locator): Promise<{ text: string; errors: number }> {
  await form.locator('button[type=submit]').first().click();
  await page.waitForTimeout(600);
  const text = [
    await form.innerText().catch(() => ''),
    ...(await page.locator('[data-sonner-toast]').allInnerTexts()),
  ].join('\n');
  const errors =
    (await form.locator('[aria-invalid="true"], [role="alert"]').count()) +
    (await page.locator('[data-sonner-toast][data-type="error"]').count());
  return { text, errors };
}

async function adminSession(): Promise<Session> {
  const session = await openPage(browser);
  await session.page.goto('/login');
  await session.page.evaluate((value) => window.localStorage.setItem('token', value), token);
  return session;
}

describe('admin forms sent empty', () => {
  // Every admin page is walked (four more since the site-content pages): allow for a loaded machine.
  it('answer in Arabic, with no raw validation text', async () => {
    const { page, context, pageErrors } = await adminSession();
    const raw: string[] = [];
    let formsSent = 0;
    let formsRefused = 0;
    for (const entry of webPages.filter((p) => p.access === 'admin')) {
      const address = addressOf(entry.path);
      if (!address || address.endsWith('/print')) continue;
      await page.goto(address);
      await waitForApp(page);
      for (const opener of OPENERS[entry.path] ?? []) {
        await page.getByRole('button', { name: opener, exact: true }).first().click();
        await page.locator('#main form, [role=dialog] form').last().waitFor();
        const form = page.locator('#main form, [role=dialog] form').last();
        if ((await emptyFields(form)) === 0) continue;
        const { text, errors } = await shownAfterSubmit(page, form);
        formsSent += 1;
        if (errors > 0) formsRefused += 1;
        const match = RAW_MESSAGE.exec(text);
        if (match) raw.push(`${address} (${opener}): "${match[0]}" in ${text.slice(0, 200)}`);
        await page.keyboard.press('Escape');
      }
      // A page that repeats one form per row (prices) is checked on its first rows.
      const forms = page.locator('#main form');
      const count = Math.min(await forms.count(), FORMS_PER_PAGE);
      for (let i = 0; i < count; i += 1) {
        const form = forms.nth(i);
        if (!(await form.isVisible()) || (await form.getAttribute('role')) === 'search') continue;
        if ((await emptyFields(form)) === 0) continue;
        const { text, errors } = await shownAfterSubmit(page, form);
        formsSent += 1;
        if (errors > 0) formsRefused += 1;
        const match = RAW_MESSAGE.exec(text);
        if (match) raw.push(`${address} (form ${i + 1}): "${match[0]}" in ${text.slice(0, 200)}`);
      }
    }
    expect(raw).toEqual([]);
    // The forms were really sent and refused: structure, home-page entries, packages, codes, prices, the
    // balance correction and the review's reject and path forms at least.
    expect(formsSent).toBeGreaterThanOrEqual(8);
    expect(formsRefused).toBeGreaterThanOrEqual(6);
    expect(pageErrors).toEqual([]);
    await context.close();
  }, 120_000);
});
