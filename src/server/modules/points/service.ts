import { and, asc, count, desc, eq, gte, isNotNull, isNull, lt, sql, sum, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { randomInt, randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type {
  codesQuery,
  EarningsReport,
  generateCodesBody,
  PointPackage,
  pointPackageBody,
  PointTransaction,
  RedeemCode,
  TransactionList,
  transactionsQuery,
} from '../../../contract/points';
import { CODE_ALPHABET, CODE_LENGTH } from '../../../contract/points';
import type { AppContext } from '../../context';
import type { Db, DbOrTx } from '../../db/client';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/errors';
import { courseEnrollments, courses } from '../../db/schema/courses';
import { pointPackages, pointTransactions, professorEarnings, redeemCodes } from '../../db/schema/points';
import { users } from '../../db/schema/users';
import { AppError, conflict, forbidden, notFound } from '../../errors';
import type { AuthUser } from '../../plugins/access';
import { COURSE_NOT_FOUND, getCourseRow, getCourseSummaries, resolveCoursePrice } from '../courses/service';
import * as ledger from './ledger';

export const PACKAGE_NOT_FOUND = 'Package not found';
export const TRANSACTION_NOT_FOUND = 'Transaction not found';
export const COURSE_ALREADY_PURCHASED = 'Course already purchased';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

// ── Packages ──────────────────────────────────────────────────────────────────────────────────────────

// Spelled out: in a single-table select Drizzle leaves columns unqualified, which inside this subquery
// would bind to the ledger row instead of the package.
const salesCount = sql<number>`(select count(*)::int from point_transactions t
  where t.package_id = point_packages.id and t.kind = 'purchase' and t.status = 'completed')`;

function toPackage(row: typeof pointPackages.$inferSelect & { sales: number }): PointPackage {
  return {
    id: row.id,
    name: row.name,
    points: row.points,
    price: row.price,
    is_active: row.isActive,
    display_order: row.displayOrder,
    sales: row.sales,
  };
}

export async function listPackages(db: Db, options: { all: boolean }): Promise<PointPackage[]> {
  const rows = await db
    .select({ pkg: pointPackages, sales: options.all ? salesCount : sql<number>`0` })
    .from(pointPackages)
    .where(options.all ? undefined : eq(pointPackages.isActive, true))
    .orderBy(asc(pointPackages.displayOrder), asc(pointPackages.points), asc(pointPackages.id));
  return rows.map((r) => toPackage({ ...r.pkg, sales: r.sales }));
}

async function getPackage(db: DbOrTx, id: number): Promise<PointPackage> {
  const [row] = await db
    .select({ pkg: pointPackages, sales: salesCount })
    .from(pointPackages)
    .where(eq(pointPackages.id, id));
  if (!row) throw notFound(PACKAGE_NOT_FOUND);
  return toPackage({ ...row.pkg, sales: row.sales });
}

export async function createPackage(db: Db, input: z.infer<typeof pointPackageBody>): Promise<PointPackage> {
  const [row] = await db
    .insert(pointPackages)
    .values({
      name: input.name,
      points: input.points,
      price: input.price,
      isActive: input.is_active,
      displayOrder: input.display_order,
    })
    .returning({ id: pointPackages.id });
  return getPackage(db, row!.id);
}

export async function updatePackage(db: Db, id: number, input: Partial<z.infer<typeof pointPackageBody>>) {
  await getPackage(db, id);
  const changes = {
    ...(input.name !== undefined ? { name: input.name } : {}),
    ...(input.points !== undefined ? { points: input.points } : {}),
    ...(input.price !== undefined ? { price: input.price } : {}),
    ...(input.is_active !== undefined ? { isActive: input.is_active } : {}),
    ...(input.display_order !== undefined ? { displayOrder: input.display_order } : {}),
  };
  if (Object.keys(changes).length > 0)
    await db.update(pointPackages).set(changes).where(eq(pointPackages.id, id));
  return getPackage(db, id);
}

/** A package that was ever used (sales, pending checkouts, codes) is deactivated instead: the ledger keeps it. */
export async function deletePackage(db: Db, id: number): Promise<{ deleted: boolean }> {
  await getPackage(db, id);
  const [[rows], [codes]] = await Promise.all([
    db.select({ n: count() }).from(pointTransactions).where(eq(pointTransactions.packageId, id)),
    db.select({ n: count() }).from(redeemCodes).where(eq(redeemCodes.packageId, id)),
  ]);
  if ((rows?.n ?? 0) + (codes?.n ?? 0) > 0) {
    await db.update(pointPackages).set({ isActive: false }).where(eq(pointPackages.id, id));
    return { deleted: false };
  }
  await db.delete(pointPackages).where(eq(pointPackages.id, id));
  return { deleted: true };
}

// ── Balance ───────────────────────────────────────────────────────────────────────────────────────────

export const getBalance = (db: Db, userId: number) => ledger.balanceOf(db, userId);

export async function setBalanceByAdmin(
  db: Db,
  admin: AuthUser,
  input: { user_id: number; points: number; reason?: string | undefined },
) {
  const [target] = await db.select({ id: users.id }).from(users).where(eq(users.id, input.user_id));
  if (!target) throw notFound('User not found');
  return db.transaction((tx) =>
    ledger.setBalance(tx, {
      userId: input.user_id,
      target: input.points,
      adminId: admin.id,
      reason: input.reason,
    }),
  );
}

// ── Ledger reads ──────────────────────────────────────────────────────────────────────────────────────

function transactionSelect(db: DbOrTx) {
  return db
    .select({
      t: pointTransactions,
      userName: users.name,
      userEmail: users.email,
      packageName: pointPackages.name,
      courseTitle: courses.title,
    })
    .from(pointTransactions)
    .innerJoin(users, eq(users.id, pointTransactions.userId))
    .leftJoin(pointPackages, eq(pointPackages.id, pointTransactions.packageId))
    .leftJoin(courses, eq(courses.id, pointTransactions.courseId));
}
type TransactionRow = Awaited<ReturnType<typeof transactionSelect>>[number];

function toTransaction(r: TransactionRow): PointTransaction {
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
    package_name: r.packageName,
    course_id: t.courseId,
    course_title: r.courseTitle,
    provider: t.provider,
    amount_dzd: t.amountDzd,
    created_at: t.createdAt.toISOString(),
    completed_at: iso(t.completedAt),
  };
}

/** One ledger row, for its owner or an admin. */
export async function getTransaction(db: DbOrTx, viewer: AuthUser, id: number): Promise<PointTransaction> {
  const [row] = await transactionSelect(db).where(eq(pointTransactions.id, id));
  if (!row) throw notFound(TRANSACTION_NOT_FOUND);
  if (viewer.role !== 'admin' && row.t.userId !== viewer.id) throw forbidden('This is not your transaction');
  return toTransaction(row);
}

/** Admins see every row (with filters); anyone else sees only their own, whatever they ask. */
export async function listTransactions(
  db: Db,
  viewer: AuthUser,
  query: z.infer<typeof transactionsQuery>,
  options: { own: boolean },
): Promise<TransactionList> {
  const filters: SQL[] = [];
  if (options.own || viewer.role !== 'admin') filters.push(eq(pointTransactions.userId, viewer.id));
  else if (query.user_id) filters.push(eq(pointTransactions.userId, query.user_id));
  if (query.kind) filters.push(eq(pointTransactions.kind, query.kind));
  if (query.status) filters.push(eq(pointTransactions.status, query.status));
  const where = filters.length ? and(...filters) : undefined;
  const [rows, [totals]] = await Promise.all([
    transactionSelect(db)
      .where(where)
      .orderBy(desc(pointTransactions.createdAt), desc(pointTransactions.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(pointTransactions).where(where),
  ]);
  const total = totals?.total ?? 0;
  return {
    transactions: rows.map(toTransaction),
    pagination: { page: query.page, limit: query.limit, total, totalPages: Math.ceil(total / query.limit) },
  };
}

// ── Buying a course ───────────────────────────────────────────────────────────────────────────────────

/**
 * One transaction: the enrollment row first (its primary key makes a second purchase of the same course a
 * 409, even under concurrency), then one conditional debit (402 when the balance does not cover the price),
 * the ledger row, and the professor's share. A free course records the enrollment with no ledger row.
 */
export async function buyCourse(ctx: AppContext, student: AuthUser, courseId: number) {
  const course = await getCourseRow(ctx.db, courseId);
  if (course.status !== 'approved') throw conflict('This course is not available for purchase');
  if (course.createdBy === student.id) throw conflict('You cannot buy your own course');
  const price = await resolveCoursePrice(ctx.db, course);
  if (price === null) throw conflict('This course has no price yet');
  try {
    return await ctx.db.transaction(async (tx) => {
      await tx.insert(courseEnrollments).values({ userId: student.id, courseId, pricePaid: price });
      if (price === 0) {
        return {
          course_id: courseId,
          price_paid: 0,
          balance: await ledger.balanceOf(tx, student.id),
          transaction_id: null,
        };
      }
      const posted = await ledger.debit(tx, {
        userId: student.id,
        amount: price,
        kind: 'spend',
        description: course.title,
        courseId,
      });
      await ledger.recordEarning(tx, {
        professorId: course.createdBy,
        courseId,
        transactionId: posted.transactionId,
        gross: price,
        sharePercent: await ledger.professorSharePercent(tx),
      });
      return {
        course_id: courseId,
        price_paid: price,
        balance: posted.balance,
        transaction_id: posted.transactionId,
      };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(COURSE_ALREADY_PURCHASED);
    // The course was deleted while this purchase was under way: nothing was taken.
    if (isForeignKeyViolation(error)) throw notFound(COURSE_NOT_FOUND);
    throw error;
  }
}

export async function myCourses(db: Db, userId: number, page: { page: number; limit: number }) {
  const where = eq(courseEnrollments.userId, userId);
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(courseEnrollments)
      .where(where)
      .orderBy(desc(courseEnrollments.createdAt), desc(courseEnrollments.courseId))
      .limit(page.limit)
      .offset((page.page - 1) * page.limit),
    db.select({ total: count() }).from(courseEnrollments).where(where),
  ]);
  const summaries = await getCourseSummaries(
    db,
    rows.map((r) => r.courseId),
  );
  const enrollment = new Map(rows.map((r) => [r.courseId, r]));
  const total = totals?.total ?? 0;
  return {
    courses: summaries.map((c) => ({
      ...c,
      purchased_at: enrollment.get(c.id)!.createdAt.toISOString(),
      price_paid: enrollment.get(c.id)!.pricePaid,
    })),
    pagination: { ...page, total, totalPages: Math.ceil(total / page.limit) },
  };
}

// ── Redeem codes ──────────────────────────────────────────────────────────────────────────────────────

/** 16 characters from a 31-letter alphabet: about 79 bits from the system's cryptographic generator. */
export function newCode(): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

const redeemer = alias(users, 'redeemer');

function codeSelect(db: DbOrTx) {
  return db
    .select({ c: redeemCodes, packageName: pointPackages.name, redeemedByName: redeemer.name })
    .from(redeemCodes)
    .leftJoin(pointPackages, eq(pointPackages.id, redeemCodes.packageId))
    .leftJoin(redeemer, eq(redeemer.id, redeemCodes.redeemedBy));
}
function toCode(r: Awaited<ReturnType<typeof codeSelect>>[number]): RedeemCode {
  return {
    id: r.c.id,
    code: r.c.code,
    points: r.c.points,
    package_id: r.c.packageId,
    package_name: r.packageName,
    batch: r.c.batch,
    created_at: r.c.createdAt.toISOString(),
    redeemed_by: r.c.redeemedBy,
    redeemed_by_name: r.redeemedByName,
    redeemed_at: iso(r.c.redeemedAt),
  };
}

export async function generateCodes(db: Db, admin: AuthUser, input: z.infer<typeof generateCodesBody>) {
  let points = input.points;
  if (input.packageId !== undefined) points = (await getPackage(db, input.packageId)).points;
  const batch = `${new Date().toISOString().slice(0, 10)}-${randomUUID().slice(0, 8)}`;
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const rows = await db
        .insert(redeemCodes)
        .values(
          Array.from({ length: input.count }, () => ({
            code: newCode(),
            points: points!,
            packageId: input.packageId ?? null,
            batch,
            createdBy: admin.id,
          })),
        )
        .returning({ id: redeemCodes.id });
      const created = await codeSelect(db).where(eq(redeemCodes.batch, batch)).orderBy(asc(redeemCodes.id));
      if (created.length !== rows.length) throw new Error('generated codes missing');
      return { batch, codes: created.map(toCode) };
    } catch (error) {
      // A collision among 2^79 codes is astronomically unlikely; if it happens, draw the batch again.
      if (!isUniqueViolation(error)) throw error;
    }
  }
  throw new AppError(500, 'Could not generate unique codes');
}

export async function listCodes(db: Db, query: z.infer<typeof codesQuery>) {
  const filters: SQL[] = [];
  if (query.status === 'used') filters.push(isNotNull(redeemCodes.redeemedBy));
  if (query.status === 'unused') filters.push(isNull(redeemCodes.redeemedBy));
  if (query.batch) filters.push(eq(redeemCodes.batch, query.batch));
  const where = filters.length ? and(...filters) : undefined;
  const csv = query.format === 'csv';
  const base = codeSelect(db).where(where).orderBy(desc(redeemCodes.id));
  const [rows, [totals]] = await Promise.all([
    // The CSV export holds every matching code (for printing a batch); JSON is paginated.
    csv ? base.limit(100_000) : base.limit(query.limit).offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(redeemCodes).where(where),
  ]);
  const total = totals?.total ?? 0;
  return {
    codes: rows.map(toCode),
    pagination: { page: query.page, limit: query.limit, total, totalPages: Math.ceil(total / query.limit) },
  };
}

export function codesCsv(codes: RedeemCode[]): string {
  const cell = (v: string | number | null) => {
    const text = v === null ? '' : String(v);
    return /[",\n\r]/.test(text) || /^[=+\-@]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  const header = ['code', 'points', 'package', 'batch', 'created_at', 'redeemed_by', 'redeemed_at'];
  const lines = codes.map((c) =>
    [c.code, c.points, c.package_name, c.batch, c.created_at, c.redeemed_by_name, c.redeemed_at]
      .map(cell)
      .join(','),
  );
  return `\uFEFF${[header.join(','), ...lines].join('\r\n')}\r\n`;
}

/** Single use and atomic: the code is claimed by a conditional update in the same transaction as the credit. */
export async function redeem(db: Db, user: AuthUser, code: string) {
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(redeemCodes)
      .set({ redeemedBy: user.id, redeemedAt: new Date() })
      .where(and(eq(redeemCodes.code, code), isNull(redeemCodes.redeemedBy)))
      .returning();
    if (!claimed) {
      const [exists] = await tx
        .select({ id: redeemCodes.id })
        .from(redeemCodes)
        .where(eq(redeemCodes.code, code));
      throw exists ? conflict('This code has already been used') : notFound('Code not found');
    }
    const posted = await ledger.credit(tx, {
      userId: user.id,
      amount: claimed.points,
      kind: 'code',
      description: `Code ${claimed.code.slice(0, 4)}…`,
      packageId: claimed.packageId,
      codeId: claimed.id,
    });
    return { points: claimed.points, balance: posted.balance, transaction_id: posted.transactionId };
  });
}

// ── Earnings ──────────────────────────────────────────────────────────────────────────────────────────

export async function earningsReport(
  db: Db,
  range: { from?: string | undefined; to?: string | undefined },
): Promise<EarningsReport> {
  // `to` is inclusive: rows before the start of the next day.
  const inRange = (column: typeof professorEarnings.createdAt | typeof pointTransactions.createdAt) => [
    ...(range.from ? [gte(column, new Date(`${range.from}T00:00:00Z`))] : []),
    ...(range.to ? [lt(column, new Date(Date.parse(`${range.to}T00:00:00Z`) + 86_400_000))] : []),
  ];
  const where = and(...inRange(professorEarnings.createdAt));
  const totals = {
    gross: sql<number>`coalesce(sum(${professorEarnings.gross}), 0)::int`,
    professor: sql<number>`coalesce(sum(${professorEarnings.amount}), 0)::int`,
    sales: sql<number>`count(*) filter (where ${professorEarnings.gross} > 0)::int`,
  };
  const month = sql<string>`to_char(date_trunc('month', ${professorEarnings.createdAt} at time zone 'Africa/Algiers'), 'YYYY-MM')`;
  const topUpFilters = [eq(pointTransactions.status, 'completed'), ...inRange(pointTransactions.createdAt)];
  const [[all], byMonth, byProfessor, byKind, [topUps], share] = await Promise.all([
    db.select(totals).from(professorEarnings).where(where),
    db
      .select({ month, ...totals })
      .from(professorEarnings)
      .where(where)
      .groupBy(month)
      .orderBy(month),
    db
      .select({ professorId: professorEarnings.professorId, professorName: users.name, ...totals })
      .from(professorEarnings)
      .innerJoin(users, eq(users.id, professorEarnings.professorId))
      .where(where)
      .groupBy(professorEarnings.professorId, users.name)
      .orderBy(desc(sum(professorEarnings.gross))),
    db
      .select({ kind: professorEarnings.kind, ...totals })
      .from(professorEarnings)
      .where(where)
      .groupBy(professorEarnings.kind),
    db
      .select({
        cardPoints: sql<number>`coalesce(sum(${pointTransactions.amount}) filter (where ${pointTransactions.kind} = 'purchase'), 0)::int`,
        cardDzd: sql<number>`coalesce(sum(${pointTransactions.amountDzd}) filter (where ${pointTransactions.kind} = 'purchase'), 0)::int`,
        codePoints: sql<number>`coalesce(sum(${pointTransactions.amount}) filter (where ${pointTransactions.kind} = 'code'), 0)::int`,
      })
      .from(pointTransactions)
      .where(and(...topUpFilters)),
    ledger.professorSharePercent(db),
  ]);
  const withPlatform = <T extends { gross: number; professor: number }>(row: T) => ({
    ...row,
    platform: row.gross - row.professor,
  });
  return {
    totals: withPlatform({ gross: all!.gross, professor: all!.professor, sales: all!.sales }),
    share_percent: share,
    by_month: byMonth.map((r) => withPlatform(r)),
    by_professor: byProfessor.map((r) =>
      withPlatform({
        professor_id: r.professorId,
        professor_name: r.professorName,
        gross: r.gross,
        professor: r.professor,
        sales: r.sales,
      }),
    ),
    by_kind: byKind.map((r) => withPlatform(r)),
    top_ups: { card_points: topUps!.cardPoints, card_dzd: topUps!.cardDzd, code_points: topUps!.codePoints },
  };
}
