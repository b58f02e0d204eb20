import type { Page } from 'playwright-core';
import {
  DESKTOP,
  PHONE,
  expectNoAxeViolations,
  screenshot,
  waitForApp as waitForAppReady,
  waitForToastsToClose,
} from './browser';

export interface CaptureOptions {
  /** Run axe at 1280 px as well as at 390 px (off where the caller has just checked the page at 1280 px). */
  axeOnDesktop?: boolean;
  /** Wait for the app's page to be ready first (only for pages inside the app's layout). */
  waitForApp?: boolean;
  /** Scroll to the top first, so a full-page picture has the sticky header in its place. */
  scrollToTop?: boolean;
}

/**
 * Screenshots of the page at 1280 and 390 px (in e2e/artifacts) with axe at 390 px (and at 1280 px unless
 * told not to), once the toasts have closed; the page is left at desktop size.
 */
export async function capture(page: Page, name: string, options: CaptureOptions = {}): Promise<void> {
  const { axeOnDesktop = true, waitForApp = false, scrollToTop = true } = options;
  await page.setViewportSize(DESKTOP);
  if (waitForApp) await waitForAppReady(page);
  await waitForToastsToClose(page);
  if (scrollToTop) await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, `${name}-desktop`);
  if (axeOnDesktop) await expectNoAxeViolations(page, `${name} at 1280 px`);
  await page.setViewportSize(PHONE);
  await page.waitForTimeout(100);
  await screenshot(page, `${name}-phone`);
  await expectNoAxeViolations(page, `${name} at 390 px`);
  await page.setViewportSize(DESKTOP);
}
