import {
  and,
  asc,
  count,
  desc,
  eq,
  sql,
  type AnyColumn,
  type Placeholder,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { badRequest } from '../errors';
import type { DbOrTx } from './client';
import { preparedPage, preparedStatement, type PageWindow } from './prepared';
import { extend } from '../objects';

/** What a paginated list asks for: a 1-based page and its size. */
export interface PageQuery {
  page: number;
  limit: number;
}

export interface Pagination {
  page: number;
  limit: number;
  total: number;
  totalPages: number;
}

/**
 * One page of rows and the total of the same filter, queried in parallel. `rows` gets the LIMIT/OFFSET window
 * of the page; `counted` is a count query whose first row holds `total` (and any other aggregate the caller
 * wants back, such as an average).
 */
export async function paginate<T, C extends { total: number }>(
  query: PageQuery,
  rows: (window: { limit: number; offset: number }) => PromiseLike<T[]>,
  counted: PromiseLike<C[]>,
): Promise<{ rows: T[]; pagination: Pagination; counted: C | undefined }> {
  const [page, [first]] = await Promise.all([
    rows({ limit: query.limit, offset: (query.page - 1) * query.limit }),
    counted,
  ]);
  const total = first?.total ?? 0;
  return {
    rows: page,
    pagination: { page: query.page, limit: query.limit, total, totalPages: Math.ceil(total / query.limit) },
    counted: first,
  };
}

/**
 * A page whose rows carry the list's total (a window count, or an uncorrelated subquery run once, in the
 * page's own statement): one round trip instead of a page and a count. Only a page past the last, which has no
 * row to carry the total, asks `countApart` (a first page without rows is an empty list).
 */
export async function pageCarryingTotal<T extends { total: number }>(
  query: PageQuery,
  read: (window: { limit: number; offset: number }) => PromiseLike<T[]>,
  countApart: () => PromiseLike<number>,
): Promise<{ rows: T[]; pagination: Pagination }> {
  const offset = (query.page - 1) * query.limit;
  const rows = await read({ limit: query.limit, offset });
  const total = rows[0]?.total ?? (offset === 0 ? 0 : await countApart());
  return {
    rows,
    pagination: { page: query.page, limit: query.limit, total, totalPages: Math.ceil(total / query.limit) },
  };
}

/**
 * The rows whose ids a page's subquery found (`ids`: the page's ids from an index, with its LIMIT and OFFSET), as
 * `id = any(array(ids))`: PostgreSQL runs the subquery once and reads those rows by primary key. Written as
 * `id in (ids)`, it may be planned as a hash join over a sequential scan of the whole table whenever that looks
 * cheaper than the lookups: the courses at 5,000 were, 0.55 ms of a page's 1.0 ms, 0.22 ms this way
 * (docs/performance.md, "The catalogue's pages prepared").
 */
export function idsOnPage(id: AnyColumn, ids: SQLWrapper): SQL {
  return sql`${id} = any(array(${ids}))`;
}

/** Up to this many matching rows a list's total is exact (`boundedCount`). */
export const EXACT_COUNT_UP_TO = 10_000;

/**
 * The total of a list whose cost stays flat as the table grows: counted exactly up to `exactUpTo` (a scan
 * bounded by `LIMIT exactUpTo + 1`), beyond that the planner's estimate of the same filter (never below
 * `exactUpTo + 1`). A page count in the thousands needs no exact figure; counting 90,000 approved courses took
 * ~21 ms and the 1,000,000-row ledger ~86 ms on every request (docs/performance.md).
 *
 * A list found beyond its bound is remembered for `BEYOND_BOUND_KEPT_MS` (per process and database): its next
 * totals are the estimate at once, without scanning `exactUpTo + 1` index entries first (~2 ms at 10,000, most of
 * an admin's ledger or users page), and the estimate is asked once in that time (`rememberedTotal`). A list
 * below its bound is counted every time, so it stays exact.
 */
export async function boundedCount(
  db: DbOrTx,
  table: PgTable,
  where: SQL | undefined,
  exactUpTo = EXACT_COUNT_UP_TO,
): Promise<number> {
  const matching = () =>
    db
      .select({ one: sql`1` })
      .from(table)
      .where(where);
  const query = matching().toSQL();
  const key = `${exactUpTo}|${query.sql}|${JSON.stringify(query.params)}`;
  return rememberedTotal(
    db,
    key,
    exactUpTo,
    async () => {
      const [row] = await db.select({ n: count() }).from(
        matching()
          .limit(exactUpTo + 1)
          .as('bounded'),
      );
      return row?.n ?? 0;
    },
    () => estimatedCount(db, table, where, exactUpTo),
  );
}

/** The planner's estimate of the rows `where` matches, never below `exactUpTo + 1` (`boundedCount`). */
async function estimatedCount(db: DbOrTx, table: PgTable, where: SQL | undefined, exactUpTo: number) {
  const matching = db
    .select({ one: sql`1` })
    .from(table)
    .where(where);
  const plan = await db.execute<{ 'QUERY PLAN': unknown }>(sql`explain (format json) ${matching}`);
  const raw = plan.rows[0]?.['QUERY PLAN'];
  const parsed = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: { 'Plan Rows': number } }[];
  return Math.max(exactUpTo + 1, Math.round(parsed[0]?.Plan['Plan Rows'] ?? 0));
}

/**
 * A list's total, `key` naming its statement and values: counted (`exact`, up to `exactUpTo + 1`) unless the list
 * was found beyond its bound less than `BEYOND_BOUND_KEPT_MS` ago; beyond it, the planner's estimate (`estimate`),
 * asked once for that time and shared by the requests that arrive meanwhile. An estimate follows the table's
 * statistics, not each write, so asking it again on every request (an `EXPLAIN`, a round trip and a plan) only
 * cost the database.
 */
async function rememberedTotal(
  db: DbOrTx,
  key: string,
  exactUpTo: number,
  exact: () => Promise<number>,
  estimate: () => Promise<number>,
): Promise<number> {
  const beyond = rememberedBeyond(db, key);
  if (beyond) return estimated(beyond, estimate);
  return totalOfCount(db, key, exactUpTo, await exact(), estimate);
}

/** The entry of `key`'s list if it was found beyond its bound less than `BEYOND_BOUND_KEPT_MS` ago. */
function rememberedBeyond(db: DbOrTx, key: string): BeyondBound | undefined {
  const entry = beyondBound(db).get(key);
  return entry && entry.until > Date.now() ? entry : undefined;
}

/**
 * The total of `key`'s list from its count up to `exactUpTo + 1` (`counted`): the count under the bound (and the
 * list no longer remembered); beyond it, the list remembered as beyond its bound and its estimate.
 */
function totalOfCount(
  db: DbOrTx,
  key: string,
  exactUpTo: number,
  counted: number,
  estimate: () => Promise<number>,
): number | Promise<number> {
  const known = beyondBound(db);
  if (counted <= exactUpTo) {
    known.delete(key);
    return counted;
  }
  if (known.size >= BEYOND_BOUND_MAX) known.delete(known.keys().next().value!);
  const entry: BeyondBound = { until: Date.now() + BEYOND_BOUND_KEPT_MS };
  known.set(key, entry);
  return estimated(entry, estimate);
}

/** A remembered list's estimate, asked once while it is remembered (a failure is asked again next time). */
function estimated(entry: BeyondBound, estimate: () => Promise<number>): Promise<number> {
  entry.estimate ??= estimate().catch((error: unknown) => {
    entry.estimate = undefined;
    throw error;
  });
  return entry.estimate;
}

/**
 * How long a list found beyond its bound is taken to still be: a list shrinking back under its bound within that
 * time (a mass deletion) shows the planner's estimate instead of its exact count until it is counted again.
 */
export const BEYOND_BOUND_KEPT_MS = 60_000;
const BEYOND_BOUND_MAX = 1_000;
const beyondBounds = new WeakMap<object, Map<string, BeyondBound>>();

/** A list found beyond its bound: until when it is taken to be, and its estimate once asked. */
interface BeyondBound {
  until: number;
  estimate?: Promise<number>;
}

/** The lists found beyond their bound, by statement and parameters, for one database (or transaction). */
function beyondBound(db: DbOrTx): Map<string, BeyondBound> {
  let known = beyondBounds.get(db);
  if (!known) {
    known = new Map();
    beyondBounds.set(db, known);
  }
  return known;
}

/**
 * Keyset pages (decision 122). A list ordered newest first by `(created_at, id)` answers `cursor=` with
 * `WHERE (created_at, id) < (…) ORDER BY created_at DESC, id DESC LIMIT n` (or the reverse for the previous
 * page): one walk of the list's index from the cursor, flat whatever the depth, where an OFFSET reads and skips
 * every row before the page.
 */
export interface KeysetPagination extends Pagination {
  /** Opaque: asks for the page after this one; null on the last page. */
  next_cursor: string | null;
  /** Opaque: asks for the page before this one; null on the first page. */
  prev_cursor: string | null;
}

/** A position in a newest-first list: the sort key of a row and the page the cursor leads to. */
export interface Cursor {
  direction: 'after' | 'before';
  /** The row's `created_at` to the microsecond, as PostgreSQL stores it (a JS Date would drop microseconds). */
  at: string;
  id: number;
  page: number;
}

/** Every malformed, altered or foreign cursor gets this answer (status 400). */
export const INVALID_CURSOR = 'cursor: not a valid cursor for this list';

const CURSOR_TEXT = /^([ab])\|(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z)\|([1-9]\d{0,9})\|([1-9]\d{0,6})$/;
const INT4_MAX = 2_147_483_647;
const PAGE_MAX = 1_000_000;

export function encodeCursor(cursor: Cursor): string {
  const text = `${cursor.direction === 'after' ? 'a' : 'b'}|${cursor.at}|${cursor.id}|${cursor.page}`;
  return Buffer.from(text, 'utf8').toString('base64url');
}

/**
 * Reads a cursor back, or throws 400: only the exact shape `encodeCursor` writes is accepted, with a real date
 * (a string PostgreSQL could not cast would otherwise be a 500) and an id and a page within their columns.
 */
export function decodeCursor(value: string): Cursor {
  if (value.length > 120 || !/^[A-Za-z0-9_-]+$/.test(value)) throw badRequest(INVALID_CURSOR);
  const match = CURSOR_TEXT.exec(Buffer.from(value, 'base64url').toString('utf8'));
  if (!match) throw badRequest(INVALID_CURSOR);
  const [, direction, at, id, page] = match as unknown as [string, string, string, string, string];
  const date = new Date(`${at.slice(0, 23)}Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 19) !== at.slice(0, 19)) {
    throw badRequest(INVALID_CURSOR);
  }
  if (Number(id) > INT4_MAX || Number(page) > PAGE_MAX) throw badRequest(INVALID_CURSOR);
  return { direction: direction === 'a' ? 'after' : 'before', at, id: Number(id), page: Number(page) };
}

/** A row's `created_at` as a cursor carries it: UTC, to the microsecond. */
export function cursorTime(createdAt: AnyColumn): SQL<string> {
  return sql<string>`to_char(${createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
}

/** What the row query of one page gets: its extra condition, its order, its LIMIT and OFFSET. */
export interface KeysetWindow {
  /** The cursor's condition, to AND with the list's filters (undefined without a cursor). */
  where: SQL | undefined;
  order: SQL[];
  limit: number;
  offset: number;
  /** The cursor the window starts from (null for a page by number): what a prepared statement binds. */
  cursor: Cursor | null;
}

/**
 * One page of a newest-first list, by `page` (OFFSET, for deep links and the first page) or by `cursor`
 * (keyset), with both cursors of the page and the total of the same filter (`total`, asked as the rows are: it
 * gets their promise and the window, for a total the rows carry). `rows` must apply `window` as it is (one row
 * more than the page is asked for, to know whether another page follows) and return each row with its
 * `cursorTime` and id for `keyOf`.
 */
export async function keysetPaginate<T>(
  query: PageQuery & { cursor?: string | undefined },
  keys: { createdAt: AnyColumn; id: AnyColumn },
  rows: (window: KeysetWindow) => PromiseLike<T[]>,
  keyOf: (row: T) => { at: string; id: number },
  total: (page: Promise<T[]>, window: KeysetWindow) => PromiseLike<number>,
): Promise<{ rows: T[]; pagination: KeysetPagination }> {
  // Decoded before any query starts: a bad cursor is a 400 with nothing left running.
  const cursor = query.cursor === undefined ? null : decodeCursor(query.cursor);
  const { limit } = query;
  const newest = [desc(keys.createdAt), desc(keys.id)];
  const window: KeysetWindow = !cursor
    ? { where: undefined, order: newest, limit: limit + 1, offset: (query.page - 1) * limit, cursor }
    : cursor.direction === 'after'
      ? {
          where: sql`(${keys.createdAt}, ${keys.id}) < (${cursor.at}::timestamptz, ${cursor.id})`,
          order: newest,
          limit: limit + 1,
          offset: 0,
          cursor,
        }
      : {
          where: sql`(${keys.createdAt}, ${keys.id}) > (${cursor.at}::timestamptz, ${cursor.id})`,
          order: [asc(keys.createdAt), asc(keys.id)],
          limit: limit + 1,
          offset: 0,
          cursor,
        };
  const asked = Promise.resolve(rows(window));
  const [got, counted] = await Promise.all([asked, total(asked, window)]);
  const more = got.length > limit;
  const pageRows = got.slice(0, limit);
  let page: number;
  let hasNext: boolean;
  let hasPrev: boolean;
  if (cursor?.direction === 'before') {
    pageRows.reverse();
    // Walking back, "more" means rows before this page; with none, this is the first page whatever the
    // cursor said (rows added or removed since it was written move the pages).
    page = more ? Math.max(2, cursor.page) : 1;
    hasPrev = more;
    hasNext = pageRows.length > 0;
  } else {
    page = cursor ? cursor.page : query.page;
    hasNext = more;
    hasPrev = page > 1 && pageRows.length > 0;
  }
  const at = (row: T | undefined, direction: Cursor['direction'], to: number) =>
    row === undefined ? null : encodeCursor({ direction, ...keyOf(row), page: to });
  return {
    rows: pageRows,
    pagination: {
      page,
      limit,
      total: counted,
      totalPages: Math.ceil(counted / limit),
      next_cursor: hasNext ? at(pageRows.at(-1), 'after', page + 1) : null,
      prev_cursor: hasPrev ? at(pageRows[0], 'before', page - 1) : null,
    },
  };
}

/** The row statement of one way of asking for a keyset page, as `preparedKeysetPages` builds it. */
export interface KeysetWay {
  /** The list's filter AND the cursor's condition on `(created_at, id)`, both as placeholders. */
  where: SQL | undefined;
  order: SQL[];
  window: PageWindow;
  /** A column for every row: the list's count up to its bound, or null (`NOT_CARRIED`) in a list beyond it. */
  total: SQL<number | null>;
}

/** The `total` column of a page that does not carry its list's count. */
export const NOT_CARRIED = sql<number | null>`null::int`;

/** Builds the prepared row statement of one way of asking for a page (`preparedKeysetPages`). */
export type KeysetStatement<Row extends CarriedTotal> = (
  db: DbOrTx,
  name: string,
  way: KeysetWay,
) => { execute: (values: Record<string, unknown>) => PromiseLike<Row[]> };

/** What each row of a prepared keyset page carries beside its own columns (`KeysetWay.total`). */
export interface CarriedTotal {
  total: number | null;
}

/** One page of a prepared keyset list, for the list's values (`preparedKeysetPages`). */
export type KeysetPages<Row, Params> = (
  db: DbOrTx,
  query: PageQuery & { cursor?: string | undefined },
  params: Params,
) => Promise<{ rows: Row[]; pagination: KeysetPagination }>;

/** A list's filter values, or in their place the placeholders a prepared statement binds them to. */
export type FilterValues<Params extends Record<string, unknown>> = {
  [K in keyof Params]: Params[K] | Placeholder;
};

/**
 * The keyset pages (decision 122) of one fixed filter, prepared once (db/prepared.ts) for each way a page is
 * asked for: by number (`preparedPage`: a first page has its LIMIT written in and keeps its plan), after a
 * cursor, before one. `filter` writes the list's condition from its values (`params`, each a placeholder of the
 * same name in the prepared statements; undefined for the whole table). `build` returns the prepared row
 * statement of a way: `way.where`, ordered by `way.order`, with `way.window`'s LIMIT and OFFSET, each row with its
 * `cursorTime` for `keyOf` and `way.total` as its `total`. Built per request, such a list was planned on every
 * call (a student's ledger: 1.6 ms of planning for 0.35 ms of running; docs/performance.md, "A student's ledger
 * prepared").
 *
 * The page carries its total: every row has the list's count up to `exactUpTo + 1` (an uncorrelated subquery,
 * run once), so a page is one round trip; as a statement of its own, the count cost a student's ledger a
 * quarter of its CPU in the API and in PostgreSQL (docs/performance.md, "A page that carries its count"). A
 * list found beyond its bound is remembered as `boundedCount` remembers it: its pages then run statements
 * without the count (the whole ledger's 10,001 index entries took ~2 ms a count) and its total is the
 * planner's estimate. A page with no row to carry the total is an empty list when it is the first by number;
 * any other (past the last, or from a cursor) is counted by a statement of its own.
 */
export function preparedKeysetPages<Row extends CarriedTotal, Params extends Record<string, unknown>>(
  name: string,
  table: PgTable,
  keys: { createdAt: AnyColumn; id: AnyColumn },
  filter: (values: FilterValues<Params>) => SQL | undefined,
  build: KeysetStatement<Row>,
  keyOf: (row: Row) => { at: string; id: number },
  exactUpTo = EXACT_COUNT_UP_TO,
): KeysetPages<Row, Params> {
  const { filtered, carried, total } = boundedTotals(name, table, filter, exactUpTo);
  const key = sql`(${keys.createdAt}, ${keys.id})`;
  const at = sql`(${sql.placeholder('cursorAt')}::timestamptz, ${sql.placeholder('cursorId')}::int)`;
  const newest = [desc(keys.createdAt), desc(keys.id)];
  const waysOf = (prefix: string, total: (db: DbOrTx) => SQL<number | null>) => ({
    page: preparedPage(`${prefix}_page`, (db, statement, window) =>
      build(db, statement, { where: filtered, order: newest, window, total: total(db) }),
    ),
    after: preparedPage(`${prefix}_after`, (db, statement, window) =>
      build(db, statement, {
        where: and(filtered, sql`${key} < ${at}`),
        order: newest,
        window,
        total: total(db),
      }),
    ),
    before: preparedPage(`${prefix}_before`, (db, statement, window) =>
      build(db, statement, {
        where: and(filtered, sql`${key} > ${at}`),
        order: [asc(keys.createdAt), asc(keys.id)],
        window,
        total: total(db),
      }),
    ),
  });
  const counting = waysOf(name, carried);
  const beyondItsBound = waysOf(`${name}_beyond`, () => NOT_CARRIED);
  const rows = (db: DbOrTx, ways: typeof counting, window: KeysetWindow, params: Params) => {
    const page = { limit: window.limit, offset: window.offset };
    if (!window.cursor) return ways.page(db, page).execute(extend(params, page));
    return ways[window.cursor.direction](db, page).execute(
      extend(params, page, {
        cursorAt: window.cursor.at,
        cursorId: window.cursor.id,
      }),
    );
  };
  return (db, query, params) => {
    const list = total(db, params);
    return keysetPaginate(
      query,
      keys,
      (window) => rows(db, list.beyond ? beyondItsBound : counting, window, params),
      keyOf,
      async (page, window) => list.of(await page, !window.cursor && window.offset === 0),
    );
  };
}

/**
 * What a prepared list whose pages carry their count shares, keyset or OFFSET: its filter as placeholders, the
 * count column (up to `exactUpTo + 1`, an uncorrelated subquery run once), and, per request, whether the list is
 * remembered beyond its bound (its pages then run without the count) and the total of a page's rows.
 */
function boundedTotals<Params extends Record<string, unknown>>(
  name: string,
  table: PgTable,
  filter: (values: FilterValues<Params>) => SQL | undefined,
  exactUpTo: number,
) {
  const placeholders = new Proxy({} as FilterValues<Params>, {
    get: (_, key) => (typeof key === 'string' ? sql.placeholder(key) : undefined),
  });
  const filtered = filter(placeholders);
  const bounded = (db: DbOrTx) =>
    db
      .select({ one: sql`1` })
      .from(table)
      .where(filtered)
      .limit(sql.raw(String(exactUpTo + 1)) as unknown as number);
  // Within a page's statement, the subquery's own table is the one its filter's columns name (the innermost).
  const carried = (db: DbOrTx) =>
    sql<number | null>`(select count(*) from ${bounded(db).as('bounded')})`.mapWith(Number);
  const counted = preparedStatement(`${name}_count`, (db, statement) =>
    db.select({ n: count() }).from(bounded(db).as('bounded')).prepare(statement),
  );
  const total = (db: DbOrTx, params: Params) => {
    const remembered = `${name}|${JSON.stringify(params)}`;
    const estimate = () => estimatedCount(db, table, filter(params), exactUpTo);
    const beyond = rememberedBeyond(db, remembered);
    return {
      beyond: beyond !== undefined,
      /** The list's total from a page's rows (`first`: the page is the list's first, by number). */
      of(rows: CarriedTotal[], first: boolean): number | Promise<number> {
        if (beyond) return estimated(beyond, estimate);
        const carriedTotal = rows[0]?.total;
        if (carriedTotal !== undefined && carriedTotal !== null) {
          return totalOfCount(db, remembered, exactUpTo, carriedTotal, estimate);
        }
        if (rows.length === 0 && first) return 0;
        return rememberedTotal(
          db,
          remembered,
          exactUpTo,
          async () => (await counted(db).execute(params))[0]?.n ?? 0,
          estimate,
        );
      },
    };
  };
  return { filtered, carried, total };
}

/** The row statement of a page by number, as `preparedOffsetPages` builds it. */
export interface OffsetWay {
  /** The list's filter, its values as placeholders. */
  where: SQL | undefined;
  window: PageWindow;
  /** A column for every row: the list's count up to its bound, or null (`NOT_CARRIED`) in a list beyond it. */
  total: SQL<number | null>;
}

/**
 * The pages by number (`LIMIT`/`OFFSET`) of one fixed filter, prepared once as `preparedPage` prepares them, each
 * carrying its list's total as `preparedKeysetPages`' do: counted up to `exactUpTo + 1` in the page's own
 * statement, and beyond that bound the planner's estimate, the list then remembered for a while and its pages
 * read without the count. For the lists a page number is all a client asks of (the live sessions, the private
 * classes). `build` returns the prepared statement of a page: `way.where`, in the list's order, with
 * `way.window`'s LIMIT and OFFSET and `way.total` as its `total`.
 */
export function preparedOffsetPages<Row extends CarriedTotal, Params extends Record<string, unknown>>(
  name: string,
  table: PgTable,
  filter: (values: FilterValues<Params>) => SQL | undefined,
  build: (
    db: DbOrTx,
    name: string,
    way: OffsetWay,
  ) => { execute: (values: Record<string, unknown>) => PromiseLike<Row[]> },
  exactUpTo = EXACT_COUNT_UP_TO,
): (db: DbOrTx, query: PageQuery, params: Params) => Promise<{ rows: Row[]; pagination: Pagination }> {
  const { filtered, carried, total } = boundedTotals(name, table, filter, exactUpTo);
  const pageOf = (prefix: string, column: (db: DbOrTx) => SQL<number | null>) =>
    preparedPage(prefix, (db, statement, window) =>
      build(db, statement, { where: filtered, window, total: column(db) }),
    );
  const counting = pageOf(name, carried);
  const beyondItsBound = pageOf(`${name}_beyond`, () => NOT_CARRIED);
  return async (db, query, params) => {
    const list = total(db, params);
    const window = { limit: query.limit, offset: (query.page - 1) * query.limit };
    const rows = await (list.beyond ? beyondItsBound : counting)(db, window).execute(extend(params, window));
    const counted = await list.of(rows, window.offset === 0);
    return {
      rows,
      pagination: {
        page: query.page,
        limit: query.limit,
        total: counted,
        totalPages: Math.ceil(counted / query.limit),
      },
    };
  };
}

/**
 * The keyset pages of one owner's rows (`owner = the owner's id`, no other filter): `preparedKeysetPages` with
 * the owner's id as its one value.
 */
export function preparedOwnedPages<Row extends CarriedTotal>(
  name: string,
  table: PgTable,
  keys: { createdAt: AnyColumn; id: AnyColumn },
  owner: AnyColumn,
  build: KeysetStatement<Row>,
  keyOf: (row: Row) => { at: string; id: number },
): KeysetPages<Row, number> {
  const pages = preparedKeysetPages<Row, { ownerId: number }>(
    name,
    table,
    keys,
    (values) => eq(owner, values.ownerId),
    build,
    keyOf,
  );
  return (db, query, ownerId) => pages(db, query, { ownerId });
}

/**
 * Whether a list's query sets no key beyond `keys`: a prepared path for a fixed filter is taken only then, so a
 * filter added to the query later falls to the general path instead of being ignored by it.
 */
export function asksOnly(query: object, keys: ReadonlySet<string>): boolean {
  return Object.entries(query).every(([key, value]) => value === undefined || keys.has(key));
}
