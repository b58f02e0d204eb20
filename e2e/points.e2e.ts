/**
 * The points wallet in a real browser against the real server: a student buys a package through the sandbox
 * checkout (Pay), sees the credited points and the ledger row, redeems a code an admin generated, and a
 * declined payment lands on the failure page; the admin sees the sale and the earnings page. Every new page
 * passes axe, and the wallet, history, print and earnings pages are photographed at 1280 and 390 px.
 */
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import arPointsAdmin from '../src/web/locales/ar/points-admin.json';
import arPoints from '../src/web/locales/ar/points.json';
import { ACCOUNTS } from './support/accounts';
import {
  DESKTOP,
  PHONE,
  baseURL,
  expectNoAxeViolations,
  launchBrowser,
  openPage,
  screenshot,
  waitForApp,
  waitForToastsToClose,
} from './support/browser';
import { signInThroughForm } from './support/sign-in';

let browser: Browser;
let adminToken: string;
const PACKAGE_NAME = `E2E ${Date.now().toString(36)}`;
let packagePoints = 0;

async function api<T>(
  path: string,
  init: { method?: string; body?: unknown; token?: string } = {},
): Promise<T> {
  const response = await fetch(`${baseURL()}/api${path}`, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body === undefined ? null : JSON.stringify(init.body),
  });
  const payload = (await response.json()) as T;
  if (!response.ok)
    throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${JSON.stringify(payload)}`);
  return payload;
}

async function login(account: keyof typeof ACCOUNTS): Promise<string> {
  const { email, password } = ACCOUNTS[account];
  const { token } = await api<{ token: string }>('/auth/login', {
    method: 'POST',
    body: { email, password },
  });
  return token;
}

/** Digits of a whole number however Intl groups them (1.000, 1 000, 1,000). */
function amountPattern(value: number): RegExp {
  const digits = String(value).split('');
  return new RegExp(digits.join('[.,\\s\\u00a0\\u202f\\u066c]?'));
}

async function capture(page: Page, name: string) {
  await page.setViewportSize(DESKTOP);
  // A full-page picture keeps the sticky header where the page was scrolled to.
  await page.evaluate(() => window.scrollTo(0, 0));
  await waitForToastsToClose(page);
  await screenshot(page, `${name}-desktop`);
  await page.setViewportSize(PHONE);
  await page.waitForTimeout(100);
  await screenshot(page, `${name}-phone`);
  await expectNoAxeViolations(page, `${name} at 390 px`);
  await page.setViewportSize(DESKTOP);
}

/** From /points, buys the test package by card and arrives on the sandbox checkout page. */
async function openCheckout(page: Page) {
  await page.goto('/points');
  await waitForApp(page);
  const card = page.locator('li').filter({ has: page.getByRole('heading', { name: PACKAGE_NAME }) });
  await card.getByRole('button', { name: arPoints.packages.buy }).click();
  await page.waitForURL(/\/api\/payments\/sandbox\//);
}

beforeAll(async () => {
  browser = await launchBrowser();
  adminToken = await login('admin');
  const created = await api<{ points: number }>('/points/packages', {
    method: 'POST',
    token: adminToken,
    body: { name: PACKAGE_NAME, points: 1500, price: 1500, is_active: true, display_order: 0 },
  });
  packagePoints = created.points;
});

afterAll(async () => {
  await browser?.close();
});

describe('the points wallet', () => {
  it('lets a student buy points by card, read the history, redeem a code, and see a declined payment', async () => {
    const { page, context, pageErrors } = await openPage(browser);
    await signInThroughForm(page, 'student3', '**/TTHStudentDashboard');

    // The wallet page.
    await page.goto('/points');
    await waitForApp(page);
    await page.getByRole('heading', { level: 1, name: arPoints.page.title }).waitFor();
    await page.getByRole('heading', { name: PACKAGE_NAME }).waitFor();
    const balanceBefore = Number(
      (
        (await page.getByTestId('points-balance').innerText()).match(/[\d.,\s\u00a0\u202f]+/)?.[0] ?? '0'
      ).replace(/\D/g, ''),
    );
    await expectNoAxeViolations(page, '/points');

    // Pay through the sandbox checkout.
    await openCheckout(page);
    await page.locator('button.pay').click();
    await page.waitForURL(/\/points\/success\?transaction_id=\d+/);
    const credited = page.getByTestId('credited-points');
    await credited.waitFor();
    expect(await credited.innerText()).toMatch(amountPattern(packagePoints));
    expect(await page.getByTestId('new-balance').innerText()).toMatch(
      amountPattern(balanceBefore + packagePoints),
    );
    await expectNoAxeViolations(page, '/points/success');

    // The ledger row.
    await page.goto('/points/history');
    await waitForApp(page);
    const row = page.getByRole('row').filter({ hasText: PACKAGE_NAME });
    await row.getByText(arPoints.kind.purchase).waitFor();
    await row.getByText(arPoints.status.completed).waitFor();
    await capture(page, 'points-history');

    // A code generated by the admin, typed in lowercase with the card's dashes.
    const { codes } = await api<{ codes: { code: string }[] }>('/points/codes', {
      method: 'POST',
      token: adminToken,
      body: { count: 1, points: 250 },
    });
    const code = codes[0]?.code ?? '';
    expect(code).toHaveLength(16);
    await page.goto('/points');
    await waitForApp(page);
    const typed = (code.match(/.{1,4}/g) ?? []).join('-').toLowerCase();
    await page.locator('input[name="code"]').fill(typed);
    await page.getByRole('button', { name: arPoints.redeem.submit }).click();
    await page
      .getByRole('status')
      .filter({ hasText: amountPattern(balanceBefore + packagePoints + 250) })
      .first()
      .waitFor();
    expect(await page.getByTestId('points-balance').innerText()).toMatch(
      amountPattern(balanceBefore + packagePoints + 250),
    );
    await capture(page, 'points');
    // The same code a second time is refused.
    await page.locator('input[name="code"]').fill(code);
    await page.getByRole('button', { name: arPoints.redeem.submit }).click();
    await page.getByRole('alert').waitFor();

    // Spend points on a course: it shows in "my courses" on the dashboard (and gives the earnings real rows).
    const studentToken = await login('student3');
    const { courses } = await api<{ courses: { id: number; title: string; price: number | null }[] }>(
      '/courses?status=approved&limit=50',
    );
    const affordable = courses
      .filter(
        (course) =>
          course.price !== null && course.price > 0 && course.price <= balanceBefore + packagePoints + 250,
      )
      .sort((a, b) => (a.price ?? 0) - (b.price ?? 0))[0];
    if (affordable) {
      await api('/points/buy-course', {
        method: 'POST',
        token: studentToken,
        body: { courseId: affordable.id },
      }).catch((error: Error) => {
        if (!error.message.includes('409')) throw error;
      });
      await page.goto('/TTHStudentDashboard');
      await waitForApp(page);
      const mine = page.locator('section[aria-labelledby="my-courses-title"]');
      await mine.getByRole('link', { name: affordable.title }).waitFor();
      expect(await mine.getByRole('link', { name: affordable.title }).getAttribute('href')).toBe(
        `/coursesList/courses/${affordable.id}`,
      );
    }

    // Declined at the checkout.
    await openCheckout(page);
    await page.locator('button.decline').click();
    await page.waitForURL(/\/points\/failure\?transaction_id=\d+/);
    await page.getByRole('heading', { level: 1, name: arPoints.failure.failedTitle }).waitFor();
    await page.getByRole('link', { name: arPoints.failure.retry }).waitFor();
    await expectNoAxeViolations(page, '/points/failure');

    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('shows the admin the sale, the codes, a printable batch and the earnings', async () => {
    const { page, context, pageErrors } = await openPage(browser);
    await signInThroughForm(page, 'admin', '**/admin/dashboard', '/schoolhouse/login');

    await page.goto('/admin/point-transactions');
    await waitForApp(page);
    await page.getByRole('heading', { level: 1, name: arPointsAdmin.transactions.title }).waitFor();
    const sale = page
      .getByRole('row')
      .filter({ hasText: ACCOUNTS.student3.email })
      .filter({ hasText: PACKAGE_NAME });
    await sale.first().waitFor();
    await expectNoAxeViolations(page, '/admin/point-transactions');

    await page.goto('/admin/points');
    await waitForApp(page);
    await page.getByRole('row').filter({ hasText: PACKAGE_NAME }).waitFor();
    await expectNoAxeViolations(page, '/admin/points');

    await page.goto('/admin/pricing');
    await waitForApp(page);
    await page.getByRole('tab', { name: arPointsAdmin.pricing.tabs.materials }).waitFor();
    await expectNoAxeViolations(page, '/admin/pricing');

    // Generate a batch through the page, then open its print view.
    await page.goto('/admin/point-codes');
    await waitForApp(page);
    await page.locator('input[name="count"]').fill('30');
    await page.locator('input[name="points"]').fill('500');
    await page.getByRole('button', { name: arPointsAdmin.codes.generate, exact: true }).click();
    const printLink = page.getByRole('link', { name: arPointsAdmin.codes.print });
    await printLink.waitFor();
    await expectNoAxeViolations(page, '/admin/point-codes');
    // The batch as CSV, fetched with the bearer token and saved as a file.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: arPointsAdmin.codes.exportCsv }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^masar-codes-.+\.csv$/);
    const csv = await readFile((await download.path()) ?? '', 'utf8');
    expect(csv.trim().split('\n').length).toBeGreaterThanOrEqual(31);
    await printLink.click();
    await page.waitForURL(/\/admin\/point-codes\/print\?batch=/);
    await waitForApp(page);
    await expect.poll(() => page.locator('li.code-card').count()).toBe(30);
    // On paper: 24 cards fill an A4 sheet, so 30 cards print on exactly two pages, without the toolbar.
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByRole('button', { name: arPointsAdmin.print.print }).isVisible()).toBe(false);
    const pdf = (await page.pdf({ format: 'A4', preferCSSPageSize: true })).toString('latin1');
    expect(pdf.match(/\/Type\s*\/Page(?!s)/g)?.length).toBe(2);
    await page.emulateMedia({ media: 'screen' });
    await capture(page, 'admin-point-codes-print');

    await page.goto('/admin/earnings');
    await waitForApp(page);
    await page.getByRole('heading', { level: 1, name: arPointsAdmin.earnings.title }).waitFor();
    await page.getByRole('heading', { name: arPointsAdmin.earnings.byMonth }).waitFor();
    await capture(page, 'admin-earnings');

    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
