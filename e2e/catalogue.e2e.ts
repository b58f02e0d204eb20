/**
 * The catalogue in a real browser: the admin edits the tree (add, rename, reprice, a refused delete with its
 * reason, deletes), a visitor goes from the home page's catalogue down both paths to a real demo course and
 * opens it, and the admin reads a course's content (the PDF served into its frame). Each new page passes axe
 * and is captured at 1280 and 390 px.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import arCatalogue from '../src/web/locales/ar/catalogue.json';
import arCommon from '../src/web/locales/ar/common.json';
import arContent from '../src/web/locales/ar/course-content.json';
import arCourse from '../src/web/locales/ar/course.json';
import arHomeSections from '../src/web/locales/ar/home-sections.json';
import { expectNoAxeViolations, launchBrowser, openPage, waitForApp } from './support/browser';
import { capture } from './support/capture';
import { escapeRegExp, fill } from './support/locale';
import { signInThroughForm } from './support/sign-in';

const editor = arCatalogue.editor;
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const exact = (text: string) => new RegExp(`^${escapeRegExp(text)}$`);

describe('the structure editor', () => {
  it('adds, renames, reprices and deletes nodes, and explains a refused deletion', async () => {
    const { page, context, pageErrors } = await openPage(browser);
    await signInThroughForm(page, 'admin', '**/admin/dashboard', '/schoolhouse/login');
    await page.getByRole('link', { name: 'هيكل الفهرس' }).click();
    await page.getByRole('heading', { level: 1, name: editor.title }).waitFor();
    await waitForApp(page);
    await expectNoAxeViolations(page, '/admin/structure');

    // A level, a year in it and a subject directly under the year.
    await page.getByRole('button', { name: editor.addLevel }).click();
    await page.getByLabel(editor.nameOf.level, { exact: true }).fill('طور تجريبي');
    await page.getByRole('button', { name: editor.add, exact: true }).click();
    const toggleLevel = page.getByRole('button', { name: fill(editor.toggle, { name: 'طور تجريبي' }) });
    await toggleLevel.waitFor();
    await page.getByRole('button', { name: fill(editor.addTo.year, { name: 'طور تجريبي' }) }).click();
    await page.getByLabel(editor.nameOf.year, { exact: true }).fill('سنة تجريبية');
    await page.getByRole('button', { name: editor.add, exact: true }).click();
    await page.getByRole('button', { name: fill(editor.addTo.material, { name: 'سنة تجريبية' }) }).click();
    await page.getByLabel(editor.nameOf.material, { exact: true }).fill('مادة تجريبية');
    await page.getByLabel(editor.price).fill('1200');
    await page.getByRole('button', { name: editor.add, exact: true }).click();
    await page.getByText('مادة تجريبية', { exact: true }).waitFor();
    await page.getByText(fill(arCommon.price.points, { points: '1.200' })).waitFor();

    // Rename and reprice the subject.
    await page.getByRole('button', { name: fill(editor.editMaterial, { name: 'مادة تجريبية' }) }).click();
    await page.getByLabel(editor.nameOf.material, { exact: true }).fill('مادة مُعدّلة');
    await page.getByLabel(editor.price).fill('2500');
    await page.getByRole('button', { name: editor.save, exact: true }).click();
    await page.getByText('مادة مُعدّلة', { exact: true }).waitFor();
    await page.getByText(fill(arCommon.price.points, { points: '2.500' })).waitFor();

    // Deleting the level while it has a year is refused, with the reason shown.
    await page.getByRole('button', { name: fill(editor.delete, { name: 'طور تجريبي' }) }).click();
    await page.getByRole('button', { name: editor.deleteAction, exact: true }).click();
    const refusal = page.getByRole('alert').filter({ hasText: editor.hasChildren.level });
    await refusal.waitFor();
    await expectNoAxeViolations(page, '/admin/structure with a refused deletion');
    await page.getByRole('button', { name: editor.close, exact: true }).click();

    // The filter finds the subject among ~170 others, then everything is deleted bottom-up.
    await page.getByLabel(editor.filter).fill('معدلة');
    await page.getByText(fill(editor.matches, { count: 1 })).waitFor();
    await page.getByLabel(editor.filter).fill('');
    for (const name of ['مادة مُعدّلة', 'سنة تجريبية', 'طور تجريبي']) {
      await page.getByRole('button', { name: fill(editor.delete, { name }) }).click();
      await page.getByRole('button', { name: editor.deleteAction, exact: true }).click();
      await page.getByRole('button', { name: fill(editor.delete, { name }) }).waitFor({ state: 'detached' });
    }
    await expect.poll(() => toggleLevel.count()).toBe(0);

    // The server kept the deletions.
    const tree = (await (await page.request.get('/api/structure/tree')).json()) as {
      levels: { name: string }[];
    };
    expect(tree.levels.map((level) => level.name)).not.toContain('طور تجريبي');

    // Open a branch for the pictures.
    await page.getByRole('button', { name: fill(editor.toggle, { name: 'التعليم الثانوي' }) }).click();
    await page.getByRole('button', { name: fill(editor.toggle, { name: 'السنة الثالثة ثانوي' }) }).click();
    await page.getByRole('button', { name: fill(editor.toggle, { name: 'Français' }) }).click();
    await capture(page, 'admin-structure', { axeOnDesktop: false, scrollToTop: false });

    await page.goto('/admin/homepage-materials');
    await page.getByRole('heading', { level: 1, name: arCatalogue.homepage.title }).waitFor();
    await waitForApp(page);
    await expectNoAxeViolations(page, '/admin/homepage-materials');
    await page.getByRole('button', { name: arCatalogue.homepage.add }).click();
    await expectNoAxeViolations(page, '/admin/homepage-materials with its form');
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});

describe('browsing the catalogue', () => {
  it('goes from the home page down both paths to real courses and opens them', async () => {
    const { page, context, pageErrors } = await openPage(browser);
    await page.goto('/');
    await waitForApp(page);
    const catalogue = page.getByRole('region', { name: arHomeSections.catalogue.title });
    await catalogue.getByRole('link', { name: /التعليم الثانوي/ }).click();
    await page.waitForURL(/\/TTHCourses\?level=3$/);
    await page.getByRole('heading', { level: 1, name: arCatalogue.browse.courses.title }).waitFor();

    await page.getByRole('link', { name: exact('السنة الثالثة ثانوي') }).click();
    await page.getByRole('link', { name: exact('علوم تجريبية') }).click();
    await page.getByRole('link', { name: /^الرياضيات/ }).click();
    await page.waitForURL(/level=3&year=12&speciality=9&material=\d+/);
    const course = page.getByRole('link', { name: /الدوال الأسية واللوغاريتمية/ });
    await course.waitFor();
    await expectNoAxeViolations(page, '/TTHCourses with a material');
    await capture(page, 'courses-browse', { axeOnDesktop: false, scrollToTop: false });

    // A reload keeps the selection (it lives in the URL).
    await page.reload();
    await course.waitFor();
    await course.click();
    await page.waitForURL(/\/coursesList\/courses\/\d+$/);
    await page.getByRole('heading', { level: 1, name: /الدوال الأسية واللوغاريتمية/ }).waitFor();
    await waitForApp(page);
    await page.getByText(arContent.block.locked).first().waitFor();
    expect(await page.locator('iframe').count()).toBe(0);
    const signIn = page.getByRole('complementary').getByRole('link', { name: arCourse.access.signIn });
    expect(await signIn.getAttribute('href')).toMatch(/^\/login\?next=%2FcoursesList%2Fcourses%2F\d+$/);
    await expectNoAxeViolations(page, 'a course page, signed out');
    await capture(page, 'course-page', { axeOnDesktop: false, scrollToTop: false });

    // /description?id= shows the same page.
    const id = new URL(page.url()).pathname.split('/').pop() ?? '';
    await page.goto(`/description?id=${id}`);
    await page.getByRole('heading', { level: 1, name: /الدوال الأسية واللوغاريتمية/ }).waitFor();

    // The language path, from the home page's French entry.
    await page.goto('/');
    await waitForApp(page);
    await page
      .getByRole('region', { name: arHomeSections.catalogue.title })
      .getByRole('link', { name: /اللغة الفرنسية/ })
      .click();
    await page.waitForURL(/\/TTHLanguages\?language=1$/);
    await page.getByRole('link', { name: /^B1/ }).click();
    await page.waitForURL(/language=1&level=\d+$/);
    const frenchCourse = page.getByRole('link', { name: /Le subjonctif sans peine/ });
    await frenchCourse.waitFor();
    await expectNoAxeViolations(page, '/TTHLanguages with a level');
    await capture(page, 'languages-browse', { axeOnDesktop: false, scrollToTop: false });
    await frenchCourse.click();
    await page.getByRole('heading', { level: 1, name: /Le subjonctif sans peine/ }).waitFor();
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('shows the content to the course professor: the PDF loads in its frame', async () => {
    const { page, context } = await openPage(browser);
    await signInThroughForm(page, 'admin', '**/admin/dashboard', '/schoolhouse/login');
    const list = (await (await page.request.get('/api/courses?materialId=126')).json()) as {
      courses: { id: number }[];
    };
    const id = list.courses[0]?.id;
    expect(id).toBeTypeOf('number');
    await page.goto(`/coursesList/courses/${id}`);
    await waitForApp(page);
    await page.getByText(arCourse.access.staff).waitFor();
    const frame = page.locator('iframe');
    await frame.waitFor();
    const src = (await frame.getAttribute('src')) ?? '';
    expect(src).toMatch(/^\/api\/courses\/\d+\/files\/\d+\?t=/);
    const pdf = await page.request.get(src.split('#')[0] ?? '');
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect(pdf.headers()['content-disposition']).toMatch(/^inline/);
    await page.getByLabel(arCourse.comments.yourComment).fill('شرح واضح، شكرًا.');
    await page.getByRole('button', { name: arCourse.comments.post }).click();
    await page.getByText('شرح واضح، شكرًا.').waitFor();
    await page.getByRole('button', { name: arCourse.comments.delete }).click();
    await page.getByText(arCourse.comments.empty).waitFor();
    await expectNoAxeViolations(page, 'a course page with its content');
    await context.close();
  });
});
