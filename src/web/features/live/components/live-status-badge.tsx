import { useTranslation } from 'react-i18next';
import type { LiveSessionStatus } from '../../../../contract/live';

const TONES: Record<LiveSessionStatus, string> = {
  scheduled: 'bg-sky-50 text-sky-900 ring-sky-200',
  starting: 'bg-amber-50 text-amber-900 ring-amber-200',
  live: 'bg-red-50 text-red-800 ring-red-200',
  technical_issues: 'bg-orange-50 text-orange-900 ring-orange-200',
  ended: 'bg-slate-100 text-slate-700 ring-slate-200',
  cancelled: 'bg-slate-100 text-slate-700 ring-slate-200',
};

/** A session's status as a small pill; "live" carries a pulsing dot. */
export function LiveStatusBadge({ status }: { status: LiveSessionStatus }) {
  const { t } = useTranslation('live');
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-bold ring-1 ring-inset ${TONES[status]}`}
    >
      {status === 'live' ? (
        <span className="size-2 animate-pulse rounded-full bg-red-600" aria-hidden="true" />
      ) : null}
      {t(`status.${status}`)}
    </span>
  );
}
