import { and, desc, eq, gte, inArray, lt, sql, sum } from 'drizzle-orm';
import { EARNINGS_TOP_PROFESSORS, type EarningsReport } from '../../../contract/points';
import type { Db } from '../../db/client';
import { pointTransactions, professorEarnings } from '../../db/schema/points';
import { users } from '../../db/schema/users';
import * as ledger from './ledger';
import { extend } from '../../objects';

export async function getEarningsReport(
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
  // Through `point_transactions_kind_status_idx`: the period's top-ups only, not the whole ledger.
  const topUpFilters = [
    inArray(pointTransactions.kind, ['purchase', 'code']),
    eq(pointTransactions.status, 'completed'),
    ...inRange(pointTransactions.createdAt),
  ];
  const [[all], byMonth, byProfessor, byKind, [topUps], share] = await Promise.all([
    db.select(totals).from(professorEarnings).where(where),
    db
      .select({ month, ...totals })
      .from(professorEarnings)
      .where(where)
      .groupBy(month)
      .orderBy(month),
    // The professors who earned most, and how many sold: the answer stays one panel's length.
    db
      .select({
        professorId: professorEarnings.professorId,
        professorName: users.name,
        ...totals,
        sellers: sql<number>`count(*) over ()`.mapWith(Number),
      })
      .from(professorEarnings)
      .innerJoin(users, eq(users.id, professorEarnings.professorId))
      .where(where)
      .groupBy(professorEarnings.professorId, users.name)
      .orderBy(
        desc(sum(professorEarnings.amount)),
        desc(sum(professorEarnings.gross)),
        professorEarnings.professorId,
      )
      .limit(EARNINGS_TOP_PROFESSORS),
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
  const withPlatform = <T extends { gross: number; professor: number }>(row: T) =>
    extend(row, {
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
    professors_total: byProfessor[0]?.sellers ?? 0,
    by_kind: byKind.map((r) => withPlatform(r)),
    top_ups: { card_points: topUps!.cardPoints, card_dzd: topUps!.cardDzd, code_points: topUps!.codePoints },
  };
}
