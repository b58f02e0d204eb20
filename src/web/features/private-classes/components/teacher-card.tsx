import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TeacherCard as Teacher } from '../../../../contract/private-classes';
import { Avatar } from '../../../components/ui/avatar';
import { buttonClasses } from '../../../components/ui/button-styles';
import { useDateFormat } from '../../../lib/use-date-format';
import { useNumberFormat } from '../../../lib/use-number-format';

/** A teacher on /TTHPrivateClasses: photo, subjects, price and the next free times, with the request button. */
export function TeacherCard({
  teacher,
  canRequest,
  onRequest,
}: {
  teacher: Teacher;
  /** Only students ask for private classes. */
  canRequest: boolean;
  onRequest: (teacher: Teacher) => void;
}) {
  const { t } = useTranslation('private-classes');
  const { formatDateTime } = useDateFormat();
  const { formatPoints } = useNumberFormat();
  const subjects = [...teacher.materials, ...teacher.language_levels];
  return (
    <li
      className="flex flex-col gap-4 rounded-3xl bg-white p-5 ring-1 ring-slate-200"
      aria-labelledby={`teacher-${teacher.id}`}
    >
      <div className="flex items-center gap-4">
        <Avatar name={teacher.name} src={teacher.avatar_url} />
        <div className="min-w-0">
          <h3 id={`teacher-${teacher.id}`} className="text-lg font-bold break-words text-slate-900">
            {teacher.name}
          </h3>
          {teacher.private_classes && teacher.price_per_session !== null ? (
            <p className="text-sm text-slate-700">
              {t('card.price', {
                price: formatPoints(teacher.price_per_session),
                minutes: teacher.session_minutes,
              })}
            </p>
          ) : (
            <p className="text-sm text-slate-600">{t('card.noPrivate')}</p>
          )}
        </div>
      </div>
      {subjects.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label={t('card.subjects')}>
          {subjects.map((s) => (
            <li
              key={`${s.id}-${s.name}`}
              className="rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800"
            >
              {s.name}
            </li>
          ))}
        </ul>
      ) : null}
      {teacher.bio ? (
        <p className="line-clamp-3 text-sm text-slate-700" dir="auto">
          {teacher.bio}
        </p>
      ) : null}
      {teacher.next_slots.length > 0 ? (
        <div>
          <p className="text-sm font-semibold text-slate-800">{t('card.nextSlots')}</p>
          <ul className="mt-1 space-y-1 text-sm text-slate-700">
            {teacher.next_slots.map((slot) => (
              <li key={slot}>
                {formatDateTime(slot, {
                  weekday: 'long',
                  day: 'numeric',
                  month: 'long',
                  hour: '2-digit',
                  minute: '2-digit',
                })}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="mt-auto flex flex-wrap gap-2">
        <Link
          to={`/teachers/${teacher.id}`}
          className={buttonClasses('secondary', 'md')}
          aria-label={t('card.profileNamed', { name: teacher.name })}
        >
          {t('card.profile')}
        </Link>
        {teacher.private_classes && canRequest ? (
          <button
            type="button"
            className={buttonClasses('primary', 'md')}
            onClick={() => onRequest(teacher)}
            aria-label={t('card.requestNamed', { name: teacher.name })}
          >
            {t('card.request')}
          </button>
        ) : null}
      </div>
    </li>
  );
}
