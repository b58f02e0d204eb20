import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { listUsersQuery } from '../../../contract/users';
import { users } from '../../db/schema/users';
import { buildUser, createTestApp, type TestApp, type TestUser } from '../../test/helper';
import { listUsers, USER_LIST_BOUNDS, type UserListBounds } from './service';

// The admin's user search reads a selective search through its matches, a broad one (more matches than
// `matchesUpTo`) through the sign-up index, and counts exactly up to `exactCountUpTo`. Small bounds send this
// small data set down each path; every path must give the same page.

let t: TestApp;
let admin: TestUser;
const tagged: TestUser[] = [];
beforeAll(async () => {
  t = await createTestApp();
  admin = await buildUser(t, 'admin');
  for (let i = 0; i < 7; i++) {
    // The tag in the name of some and in the email of the others: a search matches either.
    tagged.push(
      await buildUser(
        t,
        i % 3 === 0 ? 'professor' : 'student',
        i % 2 === 0 ? { name: `Qorvex ${i}` } : { email: `qorvex.${i}@example.dz` },
      ),
    );
  }
  // One suspended, so the two paths' suspended_at are compared too.
  await t.ctx.db
    .update(users)
    .set({ suspendedAt: new Date('2026-01-02T03:04:05.678Z') })
    .where(eq(users.id, tagged[1]!.user.id));
  await buildUser(t, 'student', { name: '100% Amine', email: 'percent@example.dz' });
  await buildUser(t, 'student', { name: 'Lina_Bey', email: 'underscore@example.dz' });
  await buildUser(t, 'student', { name: 'Back\\slash Sami', email: 'backslash@example.dz' });
  await buildUser(t, 'student', { name: '1000 Amine', email: 'lina.bey@example.dz' });
});
afterAll(async () => {
  await t.close();
});

const SELECTIVE = USER_LIST_BOUNDS;
const BROAD: UserListBounds = { matchesUpTo: 0, exactCountUpTo: 10_000 };

async function viaApi(search: string, extra = '') {
  const res = await t.request({
    method: 'GET',
    url: `/api/users?search=${encodeURIComponent(search)}${extra}`,
    token: admin.token,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    users: { id: number; name: string; suspended_at: string | null }[];
    pagination: Record<string, number>;
  };
}

function direct(params: Record<string, string>, bounds: UserListBounds) {
  return listUsers(t.ctx.db, listUsersQuery.parse(params), bounds);
}

const newestFirst = () => [...tagged].reverse().map((u) => u.user.id);

describe('admin user search paths', () => {
  it('gives the same pages and exact total through the matches and through the sign-up index', async () => {
    const all = newestFirst();
    for (const sort of ['newest', 'oldest'] as const) {
      const expected = sort === 'newest' ? all : [...all].reverse();
      for (const page of [1, 2, 3, 4]) {
        const params = { search: 'qorvex', sort, page: String(page), limit: '3' };
        const want = expected.slice((page - 1) * 3, page * 3);
        const api = await viaApi('qorvex', `&sort=${sort}&page=${page}&limit=3`);
        expect(api.users.map((u) => u.id)).toEqual(want);
        expect(api.pagination).toEqual({ page, limit: 3, total: 7, totalPages: 3 });
        // Whole users, field by field, alike on both paths.
        expect(await direct(params, SELECTIVE)).toEqual(await direct(params, BROAD));
        for (const bounds of [SELECTIVE, BROAD, { matchesUpTo: 7, exactCountUpTo: 7 }]) {
          const got = await direct(params, bounds);
          expect(got.users.map((u) => u.id)).toEqual(want);
          expect(got.pagination).toEqual({ page, limit: 3, total: 7, totalPages: 3 });
        }
      }
    }
  });

  it('combines the search with the role filter on both paths', async () => {
    const profs = tagged.filter((u) => u.user.role === 'professor').map((u) => u.user.id);
    const api = await viaApi('QORVEX', '&role=professor&sort=oldest');
    const suspended = (await viaApi('qorvex', '&status=suspended')).users;
    expect(suspended.map((u) => u.suspended_at)).toEqual(['2026-01-02T03:04:05.678Z']);
    expect(api.users.map((u) => u.id)).toEqual(profs);
    expect(api.pagination.total).toBe(profs.length);
    const broad = await direct({ search: 'QORVEX', role: 'professor', sort: 'oldest' }, BROAD);
    expect(broad.users.map((u) => u.id)).toEqual(profs);
    expect(broad.pagination.total).toBe(profs.length);
  });

  it('beyond the exact bound the total is an estimate no lower than the bound plus one; the page stays exact', async () => {
    const got = await direct({ search: 'qorvex', limit: '2' }, { matchesUpTo: 0, exactCountUpTo: 3 });
    expect(got.users.map((u) => u.id)).toEqual(newestFirst().slice(0, 2));
    expect(Number.isInteger(got.pagination.total)).toBe(true);
    expect(got.pagination.total).toBeGreaterThanOrEqual(4);
    expect(got.pagination.totalPages).toBe(Math.ceil(got.pagination.total! / 2));
    // Without a search too (the plain list's count is bounded the same way).
    const plain = await direct({ limit: '2' }, { matchesUpTo: 0, exactCountUpTo: 3 });
    expect(plain.users).toHaveLength(2);
    expect(plain.pagination.total).toBeGreaterThanOrEqual(4);
    const exact = await direct({ limit: '2' }, SELECTIVE);
    expect(exact.pagination.total).toBe(12);
  });

  it('a page past the last keeps the total and lists no one', async () => {
    const api = await viaApi('qorvex', '&page=5&limit=3');
    expect(api.users).toEqual([]);
    expect(api.pagination).toEqual({ page: 5, limit: 3, total: 7, totalPages: 3 });
    // Past the last page no row carries the count: it is counted on its own, up to `matchesUpTo`; with more
    // matches than that the search goes the broad way. Either way the total is the same.
    for (const bounds of [
      BROAD,
      { matchesUpTo: 7, exactCountUpTo: 7 },
      { matchesUpTo: 3, exactCountUpTo: 10 },
    ]) {
      const past = await direct({ search: 'qorvex', page: '5', limit: '3' }, bounds);
      expect(past.users).toEqual([]);
      expect(past.pagination).toEqual({ page: 5, limit: 3, total: 7, totalPages: 3 });
    }
    const none = await viaApi('no-such-person-anywhere');
    expect(none.users).toEqual([]);
    expect(none.pagination).toEqual({ page: 1, limit: 10, total: 0, totalPages: 0 });
  });

  it('takes %, _ and \\ in a search literally on both paths', async () => {
    const cases: [string, string[]][] = [
      ['0%', ['100% Amine']],
      ['%', ['100% Amine']],
      ['a_b', ['Lina_Bey']],
      ['_', ['Lina_Bey']],
      ['k\\s', ['Back\\slash Sami']],
      ['lina.bey', ['1000 Amine']],
    ];
    for (const [search, names] of cases) {
      expect((await viaApi(search)).users.map((u) => u.name)).toEqual(names);
      const broad = await direct({ search }, BROAD);
      expect(broad.users.map((u) => u.name)).toEqual(names);
      expect(broad.pagination.total).toBe(names.length);
    }
  });
});
