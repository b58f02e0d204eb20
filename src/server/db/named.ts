import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { createHash } from 'node:crypto';
import type { DbOrTx } from './client';

/** The same dialect as the database handle's (`casing: 'snake_case'`, db/client.ts), to build the text. */
const dialect = new PgDialect({ casing: 'snake_case' });

/**
 * Names handed out so far, by statement text. A name stands for one text only (node-postgres refuses a name
 * reused for another text on a connection), so it is derived from the text. The texts are the few hot
 * statements written for it; past this many, a statement runs unnamed rather than grow the server's cache.
 */
const names = new Map<string, string>();
const MAX_NAMES = 64;

function nameFor(text: string): string | undefined {
  const known = names.get(text);
  if (known !== undefined || names.size >= MAX_NAMES) return known;
  const name = `masar_${createHash('sha256').update(text).digest('hex').slice(0, 24)}`;
  names.set(text, name);
  return name;
}

/**
 * Runs a hot hand-written statement as a named prepared statement: on the PostgreSQL server each pooled
 * connection parses and plans it once and then only binds and executes it. The purchase's sale statement took
 * 0.68 ms unnamed and 0.22 ms named (docs/performance.md, "Answers compressed in one call; named statements"),
 * most of it parsing and planning its five CTEs. Parameters stay parameters; a statement whose text changes with
 * its values gets a name per text. Not for searches: after five runs PostgreSQL may settle on a generic plan,
 * which cannot see a pattern's selectivity. PGlite ignores the name (one in-process connection). A Drizzle
 * query builder is prepared once instead, through `db/prepared.ts`.
 */
export async function executeNamed<T extends Record<string, unknown>>(
  db: DbOrTx,
  statement: SQL,
): Promise<{ rows: T[] }> {
  const query = dialect.sqlToQuery(statement);
  const prepared = db._.session.prepareQuery<{
    execute: { rows: T[] };
    all: unknown;
    values: unknown;
  }>(query, undefined, nameFor(query.sql), false);
  return prepared.execute();
}
