import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AdminUserOverview } from '../../../../contract/users';
import { useDateFormat } from '../../../lib/use-date-format';
import { useNumberFormat } from '../../../lib/use-number-format';

/** The courses the account bought, newest first, each linking to its admin page. */
export function CoursesBought({ courses }: { courses: AdminUserOverview['courses'] }) {
  const { t } = useTranslation('users-admin');
  const { formatDate } = useDateFormat();
  const { formatPoints } = useNumberFormat();
  if (courses.total === 0) return <p className="text-sm text-slate-600">{t('courses.empty')}</p>;
  return (
    <>
      <p className="mb-2 text-sm text-slate-600">
        {t('courses.count', { count: courses.total, shown: courses.items.length })}
      </p>
      <ul className="divide-y divide-slate-100">
        {courses.items.map((course) => (
          <li key={course.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-3">
            <Link
              to={`/admin/courses/${course.id}`}
              className="font-semibold break-words text-brand-800 underline-offset-2 hover:underline"
            >
              {course.title}
            </Link>
            <span className="text-sm text-slate-600">
              {formatPoints(course.price_paid)} ·{' '}
              <time dateTime={course.enrolled_at}>{formatDate(course.enrolled_at)}</time>
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}

/** The live sessions the account bought a seat in; a refunded seat says so. */
export function SessionsBought({ sessions }: { sessions: AdminUserOverview['live_sessions'] }) {
  const { t } = useTranslation('users-admin');
  const { formatDateTime } = useDateFormat();
  const { formatPoints } = useNumberFormat();
  if (sessions.total === 0) return <p className="text-sm text-slate-600">{t('sessions.empty')}</p>;
  return (
    <>
      <p className="mb-2 text-sm text-slate-600">
        {t('sessions.count', { count: sessions.total, shown: sessions.items.length })}
      </p>
      <ul className="divide-y divide-slate-100">
        {sessions.items.map((session) => (
          <li key={session.id} className="py-3">
            <p className="font-semibold break-words text-slate-900">{session.title}</p>
            <p className="text-sm text-slate-600">
              <time dateTime={session.scheduled_at}>{formatDateTime(session.scheduled_at)}</time> ·{' '}
              {formatPoints(session.amount_paid)}
              {session.refunded ? ` · ${t('sessions.refunded')}` : ''}
            </p>
          </li>
        ))}
      </ul>
    </>
  );
}
