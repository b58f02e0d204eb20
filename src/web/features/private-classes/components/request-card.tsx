import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PrivateClass } from '../../../../contract/private-classes';
import { useDateFormat } from '../../../lib/use-date-format';
import { useNumberFormat } from '../../../lib/use-number-format';
import { StatusBadge } from './status-badge';

/**
 * One request as all three parties see it: who, what, how many, the schedule or the preferences, the price once
 * confirmed, and why it was rejected or cancelled. `actions` holds what the viewer may do now.
 */
export function RequestCard({
  item,
  viewer,
  actions,
  children,
  heading = 'h3',
}: {
  item: PrivateClass;
  /** h2 on the staff pages, where the cards sit right under the page's title. */
  heading?: 'h2' | 'h3';
  viewer: 'student' | 'professor' | 'admin';
  actions?: ReactNode;
  children?: ReactNode;
}) {
  const { t } = useTranslation('private-classes');
  const { formatDate, formatDateTime } = useDateFormat();
  const { formatPoints } = useNumberFormat();
  const subject = item.material?.name ?? item.language_level?.name ?? t('card.noSubject');
  const Heading = heading;
  const title =
    viewer === 'student'
      ? t('requestCard.with', { name: item.professor.name })
      : viewer === 'professor'
        ? t('requestCard.from', { name: item.student.name })
        : t('requestCard.between', { student: item.student.name, professor: item.professor.name });
  return (
    <li
      className="space-y-3 rounded-3xl bg-white p-5 ring-1 ring-slate-200"
      aria-labelledby={`pc-${item.id}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <Heading id={`pc-${item.id}`} className="text-lg font-bold break-words text-slate-900">
            {title}
          </Heading>
          <p className="text-sm text-slate-700">
            {t('requestCard.summary', {
              subject,
              sessions: item.sessions_count,
              minutes: item.session_minutes,
            })}
          </p>
        </div>
        <StatusBadge status={item.status} />
      </div>
      <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        <div className="flex gap-2">
          <dt className="font-semibold text-slate-800">{t('requestCard.asked')}</dt>
          <dd className="text-slate-700">{formatDate(item.created_at)}</dd>
        </div>
        {item.total !== null ? (
          <div className="flex gap-2">
            <dt className="font-semibold text-slate-800">{t('requestCard.total')}</dt>
            <dd className="text-slate-700">{formatPoints(item.total)}</dd>
          </div>
        ) : null}
        {item.preferred_dates.length > 0 || item.preferred_times ? (
          <div className="flex gap-2 sm:col-span-2">
            <dt className="font-semibold text-slate-800">{t('requestCard.preferred')}</dt>
            <dd className="text-slate-700">
              {[
                ...item.preferred_dates.map((d) =>
                  formatDate(d, { weekday: 'short', day: 'numeric', month: 'short' }),
                ),
                item.preferred_times,
              ]
                .filter(Boolean)
                .join(' · ')}
            </dd>
          </div>
        ) : null}
        {viewer !== 'student' && item.phone ? (
          <div className="flex gap-2">
            <dt className="font-semibold text-slate-800">{t('requestCard.phone')}</dt>
            <dd className="text-slate-700" dir="ltr">
              {item.phone}
            </dd>
          </div>
        ) : null}
        {item.refunded > 0 ? (
          <div className="flex gap-2">
            <dt className="font-semibold text-slate-800">{t('requestCard.refunded')}</dt>
            <dd className="text-slate-700">{formatPoints(item.refunded)}</dd>
          </div>
        ) : null}
      </dl>
      {item.note ? (
        <p className="rounded-2xl bg-slate-50 p-3 text-sm text-slate-700" dir="auto">
          {item.note}
        </p>
      ) : null}
      {item.rejection_reason ? (
        <p className="text-sm text-red-800">{t('requestCard.rejected', { reason: item.rejection_reason })}</p>
      ) : null}
      {item.cancellation_reason ? (
        <p className="text-sm text-red-800">
          {t('requestCard.cancelled', { reason: item.cancellation_reason })}
        </p>
      ) : null}
      {item.sessions.length === 0 && item.schedule.length > 0 ? (
        <div>
          <p className="text-sm font-semibold text-slate-800">{t('requestCard.schedule')}</p>
          <ul className="mt-1 space-y-1 text-sm text-slate-700">
            {item.schedule.map((at) => (
              <li key={at}>{formatDateTime(at, { dateStyle: 'full', timeStyle: 'short' })}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {children}
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </li>
  );
}
