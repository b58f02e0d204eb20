import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { EARNINGS_TOP_PROFESSORS } from '../../../contract/points';
import { buildUser } from '../../test/helper';
import { closePending, completePending } from './ledger';
import {
  admin,
  approvedCourse,
  balanceOf,
  fund,
  get,
  newPackage,
  post,
  prof,
  t,
  usePointsFixtures,
} from '../../test/points-fixtures';

usePointsFixtures();

describe('earnings', () => {
  it('aggregates real sales by month, professor and kind, and reverses refunds', async () => {
    const courseId = await approvedCourse(1000);
    const u = await buildUser(t, 'student');
    await fund(u.user.id, 1000);
    await post('/api/points/buy-course', { courseId }, u.token);
    const before = (await get('/api/admin/earnings', admin.token)).json();
    await t.request({ method: 'DELETE', url: `/api/courses/${courseId}`, token: admin.token });
    expect(await balanceOf(u.token)).toBe(1000);
    const after = (await get('/api/admin/earnings', admin.token)).json();
    expect(after.totals.gross).toBe(before.totals.gross - 1000);
    expect(after.totals.professor).toBe(before.totals.professor - 700);
    const month = new Date().toISOString().slice(0, 7);
    expect(after.by_month.map((m: { month: string }) => m.month)).toContain(month);
    expect(after.by_kind[0]).toMatchObject({ kind: 'course' });
    const refund = (await get('/api/points/transactions', u.token)).json().transactions[0];
    expect(refund).toMatchObject({ kind: 'refund', amount: 1000, balance_after: 1000 });

    const empty = (await get('/api/admin/earnings?from=2000-01-01&to=2000-12-31', admin.token)).json();
    expect(empty).toMatchObject({ totals: { gross: 0, professor: 0, platform: 0, sales: 0 }, by_month: [] });
    expect((await get('/api/admin/earnings', prof.token)).statusCode).toBe(403);
  });

  it('counts completed card and code top-ups in the period, not pending or failed payments, spends or adjustments', async () => {
    const period = (from: string, to: string) =>
      get(`/api/admin/earnings?from=${from}&to=${to}`, admin.token).then((r) => r.json().top_ups);
    const today = new Date().toISOString().slice(0, 10);
    const before = await period(today, today);
    const u = await buildUser(t, 'student');
    const pack = await newPackage(1200, 900);
    const checkout = async () =>
      (await post('/api/payments/create-checkout', { packageId: pack.id }, u.token)).json()
        .transaction_id as number;
    const paid = await checkout();
    await t.ctx.db.transaction((tx) => completePending(tx, paid, { paid: true }));
    await checkout(); // still pending
    const declined = await checkout();
    await t.ctx.db.transaction((tx) => closePending(tx, declined, 'failed', {}));
    const codes = (await post('/api/points/codes', { count: 1, points: 300 }, admin.token)).json();
    const code = codes.codes[0].code as string;
    expect((await post('/api/points/codes/redeem', { code }, u.token)).statusCode).toBe(200);
    await fund(u.user.id, 5000); // an adjustment
    const courseId = await approvedCourse(400);
    expect((await post('/api/points/buy-course', { courseId }, u.token)).statusCode).toBe(200);

    expect(await period(today, today)).toEqual({
      card_points: before.card_points + 1200,
      card_dzd: before.card_dzd + 900,
      code_points: before.code_points + 300,
    });
    expect(await period('2000-01-01', '2000-12-31')).toEqual({ card_points: 0, card_dzd: 0, code_points: 0 });
  });

  it('names the professors who earned most in the period, most first, and counts all who sold', async () => {
    const buyer = await buildUser(t, 'student');
    const sellers = await Promise.all(
      Array.from({ length: EARNINGS_TOP_PROFESSORS + 2 }, () => buildUser(t, 'professor')),
    );
    // Sales in a year no other test writes to, the i-th seller's worth 100 + i points.
    for (const [i, seller] of sellers.entries()) {
      await t.ctx.db.execute(sql`
        with sale as (
          insert into point_transactions (user_id, kind, status, amount, description, created_at, completed_at)
          values (${buyer.user.id}, 'spend', 'completed', ${-(100 + i)}, 'A course', '2001-06-01', '2001-06-01')
          returning id)
        insert into professor_earnings (professor_id, kind, transaction_id, gross, share_percent, amount, created_at)
        select ${seller.user.id}, 'course', id, ${100 + i}, 70, ${Math.floor((100 + i) * 0.7)}, '2001-06-01' from sale`);
    }
    const report = (await get('/api/admin/earnings?from=2001-01-01&to=2001-12-31', admin.token)).json();
    expect(report.professors_total).toBe(EARNINGS_TOP_PROFESSORS + 2);
    expect(report.by_professor.map((r: { professor_id: number }) => r.professor_id)).toEqual(
      sellers
        .map((s) => s.user.id)
        .reverse()
        .slice(0, EARNINGS_TOP_PROFESSORS),
    );
    expect(report.by_professor[0]).toMatchObject({ gross: 121, professor: 84, platform: 37, sales: 1 });
    // The totals still count every sale of the period.
    expect(report.totals.sales).toBe(EARNINGS_TOP_PROFESSORS + 2);
    const none = (await get('/api/admin/earnings?from=2002-01-01&to=2002-12-31', admin.token)).json();
    expect(none).toMatchObject({ by_professor: [], professors_total: 0 });
  });
});
