import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/helper';
import type { DbOrTx } from './client';
import { together } from './together';

let t: TestApp;
const warnings: string[] = [];
const onWarning = (warning: Error) => warnings.push(warning.message);
beforeAll(async () => {
  t = await createTestApp();
  process.on('warning', onWarning);
});
afterAll(async () => {
  process.off('warning', onWarning);
  await t.close();
});

/** A task that notes when it starts and when its query has answered. */
function traced(db: DbOrTx, log: string[], name: string, value: number) {
  return async () => {
    log.push(`${name} start`);
    const result = await db.execute<{ v: number }>(sql`select ${value}::int as v`);
    log.push(`${name} end`);
    return Number(result.rows[0]!.v);
  };
}

describe('together', () => {
  it('runs the tasks one after the other on a transaction, in order, with their results', async () => {
    const log: string[] = [];
    const results = await t.ctx.db.transaction(async (tx) =>
      together(tx, [
        traced(tx, log, 'a', 1),
        () => tx.execute<{ v: number }>(sql`select 2::int as v`).then((r) => Number(r.rows[0]!.v)),
        traced(tx, log, 'c', 3),
        () => 'plain',
      ]),
    );
    expect(results).toEqual([1, 2, 3, 'plain']);
    expect(log).toEqual(['a start', 'a end', 'c start', 'c end']);
    expect(warnings.filter((w) => w.includes('already executing a query'))).toEqual([]);
  });

  it('starts them all at once on the pool', async () => {
    const log: string[] = [];
    const results = await together(t.ctx.db, [traced(t.ctx.db, log, 'a', 1), traced(t.ctx.db, log, 'b', 2)]);
    expect(results).toEqual([1, 2]);
    expect(log.slice(0, 2)).toEqual(['a start', 'b start']);
  });

  it('passes a failing task’s error on', async () => {
    await expect(
      t.ctx.db.transaction((tx) => together(tx, [() => tx.execute(sql`select 1 / 0`)])),
    ).rejects.toThrow(/select 1 \/ 0/);
  });
});
