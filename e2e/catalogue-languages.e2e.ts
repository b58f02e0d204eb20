/**
 * The catalogue in French: a student switches the interface to French and walks the catalogue pages (home,
 * /TTHCourses down a material path, /TTHLanguages down a language, /points, a course page). None of them shows
 * an Arabic name of the demo catalogue — the names come from the demo data module itself — while the
 * professors' own texts (course titles, descriptions, sections) stay as they were written.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Course, CourseList } from '../src/contract/courses';
import type { HomepageMaterial, Language, LanguageLevel } from '../src/contract/structure';
import type { PointPackage } from '../src/contract/points';
import { DEMO_CATALOGUE_TRANSLATIONS, demoCatalogueArabicNames } from '../src/server/demo/catalogue-names';
import { apiOk } from './support/api';
import { expectNoAxeViolations, launchBrowser, openPage, waitForApp } from './support/browser';
import { uniqueEmail } from './support/accounts';
import { ar } from './support/locale';
import { signInThroughForm } from './support/sign-in';

let browser: Browser;
const arabicNames = demoCatalogueArabicNames();
/** What professors wrote (titles, descriptions, sections, blocks): shown as written in every language. */
let professorTexts: string[] = [];
let course: Course;

const french = (arabic: string) => DEMO_CATALOGUE_TRANSLATIONS[arabic]!.fr;

beforeAll(async () => {
  browser = await launchBrowser();
  const { courses } = await apiOk<CourseList>('GET', '/courses?status=approved&limit=100', null);
  const withMaterial = courses.filter((c) => c.materialPath?.specialityId != null);
  expect(withMaterial.length).toBeGreaterThan(0);
  // The demo courses on a material path with a speciality: the deepest walk the browsing page has.
  course = await apiOk<Course>('GET', `/courses/${withMaterial[0]!.id}`, null);
  professorTexts = [
    ...courses.flatMap((c) => [c.title, c.description ?? '', c.professorName]),
    ...course.sections.flatMap((s) => [
      s.title,
      ...s.blocks.flatMap((b) => [b.title, typeof b.content === 'string' ? b.content : '']),
    ]),
  ]
    .filter((text) => text.length > 0)
    // Longest first, so a title is taken out whole before any part of it.
    .sort((a, b) => b.length - a.length);
});

afterAll(async () => {
  await browser?.close();
});

/** The Arabic catalogue names the page shows, once the professors' own texts are set aside. */
async function arabicCatalogueNamesOn(page: Page): Promise<string[]> {
  let text = `${await page.title()}\n${await page.locator('body').innerText()}`;
  for (const written of professorTexts) text = text.split(written).join('\n');
  return arabicNames.filter((name) => text.includes(name));
}

async function expectFrenchOnly(page: Page, path: string, shown: string[]) {
  await page.goto(path);
  await waitForApp(page);
  for (const name of shown) await page.getByText(name, { exact: true }).first().waitFor();
  expect(await arabicCatalogueNamesOn(page), path).toEqual([]);
}

describe('the catalogue in French', () => {
  it('shows no Arabic catalogue name from the demo data on the catalogue pages', async () => {
    expect(arabicNames.length).toBeGreaterThan(50);
    const { page, context, pageErrors } = await openPage(browser);
    // A fresh student: the language choice is saved on the account, which no other test uses.
    const account = { email: uniqueEmail('lang'), password: 'Langues#2026-fr' };
    await apiOk('POST', '/auth/register', null, { name: 'Lina Student', ...account });
    await signInThroughForm(page, account, '**/TTHStudentDashboard');

    await page
      .getByRole('banner')
      .getByRole('button', { name: `${ar.common.nav.language}: العربية` })
      .click();
    await page.getByRole('menuitemradio', { name: 'Français' }).click();
    await page.waitForFunction(() => document.documentElement.lang === 'fr');

    // Home: the catalogue entries (named by the admin in each language).
    const entries = await apiOk<HomepageMaterial[]>('GET', '/homepage-materials', null);
    expect(entries.length).toBeGreaterThan(0);
    await expectFrenchOnly(
      page,
      '/',
      entries.map((entry) => entry.name_fr),
    );

    // The material path, step by step down to the course's subject and its courses.
    const path = course.materialPath!;
    const steps = [
      ['/TTHCourses', [french('التعليم الابتدائي'), french('التعليم الثانوي')]],
      [`/TTHCourses?level=${path.levelId}`, [path.yearName]],
      [`/TTHCourses?level=${path.levelId}&year=${path.yearId}`, [path.specialityName!]],
      [
        `/TTHCourses?level=${path.levelId}&year=${path.yearId}&speciality=${path.specialityId}`,
        [path.materialName],
      ],
      [
        `/TTHCourses?level=${path.levelId}&year=${path.yearId}&speciality=${path.specialityId}&material=${path.materialId}`,
        [course.title],
      ],
    ] as const;
    // The course as the API gave it to an Arabic reader: its path names are the Arabic demo names.
    expect(arabicNames).toContain(path.materialName);
    for (const [url, shown] of steps) {
      await expectFrenchOnly(
        page,
        url,
        shown.map((name) => (arabicNames.includes(name) ? french(name) : name)),
      );
    }

    // The language path: languages, then a language's levels with their descriptions.
    const languages = await apiOk<Language[]>('GET', '/languages', null);
    const frenchLanguage = languages.find((l) => l.code === 'fr')!;
    const levels = await apiOk<LanguageLevel[]>('GET', `/languages/${frenchLanguage.id}/levels`, null);
    expect(levels.length).toBeGreaterThan(1);
    await expectFrenchOnly(page, '/TTHLanguages', [french('English')]);
    await expectFrenchOnly(page, `/TTHLanguages?language=${frenchLanguage.id}`, [french(levels[0]!.name)]);

    // The points page: the packages.
    const packages = await apiOk<PointPackage[]>('GET', '/points/packages', null);
    const demoPackages = packages.filter((p) => arabicNames.includes(p.name));
    expect(demoPackages).toHaveLength(3);
    await expectFrenchOnly(
      page,
      '/points',
      demoPackages.map((p) => french(p.name)),
    );
    await expectNoAxeViolations(page, '/points (French)');

    // A course page: its path in French, its title as the professor wrote it.
    await expectFrenchOnly(page, `/coursesList/courses/${course.id}`, [
      course.title,
      french(path.materialName),
    ]);
    await expectNoAxeViolations(page, '/coursesList/courses/{id} (French)');

    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
