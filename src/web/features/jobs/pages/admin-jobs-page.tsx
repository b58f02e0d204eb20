import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { jobStatuses, type AdminJob, type JobStatus } from '../../../../contract/jobs';
import { Alert } from '../../../components/ui/alert';
import { ClockIcon } from '../../../components/ui/icons';
import { PageHeader } from '../../../components/ui/page-header';
import { Pagination } from '../../../components/ui/pagination';
import { QueryState } from '../../../components/ui/query-state';
import { useErrorMessage } from '../../../lib/error-message';
import { useAdminJobs, type AdminJobsFilter } from '../api/list-jobs';
import { useRetryJob } from '../api/retry-job';
import { JobCounts, type CountKey } from '../components/job-counts';
import { JobList } from '../components/job-list';
import { useAddressFilters } from '../../../lib/use-address-filters';

/**
 * /admin/jobs: the work the server does on a clock or later (deadlines, reminders, expiries, clean-ups), run once
 * across instances. Failed jobs come first with their last error and can be retried; filters live in the address.
 */
export default function AdminJobsPage() {
  const { t } = useTranslation('jobs');
  const errorMessage = useErrorMessage();
  const [params, update] = useAddressFilters();
  const status = params.get('status');
  const filter: AdminJobsFilter = {
    page: Math.max(1, Number(params.get('page')) || 1),
    status: jobStatuses.includes(status as JobStatus) ? (status as JobStatus) : '',
    errors: params.get('errors') === 'true',
  };
  const active: CountKey | null =
    filter.errors && filter.status === 'pending' ? 'retrying' : filter.status || null;
  const query = useAdminJobs(filter);
  const retry = useRetryJob();
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const select = (key: CountKey | null) =>
    update(key === 'retrying' ? { status: 'pending', errors: 'true' } : { status: key ?? '', errors: '' });

  const onRetry = (job: AdminJob) => {
    setOutcome(null);
    retry.mutate(job.id, {
      onSuccess: () => setOutcome({ tone: 'success', text: t('list.retried', { id: job.id }) }),
      onError: (error) => setOutcome({ tone: 'error', text: errorMessage(error) }),
    });
  };

  return (
    <div className="px-4 py-8 sm:px-6 lg:px-10 lg:py-10">
      <div className="mx-auto max-w-6xl">
        <title>{`${t('list.title')} · ${t('common:app.name')}`}</title>
        <PageHeader title={t('list.title')} subtitle={t('list.lead')} />
        <section
          aria-label={t('list.title')}
          aria-busy={query.isPlaceholderData}
          className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
        >
          <div aria-live="polite">{outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}</div>
          <QueryState query={query}>
            {(data) => (
              <>
                <JobCounts counts={data.counts} active={active} onSelect={select} />
                <p className="mb-3 text-sm text-slate-600" aria-live="polite">
                  {t('list.count', { count: data.pagination.total })}
                </p>
                {data.jobs.length === 0 ? (
                  <div className="rounded-2xl border border-dashed border-slate-300 px-6 py-10 text-center">
                    <ClockIcon className="mx-auto size-10 text-slate-400" />
                    <p className="mt-3 font-semibold text-slate-900">{t('list.empty')}</p>
                  </div>
                ) : (
                  <JobList
                    jobs={data.jobs}
                    onRetry={onRetry}
                    retrying={retry.isPending ? (retry.variables ?? null) : null}
                  />
                )}
                <Pagination
                  page={data.pagination.page}
                  totalPages={data.pagination.totalPages}
                  onChange={(page) => update({ page: page > 1 ? String(page) : '' })}
                  label={t('list.pages')}
                />
              </>
            )}
          </QueryState>
        </section>
      </div>
    </div>
  );
}
