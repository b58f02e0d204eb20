import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { f, get, student, t, useLiveApp } from './live-test-app';

useLiveApp();

describe('selling', () => {
  it('sells an approved session once, at the server price, with one ledger row and one earning', async () => {
    const s = await f.approved({ price: 300 });
    const buyer = await student();
    await f.fund(buyer.user.id, 250);
    const poor = await f.buy(buyer, s.id);
    expect(poor.statusCode).toBe(402);
    expect(poor.json().error).toBe('Insufficient points');
    await f.fund(buyer.user.id, 1000);
    const changed = await t.request({
      method: 'POST',
      url: `/api/live-sessions/${s.id}/purchase`,
      token: buyer.token,
      payload: { amount_paid: 1 },
    });
    expect(changed.statusCode).toBe(409);
    expect(changed.json().error).toBe('Price changed');
    const ok = await t.request({
      method: 'POST',
      url: `/api/live-sessions/${s.id}/purchase`,
      token: buyer.token,
      payload: { amount_paid: 300 },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ session_id: s.id, amount_paid: 300, balance: 700 });
    const again = await f.buy(buyer, s.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('Session already purchased');
    const rows = await t.ctx.db.execute<{ n: number; earned: number }>(sql`
      select (select count(*)::int from point_transactions where live_session_id = ${s.id}) as n,
             (select coalesce(sum(amount), 0)::int from professor_earnings where live_session_id = ${s.id}) as earned`);
    expect(rows.rows[0]).toEqual({ n: 1, earned: 210 });
    const mine = (await get('/api/points/my-live-sessions', buyer)).json();
    expect(mine.sessions.map((x: { id: number }) => x.id)).toEqual([s.id]);
    expect(mine.sessions[0]).toMatchObject({ amount_paid: 300, source: 'session' });
  });

  it('refuses unapproved, ended and cancelled sessions', async () => {
    const buyer = await student();
    await f.fund(buyer.user.id, 10_000);
    const pending = await f.schedule();
    expect((await f.buy(buyer, pending.id)).statusCode).toBe(404);
    const cancelled = await f.approved();
    await f.move(cancelled.id, 'cancelled');
    const res = await f.buy(buyer, cancelled.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('This session is not available for purchase');
  });

  it('30 parallel buys of a session with 10 seats: exactly 10 sales', async () => {
    const s = await f.approved({ maxAttendees: 10, price: 100 });
    const buyers = await Promise.all(Array.from({ length: 30 }, () => student()));
    for (const b of buyers) await f.fund(b.user.id, 100);
    const results = await Promise.all(buyers.map((b) => f.buy(b, s.id)));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(10);
    expect(results.filter((r) => r.statusCode !== 200).map((r) => [r.statusCode, r.json().error])).toEqual(
      Array.from({ length: 20 }, () => [409, 'Session is full']),
    );
    expect((await get(`/api/live-sessions/${s.id}`)).json().attendeesCount).toBe(10);
    const balances = await Promise.all(buyers.map((b) => f.balance(b)));
    expect(balances.filter((b) => b === 0)).toHaveLength(10);
    expect(balances.filter((b) => b === 100)).toHaveLength(20);
    const sold = await t.ctx.db.execute<{ n: number }>(
      sql`select count(*)::int as n from point_transactions where live_session_id = ${s.id} and kind = 'spend'`,
    );
    expect(sold.rows[0]!.n).toBe(10);
  });

  it('cancel refunds each buyer once, even when sent twice at once, and reverses the earnings', async () => {
    const s = await f.approved({ price: 150 });
    const buyers = await Promise.all([student(), student(), student()]);
    for (const b of buyers) {
      await f.fund(b.user.id, 500);
      expect((await f.buy(b, s.id)).statusCode).toBe(200);
    }
    const [a, b] = await Promise.all([
      f.move(s.id, 'cancelled'),
      f.adminPatch(s.id, { status: 'cancelled' }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect([a, b].find((r) => r.statusCode === 409)!.json().error).toBe(
      'Cannot change status from cancelled to cancelled',
    );
    for (const buyer of buyers) expect(await f.balance(buyer)).toBe(500);
    const refunds = await t.ctx.db.execute<{ user_id: number; n: number }>(sql`
      select user_id, count(*)::int as n from point_transactions
      where live_session_id = ${s.id} and kind = 'refund' group by user_id`);
    expect(refunds.rows.map((r) => r.n)).toEqual([1, 1, 1]);
    const earned = await t.ctx.db.execute<{ total: number }>(
      sql`select coalesce(sum(amount), 0)::int as total from professor_earnings where live_session_id = ${s.id}`,
    );
    expect(earned.rows[0]!.total).toBe(0);
    const note = (await get('/api/notifications', buyers[0])).json();
    expect(note.notifications[0]).toMatchObject({
      type: 'live_session_cancelled',
      sessionId: s.id,
      read: false,
    });
    // A buyer who paid is told the points came back (in Arabic, the language of a new account).
    expect(note.notifications[0].message).toContain('أُعيدت إليك النقاط التي دفعتها.');
    // The refunded seat stays in the buyer's list as a cancelled session, and no longer opens the room.
    const mine = (await get('/api/points/my-live-sessions', buyers[0])).json();
    expect(mine.sessions).toHaveLength(1);
    expect(mine.sessions[0]).toMatchObject({ status: 'cancelled', source: 'session' });
    const access = await get(`/api/live-sessions/${mine.sessions[0].id}/access`, buyers[0]);
    expect(access.json()).toEqual({ hasAccess: false, reason: 'not_purchased' });
  });
});
