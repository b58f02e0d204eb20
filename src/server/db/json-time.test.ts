import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStudent, createTestApp, type TestApp } from '../test/helper';
import { isoColumn, isoTime } from './json-time';
import { users } from './schema/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Times with every length of fraction PostgreSQL writes (none to six digits), a leap day and a year's end. */
const TIMES = [
  '2026-11-29 03:29:19+00',
  '2026-11-29 03:29:19.5+00',
  '2026-11-29 03:29:19.14+00',
  '2026-11-29 03:29:19.148+00',
  '2026-11-29 03:29:19.1489+00',
  '2026-11-29 03:29:19.14899+00',
  '2026-11-29 03:29:19.148999+00',
  '2028-02-29 23:59:59.999999+00',
  '1999-12-31 00:00:00.000001+00',
];

describe('isoTime', () => {
  it('writes what a Date writes, in both of PostgreSQL’s forms and with any offset', () => {
    const forms = TIMES.flatMap((text) => [
      text,
      `${text.slice(0, 10)}T${text.slice(11, -3)}+00:00`,
      `${text.slice(0, -3)}+01`,
      `${text.slice(0, 10)}T${text.slice(11, -3)}-05:30`,
    ]);
    for (const at of forms) expect([at, isoTime(at)]).toEqual([at, new Date(at).toISOString()]);
    expect(isoTime('2026-11-29 03:29:19.148999+00')).toBe('2026-11-29T03:29:19.148Z');
    expect(isoTime('2026-11-29 04:29:19.5+01')).toBe('2026-11-29T03:29:19.500Z');
  });

  it('refuses what is not a time, as a Date does', () => {
    expect(() => isoTime('yesterday')).toThrow(RangeError);
  });
});

describe('isoColumn', () => {
  it('selects a timestamptz column as the text its Date would give, in UTC and in another time zone', async () => {
    const { user: student } = await buildStudent(t);
    const read = (db: typeof t.ctx.db) =>
      db
        .select({
          at: isoColumn(users.createdAt),
          date: users.createdAt,
          suspended: isoColumn(users.suspendedAt),
        })
        .from(users)
        .where(eq(users.id, student.id));
    for (const at of TIMES) {
      await t.ctx.db
        .update(users)
        .set({ createdAt: sql`${at}::timestamptz` })
        .where(eq(users.id, student.id));
      const [row] = await read(t.ctx.db);
      expect(row).toEqual({ at: row!.date.toISOString(), date: new Date(at), suspended: null });
      // A session in Algiers writes `+01`: the text goes through a Date, and the answer is the same.
      const [algiers] = await t.ctx.db.transaction(async (tx) => {
        await tx.execute(sql`set local time zone 'Africa/Algiers'`);
        return read(tx);
      });
      expect(algiers!.at).toBe(row!.at);
    }
  });
});
