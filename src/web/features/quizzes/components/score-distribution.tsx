import { useTranslation } from 'react-i18next';

/** How many attempts scored in each tenth (0–9 %, 10–19 %, … 90–100 %). */
export function distribution(percentages: number[]): number[] {
  const buckets = Array<number>(10).fill(0);
  for (const p of percentages) buckets[Math.min(9, Math.floor(p / 10))]! += 1;
  return buckets;
}

/**
 * The score distribution as bars. Each bar is a list item whose text says its range and count, so the chart
 * reads the same to a screen reader as it looks; the bar itself is decoration.
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
  const highest = Math.max(1, ...buckets);
  return (
    <figure className="rounded-2xl bg-slate-50 p-4 ring-1 ring-slate-200">
      <figcaption className="text-sm font-semibold text-slate-800">{t('results.distribution')}</figcaption>
      <ol className="mt-3 flex h-40 items-end gap-1.5" dir="ltr">
        {buckets.map((n, i) => {
          const from = i * 10;
          const to = i === 9 ? 100 : from + 9;
          const passing = passingScore === undefined || to >= passingScore;
          return (
            <li key={i} className="flex h-full flex-1 flex-col items-center justify-end gap-1">
              <span className="text-xs font-semibold text-slate-800 tabular-nums">{n}</span>
              <span
                aria-hidden="true"
                className={`w-full rounded-t-md ${passing ? 'bg-brand-600' : 'bg-slate-400'}`}
                style={{ height: `${(n / highest) * 100}%`, minHeight: n ? 4 : 1 }}
              />
              <span className="text-[0.65rem] text-slate-700 tabular-nums">
                <span className="sr-only">{t('results.bucket', { from, to, count: n })}</span>
                <span aria-hidden="true">{from}</span>
              </span>
            </li>
          );
        })}
      </ol>
    </figure>
  );
}
