import { useTranslation } from 'react-i18next';
import type { EarningsReport } from '../../../../contract/points';
import { useDateFormat } from '../../../lib/use-date-format';
import { useNumberFormat } from '../../../lib/use-number-format';
import { barPercent, niceScale } from './chart-scale';
import { ScrollRegion } from '../../../components/ui/scroll-region';

type Month = EarningsReport['by_month'][number];

/** "2026-11" (or a full date) → the first of that month, for the date helpers. */
function monthStart(month: string): string {
  return `${month.slice(0, 7)}-01`;
}

/**
 * Gross sales per month as columns split into the professors' and the platform's shares, over round grid
 * lines. The drawing is decorative; the same figures are in the table below it.
 */
export function MonthlyChart({ months }: { months: Month[] }) {
  const { t } = useTranslation('points-admin');
  const { formatPoints } = useNumberFormat();
  const { formatDate } = useDateFormat();
  const scale = niceScale(months.map((month) => month.gross));
  const label = (month: Month) => formatDate(monthStart(month.month), { month: 'short', year: '2-digit' });
  const longLabel = (month: Month) => formatDate(monthStart(month.month), { month: 'long', year: 'numeric' });

  return (
    <figure>
      <figcaption className="sr-only">{t('earnings.byMonth')}</figcaption>
      <div aria-hidden="true" className="flex gap-3">
        <div className="relative h-56 w-14 shrink-0 text-end text-[11px] text-slate-600 tabular-nums">
          {scale.ticks.map((tick) => (
            <span
              key={tick}
              className="absolute end-0 translate-y-1/2"
              style={{ bottom: `${barPercent(tick, scale.max, 0)}%` }}
            >
              {formatPoints(tick)}
            </span>
          ))}
        </div>
        <div className="min-w-0 flex-1 overflow-x-auto">
          <div className="relative h-56" style={{ minWidth: `${Math.max(months.length * 2.75, 10)}rem` }}>
            {scale.ticks.map((tick) => (
              <span
                key={tick}
                className={`absolute inset-x-0 border-t ${tick === 0 ? 'border-slate-300' : 'border-dashed border-slate-200'}`}
                style={{ bottom: `${barPercent(tick, scale.max, 0)}%` }}
              />
            ))}
            <div className="absolute inset-0 flex items-end justify-around gap-2 px-1">
              {months.map((month) => (
                <div
                  key={month.month}
                  className="flex h-full w-full max-w-12 flex-col justify-end"
                  title={`${longLabel(month)}: ${formatPoints(month.gross)}`}
                >
                  <div
                    className="w-full rounded-t-md bg-amber-400"
                    style={{ height: `${month.gross > 0 ? (month.platform / scale.max) * 100 : 0}%` }}
                  />
                  <div
                    className={`w-full bg-brand-600 ${month.platform > 0 ? '' : 'rounded-t-md'}`}
                    style={{ height: `${month.gross > 0 ? (month.professor / scale.max) * 100 : 0}%` }}
                  />
                </div>
              ))}
            </div>
          </div>
          <div
            className="flex justify-around gap-2 px-1 pt-2"
            style={{ minWidth: `${Math.max(months.length * 2.75, 10)}rem` }}
          >
            {months.map((month) => (
              <span
                key={month.month}
                className="w-full max-w-12 text-center text-[11px] whitespace-nowrap text-slate-600"
              >
                {label(month)}
              </span>
            ))}
          </div>
        </div>
      </div>
      <div className="mt-4 flex flex-wrap gap-4 text-xs text-slate-700">
        <span className="inline-flex items-center gap-2">
          <span aria-hidden="true" className="size-3 rounded-sm bg-brand-600" />
          {t('earnings.professorShare')}
        </span>
        <span className="inline-flex items-center gap-2">
          <span aria-hidden="true" className="size-3 rounded-sm bg-amber-400" />
          {t('earnings.platformShare')}
        </span>
      </div>
      <details className="mt-4 rounded-xl bg-slate-50 ring-1 ring-slate-200">
        <summary className="cursor-pointer px-4 py-2.5 text-sm font-semibold text-slate-800">
          {t('earnings.showTable')}
        </summary>
        <ScrollRegion label={t('earnings.byMonth')} className="px-2 pb-2">
          <table className="w-full text-sm">
            <caption className="sr-only">{t('earnings.byMonth')}</caption>
            <thead>
              <tr className="text-xs text-slate-600">
                <th scope="col" className="px-2 py-2 text-start font-semibold">
                  {t('earnings.month')}
                </th>
                <th scope="col" className="px-2 py-2 text-end font-semibold">
                  {t('earnings.sales')}
                </th>
                <th scope="col" className="px-2 py-2 text-end font-semibold">
                  {t('earnings.gross')}
                </th>
                <th scope="col" className="px-2 py-2 text-end font-semibold">
                  {t('earnings.professorShare')}
                </th>
                <th scope="col" className="px-2 py-2 text-end font-semibold">
                  {t('earnings.platformShare')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {months.map((month) => (
                <tr key={month.month}>
                  <th scope="row" className="px-2 py-2 text-start font-medium text-slate-900">
                    {longLabel(month)}
                  </th>
                  <td className="px-2 py-2 text-end tabular-nums">{formatPoints(month.sales)}</td>
                  <td className="px-2 py-2 text-end tabular-nums">{formatPoints(month.gross)}</td>
                  <td className="px-2 py-2 text-end tabular-nums">{formatPoints(month.professor)}</td>
                  <td className="px-2 py-2 text-end tabular-nums">{formatPoints(month.platform)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      </details>
    </figure>
  );
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
                style={{ width: `${barPercent(item.value, top)}%` }}
              />
            </div>
          </li>
        ))}
      </ul>
    </figure>
  );
}
