import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { SLIDE_NOT_FOUND, type SlideAnalytics, type SlidePeriod } from '../../../contract/slides';
import type { Db } from '../../db/client';
import { slideDailyStats, slides } from '../../db/schema/slides';
import { notFound } from '../../errors';
import { slideExists } from './slides';
import type { ViewThrottle } from './view-throttle';

/** Days are Algiers days: a view at 00:30 local time belongs to that morning, not to the UTC evening before. */
const TODAY = sql`(now() at time zone 'Africa/Algiers')::date`;

export type CountKind = 'view' | 'click';

/** Who is counted: the account when signed in, else the address and browser together (hashed, never stored). */
export function viewerKey(viewer: { userId: number | null; ip: string; userAgent: string }): string {
  if (viewer.userId !== null) return `u${viewer.userId}`;
  return `a${createHash('sha256').update(`${viewer.ip}\n${viewer.userAgent}`).digest('base64url').slice(0, 22)}`;
}

/**
 * Counts a view or a click at most once per viewer per slide per minute. A repeat inside the minute costs one
 * throttle lookup (plus a primary-key read so an unknown slide is still a 404); a counted one is one statement
 * that bumps today's row and the slide's totals together.
 */
export async function countSlideEvent(
  db: Db,
  throttle: ViewThrottle,
  slideId: number,
  kind: CountKind,
  viewer: string,
): Promise<{ counted: boolean }> {
  const key = `${kind}:${slideId}:${viewer}`;
  if (!(await throttle.claim(key))) {
    if (!(await slideExists(db, slideId))) throw notFound(SLIDE_NOT_FOUND);
    return { counted: false };
  }
  const views = kind === 'view' ? 1 : 0;
  const clicks = kind === 'click' ? 1 : 0;
  const result = await db.execute(sql`
    with bumped as (
      update ${slides} set views = views + ${views}, clicks = clicks + ${clicks}
      where id = ${slideId} returning id
    ), daily as (
      insert into ${slideDailyStats} (slide_id, day, views, clicks)
      select id, ${TODAY}, ${views}, ${clicks} from bumped
      on conflict (slide_id, day) do update
        set views = ${slideDailyStats.views} + excluded.views, clicks = ${slideDailyStats.clicks} + excluded.clicks
      returning slide_id
    )
    select count(*)::int as n from bumped`);
  const n = Number((result.rows[0] as { n: number } | undefined)?.n ?? 0);
  if (n === 0) {
    await throttle.release(key);
    throw notFound(SLIDE_NOT_FOUND);
  }
  return { counted: true };
}

const PERIOD_DAYS: Record<SlidePeriod, number> = { '7d': 7, '30d': 30, '90d': 90 };

/** Totals, click-through rate and one entry per day of the period (today included), empty days as zeros. */
export async function slideAnalytics(db: Db, slideId: number, period: SlidePeriod): Promise<SlideAnalytics> {
  if (!(await slideExists(db, slideId))) throw notFound(SLIDE_NOT_FOUND);
  const days = PERIOD_DAYS[period];
  const result = await db.execute(sql`
    select to_char(d.day, 'YYYY-MM-DD') as date,
           coalesce(s.views, 0)::int as views,
           coalesce(s.clicks, 0)::int as clicks
    from generate_series(${TODAY} - ${days - 1}::int, ${TODAY}, interval '1 day') as d(day)
    left join ${slideDailyStats} s on s.slide_id = ${slideId} and s.day = d.day::date
    order by d.day`);
  const series = (result.rows as { date: string; views: number; clicks: number }[]).map((r) => ({
    date: r.date,
    views: Number(r.views),
    clicks: Number(r.clicks),
  }));
  const views = series.reduce((sum, d) => sum + d.views, 0);
  const clicks = series.reduce((sum, d) => sum + d.clicks, 0);
  const ctr = views === 0 ? 0 : Math.round((clicks / views) * 10_000) / 100;
  return { period, views, clicks, ctr, series };
}
