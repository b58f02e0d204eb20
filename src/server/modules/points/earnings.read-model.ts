import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { EARNINGS_TOP_PROFESSORS, type EarningsReport, type earningKinds } from '../../../contract/points';
import type { Db } from '../../db/client';
import { earningsMonths, pointTransactions, professorEarnings, reportMonths } from '../../db/schema/points';
import { users } from '../../db/schema/users';
import * as ledger from './ledger';
import { extend } from '../../objects';
import { cutByMonth, REPORT_ZONE, startOfIsoDay } from '../../report-calendar';
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
 * `GET /admin/earnings`. A closed month's sales and top-ups are read from its sums (`report-months.ts`,
 * decision 139), the rest of the period from its rows, the sales summed a month at a time: the month under
 * way, and the partial months at either end of a period that does not start or end on a month's edge (all
 * time read every sale and top-up until 2026-11-30, about a second at a million ledger rows). One statement
 * sums the sales four ways (`GROUPING SETS`: all, by month in Algiers time (report-calendar.ts), by
 * professor, by kind), another the top-ups; the 20 professors who earned most are named afterwards.
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
  const during = (
    column: typeof professorEarnings.createdAt | typeof pointTransactions.createdAt,
    from: Date | null,
    to: Date | null,
  ) => and(from ? gte(column, from) : undefined, to ? lt(column, to) : undefined);
  const e = professorEarnings;
  // A stretch of rows inside one month is summed by professor and kind with its month written in:
  // converting each row's time to its Algiers month was 40 % of the statement (25 of 60 ms over the 39,695
  // sales of a month under way at 100,000 courses). What no month names (an open start, many months, rows
  // after the month under way) is grouped by each row's month.
  const rowMonth = sql`date_trunc('month', ${e.createdAt} at time zone ${REPORT_ZONE})::date`;
  const salesRows = unsummed
    .flatMap(([from, to]): { from: Date | null; to: Date | null; month: string | null }[] => {
      return cutByMonth(from, to, new Date()) ?? [{ from, to, month: null }];
    })
    .map(({ from, to, month }) => {
      const where = during(e.createdAt, from, to);
      return sql`
        select ${e.professorId} as professor_id, ${e.kind} as kind, sum(${e.gross}) as gross,
               sum(${e.amount}) as amount, count(*) filter (where ${e.gross} > 0) as sales,
               ${month ? sql`${month}::date` : rowMonth} as month
        from ${e} ${where ? sql`where ${where}` : sql``}
        group by ${e.professorId}, ${e.kind}${month ? sql`` : sql`, ${rowMonth}`}`;
    });
  const salesSums = summed
    ? [
        sql`
          select professor_id, kind, gross, amount, sales, month from ${earningsMonths}
          where month >= ${summed.first}::date and month < ${summed.stop}::date`,
      ]
    : [];
  // Through `point_transactions_kind_status_idx`: the top-ups not summed only, not the whole ledger.
  const t = pointTransactions;
  const topUpRows = unsummed.map(
    ([from, to]) => sql`
      select case when ${t.kind} = 'purchase' then ${t.amount} else 0 end as card_points,
             case when ${t.kind} = 'purchase' then ${t.amountDzd} else 0 end as card_dzd,
             case when ${t.kind} = 'code' then ${t.amount} else 0 end as code_points
      from ${t}
      where ${and(
        inArray(t.kind, ['purchase', 'code']),
        eq(t.status, 'completed'),
        during(t.createdAt, from, to),
      )}`,
  );
  const topUpSums = summed
    ? [
        sql`
          select card_points, card_dzd, code_points from ${reportMonths}
          where month >= ${summed.first}::date and month < ${summed.stop}::date`,
      ]
    : [];
  const [sales, topUps, share] = await Promise.all([
    db.execute<SalesRow>(sql`
      select case when grouping(s.month) = 0 then 'month' when grouping(s.professor_id) = 0 then 'professor'
                  when grouping(s.kind) = 0 then 'kind' else 'total' end as dim,
             to_char(s.month, 'YYYY-MM') as month, s.professor_id, s.kind,
             coalesce(sum(s.gross), 0)::int as gross, coalesce(sum(s.amount), 0)::int as professor,
             coalesce(sum(s.sales), 0)::int as sales
      from (${sql.join([...salesSums, ...salesRows], sql` union all `)}) s
      group by grouping sets ((), (s.month), (s.professor_id), (s.kind))`),
    db.execute<{ card_points: number; card_dzd: number; code_points: number }>(sql`
      select coalesce(sum(card_points), 0)::int as card_points, coalesce(sum(card_dzd), 0)::int as card_dzd,
             coalesce(sum(code_points), 0)::int as code_points
      from (${sql.join([...topUpSums, ...topUpRows], sql` union all `)}) t`),
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
    top_ups: topUps.rows[0] ?? { card_points: 0, card_dzd: 0, code_points: 0 },
  };
}
