import { PgTransaction } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client';

type Results<T extends readonly (() => unknown)[]> = {
  -readonly [K in keyof T]: T[K] extends () => infer R ? Awaited<R> : never;
};

/**
 * Starts each task (a function that runs queries on `db`) and gives back their results in order: all at once
 * on the pool, where each query gets a connection of its own, and one after the other on a transaction. A
 * transaction holds one client, which runs one query at a time anyway, and node-postgres deprecates a second
 * `client.query()` while one is under way (removed in pg 9).
 */
export async function together<T extends readonly (() => unknown)[]>(
  db: DbOrTx,
  tasks: readonly [...T],
): Promise<Results<T>> {
  if (!(db instanceof PgTransaction)) return (await Promise.all(tasks.map((task) => task()))) as Results<T>;
  const results: unknown[] = [];
  for (const task of tasks) results.push(await task());
  return results as Results<T>;
}
