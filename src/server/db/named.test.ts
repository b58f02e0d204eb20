import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/helper';
import { levels } from './schema/structure';
import { executeNamed, executeNamedQuery } from './named';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** The statements this session has prepared by name (PGlite prepares none: it ignores the names). */
async function preparedNames(db: TestApp['ctx']['db']): Promise<string[]> {
  const result = await db.execute<{ name: string }>(
    sql`select name from pg_prepared_statements where name like 'masar\_%' order by name`,
  );
  return result.rows.map((r) => r.name);
}

describe('named statements', () => {
  it('gives a builder whose text changes with its values one name per text, with the same rows as unnamed', async () => {
    await t.ctx.db.insert(levels).values([{ name: 'level a' }, { name: 'level b' }, { name: 'level c' }]);
    const page = (offset: number) =>
      t.ctx.db.select({ name: levels.name }).from(levels).orderBy(asc(levels.id)).limit(2).offset(offset);
    // A transaction holds one connection: the one whose prepared statements are listed below.
    const seen = await t.ctx.db.transaction(async (tx) => {
      const txPage = (offset: number) =>
        tx.select({ name: levels.name }).from(levels).orderBy(asc(levels.id)).limit(2).offset(offset);
      const first = await executeNamedQuery(txPage(0));
      const second = await executeNamedQuery(txPage(2));
      const again = await executeNamedQuery(txPage(0));
      return { first, second, again, names: await preparedNames(tx as never) };
    });
    const all = await t.ctx.db.select({ name: levels.name }).from(levels).orderBy(asc(levels.id));
    expect(seen.first).toEqual(await page(0));
    expect(seen.first).toEqual(all.slice(0, 2));
    expect(seen.second).toEqual(all.slice(2, 4));
    expect(seen.again).toEqual(seen.first);
    if (t.databaseUrl !== null) {
      // `offset 0` is left out of the first text: two texts, two names, both prepared on that connection.
      expect(seen.names).toHaveLength(2);
    } else {
      expect(seen.names).toEqual([]);
    }
  });

  it('runs a hand-written statement with its parameters bound, each call with its own values', async () => {
    const twice = (n: number) => executeNamed<{ v: number }>(t.ctx.db, sql`select ${n}::int * 2 as v`);
    expect((await twice(21)).rows).toEqual([{ v: 42 }]);
    expect((await twice(5)).rows).toEqual([{ v: 10 }]);
  });

  it('reports a failing statement as any other query does: the statement, and the server error as its cause', async () => {
    const failure = await executeNamed(t.ctx.db, sql`select 1 / ${0}::int as v`).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(Error);
    expect((failure as Error).message).toMatch(/select 1 \/ \$1::int as v/);
    expect(String((failure as Error).cause)).toMatch(/division by zero/);
  });
});
