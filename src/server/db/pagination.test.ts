import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, createTestApp, type TestApp } from '../test/helper';
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
});
