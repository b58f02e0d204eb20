/**
 * The installable app (issue 21): the manifest a phone installs from, the service worker taking over after the
 * first page, API calls never served from its caches, and the "new version available — reload" prompt when a
 * new build is deployed (here: the built sw.js changes on disk, as a deploy would change it; restored after).
 */
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import arOffline from '../src/web/locales/ar/offline.json';
import { expectNoAxeViolations, launchBrowser, openPage, waitForApp, type Session } from './support/browser';
import { capture } from './support/capture';
import { waitForServiceWorker } from './support/offline-course';

const web = fileURLToPath(new URL('../dist/web/', import.meta.url));
const swFile = join(web, 'sw.js');

let browser: Browser;
let visitor: Session;
let original: Buffer;

beforeAll(async () => {
  browser = await launchBrowser();
  visitor = await openPage(browser);
  original = readFileSync(swFile);
});

afterAll(async () => {
  // The build as it was: the worker and its compressed copies.
  writeFileSync(swFile, original);
  for (const ext of ['.br', '.gz']) {
    if (existsSync(`${swFile}${ext}.e2e`)) renameSync(`${swFile}${ext}.e2e`, `${swFile}${ext}`);
  }
  await browser?.close();
});

describe('the installable app', () => {
  it('serves a manifest in Arabic, right to left, with maskable icons', async () => {
    const response = await visitor.page.request.get('/manifest.webmanifest');
    expect(response.status()).toBe(200);
    const manifest = (await response.json()) as Record<string, unknown> & {
      icons: { src: string; sizes: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({
      lang: 'ar',
      dir: 'rtl',
      short_name: 'مسار',
      start_url: '/',
      scope: '/',
    });
    expect(manifest.icons.filter((i) => i.purpose === 'maskable').map((i) => i.sizes)).toEqual([
      '192x192',
      '512x512',
    ]);
    for (const icon of manifest.icons) expect((await visitor.page.request.get(icon.src)).status()).toBe(200);
  });

  it('takes over after the first page, keeps API calls off its caches, and offers a new build with a reload', async () => {
    const { page } = visitor;
    await page.goto('/');
    await waitForApp(page);
    await waitForServiceWorker(page);
    expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe('/manifest.webmanifest');

    // Nothing private is stored by the worker: its caches hold build files, and public reads only.
    await page.goto('/TTHCourses');
    await waitForApp(page);
    const cachedApi = await page.evaluate(async () => {
      const found: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys()) {
          const path = new URL(request.url).pathname;
          if (path.startsWith('/api/')) found.push(`${name} ${path}`);
        }
      }
      return found;
    });
    for (const entry of cachedApi)
      expect(entry).toMatch(
        /^masar-(catalogue|images)-v1 \/api\/(courses|structure\/tree|homepage-materials|settings\/[a-z-]+|points\/packages|slides\/active|files\/(covers|avatars)\/.+)$/,
      );

    // A deploy: the worker's script changes. The page notices and asks before taking the new version.
    for (const ext of ['.br', '.gz']) renameSync(`${swFile}${ext}`, `${swFile}${ext}.e2e`);
    writeFileSync(swFile, Buffer.concat([original, Buffer.from(`\n// build ${Date.now()}\n`)]));
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    const prompt = page.getByRole('region', { name: arOffline.update.label });
    await prompt.getByText(arOffline.update.text).waitFor({ timeout: 30_000 });
    await expectNoAxeViolations(page, 'update prompt');
    await capture(page, 'service-worker-update-prompt');

    await Promise.all([
      page.waitForEvent('load'),
      prompt.getByRole('button', { name: arOffline.update.reload }).click(),
    ]);
    await waitForApp(page);
    await waitForServiceWorker(page);
    const state = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return {
        waiting: registration?.waiting ?? null,
        controlled: navigator.serviceWorker.controller !== null,
      };
    });
    expect(state).toEqual({ waiting: null, controlled: true });
    expect(await page.getByRole('region', { name: arOffline.update.label }).count()).toBe(0);
    expect(visitor.pageErrors).toEqual([]);
  }, 90_000);
});
