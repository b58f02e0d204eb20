import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { JOINABLE_STATUSES } from '../../../../contract/live';
import type { PrivateClass } from '../../../../contract/private-classes';
import { buttonClasses } from '../../../components/ui/button-styles';
import { useDateFormat } from '../../../lib/use-date-format';

/**
 * A paid class's individual live sessions: each is a live session, joined on /streaming/{id} like any other.
 * The student's Join shows while it can be entered; the professor may open the room to start it.
 */
export function ClassSessions({
  item,
  viewer,
}: {
  item: PrivateClass;
  viewer: 'student' | 'professor' | 'admin';
}) {
  const { t } = useTranslation('private-classes');
  const { formatDateTime } = useDateFormat();
  if (item.sessions.length === 0) return null;
  return (
    <div>
      <p className="text-sm font-semibold text-slate-800">{t('sessions.title')}</p>
      <ol className="mt-2 space-y-2">
        {item.sessions.map((s, index) => {
          const joinable = JOINABLE_STATUSES.includes(s.status);
          const label = t('sessions.number', { number: index + 1 });
          return (
            <li
              key={s.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-2xl bg-slate-50 p-3"
            >
              <span className="text-sm text-slate-800">
                <span className="font-semibold">{label}</span>
                {' · '}
                {formatDateTime(s.scheduledAt, { dateStyle: 'full', timeStyle: 'short' })}
                {' · '}
                {t(`sessionStatus.${s.status}`)}
              </span>
              {joinable || (viewer !== 'student' && s.status === 'scheduled') ? (
                <Link
                  to={`/streaming/${s.id}`}
                  className={buttonClasses(joinable ? 'primary' : 'secondary', 'sm')}
                  aria-label={t(joinable ? 'sessions.joinNamed' : 'sessions.openNamed', { label })}
                >
                  {t(joinable ? 'sessions.join' : 'sessions.open')}
                </Link>
              ) : null}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
