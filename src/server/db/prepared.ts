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
