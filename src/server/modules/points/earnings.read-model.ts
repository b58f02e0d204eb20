import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { EARNINGS_TOP_PROFESSORS, type EarningsReport, type earningKinds } from '../../../contract/points';
import type { Db } from '../../db/client';
import { pointTransactions, professorEarnings, reportMonths } from '../../db/schema/points';
import { users } from '../../db/schema/users';
import * as ledger from './ledger';
import { extend } from '../../objects';
import { REPORT_ZONE, startOfIsoDay } from '../../report-calendar';
import { summedMonths } from './report-months';

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
 * `GET /admin/earnings`. A closed month's sales and top-ups are read from its sums (`report-months.ts`, decision
 * 139), the rest of the period from its rows: the month under way, and the partial months at either end of a
 * period that does not start or end on a month's edge. All time at a million ledger rows read every sale (about
 * a second); it now reads the months' sums and this month's rows. One statement sums the sales four ways
 * (`GROUPING SETS`: all, by month in Algiers time (report-calendar.ts), by professor, by kind); the 20
 * professors who earned most are named afterwards; the top-ups not summed are read through the ledger's kind
 * index.
 */
export async function getEarningsReport(
  db: Db,
  range: { from?: string | undefined; to?: string | undefined },
): Promise<EarningsReport> {
  // The period's days are Algiers days, as its months are (report-calendar.ts). `to` is inclusive: rows before
  // the start of the next day.
  const lo = range.from ? startOfIsoDay(range.from) : null;
  const hi = range.to ? startOfIsoDay(range.to, 1) : null;
  const summed = await summedMonths(db, range);
  // The instants read from rows: the whole period, or what lies before and after its summed months.
  const unsummed: [Date | null, Date | null][] = summed
    ? [
        [lo, startOfIsoDay(summed.first)],
        [startOfIsoDay(summed.stop), hi],
      ]
    : [[lo, hi]];
  const between = (column: typeof professorEarnings.createdAt | typeof pointTransactions.createdAt) =>
    unsummed.map(([from, to]) => and(from ? gte(column, from) : undefined, to ? lt(column, to) : undefined));
  const e = professorEarnings;
  const rowsOf = between(e.createdAt).map(
    (where) => sql`
      select ${e.professorId} as professor_id, ${e.kind} as kind, ${e.gross} as gross, ${e.amount} as amount,
             (${e.gross} > 0)::int as sales, date_trunc('month', ${e.createdAt} at time zone ${REPORT_ZONE})::date as month
      from ${e} ${where ? sql`where ${where}` : sql``}`,
  );
  const sums = summed
    ? [
        sql`select professor_id, kind, gross, amount, sales, month from earnings_months
            where month >= ${summed.first}::date and month < ${summed.stop}::date`,
      ]
    : [];
  // Through `point_transactions_kind_status_idx`: the top-ups not summed only, not the whole ledger.
  const topUpRows = between(pointTransactions.createdAt).map((period) =>
    db
      .select({
        cardPoints: sql<number>`coalesce(sum(${pointTransactions.amount}) filter (where ${pointTransactions.kind} = 'purchase'), 0)::int`,
        cardDzd: sql<number>`coalesce(sum(${pointTransactions.amountDzd}) filter (where ${pointTransactions.kind} = 'purchase'), 0)::int`,
        codePoints: sql<number>`coalesce(sum(${pointTransactions.amount}) filter (where ${pointTransactions.kind} = 'code'), 0)::int`,
      })
      .from(pointTransactions)
      .where(
        and(
          inArray(pointTransactions.kind, ['purchase', 'code']),
          eq(pointTransactions.status, 'completed'),
          period,
        ),
      ),
  );
  const topUpSums = summed
    ? db
        .select({
          cardPoints: sql<number>`coalesce(sum(${reportMonths.cardPoints}), 0)::int`,
          cardDzd: sql<number>`coalesce(sum(${reportMonths.cardDzd}), 0)::int`,
          codePoints: sql<number>`coalesce(sum(${reportMonths.codePoints}), 0)::int`,
        })
        .from(reportMonths)
        .where(and(gte(reportMonths.month, summed.first), lt(reportMonths.month, summed.stop)))
    : null;
  const [sales, topUpParts, share] = await Promise.all([
    db.execute<SalesRow>(sql`
      select case when grouping(s.month) = 0 then 'month' when grouping(s.professor_id) = 0 then 'professor'
                  when grouping(s.kind) = 0 then 'kind' else 'total' end as dim,
             to_char(s.month, 'YYYY-MM') as month, s.professor_id, s.kind,
             coalesce(sum(s.gross), 0)::int as gross, coalesce(sum(s.amount), 0)::int as professor,
             coalesce(sum(s.sales), 0)::int as sales
      from (${sql.join([...sums, ...rowsOf], sql` union all `)}) s
      group by grouping sets ((), (s.month), (s.professor_id), (s.kind))`),
    Promise.all([...topUpRows, ...(topUpSums ? [topUpSums] : [])]),
    ledger.professorSharePercent(db),
  ]);
  const topUps = topUpParts.flat().reduce(
    (all, part) => ({
      cardPoints: all.cardPoints + Number(part.cardPoints),
      cardDzd: all.cardDzd + Number(part.cardDzd),
      codePoints: all.codePoints + Number(part.codePoints),
    }),
    { cardPoints: 0, cardDzd: 0, codePoints: 0 },
  );
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
    top_ups: { card_points: topUps.cardPoints, card_dzd: topUps.cardDzd, code_points: topUps.codePoints },
  };
}
