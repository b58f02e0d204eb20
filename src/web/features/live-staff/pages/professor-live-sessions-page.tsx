import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { buttonClasses } from '../../../components/ui/button-styles';
import { PlusIcon, VideoIcon } from '../../../components/ui/icons';
import { PageHeader } from '../../../components/ui/page-header';
import { Pagination } from '../../../components/ui/pagination';
import { QueryState } from '../../../components/ui/query-state';
import { useSession } from '../../../lib/use-session';
import { useProfessorSessions } from '../api/list-professor-sessions';
import { SessionActions } from '../components/session-actions';
import { ApprovalBadge, SessionStatusBadge } from '../components/session-badges';
import { SessionWhen } from '../components/session-when';

/**
 * /professor/live-sessions: the professor's own sessions, every status, with their approval, seats and time in
 * the viewer's zone, and the moves the status machine allows now.
 */
export default function ProfessorLiveSessionsPage() {
  const { t } = useTranslation('live-staff');
  const { user } = useSession();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const query = useProfessorSessions(user?.id ?? null, page);
  const create = (
    <Link to="/professor/create-live-session" className={buttonClasses('primary', 'md')}>
      <PlusIcon className="size-4" />
      {t('list.create')}
    </Link>
  );
  return (
    <div className="px-4 py-8 sm:px-6 lg:px-10 lg:py-10">
      <title>{`${t('list.title')} · ${t('common:app.name')}`}</title>
      <div className="mx-auto max-w-5xl">
        <PageHeader
          eyebrow={t('area')}
          title={t('list.title')}
          subtitle={t('list.subtitle')}
          actions={create}
        />
        <QueryState
          query={query}
          isEmpty={(data) => data.sessions.length === 0}
          empty={
            <div className="rounded-3xl bg-white p-10 text-center shadow-sm ring-1 ring-slate-200">
              <VideoIcon className="mx-auto size-10 text-brand-600" />
              <p className="mt-3 text-slate-700">{t('list.empty')}</p>
            </div>
          }
        >
          {(data) => (
            <>
              <ul className="space-y-4" aria-label={t('list.title')}>
                {data.sessions.map((session) => (
                  <li key={session.id}>
                    <article
                      aria-labelledby={`session-${session.id}`}
                      className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
                    >
                      <div className="flex flex-wrap items-center gap-2">
                        <SessionStatusBadge status={session.status} />
                        <ApprovalBadge approved={session.isApproved} />
                        {session.isRecorded ? (
                          <span className="text-xs font-semibold text-slate-700">{t('list.recorded')}</span>
                        ) : null}
                      </div>
                      <h2
                        id={`session-${session.id}`}
                        className="mt-2 text-lg font-bold break-words text-slate-900"
                        dir="auto"
                      >
                        {session.title}
                      </h2>
                      <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm text-slate-700 sm:grid-cols-2">
                        <div>
                          <dt className="inline font-semibold">{t('list.when')}: </dt>
                          <dd className="inline">
                            <SessionWhen scheduledAt={session.scheduledAt} duration={session.duration} />
                          </dd>
                        </div>
                        <div>
                          <dt className="inline font-semibold">{t('list.attendees')}: </dt>
                          <dd className="inline tabular-nums">
                            {t('list.seats', { taken: session.attendeesCount, max: session.maxAttendees })}
                          </dd>
                        </div>
                      </dl>
                      <div className="mt-4">
                        <SessionActions session={session} />
                      </div>
                    </article>
                  </li>
                ))}
              </ul>
              <Pagination
                page={data.pagination.page}
                totalPages={data.pagination.totalPages}
                onChange={(next) => setParams(next > 1 ? { page: String(next) } : {})}
              />
            </>
          )}
        </QueryState>
      </div>
    </div>
  );
}
