import { and, eq, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { translatedName } from '../../../contract/catalogue-translations';
import type { AppLanguage } from '../../../contract/languages';
import type { PointTransaction, TransactionList, transactionsQuery } from '../../../contract/points';
import type { Db, DbOrTx } from '../../db/client';
import { isoColumn } from '../../db/json-time';
import {
  asksOnly,
  boundedCount,
  cursorTime,
  idsOnPage,
  keysetPaginate,
  NOT_CARRIED,
  preparedKeysetPages,
  preparedOwnedPages,
} from '../../db/pagination';
import type { PageWindow } from '../../db/prepared';
import { courses } from '../../db/schema/courses';
import { pointPackages, pointTransactions } from '../../db/schema/points';
import { users } from '../../db/schema/users';
import { forbidden, notFound } from '../../errors';
import type { AuthUser } from '../../plugins/access';
import { extend } from '../../objects';

export const TRANSACTION_NOT_FOUND = 'Transaction not found';

/**
 * What a ledger row answers with: not its provider's stored event (a JSON document per card payment, parsed and
 * dropped) nor its other keys, and its times as text (`isoColumn`).
 */
const transactionColumns = {
  t: {
    id: pointTransactions.id,
    userId: pointTransactions.userId,
    kind: pointTransactions.kind,
    status: pointTransactions.status,
    amount: pointTransactions.amount,
    balanceAfter: pointTransactions.balanceAfter,
    description: pointTransactions.description,
    packageId: pointTransactions.packageId,
    courseId: pointTransactions.courseId,
    provider: pointTransactions.provider,
    amountDzd: pointTransactions.amountDzd,
    createdAt: isoColumn(pointTransactions.createdAt),
    completedAt: isoColumn(pointTransactions.completedAt),
  },
  userName: users.name,
  userEmail: users.email,
  packageName: pointPackages.name,
  packageTranslations: pointPackages.translations,
  courseTitle: courses.title,
};

function transactionSelect(db: DbOrTx) {
  return db
    .select(transactionColumns)
    .from(pointTransactions)
    .innerJoin(users, eq(users.id, pointTransactions.userId))
    .leftJoin(pointPackages, eq(pointPackages.id, pointTransactions.packageId))
    .leftJoin(courses, eq(courses.id, pointTransactions.courseId));
}
type TransactionRow = Awaited<ReturnType<typeof transactionSelect>>[number];

function toTransaction(r: TransactionRow, language: AppLanguage): PointTransaction {
  const t = r.t;
  return {
    id: t.id,
    user_id: t.userId,
    user_name: r.userName,
    user_email: r.userEmail,
    kind: t.kind,
    status: t.status,
    amount: t.amount,
    balance_after: t.balanceAfter,
    description: t.description,
    package_id: t.packageId,
    package_name:
      r.packageName === null ? null : translatedName(r.packageName, r.packageTranslations, language),
    course_id: t.courseId,
    course_title: r.courseTitle,
    provider: t.provider,
    amount_dzd: t.amountDzd,
    created_at: t.createdAt,
    completed_at: t.completedAt,
  };
}

/** One ledger row, for its owner or an admin. */
export async function getTransaction(
  db: DbOrTx,
  viewer: AuthUser,
  id: number,
  language: AppLanguage = 'ar',
): Promise<PointTransaction> {
  const [row] = await transactionSelect(db).where(eq(pointTransactions.id, id));
  if (!row) throw notFound(TRANSACTION_NOT_FOUND);
  if (viewer.role !== 'admin' && row.t.userId !== viewer.id) throw forbidden('This is not your transaction');
  return toTransaction(row, language);
}

/**
 * A page's rows: their ids from the index alone (`where`, `order`, `limit`, `offset`), then only those rows
 * joined to their user, package and course, each with its cursor key and `total` (the list's count the page
 * carries, or `NOT_CARRIED`). A deep link (`page=N`, by OFFSET) skips index entries instead of ledger rows joined
 * to their users.
 */
function pageRows(
  db: DbOrTx,
  where: SQL | undefined,
  order: SQL[],
  window: PageWindow,
  total: SQL<number | null>,
) {
  const ids = db
    .select({ id: pointTransactions.id })
    .from(pointTransactions)
    .where(where)
    .orderBy(...order)
    .limit(window.limit)
    .offset(window.offset);
  return db
    .select(extend(transactionColumns, { key: cursorTime(pointTransactions.createdAt), total }))
    .from(pointTransactions)
    .innerJoin(users, eq(users.id, pointTransactions.userId))
    .leftJoin(pointPackages, eq(pointPackages.id, pointTransactions.packageId))
    .leftJoin(courses, eq(courses.id, pointTransactions.courseId))
    .where(idsOnPage(pointTransactions.id, ids))
    .orderBy(...order);
}

/**
 * The caller's own ledger with no filter (a student's wallet history, `/transactions/me`), prepared
 * (`preparedOwnedPages`): built per request, its four-table join was planned on every call, 1.6 ms of planning
 * for 0.35 ms of running (docs/performance.md, "A student's ledger prepared").
 */
const ownLedger = preparedOwnedPages(
  'own_transactions',
  pointTransactions,
  { createdAt: pointTransactions.createdAt, id: pointTransactions.id },
  pointTransactions.userId,
  (db, name, way) => pageRows(db, way.where, way.order, way.window, way.total).prepare(name),
  (r) => ({ at: r.key, id: r.t.id }),
);

/** The query's keys the prepared own pages read; with any other filter a page takes the general path. */
const OWN_PAGE_KEYS = new Set(['page', 'limit', 'cursor', 'user_id']);

/**
 * The whole ledger as an admin's page first opens it (no filter), prepared the same way: built per request,
 * its four-table join was planned on every call, 1.4-1.6 ms of planning for 0.26 ms of running
 * (docs/performance.md, "The catalogue's pages prepared").
 */
const wholeLedger = preparedKeysetPages(
  'all_transactions',
  pointTransactions,
  { createdAt: pointTransactions.createdAt, id: pointTransactions.id },
  () => undefined,
  (db, name, way) => pageRows(db, way.where, way.order, way.window, way.total).prepare(name),
  (r) => ({ at: r.key, id: r.t.id }),
);
const WHOLE_LEDGER_KEYS = new Set(['page', 'limit', 'cursor']);

/** Admins see every row (with filters); anyone else sees only their own, whatever they ask. */
export async function listTransactions(
  db: Db,
  viewer: AuthUser,
  query: z.infer<typeof transactionsQuery>,
  options: { own: boolean; language: AppLanguage },
): Promise<TransactionList> {
  const ownOnly = options.own || viewer.role !== 'admin';
  // `user_id` is ignored for anyone's own rows.
  if (ownOnly && asksOnly(query, OWN_PAGE_KEYS)) {
    const { rows, pagination } = await ownLedger(db, query, viewer.id);
    return { transactions: rows.map((r) => toTransaction(r, options.language)), pagination };
  }
  if (!ownOnly && asksOnly(query, WHOLE_LEDGER_KEYS)) {
    const { rows, pagination } = await wholeLedger(db, query, {});
    return { transactions: rows.map((r) => toTransaction(r, options.language)), pagination };
  }
  const filters: SQL[] = [];
  if (ownOnly) filters.push(eq(pointTransactions.userId, viewer.id));
  else if (query.user_id) filters.push(eq(pointTransactions.userId, query.user_id));
  if (query.kind) filters.push(eq(pointTransactions.kind, query.kind));
  if (query.status) filters.push(eq(pointTransactions.status, query.status));
  const where = filters.length ? and(...filters) : undefined;
  // Newest first by (created_at, id), through point_transactions_created_idx (or the user's, or the kind and
  // status index): a page by cursor walks the index from its key and the total is bounded, so neither grows
  // with the ledger.
  const { rows, pagination } = await keysetPaginate(
    query,
    { createdAt: pointTransactions.createdAt, id: pointTransactions.id },
    (page) => pageRows(db, and(where, page.where), page.order, page, NOT_CARRIED),
    (r) => ({ at: r.key, id: r.t.id }),
    () => boundedCount(db, pointTransactions, where),
  );
  return { transactions: rows.map((r) => toTransaction(r, options.language)), pagination };
}
