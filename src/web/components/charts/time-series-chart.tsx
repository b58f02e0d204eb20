import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { directionOf } from '../../lib/languages';
import { useDateFormat } from '../../lib/use-date-format';
import { useLanguage } from '../../lib/use-language';
import { useNumberFormat } from '../../lib/use-number-format';
import { ChartTable } from './chart-table';
import { TONES, toneOf, type ChartData, type ChartGranularity } from './chart-types';

const UplotCanvas = lazy(() => import('./uplot-canvas'));

export interface TimeSeriesChartProps {
  /** Names the figure and its table. */
  title: string;
  data: ChartData;
  kind?: 'line' | 'bar';
  stacked?: boolean;
  granularity?: ChartGranularity;
  /** How figures read on the axis, in the readout and in the table; whole numbers by default. */
  formatValue?: (value: number) => string;
  height?: number;
  /** The title is already a heading on the page: keep it for screen readers only. */
  hideTitle?: boolean;
}

const SHORT: Record<ChartGranularity, Intl.DateTimeFormatOptions> = {
  day: { day: 'numeric', month: 'short', timeZone: 'UTC' },
  week: { day: 'numeric', month: 'short', timeZone: 'UTC' },
  month: { month: 'short', year: '2-digit', timeZone: 'UTC' },
};
const LONG: Record<ChartGranularity, Intl.DateTimeFormatOptions> = {
  day: { dateStyle: 'long', timeZone: 'UTC' },
  week: { dateStyle: 'long', timeZone: 'UTC' },
  month: { month: 'long', year: 'numeric', timeZone: 'UTC' },
};

/** `2026-11` → `2026-11-01`, so months read as dates. */
function asDay(date: string): string {
  return date.length === 7 ? `${date}-01` : date.slice(0, 10);
}

/**
 * A line or bar chart of figures by date. The drawing (uPlot, its own lazily loaded chunk) is hidden from
 * screen readers; the same figures are in a table that a button opens, and under the pointer the date and
 * figures are read out in text. Follows the page's direction: in Arabic the dates run from right to left.
 */
export function TimeSeriesChart({
  title,
  data,
  kind = 'line',
  stacked = false,
  granularity = 'day',
  formatValue,
  height = 224,
  hideTitle = false,
}: TimeSeriesChartProps) {
  const { t } = useTranslation('charts');
  const { language } = useLanguage();
  const { formatDate } = useDateFormat();
  const { formatPoints } = useNumberFormat();
  const format = formatValue ?? formatPoints;
  const [hover, setHover] = useState<number | null>(null);

  const tickLabels = useMemo(
    () => data.dates.map((date) => formatDate(asDay(date), SHORT[granularity])),
    // formatDate changes with the language only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [data.dates, granularity, language],
  );
  const longLabels = data.dates.map((date) => {
    const label = formatDate(asDay(date), LONG[granularity]);
    return granularity === 'week' ? t('weekOf', { date: label }) : label;
  });
  const hovered = hover;
  const empty = data.dates.length === 0 || data.series.length === 0;

  return (
    <figure className="min-w-0">
      <figcaption className={hideTitle ? 'sr-only' : 'mb-2 text-sm font-semibold text-slate-800'}>
        {title}
      </figcaption>
      {empty ? (
        <p className="rounded-xl bg-slate-50 px-4 py-8 text-center text-sm text-slate-600">{t('noData')}</p>
      ) : (
        <>
          <div aria-hidden="true" className="mb-1 min-h-5 text-xs text-slate-700 tabular-nums">
            {hovered !== null && longLabels[hovered]
              ? `${longLabels[hovered]} · ${data.series
                  .map((series) => `${series.label}: ${format(series.values[hovered] ?? 0)}`)
                  .join(' · ')}`
              : null}
          </div>
          <div aria-hidden="true" style={{ height }}>
            <Suspense fallback={<div className="h-full animate-pulse rounded-lg bg-slate-100" />}>
              <UplotCanvas
                data={data}
                kind={kind}
                stacked={stacked}
                height={height}
                rtl={directionOf(language) === 'rtl'}
                tickLabels={tickLabels}
                formatValue={format}
                onHover={setHover}
              />
            </Suspense>
          </div>
          <div className="mt-3 flex flex-wrap gap-4 text-xs text-slate-700">
            {data.series.map((series, index) => (
              <span key={series.key} className="inline-flex items-center gap-2">
                <span
                  aria-hidden="true"
                  className={`size-3 rounded-sm ${TONES[toneOf(series, index)].swatch}`}
                />
                {series.label}
              </span>
            ))}
          </div>
          <details className="mt-3 rounded-xl bg-slate-50 ring-1 ring-slate-200">
            <summary className="cursor-pointer px-4 py-2.5 text-sm font-semibold text-slate-800">
              {t('showTable')}
            </summary>
            <ChartTable title={title} data={data} dateLabels={longLabels} formatValue={format} />
          </details>
        </>
      )}
    </figure>
  );
}
