import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/helper';
import { preparedStatement } from './prepared';
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
});
