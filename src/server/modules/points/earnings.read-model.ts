import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { EARNINGS_TOP_PROFESSORS, type EarningsReport, type earningKinds } from '../../../contract/points';
import type { Db } from '../../db/client';
import { pointTransactions, professorEarnings } from '../../db/schema/points';
import { users } from '../../db/schema/users';
import * as ledger from './ledger';
import { extend } from '../../objects';
import { REPORT_ZONE, startOfIsoDay } from '../../report-calendar';

/** One row of the sales' grouping sets: the period's total, a month's, a professor's or a kind's. */
interface SalesRow {
  dim: 'total' | 'month' | 'professor' | 'kind';
  month: string | null;
  professor_id: number | null;
  kind: (typeof earningKinds)[number] | null;
  gross: number;
  professor: number;
  sales: number;
  [column: string]: unknown;
}

/**
 * `GET /admin/earnings`. The period's sales are read once: one statement sums them four ways (`GROUPING
 * SETS`: all, by month in Algiers time (report-calendar.ts), by professor, by kind) in a single pass over
 * `professor_earnings`, where four statements each read them all (39 ms against 16 for 25,000 sales;
 * docs/performance.md). The 20 professors who earned most are named afterwards; the top-ups are read through
 * the ledger's kind index.
 */
export async function getEarningsReport(
  db: Db,
  range: { from?: string | undefined; to?: string | undefined },
): Promise<EarningsReport> {
  // The period's days are Algiers days, as its months are (report-calendar.ts). `to` is inclusive: rows before
  // the start of the next day.
  const inRange = (column: typeof professorEarnings.createdAt | typeof pointTransactions.createdAt) => [
    ...(range.from ? [gte(column, startOfIsoDay(range.from))] : []),
    ...(range.to ? [lt(column, startOfIsoDay(range.to, 1))] : []),
  ];
  const where = and(...inRange(professorEarnings.createdAt));
  const e = professorEarnings;
  // Through `point_transactions_kind_status_idx`: the period's top-ups only, not the whole ledger.
  const topUpFilters = [
    inArray(pointTransactions.kind, ['purchase', 'code']),
    eq(pointTransactions.status, 'completed'),
    ...inRange(pointTransactions.createdAt),
  ];
  const [sales, [topUps], share] = await Promise.all([
    db.execute<SalesRow>(sql`
      select case when grouping(s.month) = 0 then 'month' when grouping(s.professor_id) = 0 then 'professor'
                  when grouping(s.kind) = 0 then 'kind' else 'total' end as dim,
             to_char(s.month, 'YYYY-MM') as month, s.professor_id, s.kind,
             coalesce(sum(s.gross), 0)::int as gross, coalesce(sum(s.amount), 0)::int as professor,
             (count(*) filter (where s.gross > 0))::int as sales
      from (select ${e.professorId} as professor_id, ${e.kind} as kind, ${e.gross} as gross, ${e.amount} as amount,
                   date_trunc('month', ${e.createdAt} at time zone ${REPORT_ZONE}) as month
            from ${e} ${where ? sql`where ${where}` : sql``}) s
      group by grouping sets ((), (s.month), (s.professor_id), (s.kind))`),
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
  const figures = (r: SalesRow) => ({ gross: r.gross, professor: r.professor, sales: r.sales });
  const of = (dim: SalesRow['dim']) => sales.rows.filter((r) => r.dim === dim);
  // The grouping set () answers one row even for a period without sales.
  const all = of('total')[0] ?? { gross: 0, professor: 0, sales: 0 };
  // The professors who earned most (by their share, then by what students paid), and how many sold.
  const sellers = of('professor').sort(
    (a, b) => b.professor - a.professor || b.gross - a.gross || a.professor_id! - b.professor_id!,
  );
  const top = sellers.slice(0, EARNINGS_TOP_PROFESSORS);
  const names = top.length
    ? new Map(
        (
          await db
            .select({ id: users.id, name: users.name })
            .from(users)
            .where(
              inArray(
                users.id,
                top.map((r) => r.professor_id!),
              ),
            )
        ).map((u) => [u.id, u.name]),
      )
    : new Map<number, string>();
  return {
    totals: withPlatform({ gross: all.gross, professor: all.professor, sales: all.sales }),
    share_percent: share,
    by_month: of('month')
      .sort((a, b) => a.month!.localeCompare(b.month!))
      .map((r) => withPlatform(extend({ month: r.month! }, figures(r)))),
    by_professor: top.map((r) =>
      withPlatform(
        extend(
          { professor_id: r.professor_id!, professor_name: names.get(r.professor_id!) ?? '' },
          figures(r),
        ),
      ),
    ),
    professors_total: sellers.length,
    by_kind: of('kind').map((r) => withPlatform(extend({ kind: r.kind! }, figures(r)))),
    top_ups: { card_points: topUps!.cardPoints, card_dzd: topUps!.cardDzd, code_points: topUps!.codePoints },
  };
}
