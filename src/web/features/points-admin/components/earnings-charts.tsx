import { useTranslation } from 'react-i18next';
import type { EarningsReport } from '../../../../contract/points';
import { useMemo } from 'react';
import { TimeSeriesChart } from '../../../components/charts/time-series-chart';
import { bucketsBetween, fillSeries } from '../../../components/charts/series-by-date';
import { useNumberFormat } from '../../../lib/use-number-format';

type Month = EarningsReport['by_month'][number];

/**
 * Gross sales per month as columns split into the professors' and the platform's shares (the shared chart
 * component: uPlot, with the figures as a table), every month of the period drawn, 0 where nothing sold.
 */
export function MonthlyChart({ months }: { months: Month[] }) {
  const { t } = useTranslation('points-admin');
  const data = useMemo(() => {
    const sorted = [...months].sort((a, b) => a.month.localeCompare(b.month));
    const first = sorted[0]?.month.slice(0, 7);
    const last = sorted.at(-1)?.month.slice(0, 7);
    const dates = first && last ? bucketsBetween(`${first}-01`, `${last}-01`, 'month') : [];
    const rows = sorted.map((month) => ({ ...month, date: `${month.month.slice(0, 7)}-01` }));
    const filled = fillSeries(rows, dates, 'month', ['professor', 'platform', 'sales']);
    return { dates, filled };
  }, [months]);

  return (
    <TimeSeriesChart
      title={t('earnings.byMonth')}
      hideTitle
      kind="bar"
      stacked
      granularity="month"
      data={{
        dates: data.dates,
        series: [
          {
            key: 'professor',
            label: t('earnings.professorShare'),
            values: data.filled.professor,
            tone: 'brand',
          },
          {
            key: 'platform',
            label: t('earnings.platformShare'),
            values: data.filled.platform,
            tone: 'amber',
          },
        ],
      }}
    />
  );
}

/** How much of the row a bar spans, against the largest; a non-zero value keeps a visible sliver. */
function widthPercent(value: number, top: number): number {
  if (top <= 0 || value <= 0) return 0;
  return Math.max(1, Math.min(100, (value / top) * 100));
}

export interface BarItem {
  key: string | number;
  label: string;
  value: number;
  /** Shown after the value, e.g. the number of sales. */
  detail?: string;
}

/** Horizontal bars, label and figure in text beside each bar, largest first. */
export function BarList({ items, caption }: { items: BarItem[]; caption: string }) {
  const { formatPoints } = useNumberFormat();
  const { t } = useTranslation('points-admin');
  const sorted = [...items].sort((a, b) => b.value - a.value);
  // The largest bar spans the whole width; the others are measured against it.
  const top = sorted[0]?.value ?? 0;
  return (
    <figure>
      <figcaption className="sr-only">{caption}</figcaption>
      <ul className="space-y-3.5">
        {sorted.map((item) => (
          <li key={item.key}>
            <div className="flex items-baseline justify-between gap-3 text-sm">
              <span className="min-w-0 truncate font-semibold text-slate-900">{item.label}</span>
              <span className="shrink-0 text-slate-700 tabular-nums">
                <span className="font-bold text-slate-900">{formatPoints(item.value)}</span> {t('unit')}
                {item.detail ? <span className="text-xs text-slate-600"> · {item.detail}</span> : null}
              </span>
            </div>
            <div className="mt-1.5 h-2.5 overflow-hidden rounded-full bg-slate-100" aria-hidden="true">
              <div
                className="h-full rounded-full bg-gradient-to-r from-brand-500 to-brand-700 rtl:bg-gradient-to-l"
                style={{ width: `${widthPercent(item.value, top)}%` }}
              />
            </div>
          </li>
        ))}
      </ul>
    </figure>
  );
}
