import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SLIDE_PERIODS, type SlidePeriod } from '../../../../contract/slides';
import { TimeSeriesChart } from '../../../components/charts/time-series-chart';
import { QueryState } from '../../../components/ui/query-state';
import { selectClasses } from '../../../components/ui/select-field';
import { useNumberFormat } from '../../../lib/use-number-format';
import { useSlideAnalytics } from '../api/get-slide-analytics';

/**
 * A slide's views and clicks: totals, click-through rate, and a chart with one bar per day (empty days as
 * zeros) whose figures also open as a table for screen readers.
 */
export function SlideAnalyticsPanel({ slideId }: { slideId: number }) {
  const { t } = useTranslation('slides');
  const id = useId();
  const [period, setPeriod] = useState<SlidePeriod>('7d');
  const query = useSlideAnalytics(slideId, period);
  const { formatPoints: formatCount, formatPercent } = useNumberFormat();
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="space-y-4 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id={`${id}-title`} className="text-lg font-bold text-slate-900">
          {t('analytics.title')}
        </h2>
        <div>
          <label htmlFor={`${id}-period`} className="mb-1 block text-sm font-semibold text-slate-800">
            {t('analytics.period')}
          </label>
          <select
            id={`${id}-period`}
            className={selectClasses}
            value={period}
            onChange={(e) => setPeriod(e.target.value as SlidePeriod)}
          >
            {SLIDE_PERIODS.map((p) => (
              <option key={p} value={p}>
                {t(`analytics.periods.${p}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <QueryState query={query}>
        {(data) => (
          <>
            <dl className="grid gap-3 sm:grid-cols-3">
              {[
                ['views', formatCount(data.views)],
                ['clicks', formatCount(data.clicks)],
                ['ctr', formatPercent(data.ctr)],
              ].map(([key, value]) => (
                <div key={key} className="rounded-2xl bg-slate-50 p-4 ring-1 ring-slate-200">
                  <dt className="text-sm text-slate-600">{t(`analytics.${key}`)}</dt>
                  <dd className="mt-1 text-2xl font-bold text-slate-900" data-testid={`analytics-${key}`}>
                    {value}
                  </dd>
                </div>
              ))}
            </dl>
            <TimeSeriesChart
              title={t('analytics.table')}
              kind="bar"
              data={{
                dates: data.series.map((day) => day.date),
                series: [
                  {
                    key: 'views',
                    label: t('analytics.views'),
                    values: data.series.map((d) => d.views),
                    tone: 'brand',
                  },
                  {
                    key: 'clicks',
                    label: t('analytics.clicks'),
                    values: data.series.map((d) => d.clicks),
                    tone: 'amber',
                  },
                ],
              }}
            />
          </>
        )}
      </QueryState>
    </section>
  );
}
