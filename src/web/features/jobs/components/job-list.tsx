import { useTranslation } from 'react-i18next';
import type { AdminJob } from '../../../../contract/jobs';
import { Button } from '../../../components/ui/button';
import { useDateFormat } from '../../../lib/use-date-format';

const STATUS_TONES: Record<AdminJob['status'], string> = {
  failed: 'bg-red-100 text-red-800',
  pending: 'bg-slate-100 text-slate-800',
  running: 'bg-brand-100 text-brand-900',
  done: 'bg-emerald-100 text-emerald-800',
};

/** `payments.expire-checkouts` → `payments_expire_checkouts`, a key of the namespace's `names`. */
const nameKey = (name: string) => `names.${name.replace(/[.-]/g, '_')}`;

function useInterval() {
  const { t } = useTranslation('jobs');
  return (ms: number) =>
    ms % 3_600_000 === 0
      ? t('every.hours', { count: ms / 3_600_000 })
      : t('every.minutes', { count: Math.max(1, Math.round(ms / 60_000)) });
}

/** One page of jobs: what each does, where it stands, its last error, and a retry for a failed one. */
export function JobList({
  jobs,
  onRetry,
  retrying,
}: {
  jobs: AdminJob[];
  onRetry: (job: AdminJob) => void;
  /** The job whose retry is being sent. */
  retrying: number | null;
}) {
  const { t } = useTranslation('jobs');
  const { formatDateTime } = useDateFormat();
  const interval = useInterval();
  return (
    <ul className="space-y-3" aria-label={t('list.title')}>
      {jobs.map((job) => (
        <li key={job.id} className="rounded-2xl p-4 ring-1 ring-slate-200">
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div className="min-w-0">
              <h2 className="font-semibold break-words text-slate-900">
                {t(nameKey(job.name), { defaultValue: job.name })}
              </h2>
              <p className="font-mono text-xs break-all text-slate-600" dir="ltr">
                #{job.id} {job.name}
              </p>
            </div>
            <span className={`rounded-full px-2.5 py-1 text-xs font-semibold ${STATUS_TONES[job.status]}`}>
              {job.status === 'pending' && job.lastError ? t('status.retrying') : t(`status.${job.status}`)}
            </span>
          </div>
          <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm text-slate-700 sm:grid-cols-2 lg:grid-cols-4">
            <div>
              <dt className="inline font-semibold">{t('list.schedule')}: </dt>
              <dd className="inline">{job.everyMs ? interval(job.everyMs) : t('list.once')}</dd>
            </div>
            <div>
              <dt className="inline font-semibold">{t('list.attempts')}: </dt>
              <dd className="inline tabular-nums">
                {t('list.attemptsOf', { attempts: job.attempts, max: job.maxAttempts })}
              </dd>
            </div>
            {job.status === 'pending' || job.status === 'running' ? (
              <div>
                <dt className="inline font-semibold">{t('list.runAt')}: </dt>
                <dd className="inline">
                  <time dateTime={job.runAt}>{formatDateTime(job.runAt)}</time>
                </dd>
              </div>
            ) : null}
            {job.finishedAt ? (
              <div>
                <dt className="inline font-semibold">{t('list.finishedAt')}: </dt>
                <dd className="inline">
                  <time dateTime={job.finishedAt}>{formatDateTime(job.finishedAt)}</time>
                </dd>
              </div>
            ) : null}
          </dl>
          {job.lastError ? (
            <div className="mt-3">
              <p className="text-sm font-semibold text-red-800">{t('list.lastError')}</p>
              <pre
                dir="ltr"
                className="mt-1 max-h-40 overflow-auto rounded-xl bg-slate-50 p-3 text-start font-mono text-xs whitespace-pre-wrap break-words text-slate-800 ring-1 ring-slate-200"
              >
                {job.lastError}
              </pre>
            </div>
          ) : null}
          {job.status === 'failed' ? (
            <div className="mt-3">
              <Button
                variant="secondary"
                size="sm"
                pending={retrying === job.id}
                onClick={() => onRetry(job)}
                aria-label={t('list.retryNamed', { id: job.id })}
              >
                {t('list.retry')}
              </Button>
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
