import { desc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildUser, countingReads, createTestApp, type TestApp } from '../test/helper';
import {
  BEYOND_BOUND_KEPT_MS,
  boundedCount,
  cursorTime,
  preparedKeysetPages,
  preparedOffsetPages,
  type KeysetStatement,
} from './pagination';
import { users } from './schema/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const rename = (ids: number[], name: string) =>
  t.ctx.db.update(users).set({ name }).where(inArray(users.id, ids));

/** What `read` answers once the lists remembered beyond their bound are forgotten (the clock moved past them). */
async function onceForgotten<T>(read: () => Promise<T>): Promise<T> {
  const clock = vi.spyOn(Date, 'now').mockReturnValue(Date.now() + BEYOND_BOUND_KEPT_MS + 1);
  try {
    return await read();
  } finally {
    clock.mockRestore();
  }
}

describe('boundedCount', () => {
  it('counts a list under its bound every time, and a list found beyond it goes to the estimate at once', async () => {
    const made = await Promise.all([1, 2, 3].map(() => buildUser(t, 'student')));
    const ids = made.map((m) => m.user.id);
    await rename(ids, 'Compté');
    const named = eq(users.name, 'Compté');

    // Under the bound: exact, and exact again after a change.
    expect(await boundedCount(t.ctx.db, users, named, 5)).toBe(3);
    await rename(ids.slice(0, 1), 'Autre');
    expect(await boundedCount(t.ctx.db, users, named, 5)).toBe(2);
    await rename(ids.slice(0, 1), 'Compté');
    expect(await boundedCount(t.ctx.db, users, named, 5)).toBe(3);

    // Beyond a bound of 2: never below 3, whatever the planner guesses.
    expect(await boundedCount(t.ctx.db, users, named, 2)).toBeGreaterThanOrEqual(3);
    // Remembered: shrunk to 2 behind its back, the list is still taken to be beyond the bound (not counted)…
    await rename(ids.slice(0, 1), 'Autre');
    expect(await boundedCount(t.ctx.db, users, named, 2)).toBeGreaterThanOrEqual(3);
    // …for that statement and bound only: the same filter under another bound is counted, exactly.
    expect(await boundedCount(t.ctx.db, users, named, 4)).toBe(2);
  });

  it('asks the planner for a list beyond its bound once while the list is remembered, for every request', async () => {
    const made = await Promise.all([1, 2, 3].map(() => buildUser(t, 'student')));
    await rename(
      made.map((m) => m.user.id),
      'Estimé',
    );
    const named = eq(users.name, 'Estimé');
    const { db, reads } = countingReads(t.ctx.db);
    // Counted, found beyond a bound of 2, then estimated.
    const first = await boundedCount(db, users, named, 2);
    expect(first).toBeGreaterThanOrEqual(3);
    // The bounded count, then the planner's estimate.
    const afterFirst = reads();
    expect(afterFirst).toBe(2);
    // Three more totals, two of them at once: the same estimate, and no query at all.
    const again = [...(await Promise.all([1, 2].map(() => boundedCount(db, users, named, 2))))];
    again.push(await boundedCount(db, users, named, 2));
    expect(again).toEqual([first, first, first]);
    expect(reads()).toBe(afterFirst);
  });
});

/**
 * Three users named `name`, a list beyond a bound of 2, read by `page` (its first page, ten rows): counted with the
 * page and estimated, then read without the count while remembered (even shrunk to 2 behind its back), then
 * counted again, exactly, once forgotten.
 */
async function readBeyondItsBound(
  name: string,
  page: (
    name: string,
  ) => Promise<{ rows: { id: number; total: number | null }[]; pagination: { total: number } }>,
) {
  const made = [];
  for (const _ of [1, 2, 3]) made.push(await buildUser(t, 'student'));
  const ids = made.map((m) => m.user.id);
  await rename(ids, name);

  // Counted with the page: 3 is beyond a bound of 2, so the total is the estimate, never below 3.
  const first = await page(name);
  expect(first.rows.map((r) => r.id)).toEqual([...ids].reverse());
  expect(first.rows.map((r) => r.total)).toEqual([3, 3, 3]);
  expect(first.pagination.total).toBeGreaterThanOrEqual(3);
  // Remembered: the next pages are read without the count (their rows carry none) and keep the estimate, even
  // with the list shrunk to 2 behind its back.
  await rename(ids.slice(0, 1), 'Autre');
  const again = await page(name);
  expect(again.rows.map((r) => r.id)).toEqual([ids[2], ids[1]]);
  expect(again.rows.map((r) => r.total)).toEqual([null, null]);
  expect(again.pagination.total).toBe(first.pagination.total);
  // Once the list is no longer remembered, its page counts it again, exactly.
  const counted = await onceForgotten(() => page(name));
  expect(counted.rows.map((r) => r.total)).toEqual([2, 2]);
  expect(counted.pagination.total).toBe(2);
}

/** One page of users with a given name, newest first: a prepared keyset list as the ledger's is built. */
const namedPage: KeysetStatement<{ id: number; key: string; total: number | null }> = (db, statement, way) =>
  db
    .select({ id: users.id, key: cursorTime(users.createdAt), total: way.total })
    .from(users)
    .where(way.where)
    .orderBy(...way.order)
    .limit(way.window.limit)
    .offset(way.window.offset)
    .prepare(statement);
const named = (exactUpTo: number) =>
  preparedKeysetPages<{ id: number; key: string; total: number | null }, { name: string }>(
    `test_named_users_up_to_${exactUpTo}`,
    users,
    { createdAt: users.createdAt, id: users.id },
    (values) => eq(users.name, values.name),
    namedPage,
    (r) => ({ at: r.key, id: r.id }),
    exactUpTo,
  );
const namedUpTo5 = named(5);
const namedUpTo2 = named(2);

describe('preparedKeysetPages', () => {
  it('answers a page with its total carried by its rows, forward, back, empty and past the last', async () => {
    const made = [];
    for (const _ of [1, 2, 3]) made.push(await buildUser(t, 'student'));
    const ids = made.map((m) => m.user.id);
    await rename(ids, 'Porté');
    const db = t.ctx.db;
    const page = (query: { page?: number; cursor?: string }, name = 'Porté') =>
      namedUpTo5(db, { page: query.page ?? 1, limit: 2, cursor: query.cursor }, { name });

    const first = await page({});
    expect(first.rows.map((r) => r.id)).toEqual([ids[2], ids[1]]);
    // The count comes in the page's own rows: one statement, not a page and a count.
    expect(first.rows.map((r) => r.total)).toEqual([3, 3]);
    expect(first.pagination).toMatchObject({ page: 1, total: 3, totalPages: 2, prev_cursor: null });

    const second = await page({ cursor: first.pagination.next_cursor! });
    expect(second.rows.map((r) => r.id)).toEqual([ids[0]]);
    expect(second.pagination).toMatchObject({ page: 2, total: 3, next_cursor: null });
    const back = await page({ cursor: second.pagination.prev_cursor! });
    expect(back.rows.map((r) => r.id)).toEqual([ids[2], ids[1]]);
    expect(back.pagination.total).toBe(3);

    // No row to carry the total: a first page is an empty list; a page past the last is counted on its own.
    expect((await page({}, 'Personne')).pagination).toMatchObject({ total: 0, totalPages: 0 });
    const past = await page({ page: 3 });
    expect(past.rows).toEqual([]);
    expect(past.pagination).toMatchObject({ page: 3, total: 3 });
    // A cursor whose rows are gone since: counted on its own too.
    await rename(ids, 'Parti');
    const gone = await page({ cursor: first.pagination.next_cursor! });
    expect(gone.rows).toEqual([]);
    expect(gone.pagination.total).toBe(0);
    // A change between two pages shows at once: each page carries the count of its own moment.
    await rename(ids.slice(0, 2), 'Porté');
    expect((await page({})).pagination.total).toBe(2);
  });

  it('estimates a list beyond its bound, without counting it, until the list is forgotten', async () => {
    await readBeyondItsBound('Nombreux', (name) => namedUpTo2(t.ctx.db, { page: 1, limit: 10 }, { name }));
  });
});

/** Pages by number of users with a given name, newest first: a prepared OFFSET list as the admin's are built. */
const byNumber = (exactUpTo: number) =>
  preparedOffsetPages<{ id: number; total: number | null }, { name: string }>(
    `test_numbered_users_up_to_${exactUpTo}`,
    users,
    (values) => eq(users.name, values.name),
    (db, statement, way) =>
      db
        .select({ id: users.id, total: way.total })
        .from(users)
        .where(way.where)
        .orderBy(desc(users.createdAt), desc(users.id))
        .limit(way.window.limit)
        .offset(way.window.offset)
        .prepare(statement),
    exactUpTo,
  );
const numberedUpTo5 = byNumber(5);
const numberedUpTo2 = byNumber(2);

describe('preparedOffsetPages', () => {
  it('answers a page by number with its total carried by its rows, empty, past the last and after a change', async () => {
    const made = [];
    for (const _ of [1, 2, 3]) made.push(await buildUser(t, 'student'));
    const ids = made.map((m) => m.user.id);
    await rename(ids, 'Numéroté');
    const page = (n: number, name = 'Numéroté') => numberedUpTo5(t.ctx.db, { page: n, limit: 2 }, { name });

    const first = await page(1);
    expect(first.rows.map((r) => r.id)).toEqual([ids[2], ids[1]]);
    // The count comes in the page's own rows: one statement, not a page and a count.
    expect(first.rows.map((r) => r.total)).toEqual([3, 3]);
    expect(first.pagination).toEqual({ page: 1, limit: 2, total: 3, totalPages: 2 });
    const second = await page(2);
    expect(second.rows.map((r) => r.id)).toEqual([ids[0]]);
    expect(second.pagination).toEqual({ page: 2, limit: 2, total: 3, totalPages: 2 });

    // No row to carry the total: a first page is an empty list; a page past the last is counted on its own.
    expect((await page(1, 'Personne')).pagination).toEqual({ page: 1, limit: 2, total: 0, totalPages: 0 });
    const past = await page(3);
    expect(past.rows).toEqual([]);
    expect(past.pagination).toEqual({ page: 3, limit: 2, total: 3, totalPages: 2 });
    // A change shows at once: each page carries the count of its own moment.
    await rename(ids.slice(0, 1), 'Autre');
    expect((await page(1)).pagination.total).toBe(2);
  });

  it('estimates a list beyond its bound, reading its pages without the count, until the list is forgotten', async () => {
    await readBeyondItsBound('Foule', (name) => numberedUpTo2(t.ctx.db, { page: 1, limit: 10 }, { name }));
  });
});
