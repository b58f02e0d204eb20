import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { directionOf } from '../../lib/languages';
import { useLanguage } from '../../lib/use-language';
import { useNumberFormat } from '../../lib/use-number-format';
import { ChartTable } from './chart-table';
import { TONES, toneOf, type ChartSeries } from './chart-types';

const UplotCanvas = lazy(() => import('./uplot-canvas'));

/**
 * Bars over named categories (score ranges, kinds) rather than dates: the same drawing, legend, read-out and
 * table as `TimeSeriesChart`, the categories naming the columns and the table's rows.
 */
export function CategoryBarChart({
  title,
  categories,
  categoryHeading,
  series,
  stacked = false,
  formatValue,
  height = 200,
}: {
  title: string;
  categories: readonly string[];
  /** The heading of the table's first column. */
  categoryHeading: string;
  series: readonly ChartSeries[];
  stacked?: boolean;
  formatValue?: (value: number) => string;
  height?: number;
}) {
  const { t } = useTranslation('charts');
  const { language } = useLanguage();
  const { formatPoints } = useNumberFormat();
  const format = formatValue ?? formatPoints;
  const [hover, setHover] = useState<number | null>(null);
  const data = { dates: categories, series };
  return (
    <figure className="min-w-0">
      <figcaption className="mb-2 text-sm font-semibold text-slate-800">{title}</figcaption>
      <div aria-hidden="true" className="mb-1 min-h-5 text-xs text-slate-700 tabular-nums">
        {hover !== null && categories[hover] !== undefined
          ? `${categories[hover]} · ${series.map((s) => `${s.label}: ${format(s.values[hover] ?? 0)}`).join(' · ')}`
          : null}
      </div>
      <div aria-hidden="true" style={{ height }}>
        <Suspense fallback={<div className="h-full animate-pulse rounded-lg bg-slate-100" />}>
          <UplotCanvas
            data={data}
            kind="bar"
            stacked={stacked}
            height={height}
            rtl={directionOf(language) === 'rtl'}
            tickLabels={categories}
            formatValue={format}
            onHover={setHover}
          />
        </Suspense>
      </div>
      <div className="mt-3 flex flex-wrap gap-4 text-xs text-slate-700">
        {series.map((s, index) => (
          <span key={s.key} className="inline-flex items-center gap-2">
            <span aria-hidden="true" className={`size-3 rounded-sm ${TONES[toneOf(s, index)].swatch}`} />
            {s.label}
          </span>
        ))}
      </div>
      <details className="mt-3 rounded-xl bg-white ring-1 ring-slate-200">
        <summary className="cursor-pointer px-4 py-2.5 text-sm font-semibold text-slate-800">
          {t('showTable')}
        </summary>
        <ChartTable
          title={title}
          data={data}
          dateLabels={categories}
          formatValue={format}
          heading={categoryHeading}
        />
      </details>
    </figure>
  );
}
