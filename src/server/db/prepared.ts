import { sql, type Placeholder } from 'drizzle-orm';
import type { DbOrTx } from './client';

const names = new Set<string>();

/**
 * A hot read as a Drizzle prepared statement (every value a `sql.placeholder`), built once per database handle
 * and run with `.execute({ … })`. Building a query through Drizzle costs more than PostgreSQL takes to run a
 * simple one: in a profile of a course's quiz list under load, building its four queries was 30 % of the API's
 * CPU, most of it in Drizzle's `is()` checks (docs/performance.md, "Hot reads prepared once"). On the
 * PostgreSQL server the statement is also named (`masar_<name>`), so each pooled connection parses it once;
 * PGlite ignores the name.
 *
 * The handle is the key: a statement built on the pool runs on the pool, one built on a transaction runs in
 * that transaction (and is built again for the next one, as an unprepared query would be). The statement's
 * text must not depend on its values (a value that changes the text, such as a list, is not a placeholder), so
 * one name always stands for one text. A name is taken once per process.
 */
export function preparedStatement<T>(
  name: string,
  build: (db: DbOrTx, name: string) => T,
): (db: DbOrTx) => T {
  if (names.has(name)) throw new Error(`The prepared statement name ${name} is taken`);
  names.add(name);
  const statements = new WeakMap<DbOrTx, T>();
  return (db) => {
    let statement = statements.get(db);
    if (statement === undefined) statements.set(db, (statement = build(db, `masar_${name}`)));
    return statement;
  };
}

/** How many page sizes of one list get a first-page statement of their own, per database handle. */
export const FIRST_PAGE_SIZES = 4;

/** Where a paged statement reads: as written into its text (a first page) or as placeholders (any other). */
export interface PageWindow {
  limit: number | Placeholder;
  offset: number | Placeholder;
}

/**
 * A paged hot read prepared once, as `preparedStatement`, run with `.execute({ …values, limit, offset })`.
 *
 * PostgreSQL keeps one plan for a named statement (its generic plan) only if that plan's cost is no higher than
 * planning for each call's values. With LIMIT and OFFSET as parameters it guesses a tenth of the rows for each,
 * so the generic plan costs more than any first page's, and the statement is planned again on every call: the
 * live sessions list spent 0.4-0.8 ms of its ~0.6 ms in PostgreSQL binding (docs/performance.md, "Constants in
 * the statement"). So the first page of each of the first `FIRST_PAGE_SIZES` sizes asked for is a statement of
 * its own with its LIMIT written in (planned once); any other page, or another size, runs one statement with
 * LIMIT and OFFSET as placeholders, planned per call. `build` applies the window with `.limit(window.limit)` and
 * `.offset(window.offset)`.
 *
 * The sizes are taken first come: the web app asks one size per list, so four leave room for other clients. A
 * client asking many sizes first leaves the app's own to the placeholder statement (as fast as before this
 * existed), which is the price of bounding what each connection keeps on the server (at most four plans a list).
 */
export function preparedPage<T>(
  name: string,
  build: (db: DbOrTx, name: string, window: PageWindow) => T,
): (db: DbOrTx, page: { limit: number; offset: number }) => T {
  const anyPage = preparedStatement(name, (db, statementName) =>
    build(db, statementName, { limit: sql.placeholder('limit'), offset: sql.placeholder('offset') }),
  );
  const firstPages = new WeakMap<DbOrTx, Map<number, T>>();
  return (db, page) => {
    if (page.offset !== 0) return anyPage(db);
    let bySize = firstPages.get(db);
    if (bySize === undefined) firstPages.set(db, (bySize = new Map()));
    let statement = bySize.get(page.limit);
    if (statement === undefined) {
      if (bySize.size >= FIRST_PAGE_SIZES || !Number.isSafeInteger(page.limit) || page.limit < 0) {
        return anyPage(db);
      }
      // A number given to `.limit()` is sent as a parameter; SQL is written in as it is.
      const limit = sql.raw(String(page.limit)) as unknown as number;
      statement = build(db, `masar_${name}_first_${page.limit}`, { limit, offset: 0 });
      bySize.set(page.limit, statement);
    }
    return statement;
  };
}
