import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { EARNINGS_TOP_PROFESSORS } from '../../../contract/points';
import { buildUser } from '../../test/helper';
import { isoDay } from '../../report-calendar';
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
    const month = isoDay(new Date()).slice(0, 7); // an Algiers month
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
    const today = isoDay(new Date()); // the report's days are Algiers days
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
    // The top seller's live session sale at 00:30 on 1 July in Algiers (23:30 UTC the day before): July's, as
    // the months are Algiers months.
    await t.ctx.db.execute(sql`
      with sale as (
        insert into point_transactions (user_id, kind, status, amount, description, created_at, completed_at)
        values (${buyer.user.id}, 'spend', 'completed', -50, 'A live session', '2001-06-30T23:30:00Z',
                '2001-06-30T23:30:00Z')
        returning id)
      insert into professor_earnings (professor_id, kind, transaction_id, gross, share_percent, amount, created_at)
      select ${sellers.at(-1)!.user.id}, 'live_session', id, 50, 70, 35, '2001-06-30T23:30:00Z' from sale`);
    const report = (await get('/api/admin/earnings?from=2001-01-01&to=2001-12-31', admin.token)).json();
    const n = EARNINGS_TOP_PROFESSORS + 2;
    // The i-th seller's sale is 100 + i points, his share floor(70 %).
    const gross = Array.from({ length: n }, (_, i) => 100 + i).reduce((a, b) => a + b, 0);
    const share = Array.from({ length: n }, (_, i) => Math.floor((100 + i) * 0.7)).reduce((a, b) => a + b, 0);
    expect(report.totals).toEqual({
      gross: gross + 50,
      professor: share + 35,
      platform: gross - share + 15,
      sales: n + 1,
    });
    expect(report.by_month).toEqual([
      { month: '2001-06', gross, professor: share, platform: gross - share, sales: n },
      { month: '2001-07', gross: 50, professor: 35, platform: 15, sales: 1 },
    ]);
    expect(report.by_kind).toEqual(
      expect.arrayContaining([
        { kind: 'course', gross, professor: share, platform: gross - share, sales: n },
        { kind: 'live_session', gross: 50, professor: 35, platform: 15, sales: 1 },
      ]),
    );
    expect(report.by_kind).toHaveLength(2);
    expect(report.professors_total).toBe(EARNINGS_TOP_PROFESSORS + 2);
    expect(report.by_professor.map((r: { professor_id: number }) => r.professor_id)).toEqual(
      sellers
        .map((s) => s.user.id)
        .reverse()
        .slice(0, EARNINGS_TOP_PROFESSORS),
    );
    // The first, with his July sale too.
    expect(report.by_professor[0]).toMatchObject({ gross: 171, professor: 119, platform: 52, sales: 2 });
    // The period's days are Algiers days too: that sale is 1 July's, not 30 June's.
    const july = (await get('/api/admin/earnings?from=2001-07-01&to=2001-07-01', admin.token)).json();
    expect(july.totals).toEqual({ gross: 50, professor: 35, platform: 15, sales: 1 });
    expect(july.by_month).toEqual([{ month: '2001-07', gross: 50, professor: 35, platform: 15, sales: 1 }]);
    const june = (await get('/api/admin/earnings?from=2001-06-01&to=2001-06-30', admin.token)).json();
    expect(june.totals).toEqual({ gross, professor: share, platform: gross - share, sales: n });
    const none = (await get('/api/admin/earnings?from=2002-01-01&to=2002-12-31', admin.token)).json();
    expect(none).toMatchObject({ by_professor: [], professors_total: 0 });
  });

  it('reads a closed month from its sums, and sums it again when a row is written into it later', async () => {
    const buyer = await buildUser(t, 'student');
    const seller = await buildUser(t, 'professor');
    // Rows of March 2003 (a year no other test writes to), written with their times as a backdated import would.
    const sale = (gross: number, at: string) =>
      t.ctx.db.execute(sql`
        with sale as (
          insert into point_transactions (user_id, kind, status, amount, description, created_at, completed_at)
          values (${buyer.user.id}, 'spend', 'completed', ${-gross}, 'A course', ${at}, ${at})
          returning id)
        insert into professor_earnings (professor_id, kind, transaction_id, gross, share_percent, amount, created_at)
        select ${seller.user.id}, 'course', id, ${gross}, 70, ${Math.floor(gross * 0.7)}, ${at} from sale`);
    const topUp = (kind: 'purchase' | 'code', status: string, amount: number, at: string) =>
      t.ctx.db.execute(sql`
        insert into point_transactions (user_id, kind, status, amount, amount_dzd, description, created_at)
        values (${buyer.user.id}, ${kind}, ${status}, ${amount}, ${kind === 'purchase' ? amount * 2 : null},
                'A top-up', ${at})
        returning id`);
    await sale(200, '2003-03-10T10:00:00Z');
    await topUp('purchase', 'completed', 400, '2003-03-11T10:00:00Z');
    await topUp('code', 'completed', 150, '2003-03-12T10:00:00Z');
    const pending = (await topUp('purchase', 'pending', 1000, '2003-03-20T10:00:00Z')).rows[0]!.id as number;
    const year = async () =>
      (await get('/api/admin/earnings?from=2003-01-01&to=2003-12-31', admin.token)).json();

    const first = await year();
    expect(first.totals).toEqual({ gross: 200, professor: 140, platform: 60, sales: 1 });
    expect(first.top_ups).toEqual({ card_points: 400, card_dzd: 800, code_points: 150 });
    const summed = await t.ctx.db.execute(sql`
      select gross, amount, sales from earnings_months
      where month = '2003-03-01' and professor_id = ${seller.user.id} and kind = 'course'`);
    expect(summed.rows).toEqual([{ gross: 200, amount: 140, sales: 1 }]);
    const march = await t.ctx.db.execute(sql`
      select card_points, card_dzd, code_points from report_months where month = '2003-03-01'`);
    expect(march.rows).toEqual([{ card_points: 400, card_dzd: 800, code_points: 150 }]);

    // The report reads the sums, not the rows: a sum changed by hand shows (the API never writes them).
    await t.ctx.db.execute(sql`update earnings_months set gross = gross + 1 where month = '2003-03-01'`);
    expect((await year()).totals.gross).toBe(201);

    // A sale written into the summed month later, and the pending card payment settled after its month ended:
    // each makes the month be summed again, from its rows, by the next report, even two at once.
    await sale(50, '2003-03-25T10:00:00Z');
    await t.ctx.db.transaction((tx) => completePending(tx, pending, { paid: true }));
    const [again, twin] = await Promise.all([year(), year()]);
    expect(again.totals).toEqual({ gross: 250, professor: 175, platform: 75, sales: 2 });
    expect(again.top_ups).toEqual({ card_points: 1400, card_dzd: 2800, code_points: 150 });
    expect(twin).toEqual(again);
    expect(again.by_month).toEqual([
      { month: '2003-03', gross: 250, professor: 175, platform: 75, sales: 2 },
    ]);

    // A period that starts or ends inside a month reads that month's rows.
    const from11 = (await get('/api/admin/earnings?from=2003-03-11&to=2003-04-30', admin.token)).json();
    expect(from11.totals).toEqual({ gross: 50, professor: 35, platform: 15, sales: 1 });
    expect(from11.top_ups).toEqual({ card_points: 1400, card_dzd: 2800, code_points: 150 });
    const to24 = (await get('/api/admin/earnings?from=2003-02-01&to=2003-03-24', admin.token)).json();
    expect(to24.totals).toEqual({ gross: 200, professor: 140, platform: 60, sales: 1 });
    expect(to24.top_ups).toEqual({ card_points: 1400, card_dzd: 2800, code_points: 150 });

    // A period of two partial months, read from rows a month at a time: a sale at 00:30 on 1 April in Algiers
    // (still 31 March in UTC) is April's, in the rows as in the sums.
    await sale(30, '2003-03-31T23:30:00Z');
    const across = (await get('/api/admin/earnings?from=2003-03-20&to=2003-04-10', admin.token)).json();
    expect(across.by_month).toEqual([
      { month: '2003-03', gross: 50, professor: 35, platform: 15, sales: 1 },
      { month: '2003-04', gross: 30, professor: 21, platform: 9, sales: 1 },
    ]);
    expect(across.totals).toEqual({ gross: 80, professor: 56, platform: 24, sales: 2 });
    expect((await year()).by_month).toEqual([
      { month: '2003-03', gross: 250, professor: 175, platform: 75, sales: 2 },
      { month: '2003-04', gross: 30, professor: 21, platform: 9, sales: 1 },
    ]);

    // The month under way is never summed: its rows are read as they are written.
    await get('/api/admin/earnings', admin.token);
    const open = await t.ctx.db.execute(sql`
      select count(*)::int as n from report_months
      where month >= date_trunc('month', now() at time zone 'Africa/Algiers')::date`);
    expect(open.rows).toEqual([{ n: 0 }]);
  });
});
