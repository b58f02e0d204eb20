import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema/jobs';
import { pointPackages, pointTransactions } from '../../db/schema/points';
import { users } from '../../db/schema/users';
import { buildAdmin, buildStudent, createTestApp, type TestApp, type TestUser } from '../../test/helper';
import { EXPIRE_CHECKOUTS_JOB } from './checkout-expiry';
import { languageFromHeader } from './sandbox-page';

/**
 * Card purchases that did not go through — declined, abandoned past the checkout's lifetime, still open — as
 * the student's history, the admin ledger and the sandbox's checkout page show them: with their own status, no
 * balance after them, and never counted in the balance.
 */
let t: TestApp;
let admin: TestUser;
let packageId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await buildAdmin(t);
  const [pkg] = await t.ctx.db
    .insert(pointPackages)
    .values({ name: 'Pack Bac 2026', points: 3000, price: 2500 })
    .returning({ id: pointPackages.id });
  packageId = pkg!.id;
});
afterAll(async () => {
  await t.close();
});

async function openCheckout(student: TestUser) {
  const res = await t.request({
    method: 'POST',
    url: '/api/payments/create-checkout',
    token: student.token,
    payload: { packageId },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { transaction_id: number; checkout_id: string; checkout_url: string };
}
const sandbox = (checkoutId: string, action: 'pay' | 'decline') =>
  t.request({ method: 'POST', url: `/api/payments/sandbox/${checkoutId}/${action}`, payload: {} });
const page = (checkoutId: string, headers: Record<string, string> = {}) =>
  t.request({ method: 'GET', url: `/api/payments/sandbox/${checkoutId}`, headers });
const setLanguage = (student: TestUser, language: 'ar' | 'fr' | 'en') =>
  t.ctx.db.update(users).set({ language }).where(eq(users.id, student.user.id));
/** Intl may use narrow or ordinary no-break spaces and bidi marks; compare what a reader sees. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ').replace(/[\u200e\u200f\u061c]/g, '');

/** Runs the checkout expiry now, whatever earlier runs rescheduled it to. */
async function runExpiry() {
  await t.ctx.db
    .update(jobs)
    .set({ runAt: new Date(0) })
    .where(eq(jobs.name, EXPIRE_CHECKOUTS_JOB));
  const ran = await t.ctx.jobs.runDue();
  expect(ran.failed).toBe(0);
}

type Row = { id: number; status: string; amount: number; balance_after: number | null; kind: string };

describe('payments that did not go through', () => {
  it('show as failed, expired and pending in the history and the ledger, and credit nothing', async () => {
    const student = await buildStudent(t);
    const paid = await openCheckout(student);
    const declined = await openCheckout(student);
    const abandoned = await openCheckout(student);
    const open = await openCheckout(student);
    expect((await sandbox(paid.checkout_id, 'pay')).json().status).toBe('completed');
    expect((await sandbox(declined.checkout_id, 'decline')).json().status).toBe('failed');
    // The sandbox's lifetime is an hour, plus an hour's grace for late webhooks.
    await t.ctx.db
      .update(pointTransactions)
      .set({ createdAt: new Date(Date.now() - 2 * 60 * 60_000 - 60_000) })
      .where(eq(pointTransactions.id, abandoned.transaction_id));
    await runExpiry();

    const history = await t.request({ method: 'GET', url: '/api/points/transactions', token: student.token });
    expect(history.statusCode, history.body).toBe(200);
    const rows = history.json().transactions as Row[];
    expect(rows).toHaveLength(4);
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(paid.transaction_id)).toMatchObject({
      status: 'completed',
      amount: 3000,
      balance_after: 3000,
    });
    expect(byId.get(declined.transaction_id)).toMatchObject({ status: 'failed', balance_after: null });
    expect(byId.get(abandoned.transaction_id)).toMatchObject({ status: 'expired', balance_after: null });
    expect(byId.get(open.transaction_id)).toMatchObject({ status: 'pending', balance_after: null });
    expect(rows.filter((row) => row.status === 'completed')).toHaveLength(1);
    const balance = await t.request({ method: 'GET', url: '/api/points/balance', token: student.token });
    expect(balance.json().balance).toBe(3000);

    for (const [status, id] of [
      ['expired', abandoned.transaction_id],
      ['failed', declined.transaction_id],
      ['pending', open.transaction_id],
    ] as const) {
      const ledger = await t.request({
        method: 'GET',
        url: `/api/points/transactions?user_id=${student.user.id}&status=${status}`,
        token: admin.token,
      });
      expect(ledger.statusCode, ledger.body).toBe(200);
      const found = ledger.json().transactions as Row[];
      expect(found).toHaveLength(1);
      expect(found[0]).toMatchObject({ id, status, kind: 'purchase', balance_after: null });
    }
  });
});

describe('the sandbox checkout page', () => {
  let student: TestUser;
  let checkout: { checkout_id: string };
  beforeAll(async () => {
    student = await buildStudent(t);
    checkout = await openCheckout(student);
  });

  it('fits a phone and reads right to left in Arabic, the account’s default language', async () => {
    const res = await page(checkout.checkout_id, { 'accept-language': 'fr-FR,fr;q=0.9' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain('<html lang="ar" dir="rtl">');
    expect(res.body).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    // Fluid: the card takes the screen's width up to 420 px; nothing else sets a width in pixels.
    expect(res.body).toMatch(/main \{ width: 100%; max-width: 420px;/);
    expect(res.body.match(/(?<!max-)width: \d+px/g)).toBeNull();
    expect(res.body).toContain('ادفع');
    expect(res.body).toContain('ارفض');
    const amount = /<dd class="amount" data-amount="2500">([^<]+)<\/dd>/.exec(res.body)?.[1];
    expect(plain(amount ?? '')).toMatch(/^2.500 د\.ج\.$/);
    expect(res.body).toContain(`/api/payments/sandbox/${checkout.checkout_id}/pay`);
  });

  it.each([
    { language: 'fr' as const, dir: 'ltr', amount: /^2 500 DA$/, pay: 'Payer', decline: 'Refuser' },
    { language: 'en' as const, dir: 'ltr', amount: /^DZD 2,500$/, pay: 'Pay', decline: 'Decline' },
  ])('speaks the account’s language ($language) and formats the amount for it', async (expected) => {
    await setLanguage(student, expected.language);
    const res = await page(checkout.checkout_id, { 'accept-language': 'ar' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`<html lang="${expected.language}" dir="${expected.dir}">`);
    const amount = /<dd class="amount" data-amount="2500">([^<]+)<\/dd>/.exec(res.body)?.[1];
    expect(plain(amount ?? '')).toMatch(expected.amount);
    expect(res.body).toContain(`>${expected.pay}</button>`);
    expect(res.body).toContain(`>${expected.decline}</button>`);
    expect(res.body).not.toContain('ادفع');
  });

  it('says an expired checkout expired, in the payer’s language, with no button to pay', async () => {
    const other = await buildStudent(t);
    await setLanguage(other, 'en');
    const stale = await openCheckout(other);
    await t.ctx.db
      .update(pointTransactions)
      .set({ createdAt: new Date(Date.now() - 2 * 60 * 60_000 - 60_000) })
      .where(eq(pointTransactions.id, (stale as { transaction_id: number }).transaction_id));
    await runExpiry();
    const res = await page(stale.checkout_id);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('data-status="expired"');
    expect(res.body).toContain('This checkout has expired; no money was taken.');
    expect(res.body).not.toContain('<form');
  });

  it('falls back on the browser’s languages, by preference, when no account language is known', () => {
    expect(languageFromHeader('en-US,en;q=0.9,ar;q=0.8')).toBe('en');
    expect(languageFromHeader('de-DE,fr;q=0.7,en;q=0.9')).toBe('en');
    expect(languageFromHeader('fr-DZ')).toBe('fr');
    expect(languageFromHeader('de,es;q=0.5')).toBe('ar');
    expect(languageFromHeader('fr;q=0,en;q=0.1')).toBe('en');
    expect(languageFromHeader(undefined)).toBe('ar');
  });
});
