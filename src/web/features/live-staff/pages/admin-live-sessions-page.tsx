import { useTranslation } from 'react-i18next';
import { liveSessionStatuses, type LiveSessionStatus } from '../../../../contract/live';
import { VideoIcon } from '../../../components/ui/icons';
import { PageHeader } from '../../../components/ui/page-header';
import { Pagination } from '../../../components/ui/pagination';
import { QueryState } from '../../../components/ui/query-state';
import { SelectField } from '../../../components/ui/select-field';
import { useAdminSessions, type AdminSessionsFilter } from '../api/list-admin-sessions';
import { AdminSessionsTable } from '../components/admin-sessions-table';
import { PendingSections } from '../components/pending-sections';
import { useAddressFilters } from '../../../lib/use-address-filters';

const approvals = ['pending', 'approved'] as const;
const pick = <T extends string>(value: string | null, allowed: readonly T[]): T | '' =>
  allowed.includes(value as T) ? (value as T) : '';

/**
 * /admin/live-sessions: the sessions waiting for approval, the live sections waiting for review, and every
 * session with its status and approval filters, the pages kept in the address (`?status=&approval=&page=`,
 * `?queue=`, `?sections=`).
 */
export default function AdminLiveSessionsPage() {
  const { t } = useTranslation('live-staff');
  const [params, update] = useAddressFilters(['page', 'queue', 'sections']);
  const filter: AdminSessionsFilter = {
    status: pick<LiveSessionStatus>(params.get('status'), liveSessionStatuses),
    approval: pick(params.get('approval'), approvals),
    page: Math.max(1, Number(params.get('page')) || 1),
  };
  const queuePage = Math.max(1, Number(params.get('queue')) || 1);
  const queue = useAdminSessions({ status: '', approval: 'pending', page: queuePage });
  const all = useAdminSessions(filter);

  return (
    <div className="px-4 py-8 sm:px-6 lg:px-10 lg:py-10">
      <title>{`${t('admin.title')} · ${t('common:app.name')}`}</title>
      <div className="mx-auto max-w-6xl space-y-10">
        <PageHeader eyebrow={t('admin.area')} title={t('admin.title')} subtitle={t('admin.subtitle')} />

        <section aria-labelledby="approval-queue" className="space-y-4">
          <h2 id="approval-queue" className="text-xl font-bold text-slate-900">
            {t('admin.queueTitle')}
          </h2>
          <QueryState
            query={queue}
            isEmpty={(data) => data.sessions.length === 0}
            empty={
              <p className="rounded-2xl bg-white p-5 text-slate-700 ring-1 ring-slate-200">
                {t('admin.noPending')}
              </p>
            }
          >
            {(data) => (
              <>
                <AdminSessionsTable sessions={data.sessions} label={t('admin.queueTitle')} />
                <Pagination
                  page={data.pagination.page}
                  totalPages={data.pagination.totalPages}
                  onChange={(next) => update({ queue: next > 1 ? String(next) : '' })}
                  label={t('admin.queuePages')}
                />
              </>
            )}
          </QueryState>
        </section>

        <section aria-labelledby="pending-sections" className="space-y-4">
          <h2 id="pending-sections" className="text-xl font-bold text-slate-900">
            {t('admin.sectionsTitle')}
          </h2>
          <PendingSections
            page={Math.max(1, Number(params.get('sections')) || 1)}
            onPage={(next) => update({ sections: next > 1 ? String(next) : '' })}
          />
        </section>

        <section
          aria-labelledby="every-session"
          className="space-y-4 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
        >
          <h2 id="every-session" className="text-xl font-bold text-slate-900">
            {t('admin.allTitle')}
          </h2>
          <div className="grid gap-4 sm:grid-cols-2 lg:max-w-2xl">
            <SelectField
              label={t('admin.status')}
              name="status"
              value={filter.status}
              onChange={(e) => update({ status: e.target.value })}
            >
              <option value="">{t('admin.allStatuses')}</option>
              {liveSessionStatuses.map((status) => (
                <option key={status} value={status}>
                  {t(`status.${status}`)}
                </option>
              ))}
            </SelectField>
            <SelectField
              label={t('admin.approval')}
              name="approval"
              value={filter.approval}
              onChange={(e) => update({ approval: e.target.value })}
            >
              <option value="">{t('admin.allApprovals')}</option>
              {approvals.map((approval) => (
                <option key={approval} value={approval}>
                  {t(`approval.${approval}`)}
                </option>
              ))}
            </SelectField>
          </div>
          <QueryState
            query={all}
            isEmpty={(data) => data.sessions.length === 0}
            empty={
              <div className="rounded-2xl border border-dashed border-slate-300 px-6 py-10 text-center">
                <VideoIcon className="mx-auto size-10 text-slate-400" />
                <p className="mt-3 font-semibold text-slate-900">{t('admin.empty')}</p>
              </div>
            }
          >
            {(data) => (
              <>
                <p className="text-sm text-slate-600" aria-live="polite">
                  {t('admin.count', { count: data.pagination.total })}
                </p>
                <AdminSessionsTable sessions={data.sessions} label={t('admin.allTitle')} />
                <Pagination
                  page={data.pagination.page}
                  totalPages={data.pagination.totalPages}
                  onChange={(next) => update({ page: next > 1 ? String(next) : '' })}
                  label={t('admin.allPages')}
                />
              </>
            )}
          </QueryState>
        </section>
      </div>
    </div>
  );
}
