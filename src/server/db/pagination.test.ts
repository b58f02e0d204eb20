import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, countingReads, createTestApp, type TestApp } from '../test/helper';
import { boundedCount } from './pagination';
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
    const afterFirst = reads();
    // Three more totals, two of them at once: the same estimate, each building only its own key's statement.
    const again = [...(await Promise.all([1, 2].map(() => boundedCount(db, users, named, 2))))];
    again.push(await boundedCount(db, users, named, 2));
    expect(again).toEqual([first, first, first]);
    expect(reads() - afterFirst).toBe(3);
  });
});
