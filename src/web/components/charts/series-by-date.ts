import type { ChartGranularity } from './chart-types';

/**
 * Dense series for the charts: the server returns only the dates that had rows, a chart needs every date of
 * its range with 0 where nothing happened (a missing day drawn as a gap, or skipped, would misstate the trend).
 */

/** The key of a date at a granularity: `2026-11-02` (day), the Monday of its week, or `2026-11` (month). */
export function bucketOf(isoDate: string, granularity: ChartGranularity): string {
  const day = isoDate.slice(0, 10);
  if (granularity === 'month') return day.slice(0, 7);
  if (granularity === 'day') return day;
  const date = new Date(`${day}T00:00:00Z`);
  const weekday = (date.getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  date.setUTCDate(date.getUTCDate() - weekday);
  return date.toISOString().slice(0, 10);
}

/** Every bucket from `from` to `to` inclusive (ISO dates), oldest first. */
export function bucketsBetween(from: string, to: string, granularity: ChartGranularity): string[] {
  const first = bucketOf(from, granularity);
  const last = bucketOf(to, granularity);
  if (first > last) return [];
  const out: string[] = [];
  const cursor = new Date(`${granularity === 'month' ? `${first}-01` : first}T00:00:00Z`);
  for (let guard = 0; guard < 5000; guard += 1) {
    const key = bucketOf(cursor.toISOString(), granularity);
    if (key > last) break;
    out.push(key);
    if (granularity === 'month') cursor.setUTCMonth(cursor.getUTCMonth() + 1);
    else cursor.setUTCDate(cursor.getUTCDate() + (granularity === 'week' ? 7 : 1));
  }
  return out;
}

/**
 * Spreads `rows` (each with a date and some figures) over the buckets, summing rows that fall in one bucket
 * and giving 0 to buckets without rows. Rows outside the buckets are left out.
 */
export function fillSeries<Row extends { date: string }, K extends keyof Row & string>(
  rows: readonly Row[],
  buckets: readonly string[],
  granularity: ChartGranularity,
  keys: readonly K[],
): Record<K, number[]> {
  const index = new Map(buckets.map((bucket, position) => [bucket, position]));
  const out = Object.fromEntries(keys.map((key) => [key, buckets.map(() => 0)])) as Record<K, number[]>;
  for (const row of rows) {
    const position = index.get(bucketOf(row.date, granularity));
    if (position === undefined) continue;
    for (const key of keys) {
      const value = Number(row[key]);
      if (Number.isFinite(value)) out[key][position] = (out[key][position] ?? 0) + value;
    }
  }
  return out;
}
