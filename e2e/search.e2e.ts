/**
 * Course search in a real browser: a visitor types part of a demo course's name without its hamzas in the
 * header box, sees the suggestion, opens the full results page and filters it (the filters stay in the
 * address); on a phone, choosing a material on /TTHCourses or a language's level on /TTHLanguages brings
 * its courses into view. axe at both widths.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import arCommon from '../src/web/locales/ar/common.json';
import arSearch from '../src/web/locales/ar/search.json';
import arHomeSections from '../src/web/locales/ar/home-sections.json';
import { PHONE, expectNoAxeViolations, launchBrowser, openPage, waitForApp } from './support/browser';
import { capture } from './support/capture';

const COURSE = /الدوال الأسية واللوغاريتمية/;
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('course search', () => {
  it('suggests a course typed without hamzas, opens the full results and filters them', async () => {
    const { page, context, pageErrors } = await openPage(browser);
    await page.goto('/');
    await waitForApp(page);
    // The home page shows real courses before the catalogue.
    await page.getByRole('heading', { level: 2, name: arHomeSections.courses.newest }).waitFor();

    const box = page.getByRole('banner').getByRole('combobox', { name: arCommon.search.label });
    await box.pressSequentially('الدوال الاسية', { delay: 30 });
    const suggestions = page.getByRole('listbox', { name: arCommon.search.suggestions });
    const suggestion = suggestions.getByRole('option', { name: COURSE });
    await suggestion.waitFor();
    expect(await box.getAttribute('aria-expanded')).toBe('true');
    // Arrow keys move the highlight through the options; the box names the highlighted one.
    await box.press('ArrowDown');
    expect(await box.getAttribute('aria-activedescendant')).toBe(
      await suggestions.getByRole('option').first().getAttribute('id'),
    );
    await expectNoAxeViolations(page, 'the header search with suggestions');
    await box.press('Escape');
    expect(await box.getAttribute('aria-expanded')).toBe('false');

    // Enter without a highlighted suggestion opens the full results page.
    await box.press('Enter');
    await page.waitForURL(
      (url) => url.pathname === '/search' && url.searchParams.get('q') === 'الدوال الاسية',
    );
    await page.getByRole('heading', { level: 1, name: arSearch.title }).waitFor();
    await waitForApp(page);
    const results = page.getByRole('region', { name: arSearch.results });
    const result = results.getByRole('link', { name: COURSE });
    await result.waitFor();
    expect(await page.getByLabel(arSearch.query).inputValue()).toBe('الدوال الاسية');

    // The languages path has no such course; the subjects path under its level has.
    await page.getByLabel(arSearch.path).selectOption('language');
    await page.waitForURL(/path=language/);
    await results.getByText(arSearch.emptyTitle).waitFor();
    await page.getByLabel(arSearch.path).selectOption('material');
    await page.getByLabel(arSearch.level).selectOption({ label: 'التعليم الثانوي' });
    await page.waitForURL(
      (url) => url.searchParams.get('path') === 'material' && url.searchParams.has('levelId'),
    );
    await result.waitFor();
    // Free only: the course costs points, so it goes.
    await page.getByLabel(arSearch.free).check();
    await page.waitForURL(/free=true/);
    await results.getByText(arSearch.emptyTitle).waitFor();
    await page.getByLabel(arSearch.free).uncheck();
    await page.waitForURL((url) => !url.searchParams.has('free'));
    await result.waitFor();
    await capture(page, 'search', { waitForApp: true });

    // A reload keeps the search and its filters (they live in the address).
    await page.reload();
    await result.waitFor();
    expect(await page.getByLabel(arSearch.path).inputValue()).toBe('material');
    await result.click();
    await page.waitForURL(/\/coursesList\/courses\/\d+$/);
    await page.getByRole('heading', { level: 1, name: COURSE }).waitFor();
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  /** On a phone, choosing the last step of a path brings that choice's courses into view (below the picker). */
  async function expectChosenCoursesInView(start: string, choice: RegExp, course: RegExp) {
    const { page, context, pageErrors } = await openPage(browser, { viewport: PHONE, isMobile: true });
    await page.goto(start);
    await waitForApp(page);
    await page.getByRole('link', { name: choice }).click();
    const link = page.getByRole('link', { name: course });
    await link.waitFor();
    await expect
      .poll(async () => {
        const box = await link.boundingBox();
        return box !== null && box.y >= 0 && box.y + box.height <= PHONE.height;
      })
      .toBe(true);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    expect(pageErrors).toEqual([]);
    await context.close();
  }

  it('brings the courses of a material chosen on a phone into view', async () => {
    await expectChosenCoursesInView('/TTHCourses?level=3&year=12&speciality=9', /^الرياضيات/, COURSE);
  });

  it('brings the courses of a language level chosen on a phone into view', async () => {
    await expectChosenCoursesInView('/TTHLanguages?language=1', /^B1/, /Le subjonctif sans peine/);
  });
});
