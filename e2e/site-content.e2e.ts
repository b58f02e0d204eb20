/**
 * Site content (issue 17): an admin makes a slide for professors only in the slide editor; a professor sees it
 * on the home page and a visitor does not; the carousel passes axe and is paused from the keyboard; a footer
 * edited on /admin/footer-content shows on the home page. What the test creates is removed at the end.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import arSettings from '../src/web/locales/ar/settings.json';
import arSite from '../src/web/locales/ar/site.json';
import arSlides from '../src/web/locales/ar/slides.json';
import { ACCOUNTS } from './support/accounts';
import { api, apiOk } from './support/api';
import { baseURL, expectNoAxeViolations, launchBrowser, openPage, waitForApp } from './support/browser';
import { escapeRegExp } from './support/locale';
import { loginToken } from './support/sign-in';

/** A 1×1 PNG: the server checks uploads by their bytes. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const TITLE = `للأساتذة فقط ${Date.now().toString(36)}`;
const SECOND = `ورشة الأساتذة ${Date.now().toString(36)}`;

let browser: Browser;
let adminToken: string;
let professorToken: string;
const created: number[] = [];
let footerBefore: unknown;
let settingsBefore: Record<string, unknown> | null = null;

beforeAll(async () => {
  browser = await launchBrowser();
  adminToken = await loginToken(ACCOUNTS.admin2);
  professorToken = await loginToken(ACCOUNTS.professor);
  footerBefore = await apiOk('GET', '/footer-content', null);
});

afterAll(async () => {
  for (const id of created) await api('DELETE', `/slides/${id}`, adminToken);
  if (footerBefore) await api('PUT', '/footer-content', adminToken, footerBefore);
  if (settingsBefore) await api('PUT', '/admin/settings', adminToken, settingsBefore);
  await browser?.close();
});

async function signedIn(token: string, options: { reducedMotion?: 'reduce' | 'no-preference' } = {}) {
  const context = await browser.newContext({
    baseURL: baseURL(),
    viewport: { width: 1280, height: 800 },
    reducedMotion: options.reducedMotion ?? 'reduce',
  });
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await page.goto('/login');
  await page.evaluate((value) => window.localStorage.setItem('token', value), token);
  return { context, page, pageErrors };
}

/** A second professors' slide made through the API (multipart, as the editor sends it). */
async function apiSlide(title: string, duration: number): Promise<number> {
  const form = new FormData();
  form.append('title', JSON.stringify({ ar: title }));
  form.append('target_audience_roles', JSON.stringify(['professor']));
  form.append('duration', JSON.stringify(duration));
  form.append('media', new Blob([PNG], { type: 'image/png' }), 'slide.png');
  const response = await fetch(`${baseURL()}/api/slides`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${adminToken}` },
    body: form,
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

const visibleSlideTitle = (page: Page) =>
  page.locator('[aria-roledescription="slide"]:not([aria-hidden="true"]) h2').innerText();

describe('home-page slides', () => {
  it('an admin makes a slide for professors only: a professor sees it on the home page, a visitor does not', async () => {
    const { context, page, pageErrors } = await signedIn(adminToken);
    await page.goto('/admin/enhanced-slides');
    await waitForApp(page);
    await page
      .locator('#slide-media')
      .setInputFiles({ name: 'slide.png', mimeType: 'image/png', buffer: PNG });
    await page.locator('input[name="title-ar"]').fill(TITLE);
    await page.locator('input[name="cta-ar"]').fill('اكتشف');
    await page.getByLabel(arSlides.editor.ctaLink).fill('/professor/courses');
    await page.getByRole('checkbox', { name: arSlides.audience.student }).uncheck();
    await page.getByRole('checkbox', { name: arSlides.audience.professor }).check();
    await expect.poll(() => page.getByTestId('slide-preview').innerText()).toContain(TITLE);
    await page.getByRole('button', { name: arSlides.editor.create }).click();
    await page.waitForURL(/\/admin\/enhanced-slides\?id=\d+/);
    const id = Number(new URL(page.url()).searchParams.get('id'));
    created.push(id);
    // The saved slide's analytics show on its page.
    await page.getByRole('heading', { name: arSlides.analytics.title }).waitFor();
    const saved = await apiOk<{ target_audience_roles: string[]; cta_link: string }>(
      'GET',
      `/slides/${id}`,
      adminToken,
    );
    expect(saved).toMatchObject({ target_audience_roles: ['professor'], cta_link: '/professor/courses' });
    await page.goto('/admin/slides');
    await waitForApp(page);
    await expect.poll(() => page.locator('#main ol').innerText()).toContain(TITLE);
    expect(pageErrors).toEqual([]);
    await context.close();

    const professor = await signedIn(professorToken);
    await professor.page.goto('/');
    // The demo's own slide for professors comes first: the new one is picked in the carousel.
    await professor.page.getByRole('button', { name: new RegExp(`: ${escapeRegExp(TITLE)}$`) }).click();
    await professor.page.getByRole('heading', { name: TITLE }).waitFor();
    await professor.context.close();

    const visitor = await openPage(browser);
    await visitor.page.goto('/');
    await waitForApp(visitor.page);
    // The visitor's slides come with the page (decision 100): wait for the carousel they draw, then check this
    // one is not among them.
    await visitor.page.locator(`section[aria-roledescription="${arSite.carousel.role}"]`).waitFor();
    await visitor.page.waitForTimeout(500);
    expect(await visitor.page.getByRole('heading', { name: TITLE }).count()).toBe(0);
    const visitorSlides = await apiOk<{ id: number }[]>('GET', '/slides/active', null);
    expect(visitorSlides.map((s) => s.id)).not.toContain(id);
    await visitor.context.close();
  });

  it('the carousel passes axe, rotates by itself and is paused from the keyboard', async () => {
    created.push(await apiSlide(SECOND, 2));
    const { context, page, pageErrors } = await signedIn(professorToken, { reducedMotion: 'no-preference' });
    await page.goto('/');
    const carousel = page.locator(`section[aria-roledescription="${arSite.carousel.role}"]`);
    await carousel.waitFor();
    await waitForApp(page);
    await expectNoAxeViolations(page, 'home page with slides');

    // It moves on by itself while nothing holds it.
    await page.mouse.move(0, 0);
    const first = await visibleSlideTitle(page);
    await expect.poll(() => visibleSlideTitle(page), { timeout: 10_000 }).not.toBe(first);

    // Keyboard: focus the pause button, press Enter, leave with Shift+Tab; the slide then stays.
    const pause = carousel.getByRole('button', { name: arSite.carousel.pause });
    await pause.focus();
    await page.keyboard.press('Enter');
    await carousel.getByRole('button', { name: arSite.carousel.play }).waitFor();
    await page.keyboard.press('Shift+Tab');
    const held = await visibleSlideTitle(page);
    await page.waitForTimeout(4500);
    expect(await visibleSlideTitle(page)).toBe(held);

    // Arrow keys still move it by hand.
    await carousel.getByRole('button', { name: arSite.carousel.play }).focus();
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => visibleSlideTitle(page)).not.toBe(held);
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});

describe('footer content', () => {
  it('an edit on /admin/footer-content shows in the site footer', async () => {
    const about = `منصة مسار لتلاميذ وهران ${Date.now().toString(36)}`;
    const { context, page } = await signedIn(adminToken);
    await page.goto('/admin/footer-content');
    await waitForApp(page);
    await page.locator('textarea[name="about-ar"]').fill(about);
    await page.getByRole('button', { name: arSettings.footer.addColumn }).click();
    await page.locator('input[name="column-0-ar"]').fill('روابط مفيدة');
    await page.getByRole('button', { name: arSettings.footer.addLink }).click();
    await page.locator('input[name="column-0-link-0-ar"]').fill('البحث عن درس');
    await page.getByLabel(arSettings.footer.linkHref).fill('/search');
    await page.getByLabel(arSettings.footer.email).fill('contact@masar.dz');
    await page.getByRole('button', { name: arSettings.footer.save }).click();
    await page.getByText(arSettings.footer.saved).waitFor();
    await context.close();

    const visitor = await openPage(browser);
    await visitor.page.goto('/');
    await waitForApp(visitor.page);
    const footer = visitor.page.getByTestId('site-footer');
    await expect.poll(() => footer.innerText()).toContain(about);
    await footer.getByRole('link', { name: 'البحث عن درس' }).waitFor();
    await footer.getByRole('link', { name: 'contact@masar.dz' }).waitFor();
    await expectNoAxeViolations(visitor.page, 'home page footer');
    await visitor.context.close();
  });
});

describe('platform settings', () => {
  it('the site name and the default language reach a visitor who never chose a language', async () => {
    const saved = await apiOk<Record<string, unknown>>('GET', '/admin/settings', adminToken);
    settingsBefore = {
      site_name: saved.site_name,
      logo_text: saved.logo_text,
      default_language: saved.default_language,
    };
    await apiOk('PUT', '/admin/settings', adminToken, {
      site_name: { ar: 'مدرسة النور', fr: 'École En-Nour' },
      logo_text: 'En-Nour',
      default_language: 'fr',
    });

    const visitor = await openPage(browser);
    await visitor.page.goto('/');
    await expect.poll(() => visitor.page.evaluate(() => document.documentElement.lang)).toBe('fr');
    await waitForApp(visitor.page);
    const header = visitor.page.locator('header').first();
    await expect.poll(() => header.innerText()).toContain('École En-Nour');
    await expect.poll(() => visitor.page.title()).toContain('École En-Nour');
    await expect.poll(() => visitor.page.getByTestId('site-footer').innerText()).toContain('En-Nour');
    await visitor.context.close();

    // A reader who chose Arabic keeps it, and reads the Arabic name.
    const reader = await openPage(browser);
    await reader.page.goto('/login');
    await reader.page.evaluate(() => window.localStorage.setItem('lang', 'ar'));
    await reader.page.goto('/');
    await waitForApp(reader.page);
    await expect.poll(() => reader.page.locator('header').first().innerText()).toContain('مدرسة النور');
    expect(await reader.page.evaluate(() => document.documentElement.lang)).toBe('ar');
    await reader.context.close();

    await apiOk('PUT', '/admin/settings', adminToken, settingsBefore);
    settingsBefore = null;
  });
});
