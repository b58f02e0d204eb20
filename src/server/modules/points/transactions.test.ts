import { describe, expect, it } from 'vitest';
import { buildUser } from '../../test/helper';
import {
  admin,
  balanceOf,
  fund,
  get,
  newPackage,
  post,
  student,
  t,
  usePointsFixtures,
} from '../../test/points-fixtures';

usePointsFixtures();

describe('balance and admin corrections', () => {
  it('starts at zero; an admin sets it and an adjustment row records the difference', async () => {
    const u = await buildUser(t, 'student');
    expect(await balanceOf(u.token)).toBe(0);
    const set = await fund(u.user.id, 500);
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({ balance: 500 });
    await fund(u.user.id, 200);
    expect(await balanceOf(u.token)).toBe(200);
    const rows = (await get('/api/points/transactions', u.token)).json().transactions;
    expect(
      rows.map((r: { kind: string; amount: number; balance_after: number }) => [
        r.kind,
        r.amount,
        r.balance_after,
      ]),
    ).toEqual([
      ['adjustment', -300, 200],
      ['adjustment', 500, 500],
    ]);
  });

  it('refuses corrections from anyone but an admin, and negative balances', async () => {
    const res = await t.request({
      method: 'PUT',
      url: '/api/points/balance',
      token: student.token,
      payload: { user_id: student.user.id, points: 1e6 },
    });
    expect(res.statusCode).toBe(403);
    expect(await balanceOf(student.token)).toBe(0);
    const negative = await fund(student.user.id, -1);
    expect(negative.statusCode).toBe(400);
    expect(negative.json().error).toMatch(/^points: /);
  });
});

describe('the ledger listing', () => {
  it('pages with defaults 1 and 10; students see only their rows; admins filter by user, kind and status', async () => {
    const u = await buildUser(t, 'student');
    for (let i = 1; i <= 12; i++) await fund(u.user.id, i * 10);
    const first = (await get('/api/points/transactions', u.token)).json();
    expect(first.transactions).toHaveLength(10);
    expect(first.pagination).toEqual({ page: 1, limit: 10, total: 12, totalPages: 2 });
    expect(first.transactions.every((r: { user_id: number }) => r.user_id === u.user.id)).toBe(true);
    // A student asking for someone else's rows still gets their own.
    const sneaky = (await get(`/api/points/transactions?user_id=${admin.user.id}`, u.token)).json();
    expect(sneaky.pagination.total).toBe(12);
    expect(sneaky.transactions).toHaveLength(10);
    expect(sneaky.transactions.every((r: { user_id: number }) => r.user_id === u.user.id)).toBe(true);

    const filtered = (
      await get(
        `/api/points/transactions?user_id=${u.user.id}&kind=adjustment&status=completed&page=2`,
        admin.token,
      )
    ).json();
    expect(filtered.pagination).toMatchObject({ page: 2, total: 12 });
    expect(filtered.transactions).toHaveLength(2);
    // A declined card checkout leaves one failed row.
    const pack = await newPackage(5000, 4500);
    const checkout = (await post('/api/payments/create-checkout', { packageId: pack.id }, u.token)).json();
    await post(`/api/payments/sandbox/${checkout.checkout_id}/decline`, {});
    const failed = (await get('/api/points/transactions?status=failed&limit=100', admin.token)).json();
    expect(failed.transactions).toHaveLength(1);
    expect(failed.pagination.total).toBe(1);
    expect(failed.transactions.every((r: { status: string }) => r.status === 'failed')).toBe(true);
    expect((await get('/api/points/transactions?kind=gift', admin.token)).statusCode).toBe(400);
  });
});
