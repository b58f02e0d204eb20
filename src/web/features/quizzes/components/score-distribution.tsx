import { useTranslation } from 'react-i18next';
import { CategoryBarChart } from '../../../components/charts/category-bar-chart';

/**
 * The score distribution as columns of the shared chart (uPlot): `buckets` counts the attempts in each tenth
 * (0–9 %, 10–19 %, … 90–100 %, as the server counts them), ranges at or above the pass mark in the brand colour,
 * those below it in grey; the figures are also a table for screen readers.
 */
export function ScoreDistribution({ buckets, passingScore }: { buckets: number[]; passingScore?: number }) {
  const { t } = useTranslation('quizzes');
  const ranges = buckets.map((_, i) => {
    const from = i * 10;
    const to = i === 9 ? 100 : from + 9;
    return { from, to, passing: passingScore === undefined || to >= passingScore };
  });
  return (
    <div className="rounded-2xl bg-slate-50 p-4 ring-1 ring-slate-200">
      <CategoryBarChart
        title={t('results.distribution')}
        categoryHeading={t('results.range')}
        categories={ranges.map((range) => `${range.from}–${range.to}`)}
        stacked
        series={[
          {
            key: 'passing',
            label: t('results.passingRange'),
            values: buckets.map((n, i) => (ranges[i]!.passing ? n : 0)),
            tone: 'brand',
          },
          {
            key: 'failing',
            label: t('results.failingRange'),
            values: buckets.map((n, i) => (ranges[i]!.passing ? 0 : n)),
            tone: 'slate',
          },
        ]}
      />
    </div>
  );
}
