import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { isUniqueViolation } from '../../db/errors';
import { redeemCodes } from '../../db/schema/points';
import { platformSettings } from '../../db/schema/settings';
import { buildUser } from '../../test/helper';
import {
  admin,
  approvedCourse,
  balanceOf,
  fund,
  get,
  newPackage,
  post,
  t,
  usePointsFixtures,
} from '../../test/points-fixtures';
import { closePending, completePending, credit, debit, openPending, setProviderRef } from './ledger';

usePointsFixtures();

/** The professor's share an admin configured; no API writes it yet, so the test writes the setting row. */
async function setShare(value: unknown) {
  await t.ctx.db
    .insert(platformSettings)
    .values({ key: 'professor_share_percent', value })
    .onConflictDoUpdate({ target: platformSettings.key, set: { value } });
}
const clearShare = () =>
  t.ctx.db.delete(platformSettings).where(eq(platformSettings.key, 'professor_share_percent'));
const professorTotal = async () =>
  (await get('/api/admin/earnings', admin.token)).json().totals.professor as number;

describe('the professor’s share of a sale', () => {
  it('follows the configured percentage from 0 to 100, and 70 when the setting is not a whole percentage', async () => {
    const buyer = await buildUser(t, 'student');
    await fund(buyer.user.id, 100_000);
    const cases: [unknown, number][] = [
      [50, 500],
      ['40', 400],
      [0, 0],
      [100, 1000],
      [150, 700],
      [-5, 700],
      [7.5, 700],
      ['many', 700],
    ];
    for (const [setting, share] of cases) {
      await setShare(setting);
      const courseId = await approvedCourse(1000);
      const before = await professorTotal();
      const bought = await post('/api/points/buy-course', { courseId }, buyer.token);
      expect(bought.statusCode, bought.body).toBe(200);
      expect(await professorTotal(), `setting ${JSON.stringify(setting)}`).toBe(before + share);
    }
    await clearShare();
    const courseId = await approvedCourse(1000);
    const before = await professorTotal();
    await post('/api/points/buy-course', { courseId }, buyer.token);
    expect(await professorTotal()).toBe(before + 700);
  });
});

describe('refunds when an admin deletes a sold course', () => {
  it('give back what was paid, reverse the share taken at the sale, and skip free enrollments', async () => {
    const payer = await buildUser(t, 'student');
    await fund(payer.user.id, 1000);
    await setShare(50);
    const courseId = await approvedCourse(1000);
    const before = await professorTotal();
    await post('/api/points/buy-course', { courseId }, payer.token);
    expect(await professorTotal()).toBe(before + 500);
    // The share changes after the sale: the reversal still takes back what the sale gave.
    await clearShare();
    const removed = await t.request({
      method: 'DELETE',
      url: `/api/courses/${courseId}`,
      token: admin.token,
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().message).toMatch(/1 buyer\(s\) refunded/);
    expect(await professorTotal()).toBe(before);
    expect(await balanceOf(payer.token)).toBe(1000);
    const [refund] = (await get('/api/points/transactions', payer.token)).json().transactions;
    expect(refund).toMatchObject({
      kind: 'refund',
      amount: 1000,
      balance_after: 1000,
      description: 'Refund: Cours',
    });

    const free = await approvedCourse(0);
    const taker = await buildUser(t, 'student');
    expect((await post('/api/points/buy-course', { courseId: free }, taker.token)).statusCode).toBe(200);
    const freeRemoved = await t.request({
      method: 'DELETE',
      url: `/api/courses/${free}`,
      token: admin.token,
    });
    expect(freeRemoved.statusCode, freeRemoved.body).toBe(200);
    expect(freeRemoved.json().message).toMatch(/1 buyer\(s\) refunded/);
    expect((await get('/api/points/transactions', taker.token)).json().transactions).toEqual([]);
    expect(await balanceOf(taker.token)).toBe(0);
  });
});

describe('admin corrections', () => {
  it('setting the balance it already has records nothing', async () => {
    const u = await buildUser(t, 'student');
    expect((await fund(u.user.id, 300)).json()).toEqual({ balance: 300, transaction_id: expect.any(Number) });
    expect((await fund(u.user.id, 300)).json()).toEqual({ balance: 300, transaction_id: null });
    expect((await get('/api/points/transactions', u.token)).json().pagination.total).toBe(1);
  });
});

describe('the ledger’s own guarantees', () => {
  it('moves only positive whole numbers of points', async () => {
    const u = await buildUser(t, 'student');
    await fund(u.user.id, 100);
    const entry = { userId: u.user.id, kind: 'adjustment' as const, description: 'test' };
    for (const amount of [0, -5, 1.5]) {
      await expect(t.ctx.db.transaction((tx) => credit(tx, { ...entry, amount }))).rejects.toThrow(
        'credit amount must be a positive integer',
      );
      await expect(t.ctx.db.transaction((tx) => debit(tx, { ...entry, amount }))).rejects.toThrow(
        'debit amount must be a positive integer',
      );
    }
    expect(await balanceOf(u.token)).toBe(100);
    expect((await get('/api/points/transactions', u.token)).json().pagination.total).toBe(1);
  });

  it('holds one row per printed code and per provider reference, however many rows have neither', async () => {
    const u = await buildUser(t, 'student');
    const pack = await newPackage(1000, 1000);
    const [code] = await t.ctx.db
      .insert(redeemCodes)
      .values({ code: `ONCE-${u.user.id}`, points: 100, batch: 'ledger-test' })
      .returning({ id: redeemCodes.id });
    const entry = { userId: u.user.id, amount: 100, kind: 'code' as const, description: 'code' };
    await t.ctx.db.transaction((tx) => credit(tx, { ...entry, codeId: code!.id }));
    const secondCode = await t.ctx.db
      .transaction((tx) => credit(tx, { ...entry, codeId: code!.id }))
      .catch((error: unknown) => error);
    expect(isUniqueViolation(secondCode), 'a second row for one code').toBe(true);

    const pending = () =>
      t.ctx.db.transaction((tx) =>
        openPending(tx, {
          userId: u.user.id,
          points: 1000,
          description: 'card',
          packageId: pack.id,
          provider: 'test-provider',
          amountDzd: 1000,
        }),
      );
    const [first, second] = [await pending(), await pending()];
    await t.ctx.db.transaction((tx) => setProviderRef(tx, first, `checkout-${u.user.id}`));
    const sameRef = await t.ctx.db
      .transaction((tx) => setProviderRef(tx, second, `checkout-${u.user.id}`))
      .catch((error: unknown) => error);
    expect(isUniqueViolation(sameRef), 'a second row for one reference').toBe(true);

    // Rows with no code and no reference (every sale, every adjustment) never collide.
    for (let i = 0; i < 3; i++)
      await t.ctx.db.transaction((tx) => credit(tx, { ...entry, kind: 'adjustment' }));
    expect((await get('/api/points/transactions', u.token)).json().pagination.total).toBe(6);
    expect(await balanceOf(u.token)).toBe(400);
  });

  it('settles a pending purchase once and says whether it changed anything', async () => {
    const u = await buildUser(t, 'student');
    const pack = await newPackage(1000, 1000);
    const open = async () =>
      (await post('/api/payments/create-checkout', { packageId: pack.id }, u.token)).json()
        .transaction_id as number;

    const paid = await open();
    expect(await t.ctx.db.transaction((tx) => completePending(tx, paid, { paid: true }))).toEqual({
      transactionId: paid,
      balance: 1000,
    });
    expect(await t.ctx.db.transaction((tx) => completePending(tx, paid, { paid: true }))).toBeNull();
    expect(await t.ctx.db.transaction((tx) => closePending(tx, paid, 'failed', {}))).toBe(false);

    const declined = await open();
    expect(await t.ctx.db.transaction((tx) => closePending(tx, declined, 'cancelled', {}))).toBe(true);
    expect(await t.ctx.db.transaction((tx) => closePending(tx, declined, 'failed', {}))).toBe(false);
    expect(await t.ctx.db.transaction((tx) => completePending(tx, declined, {}))).toBeNull();
    expect((await get(`/api/points/transaction/${declined}`, u.token)).json().status).toBe('cancelled');
    expect(await balanceOf(u.token)).toBe(1000);
  });
});
