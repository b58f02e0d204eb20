import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DashboardSession } from '../../../../contract/dashboards';
import { buttonClasses } from '../../../components/ui/button-styles';
import { useDateFormat } from '../../../lib/use-date-format';

/**
 * Upcoming live sessions, soonest first, with Join while one is live. A private class's individual session is
 * named as that class (its stored title is a technical one) and marked as a private class.
 */
export function SessionList({
  sessions,
  showProfessor,
}: {
  sessions: DashboardSession[];
  showProfessor: boolean;
}) {
  const { t } = useTranslation('dashboards');
  const { formatDateTime } = useDateFormat();
  return (
    <ul className="divide-y divide-slate-100">
      {sessions.map((session) => {
        const title =
          session.privateClassId === null
            ? session.title
            : t('sessions.privateClassTitle', { id: session.privateClassId });
        return (
          <li key={session.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
            <div className="min-w-0">
              <p className="font-semibold break-words text-slate-900" dir="auto">
                {session.privateClassId === null ? null : (
                  <span className="me-2 rounded-full bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-900 ring-1 ring-amber-200">
                    {t('sessions.privateClass')}
                  </span>
                )}
                {title}
              </p>
              <p className="text-sm text-slate-600">
                {formatDateTime(session.scheduledAt, { dateStyle: 'medium', timeStyle: 'short' })}
                {showProfessor ? (
                  <>
                    {' · '}
                    <span dir="auto">{session.professorName}</span>
                  </>
                ) : (
                  ` · ${t('sessions.seats', { count: session.attendeesCount, max: session.maxAttendees })}`
                )}
              </p>
            </div>
            {session.joinable ? (
              <Link to={`/streaming/${session.id}`} className={buttonClasses('primary', 'sm')}>
                {t('sessions.join')}
                <span className="sr-only">: {title}</span>
              </Link>
            ) : (
              <span className="rounded-full bg-slate-100 px-2.5 py-1 text-xs font-semibold text-slate-700">
                {t(`sessions.status.${session.status}`, { defaultValue: session.status })}
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
