import { useTranslation } from 'react-i18next';
import { CategoryBarChart } from '../../../components/charts/category-bar-chart';

/** How many attempts scored in each tenth (0–9 %, 10–19 %, … 90–100 %). */
export function distribution(percentages: number[]): number[] {
  const buckets = Array<number>(10).fill(0);
  for (const p of percentages) buckets[Math.min(9, Math.floor(p / 10))]! += 1;
  return buckets;
}

/**
 * The score distribution as columns of the shared chart (uPlot), ranges at or above the pass mark in the brand
 * colour, those below it in grey; the figures are also a table for screen readers.
 */
export function ScoreDistribution({
  percentages,
  passingScore,
}: {
  percentages: number[];
  passingScore?: number;
}) {
  const { t } = useTranslation('quizzes');
  const buckets = distribution(percentages);
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
