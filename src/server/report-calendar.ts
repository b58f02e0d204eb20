import { sql } from 'drizzle-orm';

/**
 * Calendar periods of the dashboards and the earnings report, in Algiers time (`REPORT_TIME_ZONE`): the day,
 * the week and the month the platform's users live in. A sale at 00:30 on the 1st in Algiers is the 1st's and
 * that month's, though it is still the 31st in UTC. The statements that group by day, week or month convert
 * with the same zone (`REPORT_ZONE`), so a figure, its chart and the earnings page opened on its period count
 * the same rows.
 */

/** The zone of every report's calendar, as PostgreSQL and `Intl` name it. */
export const REPORT_TIME_ZONE = 'Africa/Algiers';
/** The same zone in a statement (`created_at at time zone ${REPORT_ZONE}`), written into its text. */
export const REPORT_ZONE = sql.raw(`'${REPORT_TIME_ZONE}'`);

const DAY_MS = 86_400_000;

const wallClock = new Intl.DateTimeFormat('en-US', {
  timeZone: REPORT_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/** The calendar date and time in Algiers at `instant`, as the fields of a UTC date (for date arithmetic). */
function inAlgiers(instant: Date): Date {
  const parts = Object.fromEntries(
    wallClock.formatToParts(instant).map((part) => [part.type, Number(part.value)]),
  ) as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;
  return new Date(
    Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second) +
      instant.getUTCMilliseconds(),
  );
}

/** The instant Algiers' clock reads midnight starting the day of `year`, `month` (0-based), `day`. */
function algiersMidnight(year: number, month: number, day: number): Date {
  const asUtc = Date.UTC(year, month, day);
  const offset = inAlgiers(new Date(asUtc)).getTime() - asUtc;
  return new Date(asUtc - offset);
}

export function startOfMonth(now: Date, monthsBack = 0): Date {
  const local = inAlgiers(now);
  return algiersMidnight(local.getUTCFullYear(), local.getUTCMonth() - monthsBack, 1);
}

export function startOfDay(now: Date, daysBack = 0): Date {
  const local = inAlgiers(now);
  return algiersMidnight(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() - daysBack);
}

/** The Monday (in Algiers) of the week `weeksBack` weeks before this one. */
export function startOfWeek(now: Date, weeksBack = 0): Date {
  const local = inAlgiers(now);
  const weekday = (local.getUTCDay() + 6) % 7;
  return algiersMidnight(
    local.getUTCFullYear(),
    local.getUTCMonth(),
    local.getUTCDate() - weekday - weeksBack * 7,
  );
}

/** The Algiers calendar date of `instant`, `YYYY-MM-DD`. */
export const isoDay = (instant: Date) => inAlgiers(instant).toISOString().slice(0, 10);

/** The instant a report's day (`YYYY-MM-DD`, an Algiers date) begins, `plusDays` later. */
export function startOfIsoDay(day: string, plusDays = 0): Date {
  const date = new Date(Date.parse(`${day}T00:00:00Z`) + plusDays * DAY_MS);
  return algiersMidnight(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
}

/** The report's day (`YYYY-MM-DD`) `days` after `day`. */
export function isoDayPlus(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The first day (`YYYY-MM-DD`) of the month `months` after the month of `day`. */
export function isoMonthPlus(day: string, months: number): string {
  const date = new Date(`${day.slice(0, 8)}01T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.toISOString().slice(0, 10);
}

/** A stretch of time inside one Algiers month (`month`, its first day), or after the months cut (null). */
export interface MonthPiece {
  from: Date;
  to: Date | null;
  month: string | null;
}

/**
 * `[from, to)` cut where Algiers months start, each piece with its month: a statement over a piece's rows can
 * write that month in instead of converting every row's time to find it. An open `to` is cut up to the end
 * of `now`'s month (or `from`'s, if later); whatever lies after it (a row with a time still to come) is a
 * last piece of no month. Null when `from` is open or the cut would make more than `most` months: the caller
 * then converts each row's time.
 */
export function cutByMonth(from: Date | null, to: Date | null, now: Date, most = 3): MonthPiece[] | null {
  if (!from) return null;
  const end = to ?? startOfIsoDay(isoMonthPlus(isoDay(now > from ? now : from), 1));
  const pieces: MonthPiece[] = [];
  let start = from;
  do {
    if (pieces.length === most) return null;
    const month = isoMonthPlus(isoDay(start), 0);
    const next = startOfIsoDay(isoMonthPlus(month, 1));
    pieces.push({ from: start, to: next < end ? next : end, month });
    start = next;
  } while (start < end);
  if (!to) pieces.push({ from: end, to: null, month: null });
  return pieces;
}
