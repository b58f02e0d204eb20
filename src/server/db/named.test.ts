import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/helper';
import { levels } from './schema/structure';
import { executeNamed } from './named';

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
  it('gives each text its own name and the same rows as unnamed, named again when the text comes back', async () => {
    await t.ctx.db.insert(levels).values([{ name: 'level a' }, { name: 'level b' }, { name: 'level c' }]);
    const page = (limit: number) => sql`select name from levels order by id limit ${limit}`;
    const other = (limit: number) => sql`select name from levels order by id desc limit ${limit}`;
    // A transaction holds one connection: the one whose prepared statements are listed below.
    const seen = await t.ctx.db.transaction(async (tx) => {
      const first = await executeNamed<{ name: string }>(tx, page(2));
      const second = await executeNamed<{ name: string }>(tx, other(1));
      const again = await executeNamed<{ name: string }>(tx, page(3));
      return { first, second, again, names: await preparedNames(tx as never) };
    });
    const all = await t.ctx.db.select({ name: levels.name }).from(levels).orderBy(asc(levels.id));
    expect(seen.first.rows).toEqual(all.slice(0, 2));
    expect(seen.second.rows).toEqual(all.slice(-1));
    expect(seen.again.rows).toEqual(all.slice(0, 3));
    if (t.databaseUrl !== null) {
      // Two texts, two names, both prepared on that connection; the first text's name was used again.
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
