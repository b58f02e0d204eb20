import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ArrowBackIcon } from '../../../components/ui/icons';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryState } from '../../../components/ui/query-state';
import { useDateFormat } from '../../../lib/use-date-format';
import { useNumberFormat } from '../../../lib/use-number-format';
import { useUserOverview } from '../api/get-user-overview';
import { AccountActions } from '../components/account-actions';
import { RoleBadge, StatusBadge } from '../components/account-badges';
import { AuditLog } from '../components/audit-log';
import { CoursesBought, SessionsBought } from '../components/purchases';

/** /admin/users/{id}: one account — profile, role, suspension, reset link, wallet, purchases, audit trail. */
export default function AdminUserPage() {
  const { t } = useTranslation('users-admin');
  const id = Number(useParams().id);
  const query = useUserOverview(id);
  const { formatDate } = useDateFormat();
  const { formatPoints } = useNumberFormat();

  return (
    <div className="px-4 py-8 sm:px-6 lg:px-10 lg:py-10">
      <div className="mx-auto max-w-5xl">
        <Link
          to="/admin/users"
          className="mb-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-800 hover:underline"
        >
          <ArrowBackIcon className="size-4" />
          {t('detail.back')}
        </Link>
        <QueryState query={query} loading="page">
          {({ user, balance, transactions_url, courses, live_sessions }) => (
            <>
              <title>{`${user.name} · ${t('list.title')} · ${t('common:app.name')}`}</title>
              <PageHeader
                eyebrow={t('detail.eyebrow')}
                title={user.name}
                subtitle={
                  <div className="flex flex-wrap items-center gap-2">
                    <span className="break-all" dir="ltr">
                      {user.email}
                    </span>
                    <RoleBadge role={user.role} />
                    <StatusBadge suspended={user.suspended_at !== null} />
                  </div>
                }
              />
              <div className="grid gap-6 lg:grid-cols-2">
                <Panel id="profile" title={t('detail.profile')}>
                  <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
                    <dt className="font-semibold text-slate-700">{t('detail.joined')}</dt>
                    <dd>
                      <time dateTime={user.created_at}>{formatDate(user.created_at)}</time>
                    </dd>
                    {user.suspended_at ? (
                      <>
                        <dt className="font-semibold text-slate-700">{t('detail.suspendedSince')}</dt>
                        <dd>
                          <time dateTime={user.suspended_at}>{formatDate(user.suspended_at)}</time>
                        </dd>
                      </>
                    ) : null}
                    <dt className="font-semibold text-slate-700">{t('detail.balance')}</dt>
                    <dd className="font-bold text-brand-800 tabular-nums">{formatPoints(balance)}</dd>
                  </dl>
                  <Link
                    to={transactions_url}
                    className="mt-4 inline-block text-sm font-semibold text-brand-800 underline underline-offset-2"
                  >
                    {t('detail.transactions')}
                  </Link>
                </Panel>
                <Panel id="manage" title={t('detail.manage')}>
                  <AccountActions key={user.id} user={user} />
                </Panel>
                <Panel id="courses" title={t('courses.title')}>
                  <CoursesBought courses={courses} />
                </Panel>
                <Panel id="sessions" title={t('sessions.title')}>
                  <SessionsBought sessions={live_sessions} />
                </Panel>
              </div>
              <div className="mt-6">
                <Panel id="audit" title={t('audit.title')}>
                  <AuditLog userId={user.id} />
                </Panel>
              </div>
            </>
          )}
        </QueryState>
      </div>
    </div>
  );
}

function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="min-w-0 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <h2 id={`${id}-title`} className="mb-4 text-lg font-bold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
