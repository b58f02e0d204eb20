import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/helper';
import { FIRST_PAGE_SIZES, preparedPage, preparedStatement } from './prepared';
import { levels } from './schema/structure';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const levelNamed = preparedStatement('test_level_named', (db, name) =>
  db
    .select({ name: levels.name })
    .from(levels)
    .where(eq(levels.name, sql.placeholder('name')))
    .orderBy(asc(levels.id))
    .prepare(name),
);

// Every level whose name starts with the prefix, in order, one page at a time.
const levelsPage = preparedPage('test_levels_page', (db, name, window) =>
  db
    .select({ name: levels.name })
    .from(levels)
    .where(sql`${levels.name} like ${sql.placeholder('prefix')}`)
    .orderBy(asc(levels.id))
    .limit(window.limit)
    .offset(window.offset)
    .prepare(name),
);

describe('prepared statements', () => {
  it('runs the one statement with each call’s values', async () => {
    await t.ctx.db.insert(levels).values([{ name: 'prepared a' }, { name: 'prepared b' }]);
    expect(await levelNamed(t.ctx.db).execute({ name: 'prepared a' })).toEqual([{ name: 'prepared a' }]);
    expect(await levelNamed(t.ctx.db).execute({ name: 'prepared b' })).toEqual([{ name: 'prepared b' }]);
    expect(await levelNamed(t.ctx.db).execute({ name: 'none' })).toEqual([]);
    expect(levelNamed(t.ctx.db)).toBe(levelNamed(t.ctx.db));
  });

  it('runs inside the transaction it is given: it sees the transaction’s own rows, which a rollback undoes', async () => {
    const rollback = new Error('rollback');
    let inside: unknown;
    let sameStatement: boolean | undefined;
    const ended = await t.ctx.db
      .transaction(async (tx) => {
        await tx.insert(levels).values({ name: 'prepared in tx' });
        inside = await levelNamed(tx).execute({ name: 'prepared in tx' });
        sameStatement = levelNamed(tx) === levelNamed(t.ctx.db);
        throw rollback;
      })
      .catch((error: unknown) => error);
    expect(ended).toBe(rollback);
    expect(inside).toEqual([{ name: 'prepared in tx' }]);
    expect(sameStatement).toBe(false);
    expect(await levelNamed(t.ctx.db).execute({ name: 'prepared in tx' })).toEqual([]);
  });

  it('is named on the PostgreSQL server, so a connection parses it once', async () => {
    const names = await t.ctx.db.transaction(async (tx) => {
      await levelNamed(tx).execute({ name: 'x' });
      const rows = await tx.execute<{ name: string }>(
        sql`select name from pg_prepared_statements where name = 'masar_test_level_named'`,
      );
      return rows.rows.map((r) => r.name);
    });
    // PGlite ignores the name (one in-process connection).
    expect(names).toEqual(t.databaseUrl !== null ? ['masar_test_level_named'] : []);
  });

  it('refuses a name taken twice', () => {
    expect(() =>
      preparedStatement('test_level_named', (db, name) => db.select().from(levels).prepare(name)),
    ).toThrow('The prepared statement name test_level_named is taken');
  });

  it('pages: a first page of a few sizes has its LIMIT in its text, any other page placeholders; all read alike', async () => {
    const names = Array.from({ length: 7 }, (_, i) => ({ name: `paged ${i}` }));
    await t.ctx.db.insert(levels).values(names);
    const read = async (limit: number, offset: number) => {
      const statement = levelsPage(t.ctx.db, { limit, offset });
      const text = statement.getQuery().sql;
      const rows = await statement.execute({ prefix: 'paged %', limit, offset });
      return { statement, text, names: rows.map((r) => r.name) };
    };
    const want = (limit: number, offset: number) => names.slice(offset, offset + limit).map((r) => r.name);

    const first = await read(3, 0);
    expect(first.names).toEqual(want(3, 0));
    expect(first.text).toMatch(/ limit 3$/);
    expect((await read(3, 0)).statement).toBe(first.statement);
    for (const [limit, offset] of [
      [3, 3],
      [3, 6],
      [2, 1],
    ] as const) {
      const other = await read(limit, offset);
      expect(other.names).toEqual(want(limit, offset));
      expect(other.text).toMatch(/ limit \$\d+ offset \$\d+$/);
    }
    // The first FIRST_PAGE_SIZES sizes asked for (3, then 1, 2, 4, …) get their own statement; a further size
    // shares the other one.
    const sizes = Array.from({ length: FIRST_PAGE_SIZES + 1 }, (_, i) => i + 1);
    const texts = [];
    for (const limit of sizes) {
      const page = await read(limit, 0);
      expect(page.names).toEqual(want(limit, 0));
      texts.push(page.text);
    }
    expect(texts.filter((text) => / limit \d+$/.test(text))).toHaveLength(FIRST_PAGE_SIZES);
    expect(texts.at(-1)).toMatch(/ limit \$\d+ offset \$\d+$/);
  });
});
