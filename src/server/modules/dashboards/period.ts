/**
 * Calendar periods of the dashboards, in UTC like the earnings report's `from`/`to` dates, so a dashboard's
 * "this month" and the earnings page opened on this month count the same rows.
 */

const DAY_MS = 86_400_000;

export function startOfMonth(now: Date, monthsBack = 0): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsBack, 1));
}

export function startOfDay(now: Date, daysBack = 0): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - daysBack * DAY_MS);
}

/** The Monday (UTC) of the week `weeksBack` weeks before this one. */
export function startOfWeek(now: Date, weeksBack = 0): Date {
  const today = startOfDay(now);
  const weekday = (today.getUTCDay() + 6) % 7;
  return new Date(today.getTime() - (weekday + weeksBack * 7) * DAY_MS);
}

export const isoDay = (date: Date) => date.toISOString().slice(0, 10);
