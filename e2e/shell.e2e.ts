/** The shell: Arabic first, the language switch, the not-found page and a stale stored token. */
import { readFile } from 'node:fs/promises';
import type { Browser, Page, Worker as PageWorker } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DESKTOP,
  expectNoAxeViolations,
  htmlLangDir,
  launchBrowser,
  openPage,
  storedToken,
  waitForApp,
} from './support/browser';
import { DASHBOARDS } from './support/accounts';
import arHomeSections from '../src/web/locales/ar/home-sections.json';
import frCommon from '../src/web/locales/fr/common.json';
import { accountMenuName, ar, en, escapeRegExp } from './support/locale';

const fr = { common: frCommon };
import { loginToken, signInThroughForm } from './support/sign-in';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

async function chooseLanguage(page: Page, currentLabel: string, name: string) {
  await page.getByRole('banner').getByRole('button', { name: currentLabel }).click();
  await page.getByRole('menuitemradio', { name }).click();
}

describe('home', () => {
  it('is Arabic and right-to-left by default, with a real call to action', async () => {
    const { page, context, pageErrors } = await openPage(browser);
    await page.goto('/');
    await waitForApp(page);
    expect(await htmlLangDir(page)).toEqual({ lang: 'ar', dir: 'rtl' });
    await page.getByRole('heading', { level: 1 }).getByText(ar.site.hero.titleAccent).waitFor();
    await page.getByRole('main').getByRole('link', { name: ar.site.hero.register }).waitFor();
    await page.getByRole('contentinfo').waitFor();
    expect(await page.title()).toContain(ar.common.app.name);
    await expectNoAxeViolations(page, '/ (Arabic)');
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('keeps its first screen when the lower part cannot be fetched', async () => {
    // The chunk of everything below the hero, named by its hash: the build's manifest says which file it is.
    const manifest = JSON.parse(await readFile('dist/web/.vite/manifest.json', 'utf8')) as Record<
      string,
      { file: string }
    >;
    const belowFold = manifest['features/site/components/home-below-fold.tsx']?.file;
    expect(belowFold).toMatch(/^assets\/.+\.js$/);
    const { page, context, pageErrors } = await openPage(browser);
    await context.route(`**/${belowFold}`, (route) => route.abort('internetdisconnected'));
    await page.goto('/');
    await waitForApp(page);
    const reload = page.getByRole('main').getByRole('button', { name: ar.common.errorPage.reload });
    await reload.waitFor();
    await page.getByText(ar.common.errorPage.partBody).waitFor();
    // The hero and its calls to action stay; the route's error page did not replace them.
    await page.getByRole('heading', { level: 1 }).getByText(ar.site.hero.titleAccent).waitFor();
    await page.getByRole('main').getByRole('link', { name: ar.site.hero.register }).waitFor();
    expect(await page.getByRole('heading', { name: ar.common.errorPage.title }).count()).toBe(0);
    // Once the connection is back, the button reloads and the lower part is drawn.
    await context.unroute(`**/${belowFold}`);
    await reload.click();
    await page.getByRole('main').getByRole('link', { name: ar.site.hero.register }).waitFor();
    await expect.poll(() => page.getByText(ar.common.errorPage.partBody).count()).toBe(0);
    await page.getByRole('heading', { level: 2, name: arHomeSections.steps.title }).waitFor();
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it("writes the steps' numbers in the page's language, not the browser's", async () => {
    // An Egyptian browser formats 1 as "١"; the Arabic pages use Algeria's digits, as their prices do.
    const { page, context, pageErrors } = await openPage(browser, { locale: 'ar-EG' });
    await page.goto('/');
    await waitForApp(page);
    expect(await htmlLangDir(page)).toEqual({ lang: 'ar', dir: 'rtl' });
    const steps = page.getByRole('region', { name: arHomeSections.steps.title }).getByRole('listitem');
    await steps.first().waitFor();
    const numbers = await steps.evaluateAll((items) =>
      items.map((item) => item.querySelector('[aria-hidden="true"]')?.textContent),
    );
    expect(numbers).toEqual(['1', '2', '3']);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('switches to English (left-to-right), remembers it, and switches back', async () => {
    const { page, context } = await openPage(browser);
    await page.goto('/');
    await waitForApp(page);

    await chooseLanguage(page, `${ar.common.nav.language}: العربية`, 'English');
    await page.waitForFunction(() => document.documentElement.dir === 'ltr');
    expect(await htmlLangDir(page)).toEqual({ lang: 'en', dir: 'ltr' });
    await page.getByRole('heading', { level: 1 }).getByText(en.site.hero.titleAccent).waitFor();
    await page.getByRole('banner').getByRole('link', { name: en.common.nav.signIn }).waitFor();
    await expectNoAxeViolations(page, '/ (English)');

    await page.reload();
    await waitForApp(page);
    expect(await htmlLangDir(page)).toEqual({ lang: 'en', dir: 'ltr' });
    await page.getByRole('heading', { level: 1 }).getByText(en.site.hero.titleAccent).waitFor();

    await chooseLanguage(page, `${en.common.nav.language}: English`, 'العربية');
    await page.waitForFunction(() => document.documentElement.dir === 'rtl');
    expect(await htmlLangDir(page)).toEqual({ lang: 'ar', dir: 'rtl' });
    await page.getByRole('heading', { level: 1 }).getByText(ar.site.hero.titleAccent).waitFor();
    await context.close();
  });

  it("loads the reader's number and date formats in a worker the page's policy allows", async () => {
    const { page, context, pageErrors } = await openPage(browser);
    // What the page sends its workers, and any refusal by the Content-Security-Policy.
    await context.addInitScript(() => {
      const post = Worker.prototype.postMessage;
      const sent: unknown[] = [];
      Object.assign(window, { sentToWorkers: sent });
      Worker.prototype.postMessage = function (this: Worker, message: unknown) {
        sent.push(message);
        post.call(this, message);
      };
    });
    const refusals: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) refusals.push(message.text());
    });
    const sent = () => page.evaluate(() => (window as unknown as { sentToWorkers: unknown[] }).sentToWorkers);

    for (const [language, locale] of [
      [null, 'ar-DZ'],
      ['fr', 'fr-DZ'],
    ] as const) {
      if (language) await page.evaluate((code) => localStorage.setItem('lang', code), language);
      // It formats once with the locale it is sent, then closes itself.
      const closed = new Promise<PageWorker>((resolve) =>
        page.once('worker', (worker) => worker.once('close', () => resolve(worker))),
      );
      await page.goto('/');
      expect((await closed).url()).toMatch(/\/assets\/intl-warm\.worker-[\w-]+\.js$/);
      expect(await sent()).toEqual([locale]);
      await waitForApp(page);
    }
    expect(refusals).toEqual([]);
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});

describe('the header of a signed-in student', () => {
  it('keeps one row at 1280 px in all three languages; My sessions is in the account menu', async () => {
    const token = await loginToken('student');
    for (const language of ['ar', 'fr', 'en'] as const) {
      const { page, context, pageErrors } = await openPage(browser, { viewport: DESKTOP });
      await page.goto('/');
      await page.evaluate(
        ([value, lang]) => {
          localStorage.setItem('token', value);
          localStorage.setItem('lang', lang);
        },
        [token, language] as const,
      );
      await page.goto('/TTHCourses');
      await waitForApp(page);
      await page.waitForFunction((lang) => document.documentElement.lang === lang, language);
      const banner = page.getByRole('banner');
      const names = { ar: ar.common, fr: fr.common, en: en.common }[language];
      const account = banner.getByRole('button', {
        name: new RegExp(`^${escapeRegExp(names.nav.accountMenu.replace('{{name}}', '').trim())}`),
      });
      await account.waitFor();
      const height = await banner.evaluate((header) => header.getBoundingClientRect().height);
      // h-16 and its bottom border: a second row would add at least another 40 px.
      expect(height, `header height in ${language}`).toBeLessThanOrEqual(66);
      if (language === 'ar') {
        await account.click();
        const item = page.getByRole('menuitem', { name: ar.common.nav.mySessions });
        await item.waitFor();
        expect(await item.getAttribute('href')).toBe('/TTHSession');
        await expectNoAxeViolations(page, 'account menu of a student');
        await page.keyboard.press('Escape');
      }
      expect(pageErrors).toEqual([]);
      await context.close();
    }
  });
});

describe('not-found page', () => {
  it('answers unknown paths', async () => {
    const { page, context } = await openPage(browser);
    // The app shows its not-found page, and the status says so.
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await waitForApp(page);
    await page.getByRole('heading', { level: 1, name: ar.common.notFound.title }).waitFor();
    await expectNoAxeViolations(page, '/no/such/page');
    await page.getByRole('main').getByRole('link', { name: ar.common.notFound.home }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });
});

describe('a stale stored token', () => {
  it('is removed at start and the visitor is shown signed out', async () => {
    const { page, context } = await openPage(browser);
    await page.goto('/');
    await waitForApp(page);
    await page.evaluate(() => {
      localStorage.setItem('token', 'garbage.not-a.jwt');
      localStorage.setItem('userRole', 'admin');
      localStorage.setItem('userAvatar', '/api/files/avatars/nobody.png');
    });
    await page.reload();
    await waitForApp(page);
    await page.getByRole('banner').getByRole('link', { name: ar.common.nav.signIn }).waitFor();
    await page.waitForFunction(() => localStorage.getItem('token') === null);
    expect(await storedToken(page)).toBeNull();
    expect(
      await page.evaluate(() => [localStorage.getItem('userRole'), localStorage.getItem('userAvatar')]),
    ).toEqual([null, null]);
    await context.close();
  });
});

describe('a stored token that no longer works, with a live refresh cookie', () => {
  it('is replaced through /auth/refresh-token and the user stays signed in', async () => {
    const { page, context } = await openPage(browser);
    await signInThroughForm(page, 'student', `**${DASHBOARDS.student}`);
    await page.evaluate(() => localStorage.setItem('token', 'garbage.not-a.jwt'));
    await page.reload();
    await waitForApp(page);
    await page.getByRole('banner').getByRole('button', { name: accountMenuName }).waitFor();
    const token = await storedToken(page);
    expect(token).not.toBe('garbage.not-a.jwt');
    expect(token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(new URL(page.url()).pathname).toBe(DASHBOARDS.student);
    await context.close();
  });
});

describe('sign-in pages', () => {
  it('pass axe on every variant', async () => {
    const { page, context } = await openPage(browser);
    for (const path of [
      '/login',
      '/register',
      '/forgot-password',
      '/schoolhouse',
      '/schoolhouse/login',
      '/schoolhouse/forgot-password',
    ]) {
      await page.goto(path);
      await waitForApp(page);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await expectNoAxeViolations(page, path);
    }
    await context.close();
  });
});
