import { useTranslation } from 'react-i18next';
import { ScrollRegion } from '../ui/scroll-region';
import type { ChartData } from './chart-types';

/** The chart's figures as a table: what screen readers read, and what anyone can open to check a number. */
export function ChartTable({
  title,
  data,
  dateLabels,
  formatValue,
  heading,
}: {
  title: string;
  data: ChartData;
  dateLabels: readonly string[];
  formatValue: (value: number) => string;
  /** The first column's heading: "Date" unless the rows are other categories. */
  heading?: string;
}) {
  const { t } = useTranslation('charts');
  return (
    <ScrollRegion label={title} className="px-2 pb-2">
      <table className="w-full text-sm">
        <caption className="sr-only">{title}</caption>
        <thead>
          <tr className="text-xs text-slate-600">
            <th scope="col" className="px-2 py-2 text-start font-semibold">
              {heading ?? t('date')}
            </th>
            {data.series.map((series) => (
              <th key={series.key} scope="col" className="px-2 py-2 text-end font-semibold">
                {series.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {data.dates.map((date, index) => (
            <tr key={date}>
              <th scope="row" className="px-2 py-1.5 text-start font-medium whitespace-nowrap text-slate-900">
                {dateLabels[index]}
              </th>
              {data.series.map((series) => (
                <td key={series.key} className="px-2 py-1.5 text-end text-slate-800 tabular-nums">
                  {formatValue(series.values[index] ?? 0)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
