/**
 * Chromium as `chromium.ts` launches it, plus the helpers every browser test uses: pages on the test server, axe
 * checks, screenshots, waiting for the app.
 */
import AxeBuilder from '@axe-core/playwright';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { launchOptions } from './chromium';

export const ARTIFACTS = fileURLToPath(new URL('../artifacts/', import.meta.url));

export const DESKTOP = { width: 1280, height: 800 } as const;
export const PHONE = { width: 390, height: 844 } as const;

export function baseURL(): string {
  return inject('baseURL');
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch(launchOptions(inject('playwrightFeaturesOff')));
}

export interface Session {
  context: BrowserContext;
  page: Page;
  /**
   * Messages the page logged as errors or threw, and every address the server answered 404 for (an address
   * missing from src/contract/pages.ts), for assertions.
   */
  pageErrors: string[];
}

/** The pages `openPage` opened that are still open: a failed test's pictures are taken of them (failures.ts). */
export const openPages = new Set<Page>();

/** A fresh context (no storage, no cookies) and page on the test server. */
export async function openPage(
  browser: Browser,
  options: { viewport?: { width: number; height: number }; isMobile?: boolean; locale?: string } = {},
): Promise<Session> {
  const context = await browser.newContext({
    baseURL: baseURL(),
    ...(options.locale ? { locale: options.locale } : {}),
    viewport: options.viewport ?? DESKTOP,
    isMobile: options.isMobile ?? false,
    hasTouch: options.isMobile ?? false,
    deviceScaleFactor: 1,
    reducedMotion: 'reduce',
  });
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  openPages.add(page);
  page.on('close', () => openPages.delete(page));
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  page.on('response', (response) => {
    const request = response.request();
    if (request.isNavigationRequest() && request.frame() === page.mainFrame() && response.status() === 404) {
      pageErrors.push(`HTTP 404 for ${new URL(response.url()).pathname}`);
    }
  });
  return { context, page, pageErrors };
}

/**
 * Waits until a page (every page has an h1) is on screen in the layout's main landmark and nothing in it is
 * still loading. Navigations run in transitions, so after a URL change the previous page may still be
 * showing: callers wait for something of the new page as well.
 */
export async function waitForApp(page: Page): Promise<void> {
  await page.locator('#main h1').first().waitFor();
  await page.waitForFunction(() => !document.querySelector('#main [role="status"] svg.animate-spin'));
}

/**
 * Runs axe-core on the page as it is now and fails with a readable list of any violation. In axe's legacy mode,
 * which runs in the page itself: the default mode gathers each run's results in a new blank tab, and that tab
 * made a run cost 1.7 s instead of 0.95 (docs/performance.md, "CI within its half hour"). What legacy mode leaves
 * out is other origins' frames; the app's frames show a PDF or an external meeting, none of its own markup.
 */
export async function expectNoAxeViolations(page: Page, label: string): Promise<void> {
  const results = await new AxeBuilder({ page }).setLegacyMode().analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help}\n` +
      violation.nodes.map((node) => `    ${node.target.join(' ')}: ${node.failureSummary ?? ''}`).join('\n'),
  );
  expect(summary, `axe violations on ${label}`).toEqual([]);
}

/** Waits for the toasts on screen to close by themselves (after 4 s), with the pointer out of their way. */
export async function waitForToastsToClose(page: Page): Promise<void> {
  await page.mouse.move(0, 0);
  await page.waitForFunction(() => !document.querySelector('[data-sonner-toast]'), undefined, {
    timeout: 12_000,
  });
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(ARTIFACTS, { recursive: true });
  // Let fonts settle and transitions finish before the picture.
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(150);
  await page.screenshot({ path: join(ARTIFACTS, `${name}.png`), fullPage: true });
}

export async function htmlLangDir(page: Page): Promise<{ lang: string; dir: string }> {
  return page.evaluate(() => ({ lang: document.documentElement.lang, dir: document.documentElement.dir }));
}

export async function storedToken(page: Page): Promise<string | null> {
  return page.evaluate(() => window.localStorage.getItem('token'));
}
