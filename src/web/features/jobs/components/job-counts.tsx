import { useTranslation } from 'react-i18next';
import type { AdminJobsResponse, JobStatus } from '../../../../contract/jobs';

type CountKey = keyof AdminJobsResponse['counts'];

const TILES: { key: CountKey; tone: string }[] = [
  { key: 'failed', tone: 'text-red-800 bg-red-50 ring-red-200' },
  { key: 'retrying', tone: 'text-amber-900 bg-amber-50 ring-amber-200' },
  { key: 'pending', tone: 'text-slate-900 bg-white ring-slate-200' },
  { key: 'running', tone: 'text-brand-900 bg-brand-50 ring-brand-200' },
  { key: 'done', tone: 'text-emerald-900 bg-emerald-50 ring-emerald-200' },
];

/**
 * How many jobs sit in each state; each tile filters the list to its jobs (`retrying` is the pending jobs whose
 * last run failed). The active filter's tile is pressed.
 */
export function JobCounts({
  counts,
  active,
  onSelect,
}: {
  counts: AdminJobsResponse['counts'];
  active: CountKey | null;
  onSelect: (key: CountKey | null) => void;
}) {
  const { t } = useTranslation('jobs');
  return (
    <ul className="mb-6 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5" aria-label={t('counts.label')}>
      {TILES.map(({ key, tone }) => (
        <li key={key}>
          <button
            type="button"
            aria-pressed={active === key}
            onClick={() => onSelect(active === key ? null : key)}
            className={`w-full rounded-2xl px-4 py-3 text-start ring-1 transition hover:shadow-sm focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-brand-600/30 aria-pressed:ring-2 aria-pressed:ring-brand-700 ${tone}`}
          >
            <span className="block text-2xl font-bold tabular-nums">{counts[key]}</span>
            <span className="block text-sm font-semibold">{t(`counts.${key}`)}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

export type { CountKey };
export const isJobStatus = (key: CountKey): key is JobStatus => key !== 'retrying';
