import { desc, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { boundedCount, INVALID_CURSOR } from '../../db/pagination';
import { pointTransactions } from '../../db/schema/points';
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
    // The spec's fields as they were, and the keyset cursors beside them (decision 122).
    expect(first.pagination).toMatchObject({
      page: 1,
      limit: 10,
      total: 12,
      totalPages: 2,
      prev_cursor: null,
    });
    expect(first.pagination.next_cursor).toEqual(expect.any(String));
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

describe('the ledger listing by cursor (decision 122)', () => {
  type Page = {
    transactions: { id: number; user_id: number }[];
    pagination: {
      page: number;
      total: number;
      totalPages: number;
      next_cursor: string | null;
      prev_cursor: string | null;
    };
  };
  const list = async (query: string, token = admin.token) => {
    const res = await get(`/api/points/transactions?${query}`, token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Page;
  };
  const ids = (page: Page) => page.transactions.map((r) => r.id);

  it('walks an account’s rows by cursor exactly as by page number, ties on created_at ordered by id', async () => {
    const u = await buildUser(t, 'student');
    for (let i = 1; i <= 7; i++) await fund(u.user.id, i * 10);
    const rows = await t.ctx.db
      .select({ id: pointTransactions.id })
      .from(pointTransactions)
      .where(eq(pointTransactions.userId, u.user.id))
      .orderBy(pointTransactions.id);
    // Three rows in the same microsecond, a fourth one microsecond later.
    await t.ctx.db
      .update(pointTransactions)
      .set({ createdAt: sql`'2030-01-01T00:00:00.000001Z'::timestamptz` })
      .where(
        inArray(
          pointTransactions.id,
          rows.slice(0, 3).map((r) => r.id),
        ),
      );
    await t.ctx.db
      .update(pointTransactions)
      .set({ createdAt: sql`'2030-01-01T00:00:00.000002Z'::timestamptz` })
      .where(eq(pointTransactions.id, rows[3]!.id));

    const filter = `user_id=${u.user.id}&kind=adjustment&limit=3`;
    const all = await list(`user_id=${u.user.id}&limit=100`);
    expect(ids(all).slice(0, 4)).toEqual([rows[3]!.id, rows[2]!.id, rows[1]!.id, rows[0]!.id]);
    const forward = [await list(filter)];
    while (forward.at(-1)!.pagination.next_cursor) {
      forward.push(await list(`${filter}&cursor=${forward.at(-1)!.pagination.next_cursor}`));
    }
    expect(forward).toHaveLength(3);
    expect(forward.flatMap(ids)).toEqual(ids(all));
    for (const [index, page] of forward.entries()) {
      expect(page.pagination).toMatchObject({ page: index + 1, total: 7, totalPages: 3 });
      expect(ids(page)).toEqual(ids(await list(`${filter}&page=${index + 1}`)));
    }
    expect(forward[2]!.pagination.next_cursor).toBeNull();
    const back = await list(`${filter}&cursor=${forward[2]!.pagination.prev_cursor}`);
    expect(ids(back)).toEqual(ids(forward[1]!));
    expect(back.pagination.page).toBe(2);
    const first = await list(`${filter}&cursor=${back.pagination.prev_cursor}`);
    expect(ids(first)).toEqual(ids(forward[0]!));
    expect(first.pagination).toMatchObject({ page: 1, prev_cursor: null });

    // The account's own walk (its owner, no filter: the prepared path) reads the same pages, forward and back.
    const own = [await list('limit=3', u.token)];
    while (own.at(-1)!.pagination.next_cursor) {
      own.push(await list(`limit=3&cursor=${own.at(-1)!.pagination.next_cursor}`, u.token));
    }
    expect(own.map(ids)).toEqual(forward.map(ids));
    expect(own.map((page) => page.pagination)).toEqual(forward.map((page) => page.pagination));
    for (const [index, page] of own.entries()) {
      expect(ids(page)).toEqual(ids(await list(`limit=3&page=${index + 1}`, u.token)));
    }
    const ownBack = await list(`limit=3&cursor=${own[2]!.pagination.prev_cursor}`, u.token);
    expect(ownBack).toEqual(back);
    expect(await list(`limit=3&cursor=${ownBack.pagination.prev_cursor}`, u.token)).toEqual(first);
    expect(await list('page=9&limit=3', u.token)).toMatchObject({
      transactions: [],
      pagination: { page: 9, total: 7, totalPages: 3 },
    });

    // A cursor taken from someone else's rows shows a student their own rows only.
    const mine = await list(`cursor=${forward[0]!.pagination.next_cursor}&limit=100`, student.token);
    expect(mine.transactions.every((r) => r.user_id === student.user.id)).toBe(true);
    const theirs = await list(`cursor=${forward[0]!.pagination.next_cursor}&limit=100`, u.token);
    expect(ids(theirs)).toEqual(ids(all).slice(3));
  });

  it('shows an admin the whole ledger unfiltered, newest first, by cursor as by page number', async () => {
    const u = await buildUser(t, 'student');
    for (let i = 1; i <= 4; i++) await fund(u.user.id, i);
    const newest = await t.ctx.db
      .select({ id: pointTransactions.id })
      .from(pointTransactions)
      .orderBy(desc(pointTransactions.createdAt), desc(pointTransactions.id));
    expect(newest.length).toBeGreaterThanOrEqual(6);
    const first = await list('limit=3');
    expect(ids(first)).toEqual(newest.slice(0, 3).map((r) => r.id));
    expect(first.pagination).toMatchObject({ page: 1, total: newest.length, prev_cursor: null });
    const second = await list(`limit=3&cursor=${first.pagination.next_cursor}`);
    expect(ids(second)).toEqual(newest.slice(3, 6).map((r) => r.id));
    expect(ids(await list('limit=3&page=2'))).toEqual(ids(second));
    expect(ids(await list(`limit=3&cursor=${second.pagination.prev_cursor}`))).toEqual(ids(first));
    // A filter still filters (the general path).
    const theirs = await list(`user_id=${u.user.id}&limit=100`);
    expect(theirs.transactions.map((r) => r.user_id)).toEqual([u.user.id, u.user.id, u.user.id, u.user.id]);
  });

  it('refuses a malformed cursor with 400', async () => {
    for (const cursor of ['x', Buffer.from('a|2030-01-01|1|2').toString('base64url')]) {
      const res = await get(`/api/points/transactions?cursor=${cursor}`, admin.token);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: INVALID_CURSOR });
    }
  });

  it('counts the ledger exactly up to the bound, then by the planner’s estimate', async () => {
    const total = (await list('limit=1')).pagination.total;
    expect(await boundedCount(t.ctx.db, pointTransactions, undefined)).toBe(total);
    expect(total).toBeGreaterThan(3);
    const estimated = await boundedCount(t.ctx.db, pointTransactions, undefined, 2);
    expect(estimated).toBeGreaterThanOrEqual(3);
    expect(Number.isInteger(estimated)).toBe(true);
    const one = eq(pointTransactions.userId, student.user.id);
    expect(await boundedCount(t.ctx.db, pointTransactions, one, 1_000)).toBe(
      (await list('limit=1', student.token)).pagination.total,
    );
  });
});
