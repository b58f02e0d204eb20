import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { isoDayPlus, isoMonthPlus, REPORT_ZONE } from '../../report-calendar';

/**
 * The earnings report's closed months, summed once (decision 139, migration 0022). A month is summed once it has
 * been over for `CLOSED_AFTER` (a transaction that began before its end has committed by then): its sales by
 * professor and kind into `earnings_months`, its completed top-ups into `report_months`, whose row says the month
 * is summed. The report then reads a closed month's few rows instead of its every sale, and reads rows only for
 * what is not summed: the month under way and the partial months at either end of a period.
 *
 * A row written later into a summed month (a card payment settled after its month ended, a row written with an
 * earlier time) removes the month's `report_months` row (migration 0022's triggers), and the next report sums it
 * again; until then the month's old sums are read, as if the report had been opened a moment earlier. Summing and
 * those triggers take the same advisory lock, so a write and a summing never miss each other.
 */

/** As in migration 0022's `masar_report_month_written`. */
const CLOSED_AFTER = sql.raw(`interval '10 minutes'`);
const LOCK = sql.raw(`hashtext('masar:report-months')`);

/** Months `[first, stop)`, each the first day of an Algiers month. */
export interface MonthSpan {
  first: string;
  stop: string;
}

/**
 * The whole months of a period (`from` and `to` inclusive Algiers days; either open) that are closed, all of them
 * summed when this returns; null when the period holds none. The caller reads those months' sums and the rest of
 * the period's rows.
 */
export async function summedMonths(
  db: Db,
  period: { from?: string | undefined; to?: string | undefined },
): Promise<MonthSpan | null> {
  // The period's whole months: from the first month that starts on or after its first day, to the last month
  // that ends on or before its last day.
  const from = period.from && !period.from.endsWith('-01') ? isoMonthPlus(period.from, 1) : period.from;
  const dayAfter = period.to ? isoDayPlus(period.to, 1) : null;
  const to = dayAfter && !dayAfter.endsWith('-01') ? isoMonthPlus(dayAfter, 0) : dayAfter;
  const span = await unsummed(db, from ?? null, to);
  if (!span) return null;
  if (span.missing.length > 0) {
    await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${LOCK})`);
      // Another report may have summed them while this one waited.
      const left = await unsummed(tx, from ?? null, to);
      if (left && left.missing.length > 0) await sumMonths(tx, left.missing);
    });
  }
  return { first: span.first, stop: span.stop };
}

/**
 * The span of closed whole months from `from` (or the oldest sale's or top-up's month, whichever is later) to `to`,
 * and those of its months not summed. One statement, the closed bound by the database's clock as the triggers
 * read it.
 */
async function unsummed(
  db: DbOrTx,
  from: string | null,
  to: string | null,
): Promise<(MonthSpan & { missing: string[] }) | null> {
  const oldest = sql`least(
      (select min(created_at) from professor_earnings),
      (select min(created_at) from point_transactions where kind = 'purchase' and status = 'completed'),
      (select min(created_at) from point_transactions where kind = 'code' and status = 'completed'))`;
  const result = await db.execute<{ first: string | null; stop: string; missing: string[] }>(sql`
    with oldest as (select date_trunc('month', ${oldest} at time zone ${REPORT_ZONE})::date as month),
    span as (
      -- Nothing before the oldest row is summed: a period from 1900 sums no empty centuries.
      select case when oldest.month is not null then greatest(${from}::date, oldest.month) end as first,
             least(${to}::date, date_trunc('month', (now() - ${CLOSED_AFTER}) at time zone ${REPORT_ZONE})::date)
               as stop
      from oldest)
    select first::text, stop::text,
           array(select m::date::text
                 from generate_series(first::timestamp, stop::timestamp - interval '1 month', interval '1 month') m
                 where not exists (select 1 from report_months r where r.month = m::date)
                 order by m) as missing
    from span`);
  const row = result.rows[0];
  if (!row?.first || row.first >= row.stop) return null;
  return { first: row.first, stop: row.stop, missing: row.missing };
}

/** Sums the given months (under the lock): their sales by professor and kind, and their completed top-ups. */
async function sumMonths(tx: DbOrTx, months: string[]) {
  const list = sql`string_to_array(${months.join(',')}, ',')::date[]`;
  const start = sql`(m.month::timestamp at time zone ${REPORT_ZONE})`;
  const end = sql`((m.month + interval '1 month')::timestamp at time zone ${REPORT_ZONE})`;
  await tx.execute(sql`delete from earnings_months where month = any(${list})`);
  await tx.execute(sql`
    insert into earnings_months (month, professor_id, kind, gross, amount, sales)
    select m.month, e.professor_id, e.kind, sum(e.gross)::int, sum(e.amount)::int,
           (count(*) filter (where e.gross > 0))::int
    from unnest(${list}) m(month)
    join professor_earnings e on e.created_at >= ${start} and e.created_at < ${end}
    group by m.month, e.professor_id, e.kind`);
  await tx.execute(sql`
    insert into report_months (month, card_points, card_dzd, code_points)
    select m.month,
           coalesce(sum(t.amount) filter (where t.kind = 'purchase'), 0)::int,
           coalesce(sum(t.amount_dzd) filter (where t.kind = 'purchase'), 0)::int,
           coalesce(sum(t.amount) filter (where t.kind = 'code'), 0)::int
    from unnest(${list}) m(month)
    left join point_transactions t
      on t.kind in ('purchase', 'code') and t.status = 'completed' and t.created_at >= ${start}
         and t.created_at < ${end}
    group by m.month
    on conflict (month) do update set card_points = excluded.card_points, card_dzd = excluded.card_dzd,
      code_points = excluded.code_points, summed_at = now()`);
}
